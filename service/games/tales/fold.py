"""The fold of Tales of the Arabian Nights: one handler per event (`HANDLERS`; the award
items' and what follows the encounter's are `fold_awards.py`'s), which copies the records
it changes with `evolve`. Handlers never validate, never raise."""

from __future__ import annotations

from service.games.tales import events as ev
from service.games.tales.fold_awards import HANDLERS as AWARDS
from service.games.tales.fold_awards import Handler, hero, with_hero, without
from service.games.tales.state import (
    CHARACTERS,
    GOALS,
    MOVE,
    OVER,
    PLAY,
    QUESTS,
    SKILLS,
    TIMES,
    Encounter,
    State,
    master_options,
)
from service.kit.base import Event, GameCreated
from service.kit.records import evolve, with_item

# --- setup ---------------------------------------------------------------------------------


def _start(g: State, e: ev.StartPlayerDrawn) -> State:
    return evolve(g, start=e.seat, seat=e.seat, phase=CHARACTERS, picks=0)


def _next_pick(g: State, per_seat: int, then: str) -> State:
    """The next seat's setup choice, or the next phase once every seat has made its own."""
    picks = g.picks + 1
    if picks >= g.n * per_seat:
        return evolve(g, picks=0, seat=g.start, phase=then)
    return evolve(g, picks=picks, seat=(g.seat + 1) % g.n)


def _character(g: State, e: ev.CharacterChosen) -> State:
    return _next_pick(hero(g, e.seat, character=e.character), 1, SKILLS)


def _skill_taken(g: State, e: ev.SkillTaken) -> State:
    h = g.heroes[e.seat]
    g = hero(g, e.seat, skills=h.skills + ((e.skill, 1, 0),))
    return _next_pick(g, g.setup.content.rules.start_skills, QUESTS)


# A deck → the field of its pile, and of its discard pile.
_PILES = {"encounters": ("encounters", "encounter_discard"),
          "treasures": ("treasures", "treasure_discard"),
          "quests": ("quests", "quest_discard"),
          "cities": ("cities", "city_discard")}


def _shuffled(g: State, e: ev.DeckShuffled) -> State:
    """A deck shuffled: the encounter and treasure decks are the new order; quests and City
    cards go under what is left of their deck. A reshuffle empties its discard pile."""
    pile, discard = _PILES[e.deck]
    order = tuple(e.order)
    if e.deck in ("quests", "cities"):
        order = getattr(g, pile) + order
    if e.reshuffle:
        return evolve(g, **{pile: order, discard: ()}, shuffles=g.shuffles + 1)
    return evolve(g, **{pile: order})


