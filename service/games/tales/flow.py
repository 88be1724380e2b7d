"""What happens next in Tales of the Arabian Nights: the one place that reads a state and
says who acts — a seat's decision (`Ask`), a chance draw (`ChanceSpec`), or an automatic
step (a callable that records events).

`next_step(g)` answers it (remembered for the last state asked about); `advance` runs the
automatic steps after every move until a seat or the chance player must act; the turn's
declaration (`turn.declare`) reads the same answer, so the two cannot disagree. Award items
(`Game.queue`) come first, then the encounter's stage, then the turn's step (README "A
turn").
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from service.games.tales import events as ev
from service.games.tales import items
from service.games.tales.state import (
    CHARACTERS,
    CHECK,
    ENCOUNTER,
    END,
    GOALS,
    MOVE,
    OVER,
    PLAY,
    QUEST,
    QUESTS,
    SELL,
    SKILLS,
    START,
    TIMES,
    Ask,
    Game,
    blocked,
    eligible_sections,
    goal_met,
    has_status,
    holds,
    move_options,
    shortfall,
)
from service.kit.base import ChanceSpec, Recorder
from service.kit.memo import last_state

Step = Callable[[Recorder], None]
Next = Step | ChanceSpec | Ask | None


_WAITS = (ChanceSpec, Ask)  # a tuple: `ChanceSpec | Ask` would build a union at every step


def advance(out: Recorder) -> None:
    slot = _SLOT  # `next_step`'s memo, filled here: each state this asks about is new
    for _ in range(10_000):
        g = out.state
        step = _next_step(g)
        slot[0] = (g, step)
        if step is None or isinstance(step, _WAITS):
            return
        step(out)
    raise RuntimeError("tales: the automatic steps did not settle")


def current_ask(g: Game) -> Ask | None:
    step = next_step(g)
    return step if isinstance(step, Ask) else None


def chance_due(g: Game) -> ChanceSpec | None:
    step = next_step(g)
    return step if isinstance(step, ChanceSpec) else None


def _next_step(g: Game) -> Next:
    phase = g.phase
    if phase == PLAY:  # nearly every step: an award item, an encounter, the turn's step
        if g.queue:
            return items.next_item(g)
        enc = g.enc
        if enc is not None:
            return _encounter(g)
        return _turn_step(g)
    if phase == OVER:
        return None
    if phase == START:
        return ChanceSpec("start-player", "choice", tuple(range(g.n)))
    if phase == CHARACTERS:
        taken = {h.character for h in g.heroes}
        free = tuple(c for c in g.setup.content.characters if c not in taken)
        return Ask("character", g.seat, g.seat, free)
    if phase == SKILLS:
        held = {s for s, _, _ in g.heroes[g.seat].skills}
        return Ask("skill", g.seat, g.seat, tuple(s for s in g.setup.content.skills
                                                   if s not in held))
    if phase == QUESTS:
        return _deal(g)
    if phase == GOALS:
        if all(h.goal is not None for h in g.heroes):
            return lambda out: begin_turn(out, g.start)
        return None  # every seat without a goal sets it, at once (turn.declare)
    raise ValueError(f"tales: no phase {phase!r}")


# The moves end by asking it; the turn's declaration asks it of the same state.
next_step = last_state(_next_step)
_SLOT = next_step.slot


# --- setup ---------------------------------------------------------------------------------


def _deal(g: Game) -> Next:
    content = g.setup.content
    dealt = any(h.dealt or h.quest for h in g.heroes)
    if not dealt:
        if not g.quests:
            return ChanceSpec("deck:quests", "shuffle", tuple(content.quests))
        if not g.cities:
            return ChanceSpec("deck:cities", "shuffle", tuple(content.cities))
        if not g.treasures:
            return ChanceSpec("deck:treasures", "shuffle", tuple(content.treasures))
        if not g.encounters:
            return ChanceSpec("deck:encounters", "shuffle", tuple(content.cards))
        return _deal_cards
    h = g.heroes[g.seat]
    return Ask("keep_quest", g.seat, g.seat, h.dealt) if h.dealt else None


def _deal_cards(out: Recorder) -> None:
    g = out.state
    for k in range(g.n):
        seat = (g.start + k) % g.n
        out.emit(ev.QuestsDealt(seat, out.state.quests[:2]))
    for k in range(g.n):
        seat = (g.start + k) % g.n
        out.emit(ev.CitiesDealt(seat, out.state.cities[:2]))


# --- a turn --------------------------------------------------------------------------------


def _turn_step(g: Game) -> Next:
    """The turn's step, with no award item queued and no encounter under way."""
    step = g.step
    if step == CHECK:  # a scene set by hand; a turn begun goes straight to its move
        return _check
    if step == MOVE:
        h = g.heroes[g.seat]
        if h.statuses and blocked(g, h, "move"):  # (most heroes hold none: no call)
            return lambda out: out.emit(ev.StepReached(g.seat, ENCOUNTER))
        return Ask("move", g.seat, g.seat, move_options(g, g.seat))
    if step == ENCOUNTER:
        return _begin_encounter(g)
    if step == QUEST:
        return _quest(g)
    if step == SELL:
        return _sell(g)
    if step == END:
        return _end
    return None


