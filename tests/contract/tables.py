"""Games played through the pure rules as the application plays them: the contract's driver.

A `Table` is one game in memory: its events (`game.Created` first), the seat whose command
caused each, and the state. `act` decides a command and settles the chance it leads to with
`service.app.chance.settle`, the application's one settler, so a table records what
`GameApp` records for the same seed, clock and commands. Nothing here knows a game: every
game comes from `registry.games()`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from service.app import chance
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
from service.kit.registry import games

NOW = 1_700_000_000.0
MAX_ACTIONS = 5_000


@dataclass
class Table:
    """A game at one moment. Forks taken at every step share one append-only log and keep
    only its length (`version`), so a playout of n steps holds its events once, not n
    times; a fork that records anything copies its prefix first."""

    rules: GameRules
    created: GameCreated
    state: Any
    log: list[Event]
    log_causes: list[int | None]  # the seat whose command recorded each event (None: the app)
    now: float = NOW
    upto: int = -1  # the events of `log` that are this table's (-1: all of them)

    @property
    def players(self) -> int:
        return len(self.created.players)

    @property
    def version(self) -> int:
        return len(self.log) if self.upto < 0 else self.upto

    @property
    def events(self) -> list[Event]:
        return self.log if self.upto < 0 else self.log[: self.upto]

    @property
    def causes(self) -> list[int | None]:
        return self.log_causes if self.upto < 0 else self.log_causes[: self.upto]

    def fork(self) -> Table:
        return dataclasses.replace(self, upto=self.version)

    def record(self, decision: Decision, seat: int | None) -> None:
        if self.upto >= 0:  # a fork: its own log from here on
            self.log, self.log_causes, self.upto = self.events, self.causes, -1
        self.log += decision.events
        self.log_causes += [seat] * len(decision.events)
        self.state = decision.state

    def decide(self, command: Command) -> None:
        """The command's own events, chance left pending; RuleViolation if refused."""
        self.record(self.rules.decide(self.state, command, Context(now=self.now)), command.seat)

    def settle(self) -> None:
        drawn = chance.settle(
            self.rules, self.state, self.created.seed, self.version, Context(now=self.now)
        )
        if drawn and self.upto >= 0:
            self.log, self.log_causes, self.upto = self.events, self.causes, -1
        for event, state, _ in drawn:
            self.log.append(event)
            self.log_causes.append(None)
            if state is not None:
                self.state = state

    def act(self, command: Command) -> None:
        self.decide(command)
        self.settle()

    def expire(self) -> None:
        """Let the running timer run out (the clock jumps to its deadline)."""
        deadline = self.rules.deadline(self.state)
        assert deadline is not None
        self.now = max(self.now, deadline)
        self.record(self.rules.decide(self.state, ExpireTimer(None), Context(self.now)), None)
        self.settle()

    def legal(self) -> list[tuple[int, Command]]:
        return [
            (seat, command)
            for seat in range(self.players)
            for command in self.rules.legal_commands(self.state, seat)
        ]

    @property
    def over(self) -> bool:
        return self.rules.result(self.state) is not None


def open_table(
    rules: GameRules,
    seed: int,
    players: int,
    options: dict[str, Any],
    now: float = NOW,
    settle: bool = True,
) -> Table:
    """A new game; `settle=False` leaves its first chance nodes undrawn."""
    normalised = rules.validate_options(players, dict(options))
    created = GameCreated(
        game_type=rules.game_type,
        players=tuple(f"player{i}" for i in range(players)),
        options=normalised,
        seed=seed,
        content_hash=rules.content_hash(normalised),
        created_at=now,
        token_hashes=tuple(hashlib.sha256(f"{seed}:{i}".encode()).hexdigest()
                           for i in range(players)),
    )
    table = Table(rules, created, rules.initial_state(created), [created], [None], now)
    if settle:
        table.settle()
    return table


@dataclass(frozen=True)
class Case:
    """One way to play one game: its type, seat count, an entry of `rules.variants`, a seed."""

    game_type: str
    players: int
    variant: int
    seed: int

    @property
    def rules(self) -> GameRules:
        return games()[self.game_type]

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.rules.variants[self.variant])

    def __str__(self) -> str:
        return f"{self.game_type}-{self.players}p-v{self.variant}-s{self.seed}"


def cases(seeds: int = 1) -> list[Case]:
    """Every registered game × every seat count × every variant × `seeds` seeds."""
    return [
        Case(game_type, players, variant, seed)
        for game_type, rules in games().items()
        for variant in range(len(rules.variants))
        for players in range(rules.min_players, rules.max_players + 1)
        for seed in range(seeds)
    ]


@dataclass
class Step:
    """One action of a playout: the table before it, and what was done (None: a timer)."""

    before: Table
    seat: int | None
    command: Command | None
    now: float  # the clock when it was done


@dataclass
class Playout:
    case: Case
    table: Table  # as it ended
    steps: list[Step] = field(default_factory=list)


@cache
def playout(case: Case) -> Playout:
    """A seeded random game: a seat among those that may act, then one of its commands as the
    random player picks it (`service.kit.random_player`); when
    nobody may act, the running timer runs out. Ends at the result or after MAX_ACTIONS."""
    rng = random.Random(f"contract:{case}")
    table = open_table(case.rules, case.seed, case.players, case.options)
    out = Playout(case, table)
    for _ in range(MAX_ACTIONS):
        if table.over:
            break
        legal = table.legal()
        before = table.fork()
        if not legal:
            if case.rules.deadline(table.state) is None:
                break  # stuck: the test that asked for it says so
            table.expire()
            out.steps.append(Step(before, None, None, table.now))
            continue
        seats = sorted({seat for seat, _ in legal})
        seat = rng.choice(seats)
        command = pick(rng, [c for s, c in legal if s == seat])
        table.act(command)
        out.steps.append(Step(before, seat, command, table.now))
    return out
