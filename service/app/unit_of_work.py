"""The application's one unit of work: every change to a game in memory goes through here.

A command, an overdue timer and a new game (created or forked) take the same steps, in this
module alone: the game's lock; what other writers stored, caught up (a shared store); the
expected version checked; the rules' decision and what the automatic actors settle around
it (`steps`); one atomic append; the live game moved on (head, tip of the hash chain,
command ids) and the listeners told. When another writer stored first (the store's unique
(game, version): `WriteConflict`), the game catches up and the command is decided again.

Loading is the same fold: a cold load folds the stored stream into a new `LiveGame`, a
catch-up folds what followed into a cached one. Nothing else assigns a `LiveGame`'s head,
tip or command ids.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from service.app import steps as decided
from service.app.codec import Meta, chained, command_body, event_fields, link
from service.app.command_ids import Recorded
from service.app.errors import VersionConflict
from service.app.history import EventTypes, created_of, decode, rules_for
from service.app.live import Head, LiveGame
from service.app.steps import Step
from service.app.store import WriteConflict
from service.kit.base import Command, Context, Event, GameRules, RuleViolation

if TYPE_CHECKING:
    from service.app.cache import GameCache

WRITE_RETRIES = 8


class Done(NamedTuple):
    """What a command (or an overdue timer) recorded: its steps from version `first` on,
    each event's fields (`codec.event_fields`), the moment it was recorded at, and the game
    right after it. No steps: nothing was due."""

    first: int
    steps: list[Step]
    fields: list[dict[str, Any]]
    now: float
    head: Head


class Repeated(NamedTuple):
    """A command_id sent again: what it recorded the first time, and the game as it
    stands now."""

    recorded: Recorded
    head: Head


# ---------------------------------------------------------------------- commands and timers


def act(
    cache: GameCache,
    game: LiveGame,
    command: Command,
    clock: Callable[[], float],
    command_id: str | None = None,
    expected_version: int | None = None,
) -> Done | Repeated:
    """`command` (acting for its `seat`) decided, settled and stored in one batch, deciding
    again on a lost race. VersionConflict when `expected_version` is not the game's (or
    after too many lost races), RuleViolation when the rules refuse it (what the automatic
    actors did first is stored all the same), CommandIdReused / InvalidArgument when a
    command_id comes again with another command or from another seat."""
    body = command_body(command) if command_id is not None else None
    return _write(cache, game, clock, command, command_id, body, expected_version)


def expire(cache: GameCache, game: LiveGame, clock: Callable[[], float]) -> bool:
    """Record the game's overdue timer (and the draws it leads to); False if there was
    none by the time the game's lock was ours (another writer may have stored it)."""
    try:
        done = _write(cache, game, clock)
    except VersionConflict:  # lost every race: the next sweep or command records it
        return False
    assert isinstance(done, Done)
    return bool(done.steps)


def expire_overdue(cache: GameCache, clock: Callable[[], float]) -> int:
    """Time as data: record the end of every overdue timer among the cached games this
    process owns (the server's sweeper calls this every second; a command on the game
    records it first thing otherwise); how many. Another process's game is its owner's to
    expire: this one only reads it."""
    return sum(expire(cache, game, clock) for game in cache.cached()
               if cache.store.owns(game.game_id) and _overdue(game, clock()))


def _overdue(game: LiveGame, now: float) -> bool:
    deadline = game.rules.deadline(game.state)
    return deadline is not None and game.game_time(now) >= deadline


def _write(
    cache: GameCache,
    game: LiveGame,
    clock: Callable[[], float],
    command: Command | None = None,
    command_id: str | None = None,
    body: str | None = None,
    expected_version: int | None = None,
) -> Done | Repeated:
    """THE unit of work: under the game's lock, catch up, check, decide and settle, store,
    advance; on a lost race catch up and decide again. `command` None: only what the
    automatic actors are due to do (an overdue timer's end)."""
    seat = None if command is None else command.seat
    for _ in range(WRITE_RETRIES):
        with game.lock:
            if cache.store.others_write(game.game_id):
                _catch_up(cache, game)
            if command_id is not None and command_id in game.command_ids:
                return Repeated(game.command_ids.find(command_id, seat, body), game.head)
            head = game.head
            _check_version(head.version, expected_version)
            now = clock()
            ctx = Context(now=game.game_time(now))
            steps = decided.settle(game, head, [], ctx)  # e.g. an overdue timer's end
            if command is not None:
                try:
                    steps += decided.decide(game, decided.state_after(head, steps), command, ctx)
                except RuleViolation:
                    # Refused on the state after what the automatic actors did first: that
                    # state must be the stored one, or the seat is told a reason the game
                    # does not show yet (a late bid refused as WRONG_PHASE while bidding
                    # still shows).
                    _store_alone(cache, game, steps, now)
                    raise
                steps += decided.settle(game, head, steps, ctx)
            try:
                fields = _commit(cache, game, steps, now, command_id, seat, body)
            except WriteConflict:
                _catch_up(cache, game)
                continue
            return Done(head.version + 1, steps, fields, now, game.head)
    raise VersionConflict("too many concurrent writers; try again", expected_version,
                          game.version)


