"""Generic conversion between responsa.v1 protobuf messages and OpenAI JSON dicts.

The mapping follows "Proto <-> JSON conventions" in docs/architecture.md:

- field names are JSON keys;
- a *union* message (all fields in one real oneof) is a JSON value of several shapes: scalar and
  enum members take JSON strings/numbers/bools, a *list member* (a message named ``...List`` with
  one repeated field) takes a JSON array, any other message member takes a JSON object whose
  ``"type"`` is the member's field name or its ``(responsa.v1.json_type)`` option (an object
  without ``"type"`` takes the oneof's ``(responsa.v1.default_json_type)`` member, if any; an
  object of a ``"type"`` no member has takes the ``(responsa.v1.json_fallback)`` Struct member
  whole, if the union has one, else raises ValueError);
- a list message used as an ordinary field is a JSON array too (the message gives it presence, so
  an absent list stays absent);
- enums map ``RESPONSE_STATUS_IN_PROGRESS`` <-> ``"in_progress"`` (the prefix is that of the
  ``..._UNSPECIFIED`` value); value 0 means absent; an unknown string raises ValueError;
- JSON null and absent are both "unset"; unknown JSON keys are ignored;
- ``google.protobuf.Struct``/``Value``/``ListValue`` hold free-form JSON.

Going to JSON, singular fields without presence (plain scalars) are always written, as OpenAI
requires them; fields with presence (``optional`` scalars, messages) only when set; repeated fields
and maps always (OpenAI's lists are required and written even when empty).

Each message type is compiled once into a plan (cached per descriptor) so that converting a stream
event costs a few dictionary lookups and attribute sets.

Why one module over 400 lines: both directions (dump and load) are methods of the same compiled
plans and follow the same union rules; split apart, each half would reach into the other's
internals.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar, cast

from google.protobuf import descriptor_pb2, struct_pb2
from google.protobuf.descriptor import Descriptor, EnumDescriptor, FieldDescriptor
from google.protobuf.message import Message
from google.protobuf.struct_pb2 import ListValue, Struct, Value

__all__ = ["dict_to_message", "message_to_dict"]

M = TypeVar("M", bound=Message)

# Doubles can hold every integer up to 2**53 exactly; Struct numbers that are integral within
# that range are written back as JSON integers (JSON Schema keywords like maxLength expect them).
_MAX_EXACT_INT = 2**53

_INT_TYPES = frozenset(
    {
        FieldDescriptor.TYPE_INT32,
        FieldDescriptor.TYPE_INT64,
        FieldDescriptor.TYPE_UINT32,
        FieldDescriptor.TYPE_UINT64,
        FieldDescriptor.TYPE_SINT32,
        FieldDescriptor.TYPE_SINT64,
        FieldDescriptor.TYPE_FIXED32,
        FieldDescriptor.TYPE_FIXED64,
        FieldDescriptor.TYPE_SFIXED32,
        FieldDescriptor.TYPE_SFIXED64,
    }
)

_Fill = Callable[[Message, Any], None]
_Dump = Callable[[Message], Any]
# Sets one field: (message, field name, JSON value). Plain scalars use the builtin setattr.
_FieldSet = Callable[[Message, str, Any], None]
_ValueDump = Callable[[Any], Any]


def message_to_dict(message: Message) -> dict[str, Any]:
    """Convert a message (a Response, a create request, an item, an event, ...) to OpenAI JSON.

    Returns a dict; for a union message (an item, an event) the dict carries its ``"type"``.
    Raises ValueError if the message is a union with no member set or is a list message.
    """
    result = _plan(cast(Descriptor, message.DESCRIPTOR)).dump(message)
    if not isinstance(result, dict):
        raise ValueError(f"{message.DESCRIPTOR.full_name} does not convert to a JSON object")
    return result


def dict_to_message(data: Mapping[str, Any], message_type: type[M]) -> M:
    """Build a ``message_type`` message from an OpenAI JSON object.

    JSON null is the same as an absent key; unknown keys are ignored. Raises ValueError (or
    TypeError) when a value has the wrong JSON kind or an unknown ``type``/enum string.
    """
    message = message_type()
    _plan(cast(Descriptor, message_type.DESCRIPTOR)).fill(message, data)
    return message


# ------------------------------------------------------------------------------------------------
# Plans
# ------------------------------------------------------------------------------------------------


class _Plan:
    """How one message type converts: ``fill`` a message from JSON, ``dump`` it to JSON."""

    __slots__ = ("dump", "fill")

    def __init__(self) -> None:
        # Placeholders until compiled; set before any use (recursive types see the same object).
        self.fill: _Fill = _uncompiled
        self.dump: _Dump = _uncompiled


def _uncompiled(*_args: Any) -> Any:
    raise RuntimeError("conversion plan used before it was compiled")


def _dump_of(plan: _Plan) -> _Dump:
    """The plan's dump function; late-bound while the plan is still compiling (recursive types)."""
    if plan.dump is not _uncompiled:
        return plan.dump
    return lambda message: plan.dump(message)


