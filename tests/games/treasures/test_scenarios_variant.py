"""Variation for Younger Players, "Ali Baba and the big luck": a die roll sets the steps,
nobody must (DESIGNED: nobody may) leave, collected treasures are never lost, the game ends
only when the chief reaches the entrance."""

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


def test_nobody_leaves_the_cave():
    game = big_luck(["C2", "A1"])
    game.roll(1)
    assert MoveFigure(0, EXIT) not in game.legal(0)
    assert [c.to for c in game.legal(0)] == ["C1", "B2"]
    with pytest.raises(RuleViolation) as err:
        game.decide(MoveFigure(0, EXIT))
    assert err.value.code == "NO_WAY_OUT"


def test_the_bottle_spirit_helps_when_the_roll_is_too_high():
    game = big_luck(["A1", "C1"])
    game.roll(6)  # six squares: every walk of six would pass one twice
    assert all(isinstance(c, SummonSpirit) for c in game.legal(0))
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
