"""The fold of the princesses: who joins whom, who stays undecided, who leaves, and what
their abilities take or owe."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import add, without
from service.games.emira.state import APPEARANCES, PRINCESS, Game
from service.kit.base import Event
from service.kit.records import evolve, with_item


def _nothing(g: Game, e: Event) -> Game:
    return g


def _active_after(g: Game, princess: str) -> tuple[str, ...]:
    """The princess in play has chosen (or is undecided): she leaves the "in play" box."""
    active = g.board.active
    if g.phase == PRINCESS and active and active[0] == princess:
        return active[1:]
    return active


def _joined(g: Game, e: ev.PrincessJoined) -> Game:
    p = e.princess
    b = g.board
    xenia, xenia_due = b.xenia, b.xenia_due
    if g.content.princesses[p].ability == "gift":
        xenia, xenia_due = 0, True
    board = evolve(b, active=_active_after(g, p), undecided=without(b.undecided, p),
                   swapped=without(b.swapped, p), xenia=xenia, xenia_due=xenia_due)
    s = g.sheiks[e.seat]
    hosted = s.hosted if p in s.hosted else s.hosted + (p,)
    sheiks = with_item(g.sheiks, e.seat, evolve(s, princesses=s.princesses + (p,), hosted=hosted))
    return evolve(g, sheiks=sheiks, board=board)


def _undecided(g: Game, e: ev.PrincessUndecided) -> Game:
    b = g.board
    board = evolve(b, active=_active_after(g, e.princess), undecided=b.undecided + (e.princess,))
    return evolve(g, board=board)


def _left(g: Game, e: ev.PrincessLeft) -> Game:
    p = e.princess
    b, d = g.board, g.decks
    xenia, xenia_due = b.xenia, b.xenia_due
    if g.content.princesses[p].ability == "gift":
        xenia, xenia_due = 0, False
    if e.to == "deck":  # the bottom of the Emira deck
        d = evolve(d, emira=d.emira + (p,))
    removed = b.removed + (p,) if e.to == "out" else b.removed
    board = evolve(b, removed=removed, xenia=xenia, xenia_due=xenia_due)
    s = g.sheiks[e.seat]
    sheiks = with_item(g.sheiks, e.seat, evolve(s, princesses=without(s.princesses, p)))
    gone = g.gone + (p,) if e.reason == "tumult" else g.gone
    return evolve(g, sheiks=sheiks, board=board, decks=d, ask=None, gone=gone)


# --- what their abilities take or owe ------------------------------------------------------------


def _counter_discarded(g: Game, e: ev.CounterDiscarded) -> Game:
    i = APPEARANCES.index(e.kind)
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, counters=add(s.counters, i, -1))),
                  board=evolve(g.board, bag=add(g.board.bag, i, 1)),
                  ask=None)


def _status_discarded(g: Game, e: ev.StatusDiscarded) -> Game:
    s = g.sheiks[e.seat]
    sheiks = with_item(g.sheiks, e.seat, evolve(s, status=without(s.status, e.card)))
    return evolve(g, sheiks=sheiks, ask=None)


def _turn_lost(g: Game, e: ev.TurnLost) -> Game:
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(g.sheiks[e.seat], lost=e.turn)))


def _dues(g: Game, e: ev.DuesOwed) -> Game:
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, dues=s.dues + e.amount)))


HANDLERS: dict[type, Callable[[Game, Any], Game]] = {
    ev.GoldRevealed: _nothing,
    ev.PrincessJoined: _joined,
    ev.PrincessUndecided: _undecided,
    ev.PrincessLeft: _left,
    ev.CounterDiscarded: _counter_discarded,
    ev.StatusDiscarded: _status_discarded,
    ev.TurnLost: _turn_lost,
    ev.DuesOwed: _dues,
}
