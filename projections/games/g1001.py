"""1001's projection adapter: votes, Vizier bans, flights, purchases and each game's result.

Secrets stay secret: vote rows come from the reveal (`VotesRevealed`), never from
`VoteCast`, and the Vizier row from the ban (`RouteBanned`), so a live game's hidden
choices reach no fact table before they are turned face up. The secret `VizierChosen` has
no handler. (The `events` table, audit-level, holds everything.)

The tally is read from the events the rules record, never worked out again: the reveal
gives the cards, `UnanimousBonusScored` the unanimity, `IndividualPointsScored` the
opposing seats that guessed an active card, `RouteBanned` the Vizier's direction and the
active votes it sent back; the tally's rows are written when the ban (its last event)
arrives. Teams come from `game.Created`'s options (`day_seats`/`night_seats`, which the
rules always fill); a stream without them learns what the public tally events say.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pyarrow as pa

from projections.kit import Columns, Handler, RawHandler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.g1001 import events as ev
from service.kit.base import GameCreated

_S, _I, _B = pa.string(), pa.int32(), pa.bool_()
TABLES: dict[str, Columns] = {
    "g1001_votes": [
        ("game_id", "VARCHAR", _S), ("turn", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("team", "VARCHAR", _S), ("active", "BOOLEAN", _B), ("card", "INTEGER", _I),
        ("matched", "BOOLEAN", _B), ("banned", "BOOLEAN", _B),
    ],
    "g1001_viziers": [
        ("game_id", "VARCHAR", _S), ("turn", "INTEGER", _I), ("team", "VARCHAR", _S),
        ("direction", "INTEGER", _I), ("hit", "BOOLEAN", _B), ("unanimous", "BOOLEAN", _B),
    ],
    "g1001_flights": [
        ("game_id", "VARCHAR", _S), ("turn", "INTEGER", _I), ("team", "VARCHAR", _S),
        ("direction", "INTEGER", _I), ("card", "VARCHAR", _S), ("drawn", "BOOLEAN", _B),
        ("grounded", "BOOLEAN", _B), ("start_space", "INTEGER", _I),
        ("end_space", "INTEGER", _I), ("steps", "INTEGER", _I), ("reason", "VARCHAR", _S),
        ("gems_gained", "INTEGER", _I), ("gems_lost", "INTEGER", _I),
        ("clouds_gained", "INTEGER", _I), ("clouds_lost", "INTEGER", _I),
    ],
    "g1001_purchases": [
        ("game_id", "VARCHAR", _S), ("turn", "INTEGER", _I), ("team", "VARCHAR", _S),
        ("seat", "INTEGER", _I), ("kind", "VARCHAR", _S), ("reward", "VARCHAR", _S),
        ("red", "INTEGER", _I), ("blue", "INTEGER", _I), ("green", "INTEGER", _I),
        ("clouds", "INTEGER", _I), ("points", "INTEGER", _I),
    ],
    "g1001_results": [
        ("game_id", "VARCHAR", _S), ("winning_team", "VARCHAR", _S),
        ("day_points", "INTEGER", _I), ("night_points", "INTEGER", _I),
    ],
}

TEAMS = ("day", "night")
# One step on the 8×8 wrapping board for directions 1 up, 2 right, 3 down, 4 left.
_STEP = {1: (-1, 0), 2: (0, 1), 3: (1, 0), 4: (0, -1)}


def _other(team: str | None) -> str | None:
    return {"day": "night", "night": "day"}.get(team or "")


def _step_back(space: int, direction: int) -> int:
    dr, dc = _STEP[direction]
    row, col = divmod(space, 8)
    return ((row - dr) % 8) * 8 + (col - dc) % 8


@dataclass
class Tally:
    """The turn's revealed votes, waiting for the rest of the tally."""

    turn: int
    votes: list  # [(seat, [cards])]
    unanimous: bool = False
    scorers: set[int] = field(default_factory=set)  # opposing seats that guessed right


@dataclass
class Flight:
    direction: int
    card: str
    drawn: bool
    steps: int = 0
    first_space: int | None = None
    gems_gained: int = 0
    gems_lost: int = 0
    clouds_gained: int = 0
    clouds_lost: int = 0


