"""The rulebook's worked examples, each played through the rules' gate; every docstring names
its section of the rulebook (shared/rulebooks/004: Aladdin's Dragons)."""

from __future__ import annotations

import pytest

from service.games.dragons import events as ev
from service.games.dragons.commands import (
    BuyArtifact,
    Pass,
    PayBribe,
    PlaceDummyHero,
    PlaceHero,
    PlayCard,
    Withdraw,
)
from service.games.dragons.state import hero_value, heroes_at
from service.kit.base import RuleViolation
from tests.games.dragons.scenes import (
    GUARD_4,
    ROOM,
    decision,
    edit_hand,
    empty_hands,
    go,
    offering,
    placing,
    play,
    resolving,
)


def guard_scene(hand: tuple[str, ...]):
    """The palace guard is a 4 and seat 0's single hero in the palace room is a 3."""
    g = empty_hands(placing(3))
    g = offering(g, "lamp#1")
    g = edit_hand(g, 0, treasures=hand)
    g, _ = go(resolving(g, {"guard": [], ROOM: [(0, 3)]}, guard=GUARD_4))
    return g


def test_a_bribe_of_two_against_a_guard_of_four() -> None:
    """Palace rooms: "the palace guard is value 4. A 4 plus 1 = 5. The value of the hero
    placed in the palace room is 3. The difference is 5 - 3 = 2. The player must pay a bribe
    of at least 2 treasures … two number 1 treasure cards of the same type or a single
    treasure card with a value of 2 or higher"."""
    hand = ("gold#1", "gold#2", "silver#1", "silver#4", "pearls#6")
    g = guard_scene(hand)
    ask = decision(g)
    assert (ask.name, ask.seat, ask.amount) == ("bribe", 0, 2)

    # Two number 1 cards of one type.
    after, events = play(g, PayBribe(0, ("gold#1", "gold#2")))
    paid = next(e for e in events if isinstance(e, ev.BribePaid))
    assert (paid.paid, paid.due) == (2, 2)
    assert decision(after).name == "buy" and decision(after).amount == 3

    # A single card of 2, or of more (no change given).
    for card, value in (("silver#4", 2), ("pearls#6", 3)):
        _, events = play(g, PayBribe(0, (card,)))
        assert next(e for e in events if isinstance(e, ev.BribePaid)).paid == value

    # Two number 1 cards of two types are not a bribe; nor is a single 1.
    with pytest.raises(RuleViolation) as mixed:
        play(g, PayBribe(0, ("gold#1", "silver#1")))
    assert mixed.value.code == "NOT_ONE_TYPE"
    with pytest.raises(RuleViolation) as little:
        play(g, PayBribe(0, ("gold#1",)))
    assert little.value.code == "TOO_LITTLE"


def test_not_paying_the_bribe_takes_the_heroes_out_and_the_artifact_stays() -> None:
    """Palace rooms: "If a bribe must be paid and the player chooses not to pay or cannot
    pay the bribe, then the player must remove their heroes from that room"; "If the winner
    is unable to or chooses not to buy the artifact, then the next highest bidder, if any,
    may attempt"."""
    g = guard_scene(("gold#1",))
    g, events = play(g, Withdraw(0))
    assert names_of(events)[:2] == ["Withdrew", "LocationDone"]
    withdrew = next(e for e in events if isinstance(e, ev.Withdrew))
    assert (withdrew.seat, withdrew.due) == (0, 2)
    # Nobody bought it: it waits for the next round, leftmost of the row.
    assert g.round == 2 and g.row[0] == "lamp#1" and g.hands[0].treasures == ("gold#1",)


def test_the_winner_at_or_above_guard_plus_one_pays_no_bribe() -> None:
    """The palace guard: a bribe is due only if the heroes "add up to less than the number
    of the palace guard plus one" — a 5 against a guard of 4 buys at once, paying 5 of one
    type."""
    g = empty_hands(placing(3))
    g = offering(g, "lamp#1")
    g = edit_hand(g, 0, treasures=("gold#10", "silver#10"))
    g, _ = go(resolving(g, {"guard": [], ROOM: [(0, 5)]}, guard=GUARD_4))
    ask = decision(g)
    assert (ask.name, ask.amount) == ("buy", 5)
    g, events = play(g, BuyArtifact(0, ("gold#10",)))
    bought = next(e for e in events if isinstance(e, ev.ArtifactBought))
    assert (bought.artifact, bought.price, bought.paid) == ("lamp#1", 5, 5)
    assert g.hands[0].artifacts == ("lamp#1",) and "lamp#1" not in g.row


def modifier_scene():
    """Seat 0's 3 alone in a palace room (no guard card), holding a double and a carpet."""
    g = empty_hands(placing(3))
    g = offering(g, "lamp#1")
    g = edit_hand(g, 0, artifacts=("double#1", "flying_carpet#1"),
                  treasures=("gold#10", "gold#9", "gold#6"))
    g, _ = go(resolving(g, {ROOM: [(0, 3)]}))
    assert g.window is not None and g.window.order == (0,)  # only seat 0 holds a card
    return g


