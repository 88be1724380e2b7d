"""A fork resumes on its parent's clock at the version it starts from: a timer running then
has the time it had left, however long after the fork is made — not a deadline long past
that runs out at once. Deadlines shown to players are on the wall clock."""

from __future__ import annotations

import random

from service.app.application import GameApp
from service.app.audit import audit
from service.app.store import open_store
from service.kit.base import AUDITOR, SPECTATOR
from service.kit.registry import event_types, games


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


def _into_a_vote(app: GameApp, game_id: str, tokens: list[str], clock: Clock) -> int:
    """Play 1001 with random legal commands until a timer runs; that version."""
    rng = random.Random(4)
    seats = [app.viewer_for(game_id, t) for t in tokens]
    while app.get(game_id, SPECTATOR).deadline is None:
        viewer = rng.choice([v for v in seats if app.legal(game_id, tokens[v.seat]).commands])
        clock.now += 1.0
        app.submit(game_id, viewer, rng.choice(app.legal(game_id, tokens[viewer.seat]).commands))
    return app.version(game_id)  # recorded at clock.now


def test_a_fork_made_a_day_later_has_the_time_its_parent_had_left(tmp_path):
    clock = Clock()
    app = GameApp(open_store(tmp_path), clock=clock, auditor_token="audit")
    parent = app.create_game("1001", ["a", "b", "c", "d"], seed=9)
    n = _into_a_vote(app, parent.game_id, list(parent.tokens), clock)
    clock.now += 7.0
    left = app.get(parent.game_id, SPECTATOR).deadline - clock.now  # at the fork's moment
    assert left > 0
    clock.now += 86_400.0  # the parent's timer ran out long ago: it is not the fork's
    assert app.expire_timers() == 1  # the parent's
    fork = app.fork_game(parent.game_id, n, app.viewer_for(parent.game_id, "audit"))
    assert fork.version == n  # nothing expired on creation
    shown = app.get(fork.game_id, SPECTATOR)
    assert shown.deadline - clock.now == left + 7.0  # at N, 7 s before the fork's moment
    # The view's moment is on the wall clock too.
    assert shown.view["voting"]["deadline_time"] == shown.deadline
    assert app.expire_timers() == 0
    seat = app.viewer_for(fork.game_id, fork.tokens[0])
    if app.legal(fork.game_id, fork.tokens[0]).commands:
        app.submit(fork.game_id, seat, app.legal(fork.game_id, fork.tokens[0]).commands[0])
    clock.now = shown.deadline + 1.0
    assert app.expire_timers() >= 1  # and then it runs out, on time
    assert app.get(fork.game_id, SPECTATOR).version > n
    gid = fork.game_id
    report = audit(gid, app.cache.store.load(gid), games(), event_types())
    assert report.ok, report.problems
    assert app.events(gid, AUDITOR)[0].data["clock_offset"] == 7.0 + 86_400.0
