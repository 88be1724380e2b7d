"""Tales rules one by one — movement, encounters, awards, wealth, death, victory — in
positions set by hand on the fixture pack, for what the rulebook's examples do not cover;
each docstring names the rulebook section it reads."""

from __future__ import annotations

import pytest

from service.games.tales import events as ev
from service.games.tales.commands import (
    ChooseEncounter,
    ChooseSpace,
    EndTurn,
    LoseStatus,
    LoseTreasure,
    Move,
    SellTreasure,
)
from service.games.tales.components import Paragraph, Requirement, Section, parse_award
from service.games.tales.state import (
    ENCOUNTER,
    END,
    MOVE,
    PLAY,
    SELL,
    eligible_sections,
    with_hero,
)
from service.kit.base import SPECTATOR, RuleViolation, Viewer
from service.kit.records import evolve
from tests.games.tales.scenes import FIXTURE, GAME, Play, hero, new, queued, scene


def award(code: str, *heroes, **fields) -> Play:
    """Seat 0 resolves `code` during its encounter step."""
    g = scene(*(heroes or (hero(), hero())), step=ENCOUNTER, **fields)
    return Play(queued(g, code)).run()


# --- movement ------------------------------------------------------------------------------


def test_staying_put_is_a_move_and_places_of_power_need_the_destination() -> None:
    """The Movement Phase: "or even not at all"; Places of Power: "you may not enter a Place
    of Power simply by moving … While your Destination marker is on a Place of Power, you
    may move there … your movement for the turn ends immediately, and the Destination marker
    is removed"."""
    g = scene(hero(space="grove"), hero(), step=MOVE)
    p = Play(g).run()
    assert "grove" in p.pending["options"] and "cave_of_wonders" not in p.pending["options"]
    with pytest.raises(RuleViolation):
        p(Move(0, "cave_of_wonders"))
    g = scene(hero(space="grove", destination="cave_of_wonders"), hero(), step=MOVE,
              encounters=("efreet",))
    p = Play(g).run()(Move(0, "cave_of_wonders"))
    assert [e.place for e in p.of(ev.DestinationSet)] == [""]
    assert p.of(ev.EncounterBegan)[0].ref == 2709  # its paragraph, no card drawn
    assert p.g.heroes[0].space == "peak"  # then along the arrow


def test_a_move_out_of_reach_is_refused_and_changes_nothing() -> None:
    """The Movement Phase: at most the wealth level's rates."""
    g = Play(scene(hero(space="harbour"), hero(), step=MOVE)).run().g
    with pytest.raises(RuleViolation) as refused:
        GAME.decide(g, Move(0, "sea5"), None)
    assert refused.value.code == "NOT_AN_OPTION"


@pytest.mark.parametrize(("held", "to", "left"), [
    (("seamanship", 1, True), "sea3", ()),  # needs 3 sea steps: used, back to the bank
    (("seamanship", 1, True), "sea2", (("seamanship", 1, True),)),  # Poor's 2: not used
    (("seamanship", 1, True), "land2", (("seamanship", 1, True),)),
    (("seamanship", 2, True), "sea3", (("seamanship", 1, False),)),  # Master → Talent
    (("seamanship", 1, False), "sea3", (("seamanship", 1, False),)),  # not "1 use"
])
def test_a_one_use_seamanship_is_used_by_a_move_that_needs_it(held, to, left) -> None:
    """The Movement Phase: "Seamanship. If you have the Seamanship skill, you may always
    move at least 4 by water regardless of Wealth level"; Skills, 1 Use: "Skills gained in
    an award with the '1 use' restriction are returned to the Skill Bank when they are used
    once. If you already had the skill, it will be at Master level for one use, then
    flipped back to its Talent side." A move with more sea steps than the wealth level
    allows (Poor: 2) uses it (README, DECISION: what "used" means for Seamanship)."""
    g = scene(hero(space="harbour", skills=(held,)), hero(), step=MOVE,
              encounters=("efreet",))
    p = Play(g).run()(Move(0, to))
    assert p.g.heroes[0].space == to and p.g.heroes[0].skills == left
    spent = to == "sea3" and held[2]
    assert [(e.skill, e.level, e.why) for e in p.of(ev.SkillLost)] == (
        [("seamanship", held[1] - 1, "used")] if spent else [])


