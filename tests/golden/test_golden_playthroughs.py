"""The golden playthroughs (tests/golden/playthrough.py): every stored game's moves sent
again through the application store the same events, byte for byte; and every registered
game, variant and fewest and most seats has its files. A difference means behaviour changed:
a refactor must not; a rules change regenerates them (`python -m tests.golden --write`) in
its own commit, with the diff explained."""

from __future__ import annotations

import pytest

from tests.golden.playthrough import (
    GAMES_PER_CASE,
    cases,
    events_of,
    read,
    replay,
    stored_files,
)


def test_every_game_variant_and_seat_count_has_its_golden_games():
    missing = [f"{c.game_type}/{c.stem}" for c in cases() if len(c.stored()) < GAMES_PER_CASE]
    assert not missing, f"run `python -m tests.golden --write`: missing {missing}"


@pytest.mark.parametrize("path", list(stored_files()), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_moves_sent_again_store_the_same_bytes(path):
    lines = read(path)
    expected = events_of(lines)
    got = replay(lines)
    for want, have in zip(expected, got, strict=False):
        assert have == want, f"{path.name}: the first event that differs"
    assert len(got) == len(expected), f"{path.name}: {len(got)} events, not {len(expected)}"
