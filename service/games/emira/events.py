"""Events of Emira: past-tense facts with stable stored names ("emira.BidRaised").

Every event carries what its fold needs. Secrets (README "Secrets"): a goal card, the event
cards in a hand and those drawn when buying, the Emira cards seen with Changing Her Mind or
Court Influence are their seat's (`audience()`, others see `PUBLIC_FIELDS`); the order of a
shuffled deck is nobody's (`audience()` is the empty set: the auditor reads it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.games.base import Event, GameCreated, event_table


class _Auditor(Event):
    def audience(self) -> frozenset[int] | None:
        return frozenset()


class _Own(Event):
    """An event its `seat` sees in full; everyone else sees `PUBLIC_FIELDS`."""

    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat",)
    seat: int

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))


# --- setup --------------------------------------------------------------------------------


@dataclass(frozen=True)
class ColoursDrawn(Event):
    """Seat i drew `colours[i]` from the bag, and takes that sheik's advantage."""

    TYPE: ClassVar[str] = "emira.ColoursDrawn"
    colours: tuple[str, ...]


@dataclass(frozen=True)
class FirstPlayerDrawn(Event):
    TYPE: ClassVar[str] = "emira.FirstPlayerDrawn"
    seat: int


@dataclass(frozen=True)
class StatusDeckShuffled(_Auditor):
    """`stage` "first": the cards without the 3-point ones; "second": the rest with them.
    The deck is the first's top `aside` cards on top of the second."""

    TYPE: ClassVar[str] = "emira.StatusDeckShuffled"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("stage",)
    stage: str
    order: tuple[str, ...]


@dataclass(frozen=True)
class GoalDealt(_Own):
    TYPE: ClassVar[str] = "emira.GoalDealt"
    seat: int
    goal: str


@dataclass(frozen=True)
class EventDeckShuffled(_Auditor):
    TYPE: ClassVar[str] = "emira.EventDeckShuffled"
    order: tuple[str, ...]


@dataclass(frozen=True)
class StartingEventsDealt(_Own):
    TYPE: ClassVar[str] = "emira.StartingEventsDealt"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class StartingEventKept(_Own):
    TYPE: ClassVar[str] = "emira.StartingEventKept"
    seat: int
    card: str


@dataclass(frozen=True)
class StartingEventsReturned(Event):
    """The cards not kept go back into the event deck (which is then shuffled again)."""

    TYPE: ClassVar[str] = "emira.StartingEventsReturned"
    count: int


@dataclass(frozen=True)
class EmiraDeckShuffled(_Auditor):
    TYPE: ClassVar[str] = "emira.EmiraDeckShuffled"
    order: tuple[str, ...]


# --- the turn ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnBegan(Event):
    TYPE: ClassVar[str] = "emira.TurnBegan"
    turn: int
    first: int


@dataclass(frozen=True)
class PhaseBegan(Event):
    """The turn moves to `phase`; `seat` acts first in a phase played seat after seat."""

    TYPE: ClassVar[str] = "emira.PhaseBegan"
    turn: int
    phase: str
    seat: int
    stage: str = ""


@dataclass(frozen=True)
class StageReached(Event):
    """A step within a phase (the preparation's draws, a sheik's upkeep and tumult)."""

    TYPE: ClassVar[str] = "emira.StageReached"
    stage: str


@dataclass(frozen=True)
class DecisionAsked(Event):
    """The rules wait on `seat`'s decision `name` (Samira, Zahrah, Sidi Suleiman, Xenia,
    Bazaar) among `options`."""

    TYPE: ClassVar[str] = "emira.DecisionAsked"
    seat: int
    name: str
    options: tuple[str, ...]


@dataclass(frozen=True)
class SeatDone(Event):
    """`seat` is done in this phase (played, skipped or could not act); `next` acts now
    (-1: nobody left)."""

    TYPE: ClassVar[str] = "emira.SeatDone"
    seat: int
    next: int


# --- event cards --------------------------------------------------------------------------------


@dataclass(frozen=True)
class EventPlayed(Event):
    """`choice`: the type Good Looking names, or the 3-player split ("odd" / "even")."""

    TYPE: ClassVar[str] = "emira.EventPlayed"
    seat: int
    card: str
    kind: str
    choice: str
    permanent: bool


@dataclass(frozen=True)
class GoldGained(Event):
    """From the bank: "gift" (The Caliph's Gift), "alternative" (the 150 gold of 4.4.2)."""

    TYPE: ClassVar[str] = "emira.GoldGained"
    seat: int
    amount: int
    reason: str


@dataclass(frozen=True)
class CamelsChanged(Event):
    """Camel Breeding, Camel Epidemic, Camel Market: `deltas` per seat, from or to the
    supply."""

    TYPE: ClassVar[str] = "emira.CamelsChanged"
    deltas: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class TrackMoved(Event):
    """The camel track (Better Breed) or the palace track (Restoration +1, Albina / Firyal
    -1, in half sections)."""

    TYPE: ClassVar[str] = "emira.TrackMoved"
    seat: int
    track: str  # "camel" | "palace"
    delta: int


