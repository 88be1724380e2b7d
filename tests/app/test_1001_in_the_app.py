"""A finished game of 1001 in the application: the stored stream is reproducible from the
seed and the commands, and folding it from scratch gives the live state."""

from __future__ import annotations

import random

from service.app.application import GameApp
from service.app.store import open_store
from service.kit.base import AUDITOR, SPECTATOR, Command


class Clock:
    """A clock that ticks one second per reading, the same in every run."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def play(app: GameApp, game_id: str, tokens, rng: random.Random) -> list[tuple[int, Command]]:
    """Random legal commands from random seats until the game ends; returns what was sent."""
    seats = [app.viewer_for(game_id, t) for t in tokens]
    sent = []
    while app.get(game_id, SPECTATOR).status == "active":
        acting = [v for v in seats if app.legal(game_id, tokens[v.seat]).commands]
        viewer = rng.choice(acting)
        command = rng.choice(app.legal(game_id, tokens[viewer.seat]).commands)
        app.submit(game_id, viewer, command)
        sent.append((viewer.seat, command))
    return sent


def stream(app: GameApp, game_id: str) -> list[tuple[str, dict]]:
    return [(e.type, e.data) for e in app.events(game_id, AUDITOR)[1:]]


def test_rerunning_a_finished_games_commands_from_its_seed_gives_the_same_stream(tmp_path):
    first = GameApp(open_store(tmp_path / "a"), clock=Clock(), auditor_token="audit")
    created = first.create_game("1001", ["ann", "bob", "cy", "dee", "eve"], seed=2026)
    sent = play(first, created.game_id, created.tokens, random.Random(7))
    assert first.get(created.game_id, SPECTATOR).result is not None

    second = GameApp(open_store(tmp_path / "b"), clock=Clock(), auditor_token="audit")
    again = second.create_game("1001", ["ann", "bob", "cy", "dee", "eve"], seed=2026)
    for seat, command in sent:
        second.submit(again.game_id, second.viewer_for(again.game_id, again.tokens[seat]), command)

    assert stream(second, again.game_id) == stream(first, created.game_id)
    assert len(stream(first, created.game_id)) > 100


def test_folding_the_stored_events_gives_the_live_state(tmp_path):
    live = GameApp(open_store(tmp_path), clock=Clock())
    created = live.create_game("1001", ["ann", "bob", "cy"], seed=11)
    play(live, created.game_id, created.tokens, random.Random(3))
    fresh = GameApp(open_store(tmp_path), clock=Clock())  # empty cache: folds the store
    assert fresh.cache.get(created.game_id).state == live.cache.get(created.game_id).state
    assert fresh.get(created.game_id, SPECTATOR).view == live.get(created.game_id, SPECTATOR).view
