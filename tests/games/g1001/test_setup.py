"""Selecting teams and setting up: options, the recorded chance draws, the first turn."""

from __future__ import annotations

import random

import pytest

from service.games.g1001 import RULES
from service.games.g1001 import events as ev
from service.games.g1001.commands import CastVote
from service.games.g1001.content import load
from service.games.g1001.state import DAY, NIGHT
from service.kit.base import Context, ExpireTimer, ResolveChance, RuleViolation

from .helpers import NOW, Play, created, refused


def test_facts():
    assert (RULES.game_type, RULES.min_players, RULES.max_players) == ("1001", 2, 8)
    assert set(RULES.command_types) == {
        "cast_vote", "choose_vizier", "discard_gem", "buy_reward", "exchange_tokens", "end_turn"}
    assert all(name.startswith(("1001.", "game.")) for name in RULES.event_types)


@pytest.mark.parametrize(("players", "day", "night"), [
    (2, (0,), (1,)),
    (3, (0, 2), (1,)),
    (5, (0, 2, 4), (1, 3)),
    (7, (0, 2, 4, 6), (1, 3, 5)),
    (8, (0, 2, 4, 6), (1, 3, 5, 7)),
])
def test_default_teams_alternate_seats_as_equal_as_possible(players, day, night):
    """Section "The teams": teams as equal as possible (5 players: a team of 3 and one of 2)."""
    assert RULES.validate_options(players, {}) == {"day_seats": day, "night_seats": night}


def test_explicit_teams_are_normalised():
    assert RULES.validate_options(5, {"day_seats": [4, 1]}) == {
        "day_seats": (1, 4), "night_seats": (0, 2, 3)}
    assert RULES.validate_options(4, {"night_seats": (0, 1)}) == {
        "day_seats": (2, 3), "night_seats": (0, 1)}
    assert RULES.validate_options(3, {"day_seats": [2], "night_seats": [0, 1]}) == {
        "day_seats": (2,), "night_seats": (0, 1)}


@pytest.mark.parametrize(("players", "options", "code"), [
    (1, {}, "BAD_PLAYER_COUNT"),
    (9, {}, "BAD_PLAYER_COUNT"),
    (6, {"day_seats": [0, 1, 2, 3]}, "BAD_OPTIONS"),  # 4 against 2
    (4, {"day_seats": [0, 1, 2, 3]}, "BAD_OPTIONS"),  # an empty team
    (4, {"day_seats": [0, 0]}, "BAD_OPTIONS"),
    (4, {"day_seats": [0, 4]}, "BAD_OPTIONS"),
    (4, {"day_seats": [0, True]}, "BAD_OPTIONS"),
    (4, {"day_seats": "01"}, "BAD_OPTIONS"),
    (4, {"day_seats": [0, 1], "night_seats": [1, 2]}, "BAD_OPTIONS"),
    (4, {"day_seats": [0, 1], "night_seats": [2]}, "BAD_OPTIONS"),
    (4, {"timer": 60}, "BAD_OPTIONS"),
])
def test_bad_options_are_refused(players, options, code):
    with pytest.raises(RuleViolation) as info:
        RULES.validate_options(players, options)
    assert info.value.code == code


def test_setup_draws_tiles_then_gems_then_deals_the_first_turn():
    """Setup steps 2-3 and "1 - Preparing to Fly": tiles and gems laid out at random; each
    team holds 2 clouds; the active team (Day on turn 1) takes one more, so 3."""
    play = Play(created(4))
    spec = RULES.chance(play.state)
    assert (spec.key, spec.kind, spec.items) == ("tiles", "shuffle", tuple(load().tiles))
    order = tuple(reversed(spec.items))
    assert play.resolve(order) == [ev.TilesLaidOut(order)]
    assert play.state.progress.start_space == play.state.setup.board.palace_start

    spec = RULES.chance(play.state)
    assert (spec.key, spec.kind, sorted(spec.items)) == ("gems", "shuffle", sorted(load().gem_pool))
    gems = tuple(sorted(spec.items))
    assert play.resolve(gems) == [
        ev.GemsLaidOut(gems),
        ev.TurnBegan(1, DAY, 1),
        ev.CloudsGained(1, DAY, 1, 0, 3, None),
    ]
    assert (play.state.day.clouds, play.state.night.clouds) == (3, 2)

    spec = RULES.chance(play.state)
    assert (spec.key, spec.kind, spec.items) == (
        "flight_cards:1", "shuffle", tuple(load().flight_cards))
    cards = tuple(reversed(spec.items))
    assert play.resolve(cards) == [
        ev.FlightCardsDealt(1, cards[:4]),
        ev.VotingOpened(1, NOW + 120),
    ]
    assert RULES.chance(play.state) is None
    assert RULES.deadline(play.state) == NOW + 120


@pytest.mark.parametrize("outcome", [
    None, 3, "abc", (), ("palace",) * 16, [1] * 16, [[1]] * 16, tuple(load().tiles)[:15],
    (*tuple(load().tiles)[:15], "nowhere"),
])
def test_bad_chance_outcomes_are_refused(outcome):
    play = Play(created(4))
    assert refused(play, ResolveChance(None, "tiles", outcome)) == "BAD_CHANCE_OUTCOME"


def test_chance_answers_must_match_the_pending_draw():
    play = Play(created(4))
    tiles = tuple(load().tiles)
    assert refused(play, ResolveChance(None, "gems", tiles)) == "WRONG_CHANCE_KEY"
    assert refused(play, ResolveChance(0, "tiles", tiles)) == "APPLICATION_ONLY"
    assert refused(play, CastVote(0, (1,))) == "CHANCE_PENDING"
    play.settle()
    assert refused(play, ResolveChance(None, "tiles", tiles)) == "NO_CHANCE_PENDING"


def test_the_sand_timer_runs_out_but_late_votes_still_count():
    """Section "2 - Casting Votes": when the timer runs out, players who have not voted are
    given a few seconds to place their cards."""
    play = Play(created(4), random.Random(1))
    play.settle()
    due = RULES.deadline(play.state)
    play.ctx = Context(now=due - 1)
    assert refused(play, ExpireTimer(None)) == "TIMER_NOT_EXPIRED"
    play.ctx = Context(now=due + 5)
    assert play.apply(ExpireTimer(None)) == [ev.SandTimerRanOut(1, due + 5)]
    assert RULES.deadline(play.state) is None
    assert refused(play, ExpireTimer(None)) == "NO_TIMER"
    assert play.apply(CastVote(0, (2,)))[0] == ev.VoteCast(1, 0, (2,))


def test_teams_take_turns_and_the_token_value_rises():
    """Section "Game Turn" and the turn track: Day is active on odd turns, Night on even
    ones; individual tokens are worth 1, 1, 2, 2, 3, 3, 4, 4."""
    from .helpers import ground_turn, start_game

    play = start_game(4)
    seen = []
    for _ in range(8):
        p = play.state.progress
        seen.append((p.turn, p.active, p.point_value))
        ground_turn(play)
    assert seen == [(t, DAY if t % 2 else NIGHT, (t + 1) // 2) for t in range(1, 9)]
    assert play.result is not None
