"""Princess abilities (rulebook 7.3, the General Note and 4.6 "applied immediately"): each
princess joins a sheik through `princesses.join` and her ability is checked while she lives
there and after she leaves."""

from __future__ import annotations

from service.games.emira import GAME, actions, course, rules
from service.games.emira import events as ev
from service.games.emira.bidding import eligible
from service.games.emira.commands import BuyEvents, DiscardAppearance, DiscardStatus
from service.games.emira.princesses import best_sheik, join
from service.games.emira.state import (
    appearance,
    counters,
    palace_value,
    status_points,
    upkeep,
)
from service.kit.records import evolve

from .scenes import at, at_bidding, golds, idle, of_type, record, until


def _leave(play, princess: str, seat: int) -> None:
    play.state = GAME.fold(play.state, ev.PrincessLeft(princess, seat, "tumult", "deck"))


def _plain(play):
    for seat in range(play.state.n):
        play.sheik(seat, princesses=(), sections=3, counters=(0, 0, 0), status=(), camels=0)
    return play


def test_samira_the_sheik_chooses_a_counter_back_into_the_bag_and_may_lose_a_plus_one():
    """7.3 Samira: "discard 1 appearance counter of your choice … return it to the bag. This
    can force you to also lose a "+1" counter"."""
    play = _plain(at_bidding())
    play.sheik(1, counters=(1, 1, 2))
    assert appearance(play.state.sheiks[1], play.state.content) == 5
    bag = play.state.board.bag
    events = record(play, join, "samira", 1)
    assert events[-1] == ev.DecisionAsked(1, "discard_appearance", ("beauty", "manners", "attire"))
    assert play.refused(DiscardAppearance(1, "romance")) == "BAD_CHOICE"
    play.apply(DiscardAppearance(1, "manners"))
    s = play.state.sheiks[1]
    assert s.counters == (1, 0, 2) and appearance(s, play.state.content) == 3  # the +1 gone
    assert play.state.board.bag == (bag[0], bag[1] + 1, bag[2])
    _leave(play, "samira", 1)
    assert play.state.sheiks[1].counters == (1, 0, 2)  # one-time: nothing comes back


def test_samira_one_kind_is_discarded_without_asking_none_nothing():
    """7.3 Samira: "(if you have any)"."""
    play = _plain(at_bidding())
    play.sheik(2, counters=(0, 0, 3))
    assert record(play, join, "samira", 2)[-1] == ev.CounterDiscarded(2, "attire")
    assert play.state.sheiks[2].counters == (0, 0, 2) and play.state.ask is None
    events = record(play, join, "samira", 3)
    assert not of_type(events, ev.CounterDiscarded) and play.state.ask is None


def test_samira_cannot_take_laylas_or_nadias_counter():
    """7.3 Samira: "You cannot lose the free "manners" and "beauty" counters that you receive
    from Layla or Nadia, because they belong to the princesses"."""
    play = _plain(at_bidding())
    play.sheik(0, princesses=("layla", "nadia"), counters=(0, 0, 1))
    events = record(play, join, "samira", 0)
    assert of_type(events, ev.CounterDiscarded) == [ev.CounterDiscarded(0, "attire")]
    assert counters(play.state.sheiks[0], play.state.content) == (1, 1, 0)
    play.sheik(0, princesses=("layla",), counters=(0, 0, 0))
    events = record(play, join, "samira", 0)
    assert not of_type(events, ev.CounterDiscarded) and play.state.ask is None


def test_zahrah_a_one_point_card_if_he_has_one():
    """7.3 Zahrah: discard 1 status card of your choice; "If you have no 1-point cards, you
    must discard a 2- or 3-point card!" """
    play = _plain(at_bidding())
    play.sheik(0, status=("s300a", "s1200"))
    assert record(play, join, "zahrah", 0)[-1] == ev.StatusDiscarded(0, "s300a")
    assert play.state.sheiks[0].status == ("s1200",)
    play.sheik(1, status=("s350a", "s1200", "s400a"))
    assert record(play, join, "zahrah", 1)[-1] == ev.DecisionAsked(
        1, "discard_status", ("s350a", "s400a"))
    assert play.refused(DiscardStatus(1, "s1200")) == "BAD_CHOICE"
    play.apply(DiscardStatus(1, "s400a"))
    assert play.state.sheiks[1].status == ("s350a", "s1200")
    play.sheik(2, status=("s700", "s1500"))
    assert record(play, join, "zahrah", 2)[-1].options == ("s1500", "s700")


