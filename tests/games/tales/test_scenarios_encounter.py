"""Tales rules of the encounter — Master skills, the result paragraph's sections, Place of
Power cards, free moves into a Place of Power, the chart's cap — in positions set by hand
on the fixture pack; each docstring quotes the rulebook sentence it reads and names its
section."""

from __future__ import annotations

from service.games.tales import events as ev
from service.games.tales.commands import ChooseEncounter, ChooseReaction, ChooseSpace, UseMaster
from service.games.tales.components import Paragraph, Requirement, Section, parse_award
from service.games.tales.state import ENCOUNTER, Encounter, eligible_sections, master_options
from service.kit.records import evolve
from tests.games.tales.scenes import FIXTURE, GAME, SHIPPED, Play, hero, scene


def _mystic_fire(*skills) -> Play:
    g = scene(hero(space="land1", skills=skills, kept=("mystic_fire",)), hero(),
              step=ENCOUNTER, encounters=("efreet",))
    return Play(g).run()(ChooseEncounter(0, "terrain", "mystic_fire"),
                         ChooseReaction(0, "explore"))


def test_a_master_skill_goes_straight_to_its_section() -> None:
    """Master Skills: "If one of your Master skills is listed in any of the three possible
    paragraphs, you may choose to go directly to that paragraph (starting with the first
    part, then reading the section for the Master skill) without rolling the Destiny Die."
    Paragraph 728 lists Magic: the Magic section is read, no other section is offered."""
    p = _mystic_fire(("magic", 2), "piety")
    p(UseMaster(0, 0))
    assert p.pending is None or p.pending["name"] != "section"
    chosen = p.of(ev.SectionChosen)
    assert [(e.paragraph, e.section, e.skill) for e in chosen] == [(728, 1, "magic")]
    assert [(e.kind, e.delta) for e in p.of(ev.PointsChanged)] == [("destiny", 2), ("story", 1)]


def test_every_master_skill_a_paragraph_lists_is_an_option() -> None:
    """Master Skills: "the Reader then checks all three possible paragraphs first, to see
    whether one or more of your Master skills are listed … you may choose to go directly to
    that paragraph … then reading the section for the Master skill": two Master skills
    listed in one paragraph are two choices."""
    g = scene(hero(skills=(("magic", 2), ("piety", 2))), hero(), step=ENCOUNTER)
    both = evolve(FIXTURE, paragraph_skills={**FIXTURE.paragraph_skills,
                                             728: ("magic", "piety")})
    g = evolve(g, setup=evolve(g.setup, content=both))
    assert master_options(g, 0, 728) == ((727, "piety"), (728, "magic"), (728, "piety"))


def test_sections_are_offered_by_their_headings_not_their_awards() -> None:
    """The Result Paragraph: "The other player must choose which skills (if any) they are
    going to use before they know what the results of their choice will be!"; a D or S
    loss is taken "never to below zero". A section whose hidden award costs more Destiny
    than the seat holds is offered all the same (withholding it would tell its award), and
    its loss stops at zero."""
    para = Paragraph(1, "x", (
        Section((), False, "", parse_award("S1")),
        Section((Requirement("skill", "magic", False),), False, "", parse_award("D-3/S3")),
    ))
    g = scene(hero(skills=("magic",), destiny=2), hero(), step=ENCOUNTER)
    assert eligible_sections(g, 0, para) == [0, 1]
    poor = scene(hero(skills=("magic",), destiny=0, story=0), hero(), step=ENCOUNTER)
    assert eligible_sections(poor, 0, para) == [0, 1]


def test_a_place_of_power_card_sends_to_its_paragraph_where_one_stands() -> None:
    """Place of Power Encounter Cards: "If you draw a Place of Power Encounter card, you are
    taken directly to a paragraph number. After your encounter is completely resolved,
    remove the card from the game." The seat is not moved (only "Some encounters will tell
    you that you must move directly to a Place of Power"), so the chart adds the number
    under its own space, and no arrow leads it away."""
    g = scene(hero(space="timbuktu", quest="isle"), hero(), step=ENCOUNTER,
              encounters=("jeweled_fortress",))
    p = Play(g).run()
    begun = p.of(ev.EncounterBegan)[0]
    assert (begun.space, begun.ref) == ("timbuktu", 46) and p.of(ev.Moved) == []
    p.draw(3)
    assert p.of(ev.ChartRolled)[0].terrain == 2  # Timbuktu's number
    p(ChooseReaction(0, "avoid")).draw(0)
    ended = p.of(ev.EncounterEnded)[0]
    assert (ended.card_to, ended.successful) == ("removed", True)
    assert p.g.heroes[0].space == "timbuktu" and p.of(ev.Moved) == []


