"""Bazaar's render adapter (what `clients/render/__init__.py` says one exports): the table
drawn from the game's `view_json` (Bazaar has no proto, so no typed view)."""

from __future__ import annotations

from typing import Any

from google.protobuf import json_format

from clients.render import seat_label, summary
from scheherazade.v1 import game_service_pb2 as pb


def _view(game: pb.Game) -> dict[str, Any]:
    def ints(value: Any) -> Any:  # Struct numbers are doubles
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, list):
            return [ints(v) for v in value]
        if isinstance(value, dict):
            return {k: ints(v) for k, v in value.items()}
        return value

    return ints(json_format.MessageToDict(game.view_json))  # type: ignore[no-any-return]


def summary_tail(game: pb.Game) -> str:
    v = _view(game)
    return f"bazaar round {v.get('round', 0)}/3, {v.get('phase', '?')}"


def full(game: pb.Game, now: float, brief: bool) -> str:
    v = _view(game)
    lines = [summary(game)]
    lines.append("  bazaar stall: " + (", ".join(v.get("layout", [])) or "(empty)"))
    for seat, coins in enumerate(v.get("coins", [])):
        goods = ", ".join(v["holdings"][seat]) or "no goods"
        bid = " (has bid)" if v.get("has_bid") and v["has_bid"][seat] else ""
        lines.append(f"    {seat_label(game, seat)}: {coins} coins, {goods}{bid}")
    if "my_bid" in v:
        lines.append(f"  your secret bid: {v['my_bid']}")
    if v.get("revealed_bids"):
        lines.append("  last bids revealed: " + " ".join(map(str, v["revealed_bids"])))
    if v.get("merchant"):
        lines.append("  the merchant took: " + ", ".join(v["merchant"]))
    if "scores" in v:
        lines.append("  bazaar scores: " + " ".join(map(str, v["scores"])))
    return "\n".join(lines)