@pytest.mark.parametrize(("first", "second", "value"), [
    ("double#1", "flying_carpet#1", 7),
    ("flying_carpet#1", "double#1", 8),
])
def test_double_then_carpet_is_7_and_carpet_then_double_is_8(
    first: str, second: str, value: int
) -> None:
    """Artifact and Spell Cards: "a 3 hero x 2 (double) + 1 (flying carpet) = 7, whereas
    3 hero + 1 (flying carpet) x 2 (double) = 8" — and, Palace rooms' note, "the increased
    value of the hero card must be paid for"."""
    g = modifier_scene()
    g, events = play(g, PlayCard(0, first, ROOM, 0))
    # Nobody else may answer; the card resolves and the window is asked again of seat 0.
    assert g.window is not None and g.window.order == (0,)
    g, more = play(g, PlayCard(0, second, ROOM, 0))
    hero = heroes_at(g, ROOM)[0]
    assert hero_value(hero) == value
    assert [e.value for e in events + more if isinstance(e, ev.HeroModified)][-1] == value
    assert g.window is None  # seat 0 holds no card now: nobody is asked, the room is ranked
    assert decision(g).name == "buy" and decision(g).amount == value
    assert set(g.hands[0].used) == {"double#1", "flying_carpet#1"}  # used: they still count


@pytest.mark.parametrize(("first", "value"), [("double", 7), ("carpet", 8)])
def test_the_order_played_is_the_order_applied_when_one_answers_the_other(
    first: str, value: int
) -> None:
    """Artifact and Spell Cards: "the double (x2) and flying carpet (+1) artifact cards give
    rise to a different result depending on the order played. For example, a 3 hero x 2
    (double) + 1 (flying carpet) = 7, whereas 3 hero + 1 (flying carpet) x 2 (double) = 8" —
    also when the second is played in answer to the first, and so resolves first."""
    g = empty_hands(placing(3))
    g = offering(g, "lamp#1")
    g = edit_hand(g, 0, artifacts=("double#1",))
    g = edit_hand(g, 1, artifacts=("flying_carpet#1",))
    g, _ = go(resolving(g, {ROOM: [(0, 3)]}))
    assert g.window.order == (0, 1)
    if first == "double":
        g, _ = play(g, PlayCard(0, "double#1", ROOM, 0))
        assert g.window.about == "card:double#1" and g.window.responder == 1
        g, events = play(g, PlayCard(1, "flying_carpet#1", ROOM, 0))
    else:
        g, _ = play(g, Pass(0), PlayCard(1, "flying_carpet#1", ROOM, 0))
        assert g.window.about == "card:flying_carpet#1" and g.window.responder == 0
        g, events = play(g, PlayCard(0, "double#1", ROOM, 0))
    # The answer resolved first, the card it answered after it: both in the order played.
    cards = {"double": "double#1", "carpet": "flying_carpet#1"}
    answer = cards["carpet" if first == "double" else "double"]
    assert [e.card for e in events if isinstance(e, ev.CardResolved)] == [answer, cards[first]]
    assert hero_value(heroes_at(g, ROOM)[0]) == value
    assert [e.value for e in events if isinstance(e, ev.HeroModified)][-1] == value
    assert decision(g).name == "buy" and decision(g).amount == value


def test_the_carpet_on_an_opponent_raises_his_price() -> None:
    """Palace rooms (note): "a '+1 artifact' (flying carpet) can be played on an opponent's
    card, whilst a 'x2 artifact' card cannot"."""
    g = empty_hands(placing(3))
    g = offering(g, "lamp#1")
    g = edit_hand(g, 1, artifacts=("flying_carpet#2", "double#2"))
    g, _ = go(resolving(g, {ROOM: [(0, 3)]}))
    assert g.window is not None and g.window.responder == 1
    with pytest.raises(RuleViolation) as own_only:
        play(g, PlayCard(1, "double#2", ROOM, 0))
    assert own_only.value.code == "WRONG_TIMING" or own_only.value.code == "BAD_TARGET"
    g, _ = play(g, PlayCard(1, "flying_carpet#2", ROOM, 0))
    g, _ = play(g, Pass(1))
    assert decision(g).amount == 4  # seat 0 now pays 4 for his 3 + 1


def test_the_start_player_places_three_dummy_heroes_and_the_second_two() -> None:
    """Two Player Variant: "the start player will therefore play two cards (one of their
    own and one of Dummy's) three times and the second player will play two cards
    twice"."""
    g = placing(2, seed=3)
    start, second = g.start, 1 - g.start
    dummy_placers = []
    rooms = [loc for loc, _ in g.heroes if loc.startswith("room:")]
    targets = ["cave:3", "cave:2", "cave:1", "tent", *rooms]
    while g.placer >= 0:
        seat = g.placer
        if g.dummy_due:
            free = [loc for loc in targets if all(h.owner != 2 for h in heroes_at(g, loc))]
            g, _ = play(g, PlaceDummyHero(seat, free[0]))
            dummy_placers.append(seat)
        else:
            g, _ = play(g, PlaceHero(seat, g.hands[seat].heroes[0], "caravanserai"))
        while g.window is not None:
            g, _ = play(g, Pass(g.window.responder))
    assert dummy_placers == [start, second, start, second, start]
    assert dummy_placers.count(start) == 3 and dummy_placers.count(second) == 2
    # At most one of the Dummy's heroes a location, never the caravanserai.
    dummy_at = [loc for loc, hs in g.heroes for h in hs if h.owner == 2]
    assert len(dummy_at) == 5 == len(set(dummy_at)) and "caravanserai" not in dummy_at


def names_of(events: list) -> list[str]:
    return [type(e).__name__ for e in events]