# --- the encounter -------------------------------------------------------------------------


def test_a_mandatory_section_binds() -> None:
    """The Result Paragraph: "(mandatory) … you must use that section if you have that …
    skill, treasure, or status … even if other choices are available"."""
    para = Paragraph(1, "x", (
        Section((), False, "", parse_award("S1")),
        Section((Requirement("skill", "magic", False),), False, "", parse_award("D-3/S3")),
        Section((Requirement("status", "cursed", True),), False, "", parse_award("death")),
    ))
    g = scene(hero(skills=("magic",), destiny=3), hero(), step=ENCOUNTER)
    assert eligible_sections(g, 0, para) == [0, 1]
    cursed = scene(hero(skills=("magic",), destiny=3, statuses=("cursed",)), hero(),
                   step=ENCOUNTER)
    assert eligible_sections(cursed, 0, para) == [2]



def test_a_city_card_needs_its_city_and_not_imprisoned() -> None:
    """City Cards; FAQ Imprisoned: "you cannot sell a treasure or play a City card"."""
    free = Play(scene(hero(space="basra", cities=("basra", "bantus")), hero(), step=ENCOUNTER,
                      encounters=("efreet",))).run()
    assert free.pending["options"] == ["deck", "city:basra"]
    jailed = Play(scene(hero(space="basra", cities=("basra",), statuses=("imprisoned",)),
                        hero(), step=ENCOUNTER, encounters=("efreet",))).run()
    assert jailed.pending is None or jailed.pending["name"] != "encounter"
    assert jailed.of(ev.EncounterBegan)[0].card == "efreet"
    with pytest.raises(RuleViolation):
        Play(free.g)(ChooseEncounter(0, "city", "bantus"))


# --- awards --------------------------------------------------------------------------------


def test_points_never_below_zero_and_story_rewards_once() -> None:
    """The Result Paragraph: D and S "never to below zero"; FAQ Gaining Rewards from Story
    Points: "you do not collect any such reward more than once"."""
    p = award("D-5/S2")
    h = p.g.heroes[0]
    assert (h.destiny, h.story) == (0, 3)
    assert [e.at for e in p.of(ev.StoryRewardTaken)] == [3]
    assert p.g.heroes[0].wealth == FIXTURE.level("middle_class")  # the W+1 at 3 Story
    again = award("S-2/S2", hero(story=3, rewards=(3,)), hero())
    assert again.of(ev.StoryRewardTaken) == []


@pytest.mark.parametrize(("start", "code", "treasures", "end"), [
    ("poor", "W+1(max:poor)", (), "poor"),  # no gain above the maximum
    ("poor", "W+2", (), "wealthy"),
    ("rich", "W+3", (), "princely"),  # Fabulous only with a treasure
    ("princely", "W+1", (), "princely"),  # … held while Princely
    ("princely", "W+1(max:poor)", ("brass_key",), "fabulous"),  # whatever the maximum
    # Level by level: the second level is gained while Princely with a treasure
    ("rich", "W+2", ("brass_key",), "fabulous"),
    ("rich", "W+2(max:princely)", ("brass_key",), "fabulous"),
    ("rich", "W+2", (), "princely"),
    ("wealthy", "W+2(max:rich)", ("brass_key",), "rich"),  # stops at Rich: never Princely
    ("beggar", "W-1", (), "beggar"),  # a Beggar ignores losses
    ("wealthy", "W-3(min:poor)", (), "poor"),
])
def test_wealth(start: str, code: str, treasures: tuple, end: str) -> None:
    """Wealth: "If you have Princely wealth and own any treasure, then the next time you gain
    a Wealth Level, regardless of the stated maximum gain, you become Fabulously wealthy …
    Your Wealth Level may never fall below Beggar". A gain of several levels is gained
    level by level: a Rich seat with a treasure gaining W+2 is Princely after the first
    and Fabulous with the second."""
    p = award(code, hero(wealth=start, treasures=treasures), hero())
    assert FIXTURE.rules.wealth[p.g.heroes[0].wealth].id == end


