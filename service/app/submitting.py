"""One command, start to end: who may send it, a retry by command_id, the expected
version, then decide, settle chance and store in one batch, deciding again on a lost race.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import NamedTuple

from service.app import steps as decided
from service.app.cache import GameCache
from service.app.codec import command_body
from service.app.command_ids import check_command_id
from service.app.errors import InvalidArgument, PermissionDenied, Unauthenticated, VersionConflict
from service.app.live import Head, LiveGame
from service.app.model import Submitted
from service.app.recording import record
from service.app.store import WriteConflict
from service.app.visibility import visible_event, visible_record
from service.kit.base import Command, Context, RuleViolation, Viewer

WRITE_RETRIES = 8


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
    for _ in range(WRITE_RETRIES):
        with game.lock:
            if cache.store.shared:
                cache.catch_up(game)
            if command_id is not None and command_id in game.command_ids:
                return _repeat(cache, game, viewer, command_id, command_body(command))
            head = game.head
            _check_version(head.version, expected_version)
            now = clock()
            ctx = Context(now=game.game_time(now))
            steps = decided.settle(game, head, [], ctx)  # e.g. an overdue timer's end
            try:
                steps += decided.decide(game, decided.state_after(head, steps), command, ctx)
            except RuleViolation:
                # Refused on the state after what the automatic actors did first: that
                # state must be the stored one, or the seat is told a reason the game does
                # not show yet (a late bid refused as WRONG_PHASE while bidding still shows).
                _record_alone(cache, game, steps, now)
                raise
            steps += decided.settle(game, head, steps, ctx)
            first = head.version + 1
            try:
                fields = record(cache, game, steps, now, command_id, seat,
                                command_body(command) if command_id is not None else None)
            except WriteConflict:
                cache.catch_up(game)
                continue
            head = game.head
        events = tuple(
            visible_event(game.game_id, first + i, s.event, now, s.seat, viewer, data)
            for i, (s, data) in enumerate(zip(steps, fields, strict=True))
        )
        return Outcome(Submitted(version=head.version, events=events, duplicate=False), head)
    raise VersionConflict("too many concurrent writers; try again", expected_version, game.version)


def _record_alone(cache: GameCache, game: LiveGame, steps: list[decided.Step],
                  now: float) -> None:
    """Store what the automatic actors did before a refused command, as their own batch
    (no command_id: the refused command recorded nothing). A lost race leaves it to the
    next command or the sweeper, which decide it again."""
    if not steps:
        return
    try:
        record(cache, game, steps, now, None, None)
    except WriteConflict:
        cache.catch_up(game)


def _check_version(version: int, expected_version: int | None) -> None:
    if expected_version is not None and expected_version != version:
        raise VersionConflict(
            f"the game is at version {version}, not {expected_version}",
            expected_version,
            version,
        )


def _repeat(cache: GameCache, game: LiveGame, viewer: Viewer, command_id: str,
            body: str) -> Outcome:
    """The first answer to `command_id` again (the caller holds game.lock); refused when
    the id came with another command."""
    recorded = game.command_ids.find(command_id, viewer.seat, body)
    records = cache.store.load(game.game_id, recorded.first - 1, recorded.last)
    events = tuple(visible_record(game.game_id, r, viewer, cache.event_types) for r in records)
    head = game.head
    return Outcome(Submitted(version=head.version, events=events, duplicate=True), head)
