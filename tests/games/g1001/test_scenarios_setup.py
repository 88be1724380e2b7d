"""Selecting teams and setting up: options, the board laid out (tiles to spaces, gems to
holes), the recorded chance draws, the first turn."""

from __future__ import annotations

import random

import pytest

from service.games.g1001 import GAME
from service.games.g1001 import events as ev
from service.games.g1001.board import flight_path, hole_spaces, lay_gems, lay_tiles, tile_space
from service.games.g1001.commands import CastVote
from service.games.g1001.content import load
from service.games.g1001.state import DAY, NIGHT
from service.kit.base import Context, ExpireTimer, ResolveChance, RuleViolation

from .scenes import NOW, Play, created, refused


def test_facts():
    assert (GAME.game_type, GAME.min_players, GAME.max_players) == ("1001", 2, 8)
    assert set(GAME.command_types) == {
        "cast_vote", "choose_vizier", "discard_gem", "buy_reward", "exchange_tokens", "end_turn"}
    assert all(name.startswith(("1001.", "game.")) for name in GAME.event_types)


@pytest.mark.parametrize(("players", "day", "night"), [
    (2, (0,), (1,)),
    (3, (0, 2), (1,)),
    (5, (0, 2, 4), (1, 3)),
    (7, (0, 2, 4, 6), (1, 3, 5)),
    (8, (0, 2, 4, 6), (1, 3, 5, 7)),
])
def test_default_teams_alternate_seats_as_equal_as_possible(players, day, night):
    """Section "The teams": teams as equal as possible (5 players: a team of 3 and one of 2)."""
    assert GAME.validate_options(players, {}) == {"day_seats": day, "night_seats": night}


def test_explicit_teams_are_normalised():
    assert GAME.validate_options(5, {"day_seats": [4, 1]}) == {
        "day_seats": (1, 4), "night_seats": (0, 2, 3)}
    assert GAME.validate_options(4, {"night_seats": (0, 1)}) == {
        "day_seats": (2, 3), "night_seats": (0, 1)}
    assert GAME.validate_options(3, {"day_seats": [2], "night_seats": [0, 1]}) == {
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
        GAME.validate_options(players, options)
    assert info.value.code == code


def test_setup_draws_tiles_then_gems_then_deals_the_first_turn():
    """Setup steps 2-3 and "1 - Preparing to Fly": tiles and gems laid out at random; each
    team holds 2 clouds; the active team (Day on turn 1) takes one more, so 3."""
    play = Play(created(4))
    spec = GAME.chance(play.state)
    assert (spec.key, spec.kind, spec.items) == ("tiles", "shuffle", tuple(load().tiles))
    order = tuple(reversed(spec.items))
    assert play.resolve(order) == [ev.TilesLaidOut(order)]
    assert play.state.start_space == play.state.setup.board.palace_start

    spec = GAME.chance(play.state)
    assert (spec.key, spec.kind, sorted(spec.items)) == ("gems", "shuffle", sorted(load().gem_pool))
    gems = tuple(sorted(spec.items))
    assert play.resolve(gems) == [
        ev.GemsLaidOut(gems),
        ev.TurnBegan(1, DAY, 1),
        ev.CloudsGained(1, DAY, 1, 0, 3, None),
    ]
    assert (play.state.day.clouds, play.state.night.clouds) == (3, 2)

    spec = GAME.chance(play.state)
    assert (spec.key, spec.kind, spec.items) == (
        "flight_cards:1", "shuffle", tuple(load().flight_cards))
    cards = tuple(reversed(spec.items))
    assert play.resolve(cards) == [
        ev.FlightCardsDealt(1, cards[:4]),
        ev.VotingOpened(1, NOW + 120),
    ]
    assert GAME.chance(play.state) is None
    assert GAME.deadline(play.state) == NOW + 120


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
    due = GAME.deadline(play.state)
    play.ctx = Context(now=due - 1)
    assert refused(play, ExpireTimer(None)) == "TIMER_NOT_EXPIRED"
    play.ctx = Context(now=due + 5)
    assert play.apply(ExpireTimer(None)) == [ev.SandTimerRanOut(1, due + 5)]
    assert GAME.deadline(play.state) is None
    assert refused(play, ExpireTimer(None)) == "NO_TIMER"
    assert play.apply(CastVote(0, (2,)))[0] == ev.VoteCast(1, 0, (2,))


def test_night_also_starts_its_first_turn_with_3_clouds():
    """Section "1 - Preparing to Fly": "The Active team takes one Cloud token. On its first
    turn, an Active team will thus start with 3 Cloud tokens." Night, opposing on turn 1,
    neither gains nor loses: it holds 3 clouds when turn 2 begins."""
    from .scenes import ground_turn, start_game

    play = start_game(4)
    ground_turn(play)
    began = [e for e in play.events if isinstance(e, ev.TurnBegan | ev.CloudsGained)][-2:]
    assert began == [ev.TurnBegan(2, NIGHT, 1), ev.CloudsGained(2, NIGHT, 1, 0, 3, None)]
    assert (play.state.day.clouds, play.state.night.clouds) == (3, 3)


def test_teams_take_turns_and_the_token_value_rises():
    """Section "Game Turn" and the turn track: Day is active on odd turns, Night on even
    ones; individual tokens are worth 1, 1, 2, 2, 3, 3, 4, 4."""
    from .scenes import ground_turn, start_game

    play = start_game(4)
    seen = []
    for _ in range(8):
        p = play.state
        seen.append((p.turn, p.active, p.point_value))
        ground_turn(play)
    assert seen == [(t, DAY if t % 2 else NIGHT, (t + 1) // 2) for t in range(1, 9)]
    assert play.result is not None


# --- the board laid out -------------------------------------------------------------------------


def rc(row: int, col: int) -> int:
    return row * 8 + col


def test_tile_positions_cover_the_8x8_board_row_major():
    assert [tile_space(0, k) for k in range(4)] == [rc(0, 0), rc(0, 1), rc(1, 0), rc(1, 1)]
    assert [tile_space(5, k) for k in range(4)] == [rc(2, 2), rc(2, 3), rc(3, 2), rc(3, 3)]
    covered = sorted(tile_space(p, k) for p in range(16) for k in range(4))
    assert covered == list(range(64))


def test_aladdin_starts_on_the_lower_left_space_of_the_palace_tile():
    """Setup step 5: the space with the small Aladdin symbol, lower left of the palace tile."""
    order = tuple(load().tiles)[::-1]  # the palace tile (first in the file) ends at position 15
    board = lay_tiles(load(), order)
    assert board.tiles[15] == "palace"
    assert board.palace_start == rc(7, 6)


def test_gems_fill_the_holes_in_ascending_space_order():
    board = lay_tiles(load(), tuple(load().tiles))
    holes = hole_spaces(board)
    assert len(holes) == 36 and list(holes) == sorted(holes)
    colours = tuple(f"c{i}" for i in range(36))
    placed = lay_gems(board, colours)
    flat = [g for gems in placed.gems for g in gems]
    assert flat == list(colours)
    assert all(len(placed.gems[i]) == s.gem_holes for i, s in enumerate(placed.spaces))


def test_every_card_in_every_direction_is_seven_distinct_moves():
    for card in load().flight_cards.values():
        for d in (1, 2, 3, 4):
            p = flight_path(rc(3, 3), card, d)
            assert len(p) == 7 and rc(3, 3) not in p and len(set(p)) == 7
