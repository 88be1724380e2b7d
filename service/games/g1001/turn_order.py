"""Sections "Game Turn" and "End of Game": eight turns, Day active on odd ones and Night on
even ones; then each seat scores its team's points plus its own individual points.

`next_turn` is the step between two turns (and after the setup): the next turn begins —
the active team takes one cloud ("1 - Preparing to Fly") — or, after the eighth, the game
ends and every seat with the top score wins.
"""

from __future__ import annotations

from service.games.g1001 import events as ev
from service.games.g1001.state import MAX_CLOUDS, TURNS, point_value, team_of_turn
from service.kit.base import Recorder


def next_turn(out: Recorder) -> None:
    turn = out.state.turn
    if turn < TURNS:
        _begin_turn(out, turn + 1)
    else:
        _end_game(out)


def _begin_turn(out: Recorder, turn: int) -> None:
    team = team_of_turn(turn)
    out.emit(ev.TurnBegan(turn, team, point_value(turn)))
    clouds = out.state.team(team).clouds
    kept = min(clouds + 1, MAX_CLOUDS)
    out.emit(ev.CloudsGained(turn, team, 1, clouds + 1 - kept, kept, None))


def _end_game(out: Recorder) -> None:
    g = out.state
    day, night = g.day.points, g.night.points
    scores = tuple((day if s in g.setup.day_seats else night) + g.individual[s]
                   for s in range(len(g.setup.players)))
    best = max(scores)
    out.emit(ev.GameEnded(day, night, scores, tuple(s for s, x in enumerate(scores) if x == best)))
