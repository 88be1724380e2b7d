"""Every registered game's proto mapping, found from the registry: nothing here names a game.

A game whose `name` is a field of the `Command.game` oneof has typed commands,
mapped by `typed_commands`; one whose `name` is a field of the `Game.view` oneof has a typed
view, built by `protoplan`. Other games' commands travel as `GenericCommand`
(`mapping_generic`) and their view as `view_json`. A game's `service.api.games.<name>`
module, where one exists, replaces any of the three conversions (see that package).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from google.protobuf.message import Message

from scheherazade.v1 import game_service_pb2 as pb
from service.api import mapping_generic
from service.api.errors import invalid
from service.api.mapping_generic import CommandTypes
from service.api.protoplan import builder, message_class
from service.api.typed_commands import TypedCommands
from service.kit.base import Command, GameRules
from service.kit.registry import ENV_GAMES, adapter, declared

log = logging.getLogger(__name__)

_COMMAND_ONEOF = pb.Command.DESCRIPTOR.oneofs_by_name["game"]
_VIEW_ONEOF = pb.Game.DESCRIPTOR.oneofs_by_name["view"]
# The view dicts also hold facts that are `Game` fields (e.g. game_type, players).
_GAME_FIELDS = frozenset(pb.Game.DESCRIPTOR.fields_by_name)


@dataclass(frozen=True)
class GameProtos:
    """One game's typed messages; None where it has none."""

    game_type: str
    field: str  # its name in the `Command.game` and `Game.view` oneofs
    command_to_domain: Callable[[Any], Command] | None
    command_to_proto: Callable[[Command], Message] | None
    view: Callable[[dict[str, Any]], Message] | None
    command_classes: frozenset[type[Command]]


def _oneof_field(oneof: Any, name: str) -> Any:
    field = oneof.containing_type.fields_by_name.get(name)
    return field if field is not None and field.containing_oneof is oneof else None


def game_protos(game: GameRules) -> GameProtos:
    """Work out a game's mapping (the plans are built here, once per game)."""
    help_ = adapter("api", game)
    to_domain = to_proto = view = None
    classes: frozenset[type[Command]] = frozenset()
    command_field = _oneof_field(_COMMAND_ONEOF, game.name)
    if command_field is not None:
        types = game.command_types
        typed = TypedCommands.build(message_class(command_field.message_type), types)
        to_domain = getattr(help_, "command_to_domain", typed.to_domain)
        to_proto = getattr(help_, "command_to_proto", typed.to_proto)
        classes = frozenset(types.values())
    view_field = _oneof_field(_VIEW_ONEOF, game.name)
    if view_field is not None:
        cls = message_class(view_field.message_type)
        drop = _GAME_FIELDS - set(cls.DESCRIPTOR.fields_by_name)
        view = getattr(help_, "view_to_proto", None) or builder(cls, drop)
    return GameProtos(game.game_type, game.name, to_domain, to_proto, view, classes)


@dataclass(frozen=True)
class Table:
    by_field: dict[str, GameProtos]
    by_game_type: dict[str, GameProtos]
    by_command: dict[type[Command], GameProtos]


# By the value of the registry's environment variable, which with the built-in list decides
# the games: one dict lookup per request instead of re-reading the registry.
_TABLES: dict[str, Table] = {}


def table() -> Table:
    """The mappings of the registered games (built at the first call for a registry)."""
    key = os.environ.get(ENV_GAMES, "")
    found = _TABLES.get(key)
    if found is None:
        games = [game_protos(game) for game in declared()]
        found = _TABLES[key] = Table(
            by_field={g.field: g for g in games},
            by_game_type={g.game_type: g for g in games},
            by_command={cls: g for g in games for cls in g.command_classes},
        )
    return found


def command_to_domain(command: pb.Command, command_types: CommandTypes) -> Command:
    field = command.WhichOneof("game")
    if field is None:
        raise invalid("MISSING_COMMAND", "command must set one game's field, e.g. 'g1001'")
    if field == "generic":
        return mapping_generic.to_domain(command.generic, command_types)
    game = table().by_field.get(field)
    if game is None or game.command_to_domain is None:
        raise invalid("UNKNOWN_GAME_TYPE", f"this server runs no game {field!r}")
    return game.command_to_domain(getattr(command, field))


def has_typed_commands(command: Command) -> bool:
    return type(command) in table().by_command


def command_to_proto(
    command: Command, game_type: Callable[[], str], command_types: CommandTypes
) -> pb.Command:
    """Typed when the game has typed commands, generic otherwise (`game_type()` is asked
    only then)."""
    game = table().by_command.get(type(command))
    if game is None or game.command_to_proto is None:
        return pb.Command(generic=mapping_generic.to_proto(command, game_type(), command_types))
    return pb.Command(**{game.field: game.command_to_proto(command)})


def set_typed_view(out: pb.Game, game_type: str, view: dict[str, Any]) -> bool:
    """Fill the typed view when the game has one; False when it has none (or building it
    failed), so that the caller sends `view_json` instead."""
    game = table().by_game_type.get(game_type)
    if game is None or game.view is None:
        return False
    try:
        typed = game.view(view)
    except Exception:  # noqa: BLE001 - the JSON view still answers; the bug is logged
        log.exception("typed %s view failed; sending view_json instead", game_type)
        return False
    getattr(out, game.field).CopyFrom(typed)
    return True
