"""The rulebook's worked examples, on the fixture pack that holds its printed numbers; each
docstring names its section of the rulebook (shared/rulebooks/003, 40th Anniversary)."""

from __future__ import annotations

from service.games.tales import events as ev
from service.games.tales.commands import (
    ChooseEncounter,
    ChooseReaction,
    ChooseSection,
    LoseStatus,
    Move,
    RollDestiny,
    UseMaster,
)
from service.games.tales.movement import rates, reachable
from service.games.tales.state import ENCOUNTER, MOVE, usable_skills
from service.kit.base import SPECTATOR, Viewer
from tests.games.tales.scenes import GAME, Play, hero, queued, scene


def test_ali_babas_terrible_storm() -> None:
    """Resolving Encounters: "Ali Baba has 9 Destiny Points … a '4' printed under the
    Terrain space. If he rolled a 6, the result would be a 12 (6 + 4 + 2) … a Terrible Storm
    … Reaction Matrix F"; he chooses Pray; "It is a '+' so Aladdin tells Zumurrud to read
    paragraph 704"."""
    g = scene(hero(space="gulf", destiny=9, skills=("piety", "magic", "wisdom")),
              hero(), hero(), step=ENCOUNTER, encounters=("dendan",))
    p = Play(g).run()
    begun = p.of(ev.EncounterBegan)[0]
    assert (begun.card, begun.ref) == ("dendan", 4)  # a terrain card's sea paragraph
    p.draw(6)
    rolled = p.of(ev.ChartRolled)[0]
    assert (rolled.die, rolled.terrain, rolled.destiny, rolled.total) == (6, 4, 2, 12)
    assert (rolled.name, rolled.matrix, rolled.row) == ("Terrible Storm", "F", "Terrible")
    assert p.pending["name"] == "reaction"
    p(ChooseReaction(0, "pray"))
    assert p.of(ev.ReactionChosen)[0].cell == 703
    p.draw(1)  # the Destiny Die: "+"
    assert p.of(ev.DestinyRolled)[0].paragraph == 704
    assert GAME.view(p.g, SPECTATOR)["encounter"]["paragraph"] == 704


def efreet_scene(*skills: str) -> Play:
    g = scene(hero(space="grove", skills=skills, statuses=("cursed",)), hero(),
              step=ENCOUNTER, time=2, encounters=("efreet",))
    return Play(g).run()


def test_the_efreets_three_sections() -> None:
    """The Result Paragraph / How to Resolve an Encounter: at night the 'Efreet card sends to
    paragraph 119; without Courtly Graces or Quick Thinking the NO SKILL section [S1]; with
    Courtly Graces [D1/S1/Treasure]; with Quick Thinking [D1/S1/lose one status of your
    choice]; with both, either; and NO SKILL may always be chosen instead."""
    plain = efreet_scene()
    assert plain.of(ev.EncounterBegan)[0].ref == 119
    assert plain.of(ev.SectionChosen)[0].section == 0  # the only one: taken at once
    assert [(e.kind, e.delta) for e in plain.of(ev.PointsChanged)] == [("story", 1)]

    graces = efreet_scene("courtly_graces")
    assert graces.pending["options"] == ["0", "1"]
    graces(ChooseSection(0, 1))
    assert [(e.kind, e.delta) for e in graces.of(ev.PointsChanged)] == [("destiny", 1),
                                                                         ("story", 1)]
    assert len(graces.of(ev.TreasureGained)) == 1

    both = efreet_scene("courtly_graces", "quick_thinking")
    assert both.pending["options"] == ["0", "1", "2"]
    both(ChooseSection(0, 2))
    assert both.pending["name"] == "lose_status"  # "you can lose": asked, even with one
    both(LoseStatus(0, "cursed"))
    assert [e.status for e in both.of(ev.StatusLost)] == ["cursed"]
    encounter = GAME.view(both.g, Viewer(seat=1))["encounter"]
    assert encounter is None or all(not s["text"] for s in encounter["sections"]
                                    if not s["chosen"])


