"""Events of Aladdin's Dragons: past-tense facts with stable stored names ("dragons.…").

Who sees what (README, "Secrets"): a hero placed face down is its owner's (the Dummy's:
nobody's but the auditor) until revealed; the guard's card is the auditor's until turned
over; spells drawn, kept or given, treasures drawn or stolen, a hero or the guard's card
looked at, and a secret offer for a Dummy card are their seats' (`audience()`); the order
of a shuffled deck is the auditor's. Everything else is public. An event about the Dummy's
cards is public (`open`): the Dummy's cards lie face up.

This module holds Set Up and the three phases of a round, in the rulebook's order, and the
table of every event; the windows, the cards played and the Dummy's cards are
`events_cards` (imported here, so `events.X` names every event).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from service.games.dragons.events_cards import (
    CardPlayed,
    CardResolved,
    CaveCardDiscarded,
    DummyCardClaimed,
    DummyClaimContested,
    DummyOfferMade,
    DummyOffersRevealed,
    GuardSeen,
    HeroModified,
    HeroMoved,
    HeroSeen,
    HeroTurned,
    Passed,
    TreasuresDrawn,
    TreasureStolen,
    WindowOpened,
)
from service.kit import base
from service.kit.base import AuditorOnly, Event, GameCreated, event_table

# --- setup ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartDrawn(Event):
    """Each of `seats` drew the treasure card beside it (Set Up); `draw` counts the draws."""

    TYPE: ClassVar[str] = "dragons.StartDrawn"
    draw: int
    seats: tuple[int, ...]
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StartPlayerChosen(Event):
    """`chooser` named `start` (Set Up, or the caravanserai); `chooser` -1: nobody was at
    the caravanserai and the seat to the left of the start player became it."""

    TYPE: ClassVar[str] = "dragons.StartPlayerChosen"
    chooser: int
    start: int


@dataclass(frozen=True, slots=True)
class DeckShuffled(AuditorOnly):
    """A deck shuffled (`deck`: treasures, artifacts, spells, dummy_heroes), top first;
    `reshuffle`: made from its discard pile, less the top card of the treasures'."""

    TYPE: ClassVar[str] = "dragons.DeckShuffled"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("deck", "size", "reshuffle")
    deck: str
    order: tuple
    size: int
    reshuffle: bool = False


@dataclass(frozen=True, slots=True)
class PileReshuffled(base.PileReshuffled):
    """A fork's first step (`pile`: treasures, artifacts, spells, dummy_heroes): that face-down
    pile shuffled again from the fork's seed, top first. Secret but for its name and size."""

    TYPE: ClassVar[str] = "dragons.PileReshuffled"


@dataclass(frozen=True, slots=True)
class DummyTreasuresDealt(Event):
    """Two players: the Dummy's three treasure cards, face up."""

    TYPE: ClassVar[str] = "dragons.DummyTreasuresDealt"
    cards: tuple[str, ...]


# --- phase one -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    TYPE: ClassVar[str] = "dragons.RoundStarted"
    round: int


@dataclass(frozen=True, slots=True)
class TreasureDealt(Event):
    """A treasure card from the deck, face up onto a dragon's cave (`location`)."""

    TYPE: ClassVar[str] = "dragons.TreasureDealt"
    location: str
    card: str


@dataclass(frozen=True, slots=True)
class GuardCardPlaced(AuditorOnly):
    """The palace guard's card, face down: the auditor's until turned over."""

    TYPE: ClassVar[str] = "dragons.GuardCardPlaced"
    card: str


@dataclass(frozen=True, slots=True)
class ArtifactDrawTurned(Event):
    """A treasure card turned over for the artifact draw, onto the discard pile; `stops`
    when its number says how many artifacts lie in the palace."""

    TYPE: ClassVar[str] = "dragons.ArtifactDrawTurned"
    card: str
    stops: bool


