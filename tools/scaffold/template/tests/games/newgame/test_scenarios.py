"""New Game's rules where the example says nothing: whose turn, what may be played."""

from __future__ import annotations

import pytest
from service.games.newgame import GAME
from service.games.newgame import events as ev
from service.games.newgame.commands import PlayCard
from tests.games.newgame.scenes import dealt

from service.kit.base import RuleViolation


def test_a_seat_plays_only_a_card_of_its_hand_and_only_on_its_turn():
    scene = dealt(("c03", "c09"), ("c01", "c05"))
    with pytest.raises(RuleViolation) as err:
        scene.play(PlayCard(0, "c01"))
    assert err.value.code == "NOT_IN_HAND"
    with pytest.raises(RuleViolation) as err:
        scene.play(PlayCard(1, "c01"))
    assert err.value.code == "NOT_YOUR_TURN"
    assert scene.play(PlayCard(0, "c09")) == [ev.CardPlayed(0, "c09", 9)]
    assert [c.card for c in GAME.legal_commands(scene.state, 1)] == ["c01", "c05"]


def test_the_game_ends_once_every_hand_is_empty():
    scene = dealt(("c03",), ("c04",))
    scene.play(PlayCard(0, "c03"))
    assert GAME.result(scene.state) is None
    scene.play(PlayCard(1, "c04"))
    assert scene.events[-1] == ev.GameEnded((3, 4), (1,))
    assert GAME.turn(scene.state).over


def test_the_options_are_checked():
    assert GAME.validate_options(2, {}) == {"hand": 6}
    for bad in ({"hand": 7}, {"hand": "3"}, {"colour": 1}):
        with pytest.raises(RuleViolation) as err:
            GAME.validate_options(2, bad)
        assert err.value.code == "BAD_OPTIONS"
    with pytest.raises(RuleViolation) as err:
        GAME.validate_options(5, {})
    assert err.value.code == "BAD_PLAYER_COUNT"
