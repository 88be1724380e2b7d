"""The treasure search rules (rulebook, "How to move a figure?"), on small boards built here.

Boards are drawn as rows of square ids; `|`-walls are listed as pairs of squares.
"""

from __future__ import annotations

import pytest

from service.games.treasures.commands import EXIT, MoveFigure, SummonSpirit
from service.games.treasures.paths import reach
from service.kit.base import RuleViolation
from tests.games.treasures.scenes import board, position

OPEN_3X3 = board("A1 B1 C1", "A2 B2 C2", "A3 B3 C3", entrance="B3")


def ends(b, start, steps, occupied=()):
    i = b.index
    r = reach(b, i[start], steps, frozenset(i[s] for s in occupied))
    return sorted(b.squares[d] for d in r.moves), r


def test_moves_only_orthogonally():
    assert ends(OPEN_3X3, "B2", 1)[0] == ["A2", "B1", "B3", "C2"]


def test_moves_exactly_the_number_of_steps():
    two, _ = ends(OPEN_3X3, "A1", 2)
    assert two == ["A3", "B2", "C1"]  # never a square one step away: exact count
    three, _ = ends(OPEN_3X3, "A1", 3)
    assert three == ["A2", "B1", "B3", "C2"]


def test_walls_block_a_step():
    walled = board(
        "A1 B1 C1", "A2 B2 C2", "A3 B3 C3", walls=[("B2", "C2"), ("B1", "B2")], entrance="B3"
    )
    assert ends(walled, "B2", 1)[0] == ["A2", "B3"]
    # C2 is two steps away round the wall, through C1 or C3
    two, r = ends(walled, "B2", 2)
    assert "C2" not in two  # B2→C2 is walled; the way round is 4 steps
    assert two == ["A1", "A3", "C3"]
    assert [walled.squares[s] for s in r.moves[walled.index["C3"]]] == ["B2", "B3", "C3"]


def test_occupied_squares_are_jumped_over_and_counted():
    corridor = board("A1 B1 C1 D1", entrance="D1", side="east")
    assert ends(corridor, "A1", 2, occupied=["B1"])[0] == ["C1"]
    assert ends(corridor, "A1", 3, occupied=["B1", "C1"])[0] == ["D1"]


def test_a_move_never_ends_on_an_occupied_square():
    corridor = board("A1 B1 C1 D1", entrance="D1", side="east")
    found, r = ends(corridor, "A1", 1, occupied=["B1"])
    assert found == [] and r.stuck
    assert ends(corridor, "A1", 2, occupied=["C1"])[0] == []


def test_no_square_is_passed_twice_in_a_turn():
    corridor = board("A1 B1 C1", walls=[("B1", "C1")], entrance="C1", side="east")
    found, r = ends(corridor, "A1", 2)
    assert found == [] and r.stuck  # A1→B1→A1 would pass A1 twice
    square = board("A1 B1", "A2 B2", entrance="B2", side="east")
    assert ends(square, "A1", 3)[0] == ["A2", "B1"]  # all the way round, not back
    assert ends(square, "A1", 4)[0] == []  # the fourth step would return to A1


def test_leaving_through_the_entrance_ends_the_move_and_loses_the_rest():
    corridor = board("A1 B1 C1", entrance="C1", side="east")
    i = corridor.index
    r = reach(corridor, i["B1"], 3, frozenset())
    assert r.exit == (i["B1"], i["C1"])  # one step in, one step out; the third is lost
    assert r.moves == {}  # no 3-step walk inside the corridor
    assert not r.stuck


def test_a_walk_may_pass_the_entrance_square_without_leaving():
    corridor = board("A1 B1 C1", entrance="C1", side="east")
    i = corridor.index
    r = reach(corridor, i["C1"], 2, frozenset())
    assert r.exit == (i["C1"],) and list(r.moves) == [i["A1"]]


def test_jumping_over_a_figure_on_the_entrance_square_to_leave():
    corridor = board("A1 B1 C1", entrance="C1", side="east")
    i = corridor.index
    r = reach(corridor, i["B1"], 2, frozenset({i["C1"]}))
    assert r.exit == (i["B1"], i["C1"])


def test_the_witness_walk_is_the_first_in_board_order():
    i = OPEN_3X3.index
    r = reach(OPEN_3X3, i["A1"], 2, frozenset())
    assert [OPEN_3X3.squares[s] for s in r.moves[i["B2"]]] == ["A1", "B1", "B2"]


# --- the same rules through the game's commands -------------------------------------------

CAVE = board(
    "A1 B1 C1",
    "A2 B2 C2",
    walls=[("A2", "B2")],
    entrance="C2",
    side="east",
)


def test_an_illegal_destination_is_refused_and_records_nothing():
    game = position(CAVE, ["A1", "C1"], treasures={"A1": 2})
    before = dict(game.state.__dict__)
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(0, "B1"))  # one step away: needs exactly two
    assert err.value.code == "ILLEGAL_MOVE"
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(0, "C1"))  # two steps, but Green stands there
    assert err.value.code == "SQUARE_OCCUPIED"
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(0, "Z9"))
    assert err.value.code == "UNKNOWN_SQUARE"
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(0, EXIT))  # three steps to leave, two to go
    assert err.value.code == "EXIT_OUT_OF_REACH"
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(1, "B2"))
    assert err.value.code == "NOT_YOUR_TURN"
    assert game.state.__dict__ == before


def test_legal_moves_list_every_destination_then_the_exit():
    game = position(CAVE, ["B1", "A2"], treasures={"B1": 3})
    assert game.legal(0) == [MoveFigure(0, "C1"), MoveFigure(0, "B2"), MoveFigure(0, EXIT)]
    assert game.legal(1) == []  # not Green's turn
    moved = game.decide(MoveFigure(0, "B2"))[0]
    assert moved.path == ("B1", "C1", "C2", "B2") and moved.steps == 3 and not moved.spirit
    escaped = game.decide(MoveFigure(0, EXIT))[0]
    assert (escaped.path, escaped.steps) == (("B1", "C1", "C2"), 3)

    two = position(CAVE, ["B1", "A2"], treasures={"B1": 2})
    assert two.legal(0) == [MoveFigure(0, "C2")]  # on the entrance square, no step left


def test_the_bottle_spirit_helps_only_a_figure_that_cannot_move():
    game = position(CAVE, ["A2", "A1"], treasures={"A2": 1})  # A1 taken, B2 walled off
    assert all(isinstance(c, SummonSpirit) for c in game.legal(0))
    assert [c.square for c in game.legal(0)] == ["B1", "C1", "B2", "C2"]  # every free card
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(0, "A1"))
    assert err.value.code == "NO_LEGAL_MOVE"
    for taken in ("A1", "A2"):  # Green's card, and its own
        with pytest.raises(RuleViolation) as err:
            game.decide(SummonSpirit(0, taken))
        assert err.value.code == "SQUARE_OCCUPIED"
    moved = game.play(SummonSpirit(0, "C2"))[0]
    assert (moved.from_square, moved.to_square, moved.spirit, moved.steps) == ("A2", "C2", True, 0)

    free = position(CAVE, ["B1", "A2"], treasures={"B1": 1})
    with pytest.raises(RuleViolation) as err:
        free.decide(SummonSpirit(0, "C2"))
    assert err.value.code == "SPIRIT_NOT_NEEDED"