def test_the_con_game_turn() -> None:
    """An Example Turn: Ali Baba, Poor, moves 3 by land from Bilma to Timbuktu, draws the
    Dendan (city: 46), rolls 3 + 2 (Timbuktu) + 1 (Destiny) = 6: a Con Game, Matrix I; Avoid
    is paragraph 999; the Destiny Die shows "+": paragraph 1000."""
    g = scene(hero(space="bilma", destiny=3), hero(), hero(), step=MOVE,
              encounters=("dendan",))
    p = Play(g).run()
    assert reachable(p.g, 0)["timbuktu"] == 3
    p(Move(0, "timbuktu"))
    assert p.of(ev.Moved)[0].steps == 3
    assert p.of(ev.EncounterBegan)[0].ref == 46
    p.draw(3)
    rolled = p.of(ev.ChartRolled)[0]
    assert (rolled.die, rolled.terrain, rolled.destiny, rolled.total) == (3, 2, 1, 6)
    assert (rolled.name, rolled.matrix) == ("Con Game", "I")
    p(ChooseReaction(0, "avoid"))
    assert p.of(ev.ReactionChosen)[0].cell == 999
    p.draw(1)
    assert p.of(ev.DestinyRolled)[0].paragraph == 1000


def bantus_scene() -> Play:
    g = scene(hero(space="bantus", cities=("bantus", "basra")), hero(), step=ENCOUNTER,
              encounters=("efreet",))
    p = Play(g).run()
    assert p.pending["options"] == ["deck", "city:bantus"]
    return p(ChooseEncounter(0, "city", "bantus"))


def test_aladdins_bantus_city_card() -> None:
    """City Cards: "Aladdin stops in Bantus. He plays the Bantus City card and rolls a die.
    He rolls a '2' and gains 2 Wealth Levels. Afterwards, he encounters paragraph 8. When that
    is resolved, he will discard Bantus and draw a new City card. If Aladdin had rolled a
    '4', he would encounter an 'Efreeteh."""
    p = bantus_scene().draw(2)
    assert [e.level for e in p.of(ev.WealthChanged)] == ["wealthy"]  # Poor + 2
    assert [e.ref for e in p.of(ev.EncounterBegan)][-1] == 8
    ended = p.of(ev.EncounterEnded)[-1]
    assert (ended.card, ended.card_to) == ("bantus", "city_discard")
    assert p.of(ev.CityCardDrawn)[0].card == "baghdad_2"
    assert p.g.heroes[0].cities == ("basra", "baghdad_2")

    four = bantus_scene().draw(4)
    begun = four.of(ev.EncounterBegan)[-1]
    assert (begun.matrix, begun.row, begun.name) == ("B", "Efreeteh", "'Efreeteh")
    assert four.pending["name"] == "reaction"


def test_sindbads_and_zumurruds_movement() -> None:
    """The Movement Phase: "Sindbad currently has Princely wealth, so he has a sea movement
    rate of 5 and a land movement rate of 3. He may move a maximum of 5 spaces … no more
    than 3 of which may be by land … Zumurrud is a Beggar … land movement rate of 3 and a sea
    movement of 2; she can move a maximum of 3 spaces, no more than 2 of which can be by
    sea."""
    g = scene(hero(space="harbour", wealth="princely"), hero(space="harbour", wealth="beggar"),
              step=MOVE)
    assert rates(g, g.heroes[0]) == (3, 5, 5)
    sindbad = reachable(g, 0)
    assert sindbad["sea5"] == 5 and sindbad["land3"] == 3
    # Four land steps are one too many: land4 only by sea first (2 sea + 3 land = 5).
    assert sindbad["land4"] == 5
    assert rates(g, g.heroes[1]) == (3, 2, 3)
    zumurrud = reachable(g, 1)
    assert "land3" in zumurrud and "sea2" in zumurrud and "sea3" not in zumurrud
    assert zumurrud["sea2"] == 2  # harbour, sea1, sea2; or land1, sea1, sea2 (1 land, 2 sea)


def test_seamanship_with_crippled() -> None:
    """FAQ, Seamanship and Crippled/Diseased: "a wealth of Poor, the Seamanship skill, and
    the Crippled status … 3 land/4 sea … Crippled then reduces your total movement to 2
    land/3 sea. Thus, you would be able to move across 3 spaces, no more than 2 of which are
    land spaces."""
    g = scene(hero(space="harbour", skills=("seamanship",), statuses=("crippled",)), hero(),
              step=MOVE)
    assert rates(g, g.heroes[0]) == (2, 3, 3)
    where = reachable(g, 0)
    assert "sea3" in where and "sea4" not in where
    assert "land2" in where and "land3" not in where


def test_maarufs_grief_stricken() -> None:
    """Losing Skills: "Ma'aruf has been Grief-Stricken for a turn. On his current turn,
    after resolving an encounter, he receives S2. This allows him to place a Status marker on
    Grief-Stricken and since there are now 2 Status markers on the card, he loses
    Grief-Stricken." While it lasts, the skills it takes are unusable."""
    g = scene(hero(statuses=(("grief_stricken", 1, 0),), skills=("storytelling",)), hero(),
              step=ENCOUNTER)
    assert "storytelling" not in usable_skills(g, g.heroes[0])
    p = Play(queued(g, "S2")).run()
    marked = p.of(ev.StatusMarked)[0]
    assert (marked.status, marked.markers, marked.why) == ("grief_stricken", 2, "story")
    assert [(e.status, e.why) for e in p.of(ev.StatusLost)] == [("grief_stricken", "markers")]
    assert "storytelling" in usable_skills(p.g, p.g.heroes[0])


