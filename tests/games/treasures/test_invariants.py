"""Seeded random play of the treasures' own rules: invariants, exact refusals, the views'
keys, balance. (The provision pile kept from every view: test_secrets.py.)

A seeded `random.Random` acts as the application: it settles chance and picks commands.
What every game owes — fold equality, determinism, offered commands accepted, refusals
recording nothing, non-interference — is the contract suite's (tests/contract).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from service.games.treasures import GAME
from service.games.treasures.board import exit_distance
from service.games.treasures.commands import EXIT, MoveFigure, PlaceFigure, SummonSpirit
from service.games.treasures.state import MOVING, OUT, OVER, PLACING, State
from service.kit.base import RuleViolation, Viewer
from tests.games.treasures.scenes import CTX, PLAYERS, SEEDS, VARIANTS, playout


def check_invariants(s: State, escaped_before: set[int]) -> None:
    c = s.content
    inside = [f for f in s.figures if f >= 0]
    assert len(inside) == len(set(inside)), "one figure per card"
    pile_left = s.pile[s.drawn :]
    taken = [card for hand in s.hands for card in hand]
    on_table = [card for card in s.cave if card is not None]
    assert sorted(on_table + taken + list(pile_left)) == sorted(c.cards), "cards are conserved"
    for k, hand in enumerate(s.hands):
        assert s.totals[k] == sum(c.cards[card].treasures for card in hand)
    heads = sum(c.cards[card].chief for card in s.pile[: s.drawn])
    assert s.chief == min(heads, c.board.chief_steps) or s.pile_size == 0
    assert 0 <= s.chief <= c.board.chief_steps
    if s.phase in (PLACING, MOVING):
        assert None not in s.cave, "every square holds a card between turns"
        assert GAME.legal_commands(s, s.current), "the seat to act always has a command"
        assert all(GAME.legal_commands(s, k) == [] for k in range(s.seats) if k != s.current)
    if s.phase == MOVING:
        assert s.figures[s.current] >= 0, "only a figure in the cave takes a turn"
        assert s.chief < c.board.chief_steps
    escaped = {k for k, f in enumerate(s.figures) if f == OUT}
    assert escaped_before <= escaped, "an escaped figure never comes back"
    escaped_before |= escaped
    if s.phase == OVER:
        result = GAME.result(s)
        assert result is not None and s.current == -1
        assert not set(result.winners) & set(s.caught)
        assert all(result.scores[k] == 0 for k in s.caught)
        if s.variant == "big_luck":
            assert s.caught == () and result.scores == s.totals
        if s.reason == "all_escaped":
            assert all(f == OUT for f in s.figures) and s.caught == ()
    else:
        assert GAME.result(s) is None


@given(seed=SEEDS, players=PLAYERS, variant=VARIANTS)
def test_random_legal_play_never_crashes_holds_the_invariants_and_ends(seed, players, variant):
    escaped: set[int] = set()
    game = playout(seed, players, variant, on_step=lambda s: check_invariants(s, escaped))
    assert game.final.phase == OVER


def random_command(rng: random.Random, s: State):
    squares = list(s.content.board.squares)
    target: Any = rng.choice([*squares, EXIT, "", "Z9", None, 3, "a1"])
    seat = rng.choice([*range(s.seats), s.current, s.current, -1, 7, None])
    kind = rng.choice([PlaceFigure, MoveFigure, SummonSpirit])
    return kind(seat, target)


@given(seed=SEEDS, players=PLAYERS, variant=VARIANTS, picks=st.integers(0, 2**32))
def test_a_command_is_accepted_exactly_when_it_is_listed(
    seed, players, variant, picks
):
    rng = random.Random(picks)
    game = playout(seed, players, variant)
    for s in rng.sample(game.states, min(6, len(game.states))):
        legal = {seat: GAME.legal_commands(s, seat) for seat in range(s.seats)}
        for _ in range(30):
            command = random_command(rng, s)
            allowed = type(command.seat) is int and command in legal.get(command.seat, [])
            try:
                GAME.decide(s, command, CTX)
                accepted = True
            except RuleViolation as refusal:
                accepted = False
                assert refusal.code.isupper() and refusal.message
            assert accepted == allowed, command


def test_the_view_keys():
    game = playout(3, 3, "classic")
    view = GAME.view(game.states[1], Viewer(seat=0))
    assert set(view) == {
        "variant",
        "phase",
        "turn",
        "current_seat",
        "die",
        "steps",
        "cave",
        "figures",
        "collected",
        "pile_size",
        "chief",
        "board",
        "outcome",
    }
    assert json.loads(json.dumps(view)) == view


# --- balance: the designed board and cards play well -------------------------------------


def cautious(state, legal, rng):
    """Grab the richest card; head for the exit once the chief is three heads away."""
    c = state.content
    dist = exit_distance(c.board)

    def worth(command):
        square = c.board.index.get(getattr(command, "to", None) or command.square)
        return 0 if square is None else c.cards[state.cave[square]].treasures

    exit_move = MoveFigure(state.current, EXIT)
    if state.phase == PLACING:
        return max(legal, key=worth)
    if c.board.chief_steps - state.chief <= 3:
        if exit_move in legal:
            return exit_move
        return min(
            legal,
            key=lambda m: (dist[c.board.index[getattr(m, "to", None) or m.square]], -worth(m)),
        )
    return max((m for m in legal if m != exit_move), key=worth, default=legal[0])


def test_across_200_games_every_game_ends_and_the_chief_catches_sometimes():
    caught_random = Counter()
    caught_cautious = Counter()
    spirits = 0
    for seed in range(200):
        players = 2 + seed % 3
        for policy, tally in ((None, caught_random), (cautious, caught_cautious)):
            game = playout(seed, players, "classic", **({"policy": policy} if policy else {}))
            s = game.final
            assert s.phase == OVER and s.turn <= 41
            tally[bool(s.caught)] += 1
            spirits += sum(isinstance(c, SummonSpirit) for c in game.commands)
    # random play is careless: the chief catches someone in most games, but not all
    assert 0.6 <= caught_random[True] / 200 <= 0.98
    # careful play mostly gets away, but the chief still catches someone now and then
    assert 0.1 <= caught_cautious[True] / 200 <= 0.6
    assert spirits > 0  # the bottle spirit is needed now and then
