"""Supplies (rulebook 2.0, 4.4.1 Note, 6.0): what runs out is neither placed nor bought, the
counters and markers are conserved, and three players put components back in the box."""

from __future__ import annotations

import pytest

from service.games.emira import GAME
from service.games.emira import events as ev
from service.games.emira.commands import TakeAction
from service.games.emira.state import APPEARANCES, appearance
from service.kit.records import evolve

from .scenes import Play, at, of_type, play_card, until


def _empty(play, **board) -> None:
    play.state = evolve(play.state, board=evolve(play.state.board, **board))


@pytest.mark.parametrize("marker, index, action", [
    ("camel", 0, "camel"), ("palace", 1, "palace"), ("small", 2, "small_caravan"),
    ("large", 3, "large_caravan")])
def test_an_item_whose_supply_ran_out_is_not_placed_nor_bought(marker, index, action):
    """4.4.1 Note: "If all of an item … have been purchased, then no one can buy any more of
    them during the game"; 4.3 places only what the supply holds."""
    play = at("events")
    b = play.state.board
    supply = list(b.supply)
    supply[index] = 0
    _empty(play, supply=tuple(supply), offers=tuple(m for m in b.offers if m != marker))
    events = until(play, lambda g: g.phase == "choosing")
    placed = [m for e in of_type(events, ev.MarkersPlaced) for m in e.markers]
    assert marker not in placed and marker not in play.state.board.offers
    seat = play.state.chooser
    play.sheik(seat, gold=5000)
    speed = "slow" if action.endswith("caravan") else ""
    assert play.refused(TakeAction(seat, action, speed)) == "NOT_ON_BOARD"
    assert play.state.board.supply[index] == 0


def test_the_last_item_is_placed_and_then_none():
    """4.4.1 Note / 4.3: the last camel of the supply is placed; once bought, none follows."""
    play = at("events")
    b = play.state.board
    _empty(play, supply=(1,) + b.supply[1:], offers=tuple(m for m in b.offers if m != "camel"))
    until(play, lambda g: g.phase == "choosing")
    assert "camel" in play.state.board.offers and play.state.board.supply[0] == 0
    seat = play.state.chooser
    play.apply(TakeAction(seat, "camel", ""))
    until(play, lambda g: g.turn == 3 and g.phase == "bidding")
    assert "camel" not in play.state.board.offers


def test_an_empty_bag_places_no_counter_and_appearance_cannot_be_bought():
    """4.4.1 Note: no appearance counter left in the bag: none on the board, none bought."""
    play = at("events")
    _empty(play, bag=(0, 0, 0), counter=None)
    until(play, lambda g: g.phase == "choosing")
    assert play.state.board.counter is None
    seat = play.state.chooser
    assert play.refused(TakeAction(seat, "appearance", "")) == "NOT_ON_BOARD"


def test_an_empty_status_deck_places_no_card():
    """4.4.1 Note: no status card left: none in play, the action cannot be taken."""
    play = at("events")
    play.state = evolve(play.state, decks=evolve(play.state.decks, status=()))
    _empty(play, status=None)
    until(play, lambda g: g.phase == "choosing")
    assert play.state.board.status is None
    seat = play.state.chooser
    assert play.refused(TakeAction(seat, "status", "")) == "NOT_ON_BOARD"


def _counter_totals(g) -> tuple[int, ...]:
    """Each type: in the bag, on the board, and the sheiks' own (not the one beside the
    board, which Layla / Nadia lend)."""
    own = [sum(s.counters[i] for s in g.sheiks) for i in range(3)]
    board = [int(g.board.counter == k) for k in APPEARANCES]
    return tuple(g.board.bag[i] + own[i] + board[i] for i in range(3))


@pytest.mark.parametrize("players, per_type", [(4, 9), (3, 7)])
def test_appearance_counters_are_conserved(players, per_type):
    """2.0: 9 of each type (3.0: one of each beside the board, blue takes the attire one, or
    it goes into the bag); 6.0: 2 of each type fewer with 3 players."""
    play = at("events", players=players, turn=3)
    beside = (1, 1, 0)
    assert tuple(t + b for t, b in zip(_counter_totals(play.state), beside, strict=True)) == \
        (per_type,) * 3


