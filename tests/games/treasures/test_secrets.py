"""What each viewer sees of the one secret of 1000 and One Treasures (seeds/treasures/README):
the provision pile's order is the auditor's alone, in every view and in the shuffle's
event; the cave's cards, the hands and the figures lie face up."""

from __future__ import annotations

import json

from hypothesis import given

from service.games.treasures import GAME
from service.kit.base import AUDITOR, SPECTATOR, Viewer
from tests.games.treasures.scenes import PLAYERS, SEEDS, VARIANTS, playout


@given(seed=SEEDS, players=PLAYERS, variant=VARIANTS)
def test_no_view_ever_shows_the_provision_pile_order(seed, players, variant):
    game = playout(seed, players, variant)
    viewers = [SPECTATOR, AUDITOR, *(Viewer(seat=k) for k in range(players))]
    for s in game.states:
        hidden = set(s.pile[s.drawn :])
        for viewer in viewers:
            text = json.dumps(GAME.view(s, viewer))
            seen = {card for card in hidden if f'"{card}"' in text}
            assert not seen, f"{viewer} sees pile cards {seen}"
            assert GAME.view(s, viewer)["pile_size"] == len(hidden)
    shuffled = next(e for e in game.events if type(e).__name__ == "ProvisionShuffled")
    assert all(not Viewer(seat=k).sees(shuffled) for k in range(players))
    assert shuffled.redacted() == {"size": 41}