_PLANS: dict[str, _Plan] = {}


def _plan(descriptor: Descriptor) -> _Plan:
    """The cached plan of a message type, compiled on first use."""
    plan = _PLANS.get(descriptor.full_name)
    if plan is None:
        plan = _Plan()
        # Registered before compiling so that recursive message types find it.
        _PLANS[descriptor.full_name] = plan
        _compile(descriptor, plan)
    return plan


def _compile(descriptor: Descriptor, plan: _Plan) -> None:
    name = descriptor.full_name
    if name == "google.protobuf.Struct":
        plan.fill, plan.dump = _fill_struct, _dump_struct
    elif name == "google.protobuf.Value":
        plan.fill, plan.dump = _fill_value, _dump_value
    elif name == "google.protobuf.ListValue":
        plan.fill, plan.dump = _fill_list_value, _dump_list_value
    elif _is_list_message(descriptor):
        _compile_list(descriptor, plan)
    elif _union_oneof(descriptor) is not None:
        _compile_union(descriptor, plan)
    else:
        _compile_object(descriptor, plan)


def _is_list_message(descriptor: Descriptor) -> bool:
    fields = descriptor.fields
    return (
        descriptor.name.endswith("List")
        and len(fields) == 1
        and fields[0].is_repeated
        and not _is_map(fields[0])
    )


def _union_oneof(descriptor: Descriptor) -> str | None:
    """The name of the real oneof holding every field, if the message is a union."""
    if len(descriptor.oneofs) != 1 or not descriptor.fields:
        return None
    oneof = descriptor.oneofs[0]
    if len(oneof.fields) != len(descriptor.fields):
        return None
    # A proto3 `optional` field lives in a synthetic oneof of its own; that is not a union.
    proto = descriptor_pb2.DescriptorProto()
    descriptor.CopyToProto(proto)
    if any(field.proto3_optional for field in proto.field):
        return None
    return str(oneof.name)


def _is_map(field: FieldDescriptor) -> bool:
    message_type = field.message_type
    return bool(
        field.is_repeated and message_type is not None and message_type.GetOptions().map_entry
    )


def _enum_names(enum: EnumDescriptor) -> tuple[dict[int, str], dict[str, int]]:
    """(number -> JSON string, JSON string -> number), without the UNSPECIFIED value."""
    unspecified = enum.values_by_number[0].name
    prefix = unspecified.removesuffix("UNSPECIFIED")
    to_json: dict[int, str] = {}
    for value in enum.values:
        if value.number != 0:
            to_json[value.number] = value.name.removeprefix(prefix).lower()
    return to_json, {text: number for number, text in to_json.items()}


def _custom_option(options: Message, full_name: str) -> Any:
    """The value of a set extension option, found by name (no import of the generated module)."""
    for option, value in options.ListFields():
        if option.full_name == full_name:
            return value
    return None


def _json_type(field: FieldDescriptor) -> str:
    json_type = _custom_option(field.GetOptions(), "responsa.v1.json_type")
    return str(json_type) if json_type else str(field.name)


