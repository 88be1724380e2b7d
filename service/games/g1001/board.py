"""Geometry of the 1001 board: tiles to spaces, gems to holes, flight cards to paths.

The board is 8×8 spaces made of 16 tiles of 2×2 (tile position p covers rows
2*(p//4)..+1 and columns 2*(p%4)..+1). Space index = row * 8 + column, row 0 at the top,
the edge of direction 1. The board wraps on both axes ("continue his flight on the other
side of the board").

Each tile's four spaces and every flight path (64 starts × 8 cards × 4 directions) depend
only on the content: `content.parse` builds them once (`tile_spaces`, `flight_paths`), and
the fold and the views read them from there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from service.games.g1001.state import Board, Space
from service.kit.records import evolve

if TYPE_CHECKING:
    from service.games.g1001.content import Content, FlightCardDef, TileDef

SIZE = 8
STEP = {1: (-1, 0), 2: (0, 1), 3: (1, 0), 4: (0, -1)}  # direction -> (row, column) delta
BOTTOM_LEFT = 2  # index of a tile's lower-left space in its space list


def tile_space(position: int, k: int) -> int:
    """Board index of space k (top_left, top_right, bottom_left, bottom_right) of a tile."""
    row = 2 * (position // 4) + k // 2
    col = 2 * (position % 4) + k % 2
    return row * SIZE + col


def heading(direction: int, turn: str) -> int:
    """Absolute direction of a card leg when the card is placed facing `direction`."""
    if turn == "right":
        return direction % 4 + 1
    if turn == "left":
        return (direction + 2) % 4 + 1
    return direction


def flight_path(start: int, card: FlightCardDef, direction: int) -> tuple[int, ...]:
    """The spaces Aladdin flies over (not the start), wrapping at the edges."""
    row, col = divmod(start, SIZE)
    out = []
    for turn, count in card.legs:
        dr, dc = STEP[heading(direction, turn)]
        for _ in range(count):
            row, col = (row + dr) % SIZE, (col + dc) % SIZE
            out.append(row * SIZE + col)
    return tuple(out)


def flight_paths(cards: Iterable[FlightCardDef]
                 ) -> Mapping[tuple[int, str, int], tuple[int, ...]]:
    """(start space, card id, direction) → the card's path from there: every path a flight
    may take (read-only)."""
    return MappingProxyType({
        (start, card.id, direction): flight_path(start, card, direction)
        for card in cards for start in range(SIZE * SIZE) for direction in STEP
    })


def tile_spaces(tiles: Iterable[TileDef]) -> Mapping[str, tuple[Space, ...]]:
    """Each tile's four spaces, as a board holds them (read-only): every board shares them."""
    return MappingProxyType({
        tile.id: tuple(Space(tile.id, d.gem_penalty, d.cloud_penalty, d.gem_holes,
                             d.cloud_bonus) for d in tile.spaces)
        for tile in tiles
    })


def lay_tiles(content: Content, order: tuple[str, ...]) -> Board:
    """The board with the tiles at positions 0..15 in `order` (gems not laid yet)."""
    spaces: list[Space] = [content.tile_spaces[order[0]][0]] * (SIZE * SIZE)
    start = -1
    for position, tile_id in enumerate(order):
        for k, space in enumerate(content.tile_spaces[tile_id]):
            spaces[tile_space(position, k)] = space
        if content.tiles[tile_id].palace:
            start = tile_space(position, BOTTOM_LEFT)
    return Board(tiles=tuple(order), spaces=tuple(spaces), gems=((),) * len(spaces),
                 palace_start=start)


def hole_spaces(board: Board) -> tuple[int, ...]:
    """The board's hole order: one entry (the space) per hole, ascending space index."""
    return tuple(i for i, s in enumerate(board.spaces) for _ in range(s.gem_holes))


def lay_gems(board: Board, gems: tuple[str, ...]) -> Board:
    """Put gems[i] in the i-th hole of the hole order."""
    placed = []
    i = 0
    for s in board.spaces:
        n = s.gem_holes
        placed.append(tuple(gems[i:i + n]))
        i += n
    return evolve(board, gems=tuple(placed))
