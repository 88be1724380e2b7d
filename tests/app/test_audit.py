"""`scheherazade audit`: a stored game proves itself — whole, hash-chained, folding, every
draw the seed's and every move one the rules offered — and a copy with one event changed,
removed, swapped or inserted fails, naming where."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from dataclasses import dataclass

import pytest

from clients.bot import play_game
from clients.client import Client
from service.api.server import started
from service.app.application import GameApp
from service.app.audit import audit
from service.app.codec import link
from service.app.store import open_store
from service.kit.registry import event_types, games

# Every registered game, at its fewest seats (1001's flying solo, the Dragons Dummy).
SEATS = {game_type: game.min_players for game_type, game in games().items()}


@dataclass(frozen=True)
class Record:  # a stored event, as the store hands it over
    originator_id: str
    originator_version: int
    topic: str
    state: bytes


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    data = tmp_path_factory.mktemp("audit")
    store = open_store(data)
    app = GameApp(store)
    ids = {}
    with started(app) as running, Client(f"127.0.0.1:{running.port}") as client:
        for k, (game_type, n) in enumerate(SEATS.items()):
            c = client.create_game(game_type, [f"p{i}" for i in range(n)], seed=11 + k)
            play_game(client, c.game.name, list(c.seat_tokens), random.Random(k))
            ids[game_type] = c.game.name.removeprefix("games/")
    return data, store, ids


def _records(store, gid):
    return [Record(r.originator_id, r.originator_version, r.topic, r.state)
            for r in store.load(gid)]


def _audit(gid, records):
    return audit(gid, records, games(), event_types())


@pytest.mark.parametrize("game_type", list(SEATS))
def test_every_bot_game_proves_itself(played, game_type):
    _, store, ids = played
    report = _audit(ids[game_type], _records(store, ids[game_type]))
    assert report.ok, report.problems
    assert report.unchained == 0 and report.unverified == []
    assert report.moves > 10 and report.automatic > 0  # moves searched, draws re-derived


def _with_data(record: Record, change) -> Record:
    envelope = json.loads(record.state)
    change(envelope["data"])
    return Record(record.originator_id, record.originator_version, record.topic,
                  json.dumps(envelope, separators=(",", ":")).encode())


def test_a_changed_event_breaks_the_link_of_the_next(played):
    _, store, ids = played
    records = _records(store, ids["1001"])
    v = 30
    records[v - 1] = _with_data(records[v - 1], lambda d: d.update(turn=d.get("turn", 0) + 1))
    report = _audit(ids["1001"], records)
    assert not report.ok and report.problems[0][0] == v + 1
    assert f"does not match event {v}" in report.problems[0][1]


def test_a_removed_a_swapped_and_an_inserted_event_are_found_where_they_are(played):
    _, store, ids = played
    gid = ids["dragons"]
    records = _records(store, gid)
    renumber = lambda rs: [Record(r.originator_id, i, r.topic, r.state)  # noqa: E731
                           for i, r in enumerate(rs, start=1)]
    removed = renumber(records[:19] + records[20:])  # event 20 gone, the rest moved up
    assert _audit(gid, removed).problems[0][0] == 20
    swapped = renumber(records[:9] + [records[10], records[9]] + records[11:])
    assert _audit(gid, swapped).problems[0][0] == 10
    inserted = renumber(records[:14] + [records[3]] + records[14:])
    assert _audit(gid, inserted).problems[0][0] == 15
    gap = records[:5] + records[6:]  # the store itself would show a missing version
    assert "missing" in _audit(gid, gap).problems[0][1]


def test_a_forger_who_relinks_the_chain_is_caught_by_the_seed(played):
    """Change a draw's outcome and rebuild every link after it: the chain holds, but the
    draw is no longer what the seed gives at that version."""
    _, store, ids = played
    gid = ids["1001"]
    records = _records(store, gid)
    v = next(r.originator_version for r in records if r.topic == "1001.FlightCardsDealt")
    reversed_cards = lambda e: e["data"].update(cards=e["data"]["cards"][::-1])  # noqa: E731
    report = _audit(gid, _relinked(records, v, reversed_cards))
    assert report.problems and report.problems[0][0] == v
    assert "not what the rules and the seed give" in report.problems[0][1]


def _relinked(records: list[Record], v: int, change) -> list[Record]:
    """`change(envelope)` applied to event v, and every link after it rebuilt."""
    out = list(records)
    prev = link(out[v - 2].topic, out[v - 2].state)
    for i in range(v - 1, len(out)):
        envelope = json.loads(out[i].state)
        if i == v - 1:
            change(envelope)
        envelope["meta"]["prev"] = prev
        state = json.dumps(envelope, separators=(",", ":")).encode()
        out[i] = Record(out[i].originator_id, out[i].originator_version, out[i].topic, state)
        prev = link(out[i].topic, state)
    return out


def test_links_stripped_from_the_events_after_a_change_are_caught(played):
    """Events stored before the chain was kept carry no link and are only counted; a forger
    who changes an event and removes the links from it on would otherwise pass as such."""
    _, store, ids = played
    gid = ids["1001"]
    records = _records(store, gid)
    v = 30
    for i in range(v - 1, len(records)):
        envelope = json.loads(records[i].state)
        del envelope["meta"]["prev"]
        if i == v - 1:
            envelope["meta"]["at"] += 3600.0  # a moment moved: no rule looks at it
        records[i] = Record(gid, records[i].originator_version, records[i].topic,
                            json.dumps(envelope, separators=(",", ":")).encode())
    report = _audit(gid, records)
    assert not report.ok and report.problems[0][0] == v
    assert "no link" in report.problems[0][1]


def test_a_draw_record_that_is_not_the_rules_draw_fails(played):
    """What a seat verifies after the end is the draw's record in the meta: a record that
    says another outcome than the event's (even one the seed would give for other items)
    fails the audit, so a seat's check and the auditor's proof speak of the same draws."""
    _, store, ids = played
    gid = ids["treasures"]
    records = _records(store, gid)
    v = next(r.originator_version for r in records if "draw" in json.loads(r.state)["meta"])

    def other_items(envelope):
        draw = envelope["meta"]["draw"]
        draw["items"], draw["outcome"] = draw["items"][::-1], draw["outcome"][::-1]
    report = _audit(gid, _relinked(records, v, other_items))
    assert report.problems and report.problems[0][0] == v
    assert "the draw its meta records" in report.problems[0][1]


def test_the_audit_command_passes_every_game_then_names_a_tampered_one(played):
    data, _, ids = played
    cli = [sys.executable, "-m", "clients.cli", "audit", "--data-dir", str(data)]
    done = subprocess.run([*cli, "--all"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count(": OK — ") == len(SEATS)
    with sqlite3.connect(data / "events.sqlite") as con:
        where = "WHERE originator_id = ? AND originator_version = 40"
        (state,) = con.execute(f"SELECT state FROM stored_events {where}", [ids["1001"]]
                               ).fetchone()
        changed = bytes(state).replace(b'"at":', b'"at":1', 1)  # the moment, rewritten
        con.execute(f"UPDATE stored_events SET state = ? {where}", [changed, ids["1001"]])
    done = subprocess.run([*cli, ids["1001"]], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert ": FAILED — " in done.stdout and "  v41: its link does not match event 40" in \
        done.stdout


def test_moves_sent_without_a_command_id_are_still_found(tmp_path):
    """A client may send commands with no id: each move's events are told apart by their
    seat and moment, and every move is still found among the offered commands."""
    from service.app.selfplay import random_playout

    store = open_store(tmp_path / "data")
    app = GameApp(store)
    rules = games()["dragons"]
    created = app.create_game("dragons", ["a", "b", "c"], seed=4)
    plan = random_playout(rules, 4, 3)  # the same seed: the same game, move by move
    for k, (seat, command, _) in enumerate(plan.actions):
        app.clock = lambda k=k: 1_000.0 + k  # noqa: B023 - one moment per command
        viewer = app.viewer_for(created.game_id, created.tokens[seat])
        app.submit(created.game_id, viewer, command, command_id=None)
    records = _records(store, created.game_id)
    assert all(json.loads(r.state)["meta"]["command_id"] is None for r in records)
    report = _audit(created.game_id, records)
    assert report.ok and report.unverified == [] and report.moves == len(plan.actions)


def test_an_emira_bid_of_any_amount_is_verified(tmp_path):
    """Issue 26: the audit found a bid of 1000 "unverified" while the rules listed only the
    minimum raise. Every bid the bidder can pay is offered now (Emira 4.4), so the audit finds
    bids far above the minimum (700, then 740 over it) among the offered commands."""
    from service.games.emira.commands import Bid

    store = open_store(tmp_path / "data")
    app = GameApp(store)
    created = app.create_game("emira", ["a", "b", "c"], seed=5)
    gid, tokens = created.game_id, created.tokens

    def bidders():
        return [s for s, token in enumerate(tokens)
                if any(type(c) is Bid for c in app.legal(gid, token).commands)]

    moves = 0
    while not bidders():  # the preparation: each seat keeps an event card
        seat = next(s for s, token in enumerate(tokens) if app.legal(gid, token).commands)
        app.play(gid, tokens[seat], app.legal(gid, tokens[seat]).commands[0])
        moves += 1
    (seat,) = bidders()
    app.play(gid, tokens[seat], Bid(seat, 700))
    (after,) = bidders()
    app.play(gid, tokens[after], Bid(after, 740))
    report = _audit(created.game_id, _records(store, created.game_id))
    assert report.ok, report.problems
    assert report.unverified == [] and report.moves == moves + 2
