"""The fold of the bidding: rounds, bids, the action chosen (or the gold), the leftovers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import (
    add,
    replace_sheik,
    sheik_gold,
    with_board,
    without,
)
from service.games.emira.records import make_board, make_decks, make_game, make_sheik, make_step
from service.games.emira.state import APPEARANCES, BIDDING, CHOOSING, Game, caravan

ACTION_MARKER = {"small_caravan": "small", "large_caravan": "large", "palace": "palace",
                 "camel": "camel"}


def _round_opened(g: Game, e: ev.RoundOpened) -> Game:
    st = g.step
    step = make_step(st.stage, e.bidder, st.done, st.acted, st.taken, e.opener, 0, -1, (), -1,
                     False, st.ask, st.effects, st.symbols)
    return make_game(g.setup, BIDDING, g.turn, g.first, g.sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _raised(g: Game, e: ev.BidRaised) -> Game:
    st = g.step
    step = make_step(st.stage, e.next, st.done, st.acted, st.taken, st.opener,
                     e.amount, e.seat, st.passed, st.chooser, st.bid_paid, st.ask,
                     st.effects, st.symbols)
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _passed(g: Game, e: ev.BidPassed) -> Game:
    st = g.step
    step = make_step(st.stage, e.next, st.done, st.acted, st.taken, st.opener,
                     st.high, st.leader, st.passed + (e.seat,), st.chooser,
                     st.bid_paid, st.ask, st.effects, st.symbols)
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _won(g: Game, e: ev.RoundWon) -> Game:
    s = g.sheiks[e.seat]
    sheiks = replace_sheik(g.sheiks, e.seat, sheik_gold(s, s.gold - e.paid))
    st = g.step
    step = make_step(st.stage, -1, st.done, st.acted, st.taken, st.opener, st.high, st.leader,
                     st.passed, e.seat, not e.last, st.ask, st.effects, st.symbols)
    return make_game(g.setup, CHOOSING, g.turn, g.first, sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _last_bid(g: Game, e: ev.LastBid) -> Game:
    s = g.sheiks[e.seat]
    sheiks = replace_sheik(g.sheiks, e.seat, sheik_gold(s, s.gold - e.paid))
    st = g.step
    step = make_step(st.stage, st.seat, st.done, st.acted, st.taken, st.opener, e.bid,
                     st.leader, st.passed, st.chooser, True, st.ask, st.effects, st.symbols)
    return make_game(g.setup, g.phase, g.turn, g.first, sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _action(g: Game, e: ev.ActionTaken) -> Game:
    s = g.sheiks[e.seat]
    gold = s.gold - e.cost
    a = e.action
    b = g.board
    camels, sections, counters, status, caravans = (s.camels, s.sections, s.counters, s.status,
                                       s.caravans)
    counter, card = b.counter, b.status
    if a in ("small_caravan", "large_caravan"):
        caravans = caravans + ((e.item, caravan(g.content, e.item).turns),)
    elif a == "appearance":
        counters = add(counters, APPEARANCES.index(e.item), 1)
        counter = None
    elif a == "status":
        status = status + (e.item,)
        card = None
    elif a == "palace":
        sections += 1
    else:
        camels += 1
    s = make_sheik(s.colour, gold, camels, s.breed, sections, s.track, counters, s.looks, status,
                   caravans, s.princesses, s.hand, s.kept, s.goal, s.dues, s.lost, s.paid)
    marker = ACTION_MARKER.get(a)
    offers = b.offers if marker is None else without(b.offers, marker)
    b = make_board(b.active, b.later, b.undecided, card, counter, offers, b.supply, b.bag,
                   b.spare, b.removed, b.swapped, b.xenia, b.xenia_due)
    st = g.step
    step = make_step(st.stage, st.seat, st.done, st.acted + (e.seat,), st.taken + (a,),
                     st.opener, st.high, st.leader, st.passed, -1, st.bid_paid, st.ask,
                     st.effects, st.symbols)
    return make_game(g.setup, g.phase, g.turn, g.first, replace_sheik(g.sheiks, e.seat, s), b,
                     g.decks, step, g.ended, g.final)


def _no_action(g: Game, e: ev.NoActionTaken) -> Game:
    sheiks = g.sheiks
    if e.gold:
        s = sheiks[e.seat]
        s = sheik_gold(s, s.gold + g.content.costs["gold_alternative"])
        sheiks = replace_sheik(sheiks, e.seat, s)
    st = g.step
    chooser = -1 if st.chooser == e.seat else st.chooser
    step = make_step(st.stage, st.seat, st.done, st.acted + (e.seat,), st.taken, st.opener,
                     st.high, st.leader, st.passed, chooser, st.bid_paid, st.ask, st.effects,
                     st.symbols)
    return make_game(g.setup, g.phase, g.turn, g.first, sheiks, g.board, g.decks, step,
                     g.ended, g.final)


def _bidding_ended(g: Game, e: ev.BiddingEnded) -> Game:
    if e.counter is None and e.status is None:
        return g
    b = g.board
    counter, bag = b.counter, b.bag
    if e.counter is not None:
        counter, bag = None, add(bag, APPEARANCES.index(e.counter), 1)
    card = b.status if e.status is None else None
    b = make_board(b.active, b.later, b.undecided, card, counter, b.offers, b.supply, bag,
                   b.spare, b.removed, b.swapped, b.xenia, b.xenia_due)
    if e.status is None:
        return with_board(g, b)
    d = g.decks
    decks = make_decks(d.emira, d.status + (e.status,), d.events, d.dealt, d.out)
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, b, decks, g.step, g.ended,
                     g.final)


HANDLERS: dict[type, Callable[[Game, Any], Game]] = {
    ev.RoundOpened: _round_opened,
    ev.BidRaised: _raised,
    ev.BidPassed: _passed,
    ev.RoundWon: _won,
    ev.LastBid: _last_bid,
    ev.ActionTaken: _action,
    ev.NoActionTaken: _no_action,
    ev.BiddingEnded: _bidding_ended,
}
