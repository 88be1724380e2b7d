"""What each viewer sees of each secret of Tales (README "Secrets"): a seat's goal is its
own until the game ends; a section's text is read only once chosen; a matrix cell's
paragraph and the decks' orders are the auditor's."""

from __future__ import annotations

import pytest

from service.app.selfplay import random_playout
from service.games.tales import events as ev
from service.games.tales.commands import ChooseReaction, ChooseSection, SetGoal
from service.games.tales.state import ENCOUNTER, GOALS
from service.kit.base import SPECTATOR, RuleViolation, Viewer
from service.kit.records import evolve
from tests.games.tales.scenes import GAME, Play, hero, new, scene


def test_a_section_not_chosen_is_never_shown() -> None:
    """Master Skills / The Result Paragraph: the sections' text is read only once chosen."""
    g = scene(hero(space="grove", skills=("courtly_graces",)), hero(), step=ENCOUNTER, time=2,
              encounters=("efreet",))
    p = Play(g).run()
    for viewer in (SPECTATOR, Viewer(seat=0), Viewer(seat=1)):
        sections = GAME.view(p.g, viewer)["encounter"]["sections"]
        assert all(s["text"] == "" and s["award"] == "" for s in sections)
    p(ChooseSection(0, 1))
    shown = [e for e in p.of(ev.SectionChosen)]
    assert shown[0].section == 1


def test_a_secret_goal_is_its_owners_until_the_end() -> None:
    """Setup: "Record your Secret Goal … The two numbers must add up exactly to the total"."""
    g = evolve(new(3), phase=GOALS)
    with pytest.raises(RuleViolation) as bad:
        GAME.decide(g, SetGoal(0, 10, 9), None)
    assert bad.value.code == "BAD_GOAL"
    p = Play(g)(SetGoal(0, 10, 8))
    goal = p.of(ev.GoalSet)[0]
    assert goal.audience() == frozenset({0})
    assert GAME.view(p.g, Viewer(seat=1))["seats"][0]["goal"] is None
    assert GAME.view(p.g, Viewer(seat=0))["seats"][0]["goal"] == {"destiny": 10, "story": 8}


def test_a_matrix_cell_is_the_auditors_until_its_paragraph_is_read() -> None:
    """Master Skills: "The Reader does not tell a player what the paragraph numbers are";
    README "Secrets": the cell is recorded for the auditor, the paragraph read is public."""
    g = scene(hero(space="gulf", destiny=9), hero(), step=ENCOUNTER, encounters=("dendan",))
    p = Play(g).run().draw(6)(ChooseReaction(0, "pray"))
    chosen = p.of(ev.ReactionChosen)[0]
    assert chosen.audience() == frozenset() and "cell" not in chosen.redacted()
    for viewer in (SPECTATOR, Viewer(seat=0), Viewer(seat=1)):
        assert GAME.view(p.g, viewer)["encounter"]["paragraph"] is None
    p.draw(0)
    assert GAME.view(p.g, SPECTATOR)["encounter"]["paragraph"] == 703


def test_the_decks_orders_are_the_auditors() -> None:
    """Setup: the decks shuffled face down; README "Secrets": their orders are the
    auditor's, everyone else sees which deck and how many cards."""
    p = random_playout(GAME, 3, players=2, max_actions=20)
    shuffled = [e for e in p.events if isinstance(e, ev.DeckShuffled)]
    assert {e.deck for e in shuffled} == {"quests", "cities", "treasures", "encounters"}
    for e in shuffled:
        assert e.audience() == frozenset()
        assert set(e.redacted()) == {"deck", "size", "reshuffle"}
