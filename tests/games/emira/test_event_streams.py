"""The event streams of seeded random games are pinned: a change made for speed must not
change behaviour. 40 games (3, 4 and 5 players, basic and advanced) played by the pure
rules as self-play plays them; the digest of every event (its repr: type, fields in order)
and of who caused it was recorded before Emira's self-play was optimised (commit 21d4118), and
recorded again when the chance draws moved from Python's Mersenne Twister to SHA-256 (the old
draws, run on the rules of that commit, still gave the first pin), and again when
`game.Created` gained `parent` and `parent_version` (forks): its repr grew by
", parent=None, parent_version=None", and without that text the streams still give the
previous pin (d795e34f…); and again when it gained `clock_offset` (a fork's clock): without
", clock_offset=None" they give the previous pin (37c47ced…); and again when it gained
`parent_chance` (a fork's kind of chance): without ", parent_chance=None" they give the
previous pin (f84f525f…)."""

from __future__ import annotations

import hashlib

from service.app.selfplay import random_playout
from service.games.emira import RULES

CONFIGS = [(n, adv) for n in (3, 4, 5) for adv in (False, True)]
PINNED = "8fe7ccb814733a661b5020154d63a2129ae16e99bafad08f73c2e82cbae0df8c"
PINNED_EVENTS = 66608


def test_forty_random_games_record_the_pinned_events() -> None:
    h = hashlib.sha256()
    events = 0
    for i in range(40):
        n, advanced = CONFIGS[i % len(CONFIGS)]
        p = random_playout(RULES, 500 + i, players=n, options={"advanced": advanced})
        assert p.finished
        events += len(p.events)
        for e, seat in zip(p.events, p.event_seats, strict=True):
            h.update(f"{seat}|{e!r}\n".encode())
    assert events == PINNED_EVENTS
    assert h.hexdigest() == PINNED
