"""Events of 1001: past-tense facts with stable stored names ("1001.VoteCast").

Every event carries what its fold needs. Board spaces are indices 0..63 of the 8×8 board
(index = row * 8 + column, row 0 at the top, the edge of direction 1). Teams are "day" and
"night". Gem colours are "red", "blue", "green". Directions are 1 (up), 2 (right), 3 (down),
4 (left), as printed on the borders.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit.base import Event, GameCreated, SeatPrivate, event_table

# --- setup (chance outcomes) -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TilesLaidOut(Event):
    """The 16 tiles in board order (tile position 0..15, row-major), star side up."""

    TYPE: ClassVar[str] = "1001.TilesLaidOut"
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GemsLaidOut(Event):
    """Colour of the gem in each of the 36 holes, in the board's hole order."""

    TYPE: ClassVar[str] = "1001.GemsLaidOut"
    gems: tuple[str, ...]


# --- turn structure --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    TYPE: ClassVar[str] = "1001.TurnBegan"
    turn: int
    active: str
    point_value: int  # worth of an individual point token this turn (1,1,2,2,3,3,4,4)


@dataclass(frozen=True, slots=True)
class FlightCardsDealt(Event):
    """Four flight card ids placed at directions 1, 2, 3, 4 (in that order)."""

    TYPE: ClassVar[str] = "1001.FlightCardsDealt"
    turn: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class VotingOpened(Event):
    """The opposing team flips the sand timer: it runs out at `deadline` (epoch seconds)."""

    TYPE: ClassVar[str] = "1001.VotingOpened"
    turn: int
    deadline: float


@dataclass(frozen=True, slots=True)
class VoteCast(SeatPrivate):
    """A seat's face-down vote card(s). Secret to that seat until `VotesRevealed`."""

    TYPE: ClassVar[str] = "1001.VoteCast"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("turn", "seat")
    turn: int
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class VizierChosen(Event):
    """The opposing team's face-down Vizier card; its team sees it, nobody else until revealed."""

    TYPE: ClassVar[str] = "1001.VizierChosen"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("turn", "seat", "team")
    turn: int
    seat: int
    team: str
    direction: int
    team_seats: tuple[int, ...]

    def audience(self) -> frozenset[int] | None:
        return frozenset(self.team_seats)


@dataclass(frozen=True, slots=True)
class SandTimerRanOut(Event):
    """Recorded by the application when the clock passed the deadline (late votes still count)."""

    TYPE: ClassVar[str] = "1001.SandTimerRanOut"
    turn: int
    at: float


# --- tally -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class VotesRevealed(Event):
    """Every vote and the Vizier card, turned face up. `votes`: ((seat, cards), ...)."""

    TYPE: ClassVar[str] = "1001.VotesRevealed"
    turn: int
    votes: tuple[tuple[int, tuple[int, ...]], ...]
    vizier: int


@dataclass(frozen=True, slots=True)
class UnanimousBonusScored(Event):
    TYPE: ClassVar[str] = "1001.UnanimousBonusScored"
    turn: int
    team: str
    points: int


@dataclass(frozen=True, slots=True)
class IndividualPointsScored(Event):
    TYPE: ClassVar[str] = "1001.IndividualPointsScored"
    turn: int
    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class RouteBanned(Event):
    """The Vizier's ban; `returned` are the active seats whose vote for it went back (a solo
    seat appears once per card)."""

    TYPE: ClassVar[str] = "1001.RouteBanned"
    turn: int
    direction: int
    returned: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class FlightGrounded(Event):
    """Every active vote was banned: no flight this turn."""

    TYPE: ClassVar[str] = "1001.FlightGrounded"
    turn: int


@dataclass(frozen=True, slots=True)
class RouteSelected(Event):
    """The route flown. `pool` is the remaining vote cards; `drawn` is True when they differed
    and the direction came from a recorded random draw among them."""

    TYPE: ClassVar[str] = "1001.RouteSelected"
    turn: int
    direction: int
    card: str
    pool: tuple[int, ...]
    drawn: bool


# --- flight ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AladdinMoved(Event):
    TYPE: ClassVar[str] = "1001.AladdinMoved"
    turn: int
    step: int  # 1..7
    space: int


@dataclass(frozen=True, slots=True)
class CloudsGained(Event):
    """`space` is None for the +1 cloud of step 1; `returned` clouds went back over 10."""

    TYPE: ClassVar[str] = "1001.CloudsGained"
    turn: int
    team: str
    count: int
    returned: int
    clouds: int  # the team's clouds after this event
    space: int | None


@dataclass(frozen=True, slots=True)
class CloudsLost(Event):
    TYPE: ClassVar[str] = "1001.CloudsLost"
    turn: int
    team: str
    count: int  # actually lost (never more than held)
    clouds: int
    space: int


@dataclass(frozen=True, slots=True)
class GemGained(Event):
    TYPE: ClassVar[str] = "1001.GemGained"
    turn: int
    team: str
    colour: str
    space: int


@dataclass(frozen=True, slots=True)
class GemDiscardRequired(Event):
    """The flight pauses: the active team must choose a gem colour to give up.
    `reason` is "penalty" (a gem penalty space) or "overflow" (a 6th gem)."""

    TYPE: ClassVar[str] = "1001.GemDiscardRequired"
    turn: int
    team: str
    reason: str
    options: tuple[str, ...]
    space: int


@dataclass(frozen=True, slots=True)
class GemDiscarded(Event):
    """A gem token given up, chosen by the team or forced (only one colour held)."""

    TYPE: ClassVar[str] = "1001.GemDiscarded"
    turn: int
    team: str
    colour: str
    reason: str
    space: int
    chosen_by: int | None  # the seat that chose, None when there was no choice


@dataclass(frozen=True, slots=True)
class FlightEnded(Event):
    """Aladdin's flight is over at `space`: "landed" after 7 spaces, or "out_of_clouds"."""

    TYPE: ClassVar[str] = "1001.FlightEnded"
    turn: int
    space: int
    reason: str


# --- buying and end of turn --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RewardBought(Event):
    TYPE: ClassVar[str] = "1001.RewardBought"
    turn: int
    team: str
    seat: int
    reward: str
    red: int
    blue: int
    green: int
    clouds: int
    points: int


@dataclass(frozen=True, slots=True)
class TokensExchanged(Event):
    TYPE: ClassVar[str] = "1001.TokensExchanged"
    turn: int
    team: str
    seat: int
    red: int
    blue: int
    green: int
    clouds: int
    points: int


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """The starting location token moves to `start_space`; the hourglass moves on."""

    TYPE: ClassVar[str] = "1001.TurnEnded"
    turn: int
    team: str
    start_space: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """After turn 8: each seat's score is its team's points plus its individual points."""

    TYPE: ClassVar[str] = "1001.GameEnded"
    day_points: int
    night_points: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES: dict[str, type[Event]] = event_table(
    "1001",
    GameCreated,
    TilesLaidOut,
    GemsLaidOut,
    TurnBegan,
    FlightCardsDealt,
    VotingOpened,
    VoteCast,
    VizierChosen,
    SandTimerRanOut,
    VotesRevealed,
    UnanimousBonusScored,
    IndividualPointsScored,
    RouteBanned,
    FlightGrounded,
    RouteSelected,
    AladdinMoved,
    CloudsGained,
    CloudsLost,
    GemGained,
    GemDiscardRequired,
    GemDiscarded,
    FlightEnded,
    RewardBought,
    TokensExchanged,
    TurnEnded,
    GameEnded,
)
