"""Scenario tests: bidding, income, the undecided princess, tumult, Xenia, Sidi Suleiman,
Hind, goal readings and the 3-player turn sequence (README's DECISIONS)."""

from __future__ import annotations

from service.games.emira import GAME, course, preparation, scoring, upkeep
from service.games.emira import events as ev
from service.games.emira.commands import (
    Bid,
    ChooseStolen,
    Pass,
    PayXenia,
    RefuseXenia,
    TakeAction,
    TakeGold,
)
from service.games.emira.princesses import join
from service.kit.base import Recorder
from service.kit.records import evolve

from .scenes import Play, at_bidding, of_type


def _record(play: Play, fn, *args) -> list:
    out = Recorder(play.state, GAME.fold)
    fn(out, *args)
    play.state = out.state
    return out.events


def test_all_pass_the_opener_chooses_free():
    """4.4.2 rule 1: everybody passes: the opener chooses without paying a bid."""
    play = at_bidding()
    opener = play.state.seat
    events = []
    while play.state.phase == "bidding":
        events += play.apply(Pass(play.state.seat))
    assert of_type(events, ev.RoundWon) == [ev.RoundWon(opener, 0, 0, True, False)]


def test_a_raise_below_ten_is_refused_and_a_pass_is_final():
    """4.4: at least 10 more than the highest bid; a pass is final for the round."""
    play = at_bidding()
    a = play.state.seat
    play.apply(Bid(a, 50))
    b = play.state.seat
    assert play.refused(Bid(b, 55)) == "BAD_BID"
    assert play.refused(Bid(b, 50)) == "BID_TOO_LOW"
    play.apply(Pass(b))
    asked = set()
    while play.state.phase == "bidding":
        asked.add(play.state.seat)
        play.apply(Pass(play.state.seat))
    assert b not in asked and play.state.chooser == a


def test_the_last_seat_takes_its_action_without_bidding():
    """4.4: "If you are the last player to take an action, you do not have to bid"."""
    play = at_bidding()
    won = []
    while len(play.state.acted) < 3:
        if play.state.phase == "bidding":
            won += of_type(play.apply(Pass(play.state.seat)), ev.RoundWon)
        else:
            seat = play.state.chooser
            won += of_type(play.apply(GAME.legal_commands(play.state, seat)[0]), ev.RoundWon)
    last = won[-1]
    assert last.last and last.free and last.bid == 0 and play.state.phase == "choosing"
    assert TakeAction in {type(c) for c in GAME.legal_commands(play.state, last.seat)}


def test_the_150_gold_only_under_its_conditions():
    """4.4.2 rule 3: less than 500 gold, or 4+ princesses and no caravan."""
    play = at_bidding()
    seat = play.state.seat
    play.sheik(seat, gold=900, caravans=())
    assert play.refused(TakeGold(seat)) == "NOT_ALLOWED"
    play.sheik(seat, princesses=("asima", "thara", "amina", "safiya"))
    events = play.apply(TakeGold(seat))
    assert events[0] == ev.NoActionTaken(seat, True)
    assert play.state.sheiks[seat].gold == 1050 and seat in play.state.acted
    play.sheik(seat, princesses=(), gold=499)


def test_a_caravan_in_the_leftmost_box_pays_a_last_time():
    """4.2: a caravan in the leftmost box pays once more and goes back to the supply."""
    play = at_bidding()
    g = play.state
    play.sheik(0, colour="green", caravans=(("small_slow", 1), ("large_fast", 3)))
    income = preparation.income(play.state, 0)
    assert income == 200 + 150 + 500
    supply = play.state.board.supply
    play.state = GAME.fold(play.state, ev.IncomePaid(0, income))
    assert play.state.sheiks[0].caravans == (("large_fast", 2),)
    assert play.state.board.supply[2] == supply[2] + 1 and g is not play.state


def test_an_undecided_princess_joins_as_soon_as_one_sheik_is_best():
    """4.6, Note: she joins at once when one sheik becomes the most attractive."""
    play = at_bidding()
    for seat in range(4):
        play.sheik(seat, counters=(0, 0, 0), sections=0, princesses=())
    play.board(undecided=("thara",))
    assert _record(play, GAME.phases.advance) == []  # the undecided are looked at
    play.sheik(2, counters=(1, 0, 0))
    events = _record(play, GAME.phases.advance)
    assert events == [ev.PrincessJoined("thara", 2, "appearance")]  # her first preference
    assert play.state.board.undecided == ()