@dataclass
class State:
    teams: dict[int, str] = field(default_factory=dict)  # seat → team
    turn: int = 0
    active: str | None = None
    tally: Tally | None = None
    space: int | None = None  # Aladdin's space when this turn's flight starts
    flight: Flight | None = None


def new_state(created: GameCreated | None) -> State:
    state = State()
    if created is not None:
        for team in TEAMS:
            for seat in created.options.get(f"{team}_seats", ()):
                if isinstance(seat, int):
                    state.teams[seat] = team
    return state


# --- the turn and its tally ---------------------------------------------------------------


def on_turn_began(track: GameTrack, e: ev.TurnBegan, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.turn, s.active, s.tally, s.flight = e.turn, e.active, None, None


def on_votes_revealed(track: GameTrack, e: ev.VotesRevealed, meta: Meta, out: Rows) -> None:
    track.state.tally = Tally(e.turn, e.votes)


def on_unanimous(track: GameTrack, envelope: bytes, out: Rows) -> None:
    tally: Tally | None = track.state.tally
    if tally is not None:
        tally.unanimous = True


def on_points_scored(track: GameTrack, e: ev.IndividualPointsScored, meta: Meta,
                     out: Rows) -> None:
    s: State = track.state
    if s.tally is not None:
        s.tally.scorers.add(e.seat)
    if (team := _other(s.active)) is not None:
        s.teams.setdefault(e.seat, team)  # only an opposing seat scores for its guess


def on_route_banned(track: GameTrack, e: ev.RouteBanned, meta: Meta, out: Rows) -> None:
    """The tally's last event: its vote rows and the Vizier's row."""
    s: State = track.state
    t = s.tally
    if t is None:
        return
    s.tally = None
    if s.active is not None:
        for seat in e.returned:
            s.teams.setdefault(seat, s.active)  # a vote sent back is an active one
    guessed = {card for seat, cards in t.votes if seat in t.scorers for card in cards}
    gid, teams, active, scorers = track.game_id, s.teams, s.active, t.scorers
    for seat, cards in t.votes:
        team = teams.get(seat)
        if team is not None and team == active:
            for card in cards:
                out.add("g1001_votes", (gid, t.turn, seat, team, True, card, card in guessed,
                                        card == e.direction))
        else:
            is_active = None if team is None else False
            for card in cards:
                out.add("g1001_votes", (gid, t.turn, seat, team, is_active, card,
                                        seat in scorers, None))
    out.add("g1001_viziers", (gid, t.turn, _other(active), e.direction, bool(e.returned),
                              t.unanimous))


# --- the flight ---------------------------------------------------------------------------


def on_route_selected(track: GameTrack, e: ev.RouteSelected, meta: Meta, out: Rows) -> None:
    track.state.flight = Flight(direction=e.direction, card=e.card, drawn=e.drawn)


def count_step(track: GameTrack, envelope: bytes, out: Rows) -> None:
    s: State = track.state
    f = s.flight
    if f is not None:
        f.steps += 1
        if f.steps == 1 and s.space is None:  # the game's first flight: where did it start?
            f.first_space = json.loads(envelope)["data"]["space"]


def count_gem_gained(track: GameTrack, envelope: bytes, out: Rows) -> None:
    f: Flight | None = track.state.flight
    if f is not None:
        f.gems_gained += 1


def count_gem_lost(track: GameTrack, envelope: bytes, out: Rows) -> None:
    f: Flight | None = track.state.flight
    if f is not None:
        f.gems_lost += 1


def on_clouds_gained(track: GameTrack, e: ev.CloudsGained, meta: Meta, out: Rows) -> None:
    f: Flight | None = track.state.flight
    if f is not None and e.space is not None:  # space None: the turn's +1, not the flight's
        f.clouds_gained += e.count
        f.clouds_lost += e.returned  # over the 10-cloud limit: gained, then given back


def on_clouds_lost(track: GameTrack, e: ev.CloudsLost, meta: Meta, out: Rows) -> None:
    f: Flight | None = track.state.flight
    if f is not None:
        f.clouds_lost += e.count


def on_flight_ended(track: GameTrack, e: ev.FlightEnded, meta: Meta, out: Rows) -> None:
    s: State = track.state
    f = s.flight
    if f is None:
        return
    start = s.space
    if start is None and f.first_space is not None:
        start = _step_back(f.first_space, f.direction)  # every card's first leg is "forward"
    out.add("g1001_flights", (
        track.game_id, e.turn, s.active, f.direction, f.card, f.drawn, False, start, e.space,
        f.steps, e.reason, f.gems_gained, f.gems_lost, f.clouds_gained, f.clouds_lost,
    ))
    s.space, s.flight = e.space, None


def on_flight_grounded(track: GameTrack, e: ev.FlightGrounded, meta: Meta, out: Rows) -> None:
    s: State = track.state
    out.add("g1001_flights", (
        track.game_id, e.turn, s.active, None, None, None, True, s.space, s.space, 0,
        "grounded", 0, 0, 0, 0,
    ))


# --- buying and the end ---------------------------------------------------------------------


def on_reward_bought(track: GameTrack, e: ev.RewardBought, meta: Meta, out: Rows) -> None:
    track.state.teams.setdefault(e.seat, e.team)
    out.add("g1001_purchases", (track.game_id, e.turn, e.team, e.seat, "reward", e.reward,
                                e.red, e.blue, e.green, e.clouds, e.points))


def on_tokens_exchanged(track: GameTrack, e: ev.TokensExchanged, meta: Meta, out: Rows) -> None:
    track.state.teams.setdefault(e.seat, e.team)
    out.add("g1001_purchases", (track.game_id, e.turn, e.team, e.seat, "exchange", None,
                                e.red, e.blue, e.green, e.clouds, e.points))


def winning_team(state: State, e: ev.GameEnded) -> str:
    """The team of every winner; "tie" when winners sit on both teams. When a winner's team
    is unknown, the team points decide (equal points: "tie")."""
    teams = {state.teams.get(seat) for seat in e.winners}
    if None not in teams and len(teams) == 1:
        return teams.pop()  # type: ignore[return-value]
    if None not in teams and len(teams) > 1:
        return "tie"
    if e.day_points == e.night_points:
        return "tie"
    return "day" if e.day_points > e.night_points else "night"


def on_game_ended(track: GameTrack, e: ev.GameEnded, meta: Meta, out: Rows) -> None:
    """The `games` row's end is written centrally; this is 1001's own result."""
    out.add("g1001_results", (track.game_id, winning_team(track.state, e), e.day_points,
                              e.night_points))


# Events not listed (VoteCast, VizierChosen, TurnEnded, the chance outcomes, …) need no
# handler: what the facts need of them is repeated in a later, public event.
ROUTES: dict[str, Handler] = {
    ev.TurnBegan.TYPE: on_turn_began,
    ev.VotesRevealed.TYPE: on_votes_revealed,
    ev.IndividualPointsScored.TYPE: on_points_scored,
    ev.RouteBanned.TYPE: on_route_banned,
    ev.RouteSelected.TYPE: on_route_selected,
    ev.CloudsGained.TYPE: on_clouds_gained,
    ev.CloudsLost.TYPE: on_clouds_lost,
    ev.FlightEnded.TYPE: on_flight_ended,
    ev.FlightGrounded.TYPE: on_flight_grounded,
    ev.RewardBought.TYPE: on_reward_bought,
    ev.TokensExchanged.TYPE: on_tokens_exchanged,
    ev.GameEnded.TYPE: on_game_ended,
}

# Frequent events that are only counted (or only flag something): never decoded.
RAW_ROUTES: dict[str, RawHandler] = {
    ev.UnanimousBonusScored.TYPE: on_unanimous,
    ev.AladdinMoved.TYPE: count_step,
    ev.GemGained.TYPE: count_gem_gained,
    ev.GemDiscarded.TYPE: count_gem_lost,
}

STATISTICS: tuple[Statistic, ...] = queries("1001")  # projections/queries/1001-*.sql
