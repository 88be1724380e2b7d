"""Events of the turn's frame: turns, phases, decisions asked, income, the preparation,
upkeep and the end of the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit.base import AuditorOnly, Event

# --- the turn ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    TYPE: ClassVar[str] = "emira.TurnBegan"
    turn: int
    first: int


@dataclass(frozen=True, slots=True)
class PhaseBegan(Event):
    """The turn moves to `phase`; `seat` acts first in a phase played seat after seat."""

    TYPE: ClassVar[str] = "emira.PhaseBegan"
    turn: int
    phase: str
    seat: int
    stage: str = ""


@dataclass(frozen=True, slots=True)
class StageReached(Event):
    """A step within a phase (the preparation's draws, a sheik's upkeep and tumult)."""

    TYPE: ClassVar[str] = "emira.StageReached"
    stage: str


@dataclass(frozen=True, slots=True)
class DecisionAsked(Event):
    """The rules wait on `seat`'s decision `name` (Samira, Zahrah, Sidi Suleiman, Xenia,
    Bazaar) among `options`."""

    TYPE: ClassVar[str] = "emira.DecisionAsked"
    seat: int
    name: str
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SeatDone(Event):
    """`seat` is done in this phase (played, skipped or could not act); `next` acts now
    (-1: nobody left)."""

    TYPE: ClassVar[str] = "emira.SeatDone"
    seat: int
    next: int


# --- income and preparation -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IncomePaid(Event):
    """The supply and every caravan paid `amount`; every caravan moved one box left, and
    those that paid from the leftmost box went back to the supply."""

    TYPE: ClassVar[str] = "emira.IncomePaid"
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class PrincessesDrawn(Event):
    """`active` choose this turn, `later` in the even turn (3 players); `swapped` per drawn
    princess (active then later): her preferences were swapped by Changing Her Mind."""

    TYPE: ClassVar[str] = "emira.PrincessesDrawn"
    turn: int
    active: tuple[str, ...]
    later: tuple[str, ...]
    swapped: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class LaterPrincessesActive(Event):
    """3 players, even turn: the princess(es) drawn in the odd turn choose now."""

    TYPE: ClassVar[str] = "emira.LaterPrincessesActive"
    turn: int


@dataclass(frozen=True, slots=True)
class EmiraDeckRanOut(Event):
    """No princess is left to draw: the game ends with this turn (DESIGNED)."""

    TYPE: ClassVar[str] = "emira.EmiraDeckRanOut"
    turn: int


@dataclass(frozen=True, slots=True)
class StatusCardsTurned(Event):
    """The top status card(s) turned over: one is in play; with Royal Favour, two, and its
    player chooses."""

    TYPE: ClassVar[str] = "emira.StatusCardsTurned"
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StatusCardChosen(Event):
    TYPE: ClassVar[str] = "emira.StatusCardChosen"
    seat: int
    card: str
    bottom: str


@dataclass(frozen=True, slots=True)
class CounterPlaced(Event):
    """The appearance counter on the board: drawn from the bag, or picked (Bazaar, `seat`)."""

    TYPE: ClassVar[str] = "emira.CounterPlaced"
    kind: str
    seat: int | None


@dataclass(frozen=True, slots=True)
class MarkersPlaced(Event):
    """Palace section, camel, caravans placed from the supply where the last was bought."""

    TYPE: ClassVar[str] = "emira.MarkersPlaced"
    markers: tuple[str, ...]


# --- upkeep and the end of the turn -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class UpkeepPaid(Event):
    """`full`: the whole upkeep; otherwise all his gold (a tumult follows)."""

    TYPE: ClassVar[str] = "emira.UpkeepPaid"
    seat: int
    amount: int
    full: bool


@dataclass(frozen=True, slots=True)
class TumultShuffled(AuditorOnly):
    """8.2: the princesses who left `seat`'s palace in a big tumult, "shuffled together and
    placed face-down at the bottom of the Emira deck": `order`, top first, is the auditor's
    (everyone saw who left; nobody sees their order under the deck)."""

    TYPE: ClassVar[str] = "emira.TumultShuffled"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat",)
    seat: int
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class XeniaGiftPaid(Event):
    TYPE: ClassVar[str] = "emira.XeniaGiftPaid"
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class XeniaMarkerRemoved(Event):
    TYPE: ClassVar[str] = "emira.XeniaMarkerRemoved"
    markers: int


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    TYPE: ClassVar[str] = "emira.TurnEnded"
    turn: int
    first: int  # the first player of the next turn


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """`goals`: every seat's goal card, revealed."""

    TYPE: ClassVar[str] = "emira.GameEnded"
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str
    goals: tuple[str, ...]
