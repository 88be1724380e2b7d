"""The projector: one row per event, the 1001 facts, exactly-once across restarts and crashes."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import duckdb
import pytest

from projections import writes
from projections.duck import AnalyticsSchemaMismatch
from projections.projector import Projector
from projections.synthetic_events import fill_store, game_events
from service.games.g1001.events import EVENT_TYPES
from tests.projections import game_1001 as hand

TABLES = ("events", "games", "g1001_votes", "g1001_viziers", "g1001_flights", "g1001_purchases",
          "g1001_results")


def query(path: Path, sql: str) -> list[tuple]:
    with duckdb.connect(str(path), read_only=True) as con:
        return con.execute(sql).fetchall()


def snapshot(path: Path) -> dict[str, list[tuple]]:
    """Every table's rows in a stable order (projections of the same log must be equal)."""
    return {t: sorted(query(path, f"SELECT * FROM {t}"), key=repr) for t in TABLES}


def projector(store, path: Path, **kw) -> Projector:
    return Projector(store, path, event_types=EVENT_TYPES, poll_interval=0.01, **kw)


@pytest.fixture
def synthetic(store):
    """~3,000 events of synthetic 1001 games, interleaved as live games are."""
    fill_store(store.recorder, 3_000, seed=7, interleave=8)
    return store


def test_every_stored_event_becomes_exactly_one_events_row(synthetic, analytics_path):
    stored = synthetic.recorder.max_notification_id()
    assert projector(synthetic, analytics_path, batch_size=500).catch_up() == stored
    ids = [r[0] for r in query(analytics_path, "SELECT notification_id FROM events ORDER BY 1")]
    assert ids == list(range(1, stored + 1))
    games = query(analytics_path, "SELECT count(*), sum(events), count(*) FILTER "
                                  "(status = 'finished') FROM games")[0]
    assert games[1] == stored and games[0] == games[2]  # every synthetic game ends


def test_hand_built_game_gives_the_expected_facts(store, analytics_path):
    version = store.append(hand.GAME, 1, hand.until_votes_cast())
    store.append(hand.GAME, version, hand.rest_of_game())
    projector(store, analytics_path).catch_up()

    votes = query(analytics_path, "SELECT turn, seat, team, active, card, matched, banned "
                                  "FROM g1001_votes ORDER BY turn, seat")
    assert votes == hand.VOTES
    assert query(analytics_path, "SELECT turn, team, direction, hit, unanimous FROM g1001_viziers"
                                 " ORDER BY turn") == hand.VIZIERS
    flights = query(analytics_path, "SELECT * EXCLUDE (game_id) FROM g1001_flights ORDER BY turn")
    assert flights == hand.FLIGHTS
    purchases = query(analytics_path, "SELECT turn, team, seat, kind, reward, red, blue, green, "
                                      "clouds, points FROM g1001_purchases ORDER BY seat")
    assert purchases == hand.PURCHASES
    (game,) = query(analytics_path, "SELECT game_type, players, seat_count, seed, content_hash, "
                                    "options, status, events, version, winners, scores, "
                                    "ended_at > created_at FROM games")
    n = len(hand.until_votes_cast()) + len(hand.rest_of_game())
    assert game == ("1001", ["ann", "bob", "cy", "di"], 4, 42, "h1",
                    '{"day_seats":[0,2],"night_seats":[1,3]}', "finished", n, n, [0],
                    [11, 4, 10, 3], True)
    assert query(analytics_path, "SELECT * FROM g1001_results") == [(hand.GAME, "day", 10, 3)]


