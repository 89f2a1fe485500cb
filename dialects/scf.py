"""The scf dialect, printing exactly as MLIR does.

Upstream xDSL's scf ops parse MLIR's syntax but print a few things differently from
MLIR's C++ printers; the subclasses below override only ``print``:

* ``scf.for``: MLIR writes a space before ``: i32`` on top of the one after the
  iteration arguments, giving ``-> (f32)  : i32 {`` (and ``step %c1  : i32 {``);
* ``scf.if`` / ``scf.execute_region``: the trailing attribute dictionary is preceded by a
  space, and ``scf.execute_region -> i32`` has no parentheses around a single type;
* ``scf.while`` without operands prints no ``()``; the type is ``(i32) -> i32``.

``scf.for`` and ``scf.if`` also parse MLIR's arrow type list in full: a single result type
may be written without parentheses (``scf.if %c -> i32 {``), as MLIR's parser allows;
``scf.while`` also parses a loop without operands as MLIR prints it (no assignment list).
``scf.for``, ``scf.if`` and ``scf.while`` read themselves from the text where spelled as MLIR
prints them (``read_text``: see MLIRParser._parse_custom_operation), and build their
implicit ``scf.yield`` directly.

Everything else (``scf.yield``, ``scf.condition``, ...) is upstream xDSL's.
"""

from __future__ import annotations

import re

from gluon_opt.dialects import accessors
from gluon_opt.dialects.text.parser import SSA_NAME, MLIRParser, new_op, operand_at
from gluon_opt.dialects.text.printer import attribute_text
from xdsl.dialects import scf as _scf
from xdsl.dialects.builtin import IndexType, UnregisteredOp, i1
from xdsl.ir import Attribute, Block, Dialect, Operation, Region
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, SingleBlockImplicitTerminator, ensure_terminator
from xdsl.utils.exceptions import VerifyException


def _print_assignments(printer: Printer, args, values) -> None:
    printer.print_string("(")
    for i, (arg, value) in enumerate(zip(args, values, strict=True)):
        if i:
            printer.print_string(", ")
        printer.print_ssa_value(arg)
        printer.print_string(" = ")
        printer.print_ssa_value(value)
    printer.print_string(")")


def _print_arrow_types(printer: Printer, types) -> None:
    """MLIR's printOptionalArrowTypeList: ` -> T` or ` -> (T1, T2)`, nothing if empty."""
    types = list(types)
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1:
        printer.print_attribute(types[0])
        return
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


def _parse_arrow_types(parser: Parser) -> list[Attribute]:
    """MLIR's parseArrowTypeList after `->`: `(T1, T2)`, `()` or a single `T`."""
    if parser.parse_optional_punctuation("(") is None:
        return [parser.parse_type()]
    if parser.parse_optional_punctuation(")") is not None:
        return []
    types = [parser.parse_type()]
    while parser.parse_optional_punctuation(",") is not None:
        types.append(parser.parse_type())
    parser.parse_punctuation(")")
    return types


def _verify_edge(op, region: int, target: str, values, types) -> None:
    """MLIR's RegionBranchOpInterface check of the values a region yields to ``target``."""
    edge = f"control flow edge from Region #{region} to {target}"
    if len(values) != len(types):
        raise VerifyException(
            f"'{op.name}' op region {edge}: source has {len(values)} operands, but target "
            f"successor needs {len(types)}"
        )
    for index, (value, expected) in enumerate(zip(values, types, strict=True)):
        if value.type != expected:
            raise VerifyException(
                f"'{op.name}' op along {edge}: source type #{index} "
                f"'{attribute_text(value.type)}' should match input type #{index} "
                f"'{attribute_text(expected)}'"
            )


def add_implicit_terminators(op: Operation) -> None:
    """xDSL's ensure_terminator for each SingleBlockImplicitTerminator trait of ``op``,
    just read: where a region is one block ending in an op that is not a terminator (an
    `scf.for` without results, whose `scf.yield` is not printed), the terminator built
    directly (xDSL builds it through a builder context, several times the cost of the
    op); any other region (empty, several blocks, ending in a terminator of another kind
    or in an unregistered op) through ensure_terminator, for its errors."""
    for trait in op.get_traits_of_type(SingleBlockImplicitTerminator):
        for region in op.regions:
            block = region.first_block
            last = None if block is None or block is not region.last_block else block.last_op
            if type(last) is trait.op_type:
                continue
            if last is None or isinstance(last, UnregisteredOp) or last.has_trait(IsTerminator):
                ensure_terminator(op, trait)
                break
            block.add_op(new_op(trait.op_type, (), (), {}, {}))


