"""The fold of Tales of the Arabian Nights: one handler per event. Handlers never validate;
they rebuild the records they change through drafts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.tales import events as ev
from service.games.tales.content import parse_award
from service.games.tales.state import (
    CHARACTERS,
    GOALS,
    MOVE,
    OVER,
    PLAY,
    QUEST,
    QUESTS,
    SKILLS,
    START,
    TIMES,
    Encounter,
    Game,
    Hero,
    Setup,
    draft_game,
    draft_hero,
    make_encounter,
    master_options,
    with_hero,
)
from service.kit.base import Event, GameCreated
from service.kit.drafts import replacer

Handler = Callable[[Game, Any], Game]

# The edits the most frequent events make, each one generated call (`replacer`): a draft,
# its stores and its seal are three calls or more, and these run at nearly every event.
_game_heroes = replacer(Game, "heroes")
_game_enc = replacer(Game, "enc")
_game_step = replacer(Game, "step")
_game_queue = replacer(Game, "queue")
_game_enc_queue = replacer(Game, "enc", "queue")
_game_turn_began = replacer(Game, "heroes", "phase", "seat", "step", "enc", "success", "go",
                            "queue")
_game_drawn_met = replacer(Game, "encounters", "go", "enc")
_game_met = replacer(Game, "go", "enc")
_game_met_end = replacer(Game, "enc", "step")
_game_met_end_discard = replacer(Game, "enc", "step", "encounter_discard")
_game_turn_ended = replacer(Game, "last", "step", "enc", "queue")
_hero_space = replacer(Hero, "space")
_hero_statuses = replacer(Hero, "statuses")
_hero_destiny = replacer(Hero, "destiny")
_hero_story = replacer(Hero, "story")
_hero_wealth = replacer(Hero, "wealth")
_hero_turns = replacer(Hero, "turns")
_enc_charted = replacer(Encounter, "roll", "name", "matrix", "row", "stage")
_enc_reacted = replacer(Encounter, "cell", "masters", "stage")
_enc_read = replacer(Encounter, "paragraph", "stage")
_enc_stage = replacer(Encounter, "stage")
_enc_section = replacer(Encounter, "section", "stage")
_enc_city_roll = replacer(Encounter, "city_roll", "stage")


def initial_state(created: GameCreated, content: Any) -> Game:
    options = created.options
    n = len(created.players)
    variant = options.get("variant", "basic")
    rules = content.rules
    goal = rules.classic_goal if variant == "classic" else rules.goals[n]
    timed = variant == "timed"
    minutes = options.get("minutes", 0) if timed else 0
    setup = Setup(created.players, goal, variant, options.get("rounds", 0) if timed else 0,
                  created.created_at + 60 * minutes if minutes else 0.0, content,
                  created.content_hash, n)
    hero = Hero(space=rules.start_space, destiny=rules.start_destiny, story=rules.start_story,
                wealth=rules.start_wealth)
    return Game(setup=setup, phase=START, heroes=tuple(hero for _ in range(n)))


def evolve(g: Game, e: Event) -> Game:
    return HANDLERS[type(e)](g, e)


def _edit(g: Game, **fields: Any) -> Game:
    d = draft_game(g)
    for name, value in fields.items():
        setattr(d, name, value)
    return d.seal()


def _hero(g: Game, seat: int, **fields: Any) -> Game:
    h = draft_hero(g.heroes[seat])
    for name, value in fields.items():
        setattr(h, name, value)
    return _with(g, seat, h.seal())


def _without(items: tuple, x: Any) -> tuple:
    if x not in items:
        return items
    i = items.index(x)
    return items[:i] + items[i + 1:]


# --- setup ---------------------------------------------------------------------------------


def _start(g: Game, e: ev.StartPlayerDrawn) -> Game:
    return _edit(g, start=e.seat, seat=e.seat, phase=CHARACTERS, picks=0)


def _next_pick(g: Game, per_seat: int, then: str) -> dict[str, Any]:
    picks = g.picks + 1
    if picks >= g.n * per_seat:
        return {"picks": 0, "seat": g.start, "phase": then}
    return {"picks": picks, "seat": (g.seat + 1) % g.n}


def _character(g: Game, e: ev.CharacterChosen) -> Game:
    g = _hero(g, e.seat, character=e.character)
    return _edit(g, **_next_pick(g, 1, SKILLS))


def _skill_taken(g: Game, e: ev.SkillTaken) -> Game:
    h = g.heroes[e.seat]
    g = _hero(g, e.seat, skills=h.skills + ((e.skill, 1, False),))
    per_seat = g.setup.content.rules.start_skills
    return _edit(g, **_next_pick(g, per_seat, QUESTS))


def _shuffled(g: Game, e: ev.DeckShuffled) -> Game:
    order = tuple(e.order)
    deck = e.deck
    changes: dict[str, Any] = {"shuffles": g.shuffles + 1} if e.reshuffle else {}
    if deck == "encounters":
        changes["encounters"] = order
        if e.reshuffle:
            changes["encounter_discard"] = ()
    elif deck == "treasures":
        changes["treasures"] = order
        if e.reshuffle:
            changes["treasure_discard"] = ()
    elif deck == "quests":
        changes["quests"] = g.quests + order
        if e.reshuffle:
            changes["quest_discard"] = ()
    else:
        changes["cities"] = g.cities + order
        if e.reshuffle:
            changes["city_discard"] = ()
    return _edit(g, **changes)


# The decks by the name a fork's reshuffle gives them, and the field that holds each.
_DECKS = (("encounters", "encounters"), ("treasures", "treasures"), ("quests", "quests"),
          ("cities", "cities"))


def unseen_piles(g: Game) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The four face-down decks, top first. A card is seen only as it leaves its deck (a
    named treasure is taken from anywhere in it), and nothing looks ahead. A discard
    pile shuffled in replaces an empty deck, but for the quests: it goes under the one card
    left, and the next deal takes that card at once; at that moment a fork shuffles the
    deck whole."""
    return tuple((name, getattr(g, field)) for name, field in _DECKS)


