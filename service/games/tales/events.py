"""Events of Tales of the Arabian Nights ("tales.…"): every die roll and deck draw, every
choice, every award item.

Who sees what (README "Secrets"): a secret goal is its owner's until `GameEnded` reveals them
all; deck orders are the auditor's; a matrix cell's paragraph numbers are nobody's (the cell
is recorded for the auditor, the paragraph read is public). Everything else is public — the
table hears every paragraph read aloud. The award items' events are `events_awards.py`'s,
named here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from service.games.tales.events_awards import (
    DestinationSet,
    ItemResolved,
    ItemsQueued,
    PlacerChosen,
    PointsChanged,
    SkillGained,
    SkillLost,
    StatusGained,
    StatusLost,
    StoryRewardTaken,
    TreasureGained,
    TreasureLost,
    WealthChanged,
)
from service.kit import base
from service.kit.base import AuditorOnly, Event, GameCreated, SeatPrivate, event_table

# --- setup ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartPlayerDrawn(Event):
    TYPE: ClassVar[str] = "tales.StartPlayerDrawn"
    seat: int


@dataclass(frozen=True, slots=True)
class CharacterChosen(Event):
    TYPE: ClassVar[str] = "tales.CharacterChosen"
    seat: int
    character: str


@dataclass(frozen=True, slots=True)
class SkillTaken(Event):
    TYPE: ClassVar[str] = "tales.SkillTaken"
    seat: int
    skill: str


@dataclass(frozen=True, slots=True)
class DeckShuffled(AuditorOnly):
    """A deck shuffled (`deck`: encounters, treasures, quests, cities), top first;
    `reshuffle`: made again from its discard pile. The first encounter deck holds as many
    Place of Power cards as players, the first ones of the shuffle (Setup): the others
    leave the game unseen."""

    TYPE: ClassVar[str] = "tales.DeckShuffled"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("deck", "size", "reshuffle")
    deck: str
    order: tuple[str, ...]
    size: int
    reshuffle: bool = False


@dataclass(frozen=True, slots=True)
class PileReshuffled(base.PileReshuffled):
    """A fork's first step (`pile`: encounters, treasures, quests, cities): that deck
    shuffled again from the fork's seed, top first. Secret but for its name and size."""

    TYPE: ClassVar[str] = "tales.PileReshuffled"


@dataclass(frozen=True, slots=True)
class QuestsDealt(Event):
    TYPE: ClassVar[str] = "tales.QuestsDealt"
    seat: int
    quests: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class QuestKept(Event):
    TYPE: ClassVar[str] = "tales.QuestKept"
    seat: int
    quest: str
    discarded: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CitiesDealt(Event):
    TYPE: ClassVar[str] = "tales.CitiesDealt"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GoalSet(SeatPrivate):
    """A secret goal: its owner's until the game ends."""

    TYPE: ClassVar[str] = "tales.GoalSet"
    seat: int
    destiny: int
    story: int


# --- the turn ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    TYPE: ClassVar[str] = "tales.TurnBegan"
    seat: int
    round: int
    time: str


@dataclass(frozen=True, slots=True)
class StepReached(Event):
    """The turn's next step (README "A turn"): check, move, encounter, quest, sell, end."""

    TYPE: ClassVar[str] = "tales.StepReached"
    seat: int
    step: str


@dataclass(frozen=True, slots=True)
class StatusMarked(Event):
    """A Status marker added (`why`: the trigger)."""

    TYPE: ClassVar[str] = "tales.StatusMarked"
    seat: int
    status: str
    markers: int
    why: str


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """`how`: move (the movement phase), free, transport, placed, go, arrow, quest; power (a
    Place of Power card drawn) in games stored while such a card moved the seat. (A death's
    return to Baghdad is `Died`'s.)"""

    TYPE: ClassVar[str] = "tales.Moved"
    seat: int
    to: str
    how: str
    steps: int = 0


@dataclass(frozen=True, slots=True)
class EncounterBegan(Event):
    """`source`: deck (the card drawn — a Place of Power card's paragraph is read where the
    seat stands), city, terrain (a kept card), power (a Place of Power entered), go (an
    award); `ref`: the chart or paragraph it sends to (0: a reaction matrix directly,
    `matrix` and `row`)."""

    TYPE: ClassVar[str] = "tales.EncounterBegan"
    seat: int
    source: str
    card: str
    space: str
    ref: int
    matrix: str = ""
    row: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class ChartRolled(Event):
    TYPE: ClassVar[str] = "tales.ChartRolled"
    seat: int
    chart: int
    die: int
    terrain: int
    destiny: int
    treasure: int
    total: int
    name: str
    matrix: str
    row: str


@dataclass(frozen=True, slots=True)
class ReactionChosen(Event):
    """The reaction; the cell's paragraph number is the auditor's (the Matrix Reader's)."""

    TYPE: ClassVar[str] = "tales.ReactionChosen"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "matrix", "row", "reaction")
    seat: int
    matrix: str
    row: str
    reaction: str
    cell: int

    def audience(self) -> frozenset[int] | None:
        return frozenset()


