"""The bidding timer: 60 s from the layout, ended only by the application once `ctx.now`
has passed it; the bids still missing then count as 0."""

from __future__ import annotations

import pytest

from service.app import chance
from service.kit.base import Context, ExpireTimer, RuleViolation
from tests.kit.bazaar import GAME
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.commands import Bid, TakeGood
from tests.kit.support import START, Table


def test_the_timer_runs_sixty_seconds_from_the_layout():
    t = Table(now=START)
    laid = next(e for e in t.events if isinstance(e, ev.GoodsLaidOut))
    assert laid.deadline == START + 60
    assert GAME.deadline(t.state) == START + 60 == GAME.turn(t.state).deadline


def test_ending_the_timer_is_refused_before_the_deadline():
    t = Table(players=3)
    t.now = START + 59.9
    assert t.refused(ExpireTimer(seat=None)) == "TIMER_NOT_EXPIRED"


def test_a_seat_may_not_end_the_timer():
    t = Table(players=3)
    t.now = START + 600
    assert t.refused(ExpireTimer(seat=1)) == "APPLICATION_ONLY"


def test_after_the_deadline_the_missing_bids_count_as_zero_and_all_are_revealed():
    t = Table(players=3)
    t.play(Bid(seat=1, amount=2))
    t.now = START + 60
    events = t.play(ExpireTimer(seat=None))
    assert events == [
        ev.TimerRanOut(round=1, missing=(0, 2)),
        ev.BidsRevealed(round=1, bids=(0, 2, 0), winner=1, price=2),
    ]
    assert GAME.turn(t.state).pending.seats == (1,)
    assert t.refused(Bid(seat=0, amount=1)) == "WRONG_PHASE"
    assert t.refused(ExpireTimer(seat=None)) == "NO_TIMER"


def test_when_nobody_bid_in_time_the_lowest_seat_takes_for_free():
    t = Table(players=3)
    t.now = START + 61
    t.play(ExpireTimer(seat=None))
    assert t.state.taker == 0 and t.state.coins == (10, 10, 10)


def test_settle_ends_an_overdue_timer_as_the_application_does():
    t = Table(players=2)
    t.play(Bid(seat=0, amount=5))
    assert chance.settle(GAME, t.state, 7, len(t.events), Context(now=START + 59)) == []
    steps = chance.settle(GAME, t.state, 7, len(t.events), Context(now=START + 60))
    assert [type(s.event) for s in steps] == [ev.TimerRanOut, ev.BidsRevealed]
    assert steps[-1].state.taker == 0


def test_a_refused_timer_leaves_the_bidding_open():
    t = Table(players=2)
    with pytest.raises(RuleViolation) as refused:
        GAME.decide(t.state, ExpireTimer(seat=None), Context(now=START))
    assert refused.value.code == "TIMER_NOT_EXPIRED"
    t.bid_all(1, 2)
    assert t.state.taker == 1 and t.play(TakeGood(seat=1, good=t.state.layout[0]))
