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

`tales.Died` is recorded alone: the rules move the seat to Baghdad and take its statuses and
treasures (README "Death") without a `Moved`, `StatusLost` or `TreasureLost` each. The
projection writes those losses itself, one row per status and treasure the seat held by the
events so far, with `why` = `death`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa

from projections.kit import Columns, Handler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.tales import content as tales_content
from service.games.tales import events as ev
from service.kit.base import GameCreated

_S, _I, _B = pa.string(), pa.int32(), pa.bool_()
_G = [("game_id", "VARCHAR", _S)]
# When a fact happened: the game's turn (1, 2, … over every seat; 0 during setup) and round.
_T = [*_G, ("turn", "INTEGER", _I), ("round", "INTEGER", _I)]
_ENC = [("encounter", "INTEGER", _I)]
TABLES: dict[str, Columns] = {
    "tales_encounters": [
        *_T, ("time_of_day", "VARCHAR", _S), ("seat", "INTEGER", _I), *_ENC,
        ("source", "VARCHAR", _S), ("card", "VARCHAR", _S), ("name", "VARCHAR", _S),
        ("space", "VARCHAR", _S), ("ref", "INTEGER", _I), ("city_die", "INTEGER", _I),
        ("chart", "INTEGER", _I), ("chart_die", "INTEGER", _I),
        ("chart_terrain", "INTEGER", _I), ("chart_destiny", "INTEGER", _I),
        ("chart_treasure", "INTEGER", _I), ("chart_total", "INTEGER", _I),
        ("matrix", "VARCHAR", _S), ("matrix_row", "VARCHAR", _S),
        ("reaction", "VARCHAR", _S), ("master", "VARCHAR", _S),
        ("master_skill", "VARCHAR", _S), ("destiny_face", "INTEGER", _I),
        ("paragraph", "INTEGER", _I), ("section", "INTEGER", _I),
        ("section_skill", "VARCHAR", _S), ("award", "VARCHAR", _S),
        ("destiny", "INTEGER", _I), ("story", "INTEGER", _I), ("died", "BOOLEAN", _B),
        ("successful", "BOOLEAN", _B), ("card_to", "VARCHAR", _S),
    ],
    "tales_city_rolls": [
        *_T, ("seat", "INTEGER", _I), *_ENC, ("card", "VARCHAR", _S), ("space", "VARCHAR", _S),
        ("die", "INTEGER", _I), ("award", "VARCHAR", _S), ("destiny", "INTEGER", _I),
        ("story", "INTEGER", _I),
    ],
    "tales_moves": [
        *_T, ("seat", "INTEGER", _I), ("move", "INTEGER", _I), ("to_space", "VARCHAR", _S),
        ("how", "VARCHAR", _S), ("steps", "INTEGER", _I), *_ENC,
    ],
    "tales_statuses": [
        *_T, ("seat", "INTEGER", _I), ("status", "VARCHAR", _S), ("change", "VARCHAR", _S),
        ("why", "VARCHAR", _S), ("one_turn", "BOOLEAN", _B), *_ENC,
    ],
    "tales_skills": [
        *_T, ("seat", "INTEGER", _I), ("skill", "VARCHAR", _S), ("change", "VARCHAR", _S),
        ("level", "INTEGER", _I), ("one_use", "BOOLEAN", _B), ("why", "VARCHAR", _S), *_ENC,
    ],
    "tales_treasures": [
        *_T, ("seat", "INTEGER", _I), ("treasure", "VARCHAR", _S), ("change", "VARCHAR", _S),
        ("source", "VARCHAR", _S), ("why", "VARCHAR", _S), ("wealth", "VARCHAR", _S), *_ENC,
    ],
    "tales_quests": [
        *_T, ("seat", "INTEGER", _I), ("quest", "VARCHAR", _S), ("action", "VARCHAR", _S),
        ("space", "VARCHAR", _S),
    ],
    "tales_deaths": [
        *_T, ("seat", "INTEGER", _I), ("death", "INTEGER", _I), *_ENC,
        ("space", "VARCHAR", _S), ("paragraph", "INTEGER", _I), ("section", "INTEGER", _I),
        ("treasures_lost", "INTEGER", _I), ("statuses_lost", "INTEGER", _I),
    ],
    "tales_declarations": [
        *_T, ("seat", "INTEGER", _I), ("destiny", "INTEGER", _I), ("story", "INTEGER", _I),
        ("last_turns", "INTEGER", _I),
    ],
    "tales_outcomes": [
        *_G, ("seat", "INTEGER", _I), ("players", "INTEGER", _I), ("variant", "VARCHAR", _S),
        ("character", "VARCHAR", _S), ("position", "INTEGER", _I),
        ("goal_destiny", "INTEGER", _I), ("goal_story", "INTEGER", _I),
        ("destiny", "INTEGER", _I), ("story", "INTEGER", _I), ("score", "INTEGER", _I),
        ("eligible", "BOOLEAN", _B), ("winner", "BOOLEAN", _B), ("shared", "BOOLEAN", _B),
        ("declared", "BOOLEAN", _B), ("turns", "INTEGER", _I), ("deaths", "INTEGER", _I),
        ("statuses", "INTEGER", _I), ("skills", "INTEGER", _I), ("treasures", "INTEGER", _I),
    ],
    "tales_games": [
        *_G, ("players", "INTEGER", _I), ("variant", "VARCHAR", _S),
        ("rounds_option", "INTEGER", _I), ("start_seat", "INTEGER", _I),
        ("turns", "INTEGER", _I), ("rounds", "INTEGER", _I), ("encounters", "INTEGER", _I),
        ("deaths", "INTEGER", _I), ("declared_by", "INTEGER", _I), ("winners", "INTEGER", _I),
        ("shared", "BOOLEAN", _B),
    ],
}