def test_zahrah_cannot_take_singing_or_acting():
    """7.3 Zahrah: "You may not lose the special "Acting" or "Singing" cards that you receive
    from Halimah or Rasha"."""
    play = _plain(at_bidding())
    play.sheik(3, princesses=("halimah", "rasha"))
    events = record(play, join, "zahrah", 3)
    assert not of_type(events, ev.StatusDiscarded) and play.state.ask is None
    assert status_points(play.state.sheiks[3], play.state.content) == 2


def test_halimah_and_rasha_singing_and_acting_while_they_live_there():
    """7.3 Halimah / Rasha: "As long as she is in your palace, you receive the "+1" status
    card"; General Note: lost when she leaves."""
    play = _plain(at_bidding())
    play.sheik(0, status=("s700",))
    c = play.state.content
    record(play, join, "halimah", 0)
    assert status_points(play.state.sheiks[0], c) == 3
    record(play, join, "rasha", 0)
    assert status_points(play.state.sheiks[0], c) == 4
    _leave(play, "halimah", 0)
    assert status_points(play.state.sheiks[0], c) == 3
    _leave(play, "rasha", 0)
    assert status_points(play.state.sheiks[0], c) == 2


def test_layla_and_nadia_their_counters_count_towards_a_plus_one():
    """7.3 Layla / Nadia: the manners / beauty counter from beside the board while she lives
    there: "This can help earn you a "+1" counter"."""
    play = _plain(at_bidding())
    play.sheik(0, counters=(1, 0, 1))
    c = play.state.content
    assert appearance(play.state.sheiks[0], c) == 2
    record(play, join, "layla", 0)
    assert appearance(play.state.sheiks[0], c) == 4  # 3 counters and a "+1"
    play.sheik(1, counters=(0, 1, 1))
    record(play, join, "nadia", 1)
    assert appearance(play.state.sheiks[1], c) == 4
    _leave(play, "layla", 0)
    assert appearance(play.state.sheiks[0], c) == 2


def test_noor_reveals_her_sheiks_gold_while_she_lives_there():
    """7.3 Noor: "You must reveal your gold to the other players as long as she lives in
    your palace"."""
    play = _plain(at_bidding())
    play.board(active=(), undecided=())
    play.sheik(2, gold=777)
    assert golds(play, 0)[2] is None and golds(play, None)[2] is None
    record(play, join, "noor", 2)
    assert golds(play, 0)[2] == 777 and golds(play, None)[2] == 777
    assert golds(play, 0)[1] is None  # only her sheik's
    _leave(play, "noor", 2)
    assert golds(play, 0)[2] is None


def test_zainab_event_cards_for_100_and_200():
    """7.3 Zainab: "you pay only 100 gold (instead of 150) to choose from 2 drawn cards, or 200
    (instead of 250) to choose from 3"."""
    play = at("purchase")
    seat = play.state.seat
    other = (seat + 1) % 4
    assert (rules.event_price(play.state, other, 2), rules.event_price(play.state, other, 3)) \
        == (150, 250)
    play.sheik(seat, princesses=("zainab",), gold=1000)
    assert (rules.event_price(play.state, seat, 2), rules.event_price(play.state, seat, 3)) \
        == (100, 200)
    events = play.apply(BuyEvents(seat, 3))
    assert ev.EventsBought(seat, 3, 200) in events and play.state.sheiks[seat].gold == 800


def test_farah_adara_badra_cheaper_actions_while_they_live_there():
    """7.3 Farah: a camel for 50 (not 150); Adara: caravans 400/500/650/800; Badra: a palace
    section for 400 (not 500)."""
    play = at_bidding()
    g = play.state
    seat = 0
    plain = {(a, sp): actions.cost(g, seat, a, sp) for a, sp in
             (("camel", ""), ("palace", ""), ("small_caravan", "slow"), ("small_caravan", "fast"),
              ("large_caravan", "slow"), ("large_caravan", "fast"))}
    assert list(plain.values()) == [150, 500, 450, 550, 750, 900]
    play.sheik(seat, princesses=("farah", "adara", "badra"))
    cheap = [actions.cost(play.state, seat, a, sp) for a, sp in plain]
    assert cheap == [50, 400, 400, 500, 650, 800]
    play.sheik(seat, princesses=("adara",))
    assert [actions.cost(play.state, seat, a, sp) for a, sp in plain][:2] == [150, 500]


def test_farahs_camel_through_the_bidding():
    """7.3 Farah, played: the chooser with Farah pays 50 for the camel."""
    play = at_bidding()
    until(play, lambda g: g.phase == "choosing")
    seat = play.state.chooser
    play.sheik(seat, princesses=("farah",), gold=600)
    from service.games.emira.commands import TakeAction

    events = play.apply(TakeAction(seat, "camel", ""))
    assert ev.ActionTaken(seat, "camel", "", 50) in events
    assert play.state.sheiks[seat].gold == 550


