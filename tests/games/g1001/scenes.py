"""Scenes for 1001's tests: helpers to play the pure rules (no application, no I/O).

- `Play`: a game in memory — `apply(command)` decides and folds, `settle()` answers chance
  nodes with a seeded `random.Random` (the test acts as the application).
- `random_game(seed, players)`: a whole game of random legal commands.
- `scenario(...)`: a state built directly, with a hand-made board, for rulebook examples.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from service.games.g1001 import GAME
from service.games.g1001.board import SIZE
from service.games.g1001.commands import CastVote, ChooseVizier, EndTurn
from service.games.g1001.content import load
from service.games.g1001.state import (
    DAY,
    NEW_TEAM,
    VOTING,
    Board,
    Setup,
    Space,
    State,
    Team,
)
from service.kit.base import (
    Command,
    Context,
    Event,
    GameCreated,
    ResolveChance,
    Result,
    RuleViolation,
)

NOW = 1_000.0
EMPTY_SPACE = Space("test", 0, 0, 0, 0)


def created(players: int | Iterable[str] = 4, options: dict[str, Any] | None = None,
            seed: int = 7) -> GameCreated:
    names = (tuple(f"p{i}" for i in range(players)) if isinstance(players, int)
             else tuple(players))
    normalised = GAME.validate_options(len(names), dict(options or {}))
    return GameCreated("1001", names, normalised, seed, GAME.content_hash(normalised), NOW,
                       tuple("0" * 64 for _ in names))


class Play:
    """One game driven by a test: the state, every event so far, a seeded chance source."""

    def __init__(self, first: GameCreated | State, rng: random.Random | None = None,
                 now: float = NOW) -> None:
        if isinstance(first, GameCreated):
            self.created: GameCreated | None = first
            self.state: State = GAME.initial_state(first)
        else:
            self.created = None
            self.state = first
        self.events: list[Event] = []
        self.rng = rng or random.Random(0)
        self.ctx = Context(now=now)
        self.on_event: Callable[[State, Event, State], None] | None = None

    def apply(self, command: Command) -> list[Event]:
        """Decide and fold; RuleViolation propagates (with nothing recorded)."""
        new = list(GAME.decide(self.state, command, self.ctx).events)
        for e in new:
            before = self.state
            self.state = GAME.fold(self.state, e)
            self.events.append(e)
            if self.on_event is not None:
                self.on_event(before, e, self.state)
        return new

    def resolve(self, outcome: Any) -> list[Event]:
        spec = GAME.chance(self.state)
        assert spec is not None, "no chance node pending"
        return self.apply(ResolveChance(None, spec.key, outcome))

    def settle_one(self) -> list[Event]:
        """Answer the pending chance node (if any) with the seeded generator."""
        spec = GAME.chance(self.state)
        if spec is None:
            return []
        if spec.kind == "shuffle":
            outcome: Any = tuple(self.rng.sample(spec.items, len(spec.items)))
        else:
            outcome = self.rng.randrange(len(spec.items))
        return self.apply(ResolveChance(None, spec.key, outcome))

    def settle(self) -> list[Event]:
        """Answer every pending chance node with the seeded generator."""
        out: list[Event] = []
        while GAME.chance(self.state) is not None:
            out += self.settle_one()
        return out

    def legal(self, seat: int | None = None) -> list[Command]:
        seats = range(len(self.state.setup.players)) if seat is None else (seat,)
        return [c for s in seats for c in GAME.legal_commands(self.state, s)]

    def random_step(self) -> Command:
        """Settle chance, then play one random legal command of any seat."""
        self.settle()
        command = self.rng.choice(self.legal())
        self.apply(command)
        self.settle()
        return command

    @property
    def result(self) -> Result | None:
        return GAME.result(self.state)

    def events_of(self, cls: type) -> list[Any]:
        return [e for e in self.events if isinstance(e, cls)]


def random_game(seed: int, players: int = 4, options: dict[str, Any] | None = None,
                max_commands: int = 2_000) -> Play:
    play = Play(created(players, options, seed), random.Random(seed))
    play.settle()
    for _ in range(max_commands):
        if play.result is not None:
            return play
        play.random_step()
    raise AssertionError("the game did not end")


def fold_all(first: GameCreated, events: Iterable[Event]) -> State:
    state = GAME.initial_state(first)
    for e in events:
        state = GAME.fold(state, e)
    return state


def start_game(players: int | Iterable[str] = 4, options: dict[str, Any] | None = None,
               seed: int = 7) -> Play:
    """A game settled up to the first vote."""
    play = Play(created(players, options, seed), random.Random(seed))
    play.settle()
    assert play.state.phase == VOTING
    return play


def ground_turn(play: Play) -> None:
    """Play the current turn without a flight: everyone votes 1, the Vizier bans 1."""
    g = play.state
    opposing = g.seats_of("night" if g.active == DAY else DAY)
    for seat in range(len(g.setup.players)):
        n = 2 if g.is_solo(seat) and seat not in opposing else 1
        play.apply(CastVote(seat, (1,) * n))
    play.apply(ChooseVizier(opposing[0], 1))
    assert play.state.phase == "buying"
    play.apply(EndTurn(g.seats_of(g.active)[0]))
    play.settle()


# --- hand-made positions --------------------------------------------------------------------


def board_with(path_effects: dict[int, tuple[Space, tuple[str, ...]]], start: int) -> Board:
    """A board whose listed spaces carry the given effects and gems; all others are empty."""
    spaces = [EMPTY_SPACE] * (SIZE * SIZE)
    gems: list[tuple[str, ...]] = [()] * (SIZE * SIZE)
    for index, (space, colours) in path_effects.items():
        assert space.gem_holes == len(colours)
        spaces[index] = space
        gems[index] = colours
    return Board(tiles=("test",) * 16, spaces=tuple(spaces), gems=tuple(gems), palace_start=start)


def space(gem_penalty: int = 0, cloud_penalty: int = 0, holes: int = 0,
          cloud_bonus: int = 0) -> Space:
    return Space("test", gem_penalty, cloud_penalty, holes, cloud_bonus)


def scenario(*, players: int = 2, day_seats: tuple[int, ...] = (0,),
             night_seats: tuple[int, ...] = (1,), board: Board, turn: int = 1,
             active: str = DAY, start: int | None = None,
             day: Team = NEW_TEAM, night: Team = NEW_TEAM,
             cards: tuple[str, ...] = ("5R2", "5L2", "4R3", "4L3"),
             votes: tuple[tuple[int, tuple[int, ...]], ...] = (),
             vizier: tuple[int, int] | None = None, phase: str = VOTING,
             market: tuple[str, ...] | None = None) -> State:
    """A position built directly from state records (for the rulebook's worked examples)."""
    setup = Setup(players=tuple(f"p{i}" for i in range(players)), day_seats=day_seats,
                  night_seats=night_seats, content_hash="test", board=board, content=load())
    return State(
        setup=setup, phase=phase, turn=turn, active=active, point_value=(turn + 1) // 2,
        start_space=board.palace_start if start is None else start,
        market=tuple(load().rewards) if market is None else market,
        individual=(0,) * players, final=None, day=day, night=night,
        cards=cards, deadline=NOW + 120, timer_out=False, votes=votes, vizier=vizier,
        bought=False, tally=None, route=None, step=0, holes=0, gem_choice=None,
    )


def path(start: int, card: str, direction: int) -> tuple[int, ...]:
    return load().flight_paths[(start, card, direction)]


def refused(play: Play, command: Command) -> str:
    """The code of the refusal; fails if the command was accepted or the state changed."""
    before = play.state
    try:
        GAME.decide(play.state, command, play.ctx)
    except RuleViolation as exc:
        assert play.state == before
        return exc.code
    raise AssertionError(f"{command!r} was accepted")


def team(clouds: int = 0, red: int = 0, blue: int = 0, green: int = 0, points: int = 0,
         rewards: tuple[str, ...] = ()) -> Team:
    return Team(clouds, red, blue, green, points, rewards)



# --- random (mostly illegal) commands -------------------------------------------------------

WEIRD: tuple[Any, ...] = (None, True, False, -1, 2.0, "1", "", (), [], 10**30)


def random_command(rng: random.Random, state: State) -> Any:
    """A random command instance: often a legal one bent (other seat, value, type), sometimes
    a legal one untouched, sometimes junk. Drawn only from the seeded `rng`."""
    from dataclasses import fields, replace

    from service.games.g1001.commands import COMMAND_TYPES
    from service.kit.base import ExpireTimer

    players = len(state.setup.players)
    legal = [c for s in range(players) for c in GAME.legal_commands(state, s)]
    roll = rng.random()
    if roll < 0.1 and legal:
        return rng.choice(legal)
    if roll < 0.6 and legal:
        cmd = rng.choice(legal)
        names = [f.name for f in fields(cmd)]
        name = rng.choice(names)
        value = getattr(cmd, name)
        if name == "seat":
            new: Any = rng.choice([rng.randrange(players), rng.randrange(-1, players + 1),
                                   rng.choice(WEIRD)])
        elif isinstance(value, int) and not isinstance(value, bool):
            new = rng.choice([value + rng.choice((-3, -2, -1, 1, 2, 3)), rng.choice(WEIRD)])
        elif isinstance(value, tuple):
            new = rng.choice([
                tuple(rng.randrange(0, 6) for _ in range(rng.randrange(0, 4))),
                tuple(rng.randrange(1, 5) for _ in value),
                list(value), (*value, *value), tuple(str(v) for v in value),
                rng.choice(WEIRD)])
        else:
            new = rng.choice(["red", "blue", "green", "stars", "oil_lamp", "gold",
                              rng.choice(WEIRD)])
        return replace(cmd, **{name: new})
    cls = rng.choice([*COMMAND_TYPES.values(), ResolveChance, ExpireTimer, Command])
    seat: Any = rng.choice([rng.randrange(players), None, rng.choice(WEIRD)])
    if cls is ResolveChance:
        spec = GAME.chance(state)
        key: Any = spec.key if spec is not None and rng.random() < 0.7 else rng.choice(
            ["tiles", "gems", "route:1", "flight_cards:2", None, 3])
        outcome: Any = rng.choice([None, 0, 1, -1, 5, True, ("red",) * 36, "x"])
        if spec is not None and rng.random() < 0.5:
            outcome = (tuple(rng.sample(spec.items, len(spec.items))) if spec.kind == "shuffle"
                       else rng.randrange(-1, len(spec.items) + 1))
        return ResolveChance(None if rng.random() < 0.8 else seat, key, outcome)
    if cls is ExpireTimer:
        return ExpireTimer(None if rng.random() < 0.8 else seat)
    if cls is Command:
        return rng.choice([Command(seat), None, object()])
    return cls(seat)  # every field at its default
