"""1001's fact tables: votes, Vizier bans, flights, purchases, and the end of the game.

Secrets stay secret: vote rows come from `VotesRevealed`, never from `VoteCast`, and the
Vizier row from the same reveal, so a live game's hidden choices reach no fact table before
the table sees them turned face up. (The `events` table, audit-level, holds everything.)

Teams are not in the vote events: they come from `game.Created`'s options (`day_seats`,
`night_seats`), and are also learnt from what the events say (`VizierChosen.team_seats` are
the opposing team this turn, the other voters the active team), so that a stream without
those options still gets its teams.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from projections.handlers_game import Handler, RawHandler
from projections.tracks import GameTrack, Rows, micros
from service.app.codec import Meta
from service.games.base import GameCreated
from service.games.g1001 import events as ev

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
    teams: dict[int, str] = field(default_factory=dict)  # seat → team, as learnt
    turn: int = 0
    active: str | None = None
    opposing: tuple[int, ...] = ()  # seats of this turn's opposing team, once known
    space: int | None = None  # Aladdin's space when this turn's flight starts
    flight: Flight | None = None


def new_state(created: GameCreated | None) -> State:
    """Teams from the game's options when known (the rules normalise them into
    `day_seats`/`night_seats`); otherwise they are learnt from the events."""
    state = State()
    if created is not None:
        for team in TEAMS:
            for seat in created.options.get(f"{team}_seats", ()):
                if isinstance(seat, int):
                    state.teams[seat] = team
    return state


def _team(state: State, seat: int) -> str | None:
    if state.opposing:
        return _other(state.active) if seat in state.opposing else state.active
    return state.teams.get(seat)


def on_turn_began(track: GameTrack, e: ev.TurnBegan, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.turn, s.active, s.opposing, s.flight = e.turn, e.active, (), None


def on_vizier_chosen(track: GameTrack, e: ev.VizierChosen, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.opposing = tuple(e.team_seats)
    for seat in e.team_seats:
        s.teams[seat] = e.team


def on_votes_revealed(track: GameTrack, e: ev.VotesRevealed, meta: Meta, out: Rows) -> None:
    s: State = track.state
    if s.opposing and s.active:
        for seat, _ in e.votes:
            if seat not in s.opposing:
                s.teams[seat] = s.active
    active_cards: list[int] = []
    opposing_cards: list[int] = []
    for seat, cards in e.votes:
        team = _team(s, seat)
        if team is not None:
            (active_cards if team == s.active else opposing_cards).extend(cards)
    hit = e.vizier in active_cards
    gid = track.game_id
    for seat, cards in e.votes:
        team = _team(s, seat)
        is_active = None if team is None else team == s.active
        for card in cards:
            if is_active:
                out.add("g1001_votes", (gid, e.turn, seat, team, True, card,
                                        card in opposing_cards, card == e.vizier))
            else:
                out.add("g1001_votes", (gid, e.turn, seat, team, is_active, card,
                                        card in active_cards, None))
    unanimous = len(active_cards) >= 2 and len(set(active_cards)) == 1
    out.add("g1001_viziers", (gid, e.turn, _other(s.active), e.vizier, hit, unanimous))


def on_route_selected(track: GameTrack, e: ev.RouteSelected, meta: Meta, out: Rows) -> None:
    track.state.flight = Flight(direction=e.direction, card=e.card, drawn=e.drawn)


# --- raw handlers: frequent events that are only counted, so never decoded ---------------


def count_step(track: GameTrack, state: bytes, out: Rows) -> None:
    s: State = track.state
    f = s.flight
    if f is not None:
        f.steps += 1
        if f.steps == 1 and s.space is None:  # the game's first flight: where did it start?
            f.first_space = json.loads(state)["data"]["space"]


def count_gem_gained(track: GameTrack, state: bytes, out: Rows) -> None:
    f: Flight | None = track.state.flight
    if f is not None:
        f.gems_gained += 1


def count_gem_lost(track: GameTrack, state: bytes, out: Rows) -> None:
    f: Flight | None = track.state.flight
    if f is not None:
        f.gems_lost += 1


# --- handlers of decoded events, continued ----------------------------------------------


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
    was never learnt, the team points decide (equal points: "tie")."""
    teams = {state.teams.get(seat) for seat in e.winners}
    if None not in teams and len(teams) == 1:
        return teams.pop()  # type: ignore[return-value]
    if None not in teams and len(teams) > 1:
        return "tie"
    if e.day_points == e.night_points:
        return "tie"
    return "day" if e.day_points > e.night_points else "night"


def on_game_ended(track: GameTrack, e: ev.GameEnded, meta: Meta, out: Rows) -> None:
    track.finished = True
    track.result = {
        "status": "finished", "ended_at": micros(meta.at), "winners": list(e.winners),
        "scores": list(e.scores), "winning_team": winning_team(track.state, e),
        "day_points": e.day_points, "night_points": e.night_points,
    }


# Events not listed (VoteCast, TurnEnded, the chance outcomes, …) need no handler: what
# the facts need of them is repeated in a later event (VotesRevealed, FlightEnded).
ROUTES: dict[str, Handler] = {
    ev.TurnBegan.TYPE: on_turn_began,
    ev.VizierChosen.TYPE: on_vizier_chosen,
    ev.VotesRevealed.TYPE: on_votes_revealed,
    ev.RouteSelected.TYPE: on_route_selected,
    ev.CloudsGained.TYPE: on_clouds_gained,
    ev.CloudsLost.TYPE: on_clouds_lost,
    ev.FlightEnded.TYPE: on_flight_ended,
    ev.FlightGrounded.TYPE: on_flight_grounded,
    ev.RewardBought.TYPE: on_reward_bought,
    ev.TokensExchanged.TYPE: on_tokens_exchanged,
    ev.GameEnded.TYPE: on_game_ended,
}

RAW_ROUTES: dict[str, RawHandler] = {
    ev.AladdinMoved.TYPE: count_step,
    ev.GemGained.TYPE: count_gem_gained,
    ev.GemDiscarded.TYPE: count_gem_lost,
}