@dataclass
class Seat:
    """What the table sees of a seat, from the events so far."""

    character: str | None = None
    destiny: int | None = None
    story: int | None = None
    turns: int = 0
    deaths: int = 0
    quest: str | None = None
    skills: dict[str, int] = field(default_factory=dict)
    statuses: list[str] = field(default_factory=list)
    treasures: list[str] = field(default_factory=list)


@dataclass
class Encounter:
    """The encounter in progress, as its events tell it."""

    number: int
    turn: int
    round: int
    time: str | None
    seat: int
    source: str
    card: str
    name: str | None
    space: str
    ref: int
    matrix: str | None = None
    row: str | None = None
    city_die: int | None = None
    chart: ev.ChartRolled | None = None
    reaction: str | None = None
    master: str | None = None
    master_skill: str | None = None
    face: int | None = None
    paragraph: int | None = None
    section: int | None = None
    section_skill: str | None = None
    award: str | None = None
    destiny: int = 0
    story: int = 0
    died: bool = False


@dataclass
class CityRoll:
    """A City card's roll whose award is being resolved (its row waits for the follow-up)."""

    encounter: int
    card: str
    space: str
    die: int
    award: str | None
    destiny: int = 0
    story: int = 0


@dataclass
class State:
    players: int = 0
    variant: str | None = None
    rounds_option: int | None = None
    content: Any = None  # the content pack, when the game's content hash is its hash
    seats: list[Seat] = field(default_factory=list)
    start: int | None = None
    turn: int = 0
    round: int = 0
    time: str | None = None
    encounters: int = 0
    moves: int = 0
    deaths: int = 0
    declared: int | None = None
    enc: Encounter | None = None
    city: CityRoll | None = None


def new_state(created: GameCreated | None) -> State:
    if created is None:
        return State()
    options: Any = created.options if isinstance(created.options, dict) else {}
    c = tales_content.load()
    content = c if c.hash == created.content_hash else None
    players = len(created.players)
    start = (content.rules.start_destiny, content.rules.start_story) if content else (None, None)
    return State(
        players, options.get("variant"), options.get("rounds"), content,
        [Seat(destiny=start[0], story=start[1]) for _ in range(players)])


def _seat(s: State, seat: int) -> Seat:
    while len(s.seats) <= seat:  # a stream without its game.Created's players
        s.seats.append(Seat())
    return s.seats[seat]


def _when(track: GameTrack) -> tuple[str, int, int]:
    s: State = track.state
    return track.game_id, s.turn, s.round


def _enc_no(s: State) -> int | None:
    return None if s.enc is None else s.enc.number


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
    _seat(track.state, e.seat).character = e.character


