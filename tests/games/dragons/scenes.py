"""Scenes for the Aladdin's Dragons rules tests: a real game brought to a moment, then the
few facts a rulebook example names set by hand (a guard's card, a hand, the heroes on a
location), then commands played through the rules' own gate and the automatic actors
settled as the application settles them."""

from __future__ import annotations

from typing import Any

from service.app import chance
from service.app.selfplay import new_game
from service.games.dragons import GAME
from service.games.dragons.commands import ChooseStartPlayer, Pass
from service.games.dragons.resolving import owed
from service.games.dragons.state import RESOLVING, Hand, Hero, Owed, State
from service.kit.base import Command, Context, Event, Recorder
from service.kit.records import evolve, with_item

CTX = Context(now=0.0)
ROOM = "room:lamp#1"
GUARD_4 = "gold#8"  # gold is numbered 1,1,1,2,2,3,3,4,4,5: #8 is a 4


def of(events: list, kind: type) -> list:
    """The events of one kind, in order."""
    return [e for e in events if isinstance(e, kind)]


def placing(players: int = 3, seed: int = 1, start: int = 0) -> State:
    """A new game at its first placement (phase two of round one), `start` chosen as the
    start player by the highest draw; the layout window passed."""
    g = new_game(GAME, seed, players).state
    g, _ = play(g, ChooseStartPlayer(g.owed.seat, start))
    g, _ = pass_window(g)
    return g


def edit(g: State, **fields: Any) -> State:
    return evolve(g, **fields)


def offering(g: State, *row: str) -> State:
    """`g` with exactly `row` on offer, taken out of the artifact deck (the refill after a
    purchase must not draw one of them again)."""
    return edit(g, row=row, artifacts=tuple(a for a in g.artifacts if a not in row))


def edit_hand(g: State, seat: int, **fields: Any) -> State:
    return edit(g, hands=with_item(g.hands, seat, evolve(g.hands[seat], **fields)))


def empty_hands(g: State) -> State:
    return edit(g, hands=tuple(Hand(heroes=h.heroes) for h in g.hands))


def resolving(g: State, heroes: dict[str, list[tuple[int, int]]], *, guard: str | None = None,
              start: int = 0) -> State:
    """Phase three over the locations given (in that order), with those (seat, number)
    heroes face down on them; nothing resolved yet."""
    locations = tuple(heroes)
    board = tuple((loc, tuple(Hero(s, v) for s, v in heroes[loc])) for loc in locations)
    return edit(g, phase=RESOLVING, heroes=board, order=locations, at=0, step="",
                guard=guard, guard_up=False, answering=(), placer=-1, start=start, stack=(),
                owed=None, claim=None)


def decision(g: State) -> Owed | None:
    """The decision `g` waits on (a seat's, or the Dummy's)."""
    return owed(g)


def settle(g: State, events: list[Event]) -> State:
    for event, state, _ in chance.settle(GAME, g, 7, len(events), CTX):
        events.append(event)
        if state is not None:
            g = state
    return g


def go(g: State) -> tuple[State, list[Event]]:
    """Let the rules run by themselves from a scene set by hand."""
    out = Recorder(g, GAME.fold)
    GAME.phases.advance(out)
    events = list(out.events)
    return settle(out.state, events), events


def play(g: State, *commands: Command) -> tuple[State, list[Event]]:
    """Each command through the gate (`GAME.decide`), the automatic actors after each."""
    events: list[Event] = []
    for c in commands:
        d = GAME.decide(g, c, CTX)
        events += d.events
        g = settle(d.state, events)
    return g, events


def pass_window(g: State) -> tuple[State, list[Event]]:
    """Every responder of the open window passes."""
    events: list[Event] = []
    while g.window is not None:
        g, more = play(g, Pass(g.window.responder))
        events += more
    return g, events


def names(events: list[Event]) -> list[str]:
    return [type(e).__name__ for e in events]
