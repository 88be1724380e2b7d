"""Tales of the Arabian Nights' projection adapter: every encounter (its card, chart roll,
matrix, row, reaction, Destiny face or Master skill, paragraph, section, award, and the
Destiny and Story it paid), the City card rolls, every move, the statuses, skills and
treasures gained and lost, the quests, the deaths, the victory declarations, and each seat's
and each game's outcome.

Only public or revealed facts are read. The secrets have no handler: a seat's goal
(`GoalSet`: its owner's until `GameEnded` reveals every goal, which is where
`tales_outcomes` reads them) and the order of every deck (`DeckShuffled`). Of
`ReactionChosen` only the public fields are read (seat, matrix, row, reaction): its `cell`,
the matrix cell's paragraph number, is the auditor's. The paragraph read (`DestinyRolled`,
`MasterUsed`, `SectionChosen`) is public: the table hears it read aloud.

Outcomes are read as recorded (`ChartRolled`'s total and entry, `DestinyRolled`'s face and
paragraph, `SectionChosen`, `PointsChanged`'s deltas, `EncounterEnded.successful`,
`GameEnded` …), never worked out again. A section's award code, and a City card roll's,
come from the content the game was created with (matched by its hash, as the Dragons adapter
does for treasure values; other content leaves them NULL): they are printed facts of the
pack, looked up by the paragraph and section (the card and die) the events name.

`tales.Died` is one event: the rules move the seat to Baghdad and take its statuses and
treasures (README "Death") without a `Moved`, `StatusLost` or `TreasureLost` each; it names
the statuses and treasures lost, and the projection writes one row for each, with `why` =
`death`. (Died of schema 1, stored before the losses were named, falls back to what the
projection saw the seat hold.)

The tables and what the projection remembers of a game are `tales_tables.py`'s; the
handlers of what a seat holds and of the game's end, `tales_holdings.py`'s; here, setup, the
turn and the encounter, and the routes.
"""

from __future__ import annotations

from projections.games.tales_holdings import (
    on_declared,
    on_died,
    on_game_ended,
    on_quest_began,
    on_quest_claimed,
    on_quest_completed,
    on_skill_gained,
    on_skill_lost,
    on_sold,
    on_status_gained,
    on_status_lost,
    on_treasure_gained,
    on_treasure_lost,
)
from projections.games.tales_tables import (
    TABLES,
    CityRoll,
    Encounter,
    State,
    encounter_no,
    new_state,
    quest_row,
    seat_of,
    when,
)
from projections.kit import Handler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.tales import events as ev

__all__ = ["ROUTES", "STATISTICS", "TABLES", "new_state"]  # the adapter (projections/kit.py)


def _section_award(s: State, paragraph: int, section: int) -> str | None:
    if s.content is None:
        return None
    para = s.content.paragraphs.get(paragraph)
    if para is None or not 0 <= section < len(para.sections):
        return None
    return "/".join(item.code for item in para.sections[section].award)


def _city_award(s: State, card: str, die: int) -> str | None:
    if s.content is None:
        return None
    city = s.content.cities.get(card)
    if city is None or not 1 <= die <= len(city.rolls):
        return None
    return "/".join(item.code for item in city.rolls[die - 1][0])


# --- setup ----------------------------------------------------------------------------------


def on_start(track: GameTrack, e: ev.StartPlayerDrawn, meta: Meta, out: Rows) -> None:
    track.state.start = e.seat


def on_character(track: GameTrack, e: ev.CharacterChosen, meta: Meta, out: Rows) -> None:
    seat_of(track.state, e.seat).character = e.character


def on_skill_taken(track: GameTrack, e: ev.SkillTaken, meta: Meta, out: Rows) -> None:
    seat_of(track.state, e.seat).skills[e.skill] = 1
    out.add("tales_skills", (*when(track), e.seat, e.skill, "taken", 1, False, None, None))