def on_skill_taken(track: GameTrack, e: ev.SkillTaken, meta: Meta, out: Rows) -> None:
    _seat(track.state, e.seat).skills[e.skill] = 1
    out.add("tales_skills", (*_when(track), e.seat, e.skill, "taken", 1, False, None, None))


def _quest_row(track: GameTrack, seat: int, quest: str | None, action: str,
               space: str | None = None) -> tuple:
    return (*_when(track), seat, quest, action, space)


def on_quests_dealt(track: GameTrack, e: ev.QuestsDealt, meta: Meta, out: Rows) -> None:
    for quest in e.quests:
        out.add("tales_quests", _quest_row(track, e.seat, quest, "dealt"))


def on_quest_kept(track: GameTrack, e: ev.QuestKept, meta: Meta, out: Rows) -> None:
    _seat(track.state, e.seat).quest = e.quest
    out.add("tales_quests", _quest_row(track, e.seat, e.quest, "kept"))
    for quest in e.discarded:
        out.add("tales_quests", _quest_row(track, e.seat, quest, "discarded"))


# --- the turn -------------------------------------------------------------------------------


def on_turn(track: GameTrack, e: ev.TurnBegan, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.turn += 1
    s.round, s.time = e.round, e.time
    _seat(s, e.seat).turns += 1
    s.enc = s.city = None


def on_moved(track: GameTrack, e: ev.Moved, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.moves += 1
    out.add("tales_moves", (*_when(track), e.seat, s.moves, e.to, e.how,
                            e.steps if e.how == "move" else None, _enc_no(s)))


def _city_row(track: GameTrack, out: Rows) -> None:
    s: State = track.state
    r = s.city
    if r is None:
        return
    seat = s.enc.seat if s.enc is not None else None
    out.add("tales_city_rolls", (*_when(track), seat, r.encounter, r.card, r.space, r.die,
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
    seat = _seat(s, e.seat)
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


# --- statuses, skills, treasures ------------------------------------------------------------


def _status_row(track: GameTrack, seat: int, status: str, change: str, why: str | None,
                one_turn: bool | None) -> tuple:
    return (*_when(track), seat, status, change, why, one_turn, _enc_no(track.state))


def on_status_gained(track: GameTrack, e: ev.StatusGained, meta: Meta, out: Rows) -> None:
    held = _seat(track.state, e.seat).statuses
    if e.status not in held:
        held.append(e.status)
    out.add("tales_statuses", _status_row(track, e.seat, e.status, "gained", None,
                                          e.until_turn > 0))


def on_status_lost(track: GameTrack, e: ev.StatusLost, meta: Meta, out: Rows) -> None:
    held = _seat(track.state, e.seat).statuses
    if e.status in held:
        held.remove(e.status)
    out.add("tales_statuses", _status_row(track, e.seat, e.status, "lost", e.why, None))


def _skill_row(track: GameTrack, seat: int, skill: str, change: str, level: int,
               one_use: bool | None, why: str | None) -> tuple:
    return (*_when(track), seat, skill, change, level, one_use, why, _enc_no(track.state))


def on_skill_gained(track: GameTrack, e: ev.SkillGained, meta: Meta, out: Rows) -> None:
    _seat(track.state, e.seat).skills[e.skill] = e.level
    out.add("tales_skills", _skill_row(track, e.seat, e.skill, "gained", e.level, e.one_use,
                                       None))


def on_skill_lost(track: GameTrack, e: ev.SkillLost, meta: Meta, out: Rows) -> None:
    skills = _seat(track.state, e.seat).skills
    if e.level > 0:
        skills[e.skill] = e.level
    else:
        skills.pop(e.skill, None)
    out.add("tales_skills", _skill_row(track, e.seat, e.skill, "lost", e.level, None, e.why))


def _treasure_row(track: GameTrack, seat: int, treasure: str, change: str,
                  source: str | None = None, why: str | None = None,
                  wealth: str | None = None) -> tuple:
    return (*_when(track), seat, treasure, change, source, why, wealth, _enc_no(track.state))


def on_treasure_gained(track: GameTrack, e: ev.TreasureGained, meta: Meta, out: Rows) -> None:
    s: State = track.state
    if e.source.isdigit():  # taken from that seat
        other = _seat(s, int(e.source)).treasures
        if e.treasure in other:
            other.remove(e.treasure)
    _seat(s, e.seat).treasures.append(e.treasure)
    out.add("tales_treasures", _treasure_row(track, e.seat, e.treasure, "gained",
                                             source=e.source))


def on_treasure_lost(track: GameTrack, e: ev.TreasureLost, meta: Meta, out: Rows) -> None:
    """A sale's row is written by `TreasureSold`, which follows with the wealth reached."""
    held = _seat(track.state, e.seat).treasures
    if e.treasure in held:
        held.remove(e.treasure)
    if e.why != "sold":
        out.add("tales_treasures", _treasure_row(track, e.seat, e.treasure, "lost", why=e.why))


def on_sold(track: GameTrack, e: ev.TreasureSold, meta: Meta, out: Rows) -> None:
    out.add("tales_treasures", _treasure_row(track, e.seat, e.treasure, "sold", why="sold",
                                             wealth=e.level))


# --- death, quests, the end -----------------------------------------------------------------


def on_died(track: GameTrack, e: ev.Died, meta: Meta, out: Rows) -> None:
    """Death (README): back to Baghdad, every status and treasure lost — recorded as this
    one event, so the losses' rows are written here."""
    s: State = track.state
    seat = _seat(s, e.seat)
    seat.deaths += 1
    s.deaths += 1
    enc = s.enc
    if enc is not None and enc.seat == e.seat:
        enc.died = True
    treasures, statuses = list(seat.treasures), list(seat.statuses)
    for t in treasures:
        out.add("tales_treasures", _treasure_row(track, e.seat, t, "lost", why="death"))
    for status in statuses:
        out.add("tales_statuses", _status_row(track, e.seat, status, "lost", "death", None))
    seat.treasures, seat.statuses = [], []
    out.add("tales_deaths", (
        *_when(track), e.seat, seat.deaths, _enc_no(s),
        enc.space if enc else None, enc.paragraph if enc else None,
        enc.section if enc else None, len(treasures), len(statuses),
    ))


def on_quest_began(track: GameTrack, e: ev.QuestBegan, meta: Meta, out: Rows) -> None:
    out.add("tales_quests", _quest_row(track, e.seat, e.quest, "began"))


def on_quest_claimed(track: GameTrack, e: ev.QuestClaimed, meta: Meta, out: Rows) -> None:
    quest = _seat(track.state, e.seat).quest
    out.add("tales_quests", _quest_row(track, e.seat, quest, "claimed", e.space))


def on_quest_completed(track: GameTrack, e: ev.QuestCompleted, meta: Meta, out: Rows) -> None:
    _seat(track.state, e.seat).quest = None
    out.add("tales_quests", _quest_row(track, e.seat, e.quest, "completed"))


def on_declared(track: GameTrack, e: ev.VictoryDeclared, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.declared = e.seat
    seat = _seat(s, e.seat)
    out.add("tales_declarations", (*_when(track), e.seat, seat.destiny, seat.story,
                                   len(e.last)))


def on_game_ended(track: GameTrack, e: ev.GameEnded, meta: Meta, out: Rows) -> None:
    """The `games` row's end is written centrally; these are each seat's outcome, the goals
    that `GameEnded` reveals among them, and the game's length."""
    s: State = track.state
    players = s.players or len(e.scores)
    winners, eligible = set(e.winners), set(e.eligible)
    for seat_no, score in enumerate(e.scores):
        seat = _seat(s, seat_no)
        goal = e.goals[seat_no] if seat_no < len(e.goals) else (None, None)
        position = None if s.start is None else (seat_no - s.start) % players
        out.add("tales_outcomes", (
            track.game_id, seat_no, players, s.variant, seat.character, position, goal[0],
            goal[1], seat.destiny, seat.story, score, seat_no in eligible, seat_no in winners,
            e.shared, s.declared == seat_no, seat.turns, seat.deaths, len(seat.statuses),
            len(seat.skills), len(seat.treasures),
        ))
    out.add("tales_games", (
        track.game_id, players, s.variant, s.rounds_option, s.start, s.turn, s.round,
        s.encounters, s.deaths, s.declared, len(e.winners), e.shared,
    ))


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