def _check_version(version: int, expected_version: int | None) -> None:
    if expected_version is not None and expected_version != version:
        raise VersionConflict(
            f"the game is at version {version}, not {expected_version}",
            expected_version,
            version,
        )


def _store_alone(cache: GameCache, game: LiveGame, steps: list[Step], now: float) -> None:
    """Store what the automatic actors did before a refused command, as their own batch
    (no command_id: the refused command recorded nothing). A lost race leaves it to the
    next command or the sweeper, which decide it again."""
    try:
        _commit(cache, game, steps, now)
    except WriteConflict:
        _catch_up(cache, game)


def _commit(
    cache: GameCache,
    game: LiveGame,
    steps: list[Step],
    now: float,
    command_id: str | None = None,
    seat: int | None = None,
    body: str | None = None,
) -> list[dict[str, Any]]:
    """Store the steps' events after the game's version as one atomic batch, then advance
    the game (the caller holds game.lock). Each event's fields, for the caller's answer.
    WriteConflict if another writer stored first."""
    if not steps:
        return []
    fields = [event_fields(s.event) for s in steps]
    first = game.head.version + 1
    tip = _append(cache, game, first, [
        (s.event, s.meta(now, command_id, body), data)
        for s, data in zip(steps, fields, strict=True)
    ])
    last = first + len(steps) - 1
    if command_id is not None:
        game.command_ids.add(command_id, seat, first, last, body)
    _advance(cache, game, Head(steps[-1].state, last), tip)
    return fields


def _append(cache: GameCache, game: LiveGame, first: int,
            entries: list[tuple[Event, Meta, dict[str, Any] | None]]) -> str:
    """Append `entries` as versions `first`.. of the game, chained to its tip; the new tip.
    If this copy was evicted while the command ran, the copy loaded since may predate the
    commit: the cache drops it (the next request loads the stored stream)."""
    items, tip = chained(entries, game.tip)
    cache.store.append(game.game_id, first, items)
    cache.forget_if_evicted(game)
    return tip


def _advance(cache: GameCache, game: LiveGame, head: Head, tip: str) -> None:
    """The game moves on to `head` (one attribute: a reader never sees the state of one
    version with the number of another); every listener is told, from this thread."""
    game.tip = tip
    game.head = head
    for listener in cache.listeners:
        listener(game.game_id, head.version)


# ---------------------------------------------------------------------- new games


def store_new_game(cache: GameCache, game: LiveGame, stored: list[tuple[Event, Meta]],
                   first: Sequence[Step], ctx: Context, now: float) -> LiveGame:
    """A new game's first batch: `stored` (its `game.Created`, then a fork's copied
    events, which `game.head` already folds), `first` (a fork's reshuffles), then what the
    automatic actors do at once in `ctx` (its opening draws), appended as versions 1.. in
    one batch at `now`; then the game is cached. Nobody can wait on a game not cached yet:
    no listener is told."""
    opening = [*first]
    opening += decided.settle(game, game.head, opening, ctx)
    tip = _append(cache, game, 1, [*((e, m, None) for e, m in stored),
                                   *((s.event, s.meta(now), None) for s in opening)])
    game.tip = tip
    if opening:
        game.head = Head(opening[-1].state, game.version + len(opening))
    return cache.add(game)


# ---------------------------------------------------------------------- loading, catching up


def from_stream(game_id: str, records: Sequence[Any], games: Mapping[str, GameRules],
                event_types: EventTypes) -> LiveGame:
    """The game a non-empty stored stream describes, with its command-id index (a cold
    load: the content pinned, `history.rules_for`)."""
    created = created_of(records[0], event_types)
    rules = rules_for(created, games)
    game = LiveGame(game_id, rules, created, Head(rules.initial_state(created), 1),
                    tip=link(records[0].topic, records[0].state))
    if len(records) > 1:  # not cached yet: nobody to tell
        game.head, game.tip = _folded(game, records[1:], event_types)
    return game


def refresh(cache: GameCache, game: LiveGame) -> LiveGame:
    """The game with what other writers stored folded in (a game others may write only)."""
    if cache.store.others_write(game.game_id):
        with game.lock:
            _catch_up(cache, game)
    return game


def _catch_up(cache: GameCache, game: LiveGame) -> None:
    """Fold what another writer stored after our version. The caller holds game.lock."""
    records = cache.store.load(game.game_id, game.version)
    if records:
        head, tip = _folded(game, records, cache.event_types)
        _advance(cache, game, head, tip)


def _folded(game: LiveGame, records: Sequence[Any], event_types: EventTypes
            ) -> tuple[Head, str]:
    """The game after stored events that follow its version (another writer's, or the rest
    of a stream being loaded), their command ids indexed; the new head and tip."""
    state = game.state
    for record in records:
        event, meta = decode(record.topic, record.state, event_types)
        state = game.rules.fold(state, event)
        game.command_ids.note_stored(meta, record.originator_version)
    last = records[-1]
    return Head(state, last.originator_version), link(last.topic, last.state)
