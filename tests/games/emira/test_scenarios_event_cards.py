"""Event cards (rulebook 4.1, 6.3, 7.2, 8.1 and the DESIGNED kinds of seeds/emira/events.json),
played from the events phase of a seeded game and followed through the phases they touch."""

from __future__ import annotations

import pytest

from service.games.emira import GAME, actions
from service.games.emira import events as ev
from service.games.emira.commands import (
    Bid,
    ChangeMind,
    Pass,
    PickCounter,
    PickStatus,
    PlayEvent,
    ReorderEmira,
    TakeAction,
)
from service.games.emira.state import appearance, discount, palace_value
from service.kit.records import evolve

from .scenes import Play, at, give, of_type, play_card, text, to_play, until, view


def _bidding(play) -> list:
    return until(play, lambda g: g.phase == "bidding")


def test_no_event_cards_in_turn_one_of_the_basic_game():
    """4.1 Note: "During the first game turn you cannot play any event cards"."""
    play = Play()
    play.keep_starting_cards()  # every seat holds a card, yet nobody is asked
    assert play.state.turn == 1 and play.state.phase == "bidding"
    assert ev.PhaseBegan(1, "events", -1) in play.events


def test_event_cards_may_be_played_in_turn_one_of_the_advanced_game():
    """8.2: "you can now play an event card on the first turn"."""
    play = at("events", turn=1, advanced=True)
    seat = play.to_act()[0]
    assert any(type(c) is PlayEvent for c in GAME.legal_commands(play.state, seat))


def test_a_symbol_blocks_later_cards_of_that_symbol_this_turn_only():
    """4.1: a card's symbol: "no other event card with the same symbol may be played later
    during that same turn"; cards without symbol (Better Breed) are never blocked."""
    play = at("events")
    first = play.state.seat
    second = (first + 1) % 4
    play_card(play, first, "camel_breeding")
    epidemic = give(play, second, "camel_epidemic")
    to_play(play, second)
    assert play.refused(PlayEvent(second, epidemic, "")) == "CARD_BLOCKED"
    market = give(play, second, "camel_market")
    assert play.refused(PlayEvent(second, market, "")) == "CARD_BLOCKED"
    breed = give(play, second, "better_breed")
    play.apply(PlayEvent(second, breed, ""))
    until(play, lambda g: g.turn == 3 and g.phase == "events")
    to_play(play, second)
    play.apply(PlayEvent(second, epidemic, ""))  # a new turn: allowed again


def test_bazaar_the_player_picks_the_counter_from_the_bag():
    """7.2 Bazaar: "you search the bag and select 1 appearance counter of your choice to add
    to the game board for this turn"."""
    play = at("events")
    seat = play.state.seat
    play.state = evolve(play.state, board=evolve(play.state.board, bag=(3, 0, 2)))
    play_card(play, seat, "bazaar")
    events = until(play, lambda g: g.ask is not None or g.phase == "bidding")
    assert play.state.ask.name == "bazaar" and play.state.ask.seat == seat
    assert play.state.ask.options == ("beauty", "attire")  # only what is in the bag
    assert play.refused(PickCounter(seat, "manners")) == "NOT_IN_BAG"
    events = play.apply(PickCounter(seat, "attire"))
    assert ev.CounterPlaced("attire", seat) in events
    assert play.state.board.counter == "attire" and play.state.board.bag == (3, 0, 1)


@pytest.mark.parametrize("played, discount_per_camel", [(0, 50), (1, 70), (2, 100), (3, 150)])
def test_better_breed_moves_the_camel_track(played, discount_per_camel):
    """7.2 Better Breed: "the discount becomes 70 gold per camel, the second time 100, then
    150"; the card stays face up (permanent)."""
    play = at("events")
    seat = play.state.seat
    play.sheik(seat, camels=2, breed=0)
    for copy in range(1, played + 1):
        play_card(play, seat, "better_breed", copy=copy)
        play.state = evolve(play.state, phase="events", symbols=())
    s = play.state.sheiks[seat]
    assert discount(s, play.state.content) == 2 * discount_per_camel
    assert s.breed == played and s.kept == ()  # 4.1: played, it leaves the game


