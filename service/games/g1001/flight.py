"""Section "4 - Flying and Collecting Resources": Aladdin flies seven spaces, each "1st:
Penalty, 2nd: Bonus", pausing on gem choices.

The flight phase (`phases.py`) flies one space at a time (`fly_space`), recording through
the `Recorder` (which folds each event as it goes), so each check reads the team's tokens
as they stand after the previous event. The flight stops when it lands, when the team runs
out of clouds (which ends the turn too), or when the team must choose which gem to give up
(`GemDiscardRequired`): then `DiscardGem` finishes that space (`finish_space`) and the
phase flies on.
"""

from __future__ import annotations

from service.games.g1001 import events as ev
from service.games.g1001.state import MAX_CLOUDS, MAX_GEMS
from service.kit.base import Recorder

FLIGHT_STEPS = 7


def fly_space(out: Recorder) -> None:
    """Aladdin flies to the next space of his path and meets its penalty, then its bonus;
    after the seventh space he lands."""
    g = out.state
    route = g.route
    assert route is not None
    if g.step >= FLIGHT_STEPS:
        out.emit(ev.FlightEnded(g.turn, route.path[-1], "landed"))
        return
    space = route.path[g.step]
    out.emit(ev.AladdinMoved(g.turn, g.step + 1, space))
    if _penalty(out, space):
        _bonus(out, space, 0)


def finish_space(out: Recorder, reason: str) -> None:
    """The rest of the current space after the team's gem choice: its bonus, from the first
    hole after a penalty, from the next hole after a 6th gem went back."""
    g = out.state
    _bonus(out, g.aladdin, 0 if reason == "penalty" else g.holes)


def _penalty(out: Recorder, space: int) -> bool:
    """The space's penalty; False when the flight pauses on a gem choice or stops."""
    g = out.state
    turn, team = g.turn, g.active
    board = g.setup.board
    assert board is not None
    sp = board.spaces[space]
    if sp.gem_penalty:
        held = g.team(team).held_colours()
        if len(held) == 1:
            out.emit(ev.GemDiscarded(turn, team, held[0], "penalty", space, None))
        elif held:
            out.emit(ev.GemDiscardRequired(turn, team, "penalty", held, space))
            return False
    if sp.cloud_penalty:
        clouds = g.team(team).clouds
        lost = min(sp.cloud_penalty, clouds)
        out.emit(ev.CloudsLost(turn, team, lost, clouds - lost, space))
        if clouds - lost == 0:
            # "The team neither gains nor loses anything further this turn": the flight and
            # the turn end here, with no "5 - Buying Rewards" (the Starting location token
            # moves to where Aladdin stopped, as every turn's end moves it).
            out.emit(ev.FlightEnded(turn, space, "out_of_clouds"))
            out.emit(ev.TurnEnded(turn, team, space))
            return False
    return True


def _bonus(out: Recorder, space: int, first_hole: int) -> None:
    """The space's gems from `first_hole` on (a 6th gem goes back at once), then its
    clouds; the flight pauses when the team must choose which gem goes back."""
    g = out.state
    turn, team = g.turn, g.active
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
                return
    if sp.cloud_bonus:
        clouds = out.state.team(team).clouds
        total = clouds + sp.cloud_bonus
        kept = min(total, MAX_CLOUDS)
        out.emit(ev.CloudsGained(turn, team, sp.cloud_bonus, total - kept, kept, space))
