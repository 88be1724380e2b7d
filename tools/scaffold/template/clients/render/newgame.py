"""Readable text for New Game (game "newgame-type"): each seat's hand (the
viewer's own), who placed a card, the cards revealed, the totals. Drawn from the typed
view only (`Game.newgame`); the events' sentences and the commands' labels are the
service's (`service/games/newgame/words.py`)."""

from __future__ import annotations

from clients.render import seat_label, summary
from scheherazade.v1 import game_service_pb2 as pb


def summary_tail(game: pb.Game) -> str:
    v = game.newgame
    waiting = [seat_label(game, s.seat) for s in v.seats if not s.placed]
    if v.phase == "playing" and waiting:
        return f"round {v.round} | to place a card: {', '.join(waiting)}"
    return v.phase


def full(game: pb.Game, now: float, brief: bool) -> str:
    v = game.newgame
    lines = [summary(game)]
    for s in v.seats:
        hand = " ".join(f"{c.card}={c.value}" for c in s.hand) or f"{s.hand_size} card(s)"
        placed = s.placed_card if s.HasField("placed_card") else "a card" if s.placed else "-"
        played = " ".join(f"{c.card}={c.value}" for c in s.played) or "-"
        lines.append(f"  {seat_label(game, s.seat)}: hand {hand} | placed {placed} | "
                     f"revealed {played} | total {s.total}")
    return "\n".join(lines)
