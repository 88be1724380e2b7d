"""Simultaneous secret bids: every seat bids at once; a bid is its bidder's until the reveal."""

from __future__ import annotations

import dataclasses

from service.kit.base import AUDITOR, SPECTATOR, Viewer
from tests.kit.bazaar import GAME
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.commands import Bid
from tests.kit.support import Table


def test_every_seat_that_has_not_bid_may_bid_at_once():
    t = Table(players=3)
    turn = GAME.turn(t.state)
    assert turn.phase == "bidding" and turn.simultaneous and turn.seats == (0, 1, 2)
    t.play(Bid(seat=1, amount=4))
    assert GAME.turn(t.state).seats == (0, 2)
    assert GAME.legal_commands(t.state, 1) == []
    assert GAME.legal_commands(t.state, 0) == [Bid(seat=0, amount=a) for a in range(11)]


def test_a_bid_event_shows_its_amount_to_the_bidder_and_the_auditor_only():
    t = Table(players=3)
    (placed,) = t.play(Bid(seat=0, amount=7))
    assert isinstance(placed, ev.BidPlaced)
    assert Viewer(seat=0).sees(placed) and AUDITOR.sees(placed)
    assert not Viewer(seat=1).sees(placed) and not SPECTATOR.sees(placed)
    assert placed.redacted() == {"seat": 0}


def _views_of_others(amount: int) -> list[dict]:
    t = Table(players=3)
    t.play(Bid(seat=0, amount=amount))
    return [GAME.view(t.state, v) for v in (Viewer(seat=1), Viewer(seat=2), SPECTATOR)]


def test_other_seats_and_spectators_cannot_tell_one_bid_amount_from_another():
    low, high = _views_of_others(1), _views_of_others(9)
    assert low == high
    assert all(v["has_bid"] == [True, False, False] for v in low)
    assert all("my_bid" not in v and "bids" not in v for v in low)


def test_a_seat_sees_its_own_bid_and_the_auditor_sees_every_bid_before_the_reveal():
    t = Table(players=3)
    t.play(Bid(seat=0, amount=7))
    t.play(Bid(seat=2, amount=2))
    assert GAME.view(t.state, Viewer(seat=0))["my_bid"] == 7
    assert GAME.view(t.state, Viewer(seat=2))["my_bid"] == 2
    assert "my_bid" not in GAME.view(t.state, Viewer(seat=1))
    assert GAME.view(t.state, AUDITOR)["bids"] == [7, None, 2]


def test_the_last_bid_reveals_every_bid_in_one_public_event_and_the_winner_pays():
    t = Table(players=3)
    t.play(Bid(seat=0, amount=3))
    t.play(Bid(seat=1, amount=6))
    last = t.play(Bid(seat=2, amount=6))
    revealed = last[-1]
    assert revealed == ev.BidsRevealed(round=1, bids=(3, 6, 6), winner=1, price=6)
    assert revealed.audience() is None
    assert t.state.coins == (10, 4, 10)
    assert GAME.view(t.state, SPECTATOR)["revealed_bids"] == [3, 6, 6]


def test_a_second_bid_a_bid_over_ones_coins_and_a_malformed_bid_are_refused():
    t = Table(players=2)
    t.play(Bid(seat=0, amount=1))
    assert t.refused(Bid(seat=0, amount=2)) == "ALREADY_BID"
    assert t.refused(Bid(seat=1, amount=11)) == "BID_TOO_HIGH"
    assert t.refused(Bid(seat=1, amount=-1)) == "BAD_BID"
    assert t.refused(Bid(seat=1, amount=True)) == "BAD_BID"
    assert t.refused(Bid(seat=1, amount="3")) == "BAD_BID"  # type: ignore[arg-type]
    assert t.refused(Bid(seat=2, amount=1)) == "NOT_A_SEAT"


def test_the_deck_order_is_nobodys_but_the_auditors():
    t = Table(players=2)
    shuffled = next(e for e in t.events if isinstance(e, ev.DeckShuffled))
    assert shuffled.audience() == frozenset()
    assert shuffled.redacted() == {"round": 1}
    for viewer in (Viewer(seat=0), Viewer(seat=1), SPECTATOR):
        assert not viewer.sees(shuffled)
        view = GAME.view(t.state, viewer)
        assert "deck" not in view and view["deck_size"] == 6
    assert GAME.view(t.state, AUDITOR)["deck"] == list(t.state.deck)


def test_two_decks_in_different_orders_look_alike_to_every_seat():
    t = Table(players=2)
    other = dataclasses.replace(t.state, deck=tuple(reversed(t.state.deck)))
    for viewer in (Viewer(seat=0), Viewer(seat=1), SPECTATOR):
        assert GAME.view(t.state, viewer) == GAME.view(other, viewer)
