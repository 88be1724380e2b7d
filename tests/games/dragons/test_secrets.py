"""What each viewer sees of each secret of Aladdin's Dragons, and what it never sees (README,
"Secrets"): a face-down hero's value is its owner's (the Dummy's: nobody's but the
auditor's) until revealed or looked at; hands are counts to the other seats (the Dummy's
lie face up); the guard's card is nobody's until turned over, but a scroll's reader's; the
spells drawn at the tent are the winner's; a secret offer for a Dummy card is its seat's;
the order of every deck is the auditor's."""

from __future__ import annotations

from typing import Any

from service.games.dragons import GAME
from service.games.dragons import events as ev
from service.games.dragons.commands import (
    ChooseStartPlayer,
    ClaimDummyCard,
    OfferDummy,
    PlaceDummyHero,
    PlaceHero,
    PlayCard,
)
from service.games.dragons.state import Hero
from service.kit.base import AUDITOR, SPECTATOR, Viewer
from tests.games.dragons.scenes import (
    decision,
    edit,
    edit_hand,
    empty_hands,
    go,
    of,
    offering,
    pass_window,
    placing,
    play,
    resolving,
)


def hero_seen(view: dict[str, Any], location: str, index: int = 0) -> dict[str, Any]:
    return next(loc for loc in view["locations"] if loc["id"] == location)["heroes"][index]


def test_a_face_down_hero_is_its_owners_secret() -> None:
    """Phase Two: heroes are played "face down"; the README's Secrets."""
    g = placing(3)
    g, events = play(g, PlaceHero(0, 4, "tent"))
    placed = of(events, ev.HeroPlaced)[0]
    assert placed.audience() == frozenset({0}) and placed.redacted() == {"seat": 0,
                                                                          "location": "tent"}
    tent = next(loc for loc in GAME.view(g, Viewer(seat=1))["locations"] if loc["id"] == "tent")
    assert tent["heroes"][0]["number"] is None
    own = next(loc for loc in GAME.view(g, Viewer(seat=0))["locations"] if loc["id"] == "tent")
    assert own["heroes"][0]["number"] == 4
    spectator = GAME.view(g, SPECTATOR)
    assert all(s["treasures"] == [] for s in spectator["seats"])
    assert spectator["guard"]["card"] == "" and GAME.view(g, AUDITOR)["guard"]["card"]


def test_the_dummys_face_down_heroes_are_the_auditors_alone() -> None:
    """Two Player Variant: the Dummy's hero is placed "face down" from its shuffled five:
    no player sees its number, not even the one who placed it; the auditor does."""
    g = placing(2, seed=3)
    seat = g.placer
    g, _ = play(g, PlaceHero(seat, g.hands[seat].heroes[0], "caravanserai"))
    g, _ = pass_window(g)
    g, events = play(g, PlaceDummyHero(seat, "tent"))
    placed = of(events, ev.DummyHeroPlaced)[0]
    assert placed.audience() == frozenset() and placed.redacted() == {"seat": seat,
                                                                       "location": "tent"}
    for viewer in (Viewer(seat=0), Viewer(seat=1), SPECTATOR):
        assert hero_seen(GAME.view(g, viewer), "tent")["number"] is None
    assert hero_seen(GAME.view(g, AUDITOR), "tent")["number"] == placed.value
    for viewer in (Viewer(seat=0), Viewer(seat=1)):
        assert GAME.view(g, viewer)["seats"][2]["heroes"] == []  # the Dummy's pile: unseen


def test_a_hero_looked_at_is_seen_by_the_one_who_looked() -> None:
    """Mirage and the scroll show a face-down hero to their caster only; revealed, it is
    everyone's."""
    g = resolving(placing(3), {"tent": [(0, 4)], "cave:3": [(1, 2)]})
    g = edit(g, known=((), (), ((0, 4),)))  # seat 2 looked at seat 0's 4 (a Mirage)
    assert hero_seen(GAME.view(g, Viewer(seat=2)), "tent")["number"] == 4
    assert hero_seen(GAME.view(g, Viewer(seat=1)), "tent")["number"] is None
    g, _ = go(g)  # the tent is revealed first
    assert hero_seen(GAME.view(g, Viewer(seat=1)), "tent")["number"] == 4


def test_hands_are_counts_to_the_other_seats_and_the_dummys_lie_face_up() -> None:
    """Secrets: spells, artifacts and treasure cards in hand are their owner's (others: the
    count); the Dummy's cards lie face up."""
    g = empty_hands(placing(2))
    g = edit_hand(g, 0, treasures=("gold#1", "gold#10"), spells=("mirage",),
                  artifacts=("lamp#1",))
    g = edit_hand(g, 2, treasures=("silver#4",), spells=("djinns_gift",))
    other = GAME.view(g, Viewer(seat=1))["seats"]
    assert (other[0]["treasures"], other[0]["spells"], other[0]["artifacts"]) == ([], [], [])
    assert (other[0]["treasure_count"], other[0]["spell_count"],
            other[0]["artifact_count"]) == (2, 1, 1)
    own = GAME.view(g, Viewer(seat=0))["seats"][0]
    assert own["treasures"] == ["gold#1", "gold#10"] and own["spells"] == ["mirage"]
    assert own["artifacts"] == ["lamp#1"]
    for viewer in (Viewer(seat=0), Viewer(seat=1), SPECTATOR):
        dummy = GAME.view(g, viewer)["seats"][2]
        assert dummy["treasures"] == ["silver#4"] and dummy["spells"] == ["djinns_gift"]


