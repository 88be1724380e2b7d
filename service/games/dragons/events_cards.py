"""Events of "at any time" (README, "Response windows"): the windows, the cards played
(Artifact and Spell Cards) and what they changed, and the Two Player Variant's Dummy cards
claimed and offered for in secret. Re-exported by `events`, whose table names them all."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from service.kit.base import Event, SeatPrivate

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
    """A modifier on a hero, put `at` its place among the hero's modifiers: the order they
    were played in (a card played in answer to another resolves first, yet is applied
    after it). On a face-down hero (`face_down`) the value after it is its owner's (`seat`)
    alone, as the number is. Schema 1 had neither `at` (the modifier went last), nor `seat`,
    nor `face_down` (every hero modified was face up)."""

    TYPE: ClassVar[str] = "dragons.HeroModified"
    SCHEMA: ClassVar[int] = 2
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("location", "hero", "op", "amount", "at",
                                                "seat", "face_down")
    location: str
    hero: int
    op: str  # "add" or "mul"
    amount: int
    value: int  # the hero's value after it
    at: int  # its place among the hero's modifiers (-1: last)
    seat: int  # the hero's owner (-1: not recorded, schema 1)
    face_down: bool

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,)) if self.face_down else None

    @staticmethod
    def upcast(schema: int, data: dict[str, Any]) -> dict[str, Any]:
        """Schema 1: the modifier went last, on a hero face up."""
        return {"at": -1, "seat": -1, "face_down": False, **data}


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
    """Mirror of Truth: a face-down hero turned face up for all: its number (`value`) and
    its value after the modifiers played on it while face down (`after`). Schema 1 had no
    `after`: no modifier could be played on a face-down hero then."""

    TYPE: ClassVar[str] = "dragons.HeroTurned"
    SCHEMA: ClassVar[int] = 2
    location: str
    hero: int
    value: int
    after: int

    @staticmethod
    def upcast(schema: int, data: dict[str, Any]) -> dict[str, Any]:
        return {"after": data["value"], **data}


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


# --- two players: the Dummy's cards --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DummyCardClaimed(Event):
    TYPE: ClassVar[str] = "dragons.DummyCardClaimed"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class DummyClaimContested(Event):
    """The other player, asked in the claim's window, wants the Dummy's card too: both
    offer a treasure card in secret."""

    TYPE: ClassVar[str] = "dragons.DummyClaimContested"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class DummyOfferMade(SeatPrivate):
    """A secret offer for the Dummy's card: one treasure card, hidden until every offer is
    in (the claimer's alone when nobody contested it)."""

    TYPE: ClassVar[str] = "dragons.DummyOfferMade"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DummyOffersRevealed(Event):
    """The offers, (seat, cards, total), in the order made; the winner's card goes to the
    Dummy."""

    TYPE: ClassVar[str] = "dragons.DummyOffersRevealed"
    card: str
    offers: tuple[tuple[int, tuple[str, ...], int], ...]
    winner: int
