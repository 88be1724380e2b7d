"""Folding Bazaar's events into its state: pure, never validates, never raises."""

from __future__ import annotations

from functools import singledispatch

from service.kit.base import Event
from service.kit.records import evolve
from service.kit.turns import Window
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.state import BIDDING, CHOOSING, MARKET, MERCHANT, OVER, RESPONDING, State


def _set(values: tuple, index: int, value: object) -> tuple:
    return values[:index] + (value,) + values[index + 1 :]


def _without(goods: tuple[str, ...], good: str) -> tuple[str, ...]:
    i = goods.index(good)
    return goods[:i] + goods[i + 1 :]


def fold(s: State, event: Event) -> State:
    """The state after `event` (the kit's `Game.fold`)."""
    return _fold(event, s)


@singledispatch  # dispatches on its first argument: the event
def _fold(event: Event, s: State) -> State:
    return s  # GameCreated is folded by `initial`; nothing else is unknown


@_fold.register
def _(e: ev.DeckShuffled, s: State) -> State:
    return evolve(s, deck=e.order)


@_fold.register
def _(e: ev.GoodsLaidOut, s: State) -> State:
    return evolve(
        s, phase=BIDDING, round=e.round, layout=e.goods, deck=s.deck[len(e.goods) :],
        bids=(None,) * s.seats, deadline=e.deadline, timer_out=False, taker=None,
    )


@_fold.register
def _(e: ev.BidPlaced, s: State) -> State:
    return evolve(s, bids=_set(s.bids, e.seat, e.amount))


@_fold.register
def _(e: ev.TimerRanOut, s: State) -> State:
    return evolve(s, timer_out=True)


@_fold.register
def _(e: ev.BidsRevealed, s: State) -> State:
    coins = _set(s.coins, e.winner, s.coins[e.winner] - e.price)
    return evolve(
        s, phase=CHOOSING, coins=coins, revealed=e.bids, taker=e.winner,
        bids=(None,) * s.seats, deadline=None,
    )


@_fold.register
def _(e: ev.GoodTaken, s: State) -> State:
    window = Window.open(e.seat, "take", s.seats)
    return evolve(
        s, phase=RESPONDING if window else MERCHANT, layout=_without(s.layout, e.good),
        holdings=_set(s.holdings, e.seat, s.holdings[e.seat] + (e.good,)), window=window,
    )


def _answered(s: State) -> State:
    window = s.window.after_answer() if s.window else None
    return evolve(s, window=window, phase=RESPONDING if window else MERCHANT)


@_fold.register
def _(e: ev.Protested, s: State) -> State:
    coins = _set(s.coins, e.seat, s.coins[e.seat] - e.paid + e.received)
    coins = _set(coins, e.against, coins[e.against] - e.received)
    return _answered(evolve(s, coins=coins))


@_fold.register
def _(e: ev.Passed, s: State) -> State:
    return _answered(s)


@_fold.register
def _(e: ev.MerchantTook, s: State) -> State:
    return evolve(s, layout=_without(s.layout, e.good), merchant=s.merchant + (e.good,))


@_fold.register
def _(e: ev.GoodDiscarded, s: State) -> State:
    return evolve(
        s, phase=MARKET, layout=_without(s.layout, e.good), discarded=s.discarded + (e.good,)
    )


@_fold.register
def _(e: ev.GameEnded, s: State) -> State:
    return evolve(s, phase=OVER)
