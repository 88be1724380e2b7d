"""Every worked example of the Emira rulebook, as given-state / when-command / then-events."""

from __future__ import annotations

from service.games.emira import events as ev
from service.games.emira.commands import Bid, Pass, TakeNoAction
from service.games.emira.princesses import best_sheik
from service.games.emira.state import palace_value
from service.kit.records import evolve

from .scenes import at_bidding, of_type


def _win_round(play, seat: int, amount: int) -> list:
    """`seat` bids `amount` in the opening round and everyone else passes."""
    events = []
    while play.state.phase == "bidding":
        bidder = play.state.seat
        command = Bid(bidder, amount) if bidder == seat and play.state.leader != seat \
            else Pass(bidder)
        events += play.apply(command)
    return events


def test_one_camel_bid_250_pays_200():
    """Section 4.4.1, "Buying a Camel": "if you have 1 camel, and bid 250 gold, you would
    only pay 200 gold if you have the winning bid"."""
    play = at_bidding()
    opener = play.state.seat
    play.sheik(opener, camels=1, breed=0)
    gold = play.state.sheiks[opener].gold
    won = of_type(_win_round(play, opener, 250), ev.RoundWon)
    assert won == [ev.RoundWon(opener, 250, 200, False, False)]
    assert play.state.sheiks[opener].gold == gold - 200


def test_the_camel_discount_never_pays_back():
    """Section 4.4.1, Note: "You do not receive money back from the bank if your final bid
    after camel discounts is less than 0!" (3 camels, bid 30: pays 0)."""
    play = at_bidding()
    opener = play.state.seat
    play.sheik(opener, camels=3)
    gold = play.state.sheiks[opener].gold
    won = of_type(_win_round(play, opener, 30), ev.RoundWon)
    assert won[0].paid == 0 and play.state.sheiks[opener].gold == gold


def test_the_blue_sheik_may_decline_the_action():
    """Section 4.4.2 rule 2, the example: the blue sheik wins the bid but cannot afford the
    upkeep of 250 gold for 5 princesses if he buys a palace section: he takes no action."""
    play = at_bidding()
    blue = play.state.seat
    five = ("asima", "thara", "marjana", "amina", "safiya")
    play.sheik(blue, colour="blue", princesses=five, sections=3, gold=700)
    _win_round(play, blue, 10)
    assert play.state.phase == "choosing" and play.state.chooser == blue
    events = play.apply(TakeNoAction(blue))
    assert events[0] == ev.NoActionTaken(blue, False)
    assert play.state.sheiks[blue].sections == 3 and blue in play.state.acted


def test_thara_breaks_the_appearance_tie_by_palace_size():
    """Section 4.6, the example: Thara chooses the sheik with the best appearance; two are
    tied, so she chooses the one with the biggest palace of the two."""
    play = at_bidding()
    play.sheik(0, counters=(1, 1, 0), sections=1)
    play.sheik(1, counters=(0, 1, 1), sections=2)
    play.sheik(2, counters=(1, 0, 0), sections=5)
    play.sheik(3, counters=(0, 0, 0), sections=6)
    assert play.state.content.princesses["thara"].first == "appearance"
    assert best_sheik(play.state, "thara") == 1


def test_restoration_makes_three_sections_worth_three_and_a_half():
    """Section 8.1, the example: 3 palace sections and a Restoration card: the palace is
    worth 3.5 points when a princess chooses (here against a palace of 3)."""
    play = at_bidding(advanced=True)
    for seat in range(4):
        play.sheik(seat, sections=3 if seat < 2 else 0, track=0)
    play.sheik(0, track=1)  # one Restoration
    s = play.state.sheiks[0]
    assert palace_value(s, True) == 7  # half sections: 3.5
    first = play.state.content.princesses["amina"].first
    assert first == "palace"
    assert best_sheik(play.state, "amina") == 0
    basic = evolve(play.state, setup=evolve(play.state.setup, advanced=False))
    assert palace_value(s, False) == 6
    assert best_sheik(basic, "amina") is None  # basic: 3 against 3, then caravans 0 and 0
