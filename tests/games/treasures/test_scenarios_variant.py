"""Variation for Younger Players, "Ali Baba and the big luck": a die roll sets the steps,
nobody has to leave (but may), collected treasures are never lost, the game ends when the
chief reaches the entrance (or, DECISION, when nobody is left inside)."""

from __future__ import annotations

import pytest

from service.games.treasures import events as ev
from service.games.treasures.commands import EXIT, MoveFigure, SummonSpirit
from service.kit.base import ResolveChance, RuleViolation
from tests.games.treasures.scenes import CTX, board, position

CAVE = board("A1 B1 C1", "A2 B2 C2", entrance="C2", side="east", chief_steps=2)
HEAD, PLAIN = (1, True), (3, False)


def big_luck(figures, provision=(PLAIN,) * 8, treasures=None):
    return position(CAVE, figures, treasures=treasures, provision=provision, variant="big_luck")


def test_each_turn_begins_with_a_recorded_die_roll_that_sets_the_steps():
    game = big_luck(["A1", "C1"], treasures={"A1": 1})
    spec = game.rules.chance(game.state)
    assert (spec.key, spec.kind, spec.items) == ("die:1", "die", (1, 2, 3, 4, 5, 6))
    assert game.legal(0) == []
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(0, "B1"))
    assert err.value.code == "WAITING_FOR_CHANCE"
    for face in (0, 7, "3", True, None):
        with pytest.raises(RuleViolation) as err:
            game.rules.decide(game.state, ResolveChance(None, "die:1", face), CTX)
        assert err.value.code == "BAD_CHANCE_OUTCOME"
    assert game.roll(3) == [ev.DieRolled(turn=1, seat=0, face=3)]
    assert game.rules.chance(game.state) is None
    # three steps although the card shows one treasure
    assert [c.to for c in game.legal(0)] == ["B1", "A2", "C2"]
    events = game.play(MoveFigure(0, "C2"))
    assert events[0] == ev.FigureMoved(1, 0, "A1", "C2", 3, ("A1", "B1", "C1", "C2"), False)
    assert events[-1] == ev.TurnBegan(turn=2, seat=1)
    assert game.rules.chance(game.state).key == "die:2"  # the next player rolls


def test_leaving_the_cave_is_allowed_and_the_treasures_go_along():
    """Variation for Younger Players: "You don't have to leave the cave. Your collected
    treasures cannot be taken away from you." The variation lists only "the following
    changes to the basic version"; the basic rule still holds (How to move a figure?): "If
    you leave the cave through the entrance, any remaining moves are not counted. Place the
    figure next to you. You may not enter the cave again." Not having to leave is not being
    forbidden to: leaving is offered, as in the basic game."""
    game = big_luck(["C2", "A1"], treasures={"C2": 2})
    game.roll(3)
    assert [c.to for c in game.legal(0)] == ["C1", "B2", EXIT]
    events = game.play(MoveFigure(0, EXIT))  # on the entrance square: one step out, two lost
    assert events[:2] == [
        ev.FigureEscaped(1, 0, "C2", 1, ("C2",)),
        ev.CardTaken(1, 0, "C2", "c-C2", 2, 2),
    ]
    assert events[-1] == ev.TurnBegan(turn=2, seat=1)
    assert game.state.figures[0] == -2
    game.roll(1)
    game.play(MoveFigure(1, "B1"))
    assert game.state.current == 1  # the figure outside takes no more turns


def test_when_every_figure_has_left_the_game_ends():
    """DECISION (a silence): the variation ends "as soon as the chief bandit has reached the
    cave entrance", but only a turn in the cave draws the card that moves him; with every
    figure outside no turn is left, so the game ends then, as the basic game's does ("the
    last player has moved back to the cave entrance"). Nobody is caught: "Your collected
    treasures cannot be taken away from you." """
    game = big_luck(["C2", "C1"], treasures={"C2": 2, "C1": 3})
    game.roll(1)
    game.play(MoveFigure(0, EXIT))
    game.roll(2)
    events = game.play(MoveFigure(1, EXIT))  # C1→C2→out
    assert events == [
        ev.FigureEscaped(2, 1, "C1", 2, ("C1", "C2")),
        ev.CardTaken(2, 1, "C1", "c-C1", 3, 3),
        ev.GameEnded(turn=2, reason="all_escaped", scores=(2, 3), winners=(1,)),
    ]
    result = game.rules.result(game.state)
    assert result.details["escaped"] == [0, 1] and result.details["caught"] == []


def test_a_figure_whose_only_way_is_out_need_not_take_it():
    """Variation for Younger Players: "You don't have to leave the cave." How to move a
    figure?: "If you cannot move your figure because the cave cards you could move to are
    occupied or your way is barred by a wall, then the bottle spirit of Ali Baba will help
    you." DECISION: when no cave card can be reached and only the way out is open, the player
    may leave or call the spirit (in the basic game the way out counts as a move)."""
    game = big_luck(["C2", "C1", "B2"])
    game.roll(1)  # C1 and B2 are taken: the only step is out
    legal = game.legal(0)
    assert legal == [MoveFigure(0, EXIT), *(SummonSpirit(0, sq) for sq in ("A1", "B1", "A2"))]
    moved = game.play(SummonSpirit(0, "A2"))[0]
    assert (moved.to_square, moved.spirit) == ("A2", True)

    classic = position(CAVE, ["C2", "C1", "B2"], treasures={"C2": 1})
    assert classic.legal(0) == [MoveFigure(0, EXIT)]  # the basic game: leaving is the move


def test_the_bottle_spirit_helps_when_the_roll_is_too_high():
    pocket = board(
        "A1 B1 C1",
        "A2 B2 C2",
        walls=[("A1", "A2"), ("B1", "B2"), ("C1", "C2")],
        entrance="C2",
        side="east",
        chief_steps=2,
    )
    game = position(pocket, ["A1", "C2"], variant="big_luck")
    game.roll(3)  # the back row has three squares: every walk of three would pass one twice
    assert [c.square for c in game.legal(0)] == ["B1", "C1", "A2", "B2"]
    assert all(isinstance(c, SummonSpirit) for c in game.legal(0))
    assert game.play(SummonSpirit(0, "B2"))[0].spirit

    game = big_luck(["A1", "C1"])
    game.roll(6)  # six squares: every walk of six would pass one twice; only the way out
    assert game.legal(0)[0] == MoveFigure(0, EXIT)
    assert game.play(SummonSpirit(0, "C2"))[0].spirit


def test_the_game_ends_only_by_the_chief_and_nobody_loses_treasures():
    game = big_luck(["A1", "C1", "B2"], provision=[PLAIN, HEAD, PLAIN, HEAD])
    game.roll(1)
    game.play(MoveFigure(0, "B1"))
    game.roll(1)
    game.play(MoveFigure(1, "C2"))  # a head
    game.roll(2)
    game.play(MoveFigure(2, "C1"))
    game.roll(2)
    events = game.play(MoveFigure(0, "A2"))  # the second head: the chief is at the entrance
    assert events[-2:] == [
        ev.ChiefAdvanced(4, 2, "entrance", True, "head"),
        ev.GameEnded(turn=4, reason="chief_arrived", scores=(2, 1, 1), winners=(0,)),
    ]  # nobody is caught
    assert game.state.caught == ()
    result = game.rules.result(game.state)
    assert result.details["caught"] == [] and result.details["escaped"] == []
