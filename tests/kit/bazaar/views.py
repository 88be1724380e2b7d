"""What a viewer may see of a Bazaar game, built by allow-list: nothing reaches a view
unless it is named here.

- Everyone: the round, phase, coins, goods held, the layout, who has bid (not how much),
  the last revealed bids, the pending decision, the response window, the merchant's goods,
  the discards, the deck's size, the scores once the game is over.
- A seat, besides: its own bid of this round before the reveal.
- The auditor, besides: every bid before the reveal and the deck's order.
"""

from __future__ import annotations

from typing import Any

from service.kit.base import Viewer
from tests.kit.bazaar import rules
from tests.kit.bazaar.state import OVER, State


def view(s: State, viewer: Viewer) -> dict[str, Any]:
    t = rules.PHASES.turn(s)
    out: dict[str, Any] = {
        "round": s.round,
        "phase": s.phase,
        "coins": list(s.coins),
        "holdings": [list(h) for h in s.holdings],
        "layout": list(s.layout),
        "has_bid": [b is not None for b in s.bids],
        "revealed_bids": list(s.revealed),
        "deadline": t.deadline,
        "to_act": list(t.seats),
        "pending": None,
        "window": None,
        "merchant": list(s.merchant),
        "discarded": list(s.discarded),
        "deck_size": len(s.deck),
    }
    if t.pending is not None:
        p = t.pending
        out["pending"] = {"name": p.name, "seats": list(p.seats), "options": list(p.options)}
    if t.window is not None:
        w = t.window
        out["window"] = {"opened_by": w.opened_by, "about": w.about, "order": list(w.order)}
    if s.phase == OVER:
        out["scores"] = list(s.scores())
    seat = viewer.seat
    if seat is not None and 0 <= seat < s.seats and s.bids and s.bids[seat] is not None:
        out["my_bid"] = s.bids[seat]
    if viewer.auditor:
        out["bids"] = list(s.bids)
        out["deck"] = list(s.deck)
    return out
