"""Supplies (rulebook 2.0, 4.4.1 Note, 6.0) and the secrets of the views (4.6 General Rules,
7.3 Noor, 3.0 "Keep your goal secret", README "Secrets")."""

from __future__ import annotations

import pytest

from service.games.emira import RULES
from service.games.emira import events as ev
from service.games.emira.commands import BuyEvents, ChangeMind, TakeAction
from service.games.emira.state import APPEARANCES, appearance, put
from service.kit.base import AUDITOR

from .helpers import Play, at_bidding, of_type
from .scenes import at, golds, play_card, text, until, view


def _empty(play, **board) -> None:
    play.state = put(play.state, board=put(play.state.board, **board))


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
    seat = play.state.step.chooser
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
    seat = play.state.step.chooser
    play.apply(TakeAction(seat, "camel", ""))
    until(play, lambda g: g.turn == 3 and g.phase == "bidding")
    assert "camel" not in play.state.board.offers


def test_an_empty_bag_places_no_counter_and_appearance_cannot_be_bought():
    """4.4.1 Note: no appearance counter left in the bag: none on the board, none bought."""
    play = at("events")
    _empty(play, bag=(0, 0, 0), counter=None)
    until(play, lambda g: g.phase == "choosing")
    assert play.state.board.counter is None
    seat = play.state.step.chooser
    assert play.refused(TakeAction(seat, "appearance", "")) == "NOT_ON_BOARD"


def test_an_empty_status_deck_places_no_card():
    """4.4.1 Note: no status card left: none in play, the action cannot be taken."""
    play = at("events")
    play.state = put(play.state, decks=put(play.state.decks, status=()))
    _empty(play, status=None)
    until(play, lambda g: g.phase == "choosing")
    assert play.state.board.status is None
    seat = play.state.step.chooser
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
    supply = RULES.content.supplies[4]
    assert supply.appearance_per_type <= supply.plus_markers == 12


def test_the_12_plus_one_markers_limit_good_looking():
    """2.0 / 7.2 Good Looking: there are 12 "+1" markers. Complete sets alone never need more
    than 9 (9 counters of each type); Good Looking gives only those still in the supply."""
    play = at("events")
    seat = play.state.step.seat
    play.sheik(seat, counters=(9, 9, 9), princesses=())  # 9 complete sets: 9 markers
    play_card(play, seat, "good_looking", "beauty", copy=1)  # wants 3, 3 are left
    play.state = put(play.state, phase="events", step=put(play.state.step, seat=seat,
                                                           symbols=()))
    play_card(play, seat, "good_looking", "manners", copy=2)  # wants 3, none is left
    s = play.state.sheiks[seat]
    assert s.looks == ("beauty",) * 3
    assert appearance(s, play.state.content) == 27 + 12


def test_good_looking_markers_are_counted_when_the_card_is_played():
    """7.2 Good Looking: "You receive a "+1" marker for each set of 3 … Place the "+1" markers
    on top of this card and keep it until the end of the game": a later third beauty does
    not raise them, and they stay if a counter is lost."""
    play = at("events")
    seat = play.state.step.seat
    play.sheik(seat, counters=(2, 0, 0), princesses=())
    play_card(play, seat, "good_looking", "beauty")
    play.sheik(seat, counters=(3, 0, 0))
    assert appearance(play.state.sheiks[seat], play.state.content) == 3
    play.sheik(seat, counters=(6, 0, 0), looks=())
    play.state = put(play.state, phase="events", step=put(play.state.step, seat=seat,
                                                           symbols=()))
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


# --- secrets in the views -------------------------------------------------------------------


def _quiet(play) -> None:
    """No princess who looks at gold in play or undecided."""
    play.board(active=("asima",), undecided=(), later=())


def test_others_gold_is_hidden_own_gold_shown():
    """4.6 General Rules: "You may keep your gold hidden from the other players"."""
    play = at_bidding()
    _quiet(play)
    for seat in range(4):
        play.sheik(seat, gold=100 + seat, princesses=())
    for seat in range(4):
        shown = golds(play, seat)
        assert shown[seat] == 100 + seat and shown.count(None) == 3
        assert view(play, seat)["you"]["gold"] == 100 + seat
    assert golds(play, None) == [None] * 4
    assert [s["gold"] for s in RULES.view(play.state, AUDITOR)["sheiks"]] == [100, 101, 102, 103]


@pytest.mark.parametrize("where", ["choosing", "undecided"])
def test_gold_is_shown_when_a_gold_princess_chooses(where):
    """4.6 General Rules: "when a princess whose preference is gold is in play, you must
    reveal your gold when it is time for her to choose her sheik" (README: while she
    chooses, and while she is undecided, since she may choose at any moment); to spectators
    too. During the bidding she is in play but not choosing: gold stays covered."""
    play = at_bidding()
    _quiet(play)
    for seat in range(4):
        play.sheik(seat, gold=100 + seat)
    if where == "choosing":
        play.board(active=("zafirah",))
        assert golds(play, 1) == [None, 101, None, None]  # bidding: not her time yet
        play.state = put(play.state, phase="princess")
    else:
        play.board(undecided=("zafirah",))
    assert golds(play, 1) == [100, 101, 102, 103] == golds(play, None)


def test_hands_goals_and_drawn_cards_are_their_owners_only():
    """3.0: "Keep your goal secret"; the event cards in hand and those drawn are secret (README
    Secrets); a spectator sees none of them."""
    play = at("events")
    g = play.state
    for seat in range(4):
        s = g.sheiks[seat]
        own = view(play, seat)["you"]
        assert own["goal"] == s.goal and own["hand"] == list(s.hand)
        for other in [o for o in range(4) if o != seat] + [None]:
            seen = text(play, other)
            assert f'"{s.goal}"' not in seen
            assert not [c for c in s.hand if f'"{c}"' in seen]
        assert view(play, (seat + 1) % 4)["sheiks"][seat]["hand_size"] == len(s.hand)
    assert view(play, None)["you"] is None and "secret" not in view(play, None)
    created = [e for e in play.events if isinstance(e, ev.GoalDealt | ev.StartingEventsDealt
                                                    | ev.StartingEventKept)]
    assert created and all(e.audience() == frozenset((e.seat,)) for e in created)


def test_drawn_event_cards_are_secret_the_count_is_not():
    """4.5 / README Secrets: the cards drawn when buying are their buyer's; others see the
    count."""
    play = at("purchase")
    seat = play.state.step.seat
    play.sheik(seat, gold=1000)
    drawn = of_type(play.apply(BuyEvents(seat, 2)), ev.EventCardsDrawn)[0]
    assert drawn.audience() == frozenset((seat,)) and "count" in drawn.PUBLIC_FIELDS
    assert "cards" not in drawn.PUBLIC_FIELDS
    assert view(play, (seat + 1) % 4)["pending"]["options"] == []
    assert view(play, seat)["pending"]["options"] == list(drawn.cards)


def test_changing_her_mind_the_look_is_private():
    """7.2 Changing Her Mind / README Secrets: only the player sees the card examined."""
    play = at("events")
    seat = play.state.step.seat
    top = play.state.decks.emira[0]
    events = play_card(play, seat, "changing_her_mind")
    seen = of_type(events, ev.EmiraCardsSeen)[0]
    assert seen.audience() == frozenset((seat,))
    other = (seat + 1) % 4
    assert view(play, other)["pending"]["options"] == []
    assert view(play, seat)["pending"]["options"] == [top]
    assert of_type(play.apply(ChangeMind(seat, "keep")), ev.MindChanged)[0].audience() == \
        frozenset((seat,))
