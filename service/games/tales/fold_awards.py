"""The fold of the award items and of what follows the encounter (The Result Paragraph,
Wealth, Skills, Statuses, Treasures, Death, Quests): one handler per event, which copies
the records it changes with `evolve`. Handlers never validate."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.tales import events as ev
from service.games.tales.components import parse_award
from service.games.tales.state import QUEST, Hero, State
from service.kit.base import Event
from service.kit.records import evolve, with_item

Handler = Callable[[State, Any], State]


def without(items: tuple, x: Any) -> tuple:
    """`items` without its first `x` (unchanged without one)."""
    if x not in items:
        return items
    i = items.index(x)
    return items[:i] + items[i + 1:]


def hero(g: State, seat: int, **fields: Any) -> State:
    """`g` with seat's hero changed."""
    return evolve(g, heroes=with_item(g.heroes, seat, evolve(g.heroes[seat], **fields)))


def with_hero(g: State, seat: int, h: Hero) -> State:
    """`g` with seat's hero replaced."""
    return evolve(g, heroes=with_item(g.heroes, seat, h))


# --- award items ---------------------------------------------------------------------------


def queued(g: State, e: ev.ItemsQueued) -> State:
    """Queued while the first item resolves (a status's effect, a Story reward): they come
    right after it, before the rest."""
    return evolve(g, queue=g.queue[:1] + parse_award(e.award) + g.queue[1:])


def item_done(g: State, e: ev.ItemResolved) -> State:
    if g.placer >= 0:  # a `placed:` resolved: its placer's work is done
        return evolve(g, queue=g.queue[1:], placer=-1)
    return evolve(g, queue=g.queue[1:])


def placer_chosen(g: State, e: ev.PlacerChosen) -> State:
    return evolve(g, placer=e.placer)


def points(g: State, e: ev.PointsChanged) -> State:
    h = g.heroes[e.seat]
    if e.kind == "destiny":
        return with_hero(g, e.seat, evolve(h, destiny=e.value))
    return with_hero(g, e.seat, evolve(h, story=e.value))


def wealth(g: State, e: ev.WealthChanged) -> State:
    return hero(g, e.seat, wealth=g.setup.content.levels[e.level])


def skill_gained(g: State, e: ev.SkillGained) -> State:
    """A skill at `level`; "1 use" counts its one-use levels from the top: a "1 use" Master
    over a "1 use" Talent has two (Skills, 1 Use)."""
    h = g.heroes[e.seat]
    before = next((uses for s, _, uses in h.skills if s == e.skill), 0)
    uses = min(e.level, before + 1) if e.one_use else 0
    skills = tuple(x for x in h.skills if x[0] != e.skill) + ((e.skill, e.level, uses),)
    return with_hero(g, e.seat, evolve(h, skills=skills))


def skill_lost(g: State, e: ev.SkillLost) -> State:
    """A level lost from the top: a "1 use" Master flipped back to its Talent side leaves
    that Talent as it was gained (Skills, 1 Use)."""
    h = g.heroes[e.seat]
    before = next((uses for s, _, uses in h.skills if s == e.skill), 0)
    rest = tuple(x for x in h.skills if x[0] != e.skill)
    if e.level > 0:
        rest += ((e.skill, e.level, min(e.level, max(0, before - 1))),)
    return with_hero(g, e.seat, evolve(h, skills=rest))


def status_gained(g: State, e: ev.StatusGained) -> State:
    h = g.heroes[e.seat]
    return with_hero(g, e.seat, evolve(h, statuses=h.statuses + ((e.status, 0, e.until_turn),)))


def status_lost(g: State, e: ev.StatusLost) -> State:
    h = g.heroes[e.seat]
    status = e.status
    return with_hero(g, e.seat, evolve(h, statuses=tuple(x for x in h.statuses
                                                         if x[0] != status)))


def status_marked(g: State, e: ev.StatusMarked) -> State:
    h = g.heroes[e.seat]
    status, markers = e.status, e.markers
    statuses = tuple((s, markers if s == status else m, t) for s, m, t in h.statuses)
    return with_hero(g, e.seat, evolve(h, statuses=statuses))


def treasure_gained(g: State, e: ev.TreasureGained) -> State:
    if e.source == "deck":
        g = evolve(g, treasures=without(g.treasures, e.treasure))
    elif e.source == "discard":
        g = evolve(g, treasure_discard=without(g.treasure_discard, e.treasure))
    else:
        other = int(e.source)
        g = hero(g, other, treasures=without(g.heroes[other].treasures, e.treasure))
    h = g.heroes[e.seat]
    return with_hero(g, e.seat, evolve(h, treasures=h.treasures + (e.treasure,)))


