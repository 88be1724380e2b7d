"""Events of Aladdin's Dragons: past-tense facts with stable stored names ("dragons.…").

Who sees what (README, "Secrets"): a hero placed face down is its owner's (the Dummy's:
nobody's but the auditor) until revealed; the guard's card is the auditor's until turned
over; spells drawn, kept or given, treasures drawn or stolen, a hero or the guard's card
looked at, and a secret offer for a Dummy card are their seats' (`audience()`); the order
of a shuffled deck is the auditor's. Everything else is public. An event about the Dummy's
cards is public (`open`): the Dummy's cards lie face up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit import base
from service.kit.base import AuditorOnly, Event, GameCreated, SeatPrivate, event_table

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


# --- windows and cards ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WindowOpened(Event):
    """A moment of "at any time": `order` may answer, one after another (README)."""

    TYPE: ClassVar[str] = "dragons.WindowOpened"
    about: str
    by: int  # the seat whose action opened it (-1: a moment of the rules)
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Passed(Event):
    TYPE: ClassVar[str] = "dragons.Passed"
    seat: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """`seat` played `card` from `owner`'s cards (the Dummy's, on its behalf), with its
    targets; it resolves when its window closes."""

    TYPE: ClassVar[str] = "dragons.CardPlayed"
    seat: int
    owner: int
    card: str
    location: str = ""
    hero: int = -1
    player: int = -1
    treasure: str = ""
    to: str = ""


@dataclass(frozen=True, slots=True)
class CardResolved(Event):
    """The top card's window closed and it took effect (`countered`: it did not).
    `changed`: what it changed, in words, for the history."""

    TYPE: ClassVar[str] = "dragons.CardResolved"
    card: str
    countered: bool
    changed: str = ""


@dataclass(frozen=True, slots=True)
class HeroModified(Event):
    TYPE: ClassVar[str] = "dragons.HeroModified"
    location: str
    hero: int
    op: str  # "add" or "mul"
    amount: int
    value: int  # the hero's value after it


@dataclass(frozen=True, slots=True)
class HeroSeen(Event):
    """A face-down hero looked at in secret (Mirage, the scroll)."""

    TYPE: ClassVar[str] = "dragons.HeroSeen"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "location", "hero")
    seat: int
    location: str
    hero: int
    owner: int
    value: int

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))


@dataclass(frozen=True, slots=True)
class GuardSeen(SeatPrivate):
    TYPE: ClassVar[str] = "dragons.GuardSeen"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class HeroTurned(Event):
    """Mirror of Truth: a face-down hero turned face up for all."""

    TYPE: ClassVar[str] = "dragons.HeroTurned"
    location: str
    hero: int
    value: int


@dataclass(frozen=True, slots=True)
class HeroMoved(Event):
    """Desert Wind: a face-down hero moved, still face down."""

    TYPE: ClassVar[str] = "dragons.HeroMoved"
    location: str
    hero: int
    to: str


@dataclass(frozen=True, slots=True)
class TreasuresDrawn(Event):
    """Treasure cards from the deck into `seat`'s hand (Djinn's Gift): his, or public
    (`open`) for the Dummy."""

    TYPE: ClassVar[str] = "dragons.TreasuresDrawn"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "count", "open")
    seat: int
    cards: tuple[str, ...]
    count: int
    open: bool = False

    def audience(self) -> frozenset[int] | None:
        return None if self.open else frozenset((self.seat,))


@dataclass(frozen=True, slots=True)
class TreasureStolen(Event):
    """Thief of Baghdad: a card at random from `victim`'s hand to `seat` (the owner of the
    thief: the Dummy's treasures are face up). Seen by the two hands and the caster."""

    TYPE: ClassVar[str] = "dragons.TreasureStolen"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "victim", "user")
    seat: int
    victim: int
    user: int
    card: str
    open: bool = False

    def audience(self) -> frozenset[int] | None:
        return None if self.open else frozenset((self.seat, self.victim, self.user))


@dataclass(frozen=True, slots=True)
class CaveCardDiscarded(Event):
    """Dragon's Fire: a card of the cave to the treasure discard pile."""

    TYPE: ClassVar[str] = "dragons.CaveCardDiscarded"
    location: str
    card: str


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
    """A location's heroes turned over (its heroes' values in board order)."""

    TYPE: ClassVar[str] = "dragons.HeroesRevealed"
    location: str
    values: tuple[int, ...]


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
    artifacts, lamps, treasure value) of every seat, the Dummy's included, best first."""

    TYPE: ClassVar[str] = "dragons.GameEnded"
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    ranking: tuple[tuple[int, int, int, int], ...]
    shared: bool  # a tie after every tie-break: the rulebook's "replay", a shared result


# --- two players: the Dummy's cards --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DummyCardClaimed(Event):
    TYPE: ClassVar[str] = "dragons.DummyCardClaimed"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class DummyOfferMade(SeatPrivate):
    """A secret offer for the Dummy's card (its cards hidden until both are in)."""

    TYPE: ClassVar[str] = "dragons.DummyOfferMade"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DummyOffersRevealed(Event):
    """Both offers, (seat, cards, total); the winner's cards go to the Dummy."""

    TYPE: ClassVar[str] = "dragons.DummyOffersRevealed"
    card: str
    offers: tuple[tuple[int, tuple[str, ...], int], ...]
    winner: int


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
    DummyCardClaimed, DummyOfferMade, DummyOffersRevealed,
)  # fmt: skip
