"""The toy game plugged in through the registry alone, through every outer layer.

Nothing outside `tests/kit` names Bazaar: every process gets `SCHEHERAZADE_GAMES=
tests.kit.bazaar`, and `GAME.adapters` names its projection and render adapters
(`tests/kit/bazaar_adapters/`). Over one real `scheherazade serve` (its in-server projector
on, its data in tmp_path) the game is played over gRPC, from the CLI (`new`, `play`,
`bots`, `replay`), and found in DuckDB (`games`, `events`, the adapter's `bazaar_bids`,
its `bazaar-bids` statistic through `scheherazade sql`, `stats` and the AnalyticsService).
docs/adding-a-game.md's checklist is what this file does.
"""

from __future__ import annotations

import json
import re
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.kit import registry
from service.kit.words import Label, Teller, command_labels
from tests.api.cli_support import CLI, ROOT
from tests.duck import query_served
from tests.kit.bazaar import GAME as BAZAAR
from tests.kit.bazaar.commands import Bid
from tests.kit.server_support import AUDITOR, BAZAAR_ENV, play_to_end, serve, wait_until

# Lines only the toy's render adapter draws (the generic table is indented JSON).
STALL = re.compile(r"^  bazaar stall: ", re.M)
SCORES = re.compile(r"^  bazaar scores: \d+ \d+$", re.M)
# The first option of a seat that may bid, as the kit's generic words label it (the toy
# declares no words of its own); then the seat choosing it.
FIRST_OPTION = re.compile(r"^ +1\. Bid amount 0$", re.M)
CHOSEN = re.compile(r"^Choose 1-11: > Bid amount 0$", re.M)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """(address, data dir) of a server with its projector polling every 0.1 s."""
    data = tmp_path_factory.mktemp("bazaar-layers")
    env = {**BAZAAR_ENV, "SCHEHERAZADE_PROJECT_INTERVAL": "0.1"}
    with serve(data, env=env) as address:
        yield address, data


@pytest.fixture
def client(server: tuple[str, Path]) -> Iterator[Client]:
    with Client(server[0], timeout=10) as c:
        yield c


def cli(*args: str, timeout: float = 30) -> str:
    """`scheherazade ARGS` with the toy game plugged in; its stdout (it must succeed)."""
    done = subprocess.run([*CLI, *args], env=BAZAAR_ENV, cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)
    assert done.returncode == 0, f"{args}: exit {done.returncode}\n{done.stderr}{done.stdout}"
    return done.stdout


def play_seats(name: str, tokens: list[str], address: str, tmp_path: Path,
               timeout: float = 30) -> list[str]:
    """One `scheherazade play` per seat, each always choosing option 1 (output to files:
    see `tests.api.cli_support.play_through_pipes`); their outputs once all have ended."""
    answers = tmp_path / "choices.txt"
    answers.write_text("1\n" * 40)  # a seat sends at most 9 commands in a Bazaar game
    players = []
    for seat, token in enumerate(tokens):
        out = tmp_path / f"seat{seat}.out"
        with answers.open() as stdin, out.open("w") as stdout:
            proc = subprocess.Popen(
                [*CLI, "play", name, "--address", address, "--token", token], env=BAZAAR_ENV,
                cwd=ROOT, stdin=stdin, stdout=stdout, stderr=subprocess.STDOUT, text=True,
            )
        players.append((proc, out))
    deadline = time.monotonic() + timeout
    try:
        for proc, _ in players:
            proc.wait(timeout=max(deadline - time.monotonic(), 0.1))
    finally:
        for proc, _ in players:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=5)
    for seat, (proc, out) in enumerate(players):
        assert proc.returncode == 0, f"seat {seat} exited {proc.returncode}\n{out.read_text()}"
    return [out.read_text() for _, out in players]


def stat_rows(stat: Any) -> list[list[Any]]:
    """A statistic's rows as plain values (numbers come as doubles)."""
    return [[json_format.MessageToDict(v) for v in row.values] for row in stat.rows]


# ------------------------------------------------------------------------------ the plug


def test_the_game_names_the_toy_adapters_and_nothing_in_the_tree_does() -> None:
    """The layers find the toy's adapters through its declaration only."""
    assert registry.adapter("render", BAZAAR).__name__ == (
        "tests.kit.bazaar_adapters.render")
    assert registry.adapter("projections", BAZAAR).__name__ == (
        "tests.kit.bazaar_adapters.projection")
    assert "bazaar" not in {g.game_type for g in registry.built_in()}
    for package in registry.LAYERS.values():  # no module by convention: the game's
        assert not (ROOT / package.replace(".", "/") / "bazaar.py").exists()


