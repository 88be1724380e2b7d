"""Plain data → any protobuf message, by field name: how a game's view dict becomes its
typed `<Game>View` without code of the game's own.

The dict carries the message's field names. Values are what the message constructor takes,
except three conventions this module converts:

- an enum value is its name in lower case without the enum's prefix: "voting" for
  `G1001_PHASE_VOTING`, "in_cave" for `TREASURES_FIGURE_STATUS_IN_CAVE` (a name the enum
  does not know becomes 0, its UNSPECIFIED value);
- a `google.protobuf.Timestamp` is epoch seconds (a float);
- None leaves a field unset (an `optional` scalar, a message, a list).

Nested messages are dicts, repeated fields lists. The plan of each message type (which
fields need converting) is worked out once and cached, so converting walks only the parts
of a dict that hold an enum or a time and hands the rest to protobuf's C constructor as it
is. An unknown key or a wrong type raises (ValueError/TypeError) from the constructor.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection
from functools import cache
from typing import Any

from google.protobuf import message_factory
from google.protobuf.descriptor import Descriptor, EnumDescriptor, FieldDescriptor
from google.protobuf.message import Message

Convert = Callable[[Any], Any]
TIMESTAMP = "google.protobuf.Timestamp"
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


# ---------------------------------------------------------------------- enums


def enum_prefix(enum: EnumDescriptor) -> str:
    """What every value name of `enum` starts with: "G1001_COLOUR_" for `G1001Colour` (the
    AIP rule: values are prefixed with the enum's name in UPPER_SNAKE_CASE)."""
    zero = enum.values_by_number.get(0)
    if zero is not None and zero.name.endswith("_UNSPECIFIED"):
        return zero.name[: -len("UNSPECIFIED")]
    return _CAMEL.sub("_", enum.name).upper() + "_"


@cache
def enum_names(enum: EnumDescriptor) -> dict[int, str]:
    """Number → domain name ("red"), without the 0 (UNSPECIFIED) value."""
    prefix = enum_prefix(enum)
    names = {}
    for value in enum.values:
        if value.number != 0:
            if not value.name.startswith(prefix):
                raise TypeError(f"{enum.full_name}.{value.name} lacks the prefix {prefix}")
            names[value.number] = value.name[len(prefix):].lower()
    return names


@cache
def enum_numbers(enum: EnumDescriptor) -> dict[str, int]:
    """Domain name ("red") → number."""
    return {name: number for number, name in enum_names(enum).items()}


# ---------------------------------------------------------------------- plans


def timestamp(epoch_seconds: float) -> dict[str, int] | None:
    """Epoch seconds as the constructor's form of a Timestamp; None (unset) if not finite."""
    if not math.isfinite(epoch_seconds):
        return None
    seconds, nanos = divmod(round(epoch_seconds * 1e9), 1_000_000_000)
    return {"seconds": seconds, "nanos": nanos}


def _is_map(field: FieldDescriptor) -> bool:
    return field.message_type is not None and field.message_type.GetOptions().map_entry


def _one(field: FieldDescriptor) -> Convert | None:
    """The conversion of one value of `field` (one item, if repeated); None: none needed."""
    if field.enum_type is not None:
        get = enum_numbers(field.enum_type).get
        return lambda value: get(value, 0)
    if field.message_type is None:
        return None
    if field.message_type.full_name == TIMESTAMP:
        return timestamp
    return dict_converter(field.message_type)


def _field(field: FieldDescriptor) -> Convert | None:
    if _is_map(field):
        inner = _one(field.message_type.fields_by_name["value"])
        if inner is None:
            return None
        return lambda mapping: {k: None if v is None else inner(v) for k, v in mapping.items()}
    one = _one(field)
    if one is None:
        return None
    if field.is_repeated:
        return lambda items: [one(item) for item in items]
    return one


@cache
def dict_converter(message: Descriptor, drop: frozenset[str] = frozenset()) -> Convert | None:
    """dict → the constructor keywords of `message`; None when its dicts (and their nested
    dicts) go to the constructor as they are. `drop`: keys to leave out."""
    steps = tuple(
        (f.name, conv) for f in message.fields if (conv := _field(f)) is not None
    )
    if not steps and not drop:
        return None

    def convert(data: dict[str, Any]) -> dict[str, Any]:
        out = dict(data)
        for key in drop:
            out.pop(key, None)
        for name, conv in steps:
            value = out.get(name)
            if value is not None:
                out[name] = conv(value)
        return out

    return convert


def builder(
    cls: type[Message], drop: Collection[str] = ()
) -> Callable[[dict[str, Any]], Message]:
    """dict → a new `cls` message (see the module's conventions); `drop`: top-level keys
    that are not fields of `cls` and are left out (e.g. facts another message carries)."""
    message = cls.DESCRIPTOR
    stray = set(drop) & set(message.fields_by_name)
    if stray:
        raise ValueError(f"{message.full_name} has the field(s) {sorted(stray)}: not droppable")
    convert = dict_converter(message, frozenset(drop))

    def build(data: dict[str, Any]) -> Message:
        return cls(**(data if convert is None else convert(data)))

    return build


def message_class(message: Descriptor) -> type[Message]:
    return message_factory.GetMessageClass(message)