def test_better_breed_beyond_the_last_box_changes_nothing():
    """7.2 Better Breed has three boxes past 50 (70, 100, 150) and three copies: a sheik
    already at 150 (the only way: all three played) stays at 150."""
    play = at("events")
    seat = play.state.seat
    play.sheik(seat, camels=1, breed=3)
    events = play_card(play, seat, "better_breed")
    assert not of_type(events, ev.TrackMoved)
    assert discount(play.state.sheiks[seat], play.state.content) == 150


@pytest.mark.parametrize("supply, after", [(3, [0, 1, 3, 7]), (2, [0, 1, 2, 5])])
def test_camel_breeding_one_free_camel_per_two_if_enough_for_everyone(supply, after):
    """7.2 Camel Breeding: "Each player receives 1 free camel for every 2 camels he owns.
    Note: If there are not enough camels left for everyone, this card has no effect"."""
    play = at("events")
    for seat, camels in enumerate((0, 1, 2, 5)):
        play.sheik(seat, camels=camels)
    b = play.state.board
    play.state = evolve(play.state, board=evolve(b, supply=(supply,) + b.supply[1:]))
    events = play_card(play, play.state.seat, "camel_breeding")
    assert [s.camels for s in play.state.sheiks] == after
    assert of_type(events, ev.CamelsChanged) == ([ev.CamelsChanged((0, 0, 1, 2),
                                                                   "camel_breeding")]
                                                 if supply == 3 else [])
    assert play.state.board.supply[0] == (0 if supply == 3 else 2)


def test_camel_epidemic_one_lost_per_three_back_to_the_supply():
    """7.2 Camel Epidemic: "Each player loses 1 camel for every 3 camels he owns"."""
    play = at("events")
    for seat, camels in enumerate((2, 3, 6, 7)):
        play.sheik(seat, camels=camels)
    supply = play.state.board.supply[0]
    play_card(play, play.state.seat, "camel_epidemic")
    assert [s.camels for s in play.state.sheiks] == [2, 2, 4, 5]
    assert play.state.board.supply[0] == supply + 5


@pytest.mark.parametrize("choice", ["keep", "swap", "bottom"])
def test_changing_her_mind(choice):
    """7.2 Changing Her Mind: examine the top Emira card; keep her preferences, swap first and
    second, or return her to the bottom of the deck."""
    play = at("events")
    seat = play.state.seat
    deck = play.state.decks.emira
    top = next(p for p in deck if play.state.content.princesses[p].second is not None)
    deck = (top,) + tuple(p for p in deck if p != top)
    play.state = evolve(play.state, decks=evolve(play.state.decks, emira=deck))
    events = play_card(play, seat, "changing_her_mind")
    assert ev.EmiraCardsSeen(seat, "changing_her_mind", (top,)) in events
    play.apply(ChangeMind(seat, choice))
    drawn = of_type(_bidding(play), ev.PrincessesDrawn)[0]
    p = play.state.content.princesses[top]
    if choice == "bottom":
        assert drawn.active == (deck[1],) and play.state.decks.emira[-1] == top
        return
    assert drawn.active == (top,) and drawn.swapped == (choice == "swap",)
    shown = view(play, None)["board"]["active"][0]
    want = (p.second, p.first) if choice == "swap" else (p.first, p.second)
    assert (shown["first"], shown["second"]) == want


def test_court_influence_reorders_the_top_three_in_private():
    """7.2 Court Influence: "Examine the top 3 Emira cards and return them to the top of the
    deck in any order you wish"."""
    play = at("events")
    seat = play.state.seat
    top = play.state.decks.emira[:3]
    rest = play.state.decks.emira[3:]
    events = play_card(play, seat, "court_influence")
    assert ev.EmiraCardsSeen(seat, "court_influence", top) in events
    assert view(play, (seat + 1) % 4)["pending"]["options"] == []
    assert play.refused(ReorderEmira(seat, top[:2])) == "BAD_ORDER"
    order = (top[2], top[0], top[1])
    done = play.apply(ReorderEmira(seat, order))
    assert of_type(done, ev.EmiraDeckReordered)[0].audience() == frozenset((seat,))
    assert play.state.decks.emira == order + rest


