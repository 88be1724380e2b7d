"""Readable text for Aladdin's Dragons (game "dragons"): the round and its phase, each
location with its heroes (a face-down hero the viewer may not see is `?`), the caves'
treasures and the artifact on offer in each palace room, the palace guard, every seat's
hand as the viewer may see it, the Dummy's face-up cards, the open response window, the
cards played and not yet resolved, the decision the rules wait on, and the end.

Drawn from the typed view only (`Game.dragons`). `clients.render` finds this module through
the registry and calls `summary_tail` and `full` (the table: `dragons_table.py`). Plain
ASCII, no I/O: what a card does and what a treasure card is worth are the short tables of
`dragons_words.py` (the designed content of seeds/dragons/; tests/api/test_dragons_cli.py
checks them against it). The events' sentences and the commands' labels are the
service's (`service/games/dragons/words.py`).
"""

from __future__ import annotations

from clients.render.dragons_table import full
from clients.render.dragons_words import (
    BOUGHT_TO_END,
    CARD_HINTS,
    _name,
    _phase,
    _placer,
    _start,
    _words,
    treasure,
    treasure_value,
)
from scheherazade.v1 import dragons_pb2 as dp
from scheherazade.v1 import game_service_pb2 as pb

__all__ = ["CARD_HINTS", "full", "summary_tail", "treasure", "treasure_value"]

# ------------------------------------------------------------------------------ summary


def _to_act(game: pb.Game, v: dp.DragonsView) -> str:
    if v.HasField("window"):  # a Dummy card's claim window too
        return f"to answer: {_name(game, v, v.window.responder)} ({v.window.about})"
    if (v.HasField("claim") and not v.HasField("pending")
            and len(v.claim.offered) < len([s for s in v.seats if not s.dummy])):
        waiting = [s.seat for s in v.seats if not s.dummy and s.seat not in v.claim.offered]
        return "to offer (in secret): " + _words(_name(game, v, s) for s in waiting)
    if v.HasField("pending"):
        p = v.pending
        auto = " (automatic)" if v.HasField("dummy") and p.seat == v.dummy else ""
        return f"to decide: {_name(game, v, p.seat)}{auto} ({p.name})"
    placer = _placer(v)
    if placer is not None:
        seat, dummy = placer
        return f"to place: {_name(game, v, seat)}" + (" (the Dummy's hero)" if dummy else "")
    return ""


def summary_tail(game: pb.Game) -> str:
    """What changes most, after the game's name and version."""
    v = game.dragons
    parts = [f"round {v.round} {_phase(v.phase)}", f"start player {_start(game, v)}"]
    who = _to_act(game, v)
    if who:
        parts.append(who)
    parts.append(f"artifacts bought {v.bought}/{BOUGHT_TO_END}")
    return " | ".join(parts)
