"""The audit trail in the analytics file: `seats` (who held each seat, by a digest of the
token hash once the game is over) and the `commands` view — which seat, with which
command id, did what (the events it recorded, in order) and when."""

from __future__ import annotations

import duckdb
from eventsourcing.persistence import StoredEvent

from projections.projector import Projector
from service.app.selfplay import encoded, random_playout
from service.app.store import open_store
from service.kit.registry import games


def test_every_command_with_its_seat_events_and_time(tmp_path):
    store = open_store(tmp_path / "data")
    rules = games()["dragons"]
    over = random_playout(rules, 21, 3)
    running = random_playout(rules, 22, 3, max_actions=15)
    assert over.finished and not running.finished
    for gid, p in (("over", over), ("running", running)):
        store.recorder.insert_events([StoredEvent(gid, v, t, s)
                                      for v, (t, s) in enumerate(encoded(p), start=1)])
    path = tmp_path / "analytics.duckdb"
    Projector(store, path).catch_up()
    with duckdb.connect(str(path), read_only=True) as con:
        rows = con.execute("SELECT command_id, seat, name, token_digest, first_version, "
                           "last_version, events, types FROM commands WHERE game_id = 'over' "
                           "ORDER BY first_version").fetchall()
        digests = con.execute("SELECT game_id, seat, token_digest FROM seats "
                              "ORDER BY ALL").fetchall()
    assert len(rows) == len(over.actions)
    for (cid, seat, name, digest, first, last, n, types), k in zip(rows, range(len(rows)),
                                                                   strict=True):
        acting, _, version = over.actions[k]
        mine = [i for i, a in enumerate(over.event_action) if a == k]
        assert cid == f"{over.created.seed:x}-{k}" and seat == acting
        assert name == over.created.players[seat]
        assert digest == over.created.token_hashes[seat][:16]
        assert (first, last, n) == (mine[0] + 1, mine[-1] + 1, len(mine)) and last <= version
        assert types == [over.events[i].TYPE for i in mine]
    # A running game's token digests are the auditor's: not in the file yet.
    assert [d for g, _, d in digests if g == "running"] == [None, None, None]
    assert [d for g, _, d in digests if g == "over"] == [h[:16] for h in over.created.token_hashes]
