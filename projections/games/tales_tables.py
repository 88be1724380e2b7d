"""Tales of the Arabian Nights' fact tables (`projections/games/tales.py` is the adapter),
and what the projection remembers of a game while it reads the events: each seat as the
table sees it, the encounter in progress, a City card's roll."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa

from projections.kit import Columns
from projections.tracks import GameTrack
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


def seat_of(s: State, seat: int) -> Seat:
    while len(s.seats) <= seat:  # a stream without its game.Created's players
        s.seats.append(Seat())
    return s.seats[seat]


def when(track: GameTrack) -> tuple[str, int, int]:
    s: State = track.state
    return track.game_id, s.turn, s.round


def encounter_no(s: State) -> int | None:
    return None if s.enc is None else s.enc.number


def quest_row(track: GameTrack, seat: int, quest: str | None, action: str,
               space: str | None = None) -> tuple:
    return (*when(track), seat, quest, action, space)