def unseen_piles(g: State) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The four face-down decks, top first. A card is seen only as it leaves its deck (a
    named treasure is taken from anywhere in it), and nothing looks ahead. A discard
    pile shuffled in replaces an empty deck, but for the quests: it goes under the one card
    left, and the next deal takes that card at once; at that moment a fork shuffles the
    deck whole."""
    return tuple((deck, getattr(g, pile)) for deck, (pile, _) in _PILES.items())


def _pile_reshuffled(g: State, e: ev.PileReshuffled) -> State:
    return evolve(g, **{_PILES[e.pile][0]: tuple(e.order)})


def _quests_dealt(g: State, e: ev.QuestsDealt) -> State:
    return hero(evolve(g, quests=g.quests[len(e.quests):]), e.seat, dealt=e.quests)


def _quest_kept(g: State, e: ev.QuestKept) -> State:
    g = hero(g, e.seat, quest=e.quest, dealt=(), claimed=(), begun=False)
    g = evolve(g, quest_discard=g.quest_discard + e.discarded)
    return _next_pick(g, 1, GOALS) if g.phase == QUESTS else g


def _cities_dealt(g: State, e: ev.CitiesDealt) -> State:
    g = evolve(g, cities=g.cities[len(e.cards):])
    return hero(g, e.seat, cities=g.heroes[e.seat].cities + e.cards)


def _goal(g: State, e: ev.GoalSet) -> State:
    return hero(g, e.seat, goal=(e.destiny, e.story))


# --- the turn ------------------------------------------------------------------------------


def _turn_began(g: State, e: ev.TurnBegan) -> State:
    seat = e.seat
    h = g.heroes[seat]
    return evolve(g, heroes=with_item(g.heroes, seat, evolve(h, turns=h.turns + 1,
                                                              survived="")),
                  phase=PLAY, seat=seat, step=MOVE, enc=None, success=True, go="", queue=())


def _step(g: State, e: ev.StepReached) -> State:
    return evolve(g, step=e.step)


def _moved(g: State, e: ev.Moved) -> State:
    """A `go:` award, or a free move into a Place of Power (its Destination marker's), has
    the Place's encounter next (The Encounter Phase: "If you move to a Place of Power, then
    the Reader continues with the paragraph for that Place of Power")."""
    g = with_hero(g, e.seat, evolve(g.heroes[e.seat], space=e.to))
    if e.how == "go" or (e.how == "free" and g.setup.content.spaces[e.to].power):
        return evolve(g, go=e.to)
    return g


# --- the encounter -------------------------------------------------------------------------


def _encounter_began(g: State, e: ev.EncounterBegan) -> State:
    """The encounter's first stage: a chart's die, a paragraph to read, a reaction (a matrix
    met directly), or a City card's die. A City card's own encounter keeps its card and
    roll."""
    content = g.setup.content
    source = e.source
    if source == "terrain" and e.card:
        g = hero(g, e.seat, kept=without(g.heroes[e.seat].kept, e.card))
    ref = e.ref
    if ref in content.charts:
        stage = "chart"
    elif ref in content.paragraphs:
        stage = "read"
    elif e.matrix:
        stage = "reaction"
    else:
        stage = "city"
    card, city_roll = e.card, 0
    if g.enc is not None and source == "city" and g.enc.source == "city":
        card, city_roll = g.enc.card, g.enc.city_roll
    enc = Encounter(source=source, card=card, space=e.space, ref=ref, name=e.name,
                    matrix=e.matrix, row=e.row, paragraph=ref if stage == "read" else 0,
                    stage=stage, city_roll=city_roll)
    if source == "deck":
        return evolve(g, encounters=g.encounters[1:], go="", enc=enc)
    return evolve(g, go="", enc=enc)


def _chart(g: State, e: ev.ChartRolled) -> State:
    return evolve(g, enc=evolve(g.enc, roll=e.total, name=e.name, matrix=e.matrix, row=e.row,
                                stage="reaction"))


def _reaction(g: State, e: ev.ReactionChosen) -> State:
    masters = master_options(g, e.seat, e.cell)
    return evolve(g, enc=evolve(g.enc, cell=e.cell, masters=masters,
                                stage="master" if masters else "destiny"))


def _rolled(g: State, e: ev.DestinyRolled) -> State:
    return evolve(g, enc=evolve(g.enc, paragraph=e.paragraph, stage="read"))


def _mastered(g: State, e: ev.MasterUsed) -> State:
    """The Master skill's paragraph, where its section is read (Master Skills)."""
    return evolve(g, enc=evolve(g.enc, paragraph=e.paragraph, master=e.skill, stage="read"))


def _declined(g: State, e: ev.MasterDeclined) -> State:
    return evolve(g, enc=evolve(g.enc, stage="destiny"))


def _section(g: State, e: ev.SectionChosen) -> State:
    para = g.setup.content.paragraphs[e.paragraph]
    return evolve(g, enc=evolve(g.enc, section=e.section, stage="award"),
                  queue=para.sections[e.section].award)


def _city_rolled(g: State, e: ev.CityRolled) -> State:
    award, _ = g.setup.content.cities[e.card].rolls[e.die - 1]
    return evolve(g, enc=evolve(g.enc, city_roll=e.die, stage="city_award"), queue=award)


# --- the turn's end and the game's ---------------------------------------------------------


def _turn_ended(g: State, e: ev.TurnEnded) -> State:
    return evolve(g, last=g.last and without(g.last, e.seat), step="", enc=None, queue=())


def _time(g: State, e: ev.TimeAdvanced) -> State:
    return evolve(g, round=e.round, time=TIMES.index(e.time))


def _declared(g: State, e: ev.VictoryDeclared) -> State:
    return evolve(g, declared=e.seat, last=e.last)


def _time_up(g: State, e: ev.TimeRanOut) -> State:
    return g  # the GameEnded that follows ends it


def _ended(g: State, e: ev.GameEnded) -> State:
    heroes = tuple(evolve(h, goal=tuple(goal)) for h, goal in zip(g.heroes, e.goals, strict=True))
    return evolve(g, phase=OVER, winners=e.winners, scores=e.scores, heroes=heroes, step="")


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
    ev.Moved: _moved,
    ev.EncounterBegan: _encounter_began,
    ev.ChartRolled: _chart,
    ev.ReactionChosen: _reaction,
    ev.DestinyRolled: _rolled,
    ev.MasterUsed: _mastered,
    ev.MasterDeclined: _declined,
    ev.SectionChosen: _section,
    ev.CityRolled: _city_rolled,
    **AWARDS,
    ev.TurnEnded: _turn_ended,
    ev.TimeAdvanced: _time,
    ev.VictoryDeclared: _declared,
    ev.TimeRanOut: _time_up,
    ev.GameEnded: _ended,
}

assert set(HANDLERS) == set(ev.EVENT_TYPES.values()) - {GameCreated}, "an event without a fold"


def fold(g: State, e: Event) -> State:
    return HANDLERS[type(e)](g, e)
