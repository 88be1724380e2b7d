"""Events of 1000 and One Treasures: past-tense facts with stable stored names.

Squares are board ids ("C5"); cards are card ids ("E07", "R23"); seats are 0-based. Every
event carries what its fold needs. Only the provision pile's order is secret: it is stored
in `ProvisionShuffled`, which only the auditor sees in full; everyone sees each card when
it is drawn (`ProvisionDrawn`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit import base
from service.kit.base import AuditorOnly, Event, GameCreated, event_table

# --- setup (chance outcomes) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """The shuffled entrance-back cards, laid face up: `cards[i]` lies on `squares[i]`."""

    TYPE: ClassVar[str] = "treasures.CardsDealt"
    squares: tuple[str, ...]
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ProvisionShuffled(AuditorOnly):
    """The provision pile, face down: `order[0]` is the top card. Secret but for its size."""

    TYPE: ClassVar[str] = "treasures.ProvisionShuffled"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("size",)
    size: int
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PileReshuffled(base.PileReshuffled):
    """A fork's first step: the provision pile's undrawn cards shuffled again (`pile`
    "provision"), from the fork's seed. Secret but for its size, as the first shuffle."""

    TYPE: ClassVar[str] = "treasures.PileReshuffled"


@dataclass(frozen=True, slots=True)
class FigurePlaced(Event):
    TYPE: ClassVar[str] = "treasures.FigurePlaced"
    seat: int
    square: str


# --- a turn ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    TYPE: ClassVar[str] = "treasures.TurnBegan"
    turn: int  # 1, 2, … over the whole game
    seat: int


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    """Ali Baba and the big luck: the roll that sets this turn's steps."""

    TYPE: ClassVar[str] = "treasures.DieRolled"
    turn: int
    seat: int
    face: int


@dataclass(frozen=True, slots=True)
class FigureMoved(Event):
    """A figure went from one cave square to another. `path` is a witness walk (start first,
    end last; `steps` long) or, when the bottle spirit carried it (`spirit`), just the two
    squares with `steps` 0."""

    TYPE: ClassVar[str] = "treasures.FigureMoved"
    turn: int
    seat: int
    from_square: str
    to_square: str
    steps: int
    path: tuple[str, ...]
    spirit: bool


@dataclass(frozen=True, slots=True)
class FigureEscaped(Event):
    """A figure left the cave through the entrance and is safe. `path` is the walk to the
    entrance square (start first); `steps` counts the step out; the rest were lost."""

    TYPE: ClassVar[str] = "treasures.FigureEscaped"
    turn: int
    seat: int
    from_square: str
    steps: int
    path: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """The player took the card the figure left; `total` is the player's treasures now."""

    TYPE: ClassVar[str] = "treasures.CardTaken"
    turn: int
    seat: int
    square: str
    card: str
    treasures: int
    total: int


@dataclass(frozen=True, slots=True)
class ProvisionDrawn(Event):
    """The top provision card, laid face up on the emptied square; `left` in the pile after."""

    TYPE: ClassVar[str] = "treasures.ProvisionDrawn"
    turn: int
    seat: int
    square: str
    card: str
    treasures: int
    chief: bool
    left: int


@dataclass(frozen=True, slots=True)
class ChiefAdvanced(Event):
    """The bandit chief moved along his path to `position` (0 is the tent) named `space`.
    `cause` is "head" (a drawn card showed him) or "pile_empty" (no provision card was left
    to draw: the thieves come home and he goes straight to the entrance)."""

    TYPE: ClassVar[str] = "treasures.ChiefAdvanced"
    turn: int
    position: int
    space: str
    reached: bool  # he stands at the entrance: the game ends
    cause: str


@dataclass(frozen=True, slots=True)
class PlayersCaught(Event):
    """The chief reached the entrance with these figures inside: they lose all their cards
    (classic game only). `lost[i]` treasures are lost by `seats[i]`."""

    TYPE: ClassVar[str] = "treasures.PlayersCaught"
    turn: int
    seats: tuple[int, ...]
    lost: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """`reason` "all_escaped" or "chief_arrived". `scores` are the treasures that count
    (0 for a caught player); `winners` share the highest score among those not caught
    (none when everybody was caught)."""

    TYPE: ClassVar[str] = "treasures.GameEnded"
    turn: int
    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES: dict[str, type[Event]] = event_table(
    "treasures",
    GameCreated,
    CardsDealt,
    ProvisionShuffled,
    PileReshuffled,
    FigurePlaced,
    TurnBegan,
    DieRolled,
    FigureMoved,
    FigureEscaped,
    CardTaken,
    ProvisionDrawn,
    ChiefAdvanced,
    PlayersCaught,
    GameEnded,
)
