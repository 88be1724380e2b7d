"""Aladdin's Dragons' typed commands: the generic converter, and one default it cannot follow.

`ChooseStartPlayer.player` defaults to -1 (nobody), not to the proto's zero value: a player
0 is a seat. So `DragonsChooseStartPlayer.player` is `optional int32`, and a typed command
that leaves it unset means what the same command means sent as a `GenericCommand` without
it: the dataclass's default, -1, which the rules refuse (BAD_PLAYER). Everything else is
the generic conversion (`service.api.typed_commands`); the view needs none of this module.

This module goes away when the command's default becomes the proto's convention
(`player: int | None = None`, `optional` in the proto as now).
"""

from __future__ import annotations

import dataclasses

from google.protobuf.message import Message

from scheherazade.v1 import dragons_pb2 as dp
from service.api.typed_commands import TypedCommands
from service.games.base import Command
from service.games.dragons.commands import COMMAND_TYPES, ChooseStartPlayer

_TYPED = TypedCommands.build(dp.DragonsCommand, COMMAND_TYPES)
_UNSET_PLAYER = next(f.default for f in dataclasses.fields(ChooseStartPlayer)
                     if f.name == "player")


def command_to_domain(message: Message) -> Command:
    command = _TYPED.to_domain(message)
    if isinstance(command, ChooseStartPlayer) and command.player is None:
        return dataclasses.replace(command, player=_UNSET_PLAYER)
    return command
