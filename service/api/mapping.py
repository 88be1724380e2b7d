"""Registry of per-game translations: which `Command` oneof field and typed view belong to
which game. A new game adds its `mapping_<game>.py` and one entry in `_MAPPINGS`; the
servicer never names a game. Until then its commands travel as `GenericCommand`
(`mapping_generic`) and its view as `view_json` (which a game with a typed view leaves empty).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from google.protobuf.message import Message

from scheherazade.v1 import game_service_pb2 as pb
from service.api import mapping_1001, mapping_generic, mapping_treasures
from service.api.errors import invalid
from service.api.mapping_generic import CommandTypes
from service.games.base import Command

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GameMapping:
    game_type: str
    # Name of this game's field in the `Command.game` and `Game.view` oneofs.
    field: str
    command_types: tuple[type[Command], ...]
    to_domain: Callable[[Any], Command]
    to_proto: Callable[[Command], Message]
    view: Callable[[dict[str, Any]], Message] | None = None


_MAPPINGS: tuple[GameMapping, ...] = (
    GameMapping(
        game_type="1001",
        field="g1001",
        command_types=mapping_1001.COMMAND_TYPES,
        to_domain=mapping_1001.command_to_domain,
        to_proto=mapping_1001.command_to_proto,
        view=mapping_1001.view_to_proto,
    ),
    GameMapping(
        game_type="treasures",
        field="treasures",
        command_types=mapping_treasures.COMMAND_TYPES,
        to_domain=mapping_treasures.command_to_domain,
        to_proto=mapping_treasures.command_to_proto,
        view=mapping_treasures.view_to_proto,
    ),
)
BY_FIELD = {m.field: m for m in _MAPPINGS}
BY_GAME_TYPE = {m.game_type: m for m in _MAPPINGS}
BY_COMMAND = {cls: m for m in _MAPPINGS for cls in m.command_types}


def command_to_domain(command: pb.Command, command_types: CommandTypes) -> Command:
    field = command.WhichOneof("game")
    if field is None:
        raise invalid("MISSING_COMMAND", "command must set one game's field, e.g. 'g1001'")
    if field == "generic":
        return mapping_generic.to_domain(command.generic, command_types)
    return BY_FIELD[field].to_domain(getattr(command, field))


def has_typed_commands(command: Command) -> bool:
    return type(command) in BY_COMMAND


def command_to_proto(
    command: Command, game_type: Callable[[], str], command_types: CommandTypes
) -> pb.Command:
    """Typed when the game has typed commands, generic otherwise (`game_type()` is asked
    only then)."""
    game = BY_COMMAND.get(type(command))
    if game is None:
        return pb.Command(generic=mapping_generic.to_proto(command, game_type(), command_types))
    return pb.Command(**{game.field: game.to_proto(command)})


def set_typed_view(out: pb.Game, game_type: str, view: dict[str, Any]) -> bool:
    """Fill the typed view when the game has one; False when it has none (or building it
    failed), so that the caller sends `view_json` instead."""
    game = BY_GAME_TYPE.get(game_type)
    if game is None or game.view is None:
        return False
    try:
        typed = game.view(view)
    except Exception:  # noqa: BLE001 - the JSON view still answers; the bug is logged
        log.exception("typed %s view failed; sending view_json instead", game_type)
        return False
    getattr(out, game.field).CopyFrom(typed)
    return True