def test_events_rows_carry_typed_columns_and_the_payload_without_token_hashes(
        store, analytics_path):
    version = store.append(hand.GAME, 1, hand.until_votes_cast())
    projector(store, analytics_path).catch_up()
    columns = ('SELECT version, type, game_type, epoch("at"), seat, command_id, turn, team, '
               'schema, payload, redacted FROM events ORDER BY version')
    rows = query(analytics_path, columns)
    created, _, clouds, vote = rows[0], rows[1], rows[2], rows[3]
    assert created[1:3] == ("game.Created", "1001") and created[6] is None
    assert "token_hashes" not in json.loads(created[9])
    assert json.loads(created[9])["players"] == ["ann", "bob", "cy", "di"]
    assert clouds[6:9] == (1, "day", 1) and clouds[10] is False
    assert vote[3:7] == (hand.T0 + 2, 0, "cmd-2", 1)
    # While the game runs the file holds no secret: a seat's vote and the seed are withheld.
    assert json.loads(vote[9]) == {"turn": 1, "seat": 0, "cards": None} and vote[10] is True
    assert json.loads(created[9])["seed"] is None and created[10] is True
    assert query(analytics_path, "SELECT seed FROM games") == [(None,)]

    # Once it ends, all of it: the full payloads (still without the token hashes), the seed.
    store.append(hand.GAME, version, hand.rest_of_game())
    projector(store, analytics_path).catch_up()
    rows = query(analytics_path, columns)
    assert json.loads(rows[3][9]) == {"turn": 1, "seat": 0, "cards": [2]}
    assert json.loads(rows[0][9])["seed"] == 42
    assert "token_hashes" not in json.loads(rows[0][9])
    assert not any(row[10] for row in rows)
    assert query(analytics_path, "SELECT seed FROM games") == [(42,)]


def test_secret_votes_reach_no_fact_table_before_the_reveal(store, analytics_path):
    version = store.append(hand.GAME, 1, hand.until_votes_cast())
    projector(store, analytics_path).catch_up()
    assert query(analytics_path, "SELECT count(*) FROM g1001_votes")[0][0] == 0
    assert query(analytics_path, "SELECT count(*) FROM g1001_viziers")[0][0] == 0
    assert query(analytics_path, "SELECT status FROM games")[0][0] == "active"

    # A new projector (a restart mid-game) must rebuild the turn's state from `events`.
    store.append(hand.GAME, version, hand.rest_of_game())
    projector(store, analytics_path).catch_up()
    assert query(analytics_path, "SELECT turn, seat, team, active, card, matched, banned "
                                 "FROM g1001_votes ORDER BY turn, seat") == hand.VOTES
    flights = query(analytics_path, "SELECT * EXCLUDE (game_id) FROM g1001_flights ORDER BY turn")
    assert flights == hand.FLIGHTS


def test_unknown_event_type_is_kept_in_events_with_null_typed_columns(store, analytics_path):
    version = store.append(hand.GAME, 1, hand.until_votes_cast())
    state = b'{"schema":3,"data":{"turn":9,"team":"day","x":[1]},"meta":{"at":5.0,"seat":2}}'
    store.append_raw(hand.GAME, version, "1001.SomethingNew", state)
    store.append_raw("other-game", 1, "mystery.Happened", b'{"data":{"a":1}}')
    store.append_raw("other-game", 2, "mystery.Broken", b"not json")
    store.append_raw("other-game", 3, "mystery.Binary", b"\xff\xfe{")
    store.append_raw("bad-start", 1, "game.Created", b'{"schema":1,"data":{"game_type":"1001"}}')
    # a known type whose data does not fit its class: kept, its handler skipped
    store.append_raw(hand.GAME, version + 1, "1001.TurnBegan", b'{"schema":1,"data":{"turn":"x"}}')
    projector(store, analytics_path).catch_up()
    rows = query(analytics_path, "SELECT game_id, type, game_type, seat, turn, team, schema, "
                                 "payload FROM events WHERE game_id = 'other-game' OR "
                                 f"version > {version - 1} ORDER BY notification_id")
    assert rows == [
        (hand.GAME, "1001.SomethingNew", "1001", 2, None, None, 3,
         '{"turn":9,"team":"day","x":[1]}'),
        ("other-game", "mystery.Happened", "mystery", None, None, None, 1, '{"a":1}'),
        ("other-game", "mystery.Broken", "mystery", None, None, None, None, None),
        ("other-game", "mystery.Binary", "mystery", None, None, None, None, None),
        (hand.GAME, "1001.TurnBegan", "1001", None, None, None, 1, '{"turn":"x"}'),
    ]
    other = query(analytics_path, "SELECT game_type, events, status FROM games "
                                  "WHERE game_id = 'other-game'")
    assert other == [("mystery", 3, "active")]
    assert query(analytics_path, "SELECT game_type, events, status FROM games "
                                 "WHERE game_id = 'bad-start'") == [(None, 1, "active")]


