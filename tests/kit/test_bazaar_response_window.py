"""The response window: after the take, each other seat in turn (clockwise from the taker's
left) may protest or pass; play goes on when the window closes."""

from __future__ import annotations

from service.kit.turns import Window
from tests.kit.bazaar import GAME
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.commands import Bid, Pass, Protest, TakeGood
from tests.kit.support import Table


def _window(players: int = 4, *bids: int) -> Table:
    t = Table(players=players)
    t.to_window(*(bids or (0, 0, 3, 0)))
    return t


def test_the_window_opens_after_the_take_clockwise_from_the_takers_left():
    t = _window()
    turn = GAME.turn(t.state)
    assert turn.window == Window(opened_by=2, about="take", order=(3, 0, 1))
    assert turn.seats == (3,)
    assert GAME.legal_commands(t.state, 3) == [Protest(seat=3), Pass(seat=3)]
    assert all(GAME.legal_commands(t.state, s) == [] for s in (0, 1, 2))


def test_only_the_current_responder_may_answer():
    t = _window()
    assert t.refused(Pass(seat=0)) == "NOT_YOUR_RESPONSE"
    assert t.refused(Protest(seat=1)) == "NOT_YOUR_RESPONSE"
    assert t.refused(Protest(seat=2)) == "NOT_YOUR_RESPONSE"  # the taker answers nothing


def test_a_pass_hands_the_window_to_the_next_seat_in_order():
    t = _window()
    assert t.play(Pass(seat=3)) == [ev.Passed(seat=3)]
    assert GAME.turn(t.state).window.order == (0, 1)
    assert t.refused(Pass(seat=3)) == "NOT_YOUR_RESPONSE"
    t.play(Pass(seat=0))
    assert GAME.turn(t.state).window.responder == 1


def test_a_protest_costs_the_protester_a_coin_and_the_taker_two():
    t = _window()
    assert t.play(Protest(seat=3)) == [ev.Protested(seat=3, against=2, paid=1, received=2)]
    assert t.state.coins == (10, 10, 10 - 3 - 2, 10 - 1 + 2)
    assert GAME.turn(t.state).window.responder == 0


def test_a_taker_pays_a_protester_no_more_than_it_has():
    t = _window(2, 0, 10)
    assert t.play(Protest(seat=0))[0] == ev.Protested(seat=0, against=1, paid=1, received=0)
    assert t.state.coins == (9, 0)


def test_a_seat_without_coins_may_only_pass():
    t = _window(3, 0, 10, 0)  # seat 1 spends everything in round 1
    t.pass_window()
    t.to_window(1, 0, 0)  # round 2: seat 0 takes; seat 1 answers first
    assert GAME.turn(t.state).window.responder == 1 and t.state.coins[1] == 0
    assert GAME.legal_commands(t.state, 1) == [Pass(seat=1)]
    assert t.refused(Protest(seat=1)) == "NO_COINS"


def test_answering_with_no_window_open_is_refused():
    t = Table(players=2)
    assert t.refused(Pass(seat=0)) == "NO_WINDOW_OPEN"
    t.bid_all(1, 0)
    assert t.refused(Protest(seat=1)) == "NO_WINDOW_OPEN"


def test_the_last_answer_closes_the_window_and_play_goes_on_to_the_next_round():
    t = _window(3, 4, 0, 0)
    t.play(Pass(seat=1))
    events = t.play(Pass(seat=2))
    kinds = [type(e) for e in events]
    assert kinds[:3] == [ev.Passed, ev.MerchantTook, ev.GoodDiscarded]
    assert kinds[3:] == [ev.DeckShuffled, ev.GoodsLaidOut]
    assert GAME.turn(t.state).window is None
    assert t.state.round == 2 and GAME.turn(t.state).phase == "bidding"
    assert t.play(Bid(seat=0, amount=0))
    assert t.refused(TakeGood(seat=0, good=t.state.layout[0])) == "NO_PENDING_DECISION"
