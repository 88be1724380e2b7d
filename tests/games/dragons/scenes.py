"""Scenes for the Aladdin's Dragons rules tests: a real game brought to a moment, then the
few facts a rulebook example names set by hand (a guard's card, a hand, the heroes on a
location), then commands played through the rules' own gate and the automatic actors
settled as the application settles them."""

from __future__ import annotations

from typing import Any

from service.app import chance
from service.app.selfplay import new_game
from service.games.dragons import RULES
from service.games.dragons.flow import advance
from service.games.dragons.state import (
    RESOLVING,
    Game,
    Hand,
    Hero,
    draft_game,
    draft_hand,
)
from service.kit.base import Command, Context, Event, Recorder

CTX = Context(now=0.0)


def placing(players: int = 3, seed: int = 1, start: int = 0) -> Game:
    """A new game at its first placement (phase two of round one), `start` chosen as the
    start player by the highest draw; the layout window passed."""
    from service.games.dragons.commands import ChooseStartPlayer

    g = new_game(RULES, seed, players).state
    g, _ = play(g, ChooseStartPlayer(g.ask.seat, start))
    g, _ = pass_window(g)
    return g


def edit(g: Game, **fields: Any) -> Game:
    d = draft_game(g)
    for name, value in fields.items():
        setattr(d, name, value)
    return d.seal()


def offering(g: Game, *row: str) -> Game:
    """`g` with exactly `row` on offer, taken out of the artifact deck (the refill after a
    purchase must not draw one of them again)."""
    return edit(g, row=row, artifacts=tuple(a for a in g.artifacts if a not in row))


def edit_hand(g: Game, seat: int, **fields: Any) -> Game:
    d = draft_hand(g.hands[seat])
    for name, value in fields.items():
        setattr(d, name, value)
    hands = list(g.hands)
    hands[seat] = d.seal()
    return edit(g, hands=tuple(hands))


def empty_hands(g: Game) -> Game:
    return edit(g, hands=tuple(Hand(heroes=h.heroes) for h in g.hands))


def resolving(g: Game, heroes: dict[str, list[tuple[int, int]]], *, guard: str | None = None,
              start: int = 0) -> Game:
    """Phase three over the locations given (in that order), with those (seat, number)
    heroes face down on them; nothing resolved yet."""
    locations = tuple(heroes)
    board = tuple((loc, tuple(Hero(s, v) for s, v in heroes[loc])) for loc in locations)
    return edit(g, phase=RESOLVING, heroes=board, order=locations, at=0, step="",
                guard=guard, guard_up=False, window=None, placer=-1, start=start, stack=(),
                ask=None, claim=None)


def settle(g: Game, events: list[Event]) -> Game:
    for event, state, _ in chance.settle(RULES, g, 7, len(events), CTX):
        events.append(event)
        if state is not None:
            g = state
    return g


def go(g: Game) -> tuple[Game, list[Event]]:
    """Let the rules run by themselves from a scene set by hand."""
    out = Recorder(g, RULES.fold)
    advance(out)
    events = list(out.events)
    return settle(out.state, events), events


def play(g: Game, *commands: Command) -> tuple[Game, list[Event]]:
    """Each command through the gate (`RULES.decide`), the automatic actors after each."""
    events: list[Event] = []
    for c in commands:
        d = RULES.decide(g, c, CTX)
        events += d.events
        g = settle(d.state, events)
    return g, events


def pass_window(g: Game) -> tuple[Game, list[Event]]:
    """Every responder of the open window passes."""
    from service.games.dragons.commands import Pass

    events: list[Event] = []
    while g.window is not None:
        g, more = play(g, Pass(g.window.responder))
        events += more
    return g, events


def names(events: list[Event]) -> list[str]:
    return [type(e).__name__ for e in events]
