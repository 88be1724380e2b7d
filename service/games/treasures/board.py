"""The cave's geometry: squares on a grid, walls between squares, the entrance, the chief's path.

Squares are referred to by id in events and commands ("C5") and by index (board order, the
order of the content file) inside the engine. Two squares are neighbours when they are
orthogonally adjacent on the grid and no wall stands between them. The entrance is one side
of one square (the entrance square) that opens to the outside: crossing it is one step, and
only outward.

Walls are printed on the board, not on the cards, so a card's orientation never matters.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

SIDES = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}


class BoardError(ValueError):
    """A board description breaks a rule of the cave's geometry."""


@dataclass(frozen=True, slots=True)
class Board:
    squares: tuple[str, ...]  # ids in board order
    coords: tuple[tuple[int, int], ...]  # (x, y) per square; y grows southward
    walls: tuple[tuple[str, str], ...]  # pairs of adjacent squares with a wall between
    entrance: int  # index of the square the entrance opens from
    entrance_side: str  # "north" | "east" | "south" | "west"
    chief_path: tuple[str, ...]  # the chief's spaces: the thieves' tent first, the entrance last
    # Derived, for the path finding: open neighbours of each square, in board order.
    neighbours: tuple[tuple[int, ...], ...] = field(compare=False, repr=False)
    index: dict[str, int] = field(compare=False, repr=False)

    @property
    def chief_steps(self) -> int:
        """Steps the chief takes from the tent to the entrance."""
        return len(self.chief_path) - 1

    def id_of(self, square: int) -> str:
        return self.squares[square]


def build_board(
    squares: Iterable[tuple[str, int, int]],
    walls: Iterable[tuple[str, str]],
    entrance: str,
    entrance_side: str,
    chief_path: Iterable[str],
) -> Board:
    """A validated board. `squares` are (id, x, y); `walls` pairs of adjacent square ids."""
    ids: list[str] = []
    coords: list[tuple[int, int]] = []
    at: dict[tuple[int, int], int] = {}
    for sid, x, y in squares:
        if not isinstance(sid, str) or not sid or sid == "exit" or sid in ids:
            raise BoardError(f"square ids must be unique non-empty strings (not 'exit'): {sid!r}")
        if type(x) is not int or type(y) is not int or (x, y) in at:
            raise BoardError(f"square {sid} needs integer coordinates of its own")
        at[(x, y)] = len(ids)
        ids.append(sid)
        coords.append((x, y))
    if not ids:
        raise BoardError("the cave needs squares")
    index = {sid: i for i, sid in enumerate(ids)}
    blocked: set[frozenset[int]] = set()
    wall_list: list[tuple[str, str]] = []
    for pair in walls:
        a, b = pair
        if a not in index or b not in index:
            raise BoardError(f"wall {pair!r} names a square that is not in the cave")
        (ax, ay), (bx, by) = coords[index[a]], coords[index[b]]
        if abs(ax - bx) + abs(ay - by) != 1:
            raise BoardError(f"wall {a}|{b} must stand between orthogonally adjacent squares")
        key = frozenset((index[a], index[b]))
        if key in blocked:
            raise BoardError(f"wall {a}|{b} is listed twice")
        blocked.add(key)
        wall_list.append((a, b))
    neighbours = []
    for i, (x, y) in enumerate(coords):
        near = [at[(x + dx, y + dy)] for dx, dy in SIDES.values() if (x + dx, y + dy) in at]
        neighbours.append(tuple(sorted(j for j in near if frozenset((i, j)) not in blocked)))
    if entrance not in index:
        raise BoardError(f"the entrance square {entrance!r} is not in the cave")
    if entrance_side not in SIDES:
        raise BoardError(f"the entrance side must be one of {sorted(SIDES)}")
    ex, ey = coords[index[entrance]]
    dx, dy = SIDES[entrance_side]
    if (ex + dx, ey + dy) in at:
        raise BoardError("the entrance must open to the outside of the cave, not onto a square")
    path = tuple(chief_path)
    if len(path) < 2 or len(set(path)) != len(path) or not all(isinstance(p, str) for p in path):
        raise BoardError("the chief's path needs at least the tent and the entrance, all distinct")
    board = Board(
        squares=tuple(ids),
        coords=tuple(coords),
        walls=tuple(wall_list),
        entrance=index[entrance],
        entrance_side=entrance_side,
        chief_path=path,
        neighbours=tuple(neighbours),
        index=index,
    )
    return board


def walled_off(board: Board) -> tuple[str, ...]:
    """Squares no walk can lead from to the entrance (designed content must have none)."""
    seen = {board.entrance}
    todo = [board.entrance]
    while todo:
        for j in board.neighbours[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return tuple(sid for i, sid in enumerate(board.squares) if i not in seen)


def exit_distance(board: Board) -> tuple[int, ...]:
    """Steps from each square out through the entrance, ignoring figures (-1: walled off)."""
    dist = {board.entrance: 1}
    frontier = [board.entrance]
    while frontier:
        nxt = []
        for i in frontier:
            for j in board.neighbours[i]:
                if j not in dist:
                    dist[j] = dist[i] + 1
                    nxt.append(j)
        frontier = nxt
    return tuple(dist.get(i, -1) for i in range(len(board.squares)))