def test_fabulous_losing_its_last_treasure_is_princely() -> None:
    """Wealth: "If you have Fabulous wealth … and you lose your last treasure, your Wealth
    Level drops to Princely immediately"."""
    p = award("lose_treasure:choice", hero(wealth="fabulous", treasures=("brass_key",)), hero())
    assert FIXTURE.rules.wealth[p.g.heroes[0].wealth].id == "princely"


def test_skills_talent_master_and_one_use() -> None:
    """Skills: a new skill at Talent; again, Master; "1 use" skills go back after one use,
    a Master one use turns back to Talent; Losing Skills."""
    p = award("skill:magic/skill:magic/skill:wisdom(1 use)/lose_skill:magic")
    assert p.g.heroes[0].skills == (("wisdom", 1, True), ("magic", 1, False))


def test_a_status_held_is_not_gained_again_and_one_turn_ends() -> None:
    """Statuses: "you cannot receive the same status you currently have: ignore that result
    … and do not reset any Status markers"; "1 Turn … returned at the end of your next
    turn"."""
    p = award("status:cursed/status:diseased(1 turn)", hero(statuses=(("cursed", 2, 0),)),
              hero())
    h = p.g.heroes[0]
    assert ("cursed", 2, 0) in h.statuses and ("diseased", 0, 2) in h.statuses  # turn 1 + 1
    ended = Play(scene(hero(statuses=(("diseased", 0, 2),), turns=2), hero(), step=END)).run()
    assert [(e.status, e.why) for e in ended.of(ev.StatusLost)] == [("diseased", "1 turn")]


def test_a_named_treasure_is_taken_from_whoever_holds_it() -> None:
    """Treasures: "If someone else already has that treasure, take it from them"."""
    p = award("treasure:ionian_gems", hero(), hero(treasures=("ionian_gems",)))
    assert p.g.heroes[0].treasures == ("ionian_gems",) and p.g.heroes[1].treasures == ()


def test_a_lost_status_of_ones_choice() -> None:
    """The 'efreet's Quick Thinking: "you can lose one status of your choice"."""
    p = award("lose_status:choice", hero(statuses=("cursed", "respected")), hero())
    assert p.pending["name"] == "lose_status"
    p(LoseStatus(0, "respected"))
    assert [s for s, _, _ in p.g.heroes[0].statuses] == ["cursed"]


def test_placed_by_another_player() -> None:
    """The Result Paragraph: "you choose another player to place your Character anywhere on
    the map within four spaces of the Jeweled Fortress": in a two-player game, the other
    one, with nothing to choose."""
    p = award("placed:1:timbuktu", hero(), hero())
    ask = GAME.view(p.g, Viewer(seat=1))["pending"]
    assert ask["seat"] == 1 and ask["for_seat"] == 0
    assert set(ask["options"]) == {"timbuktu", "dunes2", "bantus"}
    with pytest.raises(RuleViolation):
        p(ChooseSpace(0, "bantus"))  # not seat 0's to choose
    p(ChooseSpace(1, "bantus"))
    assert p.g.heroes[0].space == "bantus"


def test_death() -> None:
    """Death: "move back to Baghdad … remove your Origin, Quest, and Destination markers …
    reduce your Wealth Level to Poor, and lose all statuses and treasures … keep your
    skills, Story Points, and Destiny Points"; a treasure that protects is lost instead
    if its holder chooses ("If you would die, you may discard this talisman instead")."""
    h = hero(space="bantus", destiny=4, story=5, wealth="rich", skills=("magic",),
             statuses=("cursed",), treasures=("brass_key",), quest="visit_basra",
             claimed=("basra",), destination="cave_of_wonders")
    p = award("death", h, hero())
    d = p.g.heroes[0]
    assert (d.space, d.destiny, d.story, d.skills) == ("baghdad", 4, 5, (("magic", 1, False),))
    assert FIXTURE.rules.wealth[d.wealth].id == "poor"
    assert (d.statuses, d.treasures, d.claimed, d.destination) == ((), (), (), "")
    assert p.of(ev.Died) == [ev.Died(0, ("cursed",), ("brass_key",))]  # the event names them
    saved = award("death", hero(space="bantus", treasures=("talisman",)), hero())
    saved(LoseTreasure(0, "talisman"))
    assert saved.g.heroes[0].space == "bantus" and saved.of(ev.Died) == []


