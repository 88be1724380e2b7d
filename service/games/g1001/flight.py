"""Aladdin's flight: seven spaces, each "1st: Penalty, 2nd: Bonus", pausing on gem choices.

The engine records events through an `Out` (which folds each event as it goes), so it always
reads the team's tokens as they stand after the previous event. It stops when the flight
lands, when the team runs out of clouds, or when the team must choose which gem to give up
(`GemDiscardRequired`); `DiscardGem` resumes it with `resume`.
"""

from __future__ import annotations

from typing import Protocol

from service.games.g1001 import events as ev
from service.games.g1001.state import MAX_CLOUDS, MAX_GEMS, Game
from service.kit.base import Event

GO, PAUSE, STOP = "go", "pause", "stop"
FLIGHT_STEPS = 7


class Out(Protocol):
    state: Game

    def emit(self, event: Event) -> None: ...


def fly(out: Out) -> None:
    """Fly from the current step to the end (or to the next pause)."""
    while True:
        g = out.state
        f = g.flight
        assert f is not None
        if f.step >= FLIGHT_STEPS:
            out.emit(ev.FlightEnded(g.progress.turn, f.path[-1], "landed"))
            return
        space = f.path[f.step]
        out.emit(ev.AladdinMoved(g.progress.turn, f.step + 1, space))
        if _penalty(out, space) != GO:
            return
        if _bonus(out, space, 0) != GO:
            return


def resume(out: Out, reason: str) -> None:
    """Go on after the team's gem choice on the current space."""
    g = out.state
    f = g.flight
    assert f is not None
    first_hole = 0 if reason == "penalty" else f.holes
    if _bonus(out, g.aladdin, first_hole) == GO:
        fly(out)


def _penalty(out: Out, space: int) -> str:
    g = out.state
    turn, team = g.progress.turn, g.progress.active
    board = g.setup.board
    assert board is not None
    sp = board.spaces[space]
    if sp.gem_penalty:
        held = g.team(team).held_colours()
        if len(held) == 1:
            out.emit(ev.GemDiscarded(turn, team, held[0], "penalty", space, None))
        elif held:
            out.emit(ev.GemDiscardRequired(turn, team, "penalty", held, space))
            return PAUSE
    if sp.cloud_penalty:
        clouds = g.team(team).clouds
        lost = min(sp.cloud_penalty, clouds)
        out.emit(ev.CloudsLost(turn, team, lost, clouds - lost, space))
        if clouds - lost == 0:
            out.emit(ev.FlightEnded(turn, space, "out_of_clouds"))
            return STOP
    return GO


def _bonus(out: Out, space: int, first_hole: int) -> str:
    g = out.state
    turn, team = g.progress.turn, g.progress.active
    board = g.setup.board
    assert board is not None
    sp = board.spaces[space]
    gems = board.gems[space]
    for hole in range(first_hole, sp.gem_holes):
        out.emit(ev.GemGained(turn, team, gems[hole], space))
        t = out.state.team(team)
        if t.gems > MAX_GEMS:
            held = t.held_colours()
            if len(held) == 1:
                out.emit(ev.GemDiscarded(turn, team, held[0], "overflow", space, None))
            else:
                out.emit(ev.GemDiscardRequired(turn, team, "overflow", held, space))
                return PAUSE
    if sp.cloud_bonus:
        clouds = out.state.team(team).clouds
        total = clouds + sp.cloud_bonus
        kept = min(total, MAX_CLOUDS)
        out.emit(ev.CloudsGained(turn, team, sp.cloud_bonus, total - kept, kept, space))
    return GO
