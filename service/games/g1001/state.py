"""The state of a 1001 game: small frozen records, rebuilt positionally by the fold.

The records are split by how often they change, because the fold's cost is the number of
fields it copies: `Game` has six fields; a flight step touches `Game` and `Flight`, a vote
touches `Game` and `Round`, a token touches `Game` and one `Team`. Static facts (players,
teams, the laid-out board) sit in `Setup` and are shared by every later state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from service.kit.drafts import maker

if TYPE_CHECKING:
    from service.games.g1001.content import Content


DAY = "day"
NIGHT = "night"
TEAMS = (DAY, NIGHT)
COLOURS = ("red", "blue", "green")
DIRECTIONS = (1, 2, 3, 4)
TURNS = 8
START_CLOUDS = 2
MAX_GEMS = 5
MAX_CLOUDS = 10
UNANIMOUS_BONUS = 3
VOTING_SECONDS = 120.0  # the sand timer: "two minutes"

# Phases. Between events of one command the game may pass through short-lived ones
# ("tally", "turn_over"); a stored stream always rests in one of the others.
TILES = "tiles"  # waiting for the tile shuffle
GEMS = "gems"  # waiting for the gem shuffle
DEALING = "dealing"  # waiting for the flight card shuffle
VOTING = "voting"  # votes and Vizier being placed
TALLY = "tally"
DRAWING = "drawing"  # waiting for the random draw among differing votes
FLIGHT = "flight"  # the flight is paused on a gem choice
BUYING = "buying"
TURN_OVER = "turn_over"
OVER = "over"

CHANCE_PHASES = frozenset((TILES, GEMS, DEALING, DRAWING))


def other(team: str) -> str:
    return NIGHT if team == DAY else DAY


def point_value(turn: int) -> int:
    """Individual point token value: 1 on turns 1-2, 2 on 3-4, 3 on 5-6, 4 on 7-8."""
    return (turn + 1) // 2


def team_of_turn(turn: int) -> str:
    return DAY if turn % 2 == 1 else NIGHT


@dataclass(frozen=True, slots=True)
class Space:
    """What a board space does, from its tile (shared by every game using that tile)."""

    tile: str
    gem_penalty: int
    cloud_penalty: int
    gem_holes: int
    cloud_bonus: int


@dataclass(frozen=True, slots=True)
class Board:
    tiles: tuple[str, ...]  # tile id per position 0..15 (row-major 4×4)
    spaces: tuple[Space, ...]  # 64 spaces, index = row * 8 + column
    gems: tuple[tuple[str, ...], ...]  # per space, the gem colour in each hole (() before)
    palace_start: int  # lower-left space of the palace tile


@dataclass(frozen=True, slots=True)
class Setup:
    """Fixed once the board is laid out."""

    players: tuple[str, ...]
    day_seats: tuple[int, ...]
    night_seats: tuple[int, ...]
    content_hash: str
    board: Board | None
    content: Content  # the seeds this game plays with, handed in by the rules (no global)


@dataclass(frozen=True, slots=True)
class Team:
    clouds: int
    red: int
    blue: int
    green: int
    points: int  # on the scoring track
    rewards: tuple[str, ...]

    @property
    def gems(self) -> int:
        return self.red + self.blue + self.green

    def held_colours(self) -> tuple[str, ...]:
        """Colours the team holds at least one gem of, sorted by name."""
        return tuple(
            c for c, n in (("blue", self.blue), ("green", self.green), ("red", self.red)) if n
        )

    def count(self, colour: str) -> int:
        return self.red if colour == "red" else self.blue if colour == "blue" else self.green


@dataclass(frozen=True, slots=True)
class Final:
    day_points: int
    night_points: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Progress:
    """Where the game is: changes a few times per turn."""

    phase: str
    turn: int  # 0 before the first turn
    active: str  # "day" / "night"; "" before the first turn
    point_value: int
    start_space: int  # the Starting location token (-1 before the tiles are laid)
    market: tuple[str, ...]  # reward cards still on the rewards board
    individual: tuple[int, ...]  # individual points per seat
    final: Final | None


@dataclass(frozen=True, slots=True)
class Tally:
    """The last revealed votes and what they did."""

    turn: int
    votes: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, cards) by seat
    vizier: int
    returned: tuple[int, ...]  # active seats whose card(s) the Vizier sent back
    pool: tuple[int, ...]  # active cards left after the ban, ascending
    # What the tally scored, as its events recorded it (never worked out again).
    bonus: int = 0  # the unanimity bonus of the active team
    individual: tuple[tuple[int, int], ...] = ()  # (seat, points) of opposing seats who guessed


@dataclass(frozen=True, slots=True)
class Pending:
    """A gem the active team must choose to give up before the flight goes on."""

    team: str
    reason: str  # "penalty" | "overflow"
    options: tuple[str, ...]
    space: int


@dataclass(frozen=True, slots=True)
class Round:
    """This turn's cards, votes and buying; replaced when a turn begins."""

    cards: tuple[str, ...]  # flight card ids at directions 1..4; () until dealt
    deadline: float | None
    timer_out: bool
    votes: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, cards) in casting order
    vizier: tuple[int, int] | None  # (seat who chose, direction)
    pending: Pending | None
    bought: bool
    tally: Tally | None  # the last tally (kept from the previous turn until a new reveal)


@dataclass(frozen=True, slots=True)
class Flight:
    direction: int
    card: str
    path: tuple[int, ...]  # the 7 spaces
    step: int  # spaces flown so far (0..7)
    holes: int  # gems gained on the current space (where to resume after a choice)


@dataclass(frozen=True, slots=True)
class Game:
    setup: Setup
    progress: Progress
    day: Team
    night: Team
    round: Round
    flight: Flight | None

    # --- small derived facts used by rules and views ----------------------------------

    def team(self, name: str) -> Team:
        return self.day if name == DAY else self.night

    def seats_of(self, name: str) -> tuple[int, ...]:
        return self.setup.day_seats if name == DAY else self.setup.night_seats

    def team_of(self, seat: int) -> str:
        return DAY if seat in self.setup.day_seats else NIGHT

    def is_solo(self, seat: int) -> bool:
        return len(self.seats_of(self.team_of(seat))) == 1

    @property
    def aladdin(self) -> int:
        f = self.flight
        if f is not None and f.step:
            return f.path[f.step - 1]
        return self.progress.start_space


NEW_TEAM = Team(START_CLOUDS, 0, 0, 0, 0, ())
EMPTY_ROUND = Round((), None, False, (), None, None, False, None)


# --- fast positional constructors ---------------------------------------------------------
# A frozen dataclass's __init__ sets each field through object.__setattr__ (~110 ns a field
# here), and the fold rebuilds a few records per event: the kit's makers fill a draft of the
# slots and seal it, the same object `cls(*args)` would give (tests check it field by field).


make_game: Callable[[Setup, Progress, Team, Team, Round, Flight | None], Game] = maker(Game)
make_team: Callable[[int, int, int, int, int, tuple[str, ...]], Team] = maker(Team)
make_flight: Callable[[int, str, tuple[int, ...], int, int], Flight] = maker(Flight)
make_round: Callable[..., Round] = maker(Round)
make_tally: Callable[..., Tally] = maker(Tally)
make_progress: Callable[..., Progress] = maker(Progress)