def test_restart_between_batches_loses_and_duplicates_nothing(synthetic, tmp_path):
    reference, resumed = tmp_path / "reference.duckdb", tmp_path / "resumed.duckdb"
    projector(synthetic, reference).catch_up()
    first = projector(synthetic, resumed, batch_size=250)
    assert first.catch_up(max_batches=3) == 750
    del first  # the process "dies" between batches: only the committed state remains
    again = projector(synthetic, resumed, batch_size=250)
    assert again.position() == 750
    again.catch_up()
    assert snapshot(resumed) == snapshot(reference)


def test_failure_inside_a_batch_rolls_the_whole_batch_back(synthetic, tmp_path, monkeypatch):
    reference, crashed = tmp_path / "reference.duckdb", tmp_path / "crashed.duckdb"
    projector(synthetic, reference).catch_up()
    p = projector(synthetic, crashed, batch_size=400)
    original, calls = Projector._save_position, []

    def failing(con, position):
        calls.append(position)
        if len(calls) == 3:  # the batch's rows are inserted, the position not yet saved
            raise OSError("disk on fire")
        original(con, position)

    monkeypatch.setattr(Projector, "_save_position", staticmethod(failing))
    with pytest.raises(OSError):
        p.catch_up()
    assert query(crashed, "SELECT count(*), max(notification_id) FROM events")[0] == (800, 800)
    assert p.catch_up() > 0  # the same object carries on from the committed position
    assert snapshot(crashed) == snapshot(reference)


def test_a_row_that_fails_after_the_position_is_saved_leaves_the_position(
        synthetic, tmp_path, monkeypatch):
    """The position is saved in the batch's transaction, then one of its fact inserts fails:
    the position must not move (it would, were it committed on its own before the rows),
    and a restart must give what a clean run gives."""
    reference, crashed = tmp_path / "reference.duckdb", tmp_path / "crashed.duckdb"
    projector(synthetic, reference).catch_up()
    saved: list[int] = []
    save, run = Projector._save_position, writes.Write.run

    def saving(con, position):
        saved.append(position)
        save(con, position)

    def failing(self, con):
        if len(saved) == 3 and "g1001_votes" in self.sql:  # the third batch, position saved
            raise OSError("disk on fire")
        run(self, con)

    monkeypatch.setattr(Projector, "_save_position", staticmethod(saving))
    monkeypatch.setattr(writes.Write, "run", failing)
    with pytest.raises(OSError):
        projector(synthetic, crashed, batch_size=400).catch_up()
    assert saved == [400, 800, 1200]  # the failing batch did save its position first
    assert query(crashed, "SELECT position FROM projection_tracking") == [(800,)]
    assert query(crashed, "SELECT count(*), max(notification_id) FROM events")[0] == (800, 800)
    monkeypatch.undo()
    restarted = projector(synthetic, crashed, batch_size=400)
    assert restarted.position() == 800
    restarted.catch_up()
    assert snapshot(crashed) == snapshot(reference)