def begin_turn(out: Recorder, seat: int) -> None:
    """A seat's turn: `TurnBegan` (its step is the move), then step 2 at once."""
    g = out.state
    out.emit(ev.TurnBegan(seat, g.round, TIMES[g.time]))
    _check(out, to_move=False)


def _check(out: Recorder, to_move: bool = True) -> None:
    """Step 2: statuses' "turn" markers (a status with enough markers is lost); a quest that
    begins now moves its owner to its start."""
    g = out.state
    seat = g.seat
    if g.heroes[seat].statuses:  # (the markers' statuses; most heroes hold none)
        items.mark(out, seat, "turn")
        g = out.state
    h = g.heroes[seat]
    if h.quest and not h.begun:
        out.emit(ev.QuestBegan(seat, h.quest))
        start = g.setup.content.quests[h.quest].start
        if start and start != h.space:
            out.emit(ev.Moved(seat, start, "quest"))
    if to_move:
        out.emit(ev.StepReached(seat, MOVE))


def encounter_sources(g: Game) -> tuple[tuple[str, str], ...]:
    """("deck", ""), and the City card of this city (not Imprisoned), and each kept terrain
    card with an "N" on this terrain (The Encounter Phase)."""
    content = g.setup.content
    h = g.heroes[g.seat]
    space = content.spaces[h.space]
    out: list[tuple[str, str]] = [("deck", "")]
    if space.terrain == "city" and not blocked(g, h, "city_card"):
        out += [("city", c) for c in h.cities if content.cities[c].space == h.space]
    if h.kept:  # most heroes keep no terrain card: no comprehension to run
        out += [("terrain", c) for c in h.kept
                if content.cards[c].ref.get(space.terrain) == "N"]
    return tuple(out)


def _begin_encounter(g: Game) -> Next:
    content = g.setup.content
    h = g.heroes[g.seat]
    space = content.spaces[h.space]
    if space.power:  # entered with the Destination marker: its paragraph, no card
        return lambda out: begin(out, "power", "")
    if not g.encounters and g.encounter_discard:  # "the discard pile … a new deck"
        return ChanceSpec(f"deck:encounters:{g.shuffles + 1}", "shuffle", g.encounter_discard)
    sources = encounter_sources(g)
    if len(sources) > 1:
        return Ask("encounter", g.seat, g.seat, sources)
    if not g.encounters:
        return no_encounter
    return lambda out: begin(out, "deck", g.encounters[0])


def no_encounter(out: Recorder) -> None:
    g = out.state
    out.emit(ev.EncounterEnded(g.seat, "", "", True))  # its fold: on to the quest step


def begin(out: Recorder, source: str, card: str) -> None:
    """The encounter of a source: a card's paragraph by its kind (Encounter Cards), a City
    card (its die first), a kept terrain card's "N", or the Place of Power one stands in."""
    g = out.state
    content = g.setup.content
    seat = g.seat
    h = g.heroes[seat]
    space = content.spaces[h.space]
    if source == "city":
        out.emit(ev.EncounterBegan(seat, "city", card, h.space, 0))
        return
    if source == "power":
        out.emit(ev.EncounterBegan(seat, "power", card, h.space, space.paragraph))
        return
    c = content.cards[card]
    if source == "terrain":
        out.emit(ev.EncounterBegan(seat, "terrain", card, h.space, 0, "N", c.row, c.name))
        return
    if c.kind == "place_of_power":
        place = content.spaces[c.place]
        out.emit(ev.Moved(seat, place.id, "power"))
        out.emit(ev.EncounterBegan(seat, "deck", card, place.id, place.paragraph))
        return
    ref = c.ref[TIMES[g.time]] if c.kind == "character" else c.ref[space.terrain]
    if ref == "N":
        out.emit(ev.EncounterBegan(seat, "deck", card, h.space, 0, "N", c.row, c.name))
    else:
        out.emit(ev.EncounterBegan(seat, "deck", card, h.space, int(ref), name=c.name))


