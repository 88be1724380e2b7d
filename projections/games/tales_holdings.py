"""Tales of the Arabian Nights' projection handlers of what a seat holds and how its game
ends: statuses, skills and treasures gained and lost, deaths, quests, the victory
declaration, each seat's outcome and the game's length (`projections/games/tales.py` routes
them)."""

from __future__ import annotations

from projections.games.tales_tables import State, encounter_no, quest_row, seat_of, when
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.tales import events as ev

# --- statuses, skills, treasures ------------------------------------------------------------


def _status_row(track: GameTrack, seat: int, status: str, change: str, why: str | None,
                one_turn: bool | None) -> tuple:
    return (*when(track), seat, status, change, why, one_turn, encounter_no(track.state))


def on_status_gained(track: GameTrack, e: ev.StatusGained, meta: Meta, out: Rows) -> None:
    held = seat_of(track.state, e.seat).statuses
    if e.status not in held:
        held.append(e.status)
    out.add("tales_statuses", _status_row(track, e.seat, e.status, "gained", None,
                                          e.until_turn > 0))


def on_status_lost(track: GameTrack, e: ev.StatusLost, meta: Meta, out: Rows) -> None:
    held = seat_of(track.state, e.seat).statuses
    if e.status in held:
        held.remove(e.status)
    out.add("tales_statuses", _status_row(track, e.seat, e.status, "lost", e.why, None))


def _skill_row(track: GameTrack, seat: int, skill: str, change: str, level: int,
               one_use: bool | None, why: str | None) -> tuple:
    return (*when(track), seat, skill, change, level, one_use, why, encounter_no(track.state))


def on_skill_gained(track: GameTrack, e: ev.SkillGained, meta: Meta, out: Rows) -> None:
    seat_of(track.state, e.seat).skills[e.skill] = e.level
    out.add("tales_skills", _skill_row(track, e.seat, e.skill, "gained", e.level, e.one_use,
                                       None))


def on_skill_lost(track: GameTrack, e: ev.SkillLost, meta: Meta, out: Rows) -> None:
    skills = seat_of(track.state, e.seat).skills
    if e.level > 0:
        skills[e.skill] = e.level
    else:
        skills.pop(e.skill, None)
    out.add("tales_skills", _skill_row(track, e.seat, e.skill, "lost", e.level, None, e.why))


def _treasure_row(track: GameTrack, seat: int, treasure: str, change: str,
                  source: str | None = None, why: str | None = None,
                  wealth: str | None = None) -> tuple:
    return (*when(track), seat, treasure, change, source, why, wealth, encounter_no(track.state))


def on_treasure_gained(track: GameTrack, e: ev.TreasureGained, meta: Meta, out: Rows) -> None:
    """A treasure taken from another seat (`source`: its number) is that seat's loss too,
    `why` = `taken`. (Games stored before the event named the seat recorded a
    `TreasureLost` "taken" of their own, and `source` "discard".)"""
    s: State = track.state
    if e.source.isdigit():  # taken from that seat
        other = seat_of(s, int(e.source)).treasures
        if e.treasure in other:
            other.remove(e.treasure)
        out.add("tales_treasures", _treasure_row(track, int(e.source), e.treasure, "lost",
                                                 why="taken"))
    seat_of(s, e.seat).treasures.append(e.treasure)
    out.add("tales_treasures", _treasure_row(track, e.seat, e.treasure, "gained",
                                             source=e.source))


def on_treasure_lost(track: GameTrack, e: ev.TreasureLost, meta: Meta, out: Rows) -> None:
    """A sale's row is written by `TreasureSold`, which follows with the wealth reached."""
    held = seat_of(track.state, e.seat).treasures
    if e.treasure in held:
        held.remove(e.treasure)
    if e.why != "sold":
        out.add("tales_treasures", _treasure_row(track, e.seat, e.treasure, "lost", why=e.why))


def on_sold(track: GameTrack, e: ev.TreasureSold, meta: Meta, out: Rows) -> None:
    out.add("tales_treasures", _treasure_row(track, e.seat, e.treasure, "sold", why="sold",
                                             wealth=e.level))


# --- death, quests, the end -----------------------------------------------------------------


def on_died(track: GameTrack, e: ev.Died, meta: Meta, out: Rows) -> None:
    """Death (README): back to Baghdad, every status and treasure lost — one event naming
    the losses, so their rows are written here. (A Died of schema 1 named none: its losses
    are what this projection saw the seat hold.)"""
    s: State = track.state
    seat = seat_of(s, e.seat)
    seat.deaths += 1
    s.deaths += 1
    enc = s.enc
    if enc is not None and enc.seat == e.seat:
        enc.died = True
    treasures = list(seat.treasures if e.treasures is None else e.treasures)
    statuses = list(seat.statuses if e.statuses is None else e.statuses)
    for t in treasures:
        out.add("tales_treasures", _treasure_row(track, e.seat, t, "lost", why="death"))
    for status in statuses:
        out.add("tales_statuses", _status_row(track, e.seat, status, "lost", "death", None))
    seat.treasures, seat.statuses = [], []
    out.add("tales_deaths", (
        *when(track), e.seat, seat.deaths, encounter_no(s),
        enc.space if enc else None, enc.paragraph if enc else None,
        enc.section if enc else None, len(treasures), len(statuses),
    ))


def on_quest_began(track: GameTrack, e: ev.QuestBegan, meta: Meta, out: Rows) -> None:
    out.add("tales_quests", quest_row(track, e.seat, e.quest, "began"))


def on_quest_claimed(track: GameTrack, e: ev.QuestClaimed, meta: Meta, out: Rows) -> None:
    quest = seat_of(track.state, e.seat).quest
    out.add("tales_quests", quest_row(track, e.seat, quest, "claimed", e.space))


def on_quest_completed(track: GameTrack, e: ev.QuestCompleted, meta: Meta, out: Rows) -> None:
    seat_of(track.state, e.seat).quest = None
    out.add("tales_quests", quest_row(track, e.seat, e.quest, "completed"))


def on_declared(track: GameTrack, e: ev.VictoryDeclared, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.declared = e.seat
    seat = seat_of(s, e.seat)
    out.add("tales_declarations", (*when(track), e.seat, seat.destiny, seat.story,
                                   len(e.last)))


def on_game_ended(track: GameTrack, e: ev.GameEnded, meta: Meta, out: Rows) -> None:
    """The `games` row's end is written centrally; these are each seat's outcome, the goals
    that `GameEnded` reveals among them, and the game's length."""
    s: State = track.state
    players = s.players or len(e.scores)
    winners, eligible = set(e.winners), set(e.eligible)
    for seat_no, score in enumerate(e.scores):
        seat = seat_of(s, seat_no)
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