def test_the_guards_card_is_nobodys_until_turned_over_but_a_readers() -> None:
    """The palace guard's card lies face down: the auditor's, and a scroll's reader's, until
    the guard is resolved; then everyone's."""
    g = offering(placing(3), "lamp#1")
    g = resolving(g, {"guard": [], "room:lamp#1": [(0, 5)]}, guard="gold#8")
    g = edit(g, guard_known=(1,))  # seat 1 read it (the scroll)
    assert GAME.view(g, Viewer(seat=1))["guard"]["card"] == "gold#8"
    for viewer in (Viewer(seat=0), Viewer(seat=2), SPECTATOR):
        assert GAME.view(g, viewer)["guard"]["card"] == ""
        assert GAME.view(g, viewer)["guard"]["value"] is None
    g, events = go(g)  # the guard turned over; seat 0 now owes his purchase
    assert of(events, ev.GuardRevealed)[0].card == "gold#8" and decision(g).name == "buy"
    assert GAME.view(g, SPECTATOR)["guard"] == {"placed": True, "face_up": True,
                                                "card": "gold#8", "value": 4}


def test_the_spells_drawn_at_the_tent_are_the_winners() -> None:
    """Aladdin's tent: the two spells drawn are seen by the winner alone (who keeps one)."""
    g = empty_hands(placing(3))
    g, events = go(resolving(g, {"tent": [(1, 5), (2, 3)]}))
    drawn = of(events, ev.SpellsDrawn)[0]
    assert drawn.audience() == frozenset({1})
    assert drawn.redacted() == {"seat": 1, "decider": 1, "count": 2, "source": "tent"}
    assert decision(g).name == "keep_spell"
    assert GAME.view(g, Viewer(seat=1))["pending"]["options"] == list(drawn.cards)
    for viewer in (Viewer(seat=0), Viewer(seat=2), SPECTATOR):
        assert GAME.view(g, viewer)["pending"]["options"] == []


def test_a_secret_offer_for_a_dummy_card_is_its_seats_until_both_are_in() -> None:
    """Two Player Variant: "Players choose secretly, then reveal simultaneously"."""
    g = empty_hands(placing(2))
    g = edit_hand(g, 2, spells=("djinns_gift",))
    g = edit_hand(g, 0, treasures=("gold#1", "gold#10"))
    g = edit_hand(g, 1, treasures=("silver#4",))
    g, _ = play(g, ClaimDummyCard(g.placer, "djinns_gift"), ClaimDummyCard(1, "djinns_gift"))
    g, events = play(g, OfferDummy(1, ("silver#4",)))
    made = of(events, ev.DummyOfferMade)[0]
    assert made.audience() == frozenset({1}) and made.redacted() == {"seat": 1}
    assert GAME.view(g, Viewer(seat=1))["claim"]["your_offer"] == ["silver#4"]
    assert GAME.view(g, Viewer(seat=0))["claim"]["your_offer"] == []
    assert GAME.view(g, Viewer(seat=0))["claim"]["offered"] == [1]


def test_the_order_of_every_deck_is_the_auditors() -> None:
    """The decks lie face down: their shuffles are the auditor's; the views show sizes."""
    from service.app.selfplay import new_game

    g = new_game(GAME, 1, 3).state
    g, events = play(g, ChooseStartPlayer(g.owed.seat, 0))
    shuffled = of(events, ev.DeckShuffled)
    assert len(shuffled) == 3 and all(e.audience() == frozenset() for e in shuffled)
    assert all(set(e.redacted()) == {"deck", "size", "reshuffle"} for e in shuffled)
    decks = GAME.view(g, SPECTATOR)["decks"]
    assert all(type(decks[k]) is int for k in ("treasures", "artifacts", "spells"))


def test_a_modifier_on_a_face_down_hero_leaves_its_value_its_owners() -> None:
    """Artifact and Spell Cards: a double or a flying carpet may be played "at any time", on
    a hero still face down: the modifier is public, the value after it is the hero's
    owner's, as its number is (the Dummy's: nobody's but the auditor's)."""
    g = empty_hands(placing(2))
    seat = g.placer
    other = 1 - seat
    g = edit(g, heroes=tuple(
        (loc, (Hero(other, 3), Hero(2, 4)) if loc == "tent" else ()) for loc, _ in g.heroes))
    g = edit_hand(g, seat, artifacts=("flying_carpet#1", "flying_carpet#2"))
    g, events = play(g, PlayCard(seat, "flying_carpet#1", "tent", 0))
    modified = of(events, ev.HeroModified)[0]
    assert modified.audience() == frozenset({other}) and modified.value == 4
    assert "value" not in modified.redacted() and modified.redacted()["face_down"]
    assert all("3" not in e.changed and "4" not in e.changed
               for e in of(events, ev.CardResolved))
    g, _ = pass_window(g)
    g, events = play(g, PlayCard(seat, "flying_carpet#2", "tent", 1))
    assert of(events, ev.HeroModified)[0].audience() == frozenset({2})  # the Dummy's: no player
    for viewer in (Viewer(seat=seat), SPECTATOR):
        seen = [hero_seen(GAME.view(g, viewer), "tent", i) for i in (0, 1)]
        assert [(h["number"], h["value"], h["modifiers"]) for h in seen] == [
            (None, None, ["+1"]), (None, None, ["+1"])]
    own = hero_seen(GAME.view(g, Viewer(seat=other)), "tent")
    assert (own["number"], own["value"]) == (3, 4)
    assert [hero_seen(GAME.view(g, AUDITOR), "tent", i)["value"] for i in (0, 1)] == [4, 5]