def test_a_place_of_power_card_drawn_in_baghdad_carries_nobody_away() -> None:
    """Place of Power Encounter Cards: "you are taken directly to a paragraph number"; Game
    End: "Once you reach Baghdad (and remain there after surviving an encounter), you
    announce": the Cave of Wonders' paragraph read in Baghdad, the seat stays, and
    declares."""
    g = scene(hero(goal=(1, 1), quest="isle"), hero(space="basra"), step=ENCOUNTER,
              encounters=("cave_of_wonders",))
    p = Play(g).run()
    assert p.of(ev.EncounterBegan)[0].ref == 2709 and p.of(ev.Moved) == []
    assert p.g.heroes[0].space == "baghdad"
    assert [e.seat for e in p.of(ev.VictoryDeclared)] == [0]


def _free_move(code: str, **fields) -> Play:
    h = hero(space="grove", quest="isle", **fields)
    enc = Encounter(source="deck", card="efreet", space="grove", stage="award")
    g = scene(h, hero(space="basra"), step=ENCOUNTER, enc=enc, queue=parse_award(code))
    return Play(g).run()


def test_a_free_move_may_enter_the_place_of_power_of_ones_destination_marker() -> None:
    """Places of Power: "While your Destination marker is on a Place of Power, you may move
    there with normal movement (or movement effect) just like a normal space (following the
    arrow backwards) … the Destination marker is removed"; The Encounter Phase: "If you move
    to a Place of Power, then the Reader continues with the paragraph for that Place of
    Power." The Cave of Wonders is two steps from the Grove (the Peak, then the arrow
    backwards)."""
    p = _free_move("move:any", destination="cave_of_wonders")
    assert p.pending["name"] == "space"
    assert "cave_of_wonders" in p.pending["options"]
    assert "jeweled_fortress" not in p.pending["options"]  # no marker on it
    p(ChooseSpace(0, "cave_of_wonders"))
    assert [e.place for e in p.of(ev.DestinationSet)] == [""]
    begun = p.of(ev.EncounterBegan)
    assert [(e.source, e.space, e.ref) for e in begun] == [("go", "cave_of_wonders", 2709)]
    assert p.g.heroes[0].space == "peak"  # out by the arrow
    near = _free_move("move:within2", destination="cave_of_wonders")
    assert "cave_of_wonders" in near.pending["options"]
    assert "cave_of_wonders" not in _free_move(
        "move:within1", destination="cave_of_wonders").pending["options"]
    assert "cave_of_wonders" not in _free_move("move:any").pending["options"]


def test_a_chart_total_above_twelve_is_read_as_twelve() -> None:
    """Discover Your Encounter: "Any total above 12 is resolved as a 12." Die 6 + the Gulf's
    4 + 2 for 9 Destiny + 1 for a treasure's bonus = 13: entry 12, the Terrible Storm."""
    g = scene(hero(space="gulf", destiny=9, treasures=("lucky_charm",)), hero(),
              step=ENCOUNTER, encounters=("dendan",))
    p = Play(g).run().draw(6)
    rolled = p.of(ev.ChartRolled)[0]
    assert (rolled.die, rolled.terrain, rolled.destiny, rolled.treasure) == (6, 4, 2, 1)
    assert (rolled.total, rolled.name) == (12, "Terrible Storm")
    low = Play(scene(hero(space="gulf", destiny=9), hero(), step=ENCOUNTER,
                     encounters=("dendan",))).run().draw(5)
    assert low.of(ev.ChartRolled)[0].total == 11  # below the cap: as rolled


def _read(paragraph: int, *skills, statuses=()) -> Play:
    """Seat 0 at the result paragraph `paragraph` of the shipped pack."""
    g = scene(hero(skills=skills, statuses=statuses), hero(), step=ENCOUNTER, content=SHIPPED,
              enc=Encounter(source="deck", space="baghdad", paragraph=paragraph, stage="read"))
    return Play(g).run()