def test_double_trouble_two_princesses_in_the_order_drawn():
    """7.2 Double Trouble: two Emira cards; "Do not change the order of the princesses. The
    first princess drawn chooses her sheik first; then the second one makes her choice"."""
    play = at("events")
    top = play.state.decks.emira[:2]
    play_card(play, play.state.seat, "double_trouble")
    _bidding(play)
    assert play.state.board.active == top
    events = until(play, lambda g: g.turn == 3)
    chose = [e.princess for e in events if isinstance(e, ev.PrincessJoined | ev.PrincessUndecided)]
    assert chose[:2] == list(top)


@pytest.mark.parametrize("kind, paid", [("golden_times", [240, 420, 300, 240]),
                                        ("lean_times", [160, 280, 200, 160])])
def test_golden_and_lean_times_a_fifth_more_or_less_income(kind, paid):
    """7.2 Golden Times: "+20% bonus to his income … both your personal spice supply and any
    income from caravans"; DESIGNED Lean Times (text): "reduced by 20% … caravans still move
    one box to the left"; both have the income symbol: the other is blocked."""
    play = at("events")
    for seat in range(4):
        play.sheik(seat, colour="green", caravans=())
    play.sheik(1, caravans=(("small_slow", 5),))
    play.sheik(2, colour="black")
    seat = play.state.seat
    events = play_card(play, seat, kind)
    other = give(play, (seat + 1) % 4, "lean_times" if kind == "golden_times" else "golden_times")
    to_play(play, (seat + 1) % 4)
    assert play.refused(PlayEvent((seat + 1) % 4, other, "")) == "CARD_BLOCKED"
    events += _bidding(play)
    assert [e.amount for e in sorted(of_type(events, ev.IncomePaid), key=lambda e: e.seat)] \
        == paid
    assert play.state.sheiks[1].caravans == (("small_slow", 4),)


@pytest.mark.parametrize("kind", ["beauty", "manners", "attire"])
def test_good_looking_a_plus_one_per_three_of_the_chosen_type(kind):
    """7.2 Good Looking: "Choose 1 type of appearance counter. You receive a "+1" marker for
    each set of 3 counters of this type"; the card is kept (permanent)."""
    play = at("events")
    seat = play.state.seat
    play.sheik(seat, counters=(7, 3, 2), princesses=())
    before = appearance(play.state.sheiks[seat], play.state.content)  # 12 + 2 sets
    assert before == 14
    card = give(play, seat, "good_looking")
    to_play(play, seat)
    assert play.refused(PlayEvent(seat, card, "")) == "BAD_CHOICE"
    play.apply(PlayEvent(seat, card, kind))
    s = play.state.sheiks[seat]
    assert appearance(s, play.state.content) == before + {"beauty": 2, "manners": 1,
                                                          "attire": 0}[kind]
    assert card in s.kept


def test_restoration_adds_half_a_section_in_the_advanced_game():
    """8.1: Restoration moves the palace track one space right: the palace is worth 0.5 more;
    the card leaves the game (4.1), the track keeps its effect."""
    play = at("events", advanced=True)
    seat = play.state.seat
    play.sheik(seat, sections=3, track=0)
    events = play_card(play, seat, "restoration")
    assert ev.TrackMoved(seat, "palace", 1) in events
    s = play.state.sheiks[seat]
    assert palace_value(s, True) == 7 and s.kept == ()  # the track keeps the half section


def test_quiet_days_no_princess_this_turn_with_four_players():
    """README DECISION, Quiet Days with 4-5 players: no princess comes into play this turn;
    an undecided princess may still join."""
    play = at("events")
    deck = play.state.decks.emira
    play.state = evolve(play.state, board=evolve(play.state.board, undecided=("asima",)))
    for seat in range(4):
        play.sheik(seat, counters=(0, 0, 0), status=(), princesses=())
    play_card(play, play.state.seat, "quiet_days")
    drawn = of_type(_bidding(play), ev.PrincessesDrawn)
    assert drawn[0].active == () and play.state.decks.emira == deck
    assert play.state.board.undecided == ("asima",)
    play.sheik(1, counters=(5, 5, 5), sections=4)
    events = play.rest() + until(play, lambda g: g.turn == 3)
    assert ev.PrincessJoined("asima", 1, "appearance") in events