def _message_type(field: FieldDescriptor) -> Descriptor:
    message_type = field.message_type
    assert message_type is not None, field.full_name
    return message_type


def _enum_type(field: FieldDescriptor) -> EnumDescriptor:
    enum_type = field.enum_type
    assert enum_type is not None, field.full_name
    return enum_type


# ------------------------------------------------------------------------------------------------
# Ordinary messages (JSON objects)
# ------------------------------------------------------------------------------------------------


def _compile_object(descriptor: Descriptor, plan: _Plan) -> None:
    setters: dict[str, _FieldSet] = {}
    # Values written for fields without presence that ListFields() skips when they hold the zero
    # value: plain scalars (immutable, shared) and repeated/map fields (fresh each time).
    scalar_defaults: dict[str, Any] = {}
    empty_lists: list[str] = []
    empty_maps: list[str] = []
    dumpers: dict[FieldDescriptor, tuple[str, _ValueDump | None]] = {}
    int_keys = frozenset(
        str(f.name) for f in descriptor.fields if f.type in _INT_TYPES and not f.is_repeated
    )

    for field in descriptor.fields:
        key = str(field.name)
        setters[key] = _field_setter(field)
        dumpers[field] = (key, _field_dumper(field))
        if _is_map(field):
            empty_maps.append(key)
        elif field.is_repeated:
            empty_lists.append(key)
        elif not field.has_presence and field.type != FieldDescriptor.TYPE_ENUM:
            scalar_defaults[key] = field.default_value

    def fill(message: Message, data: Any) -> None:
        if type(data) is not dict and not isinstance(data, Mapping):
            raise ValueError(f"{descriptor.full_name}: expected a JSON object, got {data!r:.80}")
        # An empty object must still mark the message present in its parent.
        message.SetInParent()
        for key, value in data.items():
            if value is None:
                continue
            setter = setters.get(key)
            if setter is None:
                continue
            try:
                setter(message, key, value)
            except TypeError:
                # JSON numbers like 1700000000.0 in integer fields (OpenAI types created_at as
                # "number"); anything else is a real type error.
                if key in int_keys and isinstance(value, float) and value.is_integer():
                    setattr(message, key, int(value))
                else:
                    raise

    def dump(message: Message) -> dict[str, Any]:
        result = dict(scalar_defaults)
        for field, value in message.ListFields():
            key, convert = dumpers[field]
            if convert is None:
                result[key] = value
            else:
                converted = convert(value)
                if converted is not None:
                    result[key] = converted
        for key in empty_lists:
            if key not in result:
                result[key] = []
        for key in empty_maps:
            if key not in result:
                result[key] = {}
        return result

    plan.fill, plan.dump = fill, dump


def _field_setter(field: FieldDescriptor) -> _FieldSet:
    name = str(field.name)
    if _is_map(field):
        value_field = _message_type(field).fields_by_name["value"]
        if value_field.type == FieldDescriptor.TYPE_MESSAGE:
            value_plan = _plan(_message_type(value_field))

            def set_message_map(message: Message, _name: str, value: Any) -> None:
                target = getattr(message, name)
                for key, item in value.items():
                    if item is not None:
                        value_plan.fill(target[key], item)

            return set_message_map

        def set_map(message: Message, _name: str, value: Any) -> None:
            getattr(message, name).update({k: v for k, v in value.items() if v is not None})

        return set_map

    if field.type == FieldDescriptor.TYPE_MESSAGE:
        sub_plan = _plan(_message_type(field))
        if field.is_repeated:

            def set_messages(message: Message, _name: str, value: Any) -> None:
                target = getattr(message, name)
                for item in _as_list(value, name):
                    sub_plan.fill(target.add(), item)

            return set_messages

        def set_message(message: Message, _name: str, value: Any) -> None:
            sub_plan.fill(getattr(message, name), value)

        return set_message

    if field.type == FieldDescriptor.TYPE_ENUM:
        numbers = _enum_names(_enum_type(field))[1]
        enum_name = _enum_type(field).full_name

        def enum_number(value: Any) -> int:
            number = numbers.get(value)
            if number is None:
                raise ValueError(f"{name}: {value!r} is not a valid {enum_name}")
            return number

        if field.is_repeated:

            def set_enums(message: Message, _name: str, value: Any) -> None:
                getattr(message, name).extend(enum_number(v) for v in _as_list(value, name))

            return set_enums

        def set_enum(message: Message, _name: str, value: Any) -> None:
            setattr(message, name, enum_number(value))

        return set_enum

    if field.is_repeated:

        def set_scalars(message: Message, _name: str, value: Any) -> None:
            getattr(message, name).extend(_as_list(value, name))

        return set_scalars

    return setattr