def test_suleika_100_for_each_newcomer_while_she_lives_there():
    """7.3 Suleika: "Each time a new princess joins your palace while Suleika is living there,
    you must pay her a special one-time upkeep of 100 gold" (not for herself)."""
    play = _plain(at_bidding())
    c = play.state.content
    assert not of_type(record(play, join, "suleika", 0), ev.DuesOwed)
    record(play, join, "asima", 0)
    record(play, join, "thara", 0)
    s = play.state.sheiks[0]
    assert s.dues == 200 and upkeep(s, c) == 3 * 50 + 200
    _leave(play, "suleika", 0)
    assert upkeep(play.state.sheiks[0], c) == 2 * 50  # her dues go with her


def test_suleikas_dues_are_paid_in_that_turns_upkeep_only():
    """7.3 Suleika: one-time (this turn's upkeep); the next turn costs the plain upkeep."""
    play = _plain(at_bidding())
    play.sheik(1, princesses=("suleika",), gold=1000)
    record(play, join, "asima", 1)
    events = until(play, lambda g: g.turn == 2)
    paid = [e for e in of_type(events, ev.UpkeepPaid) if e.seat == 1]
    assert paid[0].amount == 100 + 2 * 50
    events = until(play, lambda g: g.turn == 3)
    assert [e.amount for e in of_type(events, ev.UpkeepPaid) if e.seat == 1][0] == 100


def test_janan_100_and_zafirah_nothing_in_upkeep():
    """7.3 Janan: "upkeep of 100 gold instead of 50"; Zafirah: "you never pay upkeep for her"."""
    play = _plain(at_bidding())
    c = play.state.content
    play.sheik(0, princesses=("janan", "asima"))
    play.sheik(1, princesses=("zafirah", "asima"))
    play.sheik(2, princesses=("zafirah",))
    assert [upkeep(play.state.sheiks[s], c) for s in range(3)] == [150, 50, 0]


def test_albina_and_firyal_the_palace_track_in_the_advanced_game_only():
    """7.3 Albina / Firyal: the palace track one space left (-0.5), a one-time disadvantage;
    3.0 Note: "only used in the advanced version"."""
    play = _plain(at_bidding(advanced=True))
    play.sheik(0, track=0)
    assert ev.TrackMoved(0, "palace", -1) in record(play, join, "albina", 0)
    assert ev.TrackMoved(0, "palace", -1) in record(play, join, "firyal", 0)
    assert palace_value(play.state.sheiks[0], True) == 3 * 2 - 2  # 3 sections - 1
    _leave(play, "albina", 0)
    assert play.state.sheiks[0].track == -2  # nothing back
    basic = _plain(at_bidding())
    for p in ("albina", "firyal"):
        assert not of_type(record(basic, join, p, 1), ev.TrackMoved)
    assert palace_value(basic.state.sheiks[1], False) == 6


def test_a_first_join_penalty_is_not_taken_again_when_she_comes_back_to_that_palace():
    """7.3 Samira, Zahrah: "When she first joins your palace, you must discard …"; Albina,
    Firyal: "When she first joins your palace, you must move the disc on your palace track
    one space to the left". Back from the bottom of the Emira deck (a tumult, 4.7) to a
    palace she lived in, she takes nothing again; the first time in another palace, she does.
    Hind's text has no "first" ("the game turn after she joins your household"): every
    joining costs a turn."""
    play = _plain(at_bidding(advanced=True))
    for seat in (0, 1):
        play.sheik(seat, counters=(2, 2, 2), status=("s300a", "s300b", "s350a", "s350b"),
                   track=0)
    for princess, taken in (("samira", ev.CounterDiscarded), ("zahrah", ev.StatusDiscarded),
                            ("albina", ev.TrackMoved), ("firyal", ev.TrackMoved)):
        first = record(play, join, princess, 0)
        if play.state.ask is not None:  # Samira, Zahrah: the sheik chooses
            first += play.apply(GAME.legal_commands(play.state, 0)[0])
        assert of_type(first, taken), princess
        before = play.state.sheiks[0]
        _leave(play, princess, 0)
        again = record(play, join, princess, 0)
        assert not of_type(again, taken) and play.state.ask is None, princess
        assert play.state.sheiks[0] == evolve(before, princesses=play.state.sheiks[0].princesses)
        assert princess in play.state.sheiks[0].princesses
        _leave(play, princess, 0)
        elsewhere = record(play, join, princess, 1)  # her first time in seat 1's palace
        assert of_type(elsewhere, taken) or play.state.ask is not None, princess
        play.state = evolve(play.state, ask=None)
        _leave(play, princess, 1)
    record(play, join, "hind", 2)
    _leave(play, "hind", 2)
    assert ev.TurnLost(2, play.state.turn + 1) in record(play, join, "hind", 2)


