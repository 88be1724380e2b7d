"""Tales award rules — a status of one's choice, treasures taken from another seat, a
character placed by another player — in positions set by hand on the fixture pack; each
docstring quotes the rulebook sentence it reads and names its section."""

from __future__ import annotations

import pytest

from service.games.tales import events as ev
from service.games.tales.commands import (
    ChooseCharacter,
    ChooseSection,
    ChooseSpace,
    LoseStatus,
    LoseTreasure,
)
from service.games.tales.state import ENCOUNTER, Encounter
from service.kit.base import RuleViolation, Viewer
from service.kit.records import evolve
from tests.games.tales.scenes import FIXTURE, GAME, SHIPPED, Play, hero, queued, scene


def award(code: str, *heroes, **fields) -> Play:
    """Seat 0 resolves `code` during its encounter step."""
    g = scene(*(heroes or (hero(), hero())), step=ENCOUNTER, **fields)
    return Play(queued(g, code)).run()


@pytest.mark.parametrize("held", [("cursed",), ("cursed", "respected")])
def test_losing_a_status_of_ones_choice_is_optional(held: tuple) -> None:
    """Resolving Encounters, the 'efreet's Quick Thinking: "[D1/S1/You may lose one status
    of your choice]" … "you can lose one status of your choice": the seat is asked even
    with one status, and may keep them all."""
    p = award("lose_status:choice", hero(statuses=held), hero())
    assert p.pending["name"] == "lose_status"
    assert p.pending["options"] == [*held, ""]  # "": lose none
    kept = Play(p.g)(LoseStatus(0, ""))
    assert kept.of(ev.StatusLost) == [] and [s for s, _, _ in kept.g.heroes[0].statuses] == [
        *held]
    lost = Play(p.g)(LoseStatus(0, "cursed"))
    assert [e.status for e in lost.of(ev.StatusLost)] == ["cursed"]
    with pytest.raises(RuleViolation):
        GAME.decide(p.g, LoseStatus(0, "beloved"), None)  # not held


def test_no_status_nothing_to_lose() -> None:
    """Resolving Encounters: "You may lose one status of your choice" — with none held,
    there is nothing to ask."""
    p = award("lose_status:choice/S1")
    assert p.of(ev.StatusLost) == [] and p.g.heroes[0].story == 2


def test_a_fabulous_seat_whose_last_treasure_is_taken_drops_to_princely() -> None:
    """Treasures: "If someone else already has that treasure, take it from them—they are out
    of luck!"; Wealth: "If you have Fabulous wealth (and therefore at least one treasure)
    and you lose your last treasure, your Wealth Level drops to Princely immediately." The
    treasure comes from that seat, and says so."""
    p = award("treasure:ionian_gems", hero(),
              hero(wealth="fabulous", treasures=("ionian_gems",)))
    assert p.g.heroes[0].treasures == ("ionian_gems",) and p.g.heroes[1].treasures == ()
    assert FIXTURE.rules.wealth[p.g.heroes[1].wealth].id == "princely"
    assert [(e.seat, e.treasure, e.source) for e in p.of(ev.TreasureGained)] == [
        (0, "ionian_gems", "1")]
    assert [(e.seat, e.level, e.why) for e in p.of(ev.WealthChanged)] == [
        (1, "princely", "treasure")]
    still = award("treasure:ionian_gems", hero(),
                  hero(wealth="fabulous", treasures=("ionian_gems", "brass_key")))
    assert FIXTURE.rules.wealth[still.g.heroes[1].wealth].id == "fabulous"  # one left


def test_the_placed_seat_chooses_the_player_who_places_it() -> None:
    """The Result Paragraph: "[D2/S1/Have another player place you within four spaces of
    the Jeweled Fortress] … you choose another player to place your Character anywhere on
    the map within 4 spaces of the Jeweled Fortress." Seat 0 chooses seat 2 (not the seat
    to its left), who places it."""
    heroes = (hero(character="ali_baba"), hero(character="aladdin"),
              hero(character="sindbad"))
    p = award("placed:1:timbuktu", *heroes)
    ask = p.pending
    assert (ask["name"], ask["seat"], ask["options"]) == ("placer", 0, ["aladdin", "sindbad"])
    with pytest.raises(RuleViolation):
        GAME.decide(p.g, ChooseCharacter(0, "ali_baba"), None)  # another player
    p(ChooseCharacter(0, "sindbad"))
    assert [(e.seat, e.placer) for e in p.of(ev.PlacerChosen)] == [(0, 2)]
    ask = GAME.view(p.g, Viewer(seat=2))["pending"]
    assert (ask["name"], ask["seat"], ask["for_seat"]) == ("space", 2, 0)
    with pytest.raises(RuleViolation):
        GAME.decide(p.g, ChooseSpace(1, "bantus"), None)  # not seat 1's to choose
    p(ChooseSpace(2, "bantus"))
    assert p.g.heroes[0].space == "bantus"
    assert [(e.to, e.how) for e in p.of(ev.Moved)] == [("bantus", "placed")]