def treasure_lost(g: State, e: ev.TreasureLost) -> State:
    h = g.heroes[e.seat]
    g = with_hero(g, e.seat, evolve(h, treasures=without(h.treasures, e.treasure)))
    return evolve(g, treasure_discard=g.treasure_discard + (e.treasure,))


def destination(g: State, e: ev.DestinationSet) -> State:
    return hero(g, e.seat, destination=e.place)


def died(g: State, e: ev.Died) -> State:
    """Death: back to Baghdad, Poor, every status and treasure lost (its treasures to the
    discard pile), the quest's markers (its claims) and the Destination marker gone; the
    sibling takes the quest over from its start: it begins again at the next turn's start
    (README, DECISION)."""
    content = g.setup.content
    rules = content.rules
    h = g.heroes[e.seat]
    poor = content.level("poor") if "poor" in content.levels else rules.start_wealth
    dead = evolve(h, space=rules.start_space, claimed=(), begun=False, destination="",
                  wealth=poor, statuses=(), treasures=(), deaths=h.deaths + 1,
                  survived=rules.start_space)  # "you may announce" (Death's note)
    return evolve(g, treasure_discard=g.treasure_discard + h.treasures, success=False,
                  heroes=with_item(g.heroes, e.seat, dead))


def reward(g: State, e: ev.StoryRewardTaken) -> State:
    h = g.heroes[e.seat]
    return with_hero(g, e.seat, evolve(h, rewards=h.rewards + (e.at,)))


# --- after the encounter -------------------------------------------------------------------


def encounter_ended(g: State, e: ev.EncounterEnded) -> State:
    """The card where it belongs; a successful encounter survived where the seat stands;
    on to the quest step (quests, City cards replaced, then selling)."""
    if e.successful:
        h = g.heroes[e.seat]
        g = with_hero(g, e.seat, evolve(h, survived=h.space))
    to = e.card_to
    if to == "kept":
        h = g.heroes[e.seat]
        g = with_hero(g, e.seat, evolve(h, kept=h.kept + (e.card,)))
    elif to == "discard":
        return evolve(g, enc=None, step=QUEST, encounter_discard=g.encounter_discard + (e.card,))
    elif to == "city_discard":
        h = g.heroes[e.seat]
        g = with_hero(g, e.seat, evolve(h, cities=without(h.cities, e.card)))
        return evolve(g, enc=None, step=QUEST, city_discard=g.city_discard + (e.card,))
    return evolve(g, enc=None, step=QUEST)


def city_drawn(g: State, e: ev.CityCardDrawn) -> State:
    g = evolve(g, cities=g.cities[1:])
    return hero(g, e.seat, cities=g.heroes[e.seat].cities + (e.card,))


def claimed(g: State, e: ev.QuestClaimed) -> State:
    return hero(g, e.seat, claimed=g.heroes[e.seat].claimed + (e.space,))


def completed(g: State, e: ev.QuestCompleted) -> State:
    award = g.setup.content.quests[e.quest].award
    g = hero(g, e.seat, quest="", claimed=(), begun=False)
    return evolve(g, queue=award + g.queue)


def quest_began(g: State, e: ev.QuestBegan) -> State:
    return hero(g, e.seat, begun=True)


def sold(g: State, e: ev.TreasureSold) -> State:
    return g  # the TreasureLost and WealthChanged beside it carry the changes


HANDLERS: dict[type[Event], Handler] = {
    ev.ItemsQueued: queued,
    ev.ItemResolved: item_done,
    ev.StatusMarked: status_marked,
    ev.PointsChanged: points,
    ev.WealthChanged: wealth,
    ev.SkillGained: skill_gained,
    ev.SkillLost: skill_lost,
    ev.StatusGained: status_gained,
    ev.StatusLost: status_lost,
    ev.TreasureGained: treasure_gained,
    ev.TreasureLost: treasure_lost,
    ev.DestinationSet: destination,
    ev.PlacerChosen: placer_chosen,
    ev.Died: died,
    ev.StoryRewardTaken: reward,
    ev.EncounterEnded: encounter_ended,
    ev.CityCardDrawn: city_drawn,
    ev.QuestClaimed: claimed,
    ev.QuestCompleted: completed,
    ev.QuestBegan: quest_began,
    ev.TreasureSold: sold,
}