def test_tumult_one_princess_leaves_at_random_basic():
    """4.7: he pays all his gold and one princess, drawn at random, leaves for the bottom
    of the Emira deck."""
    play = at_bidding()
    play.sheik(1, gold=60, princesses=("asima", "thara"))
    play.state = evolve(play.state, phase="upkeep",
                     stage="pay", seat=1, done=(0,))
    events = _record(play, upkeep.pay)
    assert events[0] == ev.UpkeepPaid(1, 60, False)
    spec = GAME.chance(play.state)
    assert spec.kind == "choice" and spec.items == ("asima", "thara")
    _record(play, upkeep.tumult, "thara")
    assert play.state.sheiks[1].princesses == ("asima",)
    assert play.state.decks.emira[-1] == "thara" and not play.state.sheiks[1].paid


def test_a_big_tumult_leaves_no_win_that_turn_advanced():
    """8.2 and 4.6: princesses leave one at a time until he can pay for the rest; he then
    pays, but he could not pay his upkeep for the turn, so he cannot win this turn."""
    play = at_bidding(advanced=True)
    play.sheik(1, gold=120, princesses=("asima", "thara", "marjana"), sections=1)
    play.state = evolve(play.state, phase="upkeep",
                     stage="pay", seat=1, done=(0,))
    assert _record(play, upkeep.pay) == [ev.StageReached("tumult")]
    _record(play, upkeep.tumult, "thara")
    events = _record(play, upkeep.pay)
    assert events[0] == ev.UpkeepPaid(1, 100, False)
    assert play.state.sheiks[1].princesses == ("asima", "marjana")
    assert not play.state.sheiks[1].paid
    assert play.state.stage == "pay"  # the next seat pays from the plain stage


def test_xenia_is_paid_every_third_turn_or_moves_to_the_richest():
    """7.3 Xenia: the first gift when she arrives, two markers, one removed each upkeep, a
    gift again when none is left; refused, she joins the richest other sheik who pays."""
    play = at_bidding()
    for seat in range(4):
        play.sheik(seat, gold=1000 + 100 * seat, princesses=(), sections=0)
    _record(play, join, "xenia", 0)
    assert play.state.board.xenia_due
    play.state = evolve(play.state, phase="upkeep", stage="xenia")
    events = _record(play, upkeep.xenia)
    assert ev.XeniaGiftPaid(0, 250) in events and play.state.board.xenia == 2
    for markers in (1, 0):
        play.state = evolve(play.state, stage="xenia")
        assert ev.XeniaMarkerRemoved(markers) in _record(play, upkeep.xenia)
    play.state = evolve(play.state, stage="xenia")
    asked = _record(play, upkeep.xenia)
    assert asked[-1] == ev.DecisionAsked(0, "xenia", ("pay", "refuse"))
    assert {type(c) for c in GAME.legal_commands(play.state, 0)} == {PayXenia, RefuseXenia}
    moved = play.apply(RefuseXenia(0))
    assert ev.PrincessJoined("xenia", 3) in moved and ev.XeniaGiftPaid(3, 250) in moved


def test_sidi_suleiman_leaves_with_the_princess_his_sheik_chooses():
    """7.3 Sidi Suleiman: he joins the palace with the most princesses (no room needed) and
    leaves at once with one of them, chosen by that sheik; both are out of the game."""
    play = at_bidding()
    for seat in range(4):
        play.sheik(seat, princesses=(), sections=0)
    play.sheik(1, princesses=("asima", "thara"))
    _record(play, join, "sidi_suleiman", 1)
    assert play.state.ask.name == "steal"
    events = play.apply(ChooseStolen(1, "thara"))
    assert events[:2] == [ev.PrincessLeft("thara", 1, "stolen", "out"),
                          ev.PrincessLeft("sidi_suleiman", 1, "thief", "out")]
    assert play.state.sheiks[1].princesses == ("asima",)


def test_hinds_sheik_loses_the_next_turn():
    """7.3 Hind: in the turn after she joins he cannot bid, act or play cards."""
    play = at_bidding()
    _record(play, join, "hind", 2)
    assert play.state.sheiks[2].lost == play.state.turn + 1
    play.state = evolve(play.state, turn=play.state.turn + 1)
    from service.games.emira.bidding import eligible

    assert not eligible(play.state, 2) and not course.eligible(play.state, "events", 2)