def _field_dumper(field: FieldDescriptor) -> _ValueDump | None:
    """How a field's value (as ListFields returns it) becomes JSON; None means unchanged."""
    if _is_map(field):
        value_field = _message_type(field).fields_by_name["value"]
        if value_field.type == FieldDescriptor.TYPE_MESSAGE:
            value_dump = _dump_of(_plan(_message_type(value_field)))
            return lambda value: {key: value_dump(item) for key, item in value.items()}
        return dict
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        sub_dump = _dump_of(_plan(_message_type(field)))
        if field.is_repeated:
            return lambda value: [sub_dump(item) for item in value]
        return sub_dump
    if field.type == FieldDescriptor.TYPE_ENUM:
        names = _enum_names(_enum_type(field))[0]
        if field.is_repeated:
            return lambda value: [names[v] for v in value if v in names]
        return names.get
    if field.is_repeated:
        return list
    return None


def _as_list(value: Any, name: str) -> list[Any] | tuple[Any, ...]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"{name}: expected a JSON array, got {value!r:.80}")
    return value


# ------------------------------------------------------------------------------------------------
# List messages (JSON arrays)
# ------------------------------------------------------------------------------------------------


def _compile_list(descriptor: Descriptor, plan: _Plan) -> None:
    field = descriptor.fields[0]
    setter = _field_setter(field)
    dumper = _field_dumper(field)
    name = str(field.name)

    def fill(message: Message, data: Any) -> None:
        # An empty array must still mark the list present in its parent.
        message.SetInParent()
        setter(message, name, data)

    def dump(message: Message) -> list[Any]:
        items = getattr(message, name)
        return list(items) if dumper is None else list(dumper(items))

    plan.fill, plan.dump = fill, dump


# ------------------------------------------------------------------------------------------------
# Union messages (several JSON shapes)
# ------------------------------------------------------------------------------------------------


