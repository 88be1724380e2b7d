"""Any game's commands as `GenericCommand{game_type, command, fields}`.

The fallback for games that have no typed proto messages yet: a new game is playable over
the API as soon as it is in `service.kit.registry`, and any game's command may be sent
this way. Field values are converted to the command dataclass's annotations, so a wrong
type is INVALID_ARGUMENT here instead of an exception inside the rules; what the values
mean is the rules' to judge, as for a typed command (`typed_commands`).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Any

from scheherazade.v1 import game_service_pb2 as pb
from service.api import limits
from service.api.errors import invalid
from service.api.requests import struct_dict
from service.api.wellknown import struct
from service.kit.base import Command

CommandTypes = Callable[[str], dict[str, type[Command]]]


def _convert(value: Any, hint: Any, where: str) -> Any:
    """A JSON value as the annotation `hint` wants it; INVALID_ARGUMENT when it cannot be."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        for option in (a for a in args if a is not type(None)):
            try:
                return _convert(value, option, where)
            except Exception:  # noqa: BLE001 - try the next member of the union
                continue
        raise invalid("BAD_COMMAND_FIELD", f"{where} has the wrong type")
    if hint is bool:
        if isinstance(value, bool):
            return value
    elif hint is int:
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif hint is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
    elif hint is str:
        if isinstance(value, str):
            return value
    elif origin is tuple:
        if isinstance(value, list):
            inner = args[0] if args else Any
            return tuple(_convert(v, inner, where) for v in value)
    else:
        return value  # an annotation this layer does not know: the rules check it
    raise invalid("BAD_COMMAND_FIELD", f"{where} must be {getattr(hint, '__name__', hint)}")


# A command class's field types and the fields a client may set: resolving the type hints
# costs more than the rest of the conversion, so once per class.
_SHAPES: dict[type[Command], tuple[dict[str, Any], frozenset[str]]] = {}


def _shape(cls: type[Command]) -> tuple[dict[str, Any], frozenset[str]]:
    found = _SHAPES.get(cls)
    if found is None:
        fields = frozenset(f.name for f in dataclasses.fields(cls)) - {"seat"}
        found = _SHAPES[cls] = (typing.get_type_hints(cls), fields)
    return found


def to_domain(msg: pb.GenericCommand, command_types: CommandTypes) -> Command:
    """`command_types(game_type)` gives a game's {name: command class} (the application's
    `command_types`, which refuses an unknown game type)."""
    if not msg.game_type:
        raise invalid("MISSING_GAME_TYPE", "generic.game_type is required")
    commands = command_types(msg.game_type)
    cls = commands.get(msg.command)
    if cls is None:
        known = ", ".join(sorted(commands))
        raise invalid("UNKNOWN_COMMAND", f"{msg.game_type} has no command "
                                         f"{msg.command!r} (known: {known})")
    hints, fields = _shape(cls)
    values = struct_dict(msg.fields, "BAD_COMMAND_FIELD")
    unknown = sorted(set(values) - fields)
    if unknown:
        raise invalid("BAD_COMMAND_FIELD", f"{msg.command} has no field(s) {unknown}")
    kwargs = {k: _convert(v, hints[k], f"{msg.command}.{k}") for k, v in values.items()}
    limits.check(msg.command, kwargs)
    return cls(seat=None, **kwargs)


def to_proto(command: Command, game_type: str, command_types: CommandTypes) -> pb.GenericCommand:
    name = next(n for n, cls in command_types(game_type).items() if cls is type(command))
    fields = {
        f.name: getattr(command, f.name) for f in dataclasses.fields(command) if f.name != "seat"
    }
    return pb.GenericCommand(game_type=game_type, command=name, fields=struct(fields))
