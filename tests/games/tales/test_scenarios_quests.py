"""Tales quests — when a quest begins and may be completed, what death does to it — in
positions set by hand on the fixture pack; each docstring quotes the rulebook sentence it
reads and names its section."""

from __future__ import annotations

from service.games.tales import events as ev
from service.games.tales.commands import KeepQuest
from service.games.tales.components import parse_award
from service.games.tales.state import CHECK, ENCOUNTER, QUEST, Encounter
from service.kit.records import evolve
from tests.games.tales.scenes import Play, hero, scene


def test_a_quest_kept_mid_turn_is_completed_only_once_it_has_begun() -> None:
    """FAQ, Quests: "When does a Quest begin? A Quest begins at the start of the next turn
    after you receive your Quest card, either at the beginning of the game or when you have
    completed an earlier Quest." Game Sequence 5: "If you have completed the requirements
    for your Quest, take the award … then draw 2 new Quest cards and keep 1". A quest kept
    at the quest step whose requirements the seat already meets (A Name: 3 Destiny, 3
    Story) is not completed in that turn; it begins at the next turn's start and is
    completed at that turn's quest step."""
    seat0 = hero(destiny=4, story=4, dealt=("a_name", "isle"), cities=("basra", "bantus"))
    p = Play(scene(seat0, hero(), step=QUEST)).run()
    assert p.pending["name"] == "keep_quest"
    p(KeepQuest(0, "a_name"))
    assert p.of(ev.QuestCompleted) == [] and p.of(ev.QuestsDealt) == []
    kept = p.g.heroes[0]
    assert (kept.quest, kept.begun, kept.destiny, kept.story) == ("a_name", False, 4, 4)
    # Its next turn: the quest begins at the start, and is completed at the quest step.
    nxt = Play(scene(evolve(kept, turns=2), hero(), step=CHECK)).run()
    assert [e.quest for e in nxt.of(ev.QuestBegan)] == ["a_name"]
    done = Play(evolve(nxt.g, step=QUEST, enc=None)).run()
    assert [e.quest for e in done.of(ev.QuestCompleted)] == ["a_name"]


def test_after_a_death_the_sibling_takes_over_the_quest_from_its_start() -> None:
    """Death: "your character's brother or sister will take over your quests for you. If
    your character dies, move back to Baghdad. You must also remove your Origin, Quest,
    and Destination markers from the board"; FAQ, Quests: "A Quest begins at the start of
    the next turn after you receive your Quest card … A couple of Quests move you to
    another space when they begin". README, DECISION: the quest card stays, its markers
    go — every claim with them — and the sibling begins the quest again at the start of
    its next turn, moved to the quest's start space if it has one."""
    h = hero(space="bilma", quest="from_basra", begun=True, claimed=())
    g = scene(h, hero(), step=ENCOUNTER, queue=parse_award("death"),
              enc=Encounter(source="deck", card="efreet", space="bilma", stage="award"))
    p = Play(g).run()
    dead = p.g.heroes[0]
    assert (dead.space, dead.quest, dead.claimed, dead.begun) == ("baghdad", "from_basra",
                                                                   (), False)
    nxt = Play(scene(evolve(dead, turns=2), hero(), step=CHECK)).run()
    assert [e.quest for e in nxt.of(ev.QuestBegan)] == ["from_basra"]
    assert [(e.to, e.how) for e in nxt.of(ev.Moved)] == [("basra", "quest")]
    claims = hero(space="grove", quest="two_cities", begun=True, claimed=("basra",))
    g = scene(claims, hero(), step=ENCOUNTER, queue=parse_award("death"),
              enc=Encounter(source="deck", card="efreet", space="grove", stage="award"))
    assert Play(g).run().g.heroes[0].claimed == ()
