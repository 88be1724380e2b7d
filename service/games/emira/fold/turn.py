"""The fold of the turn's frame: turns and phases, decisions asked, income, the preparation,
upkeep and the end of the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import (
    add,
    asked,
    gold_changed,
    replace_sheik,
    sheik_gold,
    step_ask,
    with_board,
)
from service.games.emira.records import (
    NEW_STEP,
    make_ask,
    make_board,
    make_decks,
    make_game,
    make_sheik,
    make_step,
)
from service.games.emira.state import APPEARANCES, OVER, Final, Game, Sheik

MARKER_SUPPLY = {"camel": 0, "palace": 1, "small": 2, "large": 3}


# --- turns and phases -------------------------------------------------------------------------


def _unpaid(s: Sheik) -> Sheik:
    """A new turn: no upkeep paid yet, no dues owed."""
    return make_sheik(s.colour, s.gold, s.camels, s.breed, s.sections, s.track, s.counters,
                      s.looks, s.status, s.caravans, s.princesses, s.hand, s.kept, s.goal,
                      0, s.lost, False)


def _turn_began(g: Game, e: ev.TurnBegan) -> Game:
    sheiks = tuple(_unpaid(s) if s.paid or s.dues else s for s in g.sheiks)
    return make_game(g.setup, g.phase, e.turn, e.first, sheiks, g.board, g.decks, NEW_STEP,
                     g.ended, g.final)


def _phase(g: Game, e: ev.PhaseBegan) -> Game:
    st = g.step
    step = make_step(e.stage, e.seat, (), st.acted, st.taken, -1, 0, -1, (), -1, False, st.ask,
                     st.effects, st.symbols)
    return make_game(g.setup, e.phase, g.turn, g.first, g.sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _stage(g: Game, e: ev.StageReached) -> Game:
    st = g.step
    step = make_step(e.stage, st.seat, st.done, st.acted, st.taken, st.opener,
                     st.high, st.leader, st.passed, st.chooser, st.bid_paid,
                     st.ask, st.effects, st.symbols)
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _asked(g: Game, e: ev.DecisionAsked) -> Game:
    return asked(g, make_ask(e.name, e.seat, tuple(e.options), ""))


def _seat_done(g: Game, e: ev.SeatDone) -> Game:
    st = g.step
    step = make_step(st.stage, e.next, st.done + (e.seat,), st.acted, st.taken,
                     st.opener, st.high, st.leader, st.passed, st.chooser,
                     st.bid_paid, None, st.effects, st.symbols)
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _turn_ended(g: Game, e: ev.TurnEnded) -> Game:
    return make_game(g.setup, g.phase, g.turn, e.first, g.sheiks, g.board, g.decks, g.step,
                     g.ended, g.final)


# --- income and preparation -------------------------------------------------------------------


def _income(g: Game, e: ev.IncomePaid) -> Game:
    s = g.sheiks[e.seat]
    caravans, back_small, back_large = [], 0, 0
    for item, left in s.caravans:
        if left > 1:
            caravans.append((item, left - 1))
        elif item.startswith("small"):
            back_small += 1
        else:
            back_large += 1
    s = make_sheik(s.colour, s.gold + e.amount, s.camels, s.breed, s.sections, s.track,
                   s.counters, s.looks, s.status, tuple(caravans), s.princesses, s.hand, s.kept,
                   s.goal, s.dues, s.lost, s.paid)
    b = g.board
    if back_small or back_large:
        c, p, sm, lg = b.supply
        b = make_board(b.active, b.later, b.undecided, b.status, b.counter, b.offers,
                       (c, p, sm + back_small, lg + back_large), b.bag, b.spare, b.removed,
                       b.swapped, b.xenia, b.xenia_due)
    return make_game(g.setup, g.phase, g.turn, g.first, replace_sheik(g.sheiks, e.seat, s), b,
                     g.decks, g.step, g.ended, g.final)


def _drawn(g: Game, e: ev.PrincessesDrawn) -> Game:
    d = g.decks
    decks = make_decks(d.emira[len(e.active) + len(e.later):], d.status, d.events, d.dealt,
                       d.out)
    b = g.board
    board = make_board(tuple(e.active), tuple(e.later), b.undecided, b.status, b.counter,
                       b.offers, b.supply, b.bag, b.spare, b.removed, b.swapped, b.xenia,
                       b.xenia_due)
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, board, decks, g.step,
                     g.ended, g.final)


def _later(g: Game, e: ev.LaterPrincessesActive) -> Game:
    b = g.board
    return with_board(g, make_board(b.later, (), b.undecided, b.status, b.counter, b.offers,
                       b.supply, b.bag, b.spare, b.removed, b.swapped, b.xenia,
                       b.xenia_due))


def _ran_out(g: Game, e: ev.EmiraDeckRanOut) -> Game:
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, g.board, g.decks, g.step,
                     True, g.final)


def _status_turned(g: Game, e: ev.StatusCardsTurned) -> Game:
    d = g.decks
    decks = make_decks(d.emira, d.status[len(e.cards):], d.events, d.dealt, d.out)
    b, st = g.board, g.step
    if len(e.cards) == 1:
        b = make_board(b.active, b.later, b.undecided, e.cards[0], b.counter, b.offers,
                       b.supply, b.bag, b.spare, b.removed, b.swapped, b.xenia, b.xenia_due)
    else:
        seat = next((s for k, s in st.effects if k == "royal_favour"), 0)
        st = step_ask(st, make_ask("royal_favour", seat, tuple(e.cards), ""))
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, b, decks, st, g.ended,
                     g.final)


def _status_chosen(g: Game, e: ev.StatusCardChosen) -> Game:
    b, d = g.board, g.decks
    board = make_board(b.active, b.later, b.undecided, e.card, b.counter, b.offers, b.supply,
                       b.bag, b.spare, b.removed, b.swapped, b.xenia, b.xenia_due)
    decks = make_decks(d.emira, d.status + (e.bottom,), d.events, d.dealt, d.out)
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, board, decks,
                     step_ask(g.step, None), g.ended, g.final)


def _counter(g: Game, e: ev.CounterPlaced) -> Game:
    b = g.board
    bag = add(b.bag, APPEARANCES.index(e.kind), -1)
    board = make_board(b.active, b.later, b.undecided, b.status, e.kind, b.offers, b.supply,
                       bag, b.spare, b.removed, b.swapped, b.xenia, b.xenia_due)
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, board, g.decks,
                     step_ask(g.step, None), g.ended, g.final)


def _markers(g: Game, e: ev.MarkersPlaced) -> Game:
    b = g.board
    supply = b.supply
    for m in e.markers:
        supply = add(supply, MARKER_SUPPLY[m], -1)
    return with_board(g, make_board(b.active, b.later, b.undecided, b.status, b.counter,
                       b.offers + tuple(e.markers), supply, b.bag, b.spare,
                       b.removed, b.swapped, b.xenia, b.xenia_due))


# --- upkeep and the end -------------------------------------------------------------------------


def _upkeep(g: Game, e: ev.UpkeepPaid) -> Game:
    s = g.sheiks[e.seat]
    s = make_sheik(s.colour, s.gold - e.amount, s.camels, s.breed, s.sections, s.track,
                   s.counters, s.looks, s.status, s.caravans, s.princesses, s.hand, s.kept,
                   s.goal, s.dues, s.lost, e.full)
    return make_game(g.setup, g.phase, g.turn, g.first, replace_sheik(g.sheiks, e.seat, s),
                     g.board, g.decks, g.step, g.ended, g.final)


def _xenia_paid(g: Game, e: ev.XeniaGiftPaid) -> Game:
    s = g.sheiks[e.seat]
    b = g.board
    board = make_board(b.active, b.later, b.undecided, b.status, b.counter, b.offers, b.supply,
                       b.bag, b.spare, b.removed, b.swapped, 2, False)
    return make_game(g.setup, g.phase, g.turn, g.first,
                     replace_sheik(g.sheiks, e.seat, sheik_gold(s, s.gold - e.amount)), board,
                     g.decks, step_ask(g.step, None), g.ended, g.final)


def _xenia_marker(g: Game, e: ev.XeniaMarkerRemoved) -> Game:
    b = g.board
    return with_board(g, make_board(b.active, b.later, b.undecided, b.status, b.counter,
                       b.offers, b.supply, b.bag, b.spare, b.removed, b.swapped,
                       e.markers, b.xenia_due))


def _ended(g: Game, e: ev.GameEnded) -> Game:
    final = Final(tuple(e.winners), tuple(e.scores), e.reason)
    return make_game(g.setup, OVER, g.turn, g.first, g.sheiks, g.board, g.decks, g.step,
                     g.ended, final)


def _gold_gained(g: Game, e: ev.GoldGained) -> Game:
    return gold_changed(g, e.seat, e.amount)


HANDLERS: dict[type, Callable[[Game, Any], Game]] = {
    ev.TurnBegan: _turn_began,
    ev.PhaseBegan: _phase,
    ev.StageReached: _stage,
    ev.DecisionAsked: _asked,
    ev.SeatDone: _seat_done,
    ev.TurnEnded: _turn_ended,
    ev.GoldGained: _gold_gained,
    ev.IncomePaid: _income,
    ev.PrincessesDrawn: _drawn,
    ev.LaterPrincessesActive: _later,
    ev.EmiraDeckRanOut: _ran_out,
    ev.StatusCardsTurned: _status_turned,
    ev.StatusCardChosen: _status_chosen,
    ev.CounterPlaced: _counter,
    ev.MarkersPlaced: _markers,
    ev.UpkeepPaid: _upkeep,
    ev.XeniaGiftPaid: _xenia_paid,
    ev.XeniaMarkerRemoved: _xenia_marker,
    ev.GameEnded: _ended,
}
