"""Seeded random self-play through the PURE rules, settling chance as GameApp does.

The application settles chance with `service.app.chance.draw(seed, version, spec)` where
`version` is the number of events recorded so far; doing the same here means a game created
in the service with the same seed, fed the same commands, records the same events. That
lets a load client replay a scripted random game through gRPC without asking the server
for legal commands at every step, and lets the benchmarks fill stores with real games.
One place for it: the benchmarks use it, and the OpenSpiel bridge is to.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from dataclasses import dataclass, field
from typing import Any

from service.app import chance
from service.app.codec import Meta, encode
from service.kit.base import (
    Command,
    Context,
    Decision,
    Event,
    ExpireTimer,
    GameCreated,
    GameRules,
)
from service.kit.random_player import pick


@dataclass(slots=True)  # read and written at every action of self-play
class Playout:
    """One random game: every event (Created first), who caused it, and the commands."""

    rules: GameRules
    created: GameCreated
    events: list[Event] = field(default_factory=list)
    # (events recorded so far, the seat whose command recorded the events since the span
    # before: None for game creation and the automatic actors, the index of that action:
    # None for game creation and timers); a span per decision, not a seat per event: self-play
    # records one after every command
    spans: list[tuple[int, int | None, int | None]] = field(default_factory=list)
    # (seat, command, version after the command and the chance it triggered)
    actions: list[tuple[int, Command, int]] = field(default_factory=list)
    finished: bool = False
    used_timer: bool = False  # a timer had to run out: a real-time replay would diverge
    state: Any = None

    @property
    def event_seats(self) -> list[int | None]:
        """Each event's seat (None: game creation and the automatic actors)."""
        return self._per_event(1)

    @property
    def event_action(self) -> list[int | None]:
        """Each event's action: the index of the action whose command recorded it (None:
        game creation and timers)."""
        return self._per_event(2)

    def _per_event(self, at: int) -> list[Any]:
        out: list[Any] = []
        start = 0
        for span in self.spans:
            end = span[0]
            out += [span[at]] * (end - start)
            start = end
        return out

    @property
    def scriptable(self) -> bool:
        return self.finished and not self.used_timer


def default_players(rules: GameRules, wanted: int = 4) -> int:
    return max(rules.min_players, min(rules.max_players, wanted))


def new_game(
    rules: GameRules,
    seed: int,
    players: int,
    now: float = 0.0,
    options: dict[str, Any] | None = None,
) -> Playout:
    """A new game of `players` seats; `options` as CreateGame takes them (e.g. one of
    `rules.variants`), the rules' defaults when None."""
    names = tuple(f"player{i}" for i in range(players))
    options = rules.validate_options(players, dict(options or {}))
    created = GameCreated(
        game_type=rules.game_type,
        players=names,
        options=options,
        seed=seed,
        content_hash=rules.content_hash(options),
        created_at=now,
        token_hashes=tuple(hashlib.sha256(f"{seed}:{i}".encode()).hexdigest() for i in names),
    )
    p = Playout(rules, created, [created], [(1, None, None)])
    p.state = rules.initial_state(created)
    _record(p, None, None, None, Context(now=now))
    return p


def _record(p: Playout, decision: Decision | None, seat: int | None, action: int | None,
            ctx: Context) -> None:
    """A command's events (`decision`; None: no command), then those of the automatic
    actors that act after it (`chance.settle_steps`), as the application records them:
    settled only when the turn names one (after most commands it names none)."""
    events = p.events
    if decision is not None:
        events += decision.events
        p.spans.append((len(events), seat, action))
        p.state = decision.state
    turn = p.rules.turn(p.state)
    if turn.chance is None and turn.automaton is None and turn.deadline is None:
        return
    for drawn, state, _ in chance.settle_steps(p.rules, p.state, p.created.seed, len(events),
                                               ctx):
        events += drawn
        p.spans.append((len(events), None, action))
        p.state = state


def random_playout(
    rules: GameRules,
    seed: int,
    players: int | None = None,
    rng_seed: int | None = None,
    max_actions: int = 20_000,
    now: float = 0.0,
    options: dict[str, Any] | None = None,
) -> Playout:
    """Play a whole game choosing at random: a seat among those that may act, then one of
    its legal commands as the random player picks it (`service.kit.random_player`). A game
    that waits on nobody but a timer lets the timer run out."""
    rng = random.Random(seed if rng_seed is None else rng_seed)
    n = players or default_players(rules)
    p = new_game(rules, seed, n, now, options)
    ctx = Context(now=now)
    # bound once: the loop below runs at every action
    result, turn_of, legal, decide = rules.result, rules.turn, rules.legal_commands, rules.decide
    actions, events = p.actions, p.events
    for _ in range(max_actions):
        state = p.state
        turn = turn_of(state)
        if turn.over:  # as `result(state) is not None` (the contract suite holds them equal)
            p.finished = result(state) is not None
            return p
        # Only the seats the turn declares may act: the others would list nothing. In seat
        # order; most turns have one (a plain loop: a comprehension is a call more).
        stages = turn.stages
        choices = []
        for s in (stages if len(stages) == 1 else sorted(stages)):
            cs = legal(state, s)
            if cs:
                choices.append((s, cs))
        if not choices:
            deadline = rules.deadline(state)
            if deadline is None:
                return p  # stuck: nobody may act and no timer runs (a rules bug or a pause)
            ctx = Context(now=max(ctx.now, deadline))
            _record(p, decide(state, ExpireTimer(seat=None), ctx), None, None, ctx)
            p.used_timer = True
            continue
        seat, commands = rng.choice(choices)
        command = pick(rng, commands)
        if command.seat != seat:  # legal commands carry their seat already
            command = dataclasses.replace(command, seat=seat)
        action = len(actions)
        _record(p, decide(state, command, ctx), seat, action, ctx)
        actions.append((seat, command, len(events)))
    p.finished = rules.result(p.state) is not None
    return p


def longest_playout(rules: GameRules, seeds: range, players: int | None = None) -> Playout:
    best: Playout | None = None
    for seed in seeds:
        p = random_playout(rules, seed, players)
        if best is None or len(p.events) > len(best.events):
            best = p
    assert best is not None
    return best


def encoded(p: Playout, at: float = 1_700_000_000.0) -> list[tuple[str, bytes]]:
    """The playout's events as the store keeps them (topic, JSON envelope)."""
    out = []
    for i, (event, seat, action) in enumerate(
        zip(p.events, p.event_seats, p.event_action, strict=True)
    ):
        cid = None if action is None else f"{p.created.seed:x}-{action}"
        out.append(encode(event, Meta(at=at + i * 0.5, command_id=cid, seat=seat)))
    return out
