"""Board geometry: tiles to spaces, flight cards to paths, wrapping at the edges."""

from __future__ import annotations

from service.games.g1001.board import flight_path, hole_spaces, lay_gems, lay_tiles, tile_space
from service.games.g1001.content import load


def rc(row: int, col: int) -> int:
    return row * 8 + col


def test_tile_positions_cover_the_8x8_board_row_major():
    assert [tile_space(0, k) for k in range(4)] == [rc(0, 0), rc(0, 1), rc(1, 0), rc(1, 1)]
    assert [tile_space(5, k) for k in range(4)] == [rc(2, 2), rc(2, 3), rc(3, 2), rc(3, 3)]
    covered = sorted(tile_space(p, k) for p in range(16) for k in range(4))
    assert covered == list(range(64))


def test_aladdin_starts_on_the_lower_left_space_of_the_palace_tile():
    """Setup step 5: the space with the small Aladdin symbol, lower left of the palace tile."""
    order = tuple(load().tiles)[::-1]  # the palace tile (first in the file) ends at position 15
    board = lay_tiles(load(), order)
    assert board.tiles[15] == "palace"
    assert board.palace_start == rc(7, 6)


def test_gems_fill_the_holes_in_ascending_space_order():
    board = lay_tiles(load(), tuple(load().tiles))
    holes = hole_spaces(board)
    assert len(holes) == 36 and list(holes) == sorted(holes)
    colours = tuple(f"c{i}" for i in range(36))
    placed = lay_gems(board, colours)
    flat = [g for gems in placed.gems for g in gems]
    assert flat == list(colours)
    assert all(len(placed.gems[i]) == s.gem_holes for i, s in enumerate(placed.spaces))


def test_path_2_flies_five_right_then_two_down():
    """Section "1 - Preparing to Fly", Edge of the board, Example 1: path 2, five spaces right
    and two spaces down."""
    card = load().flight_cards["5R2"]
    start = rc(2, 1)
    assert flight_path(start, card, 2) == (
        rc(2, 2), rc(2, 3), rc(2, 4), rc(2, 5), rc(2, 6), rc(3, 6), rc(4, 6))


def test_path_2_wraps_around_the_right_and_bottom_edges():
    """Section "1 - Preparing to Fly", Edge of the board: off the board, continue on the other
    side (Example 1 from near the lower right corner)."""
    card = load().flight_cards["5R2"]
    assert flight_path(rc(6, 5), card, 2) == (
        rc(6, 6), rc(6, 7), rc(6, 0), rc(6, 1), rc(6, 2), rc(7, 2), rc(0, 2))


def test_path_3_flies_four_down_then_three_left_wrapping():
    """Section "1 - Preparing to Fly", Edge of the board, Example 2: path 3, four spaces down
    and three spaces left."""
    card = load().flight_cards["4R3"]
    assert flight_path(rc(5, 1), card, 3) == (
        rc(6, 1), rc(7, 1), rc(0, 1), rc(1, 1), rc(1, 0), rc(1, 7), rc(1, 6))


def test_the_flight_card_example_five_left_two_up():
    """Section "1 - Preparing to Fly", The Flight cards: placed at direction 4 the card flies
    five spaces to the left and two spaces upwards."""
    card = load().flight_cards["5R2"]
    assert flight_path(rc(4, 7), card, 4) == (
        rc(4, 6), rc(4, 5), rc(4, 4), rc(4, 3), rc(4, 2), rc(3, 2), rc(2, 2))


def test_every_card_in_every_direction_is_seven_distinct_moves():
    for card in load().flight_cards.values():
        for d in (1, 2, 3, 4):
            p = flight_path(rc(3, 3), card, d)
            assert len(p) == 7 and rc(3, 3) not in p and len(set(p)) == 7
