"""Seeded random play of Tales: the game's own invariants hold at every step."""

from __future__ import annotations

from collections import Counter

import pytest

from service.app.selfplay import random_playout
from service.games.tales import GAME as SHIPPED
from service.games.tales.state import PLAY, State
from service.kit.turns import Turn
from tests.games.tales.scenes import GAME


def _holds(g: State) -> None:
    """What holds at every step: points never below zero, a wealth level of the pack, no
    status or skill held twice, skills at Talent or Master level, every hero on a space of
    the map; once play begins, each treasure in exactly one place (the deck, the discard
    pile, or one hero's hands); award items only in play."""
    content = g.setup.content
    for h in g.heroes:
        assert h.destiny >= 0 and h.story >= 0
        assert 0 <= h.wealth < len(content.rules.wealth)
        statuses = [s for s, _, _ in h.statuses]
        skills = [s for s, _, _ in h.skills]
        assert len(set(statuses)) == len(statuses) and len(set(skills)) == len(skills)
        assert all(level in (1, 2) for _, level, _ in h.skills)
        assert h.space in content.spaces
    if g.phase == PLAY:
        places = Counter(g.treasures + g.treasure_discard)
        for h in g.heroes:
            places.update(h.treasures)
        assert places == Counter(list(content.treasures)), "a treasure lost or in two places"
    else:
        assert not g.queue


def _holds_at_rest(g: State) -> None:
    """What holds once a decision's events are all recorded (not between two of them: the
    last treasure lost, then the wealth that drops): a Fabulous hero holds a treasure
    (Wealth: "If you have Fabulous wealth (and therefore at least one treasure) and you lose
    your last treasure, your Wealth Level drops to Princely immediately")."""
    fabulous = len(g.setup.content.rules.wealth) - 1
    for h in g.heroes:
        assert h.wealth < fabulous or h.treasures, "Fabulous without a treasure"


@pytest.mark.parametrize("options", SHIPPED.variants, ids=lambda o: o["variant"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_invariants_hold_at_every_step_of_seeded_play(players: int, options: dict) -> None:
    for seed in range(1, 4):
        p = random_playout(SHIPPED, seed, players=players, options=options)
        rest = {recorded for recorded, _, _ in p.spans}  # events recorded after each decision
        g = SHIPPED.initial_state(p.events[0])
        _holds(g)
        for i, e in enumerate(p.events[1:], start=2):
            g = SHIPPED.fold(g, e)
            _holds(g)
            if i in rest:
                _holds_at_rest(g)
        assert p.finished
        assert len(rest) > 50


def test_a_draws_turn_is_the_turn_its_keywords_would_build() -> None:
    """Who may act (the kit's Turn): a draw pending declares no stage, its chance, the
    timed game's deadline: the turn its keywords would build."""
    seen = 0
    for variant in ({}, {"variant": "timed", "minutes": 30}):
        p = random_playout(GAME, 7, players=3, max_actions=60, options=variant)
        g = GAME.initial_state(p.events[0])
        for e in p.events[1:]:
            g = GAME.fold(g, e)
            turn = GAME.turn(g)
            if turn.chance is not None:
                seen += 1
                assert turn == Turn(g.phase, {}, chance=turn.chance,
                                    deadline=g.setup.deadline or None)
                assert not turn.stages and not turn.over and turn.pending is None
    assert seen > 5
