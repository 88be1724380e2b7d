"""Seeded random games for 3, 4 and 5 players, basic and advanced: every princess and event
card in exactly one place, palaces never over capacity, each action at most once a turn,
gold never negative; the fold of the recorded events equals the live state."""

from __future__ import annotations

import pytest

from service.app.selfplay import random_playout
from service.games.emira import RULES
from service.games.emira.state import room


def _check(g) -> None:
    if g.phase in ("setup", "keep_start"):
        return
    assert all(s.gold >= 0 for s in g.sheiks)
    # Sidi Suleiman needs no room: he leaves at once (after his sheik's choice).
    assert all(room(s) + ("sidi_suleiman" in s.princesses) >= 0 for s in g.sheiks)
    assert len(g.step.taken) == len(set(g.step.taken))
    b, d = g.board, g.decks
    places = [*d.emira, *b.active, *b.later, *b.undecided, *b.removed,
              *(p for s in g.sheiks for p in s.princesses)]
    assert sorted(places) == sorted(g.content.princesses), "a princess in two places or none"
    cards = [*d.events, *d.out, *(c for dealt in d.dealt for c in dealt),
             *(c for s in g.sheiks for c in (*s.hand, *s.kept))]
    if g.step.ask is not None and g.step.ask.name == "keep_event":
        cards += g.step.ask.options
    expected = [c.id for c in g.content.event_cards
                if g.setup.advanced or not g.content.event_kinds[c.kind].advanced_only]
    assert sorted(cards) == sorted(expected), "an event card in two places or none"


@pytest.mark.parametrize("players", (3, 4, 5))
@pytest.mark.parametrize("advanced", (False, True))
@pytest.mark.parametrize("seed", range(4))
def test_random_games_keep_the_invariants(players: int, advanced: bool, seed: int) -> None:
    p = random_playout(RULES, seed, players, options={"advanced": advanced})
    assert p.finished
    state = RULES.initial_state(p.events[0])
    for i, event in enumerate(p.events[1:], 1):
        state = RULES.fold(state, event)
        moving = getattr(event, "to", "") == "moving"  # Xenia between two palaces
        if (i % 7 == 0 or i == len(p.events) - 1) and not moving:
            _check(state)
    assert state == p.state