@dataclass(frozen=True, slots=True)
class ArtifactsAdded(Event):
    """Artifacts added to the row (right of those left from the last round)."""

    TYPE: ClassVar[str] = "dragons.ArtifactsAdded"
    cards: tuple[str, ...]
    target: int  # the number drawn


@dataclass(frozen=True, slots=True)
class TreasuresRanOut(Event):
    """Phase one needed a treasure card and neither the deck nor the discard pile (less its
    top card) had one: the step `step` is left out this round."""

    TYPE: ClassVar[str] = "dragons.TreasuresRanOut"
    step: str


@dataclass(frozen=True, slots=True)
class PlacingStarted(Event):
    """Phase two: `placer` (the start player) places first."""

    TYPE: ClassVar[str] = "dragons.PlacingStarted"
    placer: int


@dataclass(frozen=True, slots=True)
class ResolvingStarted(Event):
    """Phase three: the locations in their order of resolution."""

    TYPE: ClassVar[str] = "dragons.ResolvingStarted"
    order: tuple[str, ...]


# --- phase two -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HeroPlaced(Event):
    """A hero face down on a location: its value is its owner's."""

    TYPE: ClassVar[str] = "dragons.HeroPlaced"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "location")
    seat: int
    location: str
    value: int

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))


@dataclass(frozen=True, slots=True)
class DummyHeroPlaced(AuditorOnly):
    """`seat` placed the Dummy's next hero, face down and unseen by anyone."""

    TYPE: ClassVar[str] = "dragons.DummyHeroPlaced"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "location")
    seat: int
    location: str
    value: int


# --- phase three ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HeroesRevealed(Event):
    """A location's heroes turned over: their numbers (`values`) and their values after the
    modifiers played on them while face down (`after`), in board order. Schema 1 had no
    `after`: no modifier could be played on a face-down hero then."""

    TYPE: ClassVar[str] = "dragons.HeroesRevealed"
    SCHEMA: ClassVar[int] = 2
    location: str
    values: tuple[int, ...]
    after: tuple[int, ...]

    @staticmethod
    def upcast(schema: int, data: dict[str, Any]) -> dict[str, Any]:
        return {"after": data["values"], **data}


@dataclass(frozen=True, slots=True)
class GuardRevealed(Event):
    TYPE: ClassVar[str] = "dragons.GuardRevealed"
    card: str
    value: int


@dataclass(frozen=True, slots=True)
class LocationRanked(Event):
    """The totals at a location once its window closed, winner first."""

    TYPE: ClassVar[str] = "dragons.LocationRanked"
    location: str
    ranking: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class TreasureTaken(Event):
    """`seat` took `card` from a cave (`decider` chose it: the Dummy's player on a tie)."""

    TYPE: ClassVar[str] = "dragons.TreasureTaken"
    seat: int
    location: str
    card: str
    decider: int


@dataclass(frozen=True, slots=True)
class SpellsDrawn(Event):
    """The top spells drawn at the tent or with a lamp: `seat` keeps one (public for the
    Dummy, whose cards are face up; `decider` chooses for it)."""

    TYPE: ClassVar[str] = "dragons.SpellsDrawn"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "decider", "count", "source")
    seat: int
    decider: int
    cards: tuple[str, ...]
    count: int
    source: str  # "tent" or "lamp"
    open: bool = False

    def audience(self) -> frozenset[int] | None:
        return None if self.open else frozenset((self.seat, self.decider))


@dataclass(frozen=True, slots=True)
class SpellKept(Event):
    TYPE: ClassVar[str] = "dragons.SpellKept"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "decider")
    seat: int
    decider: int
    spell: str
    open: bool = False

    def audience(self) -> frozenset[int] | None:
        return None if self.open else frozenset((self.seat, self.decider))


