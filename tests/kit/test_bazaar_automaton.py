"""The automaton: once the window closes the merchant, a rule-driven player with no seat,
takes the cheapest good left; the rules declare its command and the application issues it."""

from __future__ import annotations

from service.app import chance
from service.kit.base import Context, ExpireTimer
from tests.kit.bazaar import GAME
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.commands import Bid, MerchantTakes, Pass, Protest, TakeGood
from tests.kit.bazaar.state import GOODS, cheapest
from tests.kit.support import START, Table


def _merchant_due(players: int = 3) -> Table:
    """The window's last answer decided but not settled: the merchant is due."""
    t = Table(players=players)
    t.to_window(*range(players))
    while len(t.state.window.order) > 1:
        t.play(Pass(seat=t.state.window.responder))
    decision = GAME.decide(t.state, Pass(seat=t.state.window.responder), t.ctx)
    t.events.extend(decision.events)
    t.state = decision.state
    return t


def test_the_merchant_is_declared_with_its_own_seat_and_the_cheapest_good():
    t = _merchant_due(3)
    turn = GAME.turn(t.state)
    assert turn.phase == "merchant" and turn.stages == {}
    assert turn.automaton == MerchantTakes(seat=3, good=cheapest(t.state.layout))
    values = sorted(GOODS[g] for g in t.state.layout)
    assert GOODS[turn.automaton.good] == values[0]


def test_the_merchant_breaks_ties_by_name():
    assert cheapest(("figs", "dates", "silk")) == "dates"
    assert cheapest(("salt", "copper")) == "copper"


def test_seats_are_refused_while_the_merchant_is_due():
    t = _merchant_due(3)
    good = t.state.layout[0]
    for command in (Bid(seat=0, amount=1), TakeGood(seat=1, good=good), Pass(seat=2),
                    Protest(seat=0)):
        assert t.refused(command) == "AUTOMATON_PENDING"
    assert all(GAME.legal_commands(t.state, s) == [] for s in range(4))


def test_only_the_declared_command_acts_for_the_merchant():
    t = _merchant_due(3)
    other = next(g for g in t.state.layout if g != cheapest(t.state.layout))
    # Anything but the declared command is not the merchant's: and no seat sends its moves.
    assert t.refused(MerchantTakes(seat=3, good=other)) == "APPLICATION_ONLY"
    assert t.refused(MerchantTakes(seat=0, good=cheapest(t.state.layout))) == (
        "APPLICATION_ONLY"
    )


def test_a_seat_may_not_send_the_merchants_command_when_it_is_not_due():
    t = Table(players=2)
    command = MerchantTakes(seat=0, good=cheapest(t.state.layout))
    assert t.refused(command) == "APPLICATION_ONLY"
    assert MerchantTakes not in GAME.command_types.values()


def test_settle_issues_the_merchants_command_and_records_its_events():
    t = _merchant_due(3)
    good, layout = cheapest(t.state.layout), t.state.layout
    (last,) = (g for g in layout if g != good)
    steps = chance.settle(GAME, t.state, t.created.seed, len(t.events), Context(now=START))
    events = [s.event for s in steps]
    assert events[:2] == [ev.MerchantTook(good=good), ev.GoodDiscarded(round=1, good=last)]
    assert [type(e) for e in events[2:]] == [ev.DeckShuffled, ev.GoodsLaidOut]
    state = steps[-1].state
    assert state.merchant == (good,) and state.discarded == (last,)
    assert GAME.turn(state).automaton is None


def test_no_timer_runs_while_the_merchant_is_due():
    t = _merchant_due(2)
    assert t.refused(ExpireTimer(seat=None)) == "NO_TIMER"


def test_a_command_from_no_seat_is_refused_as_not_a_seat_in_every_phase():
    t = _merchant_due(3)
    assert t.refused(Bid(seat=99, amount=0)) == "NOT_A_SEAT"
