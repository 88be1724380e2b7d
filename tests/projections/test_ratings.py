"""Players and their ratings: every finished game rates its players (OpenSkill's
Plackett-Luce), the same whether the log is projected in one catch-up or in small batches,
and exactly as the library rates the games one by one in the order they ended."""

from __future__ import annotations

import duckdb
import pytest
from eventsourcing.persistence import StoredEvent
from openskill.models import PlackettLuce

from projections.projector import Projector
from projections.ratings import places
from service.app.selfplay import encoded, random_playout
from service.app.store import open_store
from service.kit.registry import games


def test_winners_share_first_place_and_the_others_follow_by_score():
    assert places([0], [11, 4, 10, 3], 4) == [1, 3, 2, 4]
    assert places([0, 2], [5, 9, 5], 3) == [1, 2, 1]
    assert places([], [3, 1, 3], 3) == [1, 2, 1]  # no winner: by score alone


def _project(tmp_path, batch_size: int, streams: dict[str, list]) -> list[tuple]:
    store = open_store(tmp_path / f"data{batch_size}")
    for gid, stored in streams.items():
        store.recorder.insert_events([StoredEvent(gid, v, t, s)
                                      for v, (t, s) in enumerate(stored, start=1)])
    path = tmp_path / f"analytics{batch_size}.duckdb"
    Projector(store, path, batch_size=batch_size).catch_up()
    with duckdb.connect(str(path), read_only=True) as con:
        return con.execute("SELECT * EXCLUDE (last_ended_at) FROM players "
                           "ORDER BY game_type, name").fetchall(), con.execute(
            "SELECT game_id, seat, name, place, mu, sigma FROM ratings "
            "ORDER BY ended_at, game_id, seat").fetchall()


@pytest.fixture(scope="module")
def streams():
    out = {}
    for game_type, players in (("dragons", 3), ("treasures", 3), ("1001", 4)):
        for seed in range(4):
            p = random_playout(games()[game_type], 500 + seed, players, now=1000.0 * seed)
            assert p.finished
            out[f"{game_type}-{seed}"] = encoded(p, at=1_700_000_000.0 + 5_000 * seed)
    return out


def test_ratings_follow_every_finished_game_in_order(tmp_path, streams):
    players, history = _project(tmp_path, 20_000, streams)
    # Batches change nothing: 101 events a batch cut every game's stream (~9,700 events in
    # ~100 batches, most games across two or more); batches of 5 made ~1,900 DuckDB
    # transactions, minutes of waiting on the disk on a busy machine.
    assert (players, history) == _project(tmp_path, 101, streams)
    model = PlackettLuce()
    mine: dict[tuple[str, str], tuple[float, float]] = {}
    by_game: dict[str, list[tuple]] = {}
    for row in history:
        by_game.setdefault(row[0], []).append(row)
    for gid, rows in by_game.items():
        game_type = gid.rsplit("-", 1)[0]
        names = [r[2] for r in rows]
        before = [mine.get((n, game_type), (model.mu, model.sigma)) for n in names]
        rated = model.rate([[model.rating(mu=m, sigma=s)] for m, s in before],
                           ranks=[r[3] for r in rows])
        for r, (after,) in zip(rows, rated, strict=True):
            assert r[4] == pytest.approx(after.mu) and r[5] == pytest.approx(after.sigma)
            mine[(r[2], game_type)] = (after.mu, after.sigma)
    assert len(history) == 4 * 3 + 4 * 3 + 4 * 4
    for name, game_type, played, won, mu, sigma, rating, last_game in players:
        assert played == 4 and 0 <= won <= 4
        assert (mu, sigma) == pytest.approx(mine[(name, game_type)])
        assert rating == pytest.approx(mu - 3 * sigma) and sigma < model.sigma
        assert last_game == f"{game_type}-3"


def test_ratings_do_not_depend_on_batches_when_games_interleave(tmp_path, streams):
    # Live games interleave in the log: a batch holding several games' ends must rate them
    # in the order they ended, not in the order the batch first met them.
    store_streams = {gid: list(s) for gid, s in streams.items()}
    order = sorted(store_streams, key=lambda g: -len(store_streams[g]))  # longest first
    results = []
    for batch_size in (20_000, 101):
        store = open_store(tmp_path / f"mixed{batch_size}")
        cursors = dict.fromkeys(order, 0)
        while any(cursors[g] < len(store_streams[g]) for g in order):
            for gid in order:  # one event of each live game in turn
                v = cursors[gid]
                if v < len(store_streams[gid]):
                    t, s = store_streams[gid][v]
                    store.recorder.insert_events([StoredEvent(gid, v + 1, t, s)])
                    cursors[gid] = v + 1
        path = tmp_path / f"mixed{batch_size}.duckdb"
        Projector(store, path, batch_size=batch_size).catch_up()
        with duckdb.connect(str(path), read_only=True) as con:
            results.append((
                con.execute("SELECT * EXCLUDE (last_ended_at) FROM players "
                            "ORDER BY game_type, name").fetchall(),
                con.execute("SELECT game_id, seat, name, place, mu, sigma FROM ratings "
                            "ORDER BY game_id, seat").fetchall()))
    assert results[0] == results[1]
