"""The pending decision: the high bidder owes the choice of a good; `TakeGood` answers it."""

from __future__ import annotations

from service.kit.base import AUDITOR, SPECTATOR
from service.kit.turns import Pending
from tests.kit.bazaar import GAME
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.commands import Bid, TakeGood
from tests.kit.bazaar.state import GOODS
from tests.kit.support import Table


def _owed(players: int = 3, *bids: int) -> Table:
    t = Table(players=players)
    t.bid_all(*(bids or (2, 6, 3)))
    return t


def test_the_highest_bidder_owes_the_choice_among_the_laid_out_goods():
    t = _owed()
    options = tuple(sorted(t.state.layout))
    assert len(options) == 3
    assert GAME.turn(t.state).pending == Pending("take_good", (1,), options)
    view = GAME.view(t.state, SPECTATOR)
    assert view["pending"] == {"name": "take_good", "seats": [1], "options": list(options)}


def test_a_tie_goes_to_the_lowest_seat():
    t = _owed(3, 5, 1, 5)
    assert GAME.turn(t.state).pending.seats == (0,)


def test_legal_commands_list_the_options_for_the_owner_and_nothing_for_the_others():
    t = _owed()
    owed = sorted(t.state.layout)
    assert GAME.legal_commands(t.state, 1) == [TakeGood(seat=1, good=g) for g in owed]
    assert GAME.legal_commands(t.state, 0) == GAME.legal_commands(t.state, 2) == []


def test_only_the_owner_may_answer():
    t = _owed()
    good = t.state.layout[0]
    assert t.refused(TakeGood(seat=0, good=good)) == "NOT_YOUR_DECISION"
    assert t.refused(TakeGood(seat=2, good=good)) == "NOT_YOUR_DECISION"
    assert t.refused(Bid(seat=0, amount=1)) == "WRONG_PHASE"


def test_a_good_not_on_offer_is_refused_with_a_clear_code_and_nothing_recorded():
    t = _owed()
    absent = next(g for g in GOODS if g not in t.state.layout)
    for bad in (absent, "", "SILK", 3, None):
        assert t.refused(TakeGood(seat=1, good=bad)) == "NOT_ON_OFFER"  # type: ignore[arg-type]


def test_no_decision_is_pending_while_bids_are_open():
    t = Table(players=2)
    assert GAME.turn(t.state).pending is None
    assert t.refused(TakeGood(seat=0, good=t.state.layout[0])) == "NO_PENDING_DECISION"


def test_the_answer_takes_the_good_and_ends_the_decision():
    t = _owed()
    good = t.state.layout[2]
    events = t.play(TakeGood(seat=1, good=good))
    assert events == [ev.GoodTaken(seat=1, good=good)]
    assert t.state.holdings[1] == (good,) and good not in t.state.layout
    assert GAME.turn(t.state).pending is None
    assert GAME.view(t.state, AUDITOR)["holdings"][1] == [good]