@dataclass(frozen=True, slots=True)
class DestinyRolled(Event):
    TYPE: ClassVar[str] = "tales.DestinyRolled"
    seat: int
    face: int  # -1, 0, +1
    paragraph: int


@dataclass(frozen=True, slots=True)
class MasterUsed(Event):
    """A Master skill chose the paragraph instead of the Destiny Die."""

    TYPE: ClassVar[str] = "tales.MasterUsed"
    seat: int
    skill: str
    paragraph: int


@dataclass(frozen=True, slots=True)
class MasterDeclined(Event):
    """A Master skill could choose the paragraph; the seat rolls the Destiny Die instead."""

    TYPE: ClassVar[str] = "tales.MasterDeclined"
    seat: int


@dataclass(frozen=True, slots=True)
class SectionChosen(Event):
    TYPE: ClassVar[str] = "tales.SectionChosen"
    seat: int
    paragraph: int
    section: int
    skill: str = ""  # the skill used, if any


@dataclass(frozen=True, slots=True)
class CityRolled(Event):
    TYPE: ClassVar[str] = "tales.CityRolled"
    seat: int
    card: str
    die: int


# --- death (an award item; Death) ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Died(Event):
    """Death: the seat goes back to Baghdad, Poor, and loses every status and treasure it
    held, which the event names (`statuses`, `treasures`, as held), so that no reader works
    them out again. Schema 1 (before they were named) upcasts to None for both."""

    TYPE: ClassVar[str] = "tales.Died"
    SCHEMA: ClassVar[int] = 2
    seat: int
    statuses: tuple[str, ...] | None = ()
    treasures: tuple[str, ...] | None = ()

    @staticmethod
    def upcast(schema: int, data: dict[str, Any]) -> dict[str, Any]:
        """Schema 1 named no losses: None says "not recorded", not "none"."""
        return {"statuses": None, "treasures": None, **data}


# --- after the encounter -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EncounterEnded(Event):
    """`kept`: a terrain card kept for later; `successful`: ended on its space, not Lost,
    Imprisoned or dead, and not in a Place of Power (left by its arrow): the seat has
    survived an encounter where it stands (Game End: where it may announce)."""

    TYPE: ClassVar[str] = "tales.EncounterEnded"
    seat: int
    card: str
    card_to: str  # discard, removed, kept, city_discard, ""
    successful: bool


@dataclass(frozen=True, slots=True)
class CityCardDrawn(Event):
    TYPE: ClassVar[str] = "tales.CityCardDrawn"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class QuestClaimed(Event):
    TYPE: ClassVar[str] = "tales.QuestClaimed"
    seat: int
    space: str


@dataclass(frozen=True, slots=True)
class QuestCompleted(Event):
    TYPE: ClassVar[str] = "tales.QuestCompleted"
    seat: int
    quest: str


@dataclass(frozen=True, slots=True)
class QuestBegan(Event):
    TYPE: ClassVar[str] = "tales.QuestBegan"
    seat: int
    quest: str


@dataclass(frozen=True, slots=True)
class TreasureSold(Event):
    TYPE: ClassVar[str] = "tales.TreasureSold"
    seat: int
    treasure: str
    level: str


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    TYPE: ClassVar[str] = "tales.TurnEnded"
    seat: int


@dataclass(frozen=True, slots=True)
class TimeAdvanced(Event):
    TYPE: ClassVar[str] = "tales.TimeAdvanced"
    round: int
    time: str


@dataclass(frozen=True, slots=True)
class VictoryDeclared(Event):
    TYPE: ClassVar[str] = "tales.VictoryDeclared"
    seat: int
    last: tuple[int, ...]  # the seats that have one more turn


@dataclass(frozen=True, slots=True)
class TimeRanOut(Event):
    """A timed game's deadline passed (`at`, epoch seconds): the game ends now."""

    TYPE: ClassVar[str] = "tales.TimeRanOut"
    at: float


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """`goals`: every seat's secret goal, revealed; `scores`: Destiny + Story."""

    TYPE: ClassVar[str] = "tales.GameEnded"
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    goals: tuple[tuple[int, int], ...]
    eligible: tuple[int, ...]
    shared: bool


EVENT_TYPES: dict[str, type[Event]] = event_table(
    "tales",
    GameCreated,
    StartPlayerDrawn, CharacterChosen, SkillTaken, DeckShuffled, PileReshuffled, QuestsDealt,
    QuestKept,
    CitiesDealt, GoalSet,
    TurnBegan, StepReached, ItemsQueued, ItemResolved, StatusMarked, Moved, EncounterBegan,
    ChartRolled, ReactionChosen,
    DestinyRolled, MasterUsed, MasterDeclined, SectionChosen, CityRolled,
    PointsChanged, WealthChanged, SkillGained, SkillLost, StatusGained, StatusLost,
    TreasureGained, TreasureLost, DestinationSet, Died, StoryRewardTaken, PlacerChosen,
    EncounterEnded, CityCardDrawn, QuestClaimed, QuestCompleted, QuestBegan, TreasureSold,
    TurnEnded, TimeAdvanced, VictoryDeclared, TimeRanOut, GameEnded,
)  # fmt: skip
