"""What each viewer sees of New Game: a hand, and a card placed face down, are their seat's
(and the auditor's) alone until the reveal."""

from __future__ import annotations

from service.games.newgame import GAME
from service.games.newgame.commands import PlaceCard
from service.kit.base import AUDITOR, SPECTATOR, Viewer
from tests.games.newgame.scenes import dealt


def test_a_hand_is_its_seats_alone():
    scene = dealt(("c03", "c09"), ("c01", "c05"))
    mine = GAME.view(scene.state, Viewer(seat=0))["seats"]
    assert [c["card"] for c in mine[0]["hand"]] == ["c03", "c09"]
    assert mine[1]["hand"] == [] and mine[1]["hand_size"] == 2
    assert all(s["hand"] == [] for s in GAME.view(scene.state, SPECTATOR)["seats"])
    assert GAME.view(scene.state, AUDITOR)["seats"][1]["hand"] != []
    # The deal's events: the deck's order is the auditor's; a hand is its seat's.
    shuffled, ann, bob = scene.events[1:4]
    assert not Viewer(seat=0).sees(shuffled) and AUDITOR.sees(shuffled)
    assert Viewer(seat=0).sees(ann) and not Viewer(seat=0).sees(bob)
    assert bob.redacted() == {"seat": 1, "size": 2}


def test_a_card_placed_is_secret_until_the_reveal():
    scene = dealt(("c03", "c09"), ("c01", "c05"))
    [placed] = scene.play(PlaceCard(0, "c09"))
    assert placed.redacted() == {"seat": 0}
    theirs = GAME.view(scene.state, Viewer(seat=1))["seats"][0]
    assert theirs["placed"] and theirs["placed_card"] is None
    assert GAME.view(scene.state, Viewer(seat=0))["seats"][0]["placed_card"] == "c09"
