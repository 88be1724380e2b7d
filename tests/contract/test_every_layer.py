"""Every registered game through every outer layer, from its registration alone: over one
real `scheherazade serve` (its in-server projector on), the CLI creates a game (`new`)
whose seats act over gRPC with their tokens, plays one to its end with random bots over
gRPC (`bots`) and tells it (`replay`, drawn by the game's render adapter where it has one);
and DuckDB holds the finished game with its winners, every event, and the game's own fact
tables. A new game —
the scaffold's among them (tests/kit/test_scaffold.py) — passes this without a line here."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from clients.client import Client
from projections import kit
from scheherazade.v1 import game_service_pb2 as pb
from service.app.selfplay import default_players
from service.kit.registry import games
from tests.api.cli_support import CLI, ENV, ROOT
from tests.duck import query_served
from tests.kit.server_support import AUDITOR, serve, wait_until

GAMES = list(games())


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    data = tmp_path_factory.mktemp("every-layer")
    with serve(data, env={**ENV, "SCHEHERAZADE_PROJECT_INTERVAL": "0.1"}) as address:
        yield address, data


def cli(*args: str, timeout: float = 60) -> str:
    done = subprocess.run([*CLI, *args], env=ENV, cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, f"{args}: exit {done.returncode}\n{done.stderr}{done.stdout}"
    return done.stdout


@pytest.mark.parametrize("game_type", GAMES)
def test_a_game_plays_through_the_cli_and_grpc_and_into_duckdb(
        server: tuple[str, Path], game_type: str) -> None:
    address, data = server
    seats = default_players(games()[game_type], 3)
    names = [f"p{i}" for i in range(seats)]
    with Client(address, timeout=30) as client:
        # `new` prints a game and its seats' tokens, which act over gRPC.
        lines = cli("new", "--address", address, "--game", game_type, *names).splitlines()
        assert re.fullmatch(r"games/\S+", lines[0]) and len(lines) == 1 + seats, lines
        fresh, tokens = lines[0], [line.split()[2] for line in lines[1:]]
        seat, legal = next((seat, cs) for seat, token in enumerate(tokens)
                           if (cs := client.legal_commands(fresh, token=token)))
        before = client.get_game(fresh, view="basic").version
        client.submit(fresh, legal[0], token=tokens[seat])
        assert client.get_game(fresh, token=tokens[seat]).version > before

        # `bots` plays a game to its end over gRPC; every seat reads its result.
        out = cli("bots", "--address", address, "--game", game_type, "--games", "1",
                  "--players", str(seats), "--seed", "3")
        assert re.search(rf"played 1 game\(s\) of {re.escape(game_type)} ", out), out
        name = re.search(r"\[1/1\] (games/\S+):", out).group(1)  # type: ignore[union-attr]
        final = client.get_game(name, view="basic")
        assert final.state == pb.Game.STATE_FINISHED and len(final.result.scores) == seats

        # `replay` tells the game event by event, then draws its table.
        history = cli("replay", name, "--address", address)
        versions = [int(v) for v in re.findall(r"^v(\d+) ", history, re.M)]
        assert versions == list(range(1, final.version + 1))
        assert f"{name} v{final.version} finished" in history
        audited = list(client.events(name, token=AUDITOR))

    # DuckDB: the finished game, with its winners and every event.
    analytics = data / "analytics.duckdb"
    game_id = name.removeprefix("games/")

    def projected() -> list[tuple]:
        if not analytics.exists():
            return []
        return query_served(analytics, "SELECT winners, scores, events FROM games "
                                 "WHERE game_id = ? AND status = 'finished'", game_id)

    [(winners, scores, events)] = wait_until(projected, timeout=30)
    assert (winners, scores) == (list(final.result.winners), list(final.result.scores))
    assert events == final.version
    stored = query_served(analytics, "SELECT version, type FROM events WHERE game_id = ? "
                               "ORDER BY version", game_id)
    assert stored == [(e.version, e.type) for e in audited]
    # The game's own fact tables, where it has a projection adapter: rows of this game.
    adapter = next(a for a in kit.adapters() if a.game_type == game_type)
    tables = list(adapter.get("TABLES", {}))
    if tables:
        counts = {t: query_served(analytics, f"SELECT count(*) FROM {t} WHERE game_id = ?",  # noqa: S608
                            game_id)[0][0] for t in tables}
        assert any(counts.values()), counts
