"""The fold: one recorded 1001 event into the state. Never validates, never raises.

One handler per event class in `HANDLERS`, found by the event's exact type; each copies the
state (and the team or the tally it changes) with `evolve(record, field=value)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.g1001 import events as ev
from service.games.g1001.board import lay_gems, lay_tiles
from service.games.g1001.content import Content
from service.games.g1001.state import (
    BUYING,
    DAY,
    DEALING,
    DRAWING,
    FLIGHT,
    GEMS,
    NEW_TEAM,
    OVER,
    TALLY,
    TILES,
    TURN_OVER,
    VOTING,
    Final,
    GemChoice,
    Route,
    Setup,
    State,
    Tally,
    Team,
)
from service.kit.base import Event, GameCreated
from service.kit.records import evolve, with_item


def initial_state(created: GameCreated, content: Content) -> State:
    options = created.options or {}
    n = len(created.players)
    day = tuple(int(s) for s in options.get("day_seats", range(0, n, 2)))
    night = tuple(int(s) for s in options.get("night_seats", (s for s in range(n) if s not in day)))
    setup = Setup(players=tuple(created.players), day_seats=day, night_seats=night,
                  content_hash=created.content_hash, board=None, content=content)
    return State(
        setup=setup,
        phase=TILES, turn=0, active="", point_value=0, start_space=-1,
        market=tuple(content.rewards), individual=(0,) * n, final=None,
        day=NEW_TEAM, night=NEW_TEAM,
        cards=(), deadline=None, timer_out=False, votes=(), vizier=None, bought=False,
        tally=None,
        route=None, step=0, holes=0, gem_choice=None,
    )


def _with_team(g: State, team: str, t: Team) -> State:
    return evolve(g, day=t) if team == DAY else evolve(g, night=t)


def _gems(t: Team, colour: str, delta: int) -> Team:
    if colour == "red":
        return evolve(t, red=t.red + delta)
    if colour == "blue":
        return evolve(t, blue=t.blue + delta)
    return evolve(t, green=t.green + delta)


# --- setup ------------------------------------------------------------------------------------


def _tiles_laid_out(g: State, e: ev.TilesLaidOut) -> State:
    board = lay_tiles(g.setup.content, tuple(e.tiles))
    return evolve(g, setup=evolve(g.setup, board=board), phase=GEMS,
                  start_space=board.palace_start)


def _gems_laid_out(g: State, e: ev.GemsLaidOut) -> State:
    board = g.setup.board
    if board is not None:
        board = lay_gems(board, tuple(e.gems))
    return evolve(g, setup=evolve(g.setup, board=board), phase=TURN_OVER)


# --- a turn begins; "2 - Casting Votes" -------------------------------------------------------


def _turn_began(g: State, e: ev.TurnBegan) -> State:
    # The last tally stays on show until the next reveal.
    return evolve(g, phase=DEALING, turn=e.turn, active=e.active, point_value=e.point_value,
                  cards=(), deadline=None, timer_out=False, votes=(), vizier=None,
                  bought=False, route=None, step=0, holes=0, gem_choice=None)


def _cards_dealt(g: State, e: ev.FlightCardsDealt) -> State:
    return evolve(g, cards=tuple(e.cards))


def _voting_opened(g: State, e: ev.VotingOpened) -> State:
    return evolve(g, phase=VOTING, deadline=e.deadline, timer_out=False)


def _vote_cast(g: State, e: ev.VoteCast) -> State:
    return evolve(g, votes=g.votes + ((e.seat, tuple(e.cards)),))


def _vizier_chosen(g: State, e: ev.VizierChosen) -> State:
    return evolve(g, vizier=(e.seat, e.direction))


def _timer_ran_out(g: State, e: ev.SandTimerRanOut) -> State:
    return evolve(g, timer_out=True)


# --- "3 - Tallying the Votes" -----------------------------------------------------------------


def _votes_revealed(g: State, e: ev.VotesRevealed) -> State:
    tally = Tally(turn=e.turn, votes=e.votes, vizier=e.vizier, returned=(), pool=(), bonus=0,
                  individual=())
    return evolve(g, phase=TALLY, tally=tally)


def _unanimous(g: State, e: ev.UnanimousBonusScored) -> State:
    t = g.team(e.team)
    g = _with_team(g, e.team, evolve(t, points=t.points + e.points))
    if g.tally is None:
        return g
    return evolve(g, tally=evolve(g.tally, bonus=g.tally.bonus + e.points))


def _individual(g: State, e: ev.IndividualPointsScored) -> State:
    individual = with_item(g.individual, e.seat, g.individual[e.seat] + e.points)
    t = g.tally
    if t is not None:  # the tally keeps what it scored (the view reads it from there)
        t = evolve(t, individual=(*t.individual, (e.seat, e.points)))
    return evolve(g, individual=individual, tally=t)


def _route_banned(g: State, e: ev.RouteBanned) -> State:
    t = g.tally
    if t is None:
        return g
    active = g.seats_of(g.active)
    pool = tuple(sorted(c for seat, cards in t.votes if seat in active
                        for c in cards if c != e.direction))
    return evolve(g, phase=DRAWING if len(set(pool)) > 1 else TALLY,
                  tally=evolve(t, returned=e.returned, pool=pool))


def _grounded(g: State, e: ev.FlightGrounded) -> State:
    return evolve(g, phase=BUYING)


def _route_selected(g: State, e: ev.RouteSelected) -> State:
    path = g.setup.content.flight_paths[(g.start_space, e.card, e.direction)]
    route = Route(direction=e.direction, card=e.card, path=path)
    return evolve(g, phase=FLIGHT, route=route, step=0, holes=0)


# --- "4 - Flying and Collecting Resources" ----------------------------------------------------


def _moved(g: State, e: ev.AladdinMoved) -> State:
    return evolve(g, step=e.step, holes=0)


def _clouds(g: State, e: ev.CloudsGained | ev.CloudsLost) -> State:
    return _with_team(g, e.team, evolve(g.team(e.team), clouds=e.clouds))


def _gem_gained(g: State, e: ev.GemGained) -> State:
    team = _gems(g.team(e.team), e.colour, 1)
    if e.team == DAY:
        return evolve(g, day=team, holes=g.holes + 1)
    return evolve(g, night=team, holes=g.holes + 1)


def _discard_required(g: State, e: ev.GemDiscardRequired) -> State:
    choice = GemChoice(team=e.team, reason=e.reason, options=tuple(e.options), space=e.space)
    return evolve(g, gem_choice=choice)


def _gem_discarded(g: State, e: ev.GemDiscarded) -> State:
    team = _gems(g.team(e.team), e.colour, -1)
    if e.team == DAY:
        return evolve(g, day=team, gem_choice=None)
    return evolve(g, night=team, gem_choice=None)


def _flight_ended(g: State, e: ev.FlightEnded) -> State:
    return evolve(g, phase=BUYING)


# --- "5 - Buying Rewards", the end of a turn and of the game ----------------------------------


def _reward_bought(g: State, e: ev.RewardBought) -> State:
    t = g.team(e.team)
    team = evolve(t, clouds=t.clouds - e.clouds, red=t.red - e.red, blue=t.blue - e.blue,
                  green=t.green - e.green, points=t.points + e.points,
                  rewards=t.rewards + (e.reward,))
    market = tuple(r for r in g.market if r != e.reward)
    return _with_team(evolve(g, market=market, bought=True), e.team, team)


def _tokens_exchanged(g: State, e: ev.TokensExchanged) -> State:
    t = g.team(e.team)
    team = evolve(t, clouds=t.clouds - e.clouds, red=t.red - e.red, blue=t.blue - e.blue,
                  green=t.green - e.green, points=t.points + e.points)
    return _with_team(g, e.team, team)


def _turn_ended(g: State, e: ev.TurnEnded) -> State:
    return evolve(g, phase=TURN_OVER, start_space=e.start_space)


def _game_ended(g: State, e: ev.GameEnded) -> State:
    final = Final(day_points=e.day_points, night_points=e.night_points,
                  scores=tuple(e.scores), winners=tuple(e.winners))
    return evolve(g, phase=OVER, final=final)


HANDLERS: dict[type[Event], Callable[[Any, Any], State]] = {
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
    ev.CloudsGained: _clouds,
    ev.CloudsLost: _clouds,
    ev.GemGained: _gem_gained,
    ev.GemDiscardRequired: _discard_required,
    ev.GemDiscarded: _gem_discarded,
    ev.FlightEnded: _flight_ended,
    ev.RewardBought: _reward_bought,
    ev.TokensExchanged: _tokens_exchanged,
    ev.TurnEnded: _turn_ended,
    ev.GameEnded: _game_ended,
}


def fold(state: State, event: Event) -> State:
    handler = HANDLERS.get(type(event))
    # An event of another game or a newer schema is skipped rather than crashing a replay.
    return state if handler is None else handler(state, event)