def _compile_union(descriptor: Descriptor, plan: _Plan) -> None:
    oneof_name = _union_oneof(descriptor)
    assert oneof_name is not None
    full_name = descriptor.full_name
    # JSON kind -> member setter, for scalar, enum and list members.
    by_kind: dict[type, tuple[_FieldSet, str]] = {}
    # JSON "type" -> (member field name, variant plan), for object members.
    by_type: dict[str, tuple[str, _Plan]] = {}
    # Member field name -> how its value becomes JSON.
    dumpers: dict[str, _ValueDump] = {}
    # The Struct member holding objects of any other "type" (json_fallback), if there is one.
    fallback: tuple[str, _Plan] | None = None

    for field in descriptor.fields:
        name = str(field.name)
        if _custom_option(field.GetOptions(), "responsa.v1.json_fallback"):
            sub_plan = _plan(_message_type(field))
            fallback = (name, sub_plan)
            dumpers[name] = _dump_of(sub_plan)  # the whole object, its "type" included
            continue
        if field.type == FieldDescriptor.TYPE_MESSAGE:
            sub_plan = _plan(_message_type(field))
            if _is_list_message(_message_type(field)):
                by_kind[list] = by_kind[tuple] = (_field_setter(field), name)
                dumpers[name] = _dump_of(sub_plan)
            else:
                json_type = _json_type(field)
                by_type[json_type] = (name, sub_plan)
                dumpers[name] = _typed_dumper(json_type, _dump_of(sub_plan))
            continue
        setter = (_field_setter(field), name)
        dumpers[name] = _field_dumper(field) or _identity
        if field.type in (FieldDescriptor.TYPE_STRING, FieldDescriptor.TYPE_ENUM):
            by_kind[str] = setter
        elif field.type == FieldDescriptor.TYPE_BOOL:
            by_kind[bool] = setter
        else:
            by_kind[int] = by_kind[float] = setter

    default_option = _custom_option(
        descriptor.oneofs_by_name[oneof_name].GetOptions(), "responsa.v1.default_json_type"
    )
    default_type = str(default_option) if default_option else None

    def fill(message: Message, data: Any) -> None:
        if type(data) is dict or isinstance(data, Mapping):
            json_type = data.get("type", default_type)
            member = by_type.get(json_type) if isinstance(json_type, str) else None
            if member is None and isinstance(json_type, str) and fallback is not None:
                member = fallback
            if member is None:
                raise ValueError(f"{full_name}: unknown type {json_type!r}")
            member_name, member_plan = member
            member_plan.fill(getattr(message, member_name), data)
            return
        member_setter = by_kind.get(type(data))
        if member_setter is None:
            raise ValueError(f"{full_name}: unexpected JSON value {data!r:.80}")
        set_member, member_name = member_setter
        set_member(message, member_name, data)

    def dump(message: Message) -> Any:
        member = message.WhichOneof(oneof_name)
        if member is None:
            return None
        return dumpers[member](getattr(message, member))

    plan.fill, plan.dump = fill, dump


def _typed_dumper(json_type: str, dump: _Dump) -> _ValueDump:
    def dump_typed(variant: Message) -> dict[str, Any]:
        result: dict[str, Any] = {"type": json_type}
        result.update(dump(variant))
        return result

    return dump_typed


def _identity(value: Any) -> Any:
    return value


# ------------------------------------------------------------------------------------------------
# Free-form JSON (google.protobuf.Struct / Value / ListValue)
# ------------------------------------------------------------------------------------------------


def _fill_struct(message: Message, data: Any) -> None:
    if not isinstance(data, Mapping):
        raise ValueError(f"expected a JSON object, got {data!r:.80}")
    assert isinstance(message, Struct)
    message.SetInParent()
    message.update(data)


def _fill_list_value(message: Message, data: Any) -> None:
    assert isinstance(message, ListValue)
    message.SetInParent()
    message.extend(_as_list(data, "list"))


def _fill_value(message: Message, data: Any) -> None:
    assert isinstance(message, Value)
    if data is None:
        message.null_value = struct_pb2.NULL_VALUE
    elif isinstance(data, bool):
        message.bool_value = data
    elif isinstance(data, int | float):
        message.number_value = data
    elif isinstance(data, str):
        message.string_value = data
    elif isinstance(data, Mapping):
        message.struct_value.SetInParent()
        message.struct_value.update(data)
    elif isinstance(data, list | tuple):
        message.list_value.SetInParent()
        message.list_value.extend(data)
    else:
        raise ValueError(f"not a JSON value: {data!r:.80}")


def _dump_struct(message: Message) -> dict[str, Any]:
    assert isinstance(message, Struct)
    return {key: _dump_value(value) for key, value in message.fields.items()}


def _dump_list_value(message: Message) -> list[Any]:
    assert isinstance(message, ListValue)
    return [_dump_value(value) for value in message.values]


def _dump_value(message: Message) -> Any:
    assert isinstance(message, Value)
    kind = message.WhichOneof("kind")
    if kind == "number_value":
        number = message.number_value
        if number.is_integer() and -_MAX_EXACT_INT <= number <= _MAX_EXACT_INT:
            return int(number)
        return number
    if kind == "string_value":
        return message.string_value
    if kind == "bool_value":
        return message.bool_value
    if kind == "struct_value":
        return _dump_struct(message.struct_value)
    if kind == "list_value":
        return _dump_list_value(message.list_value)
    return None
