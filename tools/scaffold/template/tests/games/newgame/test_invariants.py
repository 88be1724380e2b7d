"""New Game under seeded random play: every card is dealt once, a hand only shrinks, the
totals are the cards revealed, and every game ends."""

from __future__ import annotations

import pytest

from service.app.selfplay import random_playout
from service.games.newgame import GAME


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(5))
def test_random_games_end_with_the_totals_of_the_cards_revealed(players, seed):
    p = random_playout(GAME, seed, players)
    assert p.finished
    s = p.state
    assert not any(s.hands) and all(card is None for card in s.placed)
    assert all(len(played) == s.hand for played in s.played)
    every = [c for played in s.played for c in played]
    assert len(every) == len(set(every))
    assert s.scores == tuple(s.total(seat) for seat in range(players))