def _pile_reshuffled(g: Game, e: ev.PileReshuffled) -> Game:
    return _edit(g, **{dict(_DECKS)[e.pile]: tuple(e.order)})


def _quests_dealt(g: Game, e: ev.QuestsDealt) -> Game:
    g = _edit(g, quests=g.quests[len(e.quests):])
    return _hero(g, e.seat, dealt=e.quests)


def _quest_kept(g: Game, e: ev.QuestKept) -> Game:
    g = _hero(g, e.seat, quest=e.quest, dealt=(), claimed=(), begun=False)
    g = _edit(g, quest_discard=g.quest_discard + e.discarded)
    if g.phase == QUESTS:
        return _edit(g, **_next_pick(g, 1, GOALS))
    return g


def _cities_dealt(g: Game, e: ev.CitiesDealt) -> Game:
    g = _edit(g, cities=g.cities[len(e.cards):])
    return _hero(g, e.seat, cities=g.heroes[e.seat].cities + e.cards)


def _goal(g: Game, e: ev.GoalSet) -> Game:
    return _hero(g, e.seat, goal=(e.destiny, e.story))


# --- the turn ------------------------------------------------------------------------------


def _turn_began(g: Game, e: ev.TurnBegan) -> Game:
    seat = e.seat
    h = g.heroes[seat]
    heroes = list(g.heroes)
    heroes[seat] = _hero_turns(h, h.turns + 1)
    return _game_turn_began(g, tuple(heroes), PLAY, seat, MOVE, None, True, "", ())


def _step(g: Game, e: ev.StepReached) -> Game:
    return _game_step(g, e.step)


def _marked(g: Game, e: ev.StatusMarked) -> Game:
    h = g.heroes[e.seat]
    status, markers = e.status, e.markers
    statuses = [(s, markers if s == status else m, t) for s, m, t in h.statuses]
    return _with(g, e.seat, _hero_statuses(h, tuple(statuses)))


def _moved(g: Game, e: ev.Moved) -> Game:
    heroes = list(g.heroes)  # `_with`, inline: a move at nearly every turn
    heroes[e.seat] = _hero_space(heroes[e.seat], e.to)
    g = _game_heroes(g, tuple(heroes))
    if e.how == "go":
        return _edit(g, go=e.to)
    return g


def _encounter_began(g: Game, e: ev.EncounterBegan) -> Game:
    content = g.setup.content
    source = e.source
    if source == "terrain" and e.card:
        h = g.heroes[e.seat]
        g = _hero(g, e.seat, kept=_without(h.kept, e.card))
    ref = e.ref
    if ref in content.charts:
        stage = "chart"
    elif ref in content.paragraphs:
        stage = "read"
    elif e.matrix:
        stage = "reaction"
    else:
        stage = "city"
    read = ref if stage == "read" else 0
    if g.enc is not None and source == "city" and g.enc.source == "city":
        enc = make_encounter(source, g.enc.card, e.space, ref, 0, e.name, e.matrix, e.row, 0,
                             (), read, -1, stage, g.enc.city_roll)
    else:
        enc = make_encounter(source, e.card, e.space, ref, 0, e.name, e.matrix, e.row, 0, (),
                             read, -1, stage, 0)
    if source == "deck":
        return _game_drawn_met(g, g.encounters[1:], "", enc)
    return _game_met(g, "", enc)


def _chart(g: Game, e: ev.ChartRolled) -> Game:
    return _game_enc(g, _enc_charted(g.enc, e.total, e.name, e.matrix, e.row, "reaction"))