def mystic_fire(*, master: bool) -> Play:
    g = scene(hero(space="land1", skills=(("magic", 2 if master else 1), "piety"),
                   kept=("mystic_fire",)), hero(), step=ENCOUNTER, encounters=("efreet",))
    p = Play(g).run()
    assert p.pending["options"] == ["deck", "terrain:mystic_fire"]
    return p(ChooseEncounter(0, "terrain", "mystic_fire"), ChooseReaction(0, "explore"))


def test_the_mystic_fire_master_skill_choice() -> None:
    """Master Skills: "Ali Baba has encountered a Mystic Fire … paragraph number 728 … has
    the Magic skill at the Master level … paragraph 728 lists Magic as a skill. They ask Ali
    Baba if he would like to use his Magic skill, or if he would prefer to roll the Destiny
    Die. The Reader does not tell a player what the paragraph numbers are unless there is
    more than one option."""
    p = mystic_fire(master=True)
    assert p.of(ev.ReactionChosen)[0].cell == 728
    assert p.pending["name"] == "master" and p.pending["options"] == ["magic"]  # no number
    used = Play(p.g)(UseMaster(0, 0))
    assert used.of(ev.MasterUsed)[0].paragraph == 728
    assert used.of(ev.SectionChosen)[0].paragraph == 728  # read, its Magic section at once
    rolled = Play(p.g)(RollDestiny(0))
    assert rolled.spec is not None and rolled.spec.key.startswith("destiny:")
    talent = mystic_fire(master=False)
    assert talent.spec is not None and talent.spec.key.startswith("destiny:")  # no choice


def test_the_robe_of_honor() -> None:
    """Statuses, Effects of Statuses: "You received the Robe of Honor. The Status card
    states that you immediately gain D1, the Respected status, and the Wisdom skill."""
    g = scene(hero(), hero(), step=ENCOUNTER)
    p = Play(queued(g, "status:robe_of_honor")).run()
    h = p.g.heroes[0]
    assert h.destiny == 2 and {s for s, _, _ in h.statuses} == {"robe_of_honor", "respected"}
    assert ("wisdom", 1, False) in h.skills


def test_the_cave_of_wonders_card() -> None:
    """Place of Power Encounter Cards: "Scheherazade draws the Cave of Wonders and her Reader
    reads paragraph 2709. After the paragraph is resolved, no matter the result, this card is
    removed from the game"; "you are taken directly to a paragraph number": she stays where
    she stands (no arrow leads her off)."""
    g = scene(hero(space="grove"), hero(), step=ENCOUNTER, encounters=("cave_of_wonders",))
    p = Play(g).run()
    assert p.of(ev.EncounterBegan)[0].ref == 2709
    ended = p.of(ev.EncounterEnded)[0]
    assert ended.card_to == "removed" and "cave_of_wonders" not in p.g.encounter_discard
    assert p.g.heroes[0].space == "grove" and p.of(ev.Moved) == []


def test_a_terrain_card_kept_for_its_n() -> None:
    """Terrain Encounter Cards: "Sindbad moves to a sea space and draws the Magnetic Mountain
    Encounter card. The Reader would turn to paragraph 2 … Sindbad can keep this card or
    discard it … if he ends his movement on a Mountain space he can choose to discard this
    card … to encounter the Magnetic Mountain on Reaction Matrix N."""
    g = scene(hero(space="sea2"), hero(), step=ENCOUNTER, encounters=("magnetic_mountain",))
    p = Play(g).run()
    assert p.of(ev.EncounterBegan)[0].ref == 2
    assert p.pending["name"] == "keep_card"
    from service.games.tales.commands import KeepCard

    p(KeepCard(0, True))
    assert p.g.heroes[0].kept == ("magnetic_mountain",)
    later = scene(hero(space="peak", kept=("magnetic_mountain",)), hero(), step=ENCOUNTER,
                  encounters=("efreet",))
    q = Play(later).run()(ChooseEncounter(0, "terrain", "magnetic_mountain"))
    begun = q.of(ev.EncounterBegan)[0]
    assert (begun.matrix, begun.row) == ("N", "Magnetic")
    assert q.g.heroes[0].kept == ()