# ------------------------------------------------------------------------------ 1. gRPC


def test_grpc_a_game_plays_to_the_end(client: Client) -> None:
    created = client.create_game("bazaar", ["ann", "bob", "cy"], seed=11)
    name, tokens = created.game.name, list(created.seat_tokens)
    assert created.game.game_type == "bazaar" and created.game.view_json["phase"] == "bidding"
    assert play_to_end(client, name, tokens) >= 9  # 3 rounds x 3 bids at least
    game = client.get_game(name, token=AUDITOR)
    assert game.state == pb.Game.STATE_FINISHED
    final = json_format.MessageToDict(game.view_json)
    assert final["phase"] == "over" and final["deck_size"] == 0
    assert list(game.result.scores) == [int(s) for s in final["scores"]]
    best = max(game.result.scores)
    assert list(game.result.winners) == [s for s, p in enumerate(game.result.scores)
                                         if p == best]


# ------------------------------------------------------------------------------ 2. CLI


def test_cli_new_play_bots_replay(server: tuple[str, Path], client: Client,
                                  tmp_path: Path) -> None:
    address, _ = server
    lines = cli("new", "--address", address, "--game", "bazaar", "--seed", "5",
                "ann", "bob").splitlines()
    name = lines[0]
    assert re.fullmatch(r"games/\S+", name), lines
    seats = [line.split() for line in lines[1:]]
    assert [(s[0], s[1], s[3]) for s in seats] == [("seat", "0", "ann"), ("seat", "1", "bob")]
    tokens = [s[2] for s in seats]
    assert client.get_game(name, token=tokens[1]).viewer_seat == 1  # real seat tokens

    outputs = play_seats(name, tokens, address, tmp_path)
    final = client.get_game(name)
    assert final.state == pb.Game.STATE_FINISHED
    for text in outputs:
        assert STALL.search(text), text  # the toy's render adapter drew the table
        assert SCORES.search(text), text
        assert "Your options:" in text and FIRST_OPTION.search(text), text
        assert CHOSEN.search(text) and "refused" not in text, text
        assert "Game over. winner(s): " in text, text
    # Every choice went through the CLI: three bids per seat, each 0 (option 1).
    audited = list(client.events(name, token=AUDITOR))
    bids = [(e.seat, e.data["amount"]) for e in audited if e.type == "bazaar.BidPlaced"]
    assert sorted(bids) == [(0, 0)] * 3 + [(1, 0)] * 3

    out = cli("bots", "--address", address, "--game", "bazaar", "--games", "3",
              "--players", "3", "--seed", "2")
    assert re.findall(r"^\[(\d)/3\] games/\S+: .*winner\(s\): ", out, re.M) == ["1", "2", "3"]
    assert "played 3 game(s) of bazaar with 3 bots" in out

    history = cli("replay", name, "--address", address)
    versions = [int(v) for v in re.findall(r"^v(\d+) ", history, re.M)]
    assert versions == list(range(1, final.version + 1))
    assert re.search(r"^v1 The game begins: ", history, re.M)
    assert len(re.findall(r"^v\d+ (\w+: )?[Bb]ids revealed, ", history, re.M)) == 3
    assert re.search(r"^v\d+ (\w+: )?[Gg]ame ended, ", history, re.M)
    assert STALL.search(history) and SCORES.search(history)  # the final table, the adapter's


# ------------------------------------------------------------------------------ 3. DuckDB


