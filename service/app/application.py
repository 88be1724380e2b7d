"""The application: load a game, ask its pure rules, store what they decide.

One event stream per game in the `eventsourcing` recorder; the state is the fold of the
stream. `GameApp` is the facade the API calls; each concern lives in its own module:

- `identity`: seat tokens and the auditor's token → `Viewer`
- `unit_of_work`: the one place a game in memory changes — a command's lock, catch-up,
  version check, decision, append, advance and retry; an overdue timer; a new game's
  first batch; a cold load
- `cache` / `live` / `history`: the games in memory, the live game, stored streams read back
- `submitting` / `steps`: who may send a command and its answer; what it will record
- `command_ids`: idempotency by client `command_id`
- `redaction`: events as a viewer sees them; `snapshots`: a game as a viewer sees it;
  `listing`: pages
- `creation` / `forking`: a new game, a game from another's version
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from service.app import (
    audit,
    creation,
    forking,
    history,
    identity,
    listing,
    redaction,
    snapshots,
    submitting,
    unit_of_work,
)
from service.app.audit import Report
from service.app.cache import GameCache
from service.app.errors import BadVersion, GameNotFound, InvalidArgument
from service.app.identity import hash_token, viewer_for_token
from service.app.live import Head, LiveGame
from service.app.model import (
    CreatedGame,
    GameSnapshot,
    GameSummary,
    Legal,
    Looked,
    Played,
    Submitted,
    VisibleEvent,
)
from service.app.store import EventStore
from service.kit.base import Command, Event, GameCreated, GameRules, Viewer
from service.kit.registry import event_types, games
from service.kit.words import Teller, command_labels


class GameApp:
    def __init__(
        self,
        store: EventStore,
        *,
        clock: Callable[[], float] = time.time,
        auditor_token: str | None = None,
        cache_size: int = 10_000,
        rules: dict[str, GameRules] | None = None,
        new_tokens: Callable[[int], tuple[str, ...]] = identity.new_tokens,
    ) -> None:
        """`new_tokens(n)`: n new seat tokens for a game or a fork (secret random ones; a
        golden playthrough passes a seeded maker, so that its games store the same bytes)."""
        self.store = store
        self.clock = clock
        self.new_tokens = new_tokens
        self._auditor_hash = hash_token(auditor_token) if auditor_token else None
        self._games = games() if rules is None else rules
        # game.Created always decodes, so a game of a type no longer served is named as such.
        decodable: dict[str, type[Event]] = {GameCreated.TYPE: GameCreated,
                                             **event_types(rules)}
        self.cache = GameCache(store, self._games, decodable, cache_size)

    # ------------------------------------------------------------------ one trip per request

    def play(
        self,
        game_id: str,
        token: str | None,
        command: Command,
        command_id: str | None = None,
        expected_version: int | None = None,
        *,
        view: bool = False,
    ) -> Played:
        """`submit` for the seat `token` proves, and the game as that seat sees it right
        after the command (`view=False`: without the view), in one call on one copy."""
        game = self.cache.get(game_id)
        viewer = self._viewer(game, token)
        outcome = submitting.submit(
            self.cache, game, viewer, command, self.clock, command_id, expected_version
        )
        snapshot = snapshots.snapshot(game, outcome.head, viewer, view=view)
        return Played(viewer, outcome.submitted, snapshot)

    def look(self, game_id: str, token: str | None, *, view: bool = True) -> Looked:
        """The game as the viewer `token` proves sees it."""
        game = self._fresh(game_id)
        viewer = self._viewer(game, token)
        return Looked(viewer, snapshots.snapshot(game, game.head, viewer, view=view))

    def legal(self, game_id: str, token: str | None) -> Legal:
        """Every command the seat `token` proves may send, with the version they belong to."""
        game = self._fresh(game_id)
        viewer = self._viewer(game, token)
        head = game.head  # one read: the commands belong to this version
        seat = viewer.seat
        if seat is None:
            return Legal(viewer, game.created.game_type, head.version, ())
        rules = game.rules
        commands = rules.legal_commands(head.state, seat)
        labels = command_labels(rules.words, commands, seat, game.created.players, head.state,
                                lambda: rules.view(head.state, viewer))
        return Legal(viewer, game.created.game_type, head.version, tuple(commands),
                     tuple(labels))

    def teller(self, game_id: str) -> Teller:
        """The game's events told as sentences to its players (`GameEvent.text`)."""
        game = self.cache.get(game_id)
        return Teller(game.rules.words, game.created.players)

    # ------------------------------------------------------------------ creating games

    def create_game(
        self,
        game_type: str,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        request_id: str | None = None,
    ) -> CreatedGame:
        """A new game and its seat tokens; with a `request_id`, the game that request
        created before if it did (a retry: the same game, the same tokens)."""
        self._rules(game_type)
        game, tokens = creation.start_game(
            self.cache, game_type, players, options, seed, self.clock(), self.new_tokens,
            request_id,
        )
        return CreatedGame(game_id=game.game_id, version=game.version, tokens=tokens)

    def fork_game(
        self,
        parent_id: str,
        version: int,
        viewer: Viewer,
        players: Sequence[str] | None = None,
        same_chance: bool = False,
    ) -> CreatedGame:
        """A new game from `version` of `parent_id` (service/app/forking.py says who may)."""
        game, tokens = forking.fork_game(self.cache, parent_id, version, viewer, players,
                                         same_chance, self.clock(), self.new_tokens)
        return CreatedGame(game_id=game.game_id, version=game.version, tokens=tokens)

    def audit(self, game_id: str) -> Report:
        """Prove the stored game (service/app/audit.py) from the store itself."""
        records = self.cache.store.load(game_id) if isinstance(game_id, str) else []
        if not records:
            raise GameNotFound(f"no game {game_id!r}")
        return audit.audit(game_id, records, self.cache.games, self.cache.event_types)

    # ------------------------------------------------------------------ who is asking

    def viewer_for(self, game_id: str, token: str | None) -> Viewer:
        """None → SPECTATOR; the auditor's token → AUDITOR; a seat's token → that seat;
        any other token → Unauthenticated. Unknown game → GameNotFound."""
        return self._viewer(self.cache.get(game_id), token)

    # ------------------------------------------------------------------ reading

    def get(
        self, game_id: str, viewer: Viewer, *, view: bool = True, fresh: bool = True
    ) -> GameSnapshot:
        """The game as `viewer` sees it; `view=False` leaves the view out (None), which
        spares building it when only the state, result and version are wanted.
        `fresh=False` skips reading what other replicas wrote (a shared store)."""
        game = self._fresh(game_id) if fresh else self.cache.get(game_id)
        return snapshots.snapshot(game, game.head, viewer, view=view)

    def command_types(self, game_type: str) -> dict[str, type[Command]]:
        return self._rules(game_type).command_types

    def events(
        self, game_id: str, viewer: Viewer, after_version: int = 0, limit: int | None = None
    ) -> list[VisibleEvent]:
        """The stored events after `after_version` (at most `limit`), redacted for `viewer`."""
        game = self.cache.get(game_id)
        if after_version < 0:
            raise InvalidArgument("after_version must not be negative")
        upto = None if limit is None else after_version + limit
        draws = redaction.shows_draws(game, viewer)
        return [
            redaction.visible_record(game_id, r, viewer, self.cache.event_types, draws=draws)
            for r in self.store.load(game_id, after_version, upto)
        ]

    def replay(self, game_id: str, version: int, viewer: Viewer) -> GameSnapshot:
        """The game as it was after `version` events; BadVersion if out of range."""
        game = self._fresh(game_id)
        if not 1 <= version <= game.version:
            raise BadVersion(f"version must be from 1 to {game.version}, not {version}")
        records = self.store.load(game_id, 0, version)
        state = history.state_at(records, self._games, self.cache.event_types)
        return snapshots.snapshot(game, Head(state, version), viewer)

    def replay_steps(self, game_id: str, viewer: Viewer, first: int = 1,
                     last: int | None = None) -> Iterator[tuple[VisibleEvent, GameSnapshot]]:
        """The game at every version from `first` to `last` (default: now), each with the
        event that led to it, as `viewer` saw it: read and folded once for them all.
        BadVersion (before the first step) if out of range."""
        game = self._fresh(game_id)
        last = game.version if last is None else last
        if not 1 <= first <= last <= game.version:
            raise BadVersion(f"versions run from 1 to {game.version}: from {first} to "
                             f"{last} is not among them")
        return snapshots.steps(game, self.store.load(game_id, 0, last), viewer, first,
                                self.cache.event_types)

    def version(self, game_id: str) -> int:
        """The game's current version (its number of stored events)."""
        return self._fresh(game_id).version

    def on_change(self, listener: Any) -> None:
        """Call `listener(game_id, version)` after every change this process makes or
        catches up, from the thread that made it (keep it short: it runs inside a command)."""
        self.cache.listeners.append(listener)

    def off_change(self, listener: Any) -> None:
        self.cache.listeners.remove(listener)

    def list_games(
        self, page_size: int = 50, page_token: str = "", *, game_type: str = "",
        status: str = "", newest_first: bool = False,
    ) -> tuple[list[GameSummary], str]:
        if game_type:
            self._rules(game_type)  # an unknown type is refused, as CreateGame refuses it
        return listing.list_games(self.cache, page_size, page_token, game_type=game_type,
                                  status=status, newest_first=newest_first)

    def game_types(self) -> tuple[GameRules, ...]:
        """Every game this application runs, in registration order."""
        return tuple(self._games.values())

    # ------------------------------------------------------------------ acting

    def submit(
        self,
        game_id: str,
        viewer: Viewer,
        command: Command,
        command_id: str | None = None,
        expected_version: int | None = None,
    ) -> Submitted:
        """`command` acts for `viewer`'s seat, whatever seat it carries. Spectator →
        Unauthenticated, auditor → PermissionDenied, bad expected_version →
        VersionConflict, rules refusal → RuleViolation (nothing recorded). The same
        command_id again → the first result (duplicate=True)."""
        submitting.check_sender(viewer, command_id)  # before the game: refusals keep their order
        game = self.cache.get(game_id)
        return submitting.submit(
            self.cache, game, viewer, command, self.clock, command_id, expected_version
        ).submitted

    def expire_timers(self) -> int:
        """Record every overdue timer of the cached games (a sweeper calls it); how many."""
        return unit_of_work.expire_overdue(self.cache, self.clock)

    # ------------------------------------------------------------------ internals

    def _rules(self, game_type: str) -> GameRules:
        try:
            return self._games[game_type]
        except KeyError:
            known = ", ".join(sorted(self._games))
            raise InvalidArgument(f"unknown game type {game_type!r} (known: {known})") from None

    def _fresh(self, game_id: str) -> LiveGame:
        """The game with what other writers stored folded in (a shared store)."""
        return unit_of_work.refresh(self.cache, self.cache.get(game_id))

    def _viewer(self, game: LiveGame, token: str | None) -> Viewer:
        return viewer_for_token(token, game.created.token_hashes, self._auditor_hash)
