"""What a viewer may see of a treasures game, built by allow-list.

Everything on the table is public: the cards in the cave, the figures, the cards each player
took (face up in front of them), the chief. The one secret is the order of the face-down
provision pile: no view shows it (not even the auditor's, who reads it in the
`ProvisionShuffled` event); a view shows only the pile's size. So every viewer gets the same
view.

The keys are the field names of `TreasuresView` (proto/scheherazade/v1/treasures.proto),
enum values their names in lower case ("in_cave"), None "not there": the API's generic
converter turns this dict into that message by name.
"""

from __future__ import annotations

from typing import Any

from service.games.treasures.state import BIG_LUCK, MOVING, OUT, OVER, UNPLACED, State
from service.kit.base import Viewer


def view(s: State, viewer: Viewer) -> dict[str, Any]:
    board = s.content.board
    cards = s.content.cards
    occupant = {f: k for k, f in enumerate(s.figures) if f >= 0}
    cave = []
    for i, square in enumerate(board.squares):
        card = s.cave[i] if s.cave else None
        cave.append(
            {
                "square": square,
                "card": card,
                "treasures": cards[card].treasures if card else 0,
                "chief_head": cards[card].chief if card else False,
                "figure": occupant.get(i),
            }
        )
    last = board.chief_steps
    moving = s.phase == MOVING and s.current >= 0
    return {
        "variant": s.variant,
        "phase": s.phase,
        "turn": s.turn,
        "current_seat": s.current if s.current >= 0 else None,
        "die": s.die or None,
        "steps": s.steps(s.current) if moving and (s.die or s.variant != BIG_LUCK) else None,
        "cave": cave,
        "figures": [
            {"seat": k, "square": board.squares[f] if f >= 0 else None, "status": _status(s, k)}
            for k, f in enumerate(s.figures)
        ],
        "collected": [
            {"seat": k, "cards": list(hand), "treasures": s.totals[k]}
            for k, hand in enumerate(s.hands)
        ],
        "pile_size": s.pile_size,
        "chief": {
            "position": s.chief,
            "space": board.chief_path[s.chief],
            "steps_to_entrance": last - s.chief,
        },
        "board": {
            "squares": [
                {"id": sq, "x": x, "y": y}
                for sq, (x, y) in zip(board.squares, board.coords, strict=True)
            ],
            "walls": [{"squares": list(w)} for w in board.walls],
            "entrance": {"square": board.squares[board.entrance], "side": board.entrance_side},
            "chief_path": list(board.chief_path),
        },
        "outcome": (
            {
                "reason": s.reason,
                "scores": list(s.scores),
                "winners": list(s.winners),
                "caught_seats": list(s.caught),
            }
            if s.phase == OVER
            else None
        ),
    }


def _status(s: State, seat: int) -> str:
    f = s.figures[seat]
    if seat in s.caught:
        return "caught"
    if f == OUT:
        return "escaped"
    if f == UNPLACED:
        return "unplaced"
    return "in_cave"
