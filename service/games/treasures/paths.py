"""The treasure search rules: where a figure may go with exactly `steps` steps.

- orthogonal steps between neighbouring squares only (walls and the cave's edge block);
- squares with figures may be passed over and count as steps, but a move never ends on one;
- no square is passed twice in one move, the starting square included;
- leaving through the entrance is one step out of the entrance square and ends the move at
  once (the remaining steps are lost); nothing ever crosses the entrance inward.

Different walks to the same square lead to the same game (the card taken is the one left),
so a move is identified by its destination. Each destination keeps one witness walk: the
first in board order, found by a depth-first search over neighbours sorted by board index
(every walk to a square has the same length, so this is the lexicographically smallest).
The exit keeps its shortest witness, the first in board order among equals.
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass

from service.games.treasures.board import Board


@dataclass(frozen=True, slots=True)
class Reach:
    """Every way one figure can move now."""

    moves: dict[int, tuple[int, ...]]  # destination → witness walk (start first, destination last)
    exit: tuple[int, ...] | None  # witness walk to the entrance square before stepping out

    @property
    def stuck(self) -> bool:
        """No legal move: the bottle spirit helps."""
        return not self.moves and self.exit is None


def reach(board: Board, start: int, steps: int, occupied: Container[int]) -> Reach:
    """Where the figure on `start` may go with exactly `steps` steps (`occupied`: the squares
    with other figures), and whether it may leave the cave."""
    moves: dict[int, tuple[int, ...]] = {}
    best_exit: list[tuple[int, ...]] = []
    walk = [start]
    visited = {start}
    neighbours = board.neighbours
    entrance = board.entrance

    def go(square: int, left: int) -> None:
        if square == entrance and left >= 1:
            if not best_exit or len(walk) < len(best_exit[0]):
                best_exit[:] = [tuple(walk)]
        if left == 0:
            if square not in occupied and square not in moves:
                moves[square] = tuple(walk)
            return
        for nxt in neighbours[square]:
            if nxt not in visited:
                visited.add(nxt)
                walk.append(nxt)
                go(nxt, left - 1)
                walk.pop()
                visited.discard(nxt)

    if steps >= 1:
        go(start, steps)
    return Reach(moves=dict(sorted(moves.items())), exit=best_exit[0] if best_exit else None)
