"""MLIR's words for an op attribute of the wrong kind.

xDSL checks an op's properties against their IRDL constraints and says so in its own words
(`"x" should be of base attribute integer`); MLIR names the attribute and the summary of its
ODS constraint (`attribute 'axis' failed to satisfy constraint: 32-bit signless integer
attribute`). This module gives that summary for the constraints our ops use, and finds the
attribute MLIR reports first:

- at parse time (ODS's ``verifyInherentAttrs``, for an attribute written in an op's
  `attr-dict` or in the generic form's dictionary) the attributes are checked in the order
  of their names;
- at verification (``verifyInvariants``) each missing required attribute is reported first,
  in the order of their names, then each attribute in the order the op declares them.

A constraint class of our own gives its summary through an ``mlir_summary()`` method, and
whether a value converts into the ODS attribute's storage through ``mlir_stored(value)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from gluon_opt.dialects.text.printer import attribute_text
from xdsl.dialects.builtin import (
    ArrayAttr,
    ArrayOfConstraint,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolNameConstraint,
    UnitAttr,
    i1,
)
from xdsl.ir import Attribute, TypeAttribute
from xdsl.irdl import (
    AllOf,
    AttrConstraint,
    BaseAttr,
    EqAttrConstraint,
    IRDLOperation,
    MessageConstraint,
    OptionalDef,
    ParamAttrConstraint,
    RangeOf,
)
from xdsl.irdl.constraints import VerificationContext
from xdsl.utils.exceptions import VerifyException

# ODS summaries of the attribute kinds that a base class alone constrains
_BASE_SUMMARIES: dict[type[Attribute], str] = {
    StringAttr: "string attribute",
    UnitAttr: "unit attribute",
    FunctionType: "type attribute of function type",
}


def _fixed_type(constr: AttrConstraint) -> Attribute | None:
    """The one type ``constr`` allows (an ``EqAttrConstraint``, alone or in an ``AllOf``)."""
    if type(constr) is EqAttrConstraint:
        return constr.attr
    if type(constr) is AllOf:
        for part in constr.attr_constrs:
            found = _fixed_type(part)
            if found is not None:
                return found
    return None


def summary(constr: AttrConstraint) -> str | None:
    """The summary of the ODS constraint that ``constr`` stands for (None where unknown)."""
    own = getattr(constr, "mlir_summary", None)
    if own is not None:
        return own()
    kind = type(constr)
    if kind is BaseAttr:
        return _BASE_SUMMARIES.get(constr.attr)
    if kind is SymbolNameConstraint:
        return "string attribute"
    if kind is ArrayOfConstraint:
        elements = constr.elem_range_constraint
        if type(elements) is RangeOf and elements.constr == BaseAttr(DictionaryAttr):
            return "Array of dictionary attributes"
        return None
    if kind is not ParamAttrConstraint or len(constr.param_constrs) != 2:
        return None
    if constr.base_attr is IntegerAttr:
        fixed = _fixed_type(constr.param_constrs[1])
        if not isinstance(fixed, IntegerType):
            return None
        width = fixed.width.data
        return "bool attribute" if width == 1 else f"{width}-bit signless integer attribute"
    if constr.base_attr is DenseArrayBase:
        fixed = _fixed_type(constr.param_constrs[0])
        if not isinstance(fixed, IntegerType):
            return None
        return f"i{fixed.width.data} dense array attribute"
    return None


def _stored(constr: AttrConstraint, value: Attribute) -> bool:
    """Whether ``value`` converts into the C++ storage of the ODS attribute ``constr``
    stands for (the check of the generic form's properties; a value that converts may still
    fail the constraint, for the verifier): an integer attribute of any width for an
    integer attribute, of type i1 for a bool one, a dense array of the right element type,
    a valid case for an enum, any type for a type attribute; else the constraint's base
    class, or anything where the constraint has none."""
    own = getattr(constr, "mlir_stored", None)
    if own is not None:  # a constraint class of our own
        return own(value)
    kind = type(constr)
    if kind is MessageConstraint:
        return _stored(constr.constr, value)
    if kind is BaseAttr:
        if constr.attr is FunctionType:
            return isinstance(value, TypeAttribute)
        return isinstance(value, constr.attr)
    if kind is SymbolNameConstraint:
        return isinstance(value, StringAttr)
    if kind is ArrayOfConstraint:
        return isinstance(value, ArrayAttr)
    if kind is ParamAttrConstraint:
        if not isinstance(value, constr.base_attr):
            return False
        if constr.base_attr is IntegerAttr:
            return _fixed_type(constr.param_constrs[1]) != i1 or value.type == i1
        if constr.base_attr is DenseArrayBase:
            return value.elt_type == _fixed_type(constr.param_constrs[0])
    return True


def property_storage_error(
    op_type: type[IRDLOperation], written: Mapping[str, Attribute]
) -> str | None:
    """MLIR's words (after `invalid properties {...} for op NAME: `) for the first property
    of the generic form's ``written`` ones that does not convert into its storage, by name
    (ODS generates the conversion property by property in that order); None where all do."""
    for name, definition in sorted(op_type.get_irdl_definition().properties.items()):
        value = written.get(name)
        if value is not None and not _stored(definition.constr, value):
            return f"Invalid attribute `{name}` in property conversion: {attribute_text(value)}"
    return None


def _failure(op_type: type[IRDLOperation], name: str, value: Attribute) -> str | None:
    """MLIR's message where ``value`` fails the constraint of property ``name``; None where
    it passes, or where the constraint's summary is unknown."""
    definition = op_type.get_irdl_definition().properties.get(name)
    if definition is None:
        return None
    try:
        definition.constr.verify(value, VerificationContext())
    except VerifyException:
        words = summary(definition.constr)
        if words is None:
            return None
        return f"attribute '{name}' failed to satisfy constraint: {words}"
    return None


def parse_time_error(
    op_type: type[IRDLOperation], written: Mapping[str, Attribute], names: Iterable[str]
) -> str | None:
    """MLIR's message for the first of the properties ``names`` (written in ``written``)
    that fails its constraint, in the order of their names; None where none does."""
    for name in sorted(names):
        message = _failure(op_type, name, written[name])
        if message is not None:
            return message
    return None


def verifier_error(op: IRDLOperation) -> str | None:
    """MLIR's message for the first property of ``op`` that is missing or of the wrong kind,
    as its verifier reports it (without the `'op' op` prefix); None where none is."""
    definitions = type(op).get_irdl_definition().properties
    properties = op.properties
    for name in sorted(definitions):
        definition = definitions[name]
        required = not isinstance(definition, OptionalDef) and definition.default_value is None
        if required and name not in properties and not name.endswith("SegmentSizes"):
            return f"requires attribute '{name}'"
    for name in definitions:
        if name in properties:
            message = _failure(type(op), name, properties[name])
            if message is not None:
                return message
    return None