def test_duckdb_the_projector_has_every_game_event_and_bid(
    server: tuple[str, Path], client: Client
) -> None:
    _, data = server
    analytics = data / "analytics.duckdb"
    created = client.create_game("bazaar", ["ann", "bob"], seed=3)  # one of its own, at least
    play_to_end(client, created.game.name, list(created.seat_tokens))
    finished = [g for g in client.list_games() if g.game_type == "bazaar"
                and g.state == pb.Game.STATE_FINISHED]
    assert created.game.name in {g.name for g in finished}
    # (ListGames leaves the result out: each game as GetGame gives it.)
    ids = {g.name.removeprefix("games/"): client.get_game(g.name, view="basic")
           for g in finished}

    def projected() -> list[tuple]:
        if not analytics.exists():
            return []
        rows = query_served(analytics,
                            "SELECT game_id, status, winners, scores, events, seat_count FROM "
                            "games WHERE game_type = 'bazaar' AND status = 'finished'")
        return rows if {r[0] for r in rows} >= set(ids) else []

    games = {r[0]: r for r in wait_until(projected, timeout=20)}
    for game_id, game in ids.items():
        _, status, winners, scores, events, seats = games[game_id]
        assert (status, winners, scores) == ("finished", list(game.result.winners),
                                             list(game.result.scores))
        assert events == game.version
        audited = list(client.events(game.name, token=AUDITOR))
        stored = query_served(analytics, "SELECT version, type FROM events WHERE game_id = ? "
                                   "ORDER BY version", game_id)
        assert stored == [(e.version, e.type) for e in audited]
        # The adapter's fact table: one row per seat per revealed bid, as revealed.
        revealed = sorted((int(e.data["round"]), seat, int(amount))
                          for e in audited if e.type == "bazaar.BidsRevealed"
                          for seat, amount in enumerate(e.data["bids"]))
        assert len(revealed) == 3 * seats
        bids = query_served(analytics, "SELECT round, seat, amount FROM bazaar_bids "
                                 "WHERE game_id = ? ORDER BY ALL", game_id)
        assert bids == revealed

    # The same table through `scheherazade sql`, the adapter's statistic through `stats`
    # and the AnalyticsService.
    total = query_served(analytics, "SELECT count(*) FROM bazaar_bids")[0][0]
    assert total >= sum(3 * games[i][5] for i in ids)
    wins = json.loads(cli("sql", "SELECT game_id, count(*) FILTER (WHERE won) AS wins "
                               "FROM bazaar_bids GROUP BY game_id", "--data-dir", str(data),
                          "--format", "json"))
    assert {w["game_id"]: w["wins"] for w in wins if w["game_id"] in ids} == {
        i: 3 for i in ids}  # one high bidder per round
    stats = json.loads(cli("stats", "bazaar-bids", "--data-dir", str(data), "--format",
                           "json"))
    assert stats[-1]["round"] == "all" and stats[-1]["bids"] == total
    assert [s["round"] for s in stats] == ["1", "2", "3", "all"]
    assert "statistics/bazaar-bids" in {s.name for s in client.statistics()}
    served = client.statistic("bazaar-bids")
    assert list(served.columns) == ["round", "bids", "avg_bid", "avg_price"]
    assert stat_rows(served)[-1][:2] == ["all", total]


# ------------------------------------------------------------------------------ kit gaps
# Gaps of the kit found by plugging the toy game in from outside the tree, fixed since.


def test_a_game_without_words_of_its_own_is_told_generically() -> None:
    """The kit's words for a game that declares none: the command's and the event's names
    and fields in words."""
    labels = command_labels(BAZAAR.words, [Bid(seat=0, amount=3)], 0, ["Ann"], None,
                            lambda: {})
    assert labels == [Label("Bid amount 3")]
    told = Teller(BAZAAR.words, ["Ann", "Bob"])
    assert told("bazaar.BidPlaced", {"seat": 1, "amount": 3}, 1) == "Bob: bid placed, amount 3"


def test_a_projection_state_of_none_still_ends_the_game(tmp_path: Path) -> None:
    from projections.handlers_game import created_handler, ended_handler
    from projections.projector import Projector
    from service.app.application import GameApp
    from service.app.store import open_store
    from service.kit.base import SPECTATOR, GameCreated
    from tests.kit.bazaar import GAME

    store = open_store(tmp_path)
    app = GameApp(store, rules={"bazaar": GAME})
    created = app.create_game("bazaar", ["ann", "bob"], seed=3)
    seats = [app.viewer_for(created.game_id, t) for t in created.tokens]
    for step in range(100):
        if app.get(created.game_id, SPECTATOR).status == "finished":
            break
        viewer, legal = next((v, cs) for v in seats
                             if (cs := app.legal(created.game_id, created.tokens[v.seat])
                                 .commands))
        app.submit(created.game_id, viewer, legal[0], command_id=f"c{step}")
    # The routes `projections.routes` builds for an adapter with new_state → None.
    routes = {GameCreated.TYPE: created_handler({"bazaar": lambda created: None}),
              "bazaar.GameEnded": ended_handler(None)}
    follower = Projector(store, tmp_path / "analytics.duckdb", event_types=GAME.event_types,
                         routes=routes, raw_routes={})
    assert follower.catch_up() > 20
    statuses = query_served(tmp_path / "analytics.duckdb", "SELECT status FROM games")
    assert statuses == [("finished",)]
