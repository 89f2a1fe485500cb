"""Declarative assembly formats compiled into straight-line Python, once per op class.

xDSL prints an op with a declarative ``assembly_format`` by interpreting its directives one
by one: a ``PrintingState`` object, a method call per directive, accessors that look the
operand up in the op definition at every use. :func:`format_printer` turns the same
directives into the source of one Python function per op class and compiles it. The text is
the same; what changes is when the work is done:

* the spacing rules of ``PrintingState`` (a space before a keyword, none after ``(``...) are
  decided while the function is built wherever the state is known there, and only tracked at
  run time after a directive whose output depends on the op (an optional group, a variadic
  operand, a non-empty attribute dictionary);
* consecutive fixed pieces of text are written as one string;
* operands and results of ops without variadic ones are read by position;
* attributes and types go through the MLIR printer's fast path (``MLIRPrinter._settled``: an
  attribute already visited for aliases is queued as it is, its text is made once at the end;
  in the hand-back form, an attribute's text once made is written as it is).

A directive the compiler does not know (custom directives, regions, successors...) is printed
by the directive itself, with the spacing state handed over as a ``PrintingState``, so every
format compiles. The functions take ``(printer, op)`` and expect an ``MLIRPrinter``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from itertools import accumulate
from typing import Any

from gluon_opt.dialects.text.codegen import define
from xdsl.dialects.builtin import DenseArrayBase
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttrDictDirective,
    AttributeVariable,
    FormatDirective,
    FormatProgram,
    FunctionalTypeDirective,
    KeywordDirective,
    OperandsDirective,
    OperandVariable,
    OptionalGroupDirective,
    OptionalOperandVariable,
    OptionalResultVariable,
    PrintingState,
    PunctuationDirective,
    ResultsDirective,
    ResultVariable,
    TypedAttributeVariable,
    TypeDirective,
    UniqueBaseAttributeVariable,
    VariadicOperandVariable,
    VariadicResultVariable,
    WhitespaceDirective,
)
from xdsl.irdl.operations import (
    AfterVariadicSingleAccessor,
    BeforeVariadicSingleAccessor,
    OptionalAttrAccessor,
    SameOptionalAccessor,
    SingleAttrAccessor,
    UniqueVariadicAccessor,
    VariadicAttrAccessor,
    VarIRConstruct,
)

FormatPrinter = Callable[[Any, Operation], None]

# PunctuationDirective's spacing rules, as xDSL states them
_NO_SPACE_AFTER_PUNCTUATION = (">", ")", "}", "]", ",")
_NO_SPACE_AFTER_OTHER = ("<", ">", "(", ")", "{", "}", "[", "]", ",")
_OPENING = ("<", "(", "{", "[")


def _attr_dict(
    directive: AttrDictDirective, op_class: type[IRDLOperation]
) -> Callable[[Any, Operation], bool]:
    """A function printing the ``attr-dict`` of ops of ``op_class`` as the directive does,
    and telling whether it printed anything (its only effect on spacing): the properties it
    prints and their defaults are looked up here, once, instead of at every print."""
    op_def = op_class.get_irdl_definition()
    expected = sorted(directive.expected_properties)
    defs = {name: op_def.properties[name] for name in expected} | op_def.attributes
    defaults = {name: d.default_value for name, d in defs.items() if d.default_value is not None}
    reserved = directive.reserved_attr_names
    keyword = directive.with_keyword

    def print_attr_dict(printer: Any, op: Operation) -> bool:
        dictionary = dict(op.attributes)
        if dictionary and not dictionary.keys().isdisjoint(expected):
            raise ValueError(  # as the directive does
                "Cannot print attributes and properties with the same name in a single dictionary"
            )
        properties = op.properties
        for name in expected:
            if name in properties:
                dictionary[name] = properties[name]
        shown = {}
        for name, value in dictionary.items():
            if name in reserved or (name in defaults and value == defaults[name]):
                continue
            shown[name] = value
        if not shown:
            return False
        printer.print_string(" attributes " if keyword else " ")
        printer.print_attr_dict(shown)
        return True

    return print_attr_dict


def _settled_or_print(expr: str) -> str:
    """A statement printing the attribute ``expr``: what the printer settled for it (the
    attribute itself, queued, or its text), else through ``print_attribute``."""
    return f"w(s) if (s := settled.get(id({expr}))) is not None else p.print_attribute({expr})"


def _segment_offsets(sizes: DenseArrayBase) -> tuple[int, ...]:
    """Where each group of an op with ``operandSegmentSizes`` (``resultSegmentSizes``)
    starts, and where the last one ends."""
    return (0, *accumulate(sizes.get_values()))


def declarative_program(op_class: type[Operation]) -> FormatProgram | None:
    """The format program ``op_class.print`` interprets, if it prints with one.

    ``irdl_op_definition`` installs a ``print_with_format`` closure over the program parsed
    from the class's ``assembly_format``; a class that overrides ``print`` has none."""
    method = getattr(op_class, "print", None)
    if getattr(method, "__name__", None) != "print_with_format":
        return None
    program = inspect.getclosurevars(method).nonlocals.get("assembly_program")
    return program if isinstance(program, FormatProgram) else None