def test_complete_sets_never_need_more_than_the_12_plus_one_markers():
    """2.0: 12 "+1" markers and 9 counters of each type: complete sets of beauty, manners and
    attire can never use more than 9 markers, so the limit of 12 binds only with Good
    Looking (README DECISION "+1 markers are derived")."""
    supply = GAME.content.supplies[4]
    assert supply.appearance_per_type <= supply.plus_markers == 12


def test_the_12_plus_one_markers_limit_good_looking():
    """2.0 / 7.2 Good Looking: there are 12 "+1" markers. Complete sets alone never need more
    than 9 (9 counters of each type); Good Looking gives only those still in the supply."""
    play = at("events")
    seat = play.state.seat
    play.sheik(seat, counters=(9, 9, 9), princesses=())  # 9 complete sets: 9 markers
    play_card(play, seat, "good_looking", "beauty", copy=1)  # wants 3, 3 are left
    play.state = evolve(play.state, phase="events", seat=seat,
                                                           symbols=())
    play_card(play, seat, "good_looking", "manners", copy=2)  # wants 3, none is left
    s = play.state.sheiks[seat]
    assert s.looks == ("beauty",) * 3
    assert appearance(s, play.state.content) == 27 + 12


def test_good_looking_markers_are_counted_when_the_card_is_played():
    """7.2 Good Looking: "You receive a "+1" marker for each set of 3 … Place the "+1" markers
    on top of this card and keep it until the end of the game": a later third beauty does
    not raise them, and they stay if a counter is lost."""
    play = at("events")
    seat = play.state.seat
    play.sheik(seat, counters=(2, 0, 0), princesses=())
    play_card(play, seat, "good_looking", "beauty")
    play.sheik(seat, counters=(3, 0, 0))
    assert appearance(play.state.sheiks[seat], play.state.content) == 3
    play.sheik(seat, counters=(6, 0, 0), looks=())
    play.state = evolve(play.state, phase="events", seat=seat,
                                                           symbols=())
    play_card(play, seat, "good_looking", "beauty", copy=2)
    play.sheik(seat, counters=(3, 0, 0))  # Samira took some: the 2 markers stay on the card
    assert appearance(play.state.sheiks[seat], play.state.content) == 3 + 2


def test_three_players_put_components_back_in_the_box():
    """6.0: 4 small and 4 large caravans, 2 counters of each type and 7 camels back in the
    box; status cards 1x300, 1x350, 1x400, 2x800, 1x1400 removed; 3 set aside, not 6."""
    play = Play(players=3, seed=5)
    g = play.state
    colours = [s.colour for s in g.sheiks]
    camels, sections, small, large = g.board.supply
    assert camels + sum(s.camels for s in g.sheiks) == 16
    assert sections + sum(s.sections for s in g.sheiks) == 20
    assert (small, large) == (8, 8)
    attire = 7 - (1 if "blue" in colours else 0)
    assert g.board.bag == (6, 6, attire)
    cards = g.content.status_cards
    held = [c for s in g.sheiks for c in s.status]
    costs = sorted(cards[c].cost for c in (*g.decks.status, *held))
    assert costs == [300, 300, 350, 350, 350, 400, 400, 700, 750, 850, 900, 1200, 1300, 1500]
    assert sorted(cards[c].points for c in g.decks.status[:3]) != [3, 3, 3]


def test_three_players_the_unbought_counter_goes_back_after_the_even_turn():
    """6.2 Note: unpurchased appearance markers back into the bag, and an unbought status card
    to the bottom, at the end of the bidding phase of the even-numbered turn."""
    play = at("bidding", turn=1, players=3, seed=3)
    counter, status = play.state.board.counter, play.state.board.status
    events = until(play, lambda g: g.turn == 2 and g.phase == "bidding")
    assert not of_type(events, ev.BiddingEnded)
    assert (play.state.board.counter, play.state.board.status) == (counter, status)
    events = until(play, lambda g: g.turn == 3)
    assert ev.BiddingEnded(counter, status) in events


def test_restoration_is_out_of_the_basic_game():
    """3.0 Note / 8.1: the 3 Restoration cards are removed before shuffling (basic)."""
    for advanced, copies in ((False, 0), (True, 3)):
        g = at("events", advanced=advanced).state
        cards = [*g.decks.events, *(c for s in g.sheiks for c in s.hand)]
        assert sum(c.startswith("restoration") for c in cards) == copies