def _reaction(g: Game, e: ev.ReactionChosen) -> Game:
    masters = master_options(g, e.seat, e.cell)
    return _game_enc(g, _enc_reacted(g.enc, e.cell, masters,
                                     "master" if masters else "destiny"))


def _read(g: Game, e: ev.DestinyRolled | ev.MasterUsed) -> Game:
    return _game_enc(g, _enc_read(g.enc, e.paragraph, "read"))


def _declined(g: Game, e: ev.MasterDeclined) -> Game:
    return _game_enc(g, _enc_stage(g.enc, "destiny"))


def _section(g: Game, e: ev.SectionChosen) -> Game:
    para = g.setup.content.paragraphs[e.paragraph]
    return _game_enc_queue(g, _enc_section(g.enc, e.section, "award"),
                           para.sections[e.section].award)


def _city_rolled(g: Game, e: ev.CityRolled) -> Game:
    award, _ = g.setup.content.cities[e.card].rolls[e.die - 1]
    return _game_enc_queue(g, _enc_city_roll(g.enc, e.die, "city_award"), award)


# --- award items ---------------------------------------------------------------------------


def _queued(g: Game, e: ev.ItemsQueued) -> Game:
    """Queued while the first item resolves (a status's effect, a Story reward): they come
    right after it, before the rest."""
    return _edit(g, queue=g.queue[:1] + parse_award(e.award) + g.queue[1:])


def _item_done(g: Game, e: ev.ItemResolved) -> Game:
    return _game_queue(g, g.queue[1:])


def _points(g: Game, e: ev.PointsChanged) -> Game:
    heroes = list(g.heroes)  # `_with`, inline: the most frequent award
    h = heroes[e.seat]
    heroes[e.seat] = (_hero_destiny if e.kind == "destiny" else _hero_story)(h, e.value)
    return _game_heroes(g, tuple(heroes))


def _with(g: Game, seat: int, h: Hero) -> Game:
    """`g` with seat's hero replaced (the fold's fast path)."""
    heroes = list(g.heroes)
    heroes[seat] = h
    return _game_heroes(g, tuple(heroes))


def _wealth(g: Game, e: ev.WealthChanged) -> Game:
    return _with(g, e.seat, _hero_wealth(g.heroes[e.seat], g.setup.content.levels[e.level]))


def _skill_gained(g: Game, e: ev.SkillGained) -> Game:
    h = g.heroes[e.seat]
    skills = tuple(x for x in h.skills if x[0] != e.skill) + ((e.skill, e.level, e.one_use),)
    return _hero(g, e.seat, skills=skills)


def _skill_lost(g: Game, e: ev.SkillLost) -> Game:
    h = g.heroes[e.seat]
    rest = tuple(x for x in h.skills if x[0] != e.skill)
    if e.level > 0:
        rest += ((e.skill, e.level, False),)
    return _hero(g, e.seat, skills=rest)


def _status_gained(g: Game, e: ev.StatusGained) -> Game:
    h = g.heroes[e.seat]
    return _with(g, e.seat, _hero_statuses(h, h.statuses + ((e.status, 0, e.until_turn),)))


def _status_lost(g: Game, e: ev.StatusLost) -> Game:
    h = g.heroes[e.seat]
    status = e.status
    return _with(g, e.seat, _hero_statuses(h, tuple(x for x in h.statuses if x[0] != status)))


def _treasure_gained(g: Game, e: ev.TreasureGained) -> Game:
    if e.source == "deck":
        g = _edit(g, treasures=_without(g.treasures, e.treasure))
    elif e.source == "discard":
        g = _edit(g, treasure_discard=_without(g.treasure_discard, e.treasure))
    else:
        other = int(e.source)
        g = _hero(g, other, treasures=_without(g.heroes[other].treasures, e.treasure))
    h = g.heroes[e.seat]
    return _hero(g, e.seat, treasures=h.treasures + (e.treasure,))


def _treasure_lost(g: Game, e: ev.TreasureLost) -> Game:
    h = g.heroes[e.seat]
    g = _hero(g, e.seat, treasures=_without(h.treasures, e.treasure))
    return _edit(g, treasure_discard=g.treasure_discard + (e.treasure,))


def _destination(g: Game, e: ev.DestinationSet) -> Game:
    return _hero(g, e.seat, destination=e.place)


def _died(g: Game, e: ev.Died) -> Game:
    content = g.setup.content
    h = g.heroes[e.seat]
    g = _edit(g, treasure_discard=g.treasure_discard + h.treasures, success=False)
    return _hero(g, e.seat, space=content.rules.start_space, claimed=(), destination="",
                 wealth=content.level("poor") if "poor" in {w.id for w in content.rules.wealth}
                 else content.rules.start_wealth,
                 statuses=(), treasures=(), deaths=h.deaths + 1)