@dataclass(frozen=True, slots=True)
class SpellGiven(Event):
    """The tent's other spell to the second highest bidder (`frm` saw it drawn)."""

    TYPE: ClassVar[str] = "dragons.SpellGiven"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "frm")
    seat: int
    frm: int
    spell: str
    open: bool = False

    def audience(self) -> frozenset[int] | None:
        return None if self.open else frozenset((self.seat, self.frm))


@dataclass(frozen=True, slots=True)
class SpellDiscarded(Event):
    """A spell drawn and not kept, face up on the spell discard pile."""

    TYPE: ClassVar[str] = "dragons.SpellDiscarded"
    spell: str


@dataclass(frozen=True, slots=True)
class BribePaid(Event):
    TYPE: ClassVar[str] = "dragons.BribePaid"
    seat: int
    location: str
    cards: tuple[str, ...]
    paid: int
    due: int


@dataclass(frozen=True, slots=True)
class Withdrew(Event):
    """A bribe not paid: the seat's heroes leave the palace room."""

    TYPE: ClassVar[str] = "dragons.Withdrew"
    seat: int
    location: str
    due: int


@dataclass(frozen=True, slots=True)
class ArtifactBought(Event):
    TYPE: ClassVar[str] = "dragons.ArtifactBought"
    seat: int
    location: str
    artifact: str
    cards: tuple[str, ...]
    paid: int
    price: int


@dataclass(frozen=True, slots=True)
class BuyDeclined(Event):
    TYPE: ClassVar[str] = "dragons.BuyDeclined"
    seat: int
    location: str
    price: int


@dataclass(frozen=True, slots=True)
class LocationDone(Event):
    """A location resolved (its unclaimed cave cards to the discard pile, `discarded`)."""

    TYPE: ClassVar[str] = "dragons.LocationDone"
    location: str
    discarded: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    TYPE: ClassVar[str] = "dragons.RoundEnded"
    round: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """All 15 artifacts bought. `scores`: artifacts per player; `ranking`: (seat,
    artifacts, lamps, treasure value) of every seat, the Dummy's included, best first;
    `replay`: players tied for the first place after every tie-break — nobody wins, the
    rulebook says the game is replayed; never true with a winner. Schema 1 called it
    `shared` and named the tied seats winners (a Dummy tied with one player made it true
    with that player the one winner)."""

    TYPE: ClassVar[str] = "dragons.GameEnded"
    SCHEMA: ClassVar[int] = 2
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    ranking: tuple[tuple[int, int, int, int], ...]
    replay: bool

    @staticmethod
    def upcast(schema: int, data: dict[str, Any]) -> dict[str, Any]:
        """Schema 1's `shared` is the tie of two or more players; its winners stay as
        recorded. Shared with the Dummy alone, the player won: no replay ("the Dummy player
        always loses")."""
        data = dict(data)
        shared = data.pop("shared", False)
        return {"replay": bool(shared) and len(data.get("winners", ())) > 1, **data}


EVENT_TYPES: dict[str, type[Event]] = event_table(
    "dragons",
    GameCreated,
    StartDrawn, StartPlayerChosen, DeckShuffled, PileReshuffled, DummyTreasuresDealt,
    RoundStarted, TreasureDealt, GuardCardPlaced, ArtifactDrawTurned, ArtifactsAdded,
    TreasuresRanOut, PlacingStarted, ResolvingStarted,
    WindowOpened, Passed, CardPlayed, CardResolved, HeroModified, HeroSeen, GuardSeen,
    HeroTurned, HeroMoved, TreasuresDrawn, TreasureStolen, CaveCardDiscarded, SpellsDrawn,
    SpellKept, SpellGiven, SpellDiscarded,
    HeroPlaced, DummyHeroPlaced,
    HeroesRevealed, GuardRevealed, LocationRanked, TreasureTaken, BribePaid, Withdrew,
    ArtifactBought, BuyDeclined, LocationDone, RoundEnded, GameEnded,
    DummyCardClaimed, DummyClaimContested, DummyOfferMade, DummyOffersRevealed,
)  # fmt: skip
