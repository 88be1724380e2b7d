"""A game's typed `<Game>Command` message ⇄ its command dataclasses, by name.

The message has a oneof `command` whose field names are the keys of the rules'
`command_types` ("cast_vote" → `CastVote`); each command message has exactly the
dataclass's fields (without `seat`), of matching kinds:

- `int`, `str`, `bool`, `float`: the scalar of that type;
- `str`: or an enum, `G1001_COLOUR_RED` ⇄ "red", 0 (UNSPECIFIED) ⇄ "" (None if the
  annotation allows None);
- `X | None`: an `optional` scalar, unset ⇄ None;
- `tuple[X, ...]`: `repeated X`.

This is type conversion only: every value a message can hold becomes a command, and the
rules refuse what they do not accept (FAILED_PRECONDITION with their code), exactly as
they refuse the same command sent as a `GenericCommand`. An enum number the proto does not
know is "" (None), which the rules refuse like any unknown name. A mismatch between the
message and the dataclasses is a programming error, raised when the plan is built.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.message import Message

from service.api import limits
from service.api.errors import invalid
from service.api.protoplan import enum_names, enum_numbers
from service.kit.base import Command

ONEOF = "command"
Read = Callable[[Message], Any]
Write = Callable[[Any], Any]


def _allows_none(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in (
        typing.get_args(hint)
    )


def _reader(field: FieldDescriptor, hint: Any) -> Read:
    name = field.name
    get = attrgetter(name)
    if field.enum_type is not None:
        names = enum_names(field.enum_type).get
        empty = None if _allows_none(hint) else ""
        if field.is_repeated:
            return lambda msg: tuple(names(n, empty) for n in get(msg))
        return lambda msg: names(get(msg), empty)
    if field.is_repeated:
        return lambda msg: tuple(get(msg))
    if field.has_presence:
        return lambda msg: get(msg) if msg.HasField(name) else None
    return get


def _writer(field: FieldDescriptor) -> Write:
    if field.enum_type is not None:
        numbers = enum_numbers(field.enum_type).get
        if field.is_repeated:
            return lambda values: [numbers(v, 0) for v in values]
        return lambda value: numbers(value, 0)
    if field.is_repeated:
        return list
    return lambda value: value


def _check_kind(where: str, field: FieldDescriptor, hint: Any) -> None:
    if field.message_type is not None:
        raise TypeError(f"{where}: message fields are not supported in commands")
    if field.is_repeated != (typing.get_origin(hint) is tuple):
        raise TypeError(f"{where}: a repeated field needs a tuple[...] annotation and back")


@dataclass(frozen=True)
class CommandPlan:
    name: str  # the oneof field and the `command_types` key
    cls: type[Command]
    reads: tuple[tuple[str, Read], ...]
    writes: tuple[tuple[str, Write], ...]
    # The fields the transport limits apply to (enum names are the proto's own).
    texts: tuple[str, ...]
    lists: tuple[str, ...]

    def to_domain(self, msg: Message) -> Command:
        values = {name: read(msg) for name, read in self.reads}
        for name in self.texts:
            limits.check_text(self.name, name, values[name])
        for name in self.lists:
            limits.check_list(self.name, name, values[name])
        return self.cls(seat=None, **values)

    def to_fields(self, command: Command) -> dict[str, Any]:
        out = {}
        for name, write in self.writes:
            value = getattr(command, name)
            if value is not None:
                out[name] = write(value)
        return out


def _plan(name: str, message: Descriptor, cls: type[Command]) -> CommandPlan:
    hints = typing.get_type_hints(cls)
    names = [f.name for f in dataclasses.fields(cls) if f.name != "seat"]
    if set(names) != set(message.fields_by_name):
        raise TypeError(f"{message.full_name} has the fields {sorted(message.fields_by_name)}, "
                        f"{cls.__name__} {sorted(names)}")
    fields = [message.fields_by_name[n] for n in names]
    for f in fields:
        _check_kind(f"{message.full_name}.{f.name}", f, hints[f.name])
    return CommandPlan(
        name=name,
        cls=cls,
        reads=tuple((f.name, _reader(f, hints[f.name])) for f in fields),
        writes=tuple((f.name, _writer(f)) for f in fields),
        texts=tuple(f.name for f in fields if f.type == f.TYPE_STRING and not f.is_repeated),
        lists=tuple(f.name for f in fields if f.is_repeated),
    )


@dataclass(frozen=True)
class TypedCommands:
    """One game's `<Game>Command` message ⇄ its commands."""

    message: type[Message]
    by_field: dict[str, CommandPlan]
    by_class: dict[type[Command], CommandPlan]

    @classmethod
    def build(
        cls, message: type[Message], command_types: dict[str, type[Command]]
    ) -> TypedCommands:
        desc = message.DESCRIPTOR
        oneof = desc.oneofs_by_name.get(ONEOF)
        fields = {f.name: f for f in oneof.fields} if oneof is not None else {}
        if set(fields) != set(command_types):
            raise TypeError(f"{desc.full_name}.{ONEOF} has {sorted(fields)}, the rules' "
                            f"command_types {sorted(command_types)}")
        plans = {
            name: _plan(name, fields[name].message_type, command)
            for name, command in command_types.items()
        }
        return cls(message, plans, {p.cls: p for p in plans.values()})

    def to_domain(self, msg: Message) -> Command:
        kind = msg.WhichOneof(ONEOF)
        if kind is None:
            raise invalid("MISSING_COMMAND", f"{msg.DESCRIPTOR.name} needs one of: "
                                             f"{', '.join(self.by_field)}")
        return self.by_field[kind].to_domain(getattr(msg, kind))

    def to_proto(self, command: Command) -> Message:
        plan = self.by_class[type(command)]
        return self.message(**{plan.name: plan.to_fields(command)})