def format_printer(op_class: type[IRDLOperation]) -> FormatPrinter | None:
    """A function printing ops of ``op_class`` as its declarative format does; None when the
    class has a custom ``print`` (or no format)."""
    compiler = _compiled(op_class)
    return None if compiler is None else compiler.function("print")


def _compiled(op_class: type[Operation], name: str = "") -> _Compiler | None:
    """The directives of ``op_class``'s declarative format compiled, after the text ``name``
    (written with the fixed text that follows it), or None."""
    program = declarative_program(op_class)
    if program is None:
        return None
    compiler = _Compiler(op_class, program)
    if name:
        compiler.text(name)
    for stmt in program.stmts:
        compiler.directive(stmt)
    compiler.flush()
    return compiler


# The hand-back form of an op (``MLIRPrinter.hand_back``) around its name and the rest:
# its results, each numbered the first time it is met (definition or use), and its location
# written out, each text kept by id (``MLIRPrinter._trailing``).
_HAND_BACK_RESULTS = [
    "rs = op.results",
    "if rs:",
    "    if len(rs) == 1:",
    "        for x in rs:  # (SSAValues indexes through a Python call)",
    "            n = v.get(id(x))",
    "            if n is None:  # mostly new: numbered here, without _NumberedTexts' call",
    "                n = v[id(x)] = '%' + str(len(v))",
    "        w(n + ' = ')",
    "    else:",
    "        w(', '.join([v[id(x)] for x in rs]) + ' = ')",
]
_HAND_BACK_LOCATION = [
    "if p.print_debuginfo:",
    "    loc = op.location",
    "    n = p._trailing.get(id(loc))",
    "    if n is None:  # the common kinds at once, any other through the printer",
    "        n = p._source_names.get(id(loc))  # an alias of the text parsed",
    "        if n is not None:",
    "            n = ' loc(' + n + ')'",
    "        else:",
    "            n = _where(loc, ' loc(', ')') or p._hand_back_trailing(loc)",
    "        p._trailing[id(loc)] = n",
    "    w(n)",
]


def hand_back_printer(
    op_class: type[Operation],
    name: str,
    name_in_builtin: str,
    written_out_location: Callable[[Any, str, str], str | None],
    *,
    compiled: bool = True,
    custom: bool = False,
    results: bool = True,
) -> FormatPrinter:
    """A function printing an op of ``op_class`` whole in the hand-back form: its results,
    its name and the rest as its compiled declarative format does (one function, no call
    per piece) where it has one and ``compiled``, else its name and its own ``print``
    (``custom``) or as the printer's ``_print_op_body`` does (the generic form, or the
    printer's choice), and its location: ``written_out_location``
    (the printer's) writes the kinds it knows between the two strings it is given.
    ``results=False``: without the results (the printer writes them first)."""
    # (a builtin op's name depends on its region: its short name where the default dialect
    # is builtin)
    same = name == name_in_builtin
    spelled = f"w({name_in_builtin!r} if p._dialect_stack[-1] else {name!r})"
    compiler = _compiled(op_class, name if same else "") if compiled else None
    if compiler is None:
        compiler = _Compiler(op_class, FormatProgram(()))
        if custom:
            rest = [f"w({name!r})" if same else spelled, "op.print(p)"]
        else:
            rest = ["p._print_op_body(op)"]
    elif same:
        rest = compiler.lines
    else:
        rest = [spelled, *compiler.lines]
    compiler.lines = (_HAND_BACK_RESULTS if results else []) + rest + _HAND_BACK_LOCATION
    compiler.names["_where"] = written_out_location
    return compiler.function("hand_back" if results else "hand_back_body")


