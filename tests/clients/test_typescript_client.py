"""The TypeScript client (clients/typescript/) against a live `scheherazade serve`: its
example creates a game of 1001, plays every seat with a random legal-command bot over real
gRPC, each seat on its own session (PlaySession), picking moves by their labels and
telling the story in the service's sentences, prints the winner, and reads the ErrorInfo
reason of a refusal, on the session (which stays open) and as a unary call."""

from __future__ import annotations

import re
import subprocess

from bench.load import start_server
from tests.node import typescript


def test_the_example_bot_plays_1001_to_the_end_over_grpc(tmp_path):
    client = typescript()
    proc, address = start_server(tmp_path / "data")
    try:
        done = subprocess.run(
            ["node", "dist/examples/play1001.js", address, "7"], cwd=client,
            capture_output=True, text=True, timeout=120,
        )
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"created games/[0-9a-f]+: Scheherazade, Shahryar, Dunyazad, Vizier",
                        lines[0])
    # The story, in the service's words: each move by its label, then its events' sentences.
    end = next(i for i, line in enumerate(lines) if " moves; winner: " in line)
    story = lines[1:end]
    chosen = [line for line in story if " chooses: " in line]
    assert chosen and all(re.fullmatch(r"\w+ chooses: [A-Z].+", line) for line in chosen)
    assert all(re.fullmatch(r"  v\d+ [A-Z].+", line) for line in story if line not in chosen)
    assert any("votes" in line for line in story), story[:20]
    lines = [lines[0], *lines[end:]]
    moves = re.fullmatch(r"(\d+) moves; winner: (.+); scores ([\d, ]+)", lines[1])
    assert moves and int(moves[1]) > 10, lines
    assert set(moves[2].split(" and ")) <= {"Scheherazade", "Shahryar", "Dunyazad", "Vizier"}
    scores = [int(s) for s in moves[3].split(", ")]
    winners = moves[2].split(" and ")
    names = ["Scheherazade", "Shahryar", "Dunyazad", "Vizier"]
    assert all(scores[names.index(w)] == max(scores) for w in winners)
    assert lines[2] == "the last move sent again is refused: GAME_OVER"
    assert lines[3] == "and as a unary call: GAME_OVER"
    sessions = re.fullmatch(r"4 sessions; (\d+) updates of others' moves", lines[4])
    assert sessions and int(sessions[1]) > 10, lines
