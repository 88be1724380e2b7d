"""The fold of the bidding: rounds, bids, the action chosen (or the gold), the leftovers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import add, without
from service.games.emira.state import APPEARANCES, BIDDING, CHOOSING, Game, caravan
from service.kit.records import evolve, with_item

ACTION_MARKER = {"small_caravan": "small", "large_caravan": "large", "palace": "palace",
                 "camel": "camel"}


def _round_opened(g: Game, e: ev.RoundOpened) -> Game:
    return evolve(g, phase=BIDDING, seat=e.bidder, opener=e.opener, high=0, leader=-1,
                  passed=(), chooser=-1, bid_paid=False)


def _raised(g: Game, e: ev.BidRaised) -> Game:
    return evolve(g, seat=e.next, high=e.amount, leader=e.seat)


def _passed(g: Game, e: ev.BidPassed) -> Game:
    return evolve(g, seat=e.next, passed=g.passed + (e.seat,))


def _won(g: Game, e: ev.RoundWon) -> Game:
    s = g.sheiks[e.seat]
    sheiks = with_item(g.sheiks, e.seat, evolve(s, gold=s.gold - e.paid))
    return evolve(g, phase=CHOOSING, sheiks=sheiks, seat=-1, chooser=e.seat, bid_paid=not e.last)


def _last_bid(g: Game, e: ev.LastBid) -> Game:
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, gold=s.gold - e.paid)),
                  high=e.bid, bid_paid=True)


def _action(g: Game, e: ev.ActionTaken) -> Game:
    s = g.sheiks[e.seat]
    a = e.action
    b = g.board
    bought: dict[str, Any] = {"gold": s.gold - e.cost}
    counter, card = b.counter, b.status
    if a in ("small_caravan", "large_caravan"):
        bought["caravans"] = s.caravans + ((e.item, caravan(g.content, e.item).turns),)
    elif a == "appearance":
        bought["counters"] = add(s.counters, APPEARANCES.index(e.item), 1)
        counter = None
    elif a == "status":
        bought["status"] = s.status + (e.item,)
        card = None
    elif a == "palace":
        bought["sections"] = s.sections + 1
    else:
        bought["camels"] = s.camels + 1
    marker = ACTION_MARKER.get(a)
    offers = b.offers if marker is None else without(b.offers, marker)
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, **bought)),
                  board=evolve(b, status=card, counter=counter, offers=offers),
                  acted=g.acted + (e.seat,), taken=g.taken + (a,), chooser=-1)


def _no_action(g: Game, e: ev.NoActionTaken) -> Game:
    sheiks = g.sheiks
    if e.gold:
        s = g.sheiks[e.seat]
        gold = s.gold + g.content.costs["gold_alternative"]
        sheiks = with_item(sheiks, e.seat, evolve(s, gold=gold))
    chooser = -1 if g.chooser == e.seat else g.chooser
    return evolve(g, sheiks=sheiks, acted=g.acted + (e.seat,), chooser=chooser)


def _bidding_ended(g: Game, e: ev.BiddingEnded) -> Game:
    if e.counter is None and e.status is None:
        return g
    b = g.board
    counter: str | None = b.counter
    bag: tuple[int, ...] = b.bag
    if e.counter is not None:
        counter, bag = None, add(bag, APPEARANCES.index(e.counter), 1)
    card = b.status if e.status is None else None
    board = evolve(b, status=card, counter=counter, bag=bag)
    if e.status is None:
        return evolve(g, board=board)
    return evolve(g, board=board, decks=evolve(g.decks, status=g.decks.status + (e.status,)))


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