class _Compiler:
    """Emits the body of one op's print function.

    The spacing state is the pair (``should_emit_space``, ``last_was_punctuation``) of
    xDSL's PrintingState. Each half is a bool while known at build time and None once only
    the run time knows it; then it lives in the local variables ``sp`` and ``lp``.
    """

    def __init__(self, op_class: type[IRDLOperation], program: FormatProgram):
        self.op_class = op_class
        self.program = program
        self.lines: list[str] = []
        self.pending: list[str] = []  # fixed text not yet written
        self.sp: bool | None = True
        self.lp: bool | None = False
        self.names: dict[str, object] = {"_State": PrintingState}
        self.names["_offsets"] = _segment_offsets
        self.temp = 0
        self.head: dict[str, str] = {}  # locals the function sets up first, by name

    def function(self, kind: str) -> FormatPrinter:
        """The compiled lines as the function ``{kind}_{class}(p, op)``."""
        head = ["w = p._out.append", "v = p._value_text", "settled = p._settled"]
        head += [f"{name} = {expr}" for name, expr in self.head.items()]
        body = "\n".join(f"    {line}" for line in head + (self.lines or ["pass"]))
        name = self.op_class.__name__
        source = f"def {kind}_{name}(p, op):\n{body}\n"
        return define(source, f"{kind}_{name}", self.names, f"<{kind} of {name}>")

    def const(self, value: object) -> str:
        name = f"_k{len(self.names)}"
        self.names[name] = value
        return name

    def local(self) -> str:
        self.temp += 1
        return f"t{self.temp}"

    def text(self, text: str) -> None:
        self.pending.append(text)

    def flush(self) -> None:
        if self.pending:
            self.lines.append(f"w({''.join(self.pending)!r})")
            self.pending = []

    def emit(self, line: str) -> None:
        self.flush()
        self.lines.append(line)

    @staticmethod
    def _value(known: bool | None, var: str) -> str:
        return var if known is None else repr(known)

    def whitespace(self) -> None:
        """PrintingState.print_whitespace: a space unless right after an opening bracket."""
        if self.sp is True or self.lp is False:
            self.text(" ")
        elif self.sp is None or self.lp is None:
            terms = [t for t, known in (("sp", self.sp), ("not lp", self.lp)) if known is None]
            self.emit(f"if {' or '.join(terms)}: w(' ')")
        self.sp, self.lp = True, False

    def print_if(self, condition: str, statement: str) -> None:
        """The spacing, then ``statement``, only where ``condition`` holds at print time."""

        def then() -> None:
            self.whitespace()
            self.emit(statement)

        self.branch(condition, then, lambda: None)

    def branch(self, condition: str, then: Callable[[], None], otherwise: Callable[[], None]):
        """``if condition: then() else: otherwise()``, the spacing state merged after it."""
        self.flush()
        outer, start = self.lines, (self.sp, self.lp)
        ends = []
        for part in (then, otherwise):
            self.lines, (self.sp, self.lp) = [], start
            part()
            self.flush()
            ends.append((self.lines, (self.sp, self.lp)))
        merged = tuple(a if a == b else None for a, b in zip(ends[0][1], ends[1][1], strict=True))
        for lines, state in ends:
            for var, value, joined in zip(("sp", "lp"), state, merged, strict=True):
                if joined is None and value is not None:
                    lines.append(f"{var} = {value}")
        (then_lines, _), (else_lines, _) = ends
        if not then_lines and not else_lines:
            outer.append(condition)  # evaluated for its effect (it may print)
        elif not then_lines:
            outer.append(f"if not ({condition}):")
            outer.extend(f"    {line}" for line in else_lines)
        else:
            outer.append(f"if {condition}:")
            outer.extend(f"    {line}" for line in then_lines)
            if else_lines:
                outer.append("else:")
                outer.extend(f"    {line}" for line in else_lines)
        self.lines = outer
        self.sp, self.lp = merged

    def fallback(self, directive: FormatDirective) -> None:
        """Let the directive print itself, the spacing state handed over and back."""
        lp, sp = self._value(self.lp, "lp"), self._value(self.sp, "sp")
        self.emit(f"st = _State({lp}, {sp})")
        self.emit(f"{self.const(directive)}.print(p, st, op)")
        self.emit("sp = st.should_emit_space")
        self.emit("lp = st.last_was_punctuation")
        self.sp = self.lp = None

    def attribute(self, expr: str) -> None:
        """Print the attribute ``expr`` (a local name) through the printer's fast path."""
        self.emit(_settled_or_print(expr))

    def attribute_list(self, expr: str) -> None:
        self.flush()
        item = self.local()
        self.lines += [
            f"for i, {item} in enumerate({expr}):",
            "    if i: w(', ')",
            f"    {_settled_or_print(item)}",
        ]

    # -- accessors ------------------------------------------------------------------

    def access(self, name: str) -> str:
        """An expression for the operand(s) or result(s) ``op.<name>``.

        xDSL's accessor (a descriptor on the class) finds them in the op's operand (result)
        list at every use; its kind says where, so the function reads them from a tuple of
        the list, built once per op, at an index (or slice) computed here."""
        accessor = inspect.getattr_static(self.op_class, name, None)
        construct = getattr(accessor, "construct", None)
        if construct is VarIRConstruct.OPERAND:
            seq, source = "o", "op._operands"
        elif construct is VarIRConstruct.RESULT:
            seq, source = "r", "op.results"
        else:
            return f"op.{name}"
        kind = type(accessor)
        i = getattr(accessor, "idx", 0)
        # (a subclass too: dialects/accessors.py gives our ops a faster one, the same index)
        if issubclass(kind, BeforeVariadicSingleAccessor):
            expr = f"{seq}[{i}]"
        elif kind is AfterVariadicSingleAccessor:
            expr = f"{seq}[{i - accessor.num_defs}]"
        elif kind is SameOptionalAccessor:
            expr = f"({seq}[{i}] if len({seq}) == {accessor.num_defs} else None)"
        elif kind is UniqueVariadicAccessor:
            expr = f"{seq}[{i}:{i + 1 - accessor.num_defs} + len({seq})]"
        elif kind in (SingleAttrAccessor, VariadicAttrAccessor, OptionalAttrAccessor):
            # the sizes of the groups are an attribute: where each group starts
            option = accessor.option
            where = "op.properties" if option.as_property else "op.attributes"
            starts = f"{seq}_starts"
            self.head[starts] = f"_offsets({where}[{option.attribute_name!r}])"
            if kind is SingleAttrAccessor:
                expr = f"{seq}[{starts}[{i}]]"
            elif kind is VariadicAttrAccessor:
                expr = f"{seq}[{starts}[{i}]:{starts}[{i + 1}]]"
            else:
                expr = f"({seq}[{starts}[{i}]] if {starts}[{i + 1}] > {starts}[{i}] else None)"
        else:
            return f"op.{name}"
        # a plain tuple: SSAValues (the lists' class) indexes through a Python call
        self.head.setdefault(seq, f"(*{source},)")
        if seq + "_starts" in self.head:  # the starts need the tuple first: keep the order
            self.head[seq + "_starts"] = self.head.pop(seq + "_starts")
        return expr

    def types_of(self, inner: object) -> tuple[str, bool] | None:
        """(expression, is_single_type) for the types of a typeable directive."""
        kind = type(inner)
        if kind is OperandVariable:
            return f"{self.access(inner.name)}._type", True
        if kind is ResultVariable:
            return f"{self.access(inner.name)}._type", True
        if kind in (VariadicOperandVariable, VariadicResultVariable):
            return f"[x._type for x in {self.access(inner.name)}]", False
        if kind in (OptionalOperandVariable, OptionalResultVariable):
            return f"[x._type for x in ({self.access(inner.name)},) if x is not None]", False
        if kind is OperandsDirective:
            return "[x._type for x in op._operands]", False
        if kind is ResultsDirective:
            return "[x._type for x in op.results]", False
        return None

    def present(self, anchor: object) -> str:
        """A condition: is the optional group anchored on ``anchor`` printed."""
        kind = type(anchor)
        if kind in (OptionalOperandVariable, OptionalResultVariable):
            return f"{self.access(anchor.name)} is not None"
        if kind in (VariadicOperandVariable, VariadicResultVariable):
            return f"len({self.access(anchor.name)})"
        if kind is TypeDirective and type(anchor.inner) in (
            OptionalOperandVariable,
            OptionalResultVariable,
            VariadicOperandVariable,
            VariadicResultVariable,
        ):
            return self.present(anchor.inner)
        if kind in (AttributeVariable, UniqueBaseAttributeVariable, TypedAttributeVariable):
            return self.attribute_present(anchor)[1]
        return f"{self.const(anchor)}.is_present(op)"

    # -- directives -----------------------------------------------------------------

    def directive(self, d: FormatDirective) -> None:
        kind = type(d)
        if kind is WhitespaceDirective:
            self.text(d.whitespace)
            self.sp, self.lp = False, d.whitespace == ""
        elif kind is PunctuationDirective:
            self.punctuation(d.punctuation)
        elif kind is KeywordDirective:
            if self.sp is None:
                self.emit("if sp: w(' ')")
            elif self.sp:
                self.text(" ")
            self.text(d.keyword)
            self.sp, self.lp = True, False
        elif kind is OperandVariable:
            self.whitespace()
            self.emit(f"w(v[id({self.access(d.name)})])")
        elif kind in (VariadicOperandVariable, OperandsDirective):
            values = self.access(d.name) if kind is VariadicOperandVariable else "op._operands"
            seq = self.local()
            self.emit(f"{seq} = {values}")
            self.print_if(f"len({seq})", f"w(', '.join([v[id(x)] for x in {seq}]))")
        elif kind is OptionalOperandVariable:
            value = self.local()
            self.emit(f"{value} = {self.access(d.name)}")
            self.print_if(f"{value} is not None", f"w(v[id({value})])")
        elif kind is TypeDirective and (types := self.types_of(d.inner)) is not None:
            expr, single = types
            if single:
                self.whitespace()
                self.emit(f"t = {expr}")
                self.attribute("t")
            else:
                seq = self.local()
                self.emit(f"{seq} = {expr}")

                def print_types() -> None:
                    self.whitespace()
                    self.attribute_list(seq)

                self.branch(f"len({seq})", print_types, lambda: None)
        elif (
            kind is FunctionalTypeDirective
            and (operands := self.types_of(d.operand_typeable_directive)) is not None
            and (results := self.types_of(d.result_typeable_directive)) is not None
        ):
            self.whitespace()
            self.text("(")
            self.flush()
            self.emit(f"ts = {operands[0]}")
            self.attribute_list("[ts]" if operands[1] else "ts")
            self.text(") -> ")
            self.emit(f"ts = {'[' + results[0] + ']' if results[1] else results[0]}")
            self.emit("if len(ts) == 1:")
            self.lines.append(f"    {_settled_or_print('ts[0]')}")
            self.lines.append("else:")
            self.lines.append("    w('(')")
            self.lines += [
                "    for i, t in enumerate(ts):",
                "        if i: w(', ')",
                f"        {_settled_or_print('t')}",
                "    w(')')",
            ]
        elif kind in (AttributeVariable, UniqueBaseAttributeVariable, TypedAttributeVariable):
            self.attribute_variable(d)
        elif kind is AttrDictDirective:
            self.attr_dict(d)
        elif kind is OptionalGroupDirective:

            def then() -> None:
                for element in (*d.then_whitespace, d.then_first, *d.then_elements):
                    self.directive(element)

            def otherwise() -> None:
                for element in d.else_elements:
                    self.directive(element)

            self.branch(self.present(d.anchor), then, otherwise)
        else:
            self.fallback(d)

    def punctuation(self, p: str) -> None:
        # a space when sp and (after_punct if lp else after_other)
        after_punct = p not in _NO_SPACE_AFTER_PUNCTUATION
        after_other = p not in _NO_SPACE_AFTER_OTHER
        terms: list[str] = []  # the parts of the condition only known at run time
        if self.lp is not None:
            space: bool = after_punct if self.lp else after_other
        elif after_punct == after_other:
            space = after_punct
        else:
            space = True
            terms.append("lp" if after_punct else "not lp")
        if self.sp is None:
            terms.insert(0, "sp")
        if self.sp is not False and space:
            if terms:
                self.emit(f"if {' and '.join(terms)}: w(' ')")
            else:
                self.text(" ")
        self.text(p)
        self.sp, self.lp = p not in _OPENING, True

    def attribute_present(self, d: AttributeVariable) -> tuple[str, str]:
        """(local, condition): the attribute of ``d`` in a local, and whether it prints."""
        where = "properties" if d.is_property else "attributes"
        attr = self.local()
        condition = f"({attr} := op.{where}.get({d.name!r})) is not None"
        if d.default_value is not None:
            default = self.const(d.default_value)
            condition += f" and {attr} is not {default} and {attr} != {default}"
        return attr, condition

    def attribute_variable(self, d: AttributeVariable) -> None:
        attr, condition = self.attribute_present(d)

        def print_attr() -> None:
            self.whitespace()
            kind = type(d)
            if kind is AttributeVariable:
                self.attribute(attr)
            elif kind is TypedAttributeVariable:
                self.emit(f"{attr}.print_without_type(p)")
            else:
                self.emit(f"{self.const(d)}.print_attr(p, {attr})")

        self.branch(condition, print_attr, lambda: None)

    def attr_dict(self, d: AttrDictDirective) -> None:
        # Nothing to print (no attribute, none of the properties it prints): the common case.
        empty = ["not op.attributes"]
        empty += [f"{name!r} not in op.properties" for name in sorted(d.expected_properties)]

        def printed() -> None:
            self.sp, self.lp = True, False

        def maybe() -> None:
            printer = self.const(_attr_dict(d, self.op_class))
            self.branch(f"{printer}(p, op)", printed, lambda: None)

        self.branch(" and ".join(empty), lambda: None, maybe)