@dataclass(frozen=True)
class EmiraCardsSeen(_Own):
    TYPE: ClassVar[str] = "emira.EmiraCardsSeen"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "about")
    seat: int
    about: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class MindChanged(_Own):
    """Changing Her Mind: "keep", "swap" (her preferences) or "bottom" (of the deck)."""

    TYPE: ClassVar[str] = "emira.MindChanged"
    seat: int
    princess: str
    choice: str


@dataclass(frozen=True)
class EmiraDeckReordered(_Own):
    """Court Influence: the top cards of the Emira deck, in the order chosen."""

    TYPE: ClassVar[str] = "emira.EmiraDeckReordered"
    seat: int
    order: tuple[str, ...]


@dataclass(frozen=True)
class UndecidedSentHome(Event):
    """Homesick: the undecided princesses go to the bottom of the Emira deck."""

    TYPE: ClassVar[str] = "emira.UndecidedSentHome"
    princesses: tuple[str, ...]


# --- income and preparation ---------------------------------------------------------------------


@dataclass(frozen=True)
class IncomePaid(Event):
    """The supply and every caravan paid `amount`; every caravan moved one box left, and
    those that paid from the leftmost box went back to the supply."""

    TYPE: ClassVar[str] = "emira.IncomePaid"
    seat: int
    amount: int


@dataclass(frozen=True)
class PrincessesDrawn(Event):
    """`active` choose this turn, `later` in the even turn (3 players); `swapped` per drawn
    princess (active then later): her preferences were swapped by Changing Her Mind."""

    TYPE: ClassVar[str] = "emira.PrincessesDrawn"
    turn: int
    active: tuple[str, ...]
    later: tuple[str, ...]
    swapped: tuple[bool, ...]


@dataclass(frozen=True)
class LaterPrincessesActive(Event):
    """3 players, even turn: the princess(es) drawn in the odd turn choose now."""

    TYPE: ClassVar[str] = "emira.LaterPrincessesActive"
    turn: int


@dataclass(frozen=True)
class EmiraDeckRanOut(Event):
    """No princess is left to draw: the game ends with this turn (DESIGNED)."""

    TYPE: ClassVar[str] = "emira.EmiraDeckRanOut"
    turn: int


@dataclass(frozen=True)
class StatusCardsTurned(Event):
    """The top status card(s) turned over: one is in play; with Royal Favour, two, and its
    player chooses."""

    TYPE: ClassVar[str] = "emira.StatusCardsTurned"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class StatusCardChosen(Event):
    TYPE: ClassVar[str] = "emira.StatusCardChosen"
    seat: int
    card: str
    bottom: str


@dataclass(frozen=True)
class CounterPlaced(Event):
    """The appearance counter on the board: drawn from the bag, or picked (Bazaar, `seat`)."""

    TYPE: ClassVar[str] = "emira.CounterPlaced"
    kind: str
    seat: int | None


@dataclass(frozen=True)
class MarkersPlaced(Event):
    """Palace section, camel, caravans placed from the supply where the last was bought."""

    TYPE: ClassVar[str] = "emira.MarkersPlaced"
    markers: tuple[str, ...]


# --- bidding and actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundOpened(Event):
    TYPE: ClassVar[str] = "emira.RoundOpened"
    opener: int
    bidder: int  # who bids first (the opener)


@dataclass(frozen=True)
class BidRaised(Event):
    TYPE: ClassVar[str] = "emira.BidRaised"
    seat: int
    amount: int
    next: int  # who bids next (-1: the round is over)


@dataclass(frozen=True)
class BidPassed(Event):
    TYPE: ClassVar[str] = "emira.BidPassed"
    seat: int
    next: int


@dataclass(frozen=True)
class RoundWon(Event):
    """`seat` chooses an action: his bid `bid` cost him `paid` (the camel discount taken
    off, never below 0); `free` when everybody passed, or he is the last to act."""

    TYPE: ClassVar[str] = "emira.RoundWon"
    seat: int
    bid: int
    paid: int
    free: bool
    last: bool  # the last seat without an action: it may still bid (4.4.2 rule 4)


@dataclass(frozen=True)
class LastBid(Event):
    """The last seat to act bid anyway (4.4.2 rule 4) and paid `paid`."""

    TYPE: ClassVar[str] = "emira.LastBid"
    seat: int
    bid: int
    paid: int


@dataclass(frozen=True)
class ActionTaken(Event):
    """`item`: the caravan ("small_slow"…), the status card, the counter type, or ""."""

    TYPE: ClassVar[str] = "emira.ActionTaken"
    seat: int
    action: str
    item: str
    cost: int


@dataclass(frozen=True)
class NoActionTaken(Event):
    """The seat took no action, or the 150 gold instead (`gold`)."""

    TYPE: ClassVar[str] = "emira.NoActionTaken"
    seat: int
    gold: bool


@dataclass(frozen=True)
class BiddingEnded(Event):
    """Unbought: the counter back into the bag, the status card to the bottom of its deck."""

    TYPE: ClassVar[str] = "emira.BiddingEnded"
    counter: str | None
    status: str | None


