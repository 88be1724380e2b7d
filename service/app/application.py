"""The application: load a game, ask its pure rules, store what they decide.

One event stream per game in the `eventsourcing` recorder; the state is the fold of the
stream. A per-game cache keeps the folded state so a command does not re-fold the game;
optimistic concurrency (a unique version per stream) catches any other writer, and the
command is then re-decided on the fresh state.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from service.app import chance
from service.app.codec import Meta, decode, encode, event_fields, jsonable
from service.app.errors import (
    GameNotFound,
    InvalidArgument,
    PermissionDenied,
    Unauthenticated,
    VersionConflict,
)
from service.app.model import CreatedGame, GameSnapshot, GameSummary, Submitted, VisibleEvent
from service.app.store import EventStore, WriteConflict
from service.games.base import (
    AUDITOR,
    SPECTATOR,
    Command,
    Context,
    Event,
    ExpireTimer,
    GameCreated,
    GameRules,
    RuleViolation,
    Viewer,
)
from service.games.registry import event_types, games

MAX_PLAYER_NAME = 64
WRITE_RETRIES = 8


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class _Step(NamedTuple):
    """One decided event, the seat whose command caused it, and — on the last event of a
    decision only — the state after it (None on the others)."""

    event: Event
    state: Any
    seat: int | None


@dataclass
class _Game:
    """One game's folded state in memory, with what commands need to find fast."""

    game_id: str
    rules: GameRules
    created: GameCreated
    state: Any
    version: int
    # command_id → (seat, first version, last version) of the events it recorded.
    commands: dict[str, tuple[int | None, int, int]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    changed: threading.Condition = field(default_factory=threading.Condition)


class GameApp:
    def __init__(
        self,
        store: EventStore,
        *,
        clock: Callable[[], float] = time.time,
        auditor_token: str | None = None,
        cache_size: int = 10_000,
        rules: dict[str, GameRules] | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self._auditor_hash = hash_token(auditor_token) if auditor_token else None
        self._games = games() if rules is None else rules
        self._event_types = event_types(rules)
        self._cache: OrderedDict[str, _Game] = OrderedDict()
        self._cache_size = cache_size
        self._cache_lock = threading.Lock()

    # ------------------------------------------------------------------ creating games

    def create_game(
        self,
        game_type: str,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> CreatedGame:
        rules = self._rules(game_type)
        names = tuple(players)
        if not rules.min_players <= len(names) <= rules.max_players:
            raise InvalidArgument(
                f"{game_type} takes {rules.min_players} to {rules.max_players} players, "
                f"not {len(names)}"
            )
        for name in names:
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_PLAYER_NAME:
                raise InvalidArgument(f"player names must be 1 to {MAX_PLAYER_NAME} characters")
        if seed is not None and not (isinstance(seed, int) and 0 <= seed < 2**63):
            raise InvalidArgument("seed must be an integer from 0 to 2**63-1")
        try:
            normalised = rules.validate_options(len(names), dict(options or {}))
        except RuleViolation as exc:
            raise InvalidArgument(f"bad options: {exc.message}") from exc
        tokens = tuple(secrets.token_urlsafe(24) for _ in names)
        created = GameCreated(
            game_type=game_type,
            players=names,
            options=normalised,
            seed=chance.new_seed() if seed is None else seed,
            content_hash=rules.content_hash(normalised),
            created_at=self.clock(),
            token_hashes=tuple(hash_token(t) for t in tokens),
        )
        game_id = secrets.token_hex(8)
        game = _Game(game_id, rules, created, rules.initial_state(created), 1)
        steps = self._settle_chance(game, [], Context(now=created.created_at))
        meta = Meta(at=created.created_at)
        self.store.append(
            game_id, 1, [encode(e, meta) for e in [created, *(s.event for s in steps)]]
        )
        if steps:
            game.state = steps[-1].state
        game.version = 1 + len(steps)
        self._remember(game)
        return CreatedGame(game_id=game_id, version=game.version, tokens=tokens)

    # ------------------------------------------------------------------ who is asking

    def viewer_for(self, game_id: str, token: str | None) -> Viewer:
        game = self._game(game_id)
        if not token:
            return SPECTATOR
        digest = hash_token(token)
        if self._auditor_hash and hmac.compare_digest(digest, self._auditor_hash):
            return AUDITOR
        for seat, stored in enumerate(game.created.token_hashes):
            if hmac.compare_digest(digest, stored):
                return Viewer(seat=seat)
        raise Unauthenticated("the token is not valid for this game")

    # ------------------------------------------------------------------ reading

    def get(
        self, game_id: str, viewer: Viewer, *, view: bool = True, fresh: bool = True
    ) -> GameSnapshot:
        """The game as `viewer` sees it; `view=False` leaves the view out (None), which
        spares building it when only the state, result and version are wanted.
        `fresh=False` skips reading what other replicas wrote (a shared store), for a caller
        that has just done so, e.g. right after `submit`."""
        game = self._game(game_id, fresh=fresh)
        return self._snapshot(game, game.state, game.version, viewer, view=view)

    def legal_commands(self, game_id: str, viewer: Viewer) -> list[Command]:
        game = self._game(game_id, fresh=True)
        if viewer.seat is None:
            return []
        return game.rules.legal_commands(game.state, viewer.seat)

    def command_types(self, game_type: str) -> dict[str, type[Command]]:
        return self._rules(game_type).command_types

    def events(
        self, game_id: str, viewer: Viewer, after_version: int = 0, limit: int | None = None
    ) -> list[VisibleEvent]:
        self._game(game_id)
        if after_version < 0:
            raise InvalidArgument("after_version must not be negative")
        upto = None if limit is None else after_version + limit
        return [
            self._visible(game_id, r, viewer) for r in self.store.load(game_id, after_version, upto)
        ]

    def replay(self, game_id: str, version: int, viewer: Viewer) -> GameSnapshot:
        game = self._game(game_id, fresh=True)
        if not 1 <= version <= game.version:
            raise InvalidArgument(f"version must be from 1 to {game.version}, not {version}")
        state = self._fold_with_commands(self.store.load(game_id, 0, version))[1]
        return self._snapshot(game, state, version, viewer)

    def version(self, game_id: str) -> int:
        """The game's current version (its number of stored events)."""
        return self._game(game_id, fresh=True).version

    def wait_for_change(self, game_id: str, after_version: int, timeout: float) -> int:
        game = self._game(game_id)
        with game.changed:
            if game.version <= after_version:
                game.changed.wait(timeout)
        if self.store.shared and game.version <= after_version:
            game = self._game(game_id, fresh=True)  # another replica may have written
        return game.version

    def list_games(
        self, page_size: int = 50, page_token: str = ""
    ) -> tuple[list[GameSummary], str]:
        if page_size < 0:
            raise InvalidArgument("page_size must not be negative")
        page_size = min(page_size or 50, 1000)
        try:
            start = int(page_token) if page_token else 0
        except ValueError:
            raise InvalidArgument("page_token is not one this service issued") from None
        if not 0 <= start < 2**63:  # the stores' integer range
            raise InvalidArgument("page_token is not one this service issued")
        rows = self.store.created_after(start, page_size + 1)
        more = len(rows) > page_size
        rows = rows[:page_size]
        summaries = []
        for _, game_id in rows:
            with self._cache_lock:
                game = self._cache.get(game_id)
            if game is None:
                # Not cached: a listing must not push the games being played out of the cache.
                game = self._load(game_id)
            summaries.append(
                GameSummary(
                    game_id=game_id,
                    game_type=game.created.game_type,
                    players=game.created.players,
                    created_at=game.created.created_at,
                    status=self._status(game, game.state),
                    version=game.version,
                )
            )
        return summaries, (str(rows[-1][0]) if more and rows else "")

    # ------------------------------------------------------------------ acting

    def submit(
        self,
        game_id: str,
        viewer: Viewer,
        command: Command,
        command_id: str | None = None,
        expected_version: int | None = None,
    ) -> Submitted:
        if viewer.auditor:
            raise PermissionDenied("the auditor may look but not play")
        if viewer.seat is None:
            raise Unauthenticated("a command needs the seat's token")
        if command_id is not None and (not command_id or len(command_id) > 128):
            raise InvalidArgument("command_id must be 1 to 128 characters")
        game = self._game(game_id)
        if type(command) not in game.rules.command_types.values():
            raise InvalidArgument(
                f"{type(command).__name__} is not a {game.rules.game_type} command"
            )
        command = dataclasses.replace(command, seat=viewer.seat)
        for _ in range(WRITE_RETRIES):
            with game.lock:
                if self.store.shared:
                    self._catch_up(game)
                if command_id is not None and command_id in game.commands:
                    return self._repeat(game, viewer, command_id)
                if expected_version is not None and expected_version != game.version:
                    raise VersionConflict(
                        f"the game is at version {game.version}, not {expected_version}",
                        expected_version,
                        game.version,
                    )
                now = self.clock()
                ctx = Context(now=now)
                steps = self._overdue_timer(game, ctx)
                steps += self._decide(game, _last_state(game, steps), command, ctx, viewer.seat)
                steps += self._settle_chance(game, steps, ctx)
                first = game.version + 1
                try:
                    fields = self._commit(game, steps, now, command_id, viewer.seat)
                except WriteConflict:
                    self._catch_up(game)
                    continue
            return Submitted(
                version=first + len(steps) - 1,
                events=tuple(
                    self._visible_event(game_id, first + i, s.event, now, s.seat, viewer, data)
                    for i, (s, data) in enumerate(zip(steps, fields, strict=True))
                ),
                duplicate=False,
            )
        raise VersionConflict(
            "too many concurrent writers; try again", expected_version, game.version
        )

    def expire_timers(self) -> int:
        """Record the end of every overdue timer among the games in memory."""
        with self._cache_lock:
            candidates = list(self._cache.values())
        expired = 0
        for game in candidates:
            deadline = game.rules.deadline(game.state)
            if deadline is None or self.clock() < deadline:
                continue
            with game.lock:
                ctx = Context(now=self.clock())
                steps = self._overdue_timer(game, ctx)
                if not steps:
                    continue
                steps += self._settle_chance(game, steps, ctx)
                try:
                    self._commit(game, steps, ctx.now, None, None)
                    expired += 1
                except WriteConflict:
                    self._catch_up(game)
        return expired

    # ------------------------------------------------------------------ internals

    def _rules(self, game_type: str) -> GameRules:
        try:
            return self._games[game_type]
        except KeyError:
            known = ", ".join(sorted(self._games))
            raise InvalidArgument(f"unknown game type {game_type!r} (known: {known})") from None

    def _decide(
        self, game: _Game, state: Any, command: Command, ctx: Context, seat: int | None
    ) -> list[_Step]:
        """The command's events; the last step carries the state they lead to (the rules
        fold as they decide, so nothing is folded twice). RuleViolation if refused."""
        decision = game.rules.decide(state, command, ctx)
        steps = [_Step(event, None, seat) for event in decision.events]
        if steps:
            steps[-1] = _Step(steps[-1].event, decision.state, seat)
        return steps

    def _overdue_timer(self, game: _Game, ctx: Context) -> list[_Step]:
        deadline = game.rules.deadline(game.state)
        if deadline is None or ctx.now < deadline:
            return []
        return self._decide(game, game.state, ExpireTimer(seat=None), ctx, None)

    def _settle_chance(self, game: _Game, so_far: list[_Step], ctx: Context) -> list[_Step]:
        """Draw every chance node the game now waits on (the game's seed + the version)."""
        version = game.version + len(so_far)
        drawn = chance.settle(
            game.rules, _last_state(game, so_far), game.created.seed, version, ctx
        )
        return [_Step(event, state, None) for event, state in drawn]

    def _commit(
        self, game: _Game, steps: list[_Step], now: float, command_id: str | None, seat: int | None
    ) -> list[dict[str, Any]]:
        """Store the steps' events; their fields (`event_fields`), which the caller may reuse."""
        if not steps:
            return []
        fields = [event_fields(s.event) for s in steps]
        items = [
            encode(s.event, Meta(at=now, command_id=command_id, seat=s.seat), data)
            for s, data in zip(steps, fields, strict=True)
        ]
        self.store.append(game.game_id, game.version + 1, items)
        with self._cache_lock:
            if self._cache.get(game.game_id, game) is not game:
                # This copy was evicted while the command ran, and the one loaded since may
                # predate this commit: drop it, the next request loads the stored stream.
                del self._cache[game.game_id]
        with game.changed:
            first = game.version + 1
            game.state = steps[-1].state
            game.version += len(steps)
            if command_id is not None:
                game.commands[command_id] = (seat, first, game.version)
            game.changed.notify_all()
        return fields

    def _repeat(self, game: _Game, viewer: Viewer, command_id: str) -> Submitted:
        seat, first, last = game.commands[command_id]
        if seat != viewer.seat:
            raise InvalidArgument("this command_id was used by another seat")
        records = self.store.load(game.game_id, first - 1, last)
        return Submitted(
            version=game.version,
            events=tuple(self._visible(game.game_id, r, viewer) for r in records),
            duplicate=True,
        )

    def _game(self, game_id: str, fresh: bool = False) -> _Game:
        with self._cache_lock:
            game = self._cache.get(game_id)
            if game is not None:
                self._cache.move_to_end(game_id)
        if game is None:
            game = self._remember(self._load(game_id))
        elif fresh and self.store.shared:
            with game.lock:
                self._catch_up(game)
        return game

    def _remember(self, game: _Game) -> _Game:
        """Cache `game`, unless another thread cached the same game meanwhile: then that
        copy, so that every request works on one copy (two would drift apart)."""
        with self._cache_lock:
            game = self._cache.setdefault(game.game_id, game)
            self._cache.move_to_end(game.game_id)
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        return game

    def _load(self, game_id: str) -> _Game:
        if not isinstance(game_id, str) or not game_id or len(game_id) > 64:
            raise GameNotFound(f"no game {game_id!r}")
        records = self.store.load(game_id)
        if not records:
            raise GameNotFound(f"no game {game_id!r}")
        created, state, commands = self._fold_with_commands(records)
        rules = self._games[created.game_type]
        game = _Game(game_id, rules, created, state, len(records))
        game.commands = commands
        return game

    def _fold_with_commands(
        self, records: Sequence[Any]
    ) -> tuple[GameCreated, Any, dict[str, tuple[int | None, int, int]]]:
        first, _ = decode(records[0].topic, records[0].state, self._event_types)
        if not isinstance(first, GameCreated):
            raise RuntimeError(f"stream starts with {records[0].topic}, not game.Created")
        rules = self._games[first.game_type]
        if rules.content_hash(first.options) != first.content_hash:
            # The seeds changed since the game began: folding with other content would lie.
            raise RuntimeError(f"content of {first.game_type} changed since this game began")
        state = rules.initial_state(first)
        commands: dict[str, tuple[int | None, int, int]] = {}
        for record in records[1:]:
            event, meta = decode(record.topic, record.state, self._event_types)
            state = rules.evolve(state, event)
            _index_command(commands, meta, record.originator_version)
        return first, state, commands

    def _catch_up(self, game: _Game) -> None:
        """Fold events another writer stored after our cached version."""
        records = self.store.load(game.game_id, game.version)
        for record in records:
            event, meta = decode(record.topic, record.state, self._event_types)
            game.state = game.rules.evolve(game.state, event)
            game.version = record.originator_version
            _index_command(game.commands, meta, game.version)

    def _status(self, game: _Game, state: Any) -> str:
        return "finished" if game.rules.result(state) is not None else "active"

    def _snapshot(
        self, game: _Game, state: Any, version: int, viewer: Viewer, *, view: bool = True
    ) -> GameSnapshot:
        result = game.rules.result(state)
        return GameSnapshot(
            game_id=game.game_id,
            game_type=game.created.game_type,
            version=version,
            players=game.created.players,
            status="finished" if result is not None else "active",
            created_at=game.created.created_at,
            view=game.rules.view(state, viewer) if view else None,
            result=result,
            viewer_seat=viewer.seat,
            deadline=game.rules.deadline(state),
        )

    def _visible(self, game_id: str, record: Any, viewer: Viewer) -> VisibleEvent:
        event, meta = decode(record.topic, record.state, self._event_types)
        return self._visible_event(
            game_id, record.originator_version, event, meta.at, meta.seat, viewer
        )

    @staticmethod
    def _visible_event(
        game_id: str,
        version: int,
        event: Event,
        at: float,
        seat: int | None,
        viewer: Viewer,
        fields: dict[str, Any] | None = None,
    ) -> VisibleEvent:
        """`fields`: the event's `event_fields`, when the caller has them already."""
        full = viewer.sees(event)
        if full:
            data = event_fields(event) if fields is None else fields
        else:
            data = jsonable(event.redacted())
        return VisibleEvent(
            game_id=game_id,
            version=version,
            type=event.TYPE,
            at=at,
            data=data,
            redacted=not full,
            seat=seat,
        )


def _index_command(
    commands: dict[str, tuple[int | None, int, int]], meta: Meta, version: int
) -> None:
    """Note a stored event in the command_id index: (the seat that sent the command, its
    first version, its last). The seat is the first one not None among its events: an
    overdue timer's end, recorded first with no seat, belongs to the command all the same."""
    if meta.command_id is None:
        return
    seat, first, _ = commands.get(meta.command_id, (meta.seat, version, version))
    commands[meta.command_id] = (meta.seat if seat is None else seat, first, version)


def _last_state(game: _Game, steps: list[_Step]) -> Any:
    return steps[-1].state if steps else game.state
