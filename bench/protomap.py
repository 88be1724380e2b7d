"""Domain command dataclass → `scheherazade.v1.Command` proto, for the bench's load clients.

Prefers a mapping the API package offers; otherwise maps by name: the game's oneof field
is `g<game_type>` (or the game type), the command's field is its `command_types` name, and
each dataclass field sets the proto field of the same name (enums by their upper-cased
value as the suffix of the enum value's name, e.g. "red" → G1001_COLOUR_RED).
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import Any

from google.protobuf.descriptor import FieldDescriptor

from service.kit.base import Command, GameRules


def _api_mapper(rules: GameRules) -> Callable[[Command], Any] | None:
    """`service.api.mapping.command_to_proto` bound to this game, whichever of its known
    signatures it has: `(command)` or `(command, game_type: () -> str, command_types:
    (game_type) -> {name: class})`."""
    try:
        from service.api import mapping
    except Exception:
        return None
    fn = getattr(mapping, "command_to_proto", None)
    if not callable(fn):
        return None
    try:
        n = len(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        return None
    if n == 1:
        return fn
    if n == 3:
        game_type = rules.game_type

        def types(_game_type: str) -> dict[str, type[Command]]:
            return rules.command_types

        return lambda command: fn(command, lambda: game_type, types)
    return None


def game_field(game_type: str) -> str:
    return f"g{game_type}" if game_type[:1].isdigit() else game_type


def _set(msg: Any, name: str, value: Any) -> None:
    fd = msg.DESCRIPTOR.fields_by_name[name]
    if fd.label == FieldDescriptor.LABEL_REPEATED:
        getattr(msg, name).extend(value)
    elif fd.enum_type is not None and isinstance(value, str):
        suffix = "_" + value.upper()
        for v in fd.enum_type.values:
            if v.name.endswith(suffix):
                setattr(msg, name, v.number)
                break
        else:
            raise ValueError(f"no {fd.enum_type.name} value for {value!r}")
    elif fd.message_type is not None:
        getattr(msg, name).CopyFrom(value)
    else:
        setattr(msg, name, value)


class CommandMapper:
    def __init__(self, rules: GameRules) -> None:
        from scheherazade.v1 import game_service_pb2

        self.pb = game_service_pb2
        self.game_type = rules.game_type
        self.names = {cls: name for name, cls in rules.command_types.items()}
        self.api = _api_mapper(rules)

    def __call__(self, command: Command) -> Any:
        if self.api is not None:
            return self.api(command)
        outer = self.pb.Command()
        game_msg = getattr(outer, game_field(self.game_type))
        sub = getattr(game_msg, self.names[type(command)])
        sub.SetInParent()
        for f in dataclasses.fields(command):
            if f.name == "seat":
                continue
            _set(sub, f.name, getattr(command, f.name))
        return outer
