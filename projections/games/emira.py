"""Emira's projection adapter: every bid and pass, who won each action at what price, the
event cards bought, income, each princess's choice, departures (tumults among them), upkeep,
and each seat's outcome.

Only public events are read. The secrets — a goal card (`GoalDealt`), the cards in a hand
(`StartingEventsDealt`, `EventCardsDrawn`, `EventCardKept`), the Emira cards seen
(`EmiraCardsSeen`, `MindChanged`, `EmiraDeckReordered`), the order of every deck — have no
handler; the goals reach `emira_outcomes` from `GameEnded`, which reveals them.

A princess's preferences come from the content the game was created with (matched by its
hash; a stream of other content leaves them NULL) and the `swapped` flags of
`PrincessesDrawn`. The preference that decided a choice is the event's own `preference` when
it carries one (NULL otherwise): the projection never re-runs the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa

from projections.kit import Columns, Handler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.emira import content as emira_content
from service.games.emira import events as ev
from service.kit.base import GameCreated

_S, _I, _B = pa.string(), pa.int32(), pa.bool_()
_G = [("game_id", "VARCHAR", _S)]
_T = [*_G, ("turn", "INTEGER", _I)]
TABLES: dict[str, Columns] = {
    "emira_bids": [
        *_T, ("round", "INTEGER", _I), ("seat", "INTEGER", _I), ("kind", "VARCHAR", _S),
        ("amount", "INTEGER", _I),
    ],
    "emira_actions": [
        *_T, ("round", "INTEGER", _I), ("seat", "INTEGER", _I), ("action", "VARCHAR", _S),
        ("item", "VARCHAR", _S), ("bid", "INTEGER", _I), ("paid", "INTEGER", _I),
        ("cost", "INTEGER", _I), ("free", "BOOLEAN", _B), ("last_seat", "BOOLEAN", _B),
    ],
    "emira_purchases": [
        *_T, ("seat", "INTEGER", _I), ("cards", "INTEGER", _I), ("paid", "INTEGER", _I),
    ],
    "emira_income": [
        *_T, ("seat", "INTEGER", _I), ("source", "VARCHAR", _S), ("amount", "INTEGER", _I),
    ],
    "emira_choices": [
        *_T, ("princess", "VARCHAR", _S), ("seat", "INTEGER", _I), ("undecided", "BOOLEAN", _B),
        ("first_preference", "VARCHAR", _S), ("second_preference", "VARCHAR", _S),
        ("preference", "VARCHAR", _S), ("was_undecided", "BOOLEAN", _B),
    ],
    "emira_departures": [
        *_T, ("princess", "VARCHAR", _S), ("seat", "INTEGER", _I), ("reason", "VARCHAR", _S),
        ("destination", "VARCHAR", _S),
    ],
    "emira_upkeep": [
        *_T, ("seat", "INTEGER", _I), ("amount", "INTEGER", _I), ("paid_in_full", "BOOLEAN", _B),
        ("xenia_gift", "BOOLEAN", _B),
    ],
    "emira_outcomes": [
        *_G, ("seat", "INTEGER", _I), ("players", "INTEGER", _I), ("advanced", "BOOLEAN", _B),
        ("colour", "VARCHAR", _S), ("goal", "VARCHAR", _S), ("princesses", "INTEGER", _I),
        ("score", "INTEGER", _I), ("winner", "BOOLEAN", _B), ("reason", "VARCHAR", _S),
    ],
}


@dataclass
class State:
    players: int = 0
    advanced: bool = False
    preferences: dict[str, tuple[str | None, str | None]] | None = None  # from the content
    turn: int = 0
    round: int = 0  # bidding rounds opened this turn
    colours: tuple[str, ...] = ()
    won: dict[int, ev.RoundWon | ev.LastBid] = field(default_factory=dict)
    swapped: set[str] = field(default_factory=set)
    undecided: set[str] = field(default_factory=set)
    princesses: dict[int, int] = field(default_factory=dict)


def _preferences(content_hash: str) -> dict[str, tuple[str | None, str | None]] | None:
    c = emira_content.load()
    if c.hash != content_hash:
        return None
    return {k: (p.first, p.second) for k, p in c.princesses.items()}


def new_state(created: GameCreated | None) -> State:
    if created is None:
        return State()
    options: Any = created.options
    advanced = bool(options.get("advanced")) if isinstance(options, dict) else False
    return State(len(created.players), advanced, _preferences(created.content_hash))


def on_colours(track: GameTrack, e: ev.ColoursDrawn, meta: Meta, out: Rows) -> None:
    track.state.colours = tuple(e.colours)


def on_turn(track: GameTrack, e: ev.TurnBegan, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.turn, s.round = e.turn, 0
    s.won.clear()


def on_round(track: GameTrack, e: ev.RoundOpened, meta: Meta, out: Rows) -> None:
    track.state.round += 1


def _bid(track: GameTrack, seat: int, kind: str, amount: int | None, out: Rows) -> None:
    s: State = track.state
    out.add("emira_bids", (track.game_id, s.turn, s.round, seat, kind, amount))


def on_bid(track: GameTrack, e: ev.BidRaised, meta: Meta, out: Rows) -> None:
    _bid(track, e.seat, "bid", e.amount, out)


def on_pass(track: GameTrack, e: ev.BidPassed, meta: Meta, out: Rows) -> None:
    _bid(track, e.seat, "pass", None, out)


def on_round_won(track: GameTrack, e: ev.RoundWon, meta: Meta, out: Rows) -> None:
    track.state.won[e.seat] = e


def on_last_bid(track: GameTrack, e: ev.LastBid, meta: Meta, out: Rows) -> None:
    track.state.won[e.seat] = e
    _bid(track, e.seat, "last_bid", e.bid, out)


def _action(track: GameTrack, seat: int, action: str, item: str | None, cost: int,
            out: Rows) -> None:
    s: State = track.state
    won = s.won.pop(seat, None)
    free = isinstance(won, ev.RoundWon) and won.free
    last = isinstance(won, ev.LastBid) or (isinstance(won, ev.RoundWon) and won.last)
    out.add("emira_actions", (
        track.game_id, s.turn, s.round, seat, action, item,
        None if won is None else won.bid, None if won is None else won.paid, cost, free, last,
    ))


def on_action(track: GameTrack, e: ev.ActionTaken, meta: Meta, out: Rows) -> None:
    _action(track, e.seat, e.action, e.item or None, e.cost, out)


def on_no_action(track: GameTrack, e: ev.NoActionTaken, meta: Meta, out: Rows) -> None:
    """The 150 gold is an `action` "gold" (with no bid when taken instead of bidding)."""
    _action(track, e.seat, "gold" if e.gold else "none", None, 0, out)


def on_events_bought(track: GameTrack, e: ev.EventsBought, meta: Meta, out: Rows) -> None:
    out.add("emira_purchases", (track.game_id, track.state.turn, e.seat, e.count, e.paid))


def on_income(track: GameTrack, e: ev.IncomePaid, meta: Meta, out: Rows) -> None:
    out.add("emira_income", (track.game_id, track.state.turn, e.seat, "income", e.amount))


def on_gold(track: GameTrack, e: ev.GoldGained, meta: Meta, out: Rows) -> None:
    out.add("emira_income", (track.game_id, track.state.turn, e.seat, e.reason, e.amount))


def on_drawn(track: GameTrack, e: ev.PrincessesDrawn, meta: Meta, out: Rows) -> None:
    s: State = track.state
    for princess, swapped in zip((*e.active, *e.later), e.swapped, strict=False):
        (s.swapped.add if swapped else s.swapped.discard)(princess)


def _choice(track: GameTrack, princess: str, seat: int | None, preference: str | None,
            out: Rows) -> None:
    s: State = track.state
    first, second = (s.preferences or {}).get(princess, (None, None))
    if princess in s.swapped and second is not None:
        first, second = second, first
    was = princess in s.undecided
    if seat is None:
        s.undecided.add(princess)
    else:
        s.undecided.discard(princess)
        s.princesses[seat] = s.princesses.get(seat, 0) + 1
    out.add("emira_choices", (track.game_id, s.turn, princess, seat, seat is None, first,
                              second, preference, was))


def on_joined(track: GameTrack, e: ev.PrincessJoined, meta: Meta, out: Rows) -> None:
    _choice(track, e.princess, e.seat, e.preference or None, out)


def on_undecided(track: GameTrack, e: ev.PrincessUndecided, meta: Meta, out: Rows) -> None:
    if e.princess not in track.state.undecided:
        _choice(track, e.princess, None, None, out)


def on_sent_home(track: GameTrack, e: ev.UndecidedSentHome, meta: Meta, out: Rows) -> None:
    s: State = track.state
    for princess in e.princesses:
        s.undecided.discard(princess)
        out.add("emira_departures", (track.game_id, s.turn, princess, None, "homesick", "deck"))


def on_left(track: GameTrack, e: ev.PrincessLeft, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.princesses[e.seat] = s.princesses.get(e.seat, 0) - 1
    out.add("emira_departures", (track.game_id, s.turn, e.princess, e.seat, e.reason, e.to))


def on_upkeep(track: GameTrack, e: ev.UpkeepPaid, meta: Meta, out: Rows) -> None:
    out.add("emira_upkeep", (track.game_id, track.state.turn, e.seat, e.amount, e.full, False))


def on_xenia(track: GameTrack, e: ev.XeniaGiftPaid, meta: Meta, out: Rows) -> None:
    out.add("emira_upkeep", (track.game_id, track.state.turn, e.seat, e.amount, True, True))


def on_game_ended(track: GameTrack, e: ev.GameEnded, meta: Meta, out: Rows) -> None:
    """The `games` row's end is written centrally; these are the seats' outcomes."""
    s: State = track.state
    winners = set(e.winners)
    for seat, score in enumerate(e.scores):
        colour = s.colours[seat] if seat < len(s.colours) else None
        goal = e.goals[seat] if seat < len(e.goals) else None
        out.add("emira_outcomes", (
            track.game_id, seat, s.players or len(e.scores), s.advanced, colour, goal,
            s.princesses.get(seat, 0), score, seat in winners, e.reason,
        ))


ROUTES: dict[str, Handler] = {
    ev.ColoursDrawn.TYPE: on_colours,
    ev.TurnBegan.TYPE: on_turn,
    ev.RoundOpened.TYPE: on_round,
    ev.BidRaised.TYPE: on_bid,
    ev.BidPassed.TYPE: on_pass,
    ev.RoundWon.TYPE: on_round_won,
    ev.LastBid.TYPE: on_last_bid,
    ev.ActionTaken.TYPE: on_action,
    ev.NoActionTaken.TYPE: on_no_action,
    ev.EventsBought.TYPE: on_events_bought,
    ev.IncomePaid.TYPE: on_income,
    ev.GoldGained.TYPE: on_gold,
    ev.PrincessesDrawn.TYPE: on_drawn,
    ev.PrincessJoined.TYPE: on_joined,
    ev.PrincessUndecided.TYPE: on_undecided,
    ev.UndecidedSentHome.TYPE: on_sent_home,
    ev.PrincessLeft.TYPE: on_left,
    ev.UpkeepPaid.TYPE: on_upkeep,
    ev.XeniaGiftPaid.TYPE: on_xenia,
    ev.GameEnded.TYPE: on_game_ended,
}

# Outcome rows exist only for finished games. Each statistic adds an "all" row where it
# groups, which also answers (empty or zero) before any Emira game ended.
STATISTICS: tuple[Statistic, ...] = queries("emira")  # projections/queries/emira-*.sql