@pytest.mark.parametrize("choice, odd, even", [("odd", 1, 0), ("even", 0, 1)])
def test_quiet_days_three_players_one_princess_odd_or_even(choice, odd, even):
    """6.3 Quiet Days: only 1 princess comes into play; chosen before looking: active in the
    odd or in the even turn; drawn in the preparation of the odd turn."""
    play = at("events", turn=3, players=3, seed=3)
    top = play.state.decks.emira[0]
    seat = play.state.seat
    card = give(play, seat, "quiet_days")
    to_play(play, seat)
    assert play.refused(PlayEvent(seat, card, "")) == "BAD_CHOICE"
    play.apply(PlayEvent(seat, card, choice))
    drawn = of_type(_bidding(play), ev.PrincessesDrawn)[0]
    assert (len(drawn.active), len(drawn.later)) == (odd, even)
    assert (drawn.active + drawn.later) == (top,)


@pytest.mark.parametrize("choice, odd, even", [("odd", 2, 1), ("even", 1, 2)])
def test_double_trouble_three_players_two_and_one(choice, odd, even):
    """6.3 Double Trouble: 3 princesses come into play, 2 in the odd turn and 1 in the even
    or 1 and 2, chosen before looking."""
    play = at("events", turn=3, players=3, seed=3)
    top = play.state.decks.emira[:3]
    play_card(play, play.state.seat, "double_trouble", choice)
    drawn = of_type(_bidding(play), ev.PrincessesDrawn)[0]
    assert drawn.active == top[:odd] and drawn.later == top[odd:]
    until(play, lambda g: g.turn == 4 and g.phase == "bidding")
    assert play.state.board.active == top[odd:]


def test_changing_her_mind_three_players_odd_or_even_and_with_double_trouble():
    """6.3 Changing Her Mind: choose, before looking, the princess of the odd or of the even
    turn; with Double Trouble and two princesses that turn, either of them."""
    play = at("events", turn=3, players=3, seed=3)
    seat = play.state.seat
    deck = play.state.decks.emira
    card = give(play, seat, "changing_her_mind")
    to_play(play, seat)
    plays = {c.choice for c in GAME.legal_commands(play.state, seat)
             if type(c) is PlayEvent and c.card == card}
    assert plays == {"odd", "even"}
    other = (seat + 1) % 3
    play_card(play, seat, "double_trouble", "even")
    give(play, other, "changing_her_mind", copy=2)
    to_play(play, other)
    plays = {c.choice for c in GAME.legal_commands(play.state, other)
             if type(c) is PlayEvent and c.card == "changing_her_mind#2"}
    assert plays == {"odd", "even", "even2"}
    events = play.apply(PlayEvent(other, "changing_her_mind#2", "even2"))
    assert ev.EmiraCardsSeen(other, "changing_her_mind", (deck[2],)) in events


def test_the_caliphs_gift_300_gold_at_once():
    """DESIGNED The Caliph's Gift (text): "You receive 300 gold from the bank at once"."""
    play = at("events")
    seat = play.state.seat
    gold = play.state.sheiks[seat].gold
    events = play_card(play, seat, "caliphs_gift")
    assert ev.GoldGained(seat, 300, "gift") in events
    assert play.state.sheiks[seat].gold == gold + 300


def test_haggling_the_action_costs_100_less_the_bid_as_usual():
    """DESIGNED Haggling (text): "the action you take in the bidding phase costs you 100 gold
    less (never less than 0). Your bid is paid as usual, less your camel discount"."""
    play = at("events")
    seat = play_card(play, play.state.seat, "haggling")[0].seat
    _bidding(play)
    play.sheik(seat, gold=2000, camels=1, breed=0, princesses=())
    gold, other = 2000, (seat + 1) % 4
    assert actions.cost(play.state, other, "camel", "") == 150
    while play.state.phase == "bidding":  # he bids 100, the others pass
        bidder = play.state.seat
        play.apply(Bid(bidder, 100) if bidder == seat and play.state.leader != seat
                   else Pass(bidder))
    assert play.state.chooser == seat and play.state.sheiks[seat].gold == gold - 50
    play.sheik(seat, princesses=("farah",))
    assert ev.ActionTaken(seat, "camel", "", 0) in play.apply(TakeAction(seat, "camel", ""))


