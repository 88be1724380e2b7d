"""The state of a 1001 game: one flat frozen record, which the fold copies with
`evolve(state, field=value)`, and the few records it holds.

Static facts (players, teams, the laid-out board, the content) sit in `Setup`, shared by
every later state; each team's tokens and points in a `Team`. Everything else is a field of
`State` itself, so that most events copy one record: a flight step, a vote, a gem choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

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

# Phases (`phases.py` runs them). The game passes through "tally" and "turn_over" only
# between the events of one command; a stored stream always rests in one of the others.
TILES = "tiles"  # waiting for the tile shuffle
GEMS = "gems"  # waiting for the gem shuffle
DEALING = "dealing"  # waiting for the flight card shuffle
VOTING = "voting"  # votes and Vizier being placed
TALLY = "tally"  # the votes are revealed and scored: the route is flown or grounded
DRAWING = "drawing"  # waiting for the random draw among differing votes
FLIGHT = "flight"  # Aladdin flies; at rest only while paused on a gem choice
BUYING = "buying"
TURN_OVER = "turn_over"  # the next turn begins, or after the eighth the game ends
OVER = "over"


def other(team: str) -> str:
    return NIGHT if team == DAY else DAY


def point_value(turn: int) -> int:
    """Individual point token value: 1 on turns 1-2, 2 on 3-4, 3 on 5-6, 4 on 7-8."""
    return (turn + 1) // 2


def team_of_turn(turn: int) -> str:
    return DAY if turn % 2 == 1 else NIGHT


@dataclass(frozen=True)
class Space:
    """What a board space does, from its tile (shared by every game using that tile)."""

    tile: str
    gem_penalty: int
    cloud_penalty: int
    gem_holes: int
    cloud_bonus: int


@dataclass(frozen=True)
class Board:
    tiles: tuple[str, ...]  # tile id per position 0..15 (row-major 4×4)
    spaces: tuple[Space, ...]  # 64 spaces, index = row * 8 + column
    gems: tuple[tuple[str, ...], ...]  # per space, the gem colour in each hole (() before)
    palace_start: int  # lower-left space of the palace tile


@dataclass(frozen=True)
class Setup:
    """Fixed once the board is laid out."""

    players: tuple[str, ...]
    day_seats: tuple[int, ...]
    night_seats: tuple[int, ...]
    content_hash: str
    board: Board | None
    content: Content  # the seeds this game plays with, handed in by the rules (no global)


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Final:
    day_points: int
    night_points: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class GemChoice:
    """A gem the active team must choose to give up before the flight goes on."""

    team: str
    reason: str  # "penalty" | "overflow"
    options: tuple[str, ...]
    space: int


@dataclass(frozen=True)
class Route:
    """The route flown this turn: its direction, flight card, and the 7 spaces of its path."""

    direction: int
    card: str
    path: tuple[int, ...]


@dataclass(frozen=True)
class State:
    setup: Setup
    # --- where the game is
    phase: str
    turn: int  # 0 before the first turn
    active: str  # "day" / "night"; "" before the first turn
    point_value: int  # an individual point token's worth this turn
    start_space: int  # the Starting location token (-1 before the tiles are laid)
    market: tuple[str, ...]  # reward cards still on the rewards board
    individual: tuple[int, ...]  # individual points per seat
    final: Final | None
    # --- the teams' tokens and points
    day: Team
    night: Team
    # --- this turn: its flight cards, the votes and the Vizier card, buying
    cards: tuple[str, ...]  # flight card ids at directions 1..4; () until dealt
    deadline: float | None  # the sand timer's end
    timer_out: bool
    votes: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, cards) in casting order
    vizier: tuple[int, int] | None  # (seat who chose, direction)
    bought: bool
    tally: Tally | None  # the last tally (kept from the previous turn until a new reveal)
    # --- the flight
    route: Route | None
    step: int  # spaces flown so far (0..7)
    holes: int  # gems gained on the current space (where to resume after a choice)
    gem_choice: GemChoice | None  # the gem the flight waits on the team to give up

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
        if self.route is not None and self.step:
            return self.route.path[self.step - 1]
        return self.start_space


NEW_TEAM = Team(clouds=START_CLOUDS, red=0, blue=0, green=0, points=0, rewards=())
