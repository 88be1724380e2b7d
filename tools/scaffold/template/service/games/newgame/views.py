"""What a viewer may see of New Game, by allow-list: a seat its own hand and the card it
placed face down; everyone the sizes of the others' hands, who has placed, the cards
revealed and the totals. The keys are `NewgameView`'s fields
(proto/scheherazade/v1/newgame.proto)."""

from __future__ import annotations

from typing import Any

from service.games.newgame.state import State
from service.kit.base import Viewer


def _cards(s: State, cards: tuple[str, ...]) -> list[dict[str, Any]]:
    return [{"card": c, "value": s.content.cards[c]} for c in cards]


def view(s: State, viewer: Viewer) -> dict[str, Any]:
    seats = []
    for seat in range(s.seats):
        shown = viewer.auditor or viewer.seat == seat
        placed = s.placed[seat]
        seats.append({
            "seat": seat,
            "hand": _cards(s, s.hands[seat]) if shown else [],
            "hand_size": len(s.hands[seat]),
            "placed": placed is not None,
            "placed_card": placed if shown else None,
            "played": _cards(s, s.played[seat]),
            "total": s.total(seat),
        })
    return {"phase": s.phase, "round": s.round, "seats": seats}