# scf.for's parts spelled as MLIR prints them: `%i = `, an iteration argument `%a = `, and
# the blanks and colon before the induction variable's type (two spaces after a `)`)
_DEFINE = re.compile(" " + SSA_NAME + " = ", re.A)
_ITER_ARG = re.compile(SSA_NAME + " = ", re.A)
_INDVAR_TYPE = re.compile(" {1,2}: ")


def _assignments_at(
    text: str, pos: int
) -> tuple[int, list[tuple[int, int]], list[re.Match]] | None:
    """`%a = %x, %b = %y` from ``pos`` up to a `)`, as MLIR prints a loop's iteration
    arguments: where the `)` is, where each argument's name starts (its `%`) and ends, and
    each initial value's operand (as operand_at reads it); None for anything else."""
    names, inits = [], []
    while True:
        arg = _ITER_ARG.match(text, pos)
        init = None if arg is None else operand_at(text, arg.end())
        if init is None:
            return None
        names.append((arg.start(), arg.end(1)))
        inits.append(init)
        pos = init.end()
        if text.startswith(")", pos):
            return pos, names, inits
        if not text.startswith(", ", pos):
            return None
        pos += 2


class ForOp(_scf.ForOp):
    @classmethod
    def read_text(cls, parser: MLIRParser, text: str, pos: int) -> tuple[ForOp, int, None] | None:
        """The loop spelled as MLIR prints it (see parse), read from the text up to its
        body, then its body; None (nothing read) for anything else."""
        indvar = _DEFINE.match(text, pos)
        lower = None if indvar is None else operand_at(text, indvar.end())
        if lower is None or not text.startswith(" to", lower.end()):
            return None
        upper = operand_at(text, lower.end() + 3)
        if upper is None or not text.startswith(" step", upper.end()):
            return None
        step = operand_at(text, upper.end() + 5)
        if step is None:
            return None
        pos = step.end()
        names = [(indvar.start(1) - 1, indvar.end(1))]
        inits: list[re.Match] = []
        types: tuple[Attribute, ...] = ()
        if text.startswith(" iter_args(", pos):
            found = _assignments_at(text, pos + 11)
            if found is None:
                return None
            pos, arg_names, inits = found
            names += arg_names
            if not text.startswith(") -> (", pos):
                return None
            found = parser.types_until(pos + 6, ")")
            if found is None or len(found[1]) != len(inits):
                return None
            pos, types = found
        colon = _INDVAR_TYPE.match(text, pos)
        found = None if colon is None else parser.type_at(colon.end())
        if found is None or not text.startswith(" {", found[0]):
            return None
        pos, indvar_type = found
        operands = []
        for operand, operand_type in zip(
            (lower, upper, step, *inits), (indvar_type,) * 3 + types, strict=True
        ):
            value = parser.value_of(operand, operand_type)
            if value is None:
                return None
            operands.append(value)
        # the body's arguments: (where the name starts and ends, type, no location)
        arguments = [
            (*name, arg_type, None)
            for name, arg_type in zip(names, (indvar_type, *types), strict=True)
        ]
        body = parser.region_at(pos + 1, arguments)
        attributes = parser.parse_optional_attr_dict()
        op = new_op(cls, operands, types, {}, attributes, (body,))
        add_implicit_terminators(op)
        return op, parser.pos, None

    @classmethod
    def parse(cls, parser: Parser) -> ForOp:
        indvar = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        bounds = [parser.parse_unresolved_operand()]
        parser.parse_keyword("to")
        bounds.append(parser.parse_unresolved_operand())
        parser.parse_keyword("step")
        bounds.append(parser.parse_unresolved_operand())
        pos = parser.pos
        iter_args, inits, types = [], [], []
        if parser.parse_optional_keyword("iter_args"):

            def assignment():
                arg = parser.parse_argument(expect_type=False)
                parser.parse_punctuation("=")
                return arg, parser.parse_unresolved_operand()

            pairs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, assignment)
            iter_args = [arg for arg, _ in pairs]
            inits = [init for _, init in pairs]
            parser.parse_punctuation("->")
            types = _parse_arrow_types(parser)
        init_values = parser.resolve_operands(inits, types, pos)
        indvar_type = parser.parse_type() if parser.parse_optional_punctuation(":") else IndexType()
        lb, ub, step = (parser.resolve_operand(b, indvar_type) for b in bounds)
        block_args = [indvar.resolve(indvar_type)]
        block_args += [arg.resolve(t) for arg, t in zip(iter_args, types, strict=True)]
        body = parser.parse_region(block_args)
        attributes = parser.parse_optional_attr_dict()
        op = cls(lb, ub, step, init_values, body)
        op.attributes |= attributes
        # as MLIR, with or without iteration arguments (a missing yield of values is then
        # reported by the verifier)
        add_implicit_terminators(op)
        return op

    def verify_(self) -> None:
        block = self.body.block
        last = block.last_op
        if isinstance(last, _scf.YieldOp) and len(block.args) == len(self.iter_args) + 1:
            inputs = [arg.type for arg in block.args[1:]]
            _verify_edge(self, 0, "Region #0", last.operands, inputs)
        super().verify_()

    def print(self, printer: Printer) -> None:
        # the operands by position (lb, ub, step, then the inits): xDSL's accessors find
        # each through several Python calls
        lb, ub, step, *inits = self._operands
        (body,) = self.regions
        indvar, *iter_args = body.block.args
        printer.print_string(" ")
        printer.print_ssa_value(indvar)
        printer.print_string(" = ")
        printer.print_ssa_value(lb)
        printer.print_string(" to ")
        printer.print_ssa_value(ub)
        printer.print_string(" step ")
        printer.print_ssa_value(step)
        if iter_args:
            printer.print_string(" iter_args")
            _print_assignments(printer, iter_args, inits)
            printer.print_string(" -> (")
            printer.print_list([a.type for a in iter_args], printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        if not isinstance(indvar.type, IndexType):
            printer.print_string(" : ")
            printer.print_attribute(indvar.type)
            printer.print_string(" ")
        printer.print_region(
            body,
            print_entry_block_args=False,
            print_empty_block=False,
            print_block_terminators=bool(inits),
        )
        printer.print_op_attributes(self.attributes)


class IfOp(_scf.IfOp):
    @classmethod
    def read_text(cls, parser: MLIRParser, text: str, pos: int) -> tuple[IfOp, int, None] | None:
        """The branch spelled as MLIR prints it (see parse), read from the text up to its
        first region, then its regions; None (nothing read) for anything else."""
        cond = operand_at(text, pos)
        if cond is None:
            return None
        pos = cond.end()
        types: tuple[Attribute, ...] = ()
        if text.startswith(" -> (", pos):
            found = parser.types_until(pos + 5, ")")
            if found is None:
                return None
            pos, types = found
        value = parser.value_of(cond, i1) if text.startswith(" {", pos) else None
        if value is None:
            return None
        then_region = cls._with_yield(parser.region_at(pos + 1, ()))
        else_region = Region()
        pos = parser.pos
        if text.startswith("else {", pos):
            else_region = cls._with_yield(parser.region_at(pos + 5, ()))
        elif parser.parse_optional_keyword("else"):
            else_region = cls._parse_branch(parser)
        attributes = parser.parse_optional_attr_dict()
        op = new_op(cls, (value,), types, {}, attributes, (then_region, else_region))
        return op, parser.pos, None

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        cond = parser.parse_operand(i1)
        types = _parse_arrow_types(parser) if parser.parse_optional_punctuation("->") else []
        then_region = cls._parse_branch(parser)
        else_region = Region()
        if parser.parse_optional_keyword("else"):
            else_region = cls._parse_branch(parser)
        attributes = parser.parse_optional_attr_dict()
        return cls(cond, types, then_region, else_region, attributes)

    def verify_(self) -> None:
        if self.output and not self.false_region.blocks:
            raise VerifyException("'scf.if' op must have an else block if defining values")
        for index, region in enumerate((self.true_region, self.false_region)):
            last = region.blocks.last.last_op if region.blocks else None
            if isinstance(last, _scf.YieldOp):
                _verify_edge(self, index, "parent results", last.operands, self.output.types)
        super().verify_()

    @classmethod
    def _parse_branch(cls, parser: Parser) -> Region:
        return cls._with_yield(parser.parse_region())

    @staticmethod
    def _with_yield(region: Region) -> Region:
        """A branch as read, with its implicit `scf.yield` at the end of its last block
        where that ends in no terminator (or is empty, or there is none), as xDSL's
        parse_region_with_yield adds it; it also follows an op of an unregistered dialect
        (-allow-unregistered-dialect), which MLIR accepts at the end of the region. The
        yield is not printed, so the text stays the same."""
        block = region.last_block
        if block is None:
            block = Block()
            region.add_block(block)
        last = block.last_op
        if last is None or isinstance(last, UnregisteredOp) or not last.has_trait(IsTerminator):
            block.add_op(new_op(_scf.YieldOp, (), (), {}, {}))
        return region

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.cond)
        terminators = bool(self.output)
        if terminators:
            printer.print_string(" -> (")
            printer.print_list(self.output.types, printer.print_attribute)
            printer.print_string(")")
        regions = [self.true_region] + ([self.false_region] if self.false_region.blocks else [])
        for prefix, region in zip((" ", " else "), regions, strict=False):
            printer.print_string(prefix)
            printer.print_region(
                region,
                print_entry_block_args=False,
                print_empty_block=False,
                print_block_terminators=terminators,
            )
        printer.print_op_attributes(self.attributes)