def test_placed_within_n_of_a_place_of_power_counts_from_the_place() -> None:
    """The Result Paragraph: "[D2/S1/Have another player place you within four spaces of
    the Jeweled Fortress] … you choose another player to place your Character anywhere on
    the map within 4 spaces of the Jeweled Fortress"; Places of Power: "Each Place of Power
    has a one-way arrow leading away from it … you may move there … (following the arrow
    backwards)" — the Place is one space from its arrow's space, so within 4 of the
    Fortress is within 3 of its arrow's space. The shipped award of paragraph 1412."""
    code = "placed:4:jeweled_fortress"
    assert code in [i.code for s in SHIPPED.paragraphs[1412].sections for i in s.award]
    p = award(code, hero(), hero(space="cairo"), content=SHIPPED)
    ask = GAME.view(p.g, Viewer(seat=1))["pending"]
    assert (ask["name"], ask["seat"], ask["for_seat"]) == ("space", 1, 0)
    # The shipped map: the spaces (no Place of Power) at most 4 steps from the Fortress,
    # whose one step is to its arrow's space, Thar Desert.
    assert set(ask["options"]) == {
        "thar_desert", "arabian_sea", "calicut", "cambay", "delhi", "dibajat_isles",
        "forest_of_bengal", "ghats", "himalaya", "hindu_kush", "jungles_of_hind", "kabul",
        "kanauj", "kashgar", "multan", "salt_desert", "sea_of_hind", "sea_of_lar"}
    # 4 steps from Thar Desert, so 5 from the Fortress: offered while the count began at
    # the arrow's space (the second reader's list)
    assert not set(ask["options"]) & {
        "aden", "bay_of_bengal", "caspian_sea", "isfahan", "karakum", "muscat", "pamir",
        "persian_gulf", "red_sea", "sea_of_zanj", "serendib", "socotra", "taklamakan"}


def test_two_one_use_grants_leave_a_one_use_talent_after_the_master_use() -> None:
    """Skills, 1 Use: "Skills gained in an award with the '1 use' restriction are returned
    to the Skill Bank when they are used once. If you already had the skill, it will be at
    Master level for one use, then flipped back to its Talent side." The Talent under a
    "1 use" Master that was itself gained "1 use" is still "1 use": a second use returns
    it to the bank (no award gave a lasting Wisdom)."""
    p = award("skill:wisdom(1 use)/skill:wisdom(1 use)")
    assert [(s, level, bool(one)) for s, level, one in p.g.heroes[0].skills] == [
        ("wisdom", 2, True)]
    for left in ((("wisdom", 1, True),), ()):
        g = evolve(p.g, queue=(), enc=Encounter(source="deck", space="baghdad",
                                                paragraph=729, stage="read"))
        p = Play(g).run()(ChooseSection(0, 1))
        assert [(s, level, bool(one)) for s, level, one in p.g.heroes[0].skills] == [
            *left]
        shown = GAME.view(p.g, Viewer(seat=0))["seats"][0]["skills"]
        assert shown == [{"skill": s, "master": level >= 2, "one_use": one}
                         for s, level, one in left]


def test_a_protecting_treasure_is_discarded_only_if_its_holder_says_so() -> None:
    """Treasures: "Some Treasures indicate they must be discarded to be activated." The
    cards say the holder decides — Map of Hidden Ways: "If you would become Lost, you may
    discard this map instead"; Talisman against Death: "If you would die, you may discard
    this talisman instead." The holder is asked at the fate (`LoseTreasure`: the treasure
    to discard, or "" to keep it and suffer the fate); the rest of the award waits."""
    held = ("map_of_hidden_ways", "talisman_against_death")
    p = award("status:lost/death/S1", hero(treasures=held), hero(), content=SHIPPED)
    ask = p.pending
    assert (ask["name"], ask["seat"], ask["for_seat"], ask["options"], ask["about"]) == (
        "protect", 0, 0, ["map_of_hidden_ways", ""], "status:lost")
    assert GAME.legal_commands(p.g, 0) == [LoseTreasure(0, "map_of_hidden_ways"),
                                           LoseTreasure(0, "")]
    assert GAME.legal_commands(p.g, 1) == []
    with pytest.raises(RuleViolation):
        GAME.decide(p.g, LoseTreasure(0, "talisman_against_death"), None)  # not for Lost
    kept = Play(p.g)(LoseTreasure(0, ""))  # keeps the map: Lost
    assert [e.status for e in kept.of(ev.StatusGained)] == ["lost"]
    assert kept.of(ev.TreasureLost) == []
    assert (kept.pending["options"], kept.pending["about"]) == (
        ["talisman_against_death", ""], "death")
    kept(LoseTreasure(0, "talisman_against_death"))  # escapes death
    assert [(e.treasure, e.why) for e in kept.of(ev.TreasureLost)] == [
        ("talisman_against_death", "protected")]
    assert kept.of(ev.Died) == [] and kept.g.heroes[0].treasures == ("map_of_hidden_ways",)
    assert kept.g.heroes[0].story == 2  # the award went on
    other = Play(p.g)(LoseTreasure(0, "map_of_hidden_ways"), LoseTreasure(0, ""))
    assert other.of(ev.StatusGained) == []  # the map spent: not Lost
    assert other.of(ev.Died) == [ev.Died(0, (), ("talisman_against_death",))]  # kept: dies
    plain = award("status:lost/death", hero(), hero(), content=SHIPPED)  # nothing to ask
    assert plain.of(ev.StatusGained) and plain.of(ev.Died)
    ignored = award("status:lost", hero(statuses=("lost",), treasures=held), hero(),
                    content=SHIPPED)  # already Lost: the award is ignored, nothing asked
    assert ignored.pending is None or ignored.pending["name"] != "protect"
