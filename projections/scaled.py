"""Analytics files of real games at any scale, for the ready queries' tests and their speed
(`bench/figures_stats.py`).

`project_bot_games` plays random games of every registered type and player count with the
pure rules (`service.app.selfplay`), stores them and projects them with the real projector,
so every table holds what real games put there. `scale_up` then copies each finished game's
rows under new game ids (`{id}~{k}`) until the file holds the number of finished games asked
for, in equal shares per type: a file of 100,000 games in a minute or two instead of the
hours that playing them would take. The copies repeat the originals' figures (a query's
answer barely moves); what grows is what a query must scan, which is what is measured.
"""

from __future__ import annotations

import math
from pathlib import Path

from eventsourcing.persistence import StoredEvent

from projections.duck import Analytics
from projections.projector import Projector
from projections.schema import TABLES
from service.app.selfplay import encoded, random_playout
from service.app.store import open_store
from service.kit.registry import games


def project_bot_games(data: Path, per_count: int, batch_size: int = 20_000) -> Path:
    """`per_count` random games of every type and player count stored in `data` and
    projected (`batch_size` notifications a batch); the analytics file's path."""
    store = open_store(data)
    n = 0
    for game_type, rules in games().items():
        for players in range(rules.min_players, rules.max_players + 1):
            for seed in range(per_count):
                p = random_playout(rules, 1000 * players + seed, players, now=10.0 * n)
                store.recorder.insert_events([
                    StoredEvent(f"{game_type}-{players}-{seed}", v, t, s)
                    for v, (t, s) in enumerate(encoded(p, at=1e9 + 1e4 * n), start=1)])
                n += 1
    projector = Projector(store, data / "analytics.duckdb", batch_size=batch_size)
    projector.catch_up()
    if projector.handler_errors:
        raise RuntimeError(f"the projector failed on {projector.handler_errors} events")
    return data / "analytics.duckdb"


def scale_up(analytics: Analytics, games: int) -> dict[str, int]:
    """Copy the file's finished games until it holds at least `games` finished games, an
    equal share of each type present; the finished games per type after. Every table with
    a `game_id` is copied, events included (their `payload` only in the originals: no
    ready query reads it, and it would make the file tens of gigabytes)."""
    with analytics.write() as con:
        have = dict(con.execute("SELECT game_type, count(*) FROM games "
                                "WHERE status = 'finished' GROUP BY ALL").fetchall())
        share = math.ceil(games / len(have))
        for game_type, n in have.items():
            copies = math.ceil(share / n) - 1
            if copies < 1:
                continue
            con.execute("CREATE TEMP TABLE originals AS SELECT game_id FROM games "
                        "WHERE game_type = ? AND status = 'finished'", [game_type])
            for table, columns in TABLES.items():
                names = [c[0] for c in columns]
                if "game_id" not in names:
                    continue
                renamed = ["t.game_id || '~' || k AS game_id"]
                if table == "events":
                    renamed.append("NULL AS payload")
                con.execute(
                    f"INSERT INTO {table} SELECT t.* REPLACE ({', '.join(renamed)}) "
                    f"FROM {table} t SEMI JOIN originals o ON t.game_id = o.game_id "
                    f"CROSS JOIN range(1, {copies + 1}) r(k)")
            # The decisions histogram: the copies' decisions, as the batches that projected
            # them would have added them (one set of rows per copy).
            con.execute(f"INSERT INTO decision_times SELECT t.* FROM decision_times t "
                        f"CROSS JOIN range(1, {copies + 1}) r(k) WHERE t.game_type = ?",
                        [game_type])
            con.execute("DROP TABLE originals")
        return dict(con.execute("SELECT game_type, count(*) FROM games "
                                "WHERE status = 'finished' GROUP BY ALL ORDER BY 1").fetchall())
