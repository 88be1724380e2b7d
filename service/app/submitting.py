"""A command from a viewer: who may send it, the seat it acts for, and the answer the
sender gets. What the command records is the unit of work's (`unit_of_work.act`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import NamedTuple

from service.app import unit_of_work
from service.app.cache import GameCache
from service.app.command_ids import check_command_id
from service.app.errors import InvalidArgument, PermissionDenied, Unauthenticated
from service.app.live import Head, LiveGame
from service.app.model import Submitted
from service.app.redaction import visible_event, visible_record
from service.kit.base import Command, Viewer


class Outcome(NamedTuple):
    """A command's answer, and the game as it stood right after it (for a retried
    command_id: as it stands now)."""

    submitted: Submitted
    head: Head


def acting_seat(viewer: Viewer) -> int:
    """The seat `viewer` proves, which is the only seat it may act as."""
    if viewer.auditor:
        raise PermissionDenied("the auditor may look but not play")
    if viewer.seat is None:
        raise Unauthenticated("a command needs the seat's token")
    return viewer.seat


def check_sender(viewer: Viewer, command_id: str | None) -> int:
    """The seat the command will act as; refused before any game is read if `viewer`
    may not act or the command_id is malformed."""
    seat = acting_seat(viewer)
    check_command_id(command_id)
    return seat


def as_seat(game: LiveGame, command: Command, seat: int) -> Command:
    """`command` acting for `seat`, whatever seat it carried: a token proves the seat,
    a command object never does."""
    if type(command) not in game.rules.command_types.values():
        raise InvalidArgument(f"{type(command).__name__} is not a {game.rules.game_type} command")
    return dataclasses.replace(command, seat=seat)


def submit(
    cache: GameCache,
    game: LiveGame,
    viewer: Viewer,
    command: Command,
    clock: Callable[[], float],
    command_id: str | None = None,
    expected_version: int | None = None,
) -> Outcome:
    seat = check_sender(viewer, command_id)
    command = as_seat(game, command, seat)
    done = unit_of_work.act(cache, game, command, clock, command_id, expected_version)
    if isinstance(done, unit_of_work.Repeated):
        # The first answer again: the events it recorded, as this viewer sees them.
        recorded = done.recorded
        records = cache.store.load(game.game_id, recorded.first - 1, recorded.last)
        events = tuple(visible_record(game.game_id, r, viewer, cache.event_types)
                       for r in records)
        return Outcome(Submitted(version=done.head.version, events=events, duplicate=True),
                       done.head)
    events = tuple(
        visible_event(game.game_id, done.first + i, s.event, done.now, s.seat, viewer, data)
        for i, (s, data) in enumerate(zip(done.steps, done.fields, strict=True))
    )
    return Outcome(Submitted(version=done.head.version, events=events, duplicate=False),
                   done.head)
