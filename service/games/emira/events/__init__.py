"""Events of Emira: past-tense facts with stable stored names ("emira.BidRaised").

Every event carries what its fold needs. Secrets (README "Secrets"): a goal card, the event
cards in a hand and those drawn when buying, the Emira cards seen with Changing Her Mind or
Court Influence are their seat's (`audience()`, others see `PUBLIC_FIELDS`); the order of a
shuffled deck is nobody's (`audience()` is the empty set: the auditor reads it).

The classes live by concern (`setup`, `turn`, `cards`, `bidding`, `princesses`; who sees them
in `audience`); every one is importable from here, and `EVENT_TYPES` is the one table of them.
"""

from __future__ import annotations

from service.games.base import Event, GameCreated, event_table
from service.games.emira.events.bidding import (
    ActionTaken,
    BiddingEnded,
    BidPassed,
    BidRaised,
    LastBid,
    NoActionTaken,
    RoundOpened,
    RoundWon,
)
from service.games.emira.events.cards import (
    CamelsChanged,
    EmiraCardsSeen,
    EmiraDeckReordered,
    EventCardKept,
    EventCardsDrawn,
    EventPlayed,
    EventsBought,
    GoldGained,
    MindChanged,
    TrackMoved,
    UndecidedSentHome,
)
from service.games.emira.events.princesses import (
    CounterDiscarded,
    DuesOwed,
    GoldRevealed,
    PrincessJoined,
    PrincessLeft,
    PrincessUndecided,
    StatusDiscarded,
    TurnLost,
)
from service.games.emira.events.setup import (
    ColoursDrawn,
    EmiraDeckShuffled,
    EventDeckShuffled,
    FirstPlayerDrawn,
    GoalDealt,
    StartingEventKept,
    StartingEventsDealt,
    StartingEventsReturned,
    StatusDeckShuffled,
)
from service.games.emira.events.turn import (
    CounterPlaced,
    DecisionAsked,
    EmiraDeckRanOut,
    GameEnded,
    IncomePaid,
    LaterPrincessesActive,
    MarkersPlaced,
    PhaseBegan,
    PrincessesDrawn,
    SeatDone,
    StageReached,
    StatusCardChosen,
    StatusCardsTurned,
    TurnBegan,
    TurnEnded,
    UpkeepPaid,
    XeniaGiftPaid,
    XeniaMarkerRemoved,
)

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

__all__ = [
    "EVENT_TYPES",
    "ColoursDrawn",
    "FirstPlayerDrawn",
    "StatusDeckShuffled",
    "GoalDealt",
    "EventDeckShuffled",
    "StartingEventsDealt",
    "StartingEventKept",
    "StartingEventsReturned",
    "EmiraDeckShuffled",
    "TurnBegan",
    "PhaseBegan",
    "StageReached",
    "DecisionAsked",
    "SeatDone",
    "IncomePaid",
    "PrincessesDrawn",
    "LaterPrincessesActive",
    "EmiraDeckRanOut",
    "StatusCardsTurned",
    "StatusCardChosen",
    "CounterPlaced",
    "MarkersPlaced",
    "UpkeepPaid",
    "XeniaGiftPaid",
    "XeniaMarkerRemoved",
    "TurnEnded",
    "GameEnded",
    "EventPlayed",
    "GoldGained",
    "CamelsChanged",
    "TrackMoved",
    "EmiraCardsSeen",
    "MindChanged",
    "EmiraDeckReordered",
    "UndecidedSentHome",
    "EventsBought",
    "EventCardsDrawn",
    "EventCardKept",
    "RoundOpened",
    "BidRaised",
    "BidPassed",
    "RoundWon",
    "LastBid",
    "ActionTaken",
    "NoActionTaken",
    "BiddingEnded",
    "GoldRevealed",
    "PrincessJoined",
    "PrincessUndecided",
    "PrincessLeft",
    "CounterDiscarded",
    "StatusDiscarded",
    "TurnLost",
    "DuesOwed",
]