def on_quests_dealt(track: GameTrack, e: ev.QuestsDealt, meta: Meta, out: Rows) -> None:
    for quest in e.quests:
        out.add("tales_quests", quest_row(track, e.seat, quest, "dealt"))


def on_quest_kept(track: GameTrack, e: ev.QuestKept, meta: Meta, out: Rows) -> None:
    seat_of(track.state, e.seat).quest = e.quest
    out.add("tales_quests", quest_row(track, e.seat, e.quest, "kept"))
    for quest in e.discarded:
        out.add("tales_quests", quest_row(track, e.seat, quest, "discarded"))


# --- the turn -------------------------------------------------------------------------------


def on_turn(track: GameTrack, e: ev.TurnBegan, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.turn += 1
    s.round, s.time = e.round, e.time
    seat_of(s, e.seat).turns += 1
    s.enc = s.city = None


def on_moved(track: GameTrack, e: ev.Moved, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.moves += 1
    out.add("tales_moves", (*when(track), e.seat, s.moves, e.to, e.how,
                            e.steps if e.how == "move" else None, encounter_no(s)))


def _city_row(track: GameTrack, out: Rows) -> None:
    s: State = track.state
    r = s.city
    if r is None:
        return
    seat = s.enc.seat if s.enc is not None else None
    out.add("tales_city_rolls", (*when(track), seat, r.encounter, r.card, r.space, r.die,
                                 r.award, r.destiny, r.story))
    s.city = None


def on_encounter(track: GameTrack, e: ev.EncounterBegan, meta: Meta, out: Rows) -> None:
    s: State = track.state
    enc = s.enc
    if enc is not None and e.source == "city" and enc.source == "city":
        # The City card's own encounter after its roll's award (City Cards): the same one.
        _city_row(track, out)
        enc.ref = e.ref
        enc.matrix, enc.row, enc.name = e.matrix or None, e.row or None, e.name or None
        return
    s.encounters += 1
    s.enc = Encounter(s.encounters, s.turn, s.round, s.time, e.seat, e.source, e.card or None,
                      e.name or None, e.space, e.ref, e.matrix or None, e.row or None)


def on_chart(track: GameTrack, e: ev.ChartRolled, meta: Meta, out: Rows) -> None:
    enc = track.state.enc
    if enc is not None:
        enc.chart = e
        enc.matrix, enc.row = e.matrix, e.row
        enc.name = e.name or enc.name


def on_reaction(track: GameTrack, e: ev.ReactionChosen, meta: Meta, out: Rows) -> None:
    """Public: seat, matrix, row and reaction. The cell is the auditor's: never read."""
    enc = track.state.enc
    if enc is not None:
        enc.matrix, enc.row, enc.reaction = e.matrix, e.row, e.reaction


def on_destiny(track: GameTrack, e: ev.DestinyRolled, meta: Meta, out: Rows) -> None:
    enc = track.state.enc
    if enc is not None:
        enc.face, enc.paragraph = e.face, e.paragraph


def on_master_used(track: GameTrack, e: ev.MasterUsed, meta: Meta, out: Rows) -> None:
    enc = track.state.enc
    if enc is not None:
        enc.master, enc.master_skill, enc.paragraph = "used", e.skill, e.paragraph


def on_master_declined(track: GameTrack, e: ev.MasterDeclined, meta: Meta, out: Rows) -> None:
    enc = track.state.enc
    if enc is not None:
        enc.master = "declined"


def on_section(track: GameTrack, e: ev.SectionChosen, meta: Meta, out: Rows) -> None:
    s: State = track.state
    enc = s.enc
    if enc is not None:
        enc.paragraph, enc.section = e.paragraph, e.section
        enc.section_skill = e.skill or None
        enc.award = _section_award(s, e.paragraph, e.section)


def on_city_rolled(track: GameTrack, e: ev.CityRolled, meta: Meta, out: Rows) -> None:
    s: State = track.state
    enc = s.enc
    if enc is None:
        return
    enc.city_die = e.die
    s.city = CityRoll(enc.number, e.card, enc.space, e.die, _city_award(s, e.card, e.die))


def on_points(track: GameTrack, e: ev.PointsChanged, meta: Meta, out: Rows) -> None:
    """The deltas as recorded, counted to the encounter's section once chosen, to the City
    card's roll while its award is resolved."""
    s: State = track.state
    seat = seat_of(s, e.seat)
    setattr(seat, e.kind, e.value)
    enc = s.enc
    target: Encounter | CityRoll | None = None
    if enc is not None and enc.seat == e.seat:
        target = enc if enc.section is not None else s.city
    if target is not None and e.kind in ("destiny", "story"):
        setattr(target, e.kind, getattr(target, e.kind) + e.delta)


def on_encounter_ended(track: GameTrack, e: ev.EncounterEnded, meta: Meta, out: Rows) -> None:
    """The encounter's row. An end without a beginning (no card left in the deck or its
    discard pile) had no encounter: no row."""
    s: State = track.state
    enc = s.enc
    if enc is None:
        return
    _city_row(track, out)
    c = enc.chart
    out.add("tales_encounters", (
        track.game_id, enc.turn, enc.round, enc.time, enc.seat, enc.number, enc.source,
        enc.card, enc.name, enc.space, enc.ref, enc.city_die,
        *((c.chart, c.die, c.terrain, c.destiny, c.treasure, c.total) if c else (None,) * 6),
        enc.matrix, enc.row, enc.reaction, enc.master, enc.master_skill, enc.face,
        enc.paragraph, enc.section, enc.section_skill, enc.award, enc.destiny, enc.story,
        enc.died, e.successful, e.card_to or None,
    ))
    s.enc = None


ROUTES: dict[str, Handler] = {
    ev.StartPlayerDrawn.TYPE: on_start,
    ev.CharacterChosen.TYPE: on_character,
    ev.SkillTaken.TYPE: on_skill_taken,
    ev.QuestsDealt.TYPE: on_quests_dealt,
    ev.QuestKept.TYPE: on_quest_kept,
    ev.TurnBegan.TYPE: on_turn,
    ev.Moved.TYPE: on_moved,
    ev.EncounterBegan.TYPE: on_encounter,
    ev.ChartRolled.TYPE: on_chart,
    ev.ReactionChosen.TYPE: on_reaction,
    ev.DestinyRolled.TYPE: on_destiny,
    ev.MasterUsed.TYPE: on_master_used,
    ev.MasterDeclined.TYPE: on_master_declined,
    ev.SectionChosen.TYPE: on_section,
    ev.CityRolled.TYPE: on_city_rolled,
    ev.PointsChanged.TYPE: on_points,
    ev.EncounterEnded.TYPE: on_encounter_ended,
    ev.StatusGained.TYPE: on_status_gained,
    ev.StatusLost.TYPE: on_status_lost,
    ev.SkillGained.TYPE: on_skill_gained,
    ev.SkillLost.TYPE: on_skill_lost,
    ev.TreasureGained.TYPE: on_treasure_gained,
    ev.TreasureLost.TYPE: on_treasure_lost,
    ev.TreasureSold.TYPE: on_sold,
    ev.Died.TYPE: on_died,
    ev.QuestBegan.TYPE: on_quest_began,
    ev.QuestClaimed.TYPE: on_quest_claimed,
    ev.QuestCompleted.TYPE: on_quest_completed,
    ev.VictoryDeclared.TYPE: on_declared,
    ev.GameEnded.TYPE: on_game_ended,
}

# Each statistic groups with GROUPING SETS and an "all" row (or aggregates without GROUP BY),
# so it answers (empty or zero) before any Tales game was projected. Game-level figures count
# finished games (`tales_games`, `tales_outcomes`); encounter figures count every encounter.
STATISTICS: tuple[Statistic, ...] = queries("tales")  # projections/queries/tales-*.sql
