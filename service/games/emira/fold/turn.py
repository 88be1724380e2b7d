"""The fold of the turn's frame: turns and phases, decisions asked, income, the preparation,
upkeep and the end of the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import add
from service.games.emira.state import APPEARANCES, NEW_TURN, OVER, Final, Game, Question, Sheik
from service.kit.records import evolve, with_item

MARKER_SUPPLY = {"camel": 0, "palace": 1, "small": 2, "large": 3}


# --- turns and phases -------------------------------------------------------------------------


def _unpaid(s: Sheik) -> Sheik:
    """A new turn: no upkeep paid yet (Suleika's dues stay owed until an upkeep pays them)."""
    return evolve(s, paid=False)


def _turn_began(g: Game, e: ev.TurnBegan) -> Game:
    sheiks = tuple(_unpaid(s) if s.paid else s for s in g.sheiks)
    return evolve(g, turn=e.turn, first=e.first, sheiks=sheiks, **NEW_TURN)


def _phase(g: Game, e: ev.PhaseBegan) -> Game:
    return evolve(g, phase=e.phase, stage=e.stage, seat=e.seat, done=(), opener=-1, high=0,
                  leader=-1, passed=(), chooser=-1, bid_paid=False)


def _stage(g: Game, e: ev.StageReached) -> Game:
    return evolve(g, stage=e.stage)


def _asked(g: Game, e: ev.DecisionAsked) -> Game:
    return evolve(g, ask=Question(e.name, e.seat, tuple(e.options)))


def _seat_done(g: Game, e: ev.SeatDone) -> Game:
    return evolve(g, seat=e.next, done=g.done + (e.seat,), ask=None, gone=())


def _turn_ended(g: Game, e: ev.TurnEnded) -> Game:
    return evolve(g, first=e.first)


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
    sheiks = with_item(g.sheiks, e.seat,
                       evolve(s, gold=s.gold + e.amount, caravans=tuple(caravans)))
    if not (back_small or back_large):
        return evolve(g, sheiks=sheiks)
    b = g.board
    c, p, sm, lg = b.supply
    return evolve(g, sheiks=sheiks,
                  board=evolve(b, supply=(c, p, sm + back_small, lg + back_large)))


def _drawn(g: Game, e: ev.PrincessesDrawn) -> Game:
    d = g.decks
    decks = evolve(d, emira=d.emira[len(e.active) + len(e.later):])
    board = evolve(g.board, active=tuple(e.active), later=tuple(e.later))
    return evolve(g, board=board, decks=decks)


def _later(g: Game, e: ev.LaterPrincessesActive) -> Game:
    return evolve(g, board=evolve(g.board, active=g.board.later, later=()))


def _ran_out(g: Game, e: ev.EmiraDeckRanOut) -> Game:
    return evolve(g, ended=True)


def _status_turned(g: Game, e: ev.StatusCardsTurned) -> Game:
    d = g.decks
    decks = evolve(d, status=d.status[len(e.cards):])
    if len(e.cards) == 1:
        return evolve(g, board=evolve(g.board, status=e.cards[0]), decks=decks)
    seat = next((s for k, s in g.effects if k == "royal_favour"), 0)
    ask = Question("royal_favour", seat, tuple(e.cards))
    return evolve(g, decks=decks, ask=ask)


def _status_chosen(g: Game, e: ev.StatusCardChosen) -> Game:
    d = g.decks
    return evolve(g, board=evolve(g.board, status=e.card),
                  decks=evolve(d, status=d.status + (e.bottom,)), ask=None)


def _counter(g: Game, e: ev.CounterPlaced) -> Game:
    b = g.board
    board = evolve(b, counter=e.kind, bag=add(b.bag, APPEARANCES.index(e.kind), -1))
    return evolve(g, board=board, ask=None)


def _markers(g: Game, e: ev.MarkersPlaced) -> Game:
    b = g.board
    supply: tuple[int, ...] = b.supply
    for m in e.markers:
        supply = add(supply, MARKER_SUPPLY[m], -1)
    return evolve(g, board=evolve(b, offers=b.offers + tuple(e.markers), supply=supply))


# --- upkeep and the end -------------------------------------------------------------------------


def _upkeep(g: Game, e: ev.UpkeepPaid) -> Game:
    """His upkeep is settled, Suleika's dues with it (paid, or gone in a tumult)."""
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat,
                                      evolve(s, gold=s.gold - e.amount, paid=e.full, dues=0)))


def _tumult_shuffled(g: Game, e: ev.TumultShuffled) -> Game:
    """Those who left, in their shuffled order, at the bottom of the Emira deck."""
    d = g.decks
    rest = tuple(p for p in d.emira if p not in e.order)
    return evolve(g, decks=evolve(d, emira=rest + tuple(e.order)), gone=())


def _xenia_paid(g: Game, e: ev.XeniaGiftPaid) -> Game:
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, gold=s.gold - e.amount)),
                  board=evolve(g.board, xenia=2, xenia_due=False), ask=None)


def _xenia_marker(g: Game, e: ev.XeniaMarkerRemoved) -> Game:
    return evolve(g, board=evolve(g.board, xenia=e.markers))


def _ended(g: Game, e: ev.GameEnded) -> Game:
    return evolve(g, phase=OVER, final=Final(tuple(e.winners), tuple(e.scores), e.reason))


def _gold_gained(g: Game, e: ev.GoldGained) -> Game:
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, gold=s.gold + e.amount)))


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
    ev.TumultShuffled: _tumult_shuffled,
    ev.XeniaGiftPaid: _xenia_paid,
    ev.XeniaMarkerRemoved: _xenia_marker,
    ev.GameEnded: _ended,
}
