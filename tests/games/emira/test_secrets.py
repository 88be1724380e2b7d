"""What each viewer sees of each secret, and what it never sees (4.6 General Rules, 7.3 Noor,
3.0 "Keep your goal secret", README "Secrets"): a sheik's gold, goals, hands, the cards drawn
when buying and the Emira cards looked at."""

from __future__ import annotations

import pytest

from service.games.emira import GAME
from service.games.emira import events as ev
from service.games.emira.commands import BuyEvents, ChangeMind
from service.kit.base import AUDITOR
from service.kit.records import evolve

from .scenes import at, at_bidding, golds, of_type, play_card, text, view


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
    assert [s["gold"] for s in GAME.view(play.state, AUDITOR)["sheiks"]] == [100, 101, 102, 103]


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
        play.state = evolve(play.state, phase="princess")
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
    seat = play.state.seat
    play.sheik(seat, gold=1000)
    drawn = of_type(play.apply(BuyEvents(seat, 2)), ev.EventCardsDrawn)[0]
    assert drawn.audience() == frozenset((seat,)) and "count" in drawn.PUBLIC_FIELDS
    assert "cards" not in drawn.PUBLIC_FIELDS
    assert view(play, (seat + 1) % 4)["pending"]["options"] == []
    assert view(play, seat)["pending"]["options"] == list(drawn.cards)


def test_changing_her_mind_the_look_is_private():
    """7.2 Changing Her Mind / README Secrets: only the player sees the card examined."""
    play = at("events")
    seat = play.state.seat
    top = play.state.decks.emira[0]
    events = play_card(play, seat, "changing_her_mind")
    seen = of_type(events, ev.EmiraCardsSeen)[0]
    assert seen.audience() == frozenset((seat,))
    other = (seat + 1) % 4
    assert view(play, other)["pending"]["options"] == []
    assert view(play, seat)["pending"]["options"] == [top]
    assert of_type(play.apply(ChangeMind(seat, "keep")), ev.MindChanged)[0].audience() == \
        frozenset((seat,))


def test_gold_stays_covered_while_a_gold_princess_waits_for_room():
    """4.6: gold is revealed "when it is time for her to choose her sheik"; "She will only
    choose a sheik if he has enough space in his palace": undecided because nobody has room,
    she cannot choose, and gold stays covered until a palace has room again."""
    play = at_bidding()
    _quiet(play)
    for seat in range(4):
        play.sheik(seat, gold=100 + seat, sections=0, princesses=("asima", "thara"))
    play.board(undecided=("zafirah",))
    assert golds(play, 1) == [None, 101, None, None] and golds(play, None) == [None] * 4
    play.sheik(0, sections=1)  # one sheik with room: she would choose at once
    play.sheik(2, sections=1)  # two: she waits on their gold
    assert golds(play, None) == [100, 101, 102, 103]


def test_gold_is_shown_for_an_undecided_second_preference_gold_princess_while_she_can_choose():
    """4.6: a princess whose second preference is gold, undecided while her first preference
    still ties, waits on gold: it is shown; tied on neither (nobody has room), it is not."""
    play = at_bidding()
    _quiet(play)
    for seat in range(4):
        play.sheik(seat, gold=100, sections=0, princesses=(), status=())
    play.board(undecided=("zainab",))  # status, then gold: all alike
    assert golds(play, None) == [100, 100, 100, 100]
    for seat in range(4):
        play.sheik(seat, princesses=("asima", "thara"))
    assert golds(play, None) == [None] * 4

