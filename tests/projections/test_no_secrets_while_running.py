"""The analytics file holds no secret of a game still running, for every game: each event
whose audience is limited (a seat's own, or the auditor's alone, like game.Created's seed)
is in `events` with its public fields only (the others null, `redacted` true), and the
`games` row has no seed; once the game ends, the file holds all of it. Checked against the
rules' own judgement of every stored event (`Event.audience()`), on random games of every
type, some stopped half-way, projected in one catch-up and in many small batches."""

from __future__ import annotations

import dataclasses
import json

import duckdb
import pytest
from eventsourcing.persistence import StoredEvent

from projections.projector import Projector
from service.app.codec import decode
from service.app.selfplay import encoded, random_playout
from service.app.store import open_store
from service.kit.registry import event_types, games

GAME_TYPES = list(games())


def _stored(game_type: str, seed: int, finished: bool) -> list[tuple[str, bytes]]:
    rules = games()[game_type]
    p = random_playout(rules, seed, max_actions=10_000 if finished else 12)
    assert p.finished == finished, (game_type, seed)
    return encoded(p)


@pytest.mark.parametrize("batch_size", [20_000, 7])
def test_a_running_game_has_no_secret_in_the_file_and_a_finished_one_has_all(
        tmp_path, batch_size):
    store = open_store(tmp_path / "data")
    streams: dict[str, tuple[list[tuple[str, bytes]], bool]] = {}
    for k, game_type in enumerate(GAME_TYPES):
        for finished in (False, True):
            gid = f"{game_type}-{'over' if finished else 'running'}"
            streams[gid] = (_stored(game_type, 100 + k, finished), finished)
            store.recorder.insert_events([StoredEvent(gid, v, t, s) for v, (t, s)
                                          in enumerate(streams[gid][0], start=1)])
    path = tmp_path / "analytics.duckdb"
    projector = Projector(store, path, batch_size=batch_size)
    projector.catch_up()
    assert projector.handler_errors == 0

    types = event_types()
    secrets_checked = {gid: 0 for gid in streams}
    with duckdb.connect(str(path), read_only=True) as con:
        for gid, (stored, finished) in streams.items():
            rows = dict(((v, (json.loads(p), r)) for v, p, r in con.execute(
                "SELECT version, payload, redacted FROM events WHERE game_id = ?", [gid]
            ).fetchall()))
            assert sorted(rows) == list(range(1, len(stored) + 1))
            for version, (topic, state) in enumerate(stored, start=1):
                event, _ = decode(topic, state, types)
                payload, redacted = rows[version]
                full = json.loads(state)["data"]
                full.pop("token_hashes", None)  # credentials: never in the file
                if finished or event.audience() is None:
                    assert payload == full and redacted is False, (gid, version, topic)
                    continue
                secrets_checked[gid] += 1
                shown = event.redacted()
                assert redacted is True, (gid, version, topic)
                for f in dataclasses.fields(event):
                    if f.name in shown:
                        assert payload.get(f.name) == full.get(f.name), (gid, version, f.name)
                    else:
                        assert payload.get(f.name) is None, (gid, version, topic, f.name)
            (seed,) = con.execute("SELECT seed FROM games WHERE game_id = ?", [gid]).fetchone()
            created = json.loads(stored[0][1])["data"]
            assert seed == (created["seed"] if finished else None), gid
    # Every running game had secrets to keep (its game.Created's seed at least).
    assert all(n > 0 for gid, n in secrets_checked.items() if gid.endswith("running"))


@pytest.mark.parametrize(("game_type", "same_chance"),
                         [("treasures", False), ("dragons", False), ("dragons", True)])
def test_a_finished_fork_of_a_running_game_keeps_its_parents_secrets(
        tmp_path, game_type, same_chance):
    """A fork copies its parent's events up to N and shuffles its parent's unseen piles
    again: once the fork is over, those stay in their public form (they are the parent's
    secrets at N, and the parent is still running); the fork's own events go in full. A
    fork on its parent's chance keeps its seed out of the file: it is the parent's."""
    import random

    from service.app.application import GameApp
    from service.kit.base import AUDITOR, PileReshuffled

    store = open_store(tmp_path / "data")
    app = GameApp(store, clock=lambda: 1_700_000_000.0, auditor_token="audit")
    rules = games()[game_type]
    players = [f"p{i}" for i in range(max(rules.min_players, 3))]
    parent = app.create_game(game_type, players, seed=5)
    rng = random.Random(2)

    def play(game_id: str, tokens, moves: int) -> None:
        seats = [app.viewer_for(game_id, t) for t in tokens]
        for _ in range(moves):
            acting = [v for v in seats if app.legal(game_id, tokens[v.seat]).commands]
            if not acting:
                return
            viewer = rng.choice(acting)
            app.submit(game_id, viewer, rng.choice(app.legal(game_id, tokens[viewer.seat])
                                                   .commands))

    play(parent.game_id, parent.tokens, 10)
    n = app.version(parent.game_id)
    fork = app.fork_game(parent.game_id, n, app.viewer_for(parent.game_id, "audit"),
                         same_chance=same_chance)
    play(fork.game_id, fork.tokens, 20_000)
    assert app.cache.get(fork.game_id).rules.result(app.cache.get(fork.game_id).state)
    projector = Projector(store, tmp_path / "analytics.duckdb")
    projector.catch_up()
    assert projector.handler_errors == 0

    assert app.get(parent.game_id, AUDITOR).status == "active"
    with duckdb.connect(str(tmp_path / "analytics.duckdb"), read_only=True) as con:
        rows = dict(((v, (json.loads(p), r)) for v, p, r in con.execute(
            "SELECT version, payload, redacted FROM events WHERE game_id = ?",
            [fork.game_id]).fetchall()))
        (seed,) = con.execute("SELECT seed FROM games WHERE game_id = ?",
                              [fork.game_id]).fetchone()
    assert (seed is None) == same_chance
    assert rows[1][1] == same_chance  # game.Created: in full but on the parent's seed
    copied_secrets = reshuffles = 0
    for record in store.load(fork.game_id)[1:]:
        version = record.originator_version
        event, _ = decode(record.topic, record.state, event_types())
        payload, redacted = rows[version]
        if isinstance(event, PileReshuffled):
            reshuffles += 1
            assert redacted is True and payload.get("order") is None, version
        elif version <= n and event.audience() is not None:
            copied_secrets += 1
            assert redacted is True, (version, record.topic)  # the parent's, kept
        else:
            assert redacted is False, (version, record.topic)  # the fork's own, in full
    assert (reshuffles >= 1) != same_chance and copied_secrets >= 1