def test_process_killed_inside_the_transaction_resumes_exactly(synthetic, tmp_path, store_env):
    if store_env is not None:  # what is killed is the DuckDB transaction, not the store's
        pytest.skip("the child reopens the store by its SQLite path; the store plays no part")
    reference, killed = tmp_path / "reference.duckdb", tmp_path / "killed.duckdb"
    projector(synthetic, reference).catch_up()
    script = textwrap.dedent(f"""
        import os
        from projections.projector import Projector
        from service.games.g1001.events import EVENT_TYPES
        from tests.projections.conftest import make_store
        calls = []
        original = Projector._save_position
        def dying(con, position):
            calls.append(position)
            original(con, position)
            if len(calls) == 2:
                os._exit(3)  # killed after writing everything, before the commit
        Projector._save_position = staticmethod(dying)
        store = make_store({str(tmp_path / "events.sqlite")!r})
        Projector(store, {str(killed)!r}, event_types=EVENT_TYPES, batch_size=400).catch_up()
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).parents[2],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 3, done.stderr
    assert query(killed, "SELECT count(*) FROM events")[0][0] == 400
    projector(synthetic, killed).catch_up()
    assert snapshot(killed) == snapshot(reference)


def test_two_projectors_taking_turns_on_one_file_never_duplicate(synthetic, tmp_path):
    reference, shared = tmp_path / "reference.duckdb", tmp_path / "shared.duckdb"
    projector(synthetic, reference).catch_up()
    a, b = projector(synthetic, shared, batch_size=300), projector(synthetic, shared,
                                                                   batch_size=300)
    for _ in range(20):
        a.catch_up(max_batches=1)
        b.catch_up(max_batches=1)
    assert snapshot(shared) == snapshot(reference)


def test_evicted_games_are_rebuilt_from_the_events_table(synthetic, tmp_path):
    reference, small = tmp_path / "reference.duckdb", tmp_path / "small.duckdb"
    projector(synthetic, reference).catch_up()
    projector(synthetic, small, batch_size=200, max_cached_games=2).catch_up()
    assert snapshot(small) == snapshot(reference)


def test_started_projector_follows_new_events_until_stopped(store, analytics_path):
    p = projector(store, analytics_path)
    handle = p.start()
    try:
        events = game_events(random.Random(3), "live-1", 4)
        store.append("live-1", 1, events)
        deadline = time.monotonic() + 20
        while p.position() < len(events) and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        handle.stop()
    assert not handle.thread.is_alive()
    assert query(analytics_path, "SELECT events, status FROM games") == [(len(events), "finished")]


def test_projector_waits_for_a_reader_of_another_process(synthetic, analytics_path):
    projector(synthetic, analytics_path, batch_size=100).catch_up(max_batches=1)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import duckdb, sys, time; c = duckdb.connect(sys.argv[1], "
         "read_only=True); print('held', flush=True); time.sleep(1.0)", str(analytics_path)],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        result: list[int] = []
        worker = threading.Thread(target=lambda: result.append(
            projector(synthetic, analytics_path).catch_up()))
        worker.start()
        worker.join(30)
    finally:
        holder.wait(10)
    assert result == [synthetic.recorder.max_notification_id() - 100]


def test_a_file_of_an_older_schema_is_rebuilt_by_the_projector(synthetic, tmp_path):
    reference, old = tmp_path / "reference.duckdb", tmp_path / "old.duckdb"
    projector(synthetic, reference).catch_up()
    projector(synthetic, old, batch_size=500).catch_up(max_batches=2)
    with duckdb.connect(str(old)) as con:  # as if written by an older release
        con.execute("UPDATE analytics_meta SET value = '0' WHERE key = 'schema_version'")
        con.execute("DELETE FROM games")
    projector(synthetic, old).catch_up()
    assert snapshot(old) == snapshot(reference)


def test_a_file_of_a_newer_schema_is_left_to_the_newer_release(synthetic, tmp_path):
    """A rolling upgrade: this (older) projector must not delete the newer one's file."""
    newer = tmp_path / "newer.duckdb"
    projector(synthetic, newer, batch_size=500).catch_up(max_batches=2)
    with duckdb.connect(str(newer)) as con:
        con.execute("UPDATE analytics_meta SET value = '99' WHERE key = 'schema_version'")
    before = snapshot(newer)
    with pytest.raises(AnalyticsSchemaMismatch):
        projector(synthetic, newer).catch_up()
    assert snapshot(newer) == before