def test_two_plus_one_reads_either_way():
    """7.1: "2 + 1" princesses with Intelligence and Romance: two of one, one of the other."""
    play = at_bidding(players=5)
    play.sheik(0, goal="g5-6")
    for ps, met in ((("zafirah", "marjana", "shirin"), True),
                    (("shirin", "dunyazad", "marjana"), True),
                    (("zafirah", "marjana", "tawaddud"), False)):
        play.sheik(0, princesses=ps)
        assert scoring.goal_met(play.state, play.state.sheiks[0]) is met, ps


def test_three_players_odd_and_even_turns():
    """6.1, 6.2: two princesses drawn in the odd turn, the second active in the even turn;
    no purchase in the odd turn, no event cards in the even turn; only the palace section
    is replaced in the even turn."""
    play = Play(players=3, seed=3)
    play.keep_starting_cards()
    seen = {}
    while play.state.turn < 3 and play.state.final is None:
        g = play.state
        seen.setdefault((g.turn, g.phase), True)
        if g.turn == 1 and g.phase == "bidding" and "drawn" not in seen:
            seen["drawn"] = (g.board.active, g.board.later)
        if g.turn == 2 and g.phase == "bidding" and "even" not in seen:
            seen["even"] = (g.board.active, g.board.later, g.board.offers)
        seat = play.to_act()[0]
        play.apply(GAME.legal_commands(play.state, seat)[0])
    active, later = seen["drawn"]
    assert len(active) == 1 and len(later) == 1
    assert seen["even"][0] == later and seen["even"][1] == ()
    assert (1, "purchase") not in seen and (2, "purchase") in seen


def test_when_the_opener_takes_the_gold_the_last_seat_does_not_bid():
    """4.4: "If you are the last player to take an action, you do not have to bid for it",
    also when the seat before him took the 150 gold instead of bidding (4.4.2 rule 3)."""
    play = at_bidding()
    while len(play.state.acted) < 2:  # two seats take their actions
        if play.state.phase == "bidding":
            play.apply(Pass(play.state.seat))
        else:
            seat = play.state.chooser
            play.apply(GAME.legal_commands(play.state, seat)[0])
    assert play.state.phase == "bidding"
    opener = play.state.seat
    play.sheik(opener, gold=100)  # under 500: the 150 gold is his to take
    events = play.apply(TakeGold(opener))
    (won,) = of_type(events, ev.RoundWon)
    assert won.last and won.free and won.bid == 0 and play.state.phase == "choosing"
    assert play.state.chooser == won.seat != opener


def test_sidi_suleiman_costs_suleikas_sheik_nothing():
    """7.3 Suleika: 100 gold "each time a new princess joins"; Sidi Suleiman "does not
    require upkeep because he does not stay" — he is no new princess of the household."""
    play = at_bidding()
    play.sheik(0, gold=500, princesses=("suleika", "thara", "amina"), sections=2)
    events = _record(play, join, "sidi_suleiman", 0)
    assert not of_type(events, ev.DuesOwed)


def test_the_advanced_tie_break_counts_only_what_the_sheik_owns():
    """8.3: "1 point for each appearance counter, status point … you own"; 7.3: Layla's
    counter and Halimah's Singing card "belong to the princesses and not the sheik"."""
    play = at_bidding(advanced=True)
    play.sheik(0, gold=100, princesses=("layla", "halimah"), counters=(0, 0, 0), sections=0,
               camels=0, status=())
    play.sheik(1, gold=100, princesses=("thara", "amina"), counters=(0, 1, 0), sections=0,
               camels=0, status=())
    assert scoring.score(play.state, 0) == scoring.score(play.state, 1)
    assert scoring.best(play.state, (0, 1)) == (1,)