def test_camel_market_one_free_camel_if_any_is_left():
    """DESIGNED Camel Market (text): "You take 1 camel from the supply at once, free of
    charge … (no effect if no camel is left)"."""
    play = at("events")
    seat = play.state.seat
    camels = play.state.sheiks[seat].camels
    play_card(play, seat, "camel_market")
    assert play.state.sheiks[seat].camels == camels + 1
    play = at("events")
    b = play.state.board
    play.state = evolve(play.state, board=evolve(b, supply=(0,) + b.supply[1:]))
    camels = play.state.sheiks[seat].camels
    assert not of_type(play_card(play, seat, "camel_market"), ev.CamelsChanged)
    assert play.state.sheiks[seat].camels == camels


def test_sandstorm_no_caravan_this_turn_they_stay_for_the_next():
    """DESIGNED Sandstorm (text): "neither caravan action is available in the bidding phase.
    The caravans on the board stay there for the next turn"."""
    play = at("events")
    play_card(play, play.state.seat, "sandstorm")
    until(play, lambda g: g.phase == "choosing")
    seat = play.state.chooser
    play.sheik(seat, gold=5000)
    for action in ("small_caravan", "large_caravan"):
        assert play.refused(TakeAction(seat, action, "slow")) == "NOT_ON_BOARD"
    until(play, lambda g: g.turn == 3 and g.phase == "bidding")
    assert {"small", "large"} <= set(play.state.board.offers)
    until(play, lambda g: g.phase == "choosing")
    seat = play.state.chooser
    play.sheik(seat, gold=5000)
    play.apply(TakeAction(seat, "small_caravan", "slow"))


def test_homesick_undecided_princesses_to_the_bottom_of_the_deck():
    """DESIGNED Homesick (text): "Every undecided princess returns to her family: place her
    face down at the bottom of the Emira deck"."""
    play = at("events")
    play.state = evolve(play.state, board=evolve(play.state.board, undecided=("asima", "thara")))
    for seat in range(4):  # alike: both stay undecided until the card is played
        play.sheik(seat, counters=(0, 0, 0), status=(), sections=0, princesses=())
    deck = tuple(p for p in play.state.decks.emira if p not in ("asima", "thara"))
    play.state = evolve(play.state, decks=evolve(play.state.decks, emira=deck))
    events = play_card(play, play.state.seat, "homesick")
    assert ev.UndecidedSentHome(("asima", "thara")) in events
    assert play.state.board.undecided == () and play.state.decks.emira[-2:] == ("asima",
                                                                                  "thara")


def test_homesick_a_princess_goes_home_with_her_printed_preferences():
    """7.2 Changing Her Mind swaps "the princess' preferences" for her choice; Homesick sends
    her back "face down at the bottom of the Emira deck", a card like any other: when she is
    drawn again she chooses by her card as printed."""
    play = at("events")
    for seat in range(4):
        play.sheik(seat, counters=(0, 0, 0), status=(), sections=0, princesses=())
    deck = tuple(p for p in play.state.decks.emira if p != "thara")
    play.state = evolve(play.state, board=evolve(play.state.board, undecided=("thara",),
                                                 swapped=("thara",)),
                        decks=evolve(play.state.decks, emira=deck))
    play_card(play, play.state.seat, "homesick")
    assert play.state.decks.emira[-1] == "thara" and play.state.board.swapped == ()


def test_royal_favour_two_status_cards_the_player_chooses():
    """DESIGNED Royal Favour (text): "turn over the top 2 status cards instead of 1. You
    choose which one is in play this turn; the other is placed face down at the bottom"."""
    play = at("events")
    seat = play.state.seat
    top = play.state.decks.status[:2]
    play_card(play, seat, "royal_favour")
    events = until(play, lambda g: g.ask is not None)
    assert ev.StatusCardsTurned(top) in events
    assert play.state.ask.seat == seat and "royal_favour" in text(play, None)
    assert view(play, (seat + 1) % 4)["pending"]["options"] == list(top)  # public
    play.apply(PickStatus(seat, top[1]))
    assert play.state.board.status == top[1] and play.state.decks.status[-1] == top[0]

