"""Events of the award items (The Result Paragraph's bracket code; Wealth; Skills;
Statuses; Treasures; Death): each item's change, and the queue's. All public."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit.base import Event


@dataclass(frozen=True, slots=True)
class PointsChanged(Event):
    TYPE: ClassVar[str] = "tales.PointsChanged"
    seat: int
    kind: str  # "destiny" / "story"
    delta: int
    value: int


@dataclass(frozen=True, slots=True)
class WealthChanged(Event):
    TYPE: ClassVar[str] = "tales.WealthChanged"
    seat: int
    level: str
    why: str = ""


@dataclass(frozen=True, slots=True)
class SkillGained(Event):
    TYPE: ClassVar[str] = "tales.SkillGained"
    seat: int
    skill: str
    level: int
    one_use: bool


@dataclass(frozen=True, slots=True)
class SkillLost(Event):
    """A skill down one level (`level`: what is left, 0 gone); `why`: award, used (a "1 use"
    skill used)."""

    TYPE: ClassVar[str] = "tales.SkillLost"
    seat: int
    skill: str
    level: int
    why: str = "award"


@dataclass(frozen=True, slots=True)
class StatusGained(Event):
    TYPE: ClassVar[str] = "tales.StatusGained"
    seat: int
    status: str
    until_turn: int  # "1 turn": lost at the end of the seat's turn of that number (0: no)


@dataclass(frozen=True, slots=True)
class StatusLost(Event):
    TYPE: ClassVar[str] = "tales.StatusLost"
    seat: int
    status: str
    why: str


@dataclass(frozen=True, slots=True)
class TreasureGained(Event):
    """`source`: deck, discard, or the seat it was taken from (its number: an award named
    a treasure that seat held). Games stored before the seat was named record a
    `TreasureLost` of that seat (`why` taken, to the discard pile) and then `source`
    discard."""

    TYPE: ClassVar[str] = "tales.TreasureGained"
    seat: int
    treasure: str
    source: str


@dataclass(frozen=True, slots=True)
class TreasureLost(Event):
    """`why`: award, sold, protected (discarded to escape a fate); taken in games stored
    before `TreasureGained.source` named the seat a treasure is taken from. (What a death
    takes is `Died`'s: every status and treasure held.)"""

    TYPE: ClassVar[str] = "tales.TreasureLost"
    seat: int
    treasure: str
    why: str


@dataclass(frozen=True, slots=True)
class PlacerChosen(Event):
    """`placed:` — "you choose another player to place your Character": `seat` chose
    `placer`, who then chooses the space."""

    TYPE: ClassVar[str] = "tales.PlacerChosen"
    seat: int
    placer: int


@dataclass(frozen=True, slots=True)
class DestinationSet(Event):
    TYPE: ClassVar[str] = "tales.DestinationSet"
    seat: int
    place: str  # "" removed


@dataclass(frozen=True, slots=True)
class StoryRewardTaken(Event):
    TYPE: ClassVar[str] = "tales.StoryRewardTaken"
    seat: int
    at: int


@dataclass(frozen=True, slots=True)
class ItemsQueued(Event):
    """Award items to resolve next, before the rest (`why`: section, city, quest, status
    (its effect when gained), reward (a Story-Point reward))."""

    TYPE: ClassVar[str] = "tales.ItemsQueued"
    seat: int
    award: str
    why: str


@dataclass(frozen=True, slots=True)
class ItemResolved(Event):
    """The first award item still queued is done (`item`: its code)."""

    TYPE: ClassVar[str] = "tales.ItemResolved"
    seat: int
    item: str
