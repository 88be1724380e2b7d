"""Evolve: fold one recorded 1001 event into the state. Never validates, never raises.

One handler per event class in `HANDLERS`. Records are rebuilt positionally (not with
`dataclasses.replace`, which is several times slower) because replaying a game is the hot
path of the service.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.g1001 import events as ev
from service.games.g1001.board import lay_gems, lay_tiles, path_of
from service.games.g1001.content import Content
from service.games.g1001.state import (
    BUYING,
    DAY,
    DEALING,
    DRAWING,
    EMPTY_ROUND,
    FLIGHT,
    GEMS,
    NEW_TEAM,
    OVER,
    TALLY,
    TILES,
    TURN_OVER,
    VOTING,
    Final,
    Game,
    Pending,
    Progress,
    Round,
    Setup,
    Tally,
    Team,
    make_flight,
    make_game,
    make_progress,
    make_round,
    make_tally,
    make_team,
)
from service.kit.base import Event, GameCreated


def initial_state(created: GameCreated, content: Content) -> Game:
    options = created.options or {}
    n = len(created.players)
    day = tuple(int(s) for s in options.get("day_seats", range(0, n, 2)))
    night = tuple(int(s) for s in options.get("night_seats", (s for s in range(n) if s not in day)))
    setup = Setup(tuple(created.players), day, night, created.content_hash, None, content)
    market = tuple(content.rewards)
    progress = Progress(TILES, 0, "", 0, -1, market, (0,) * n, None)
    return Game(setup, progress, NEW_TEAM, NEW_TEAM, EMPTY_ROUND, None)


# --- small positional rebuilders ----------------------------------------------------------


def _with_team(g: Game, team: str, t: Team) -> Game:
    if team == DAY:
        return make_game(g.setup, g.progress, t, g.night, g.round, g.flight)
    return make_game(g.setup, g.progress, g.day, t, g.round, g.flight)


def _with_phase(g: Game, phase: str) -> Game:
    p = g.progress
    progress = make_progress(phase, p.turn, p.active, p.point_value, p.start_space, p.market,
                             p.individual, p.final)
    return make_game(g.setup, progress, g.day, g.night, g.round, g.flight)


def _with_round(g: Game, r: Round) -> Game:
    return make_game(g.setup, g.progress, g.day, g.night, r, g.flight)


def _gems(t: Team, colour: str, delta: int) -> Team:
    if colour == "red":
        return make_team(t.clouds, t.red + delta, t.blue, t.green, t.points, t.rewards)
    if colour == "blue":
        return make_team(t.clouds, t.red, t.blue + delta, t.green, t.points, t.rewards)
    return make_team(t.clouds, t.red, t.blue, t.green + delta, t.points, t.rewards)


def _clouds(g: Game, team: str, clouds: int) -> Game:
    if team == DAY:
        t = g.day
        t = make_team(clouds, t.red, t.blue, t.green, t.points, t.rewards)
        return make_game(g.setup, g.progress, t, g.night, g.round, g.flight)
    t = g.night
    t = make_team(clouds, t.red, t.blue, t.green, t.points, t.rewards)
    return make_game(g.setup, g.progress, g.day, t, g.round, g.flight)


# --- setup ------------------------------------------------------------------------------------


def _tiles_laid_out(g: Game, e: ev.TilesLaidOut) -> Game:
    s = g.setup
    board = lay_tiles(s.content, tuple(e.tiles))
    p = g.progress
    setup = Setup(s.players, s.day_seats, s.night_seats, s.content_hash, board, s.content)
    progress = make_progress(GEMS, p.turn, p.active, p.point_value, board.palace_start,
                             p.market, p.individual, p.final)
    return make_game(setup, progress, g.day, g.night, g.round, g.flight)


def _gems_laid_out(g: Game, e: ev.GemsLaidOut) -> Game:
    s = g.setup
    board = lay_gems(s.board, tuple(e.gems)) if s.board is not None else None
    setup = Setup(s.players, s.day_seats, s.night_seats, s.content_hash, board, s.content)
    return _with_phase(make_game(setup, g.progress, g.day, g.night, g.round, g.flight),
                       TURN_OVER)


# --- turn structure ---------------------------------------------------------------------------


def _turn_began(g: Game, e: ev.TurnBegan) -> Game:
    p = g.progress
    progress = make_progress(DEALING, e.turn, e.active, e.point_value, p.start_space, p.market,
                             p.individual, p.final)
    round_ = make_round((), None, False, (), None, None, False, g.round.tally)
    return make_game(g.setup, progress, g.day, g.night, round_, None)


def _cards_dealt(g: Game, e: ev.FlightCardsDealt) -> Game:
    r = g.round
    return _with_round(g, make_round(tuple(e.cards), r.deadline, r.timer_out, r.votes, r.vizier,
                                     r.pending, r.bought, r.tally))


def _voting_opened(g: Game, e: ev.VotingOpened) -> Game:
    r = g.round
    g = _with_round(g, make_round(r.cards, e.deadline, False, r.votes, r.vizier, r.pending,
                                  r.bought, r.tally))
    return _with_phase(g, VOTING)


def _vote_cast(g: Game, e: ev.VoteCast) -> Game:
    r = g.round
    return make_game(g.setup, g.progress, g.day, g.night,
                     make_round(r.cards, r.deadline, r.timer_out,
                                r.votes + ((e.seat, tuple(e.cards)),), r.vizier, r.pending,
                                r.bought, r.tally),
                     g.flight)


def _vizier_chosen(g: Game, e: ev.VizierChosen) -> Game:
    r = g.round
    return _with_round(g, make_round(r.cards, r.deadline, r.timer_out, r.votes,
                                     (e.seat, e.direction), r.pending, r.bought, r.tally))


def _timer_ran_out(g: Game, e: ev.SandTimerRanOut) -> Game:
    r = g.round
    return _with_round(g, make_round(r.cards, r.deadline, True, r.votes, r.vizier, r.pending,
                                     r.bought, r.tally))


# --- tally ------------------------------------------------------------------------------------


def _with_tally(g: Game, t: Tally, phase: str) -> Game:
    r = g.round
    p = g.progress
    return make_game(
        g.setup,
        make_progress(phase, p.turn, p.active, p.point_value, p.start_space, p.market,
                      p.individual, p.final),
        g.day,
        g.night,
        make_round(r.cards, r.deadline, r.timer_out, r.votes, r.vizier, r.pending, r.bought, t),
        g.flight,
    )


def _votes_revealed(g: Game, e: ev.VotesRevealed) -> Game:
    return _with_tally(g, make_tally(e.turn, e.votes, e.vizier, (), (), 0, ()), TALLY)


def _unanimous(g: Game, e: ev.UnanimousBonusScored) -> Game:
    t = g.team(e.team)
    g = _with_team(g, e.team, make_team(t.clouds, t.red, t.blue, t.green,
                                        t.points + e.points, t.rewards))
    tally = g.round.tally
    if tally is None:
        return g
    scored = make_tally(tally.turn, tally.votes, tally.vizier, tally.returned, tally.pool,
                        tally.bonus + e.points, tally.individual)
    return _with_tally(g, scored, g.progress.phase)


def _individual(g: Game, e: ev.IndividualPointsScored) -> Game:
    p = g.progress
    ind = list(p.individual)
    ind[e.seat] += e.points
    progress = make_progress(p.phase, p.turn, p.active, p.point_value, p.start_space, p.market,
                             tuple(ind), p.final)
    r = g.round
    t = r.tally
    if t is not None:  # the tally keeps what it scored (the view reads it from there)
        t = make_tally(t.turn, t.votes, t.vizier, t.returned, t.pool, t.bonus,
                       (*t.individual, (e.seat, e.points)))
        r = make_round(r.cards, r.deadline, r.timer_out, r.votes, r.vizier, r.pending,
                       r.bought, t)
    return make_game(g.setup, progress, g.day, g.night, r, g.flight)


def _route_banned(g: Game, e: ev.RouteBanned) -> Game:
    t = g.round.tally
    if t is None:
        return g
    active = g.seats_of(g.progress.active)
    pool = tuple(sorted(c for seat, cards in t.votes if seat in active
                        for c in cards if c != e.direction))
    phase = DRAWING if len(set(pool)) > 1 else TALLY
    return _with_tally(g, make_tally(t.turn, t.votes, t.vizier, e.returned, pool, t.bonus,
                                     t.individual), phase)


def _grounded(g: Game, e: ev.FlightGrounded) -> Game:
    return _with_phase(g, BUYING)


def _route_selected(g: Game, e: ev.RouteSelected) -> Game:
    p = g.progress
    card = g.setup.content.flight_cards[e.card]
    flight = make_flight(e.direction, e.card, path_of(p.start_space, card, e.direction), 0, 0)
    progress = make_progress(FLIGHT, p.turn, p.active, p.point_value, p.start_space, p.market,
                             p.individual, p.final)
    return make_game(g.setup, progress, g.day, g.night, g.round, flight)


# --- flight -----------------------------------------------------------------------------------


def _moved(g: Game, e: ev.AladdinMoved) -> Game:
    f = g.flight
    if f is None:
        return g
    return make_game(g.setup, g.progress, g.day, g.night, g.round,
                     make_flight(f.direction, f.card, f.path, e.step, 0))


def _clouds_gained(g: Game, e: ev.CloudsGained) -> Game:
    return _clouds(g, e.team, e.clouds)


def _clouds_lost(g: Game, e: ev.CloudsLost) -> Game:
    return _clouds(g, e.team, e.clouds)


def _gem_gained(g: Game, e: ev.GemGained) -> Game:
    f = g.flight
    if f is not None:
        f = make_flight(f.direction, f.card, f.path, f.step, f.holes + 1)
    if e.team == DAY:
        return make_game(g.setup, g.progress, _gems(g.day, e.colour, 1), g.night, g.round, f)
    return make_game(g.setup, g.progress, g.day, _gems(g.night, e.colour, 1), g.round, f)


def _discard_required(g: Game, e: ev.GemDiscardRequired) -> Game:
    r = g.round
    pending = Pending(e.team, e.reason, tuple(e.options), e.space)
    return _with_round(g, make_round(r.cards, r.deadline, r.timer_out, r.votes, r.vizier,
                                     pending, r.bought, r.tally))


def _gem_discarded(g: Game, e: ev.GemDiscarded) -> Game:
    g = _with_team(g, e.team, _gems(g.team(e.team), e.colour, -1))
    r = g.round
    if r.pending is None:
        return g
    return _with_round(g, make_round(r.cards, r.deadline, r.timer_out, r.votes, r.vizier, None,
                                     r.bought, r.tally))


def _flight_ended(g: Game, e: ev.FlightEnded) -> Game:
    return _with_phase(g, BUYING)


# --- buying and end ---------------------------------------------------------------------------


def _reward_bought(g: Game, e: ev.RewardBought) -> Game:
    t = g.team(e.team)
    team = make_team(t.clouds - e.clouds, t.red - e.red, t.blue - e.blue, t.green - e.green,
                     t.points + e.points, t.rewards + (e.reward,))
    p = g.progress
    progress = make_progress(p.phase, p.turn, p.active, p.point_value, p.start_space,
                             tuple(r for r in p.market if r != e.reward), p.individual, p.final)
    r = g.round
    round_ = make_round(r.cards, r.deadline, r.timer_out, r.votes, r.vizier, r.pending, True,
                        r.tally)
    return _with_team(make_game(g.setup, progress, g.day, g.night, round_, g.flight),
                      e.team, team)


def _tokens_exchanged(g: Game, e: ev.TokensExchanged) -> Game:
    t = g.team(e.team)
    team = make_team(t.clouds - e.clouds, t.red - e.red, t.blue - e.blue, t.green - e.green,
                     t.points + e.points, t.rewards)
    return _with_team(g, e.team, team)


def _turn_ended(g: Game, e: ev.TurnEnded) -> Game:
    p = g.progress
    progress = make_progress(TURN_OVER, p.turn, p.active, p.point_value, e.start_space,
                             p.market, p.individual, p.final)
    return make_game(g.setup, progress, g.day, g.night, g.round, g.flight)


def _game_ended(g: Game, e: ev.GameEnded) -> Game:
    p = g.progress
    final = Final(e.day_points, e.night_points, tuple(e.scores), tuple(e.winners))
    progress = make_progress(OVER, p.turn, p.active, p.point_value, p.start_space, p.market,
                             p.individual, final)
    return make_game(g.setup, progress, g.day, g.night, g.round, g.flight)


def _created(g: Game, e: GameCreated) -> Game:
    return initial_state(e)


HANDLERS: dict[type[Event], Callable[[Any, Any], Game]] = {
    GameCreated: _created,
    ev.TilesLaidOut: _tiles_laid_out,
    ev.GemsLaidOut: _gems_laid_out,
    ev.TurnBegan: _turn_began,
    ev.FlightCardsDealt: _cards_dealt,
    ev.VotingOpened: _voting_opened,
    ev.VoteCast: _vote_cast,
    ev.VizierChosen: _vizier_chosen,
    ev.SandTimerRanOut: _timer_ran_out,
    ev.VotesRevealed: _votes_revealed,
    ev.UnanimousBonusScored: _unanimous,
    ev.IndividualPointsScored: _individual,
    ev.RouteBanned: _route_banned,
    ev.FlightGrounded: _grounded,
    ev.RouteSelected: _route_selected,
    ev.AladdinMoved: _moved,
    ev.CloudsGained: _clouds_gained,
    ev.CloudsLost: _clouds_lost,
    ev.GemGained: _gem_gained,
    ev.GemDiscardRequired: _discard_required,
    ev.GemDiscarded: _gem_discarded,
    ev.FlightEnded: _flight_ended,
    ev.RewardBought: _reward_bought,
    ev.TokensExchanged: _tokens_exchanged,
    ev.TurnEnded: _turn_ended,
    ev.GameEnded: _game_ended,
}


def evolve(state: Game, event: Event) -> Game:
    handler = HANDLERS.get(type(event))
    # An event of another game or a newer schema is skipped rather than crashing a replay.
    return state if handler is None else handler(state, event)
