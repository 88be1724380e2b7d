"""`serve --processes N` in the application: two processes over one SQLite file, each the
owner of its share of the games (`Ownership`). A process reads nothing before a command
on a game of its own (no catch-up read); on the other's game it catches up first, and the
store's unique (game, version) still settles a race; it creates games it owns, and its
timer sweeper expires its own games only."""

from __future__ import annotations

import random
from typing import Any

from service.app.application import GameApp
from service.app.store import Ownership, open_store, owner_of
from service.kit.base import SPECTATOR


class CountingLoads:
    """Counts the store's reads of one game's events (`EventStore.load`)."""

    def __init__(self, store: Any) -> None:
        self.calls = 0
        self._load = store.load
        store.load = self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return self._load(*args, **kwargs)


def _apps(tmp_path: Any) -> tuple[GameApp, GameApp]:
    apps = []
    for index in range(2):
        store = open_store(tmp_path)
        store.ownership = Ownership(index, 2)
        apps.append(GameApp(store))
    return apps[0], apps[1]


def _move(app: GameApp, game_id: str, tokens: tuple[str, ...], rng: random.Random) -> int:
    for token in tokens:
        commands = app.legal(game_id, token).commands
        if commands:
            played = app.play(game_id, token, rng.choice(commands))
            return played.submitted.version
    raise AssertionError("nobody may act")


def test_each_process_creates_its_own_games_and_the_owner_is_one_of_two(tmp_path) -> None:
    one, two = _apps(tmp_path)
    for app, index in ((one, 0), (two, 1)):
        for seed in range(20):
            created = app.create_game("1001", ["a", "b"], seed=seed)
            assert owner_of(created.game_id, 2) == index and app.store.owns(created.game_id)
    # A request_id's game belongs to whoever its id says, wherever it is created.
    created = one.create_game("1001", ["a", "b"], seed=1, request_id="r" * 20)
    assert one.store.owns(created.game_id) == (owner_of(created.game_id, 2) == 0)


def test_a_command_on_a_game_of_ones_own_reads_nothing_first(tmp_path) -> None:
    owner, other = _apps(tmp_path)
    created = owner.create_game("1001", ["a", "b", "c", "d"], seed=2)
    rng = random.Random(2)
    _move(owner, created.game_id, created.tokens, rng)  # cached now
    loads = CountingLoads(owner.store)
    for _ in range(10):
        _move(owner, created.game_id, created.tokens, rng)
    assert loads.calls == 0
    # The other process reads the owner's game, and catches up before every read.
    seen = CountingLoads(other.store)
    assert other.get(created.game_id, SPECTATOR).version == \
        owner.get(created.game_id, SPECTATOR).version
    version = _move(owner, created.game_id, created.tokens, rng)
    assert other.get(created.game_id, SPECTATOR).version == version
    assert seen.calls >= 2


def test_a_write_on_the_others_game_still_catches_up_and_the_owner_sees_it(tmp_path) -> None:
    """Never done by the server (it forwards the call to the owner), but safe all the
    same: the non-owner catches up before deciding, and the owner's next command, on a
    stale copy, loses the race at the store, catches up and decides again."""
    owner, other = _apps(tmp_path)
    created = owner.create_game("1001", ["a", "b", "c", "d"], seed=4)
    rng = random.Random(4)
    _move(owner, created.game_id, created.tokens, rng)
    _move(other, created.game_id, created.tokens, rng)
    version = _move(owner, created.game_id, created.tokens, rng)
    history = owner.store.load(created.game_id)
    assert [r.originator_version for r in history] == list(range(1, version + 1))


def test_the_sweeper_expires_only_the_games_a_process_owns(tmp_path) -> None:
    clock = [1_800_000_000.0]
    apps = []
    for index in range(2):
        store = open_store(tmp_path)
        store.ownership = Ownership(index, 2)
        apps.append(GameApp(store, clock=lambda: clock[0]))
    owner, other = apps
    created = owner.create_game("1001", ["a", "b", "c", "d"], seed=6)  # a sand timer runs
    other.get(created.game_id, SPECTATOR)  # cached by the other process too
    before = owner.get(created.game_id, SPECTATOR).version
    clock[0] += 10_000
    assert other.expire_timers() == 0
    assert owner.store.load(created.game_id)[-1].originator_version == before
    assert owner.expire_timers() == 1
