"""New Game's rules where the example says nothing: what may be placed, and when the
cards are revealed."""

from __future__ import annotations

import pytest

from service.games.newgame import GAME
from service.games.newgame import events as ev
from service.games.newgame.commands import PlaceCard
from service.kit.base import RuleViolation
from tests.games.newgame.scenes import dealt


def test_a_seat_places_only_a_card_of_its_hand_and_one_a_round():
    scene = dealt(("c03", "c09"), ("c01", "c05"))
    with pytest.raises(RuleViolation) as err:
        scene.play(PlaceCard(0, "c01"))
    assert err.value.code == "NOT_IN_HAND"
    assert scene.play(PlaceCard(0, "c09")) == [ev.CardPlaced(0, "c09")]
    with pytest.raises(RuleViolation) as err:
        scene.play(PlaceCard(0, "c03"))
    assert err.value.code == "NOT_YOUR_TURN"
    assert [c.card for c in GAME.legal_commands(scene.state, 1)] == ["c01", "c05"]
    assert scene.play(PlaceCard(1, "c05")) == [ev.CardPlaced(1, "c05"),
                                                ev.CardsRevealed(1, ("c09", "c05"), (9, 5))]


def test_the_game_ends_once_every_hand_is_played():
    scene = dealt(("c03",), ("c04",))
    scene.play(PlaceCard(0, "c03"))
    assert GAME.result(scene.state) is None
    scene.play(PlaceCard(1, "c04"))
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
