"""Helpers for the treasures tests: small boards built in the test, positions given as events,
and seeded playouts in which a `random.Random` acts as the application (settles chance and
picks legal commands)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from hypothesis import strategies as st

from service.games.treasures import GAME
from service.games.treasures import events as ev
from service.games.treasures.board import Board, build_board
from service.games.treasures.content import Card, Content
from service.games.treasures.state import State
from service.kit import game as kit
from service.kit.base import Command, Context, Event, GameCreated, ResolveChance

# The seeded random games the invariants and secrets play.
SEEDS = st.integers(min_value=0, max_value=2**32)
PLAYERS = st.integers(min_value=2, max_value=4)
VARIANTS = st.sampled_from(["classic", "big_luck"])

CTX = Context(now=0.0)
COLOURS = ("Pink", "Green", "Blue", "Yellow")


def grid(*rows: str) -> list[tuple[str, int, int]]:
    """Squares from rows of ids ("." for no square): grid("A1 B1", "A2 .")."""
    return [
        (sid, x, y) for y, row in enumerate(rows) for x, sid in enumerate(row.split()) if sid != "."
    ]


def board(
    *rows: str,
    walls: Sequence[tuple[str, str]] = (),
    entrance: str = "",
    side: str = "south",
    chief_steps: int = 3,
) -> Board:
    squares = grid(*rows)
    return build_board(
        squares,
        walls,
        entrance or squares[-1][0],
        side,
        ["tent", *(f"space{i}" for i in range(1, chief_steps)), "entrance"],
    )


def content(b: Board, treasures: dict[str, int], provision: Sequence[tuple[int, bool]]) -> Content:
    """One card per square ("c-<square>", 1 treasure unless `treasures` says otherwise) and
    the provision cards "p01", "p02", … as (treasures, shows the chief's head)."""
    cards = {
        f"c-{sq}": Card(f"c-{sq}", "entrance", treasures.get(sq, 1), False) for sq in b.squares
    }
    for i, (t, chief) in enumerate(provision, 1):
        cards[f"p{i:02d}"] = Card(f"p{i:02d}", "rock", t, chief)
    return Content(
        board=b,
        cards=cards,
        cave_cards=tuple(c.id for c in cards.values() if c.back == "entrance"),
        provision=tuple(c.id for c in cards.values() if c.back == "rock"),
        hash="test",
    )


@dataclass
class Game:
    """A game driven by hand: `rules`, the events so far and the state they fold to."""

    rules: kit.Game
    events: list[Event]
    state: State

    def legal(self, seat: int) -> list[Command]:
        return self.rules.legal_commands(self.state, seat)

    def decide(self, command: Command) -> list[Event]:
        return list(self.rules.decide(self.state, command, CTX).events)

    def play(self, command: Command) -> list[Event]:
        """Decide and fold (a die the variation waits on is rolled by `roll`)."""
        new = self.decide(command)
        self.apply(new)
        return new

    def apply(self, new: Sequence[Event]) -> None:
        for e in new:
            self.state = self.rules.fold(self.state, e)
        self.events.extend(new)

    def roll(self, face: int) -> list[Event]:
        spec = self.rules.chance(self.state)
        assert spec is not None and spec.kind == "die"
        new = list(self.rules.decide(self.state, ResolveChance(None, spec.key, face), CTX).events)
        self.apply(new)
        return new


def position(
    b: Board,
    figures: Sequence[str],
    treasures: dict[str, int] | None = None,
    provision: Sequence[tuple[int, bool]] = ((1, False),) * 10,
    variant: str = "classic",
) -> Game:
    """Given: the cave laid out, the pile shuffled in `provision` order, seat k's figure on
    `figures[k]`, seat 0's first turn begun."""
    rules = GAME.with_content(content(b, treasures or {}, provision))
    c = rules.content
    created = GameCreated(
        "treasures", COLOURS[: len(figures)], {"variant": variant}, 0, "test", 0.0
    )
    given: list[Event] = [
        ev.CardsDealt(squares=b.squares, cards=c.cave_cards),
        ev.ProvisionShuffled(size=len(c.provision), order=c.provision),
        *(ev.FigurePlaced(seat=k, square=sq) for k, sq in enumerate(figures)),
        ev.TurnBegan(turn=1, seat=0),
    ]
    game = Game(rules, [created], rules.initial_state(created))
    game.apply(given)
    return game


# --- seeded playouts --------------------------------------------------------------------


Policy = Callable[[State, list[Command], random.Random], Command]


def random_policy(state: State, legal: list[Command], rng: random.Random) -> Command:
    return rng.choice(legal)


def settle(rules: kit.Game, state: State, rng: random.Random) -> ResolveChance | None:
    spec = rules.chance(state)
    if spec is None:
        return None
    if spec.kind == "shuffle":
        items = list(spec.items)
        rng.shuffle(items)
        return ResolveChance(None, spec.key, tuple(items))
    return ResolveChance(None, spec.key, rng.choice(spec.items))


@dataclass
class Playout:
    created: GameCreated
    events: list[Event]
    states: list[State]  # the state after each command (and its chance)
    commands: list[Command]

    @property
    def final(self) -> State:
        return self.states[-1]


MAX_COMMANDS = 500  # a game takes at most 4 placements + 41 turns: far below


def playout(
    seed: int,
    players: int = 3,
    variant: str = "classic",
    policy: Policy = random_policy,
    rules: kit.Game = GAME,
    on_step: Callable[[State], None] | None = None,
) -> Playout:
    rng = random.Random(seed)
    created = GameCreated(
        "treasures", COLOURS[:players], {"variant": variant}, seed, rules.content.hash, 0.0
    )
    state = rules.initial_state(created)
    events: list[Event] = [created]
    states: list[State] = []
    commands: list[Command] = []
    for _ in range(MAX_COMMANDS):
        while (chance := settle(rules, state, rng)) is not None:
            for e in rules.decide(state, chance, CTX).events:
                state = rules.fold(state, e)
                events.append(e)
        states.append(state)
        if on_step is not None:
            on_step(state)
        if rules.result(state) is not None:
            return Playout(created, events, states, commands)
        legal = rules.legal_commands(state, state.current)
        command = policy(state, legal, rng)
        commands.append(command)
        for e in rules.decide(state, command, CTX).events:
            state = rules.fold(state, e)
            events.append(e)
    raise AssertionError(f"seed {seed}: no end after {MAX_COMMANDS} commands")


def fold(rules: kit.Game, events: Sequence[Event]) -> State:
    created = events[0]
    assert isinstance(created, GameCreated)
    state = rules.initial_state(created)
    for e in events[1:]:
        state = rules.fold(state, e)
    return state
