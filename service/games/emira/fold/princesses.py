"""The fold of the princesses: who joins whom, who stays undecided, who leaves, and what
their abilities take or owe."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import add, asked, replace_sheik, step_ask, without
from service.games.emira.records import make_board, make_decks, make_game, make_sheik
from service.games.emira.state import APPEARANCES, PRINCESS, Game, Sheik, put
from service.kit.base import Event


def _nothing(g: Game, e: Event) -> Game:
    return g


def _princesses(s: Sheik, princesses: tuple[str, ...]) -> Sheik:
    return make_sheik(s.colour, s.gold, s.camels, s.breed, s.sections, s.track, s.counters,
                      s.looks, s.status, s.caravans, princesses, s.hand, s.kept, s.goal,
                      s.dues, s.lost, s.paid)


def _active_after(g: Game, princess: str) -> tuple[str, ...]:
    """The princess in play has chosen (or is undecided): she leaves the "in play" box."""
    active = g.board.active
    if g.phase == PRINCESS and active and active[0] == princess:
        return active[1:]
    return active


def _joined(g: Game, e: ev.PrincessJoined) -> Game:
    p = e.princess
    s = g.sheiks[e.seat]
    sheiks = replace_sheik(g.sheiks, e.seat, _princesses(s, s.princesses + (p,)))
    b = g.board
    xenia, xenia_due = b.xenia, b.xenia_due
    if g.content.princesses[p].ability == "gift":
        xenia, xenia_due = 0, True
    board = make_board(_active_after(g, p), b.later, without(b.undecided, p), b.status,
                       b.counter, b.offers, b.supply, b.bag, b.spare, b.removed,
                       without(b.swapped, p), xenia, xenia_due)
    return make_game(g.setup, g.phase, g.turn, g.first, sheiks, board, g.decks, g.step,
                     g.ended, g.final)


def _undecided(g: Game, e: ev.PrincessUndecided) -> Game:
    b = g.board
    board = put(b, active=_active_after(g, e.princess), undecided=b.undecided + (e.princess,))
    return put(g, board=board)


def _left(g: Game, e: ev.PrincessLeft) -> Game:
    p = e.princess
    s = g.sheiks[e.seat]
    sheiks = replace_sheik(g.sheiks, e.seat, _princesses(s, without(s.princesses, p)))
    b, d = g.board, g.decks
    xenia, xenia_due = b.xenia, b.xenia_due
    if g.content.princesses[p].ability == "gift":
        xenia, xenia_due = 0, False
    if e.to == "deck":  # the bottom of the Emira deck
        d = make_decks(d.emira + (p,), d.status, d.events, d.dealt, d.out)
    removed = b.removed + (p,) if e.to == "out" else b.removed
    board = make_board(b.active, b.later, b.undecided, b.status, b.counter, b.offers, b.supply,
                       b.bag, b.spare, removed, b.swapped, xenia, xenia_due)
    return make_game(g.setup, g.phase, g.turn, g.first, sheiks, board, d,
                     step_ask(g.step, None), g.ended, g.final)


# --- what their abilities take or owe (rare: rebuilt by name) ------------------------------------


def _counter_discarded(g: Game, e: ev.CounterDiscarded) -> Game:
    i = APPEARANCES.index(e.kind)
    s = g.sheiks[e.seat]
    sheiks = replace_sheik(g.sheiks, e.seat, put(s, counters=add(s.counters, i, -1)))
    g = put(g, sheiks=sheiks, board=put(g.board, bag=add(g.board.bag, i, 1)))
    return asked(g, None)


def _status_discarded(g: Game, e: ev.StatusDiscarded) -> Game:
    s = g.sheiks[e.seat]
    g = put(g, sheiks=replace_sheik(g.sheiks, e.seat, put(s, status=without(s.status, e.card))))
    return asked(g, None)


def _turn_lost(g: Game, e: ev.TurnLost) -> Game:
    s = g.sheiks[e.seat]
    return put(g, sheiks=replace_sheik(g.sheiks, e.seat, put(s, lost=e.turn)))


def _dues(g: Game, e: ev.DuesOwed) -> Game:
    s = g.sheiks[e.seat]
    return put(g, sheiks=replace_sheik(g.sheiks, e.seat, put(s, dues=s.dues + e.amount)))


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