def test_the_advanced_tie_break_counts_the_plus_one_markers_as_appearance_counters():
    """8.3: "You score 1 point for each appearance counter … you own"; 2.4.4: "There are 4
    different kinds of appearance counters …: beauty, manners, attire, and special "+1" bonus
    markers". A set's "+1" marker (Layla's counter helped earn it, 7.3) and Good Looking's
    count; Layla's counter itself does not."""
    play = at_bidding(advanced=True)
    alike = dict(sections=0, camels=0, status=(), track=0, caravans=())
    play.sheik(0, gold=100, princesses=("thara", "amina"), counters=(1, 1, 1), looks=(),
               **alike)  # 3 counters + 1 "+1"
    play.sheik(1, gold=900, princesses=("asima", "safiya"), counters=(2, 1, 0), looks=(),
               **alike)  # 3 counters, no set
    assert scoring.score(play.state, 0) == scoring.score(play.state, 1)
    assert scoring.best(play.state, (0, 1)) == (0,)
    play.sheik(1, counters=(2, 1, 0), looks=("beauty",))  # Good Looking's marker: 4 as well
    assert scoring.best(play.state, (0, 1)) == (1,)  # then gold
    play.sheik(1, princesses=("layla", "safiya"), counters=(2, 0, 1), looks=())
    assert scoring.best(play.state, (0, 1)) == (1,)  # 3 counters + the set's "+1", then gold
    play.sheik(1, princesses=("asima", "safiya"))
    assert scoring.best(play.state, (0, 1)) == (0,)  # without Layla: no set
    play.sheik(1, princesses=("layla", "safiya"), counters=(1, 0, 1))
    assert scoring.best(play.state, (0, 1)) == (0,)  # 2 + "+1": Layla's manners is hers


def test_the_advanced_tie_break_asks_for_possessions_before_gold():
    """8.3: "If there is a tie, the tied players compare their other achievements … If there
    is still a tie, then the tied player with the most money is ranked higher"."""
    play = at_bidding(advanced=True)
    alike = dict(princesses=("thara", "amina"), counters=(0, 0, 0), looks=(), status=(),
                 track=0, caravans=())
    play.sheik(0, gold=100, sections=1, camels=1, **alike)
    play.sheik(1, gold=5000, sections=1, camels=0, **alike)
    assert scoring.score(play.state, 0) == scoring.score(play.state, 1)
    assert scoring.best(play.state, (0, 1)) == (0,)
    play.sheik(0, camels=0)
    assert scoring.best(play.state, (0, 1)) == (1,)


def test_the_150_gold_needs_less_than_500_not_500():
    """4.4.2 rule 3: "take 150 gold from the bank … if you have less than 500 gold in
    cash"."""
    play = at_bidding()
    seat = play.state.seat
    play.sheik(seat, gold=500, princesses=(), caravans=())
    assert play.refused(TakeGold(seat)) == "NOT_ALLOWED"
    assert TakeGold(seat) not in GAME.legal_commands(play.state, seat)
    play.sheik(seat, gold=499)
    assert TakeGold(seat) in GAME.legal_commands(play.state, seat)
    assert play.apply(TakeGold(seat))[0] == ev.NoActionTaken(seat, True)


def test_every_bid_the_rules_accept_is_offered():
    """4.4: "you must bid at least 10 gold more than the current highest bid or pass": every
    multiple of 10 from there up to what the bidder can pay after his camel discount (4.4.1)
    is a command the seat may send, so each is offered (a client or the audit finds a bid of
    1000 among them)."""
    play = at_bidding()
    a = play.state.seat
    play.sheik(a, gold=1000, camels=2, breed=0)  # pays a bid of up to 1100
    bids = [c.amount for c in GAME.legal_commands(play.state, a) if type(c) is Bid]
    assert bids == list(range(10, 1101, 10))
    assert play.refused(Bid(a, 1110)) == "CANNOT_AFFORD"
    play.apply(Bid(a, 1000))
    b = play.state.seat
    play.sheik(b, gold=1200, camels=0)
    bids = [c.amount for c in GAME.legal_commands(play.state, b) if type(c) is Bid]
    assert bids == list(range(1010, 1201, 10))


def test_every_last_bid_is_offered():
    """4.4.2 rule 4: "You can bid for a turn (even if you are the last player to play that
    round)": every bid he can pay is offered to the last seat."""
    play = at_bidding()
    while len(play.state.acted) < 3:
        if play.state.phase == "bidding":
            play.apply(Pass(play.state.seat))
        else:
            play.apply(GAME.legal_commands(play.state, play.state.chooser)[0])
    last = play.state.chooser
    play.sheik(last, gold=300, camels=0)
    bids = [c.amount for c in GAME.legal_commands(play.state, last) if type(c) is Bid]
    assert bids == list(range(10, 301, 10))