def test_selling_a_treasure_in_a_city() -> None:
    """Treasures: "The Celestial Planisphere can be sold to gain 1 Wealth Level to a maximum
    level of Rich"; not while Imprisoned (FAQ)."""
    g = scene(hero(space="basra", treasures=("celestial_planisphere", "brass_key")), hero(),
              step=SELL)
    p = Play(g).run()
    assert p.pending["name"] == "sell"
    p(SellTreasure(0, "celestial_planisphere"))
    assert FIXTURE.rules.wealth[p.g.heroes[0].wealth].id == "middle_class"
    assert p.g.heroes[0].treasures == ("brass_key",)
    jailed = Play(scene(hero(space="basra", treasures=("celestial_planisphere",),
                             statuses=("imprisoned",)), hero(), step=SELL)).run()
    assert jailed.of(ev.TurnEnded)  # nothing to ask: the turn ends
    p(EndTurn(0))  # keeping the brass key
    assert p.of(ev.TurnEnded) and p.g.heroes[0].treasures == ("brass_key",)


# --- winning -------------------------------------------------------------------------------


def test_victory_gives_everyone_else_one_more_turn_then_most_statuses_win() -> None:
    """Game End: declare in Baghdad with the goal met (having survived an encounter there);
    "All of the other players each have one last turn"; among several eligible, most
    statuses, then most skills."""
    a = hero(goal=(1, 1), statuses=("respected",), survived="baghdad")
    b = hero(space="basra", goal=(1, 1), statuses=("respected", "cursed"))
    c = hero(space="basra", goal=(9, 9))
    p = Play(scene(a, b, c, step=END)).run()
    declared = p.of(ev.VictoryDeclared)[0]
    assert (declared.seat, declared.last) == (0, (1, 2))
    assert GAME.result(p.g) is None
    d = p.g
    # Seat 1 walks home in its last turn; seat 2 does not.
    g = evolve(d, heroes=with_hero(d, 1, space="baghdad", survived="baghdad"), step=END,
               seat=1)
    q = Play(g).run()
    q.g = _end_turn_of(q.g, 2)
    r = Play(q.g).run()
    end = r.of(ev.GameEnded)[0]
    assert end.eligible == (0, 1) and end.winners == (1,) and not end.shared
    assert GAME.view(r.g, SPECTATOR)["seats"][2]["goal"] == {"destiny": 9, "story": 9}


def _end_turn_of(g, seat):
    return evolve(g, seat=seat, step=END, enc=None, queue=())


def test_the_timed_game_goes_to_the_closest() -> None:
    """Variants, Timed Game: "the winner is the one closest to their Secret Goal"."""
    g = new(2, "timed", rounds=1)
    g = evolve(g, phase=PLAY, step=END, seat=1, start=0,
               heroes=(hero(goal=(5, 5), destiny=4, story=5), hero(goal=(5, 5), destiny=1)))
    p = Play(g).run()
    end = p.of(ev.GameEnded)[0]
    assert end.winners == (0,)



def test_the_timed_game_with_a_deadline_ends_when_time_is_up() -> None:
    """Variants, Timed Game: "Choose how long to play and when time is up, the winner is
    the one closest to their Secret Goal" — a deadline (`minutes`), as a running timer."""
    from service.kit.base import Context, ExpireTimer, GameCreated

    created = GameCreated("tales", ("a", "b"), {"variant": "timed", "minutes": 30}, 1,
                          FIXTURE.hash, 1000.0)
    g = GAME.initial_state(created)
    assert GAME.deadline(g) == 1000.0 + 30 * 60
    g = evolve(g, phase=PLAY, step=MOVE, seat=0,
               heroes=(hero(goal=(5, 5), destiny=4, story=5), hero(goal=(5, 5), destiny=1)))
    with pytest.raises(RuleViolation) as early:
        GAME.decide(g, ExpireTimer(None), Context(now=1000.0 + 60))
    assert early.value.code == "TIMER_NOT_EXPIRED"
    done = GAME.decide(g, ExpireTimer(None), Context(now=1000.0 + 30 * 60))
    assert [type(e).__name__ for e in done.events] == ["TimeRanOut", "GameEnded"]
    assert GAME.result(done.state).winners == (0,)
    assert GAME.view(g, SPECTATOR)["deadline_time"] == 1000.0 + 30 * 60
