"""The rulebook's worked example, section "Example" (under "How to move a figure?"):
Pink, Green and Blue are playing — on a board position built for it.

        A      B      C      D
   1   A1     B1     C1     D1 ─► entrance (east of D1)
                              ───
   2   A2     B2     C2     D2
      ───    ───
   3   A3     B3

Walls: under A2 and B2 (A3 and B3 are a pocket), and between D1 and D2.
Pink stands on A1 (2 treasures), Green on D2 (1 treasure), Blue on A3 (2 treasures).
"""

from __future__ import annotations

import pytest

from service.games.treasures import events as ev
from service.games.treasures.commands import MoveFigure, SummonSpirit
from service.kit.base import RuleViolation
from tests.games.treasures.scenes import board, position

PINK, GREEN, BLUE = 0, 1, 2

EXAMPLE_BOARD = board(
    "A1 B1 C1 D1",
    "A2 B2 C2 D2",
    "A3 B3 .  .",
    walls=[("A2", "A3"), ("B2", "B3"), ("D1", "D2")],
    entrance="D1",
    side="east",
)
CARDS = {"A1": 2, "B1": 1, "C1": 1, "D1": 1, "A2": 1, "B2": 2, "C2": 3, "D2": 1, "A3": 2}


def test_example_pink_green_and_blue():
    """Example, steps 1-3."""
    game = position(EXAMPLE_BOARD, ["A1", "D2", "A3"], treasures=CARDS)
    cave = {
        sq: game.rules.content.cards[c].treasures
        for sq, c in zip(EXAMPLE_BOARD.squares, game.state.cave, strict=True)
    }

    # 1. Pink may move two squares: to the card with one treasure or the one with two.
    assert game.legal(PINK) == [MoveFigure(PINK, "C1"), MoveFigure(PINK, "B2")]
    assert (cave["C1"], cave["B2"]) == (1, 2)
    events = game.play(MoveFigure(PINK, "C1"))
    assert events == [
        ev.FigureMoved(1, PINK, "A1", "C1", 2, ("A1", "B1", "C1"), False),
        ev.CardTaken(1, PINK, "A1", "c-A1", 2, 2),
        ev.ProvisionDrawn(1, PINK, "A1", "p01", 1, False, 9),
        ev.TurnBegan(turn=2, seat=GREEN),
    ]

    # 2. Green moves one square; a wall on one side: only the adjacent 3-treasure card.
    assert game.legal(GREEN) == [MoveFigure(GREEN, "C2")]
    assert cave["C2"] == 3
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(GREEN, "D1"))  # through the wall
    assert err.value.code == "ILLEGAL_MOVE"
    game.play(MoveFigure(GREEN, "C2"))

    # 3. Blue could move two squares, but would run into cave walls: the bottle spirit
    #    moves Blue to any free cave card.
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(BLUE, "B3"))
    assert err.value.code == "NO_LEGAL_MOVE"
    free = ["A1", "B1", "D1", "A2", "B2", "D2", "B3"]
    assert game.legal(BLUE) == [SummonSpirit(BLUE, sq) for sq in free]
    events = game.play(SummonSpirit(BLUE, "D1"))
    assert events[0] == ev.FigureMoved(3, BLUE, "A3", "D1", 0, ("A3", "D1"), True)
    assert events[1] == ev.CardTaken(3, BLUE, "A3", "c-A3", 2, 2)
    assert game.state.current == PINK