def _encounter(g: Game) -> Next:
    enc = g.enc
    seat = g.seat
    stage = enc.stage
    content = g.setup.content
    if stage == "chart":
        return ChanceSpec(f"chart:{g.heroes[seat].turns}:{seat}:{enc.ref}", "die",
                          (1, 2, 3, 4, 5, 6))
    if stage == "city":
        return ChanceSpec(f"city:{g.heroes[seat].turns}:{seat}:{enc.card}", "die",
                          (1, 2, 3, 4, 5, 6))
    if stage == "reaction":
        return _reaction_ask(seat, content.matrices[enc.matrix].reactions)
    if stage == "master":
        return Ask("master", seat, seat, enc.masters)
    if stage == "destiny":
        return ChanceSpec(f"destiny:{g.heroes[seat].turns}:{seat}:{enc.cell}", "die",
                          (-1, 0, 1))
    if stage == "read":
        para = content.paragraphs[enc.paragraph]
        options = eligible_sections(g, seat, para)
        if len(options) == 1:
            return lambda out: choose_section(out, options[0])
        return Ask("section", seat, seat, tuple(options))
    if stage == "city_award":
        return _city_follow_up
    # stage "award", nothing left to resolve
    if g.go:
        return _go
    if _may_keep(g):
        return _keep_ask(seat)
    return lambda out: finish(out, None)


# Asks that depend on the seat and the content alone: values, each built once (an `Ask`
# costs ten times the look-up, and these are asked at nearly every encounter).
@cache
def _reaction_ask(seat: int, reactions: tuple[str, ...]) -> Ask:
    return Ask("reaction", seat, seat, reactions)


@cache
def _keep_ask(seat: int) -> Ask:
    return Ask("keep_card", seat, seat, (True, False))


def choose_section(out: Recorder, index: int) -> None:
    g = out.state
    seat = g.seat
    para = g.setup.content.paragraphs[g.enc.paragraph]
    requires = para.sections[index].requires
    if not requires:  # NO SKILL, most often: nothing used
        out.emit(ev.SectionChosen(seat, para.number, index, ""))
        return
    h = g.heroes[seat]
    skills = {s: (level, one) for s, level, one in h.skills}
    used = next((r.id for r in requires if r.kind == "skill" and r.id in skills), "")
    out.emit(ev.SectionChosen(seat, para.number, index, used))
    if used and skills[used][1]:  # a "1 use" skill goes back after its use
        out.emit(ev.SkillLost(seat, used, skills[used][0] - 1, "used"))


def _city_follow_up(out: Recorder) -> None:
    """After a City card's award: the special encounter its roll names, else the card's
    bottom paragraph (City Cards)."""
    g = out.state
    city = g.setup.content.cities[g.enc.card]
    _, special = city.rolls[g.enc.city_roll - 1]
    here = g.heroes[g.seat].space
    if special is None:
        out.emit(ev.EncounterBegan(g.seat, "city", city.id, here, city.paragraph))
    elif special.paragraph:
        out.emit(ev.EncounterBegan(g.seat, "city", city.id, here, special.paragraph))
    else:
        out.emit(ev.EncounterBegan(g.seat, "city", city.id, here, 0, special.matrix,
                                   special.row, special.name))


def _go(out: Recorder) -> None:
    """`go:` — the encounter so far ends; the Place of Power's begins at once."""
    g = out.state
    place = g.go
    finish(out, None, arrow=False)
    g = out.state
    out.emit(ev.EncounterBegan(g.seat, "go", "", place,
                               g.setup.content.spaces[place].paragraph))


def _may_keep(g: Game) -> bool:
    """A terrain card drawn and met by its terrain's paragraph (not "N") may be kept."""
    enc = g.enc
    if enc.source != "deck" or not enc.card or enc.matrix == "N":
        return False
    return g.setup.content.cards[enc.card].kind == "terrain"


def finish(out: Recorder, keep: bool | None, arrow: bool = True) -> None:
    """The encounter's end: its card where it belongs, out of a Place of Power by its arrow,
    a quest marker claimed after a successful encounter (Note; FAQ Imprisoned)."""
    g = out.state
    content = g.setup.content
    seat, enc = g.seat, g.enc
    h = g.heroes[seat]
    card_to = ""
    if enc.card:
        if enc.source == "city":
            card_to = "city_discard"
        elif enc.source == "terrain":
            card_to = "discard"
        elif content.cards[enc.card].kind == "place_of_power":
            card_to = "removed"
        else:
            card_to = "kept" if keep else "discard"
    successful = (g.success and h.space == enc.space
                  and (not h.statuses  # (most heroes hold none: no calls)
                       or (not blocked(g, h, "success") and not has_status(h, "lost"))))
    out.emit(ev.EncounterEnded(seat, enc.card, card_to, successful))
    if h.statuses:  # statuses that count encounters (its end changed none)
        items.mark(out, seat, "encounter")
    g = out.state
    h = g.heroes[seat]
    space = content.spaces[h.space]
    if space.power and arrow:
        out.emit(ev.Moved(seat, space.arrow, "arrow"))
    quest = content.quests.get(h.quest)
    if successful and quest is not None and h.space in quest.visit and h.space not in h.claimed:
        out.emit(ev.QuestClaimed(seat, h.space))