def _reward(g: Game, e: ev.StoryRewardTaken) -> Game:
    h = g.heroes[e.seat]
    return _hero(g, e.seat, rewards=h.rewards + (e.at,))


# --- after the encounter -------------------------------------------------------------------


def _encounter_ended(g: Game, e: ev.EncounterEnded) -> Game:
    # After the encounter: the quest step (quests, City cards replaced, then selling).
    to = e.card_to
    if to == "kept":
        h = g.heroes[e.seat]
        g = _hero(g, e.seat, kept=h.kept + (e.card,))
    elif to == "city_discard":
        h = g.heroes[e.seat]
        g = _hero(g, e.seat, cities=_without(h.cities, e.card))
    if to == "discard":
        return _game_met_end_discard(g, None, QUEST, g.encounter_discard + (e.card,))
    if to == "city_discard":
        g = _edit(g, city_discard=g.city_discard + (e.card,))
    return _game_met_end(g, None, QUEST)


def _city_drawn(g: Game, e: ev.CityCardDrawn) -> Game:
    g = _edit(g, cities=g.cities[1:])
    return _hero(g, e.seat, cities=g.heroes[e.seat].cities + (e.card,))


def _claimed(g: Game, e: ev.QuestClaimed) -> Game:
    h = g.heroes[e.seat]
    return _hero(g, e.seat, claimed=h.claimed + (e.space,))


def _completed(g: Game, e: ev.QuestCompleted) -> Game:
    award = g.setup.content.quests[e.quest].award
    g = _hero(g, e.seat, quest="", claimed=(), begun=False)
    return _edit(g, queue=award + g.queue)


def _began(g: Game, e: ev.QuestBegan) -> Game:
    return _hero(g, e.seat, begun=True)


def _sold(g: Game, e: ev.TreasureSold) -> Game:
    return g  # the TreasureLost and WealthChanged beside it carry the changes


def _turn_ended(g: Game, e: ev.TurnEnded) -> Game:
    return _game_turn_ended(g, g.last and _without(g.last, e.seat), "", None, ())


def _time(g: Game, e: ev.TimeAdvanced) -> Game:
    return _edit(g, round=e.round, time=TIMES.index(e.time))


def _declared(g: Game, e: ev.VictoryDeclared) -> Game:
    return _edit(g, declared=e.seat, last=e.last)


def _time_up(g: Game, e: ev.TimeRanOut) -> Game:
    return g  # the GameEnded that follows ends it


def _ended(g: Game, e: ev.GameEnded) -> Game:
    heroes = tuple(with_hero(g, s, goal=tuple(goal))[s] for s, goal in enumerate(e.goals))
    return _edit(g, phase=OVER, winners=e.winners, scores=e.scores, heroes=heroes,
                 step="")


HANDLERS: dict[type[Event], Handler] = {
    ev.StartPlayerDrawn: _start,
    ev.CharacterChosen: _character,
    ev.SkillTaken: _skill_taken,
    ev.DeckShuffled: _shuffled,
    ev.PileReshuffled: _pile_reshuffled,
    ev.QuestsDealt: _quests_dealt,
    ev.QuestKept: _quest_kept,
    ev.CitiesDealt: _cities_dealt,
    ev.GoalSet: _goal,
    ev.TurnBegan: _turn_began,
    ev.StepReached: _step,
    ev.StatusMarked: _marked,
    ev.Moved: _moved,
    ev.EncounterBegan: _encounter_began,
    ev.ChartRolled: _chart,
    ev.ReactionChosen: _reaction,
    ev.DestinyRolled: _read,
    ev.MasterUsed: _read,
    ev.MasterDeclined: _declined,
    ev.SectionChosen: _section,
    ev.CityRolled: _city_rolled,
    ev.ItemsQueued: _queued,
    ev.ItemResolved: _item_done,
    ev.PointsChanged: _points,
    ev.WealthChanged: _wealth,
    ev.SkillGained: _skill_gained,
    ev.SkillLost: _skill_lost,
    ev.StatusGained: _status_gained,
    ev.StatusLost: _status_lost,
    ev.TreasureGained: _treasure_gained,
    ev.TreasureLost: _treasure_lost,
    ev.DestinationSet: _destination,
    ev.Died: _died,
    ev.StoryRewardTaken: _reward,
    ev.EncounterEnded: _encounter_ended,
    ev.CityCardDrawn: _city_drawn,
    ev.QuestClaimed: _claimed,
    ev.QuestCompleted: _completed,
    ev.QuestBegan: _began,
    ev.TreasureSold: _sold,
    ev.TurnEnded: _turn_ended,
    ev.TimeAdvanced: _time,
    ev.VictoryDeclared: _declared,
    ev.TimeRanOut: _time_up,
    ev.GameEnded: _ended,
}

assert set(HANDLERS) == set(ev.EVENT_TYPES.values()) - {GameCreated}, "an event without a fold"