class ExecuteRegionOp(_scf.ExecuteRegionOp):
    def print(self, printer: Printer) -> None:
        _print_arrow_types(printer, self.outs.types)
        printer.print_string(" ")
        attributes = dict(self.attributes)
        if attributes.pop("no_inline", None) is not None:
            printer.print_string("no_inline ")
        printer.print_region(self.region, print_entry_block_args=False, print_empty_block=False)
        printer.print_op_attributes(attributes)


class WhileOp(_scf.WhileOp):
    @classmethod
    def read_text(cls, parser: MLIRParser, text: str, pos: int) -> tuple[WhileOp, int, None] | None:
        """The loop spelled as MLIR prints it (see print), read from the text up to its
        first region, then its regions as xDSL's parse reads them; None (nothing read) for
        anything else."""
        names: list[tuple[int, int]] = []
        inits: list[re.Match] = []
        if text.startswith(" (", pos):
            found = _assignments_at(text, pos + 2)
            if found is None:
                return None
            pos, names, inits = found
            pos += 1
        found = parser.function_type_at(pos + 3) if text.startswith(" : ", pos) else None
        if found is None or not text.startswith(" {", found[0]):
            return None
        pos, function_type = found
        inputs = function_type.inputs.data
        values = parser.values_of(inits, inputs) if len(inputs) == len(inits) else None
        if values is None:
            return None
        arguments = [(*name, type_, None) for name, type_ in zip(names, inputs, strict=True)]
        before = parser.region_at(pos + 1, arguments)
        parser.parse_characters("do")
        after = parser.parse_region()
        attributes = parser.parse_optional_attr_dict_with_keyword()
        attributes = {} if attributes is None else dict(attributes.data)
        op = new_op(cls, values, function_type.outputs.data, {}, attributes, (before, after))
        return op, parser.pos, None

    @classmethod
    def parse(cls, parser: Parser) -> WhileOp:
        if parser._current_token.text == "(":
            return super().parse(parser)
        # MLIR's list of assignments is optional, and a loop without operands is printed
        # without it (`scf.while : () -> () {`); xDSL's parse requires it
        parser.parse_punctuation(":")
        pos = parser.pos
        function_type = parser.parse_function_type()
        if function_type.inputs.data:
            parser.raise_error(
                "Mismatch between block argument count (0) and operand count "
                f"({len(function_type.inputs.data)})",
                pos,
                parser.pos,
            )
        before = parser.parse_region([])
        parser.parse_characters("do")
        after = parser.parse_region()
        attributes = parser.parse_optional_attr_dict_with_keyword()
        op = cls((), function_type.outputs.data, before, after)
        if attributes is not None:
            op.attributes |= attributes.data
        return op

    def print(self, printer: Printer) -> None:
        if self.arguments:
            printer.print_string(" ")
            _print_assignments(printer, self.before_region.block.args, self.arguments)
        printer.print_string(" : ")
        printer.print_function_type(self.arguments.types, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.before_region, print_entry_block_args=False)
        printer.print_string(" do ")
        printer.print_region(self.after_region)
        printer.print_op_attributes(self.attributes, print_keyword=True)


_OURS = {op.name: op for op in (ForOp, IfOp, ExecuteRegionOp, WhileOp)}

OPS = [_OURS.get(op.name, op) for op in _scf.Scf.operations]
# every pass reads named operands and results of these ops in its hot loops
accessors.install(OPS)
ATTRS = list(_scf.Scf.attributes)

Scf = Dialect("scf", OPS, ATTRS)

# Upstream ops used unchanged, so that passes build every scf op from this module.
YieldOp = _scf.YieldOp
ConditionOp = _scf.ConditionOp
