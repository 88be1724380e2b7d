"""Figures of the application layer on the SQLite store: commands in process, rebuilds."""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from bench.common import Row, rate_row
from service.app.selfplay import Playout, encoded, longest_playout, random_playout
from service.kit.base import AUDITOR, GameRules

SECTION = "app"


def app_submit(rules: GameRules, data_dir: Path, ceiling: Row | None, n: int) -> Row:
    """GameApp.submit in process (no gRPC) on a SQLite file, one thread: scripted random
    games, created beforehand; commands/s. Compared with the library's save ceiling."""
    from service.app.application import GameApp
    from service.app.store import open_store

    app = GameApp(open_store(data_dir))
    games = []
    planned = 0
    seed = 50_000
    while planned < n + 100:
        seed += 1
        p = random_playout(rules, seed)
        if not p.scriptable or not p.actions:
            continue
        created = app.create_game(rules.game_type, p.created.players, seed=p.created.seed)
        viewers = [app.viewer_for(created.game_id, t) for t in created.tokens]
        games.append((created.game_id, viewers, p))
        planned += len(p.actions)
    script = [
        (gid, viewers[seat], cmd, f"c{k}", version)
        for gid, viewers, p in games
        for k, (seat, cmd, version) in enumerate(p.actions)
    ]
    for gid, viewer, cmd, cid, _ in script[:100]:  # warm-up
        app.submit(gid, viewer, cmd, command_id=cid)
    events = 0
    t0 = time.perf_counter()
    for gid, viewer, cmd, cid, version in script[100 : 100 + n]:
        r = app.submit(gid, viewer, cmd, command_id=cid)
        if r.version != version:
            raise RuntimeError(f"{rules.game_type}: service diverged from the pure script")
        events += len(r.events)
    elapsed = time.perf_counter() - t0
    return rate_row(
        SECTION,
        f"{rules.game_type}: GameApp.submit in process, SQLite",
        n / elapsed,
        "commands/s",
        ceiling,
        note=f"{n:,} commands, {events / n:.2f} events/command, command ids, no gRPC",
    )


def rebuild(rules: GameRules, data_dir: Path, ceiling: Row | None, seeds: int, repeats: int) -> Row:
    """A GameApp with an empty cache loading one long stored game (decode + fold)."""
    from service.app.application import GameApp
    from service.app.store import open_store

    p: Playout = longest_playout(rules, range(1, seeds + 1))
    store = open_store(data_dir)
    game_id = "rebuild0000000001"
    store.append(game_id, 1, encoded(p))
    # other games in the same file, so the read is not from a one-game table
    for k in range(200):
        store.append(f"other{k:012d}", 1, encoded(p))
    times = []
    for _ in range(repeats):
        app = GameApp(store, cache_size=10)
        t0 = time.perf_counter()
        app.viewer_for(game_id, None)  # loads the game: select, decode, fold
        times.append(time.perf_counter() - t0)
        assert app.get(game_id, AUDITOR).version == len(p.events)
    t = statistics.median(times)
    n = len(p.events)
    return rate_row(
        SECTION,
        f"{rules.game_type}: rebuild a stored game, empty cache",
        n / t,
        "events/s",
        ceiling,
        note=f"{n} events in {t * 1000:.2f} ms (median of {repeats})",
        ms=t * 1000,
    )