# --- quests, selling, the end --------------------------------------------------------------


def quest_complete(g: Game, seat: int) -> bool:
    content = g.setup.content
    h = g.heroes[seat]
    quest = content.quests.get(h.quest)
    if quest is None:
        return False
    if h.destiny < quest.destiny or h.story < quest.story or len(h.claimed) < len(quest.visit):
        return False  # the cheap tests first: this is asked at every turn's quest step
    return (all(s in h.claimed for s in quest.visit)
            and all(holds(g, h, r.kind, r.id) for r in quest.requires))


def _quest(g: Game) -> Next:
    """Step 5: a City card played is replaced (City Cards: a seat holds two while the deck
    and its discard pile last); a quest complete is awarded and replaced by one of two."""
    seat = g.seat
    h = g.heroes[seat]
    if h.dealt:
        return Ask("keep_quest", seat, seat, h.dealt)
    if len(h.cities) < 2:
        if g.cities:
            return lambda out: out.emit(ev.CityCardDrawn(seat, g.cities[0]))
        if g.city_discard:
            return ChanceSpec(f"deck:cities:{g.shuffles + 1}", "shuffle", g.city_discard)
    if quest_complete(g, seat):
        return lambda out: out.emit(ev.QuestCompleted(seat, h.quest))
    if not h.quest:
        if len(g.quests) < 2 and g.quest_discard:
            return ChanceSpec(f"deck:quests:{g.shuffles + 1}", "shuffle", g.quest_discard)
        if g.quests:
            return lambda out: out.emit(ev.QuestsDealt(seat, g.quests[:2]))
    return _sell(g)


def sellable(g: Game, seat: int) -> tuple[str, ...]:
    content = g.setup.content
    h = g.heroes[seat]
    space = content.spaces[h.space]
    if space.terrain != "city" or (h.statuses and blocked(g, h, "sell")):
        return ()
    return tuple(t for t in h.treasures if content.treasures[t].sell_levels > 0)


def _sell(g: Game) -> Next:
    options = sellable(g, g.seat)
    if options:
        return Ask("sell", g.seat, g.seat, options)
    return _end


def _end(out: Recorder) -> None:
    """Step 7 and the turn's end: a seat in Baghdad with its goal met declares; "1 turn"
    statuses end; the next seat's turn, or the game's end."""
    g = out.state
    content = g.setup.content
    seat = g.seat
    h = g.heroes[seat]
    if (g.declared < 0 and h.space == content.rules.start_space and goal_met(h)
            and not blocked(g, h, "success")):
        last = tuple((seat + k) % g.n for k in range(1, g.n))
        out.emit(ev.VictoryDeclared(seat, last))
    here = content.spaces[h.space]
    for status, _, until in h.statuses:
        lose_on = content.statuses[status].lose_on
        if until and until <= h.turns:
            out.emit(ev.StatusLost(seat, status, "1 turn"))
        elif ("baghdad" in lose_on and h.space == content.rules.start_space) or (
                "city" in lose_on and here.terrain == "city"):
            out.emit(ev.StatusLost(seat, status, "place"))
    h = out.state.heroes[seat]
    terrain = content.spaces[h.space].terrain
    if h.statuses and terrain in ("city", "sea"):
        items.mark(out, seat, terrain)
    out.emit(ev.TurnEnded(seat))
    g = out.state
    nxt = (seat + 1) % g.setup.n
    if g.declared >= 0 and not g.last:
        game_end(out)
        return
    if nxt == g.start:
        out.emit(ev.TimeAdvanced(g.round + 1, TIMES[(g.time + 1) % len(TIMES)]))
        g = out.state
        if g.setup.rounds and g.round > g.setup.rounds:
            game_end(out, timed=True)
            return
    begin_turn(out, nxt)


def game_end(out: Recorder, timed: bool = False) -> None:
    """Game End / Timed Game: the eligible seats (in Baghdad with the goal met; timed: the
    closest to their goals), then most statuses, most skills; still tied: shared."""
    g = out.state
    content = g.setup.content
    heroes = g.heroes
    if timed:
        best = min(shortfall(h) for h in heroes)
        eligible = tuple(s for s, h in enumerate(heroes) if shortfall(h) == best)
    else:
        eligible = tuple(s for s, h in enumerate(heroes)
                         if h.space == content.rules.start_space and goal_met(h))
    key = {s: (len(heroes[s].statuses), len(heroes[s].skills)) for s in eligible}
    top = max(key.values()) if key else None
    winners = tuple(s for s in eligible if key[s] == top)
    goals = tuple(h.goal or (0, 0) for h in heroes)
    scores = tuple(h.destiny + h.story for h in heroes)
    out.emit(ev.GameEnded(winners, scores, goals, eligible, len(winners) > 1))
