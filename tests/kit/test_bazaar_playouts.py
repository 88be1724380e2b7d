"""Seeded random playouts (`service.app.selfplay.random_playout`): every game ends, the fold
of its events is the live state, and at every position `legal_commands` and `decide` agree
— every listed command is accepted, every other candidate is refused."""

from __future__ import annotations

import pytest

from service.app.selfplay import random_playout
from service.kit.base import Command, Context, RuleViolation
from tests.kit.bazaar import GAME
from tests.kit.bazaar.commands import Bid, MerchantTakes, Pass, Protest, TakeGood
from tests.kit.bazaar.state import GOODS, State
from tests.kit.support import fold

SEEDS = range(12)


def _candidates(state: State) -> list[Command]:
    """Every command a seat might try here: legal or not."""
    out: list[Command] = []
    for seat in range(state.seats):
        out += [Bid(seat=seat, amount=a) for a in range(-1, max(state.coins) + 2)]
        out += [TakeGood(seat=seat, good=g) for g in (*GOODS, "")]
        out += [Protest(seat=seat), Pass(seat=seat)]
        out += [MerchantTakes(seat=seat, good=g) for g in GOODS]
    return out


def _accepted(state: object, command: Command) -> bool:
    try:
        GAME.decide(state, command, Context(now=0.0))
    except RuleViolation:
        return False
    return True


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_random_playout_ends_with_a_result(players: int) -> None:
    for seed in SEEDS:
        p = random_playout(GAME, seed, players)
        assert p.finished, f"seed {seed} stuck in {GAME.turn(p.state).phase}"
        result = GAME.result(p.state)
        assert result is not None and result.winners and len(result.scores) == players
        assert not p.used_timer  # every seat can always bid 0: no timer is needed


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fold_of_a_playouts_events_is_its_live_state(players: int) -> None:
    for seed in SEEDS:
        p = random_playout(GAME, seed, players)
        assert fold(p.events) == p.state


@pytest.mark.parametrize("players", [2, 4])
def test_legal_commands_and_decide_agree_at_every_position(players: int) -> None:
    for seed in range(4):
        p = random_playout(GAME, seed, players)
        versions = [1 + 2] + [version for _, _, version in p.actions]  # Created, shuffle, lay
        for version in versions:
            state = fold(p.events[:version])
            candidates = _candidates(state)
            legal = {c for s in range(players) for c in GAME.legal_commands(state, s)}
            assert legal or GAME.result(state) is not None
            for command in candidates:
                assert _accepted(state, command) == (command in legal), (seed, version, command)
            assert legal <= set(candidates)


def test_the_same_seed_plays_the_same_game() -> None:
    a, b = random_playout(GAME, 3, 3), random_playout(GAME, 3, 3)
    assert a.events == b.events and a.actions == b.actions
