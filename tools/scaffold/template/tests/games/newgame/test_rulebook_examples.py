"""The examples of New Game's rules (seeds/newgame/README.md), as given / when / then."""

from __future__ import annotations

from service.games.newgame import GAME
from service.games.newgame import events as ev
from service.games.newgame.commands import PlaceCard
from tests.games.newgame.scenes import dealt


def test_the_highest_total_wins():
    """README, "The example": Ann holds 3, 9 and 12; Bob 1, 5 and 10. Ann's 24 beats Bob's
    16."""
    scene = dealt(("c03", "c09", "c12"), ("c01", "c05", "c10"))
    for ann, bob in (("c03", "c01"), ("c09", "c05"), ("c12", "c10")):
        scene.play(PlaceCard(0, ann))
        scene.play(PlaceCard(1, bob))
    assert scene.events[-1] == ev.GameEnded((24, 16), (0,))
    result = GAME.result(scene.state)
    assert result is not None and result.winners == (0,) and result.scores == (24, 16)