def test_hinds_sheik_only_reacts_in_the_next_turn():
    """7.3 Hind: the next turn he plays no card, always passes, takes no action nor the 150
    gold, buys no card; but receives income, may attract a princess and pays upkeep."""
    play = _plain(at_bidding())
    record(play, join, "hind", 1)
    until(play, lambda g: g.turn == 2)
    play.sheik(1, gold=100)  # would allow the 150 gold
    acting, events = set(), []
    while play.state.turn == 2:
        acting.update(play.to_act())
        events += play.apply(idle(play, play.to_act()[0]))
    assert 1 not in acting
    assert [e for e in of_type(events, ev.IncomePaid) if e.seat == 1]
    assert [e for e in of_type(events, ev.UpkeepPaid) if e.seat == 1]
    assert not [e for e in of_type(events, ev.NoActionTaken) if e.seat == 1]
    assert not [e for e in of_type(events, ev.RoundWon) if e.seat == 1]
    assert eligible(play.state, 1) and course.eligible(play.state, "purchase", 1)


def test_hinds_lost_turn_stays_lost_when_she_leaves_before_it():
    """7.3 General Note: "For princesses with one-time disadvantages you get nothing back.
    Those princesses are Samira, Zahrah, Hind …" (DECISION): Hind joins seat 1 in turn 1,
    Sidi Suleiman takes her away the same turn; seat 1 still only reacts in turn 2."""
    play = _plain(at_bidding())
    record(play, join, "hind", 1)
    events = record(play, join, "sidi_suleiman", 1)
    assert ev.PrincessLeft("hind", 1, "stolen", "out") in events
    assert "hind" not in play.state.sheiks[1].princesses
    until(play, lambda g: g.turn == 2)
    assert not eligible(play.state, 1) and not course.eligible(play.state, "purchase", 1)
    acting = set()
    while play.state.turn == 2:
        acting.update(play.to_act())
        play.apply(idle(play, play.to_act()[0]))
    assert 1 not in acting


def test_sidi_suleiman_ties_leave_him_undecided_and_he_needs_no_room():
    """7.3 Sidi Suleiman joins where the most princesses live; no second preference, so a tie
    leaves him undecided (4.6); "The palace does not have to be big enough"."""
    play = _plain(at_bidding())
    play.sheik(0, princesses=("asima", "thara"), sections=0)
    play.sheik(2, princesses=("amina", "safiya"), sections=0)
    assert best_sheik(play.state, "sidi_suleiman") is None
    play.sheik(2, princesses=("amina",))
    assert best_sheik(play.state, "sidi_suleiman") == 0  # full palace, still his


def test_a_gold_princess_reveals_every_sheiks_gold_when_she_chooses():
    """4.6 General Rules: "when a princess whose preference is gold is in play, you must
    reveal your gold when it is time for her to choose" (a public GoldRevealed)."""
    from service.games.emira.princesses import choose

    play = _plain(at_bidding())
    for seat in range(4):
        play.sheik(seat, gold=100 * seat)
    events = record(play, choose, "marjana")
    revealed = of_type(events, ev.GoldRevealed)
    assert revealed == [ev.GoldRevealed((0, 100, 200, 300))] and revealed[0].audience() is None
    assert not of_type(record(play, choose, "asima"), ev.GoldRevealed)
    assert evolve is not None


def test_gold_is_revealed_for_a_second_preference_only_when_it_is_compared():
    """4.6: "you must reveal your gold when it is time for her to choose her sheik" — for a
    princess whose second preference is gold, when her first preference leaves a tie; when
    her first decides, gold plays no part in her choice and stays covered."""
    from service.games.emira.princesses import choose

    play = _plain(at_bidding())
    for seat in range(4):
        play.sheik(seat, gold=100 * seat)
    assert play.state.content.princesses["zainab"].second == "gold"
    play.sheik(1, status=("s300a",))
    events = record(play, choose, "zainab")  # status decides: seat 1
    assert not of_type(events, ev.GoldRevealed)
    assert ev.PrincessJoined("zainab", 1, "status") in events
    play.sheik(2, status=("s350a",))  # tied on status: gold decides between 1 and 2
    events = record(play, choose, "zainab")
    assert of_type(events, ev.GoldRevealed) == [ev.GoldRevealed((0, 100, 200, 300))]
    assert ev.PrincessJoined("zainab", 2, "gold") in events