def test_the_skill_used_is_one_the_seat_can_use() -> None:
    """The Result Paragraph: "If you have one or more of the listed skills (etc.): You may
    choose to use any ONE of them"; Losing Skills: "Skills may also be lost due to the
    effects of a status … Place all affected Skill markers underneath the appropriate
    status card"; Skills, 1 Use: "returned to the Skill Bank when they are used once".
    Paragraph 4115's last section lists Weapon Use and Charm (all mandatory); a seat whose
    "1 use" Weapon Use lies under Crippled has the section through Charm alone: Charm is
    the skill used, and the Weapon Use it could not use stays."""
    p = _read(4115, ("weapon_use", 1, True), ("charm", 1, True), statuses=("crippled",))
    assert [(e.paragraph, e.section, e.skill) for e in p.of(ev.SectionChosen)] == [
        (4115, 3, "charm")]
    assert [(e.skill, e.why) for e in p.of(ev.SkillLost)] == [("charm", "used")]
    assert ("weapon_use", 1, True) in p.g.heroes[0].skills


def test_of_several_skills_a_section_lists_the_first_held_is_used() -> None:
    """The Result Paragraph: "If you have one or more of the listed skills (etc.): You may
    choose to use any ONE of them" — README, DECISION: the seat chooses the section
    (`ChooseSection`), and of the section's requirements it holds, the first listed is the
    one used (no command names one). Weapon Use, listed first in 4115's last section, is
    used; the "1 use" Charm stays."""
    p = _read(4115, ("weapon_use", 1, True), ("charm", 1, True))
    assert [e.skill for e in p.of(ev.SectionChosen)] == ["weapon_use"]
    assert [(e.skill, e.why) for e in p.of(ev.SkillLost)] == [("weapon_use", "used")]
    assert p.g.heroes[0].skills == (("charm", 1, True),)


def test_each_master_skill_each_paragraph_lists_is_an_option_without_a_cap() -> None:
    """Master Skills: "If one of your Master skills is listed in any of the three possible
    paragraphs, you may choose to go directly to that paragraph (starting with the first
    part, then reading the section for the Master skill)": one option per paragraph and
    Master skill listed there, however many. On the shipped pack, Master Wisdom,
    Scholarship and Piety reacting "question" to matrix J's Wise row (cell 2302) have seven;
    every one is offered (`UseMaster`), and the last goes to 2303's Scholarship section."""
    g = scene(hero(skills=(("wisdom", 2), ("scholarship", 2), ("piety", 2))), hero(),
              step=ENCOUNTER, content=SHIPPED,
              enc=Encounter(source="deck", space="baghdad", matrix="J", row="Wise",
                            stage="reaction"))
    p = Play(g).run()(ChooseReaction(0, "question"))
    assert p.g.enc.masters == (
        (2301, "wisdom"), (2301, "scholarship"), (2302, "scholarship"), (2302, "wisdom"),
        (2303, "wisdom"), (2303, "piety"), (2303, "scholarship"))
    offered = GAME.legal_commands(p.g, 0)
    assert [c for c in offered if isinstance(c, UseMaster)] == [UseMaster(0, i)
                                                              for i in range(7)]
    p(UseMaster(0, 6))
    assert [(e.skill, e.paragraph) for e in p.of(ev.MasterUsed)] == [("scholarship", 2303)]
    section = SHIPPED.paragraphs[2303].sections[p.of(ev.SectionChosen)[0].section]
    assert [r.id for r in section.requires] == ["scholarship"]
    # The reader's case: Master Storytelling and Courtly Graces, matrix A's Wise row, "bow"
    # (cell 1002, whose sections list both): Courtly Graces at 1002 is an option too.
    g = scene(hero(skills=(("storytelling", 2), ("courtly_graces", 2))), hero(),
              step=ENCOUNTER, content=SHIPPED,
              enc=Encounter(source="deck", space="baghdad", matrix="A", row="Wise",
                            stage="reaction"))
    p = Play(g).run()(ChooseReaction(0, "bow"))
    assert (1002, "courtly_graces") in p.g.enc.masters