# --- buying event cards -------------------------------------------------------------------------


@dataclass(frozen=True)
class EventsBought(Event):
    TYPE: ClassVar[str] = "emira.EventsBought"
    seat: int
    count: int
    paid: int


@dataclass(frozen=True)
class EventCardsDrawn(_Own):
    TYPE: ClassVar[str] = "emira.EventCardsDrawn"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "count")
    seat: int
    count: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class EventCardKept(_Own):
    """One kept; `returned` go face down to the bottom of the event deck."""

    TYPE: ClassVar[str] = "emira.EventCardKept"
    seat: int
    card: str
    returned: tuple[str, ...]


# --- the princess chooses ---------------------------------------------------------------------


@dataclass(frozen=True)
class GoldRevealed(Event):
    """A princess who looks at gold chooses: every sheik's gold, face up."""

    TYPE: ClassVar[str] = "emira.GoldRevealed"
    gold: tuple[int, ...]


@dataclass(frozen=True)
class PrincessJoined(Event):
    TYPE: ClassVar[str] = "emira.PrincessJoined"
    princess: str
    seat: int
    preference: str = ""  # what decided her: a preference, "room", or "" (she did not choose)


@dataclass(frozen=True)
class PrincessUndecided(Event):
    TYPE: ClassVar[str] = "emira.PrincessUndecided"
    princess: str


@dataclass(frozen=True)
class PrincessLeft(Event):
    """`to`: "deck" (the bottom of the Emira deck), "out" (out of the game), or a seat
    number as text (Xenia moving on)."""

    TYPE: ClassVar[str] = "emira.PrincessLeft"
    princess: str
    seat: int
    reason: str
    to: str


@dataclass(frozen=True)
class CounterDiscarded(Event):
    """Samira: an appearance counter back into the bag."""

    TYPE: ClassVar[str] = "emira.CounterDiscarded"
    seat: int
    kind: str


@dataclass(frozen=True)
class StatusDiscarded(Event):
    """Zahrah: a status card out of the game."""

    TYPE: ClassVar[str] = "emira.StatusDiscarded"
    seat: int
    card: str


@dataclass(frozen=True)
class TurnLost(Event):
    """Hind: `seat` cannot act in turn `turn`."""

    TYPE: ClassVar[str] = "emira.TurnLost"
    seat: int
    turn: int


@dataclass(frozen=True)
class DuesOwed(Event):
    """Suleika: a one-time upkeep for a newcomer, paid in this turn's upkeep."""

    TYPE: ClassVar[str] = "emira.DuesOwed"
    seat: int
    amount: int


# --- upkeep and the end of the turn ----------------------------------------------------------


@dataclass(frozen=True)
class UpkeepPaid(Event):
    """`full`: the whole upkeep; otherwise all his gold (a tumult follows)."""

    TYPE: ClassVar[str] = "emira.UpkeepPaid"
    seat: int
    amount: int
    full: bool


@dataclass(frozen=True)
class XeniaGiftPaid(Event):
    TYPE: ClassVar[str] = "emira.XeniaGiftPaid"
    seat: int
    amount: int


@dataclass(frozen=True)
class XeniaMarkerRemoved(Event):
    TYPE: ClassVar[str] = "emira.XeniaMarkerRemoved"
    markers: int


@dataclass(frozen=True)
class TurnEnded(Event):
    TYPE: ClassVar[str] = "emira.TurnEnded"
    turn: int
    first: int  # the first player of the next turn


@dataclass(frozen=True)
class GameEnded(Event):
    """`goals`: every seat's goal card, revealed."""

    TYPE: ClassVar[str] = "emira.GameEnded"
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str
    goals: tuple[str, ...]


EVENT_TYPES: dict[str, type[Event]] = event_table(
    "emira",
    GameCreated,
    ColoursDrawn, FirstPlayerDrawn, StatusDeckShuffled, GoalDealt, EventDeckShuffled,
    StartingEventsDealt, StartingEventKept, StartingEventsReturned, EmiraDeckShuffled,
    TurnBegan, PhaseBegan, StageReached, DecisionAsked, SeatDone,
    EventPlayed, GoldGained, CamelsChanged, TrackMoved, EmiraCardsSeen, MindChanged,
    EmiraDeckReordered, UndecidedSentHome,
    IncomePaid, PrincessesDrawn, LaterPrincessesActive, EmiraDeckRanOut, StatusCardsTurned,
    StatusCardChosen, CounterPlaced, MarkersPlaced,
    RoundOpened, BidRaised, BidPassed, RoundWon, LastBid, ActionTaken, NoActionTaken,
    BiddingEnded,
    EventsBought, EventCardsDrawn, EventCardKept,
    GoldRevealed, PrincessJoined, PrincessUndecided, PrincessLeft, CounterDiscarded,
    StatusDiscarded, TurnLost, DuesOwed,
    UpkeepPaid, XeniaGiftPaid, XeniaMarkerRemoved, TurnEnded, GameEnded,
)
