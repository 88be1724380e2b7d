"""The `scheherazade` command as a user runs it: real processes against a real server."""

from __future__ import annotations

import argparse
import dataclasses
import random
import re
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from clients import cli, render
from clients.bot import play_game
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.kit import registry
from tests.api.cli_support import (
    CLI,
    ENV,
    ROOT,
    new_game,
    play_through_pipes,
    run,
    unwrapped,
)
from tests.api.conftest import Server
from tests.app import guessing_game


def test_two_players_play_a_whole_game_through_pipes(
    server: Server, client: Client, tmp_path: Path
) -> None:
    name, tokens, players = new_game("--address", server.address, "--seed", "12", "Ann", "Bob")
    assert name.startswith("games/")
    assert players == ["Ann", "Bob"]
    # Always the first option: legal, and sure to end.
    outputs = play_through_pipes(name, tokens, server.address, tmp_path, 1000, timeout=90)

    final = client.get_game(name)
    assert final.state == pb.Game.STATE_FINISHED
    for text in outputs:
        assert "Your options:" in text and "Game over." in text
        assert f"winner(s): {final.players[final.result.winners[0]]}" in text
        assert "board (@@ Aladdin" in text

    replayed = run("replay", name, "--address", server.address, "--to", "12")
    assert len(re.findall(r"^v\d+ ", replayed, re.M)) == 12
    assert "v12 " in replayed and "v13 " not in replayed
    watched = run("watch", name, "--address", server.address, "--from-version", "5")
    assert watched.splitlines()[0].startswith("v6 ") and "finished" in watched.splitlines()[-1]


def test_bots_play_games_on_an_embedded_server(tmp_path: Path) -> None:
    out = run("bots", "--embedded", "--games", "2", "--players", "3", "--seed", "4",
              "--data-dir", str(tmp_path))
    assert "[2/2]" in out and "played 2 game(s) of 1001 with 3 bots" in out
    assert re.search(r"wins: bot0 \d+, bot1 \d+, bot2 \d+", out)


def _replay_version_by_version(client: Client, name: str, upto: int
                               ) -> tuple[list[str], list[str], str]:
    """What `replay --steps` printed before it read the game once, from one ReplayGame per
    version: each event (a line, or more when wrapped), the summary of the game just after
    it, then the table."""
    events, summaries = [], []
    for version in range(1, upto + 1):
        step = client.replay(name, version)
        events.append(render.describe_event(step.events[-1]))
        summaries.append("    " + render.summary(step.game))
    return events, summaries, render.full(step.game)


def test_replay_reads_the_game_once_and_prints_what_stepping_shows(
    server: Server, client: Client, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    created = client.create_game("1001", ["Ann", "Bob", "Cy", "Di"], seed=3)
    name = created.game.name
    outcome = play_game(client, name, list(created.seat_tokens), random.Random(3))
    last = outcome.game.version
    assert last > 100
    calls: list[int] = []
    real = Client.replay

    def counted(self: Client, game: str, version: int, **kw: Any) -> Any:
        calls.append(version)
        return real(self, game, version, **kw)

    monkeypatch.setattr(Client, "replay", counted)

    assert cli.main(["replay", name, "--address", server.address]) == 0
    printed = capsys.readouterr().out
    assert calls == [last]  # one read, not one per version
    lines = [line for line in printed.splitlines() if re.match(r"v\d+ ", line)]
    assert [line.split()[0] for line in lines] == [f"v{v}" for v in range(1, last + 1)]
    assert "GAME OVER: " + render.result_text(client.get_game(name)) in unwrapped(printed)
    # The same event lines and table as a read per version gives.
    events, summaries, table = _replay_version_by_version(client, name, 40)
    calls.clear()
    assert cli.main(["replay", name, "--address", server.address, "--to", "40"]) == 0
    assert capsys.readouterr().out == "\n".join([*events, table]) + "\n"
    assert calls == [40]
    # --steps adds each version's summary: exactly what stepping printed, from one stream.
    streams: list[int] = []
    real_steps = Client.replay_steps

    def counted_steps(self: Client, game: str, **kw: Any) -> Any:
        streams.append(kw.get("to_version", 0))
        return real_steps(self, game, **kw)

    monkeypatch.setattr(Client, "replay_steps", counted_steps)
    calls.clear()
    assert cli.main(["replay", name, "--address", server.address, "--to", "40", "--steps"]) == 0
    stepped = [line for pair in zip(events, summaries, strict=True) for line in pair]
    assert capsys.readouterr().out == "\n".join([*stepped, table]) + "\n"
    assert calls == [] and streams == [40]


def test_replay_steps_with_keys_one_version_at_a_time(server: Server, client: Client) -> None:
    """`replay --interactive` (the default in a terminal): Enter forward, b back, a number
    jumps, q quits; each version shows the event that led to it and the table then."""
    created = client.create_game("1001", ["Ann", "Bob", "Cy", "Di"], seed=3)
    name = created.game.name
    last = play_game(client, name, list(created.seat_tokens), random.Random(3)).game.version
    done = subprocess.run(
        [*CLI, "replay", name, "--address", server.address, "--interactive"],
        input="\n\nb\n40\nx\n9999\nt\nq\n", env=ENV, cwd=ROOT, capture_output=True,
        text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    shown = re.findall(r"^--- version (\d+) of (\d+) ---$", done.stdout, re.M)
    turn_40 = render.turn(client.replay(name, 40).game)
    next_turn = next(v for v in range(41, last + 1)
                     if render.turn(client.replay(name, v).game) != turn_40)
    assert shown == [(str(v), str(last)) for v in (1, 2, 3, 2, 40, next_turn)]
    assert "unknown key 'x'" in done.stdout and f"versions run from 1 to {last}" in done.stdout
    at_40 = done.stdout.rsplit("--- version 40", 1)[1]
    assert re.search(r"^v40 ", at_40, re.M)  # the event that led to version 40
    replayed = client.replay(name, 40)
    assert render.summary(replayed.game) in unwrapped(at_40)  # and the table then


def _guess_game(**view: object) -> pb.Game:
    """A game without a typed view, as the service sends it: only `view_json`."""
    game = pb.Game(name="games/g1", game_type="guess", version=4, players=["Ann", "Bob"],
                   state=pb.Game.STATE_ACTIVE)
    game.view_json.update(view)
    return game


def test_a_game_without_a_render_module_is_shown_generically() -> None:
    game = _guess_game(turn=2, my_guess=3)
    assert render.summary(game) == "games/g1 v4 active"
    assert render.full(game, now=0) == (
        'games/g1 v4 active\n{\n  "my_guess": 3.0,\n  "turn": 2.0\n}'
    )
    assert render.turn(game) == 2


def test_a_registered_games_render_module_is_found_through_the_registry(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One module named by the game's declaration; nothing in clients/ names the game."""
    (tmp_path / "guess_render.py").write_text(
        "def summary_tail(game):\n"
        "    return f\"guess {game.view_json['turn']:g}\"\n"
        "def full(game, now, brief):\n"
        "    return 'the table' + (' (brief)' if brief else '')\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    guess = dataclasses.replace(guessing_game.GAME, adapters={"render": "guess_render"})
    monkeypatch.setattr(registry, "declared", lambda: (*registry.built_in(), guess))
    monkeypatch.setattr(registry, "game", lambda t: guess if t == "guess" else registry.games()[t])
    render._adapter_named.cache_clear()
    render._adapter_of_type.cache_clear()
    try:
        game = _guess_game(turn=2)
        assert render.summary(game) == "games/g1 v4 active | guess 2"
        assert render.full(game, now=0, brief=True) == "the table (brief)"
    finally:
        render._adapter_named.cache_clear()
        render._adapter_of_type.cache_clear()


def test_a_token_starting_with_a_dash_is_read_as_the_tokens_value() -> None:
    """Tokens are url-safe base64: one in 64 starts with "-", which argparse took for an
    option, so `play` exited at once and its opponent waited for ever."""
    argv = cli._glue_secrets(["play", "games/g1", "--token", "-3xA_9", "--address", "h:1"])
    assert argv == ["play", "games/g1", "--token=-3xA_9", "--address", "h:1"]
    args = cli._parser().parse_args(argv)
    assert (args.token, args.address) == ("-3xA_9", "h:1")
    assert cli._glue_secrets(["serve", "--auditor-token", "--no-project"]) == [
        "serve", "--auditor-token", "--no-project"]  # a missing value stays missing
    with pytest.raises(SystemExit):
        cli.main(["play", "games/g1", "--token"])


def test_every_option_of_every_command_says_what_it_does_and_its_default() -> None:
    """`scheherazade <command> --help`: each option has help text, and each option with a
    default value shows it."""
    from clients.cli import _parser

    sub = next(a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction))
    for name, parser in sub.choices.items():
        text = " ".join(parser.format_help().split())
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            assert action.help, f"{name} {action.dest}: no help"
            default = action.default
            if action.option_strings and default is not None and default is not False:
                assert "default" in parser._get_formatter()._get_help_string(action), (
                    f"{name} {action.option_strings[0]}: its default {default!r} is not shown")
        assert "default" in text


def test_the_time_left_is_said_as_it_runs_down() -> None:
    from clients.play import Countdown

    countdown = Countdown(deadline=1000.0, every=10)
    said = [countdown.due(t) for t in (969.5, 970.2, 980.0, 980.5, 995.5, 996.0, 999.5, 1000.0)]
    assert [s.split(" s left")[0].strip() if s else s for s in said] == [
        None, "30", "20", None, "5", "4", "1", "time is up"]
    assert Countdown(None).due(0.0) is None


def test_play_in_a_terminal_counts_the_sand_timer_down(server: Server, client: Client) -> None:
    """Under a pseudo-terminal, while the seat's menu waits, the time left on the sand timer
    is said as it runs down, each time followed by the prompt again."""
    import os
    import pty
    import select as select_module

    created = client.create_game("1001", ["Ann", "Bob"], seed=2)
    pid, fd = pty.fork()
    if pid == 0:  # the child: `scheherazade play` on the terminal
        os.execvpe(CLI[0], [*CLI, "play", created.game.name, "--address", server.address,
                            "--token", created.seat_tokens[0]],
                   {**ENV, "SCHEHERAZADE_COUNTDOWN_EVERY": "1"})
    seen, deadline = b"", time.monotonic() + 20
    try:
        while time.monotonic() < deadline and len(re.findall(rb"s left \(the timer", seen)) < 2:
            ready, _, _ = select_module.select([fd], [], [], 0.5)
            if ready:
                try:
                    seen += os.read(fd, 65536)
                except OSError:
                    break
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)
    text = seen.decode(errors="replace")
    lefts = [int(n) for n in re.findall(r"(\d+) s left \(the timer ends at \d\d:\d\d:\d\d\)", text)]
    assert len(lefts) >= 2 and lefts[0] > lefts[1], text[-2000:]
    assert re.search(r"s left \(the timer ends at [\d:]+\)\r?\nChoose 1-\d+: ", text)


def test_play_shows_the_options_under_the_table_they_belong_to(client: Client) -> None:
    """When another seat moves between the table and the options (the game's version moved
    under them), the table is drawn again before the options are offered."""
    import io
    import os

    from clients import play as play_module

    created = client.create_game("treasures", ["Ann", "Bob"], seed=1)
    name = created.game.name
    ann, bob = (client.seat(name, t) for t in created.seat_tokens)
    first, second = (ann, bob) if ann.legal_commands() else (bob, ann)
    moved = []

    class Chosen(Exception):
        pass

    read, write = os.pipe()
    os.write(write, b"1\n")
    os.close(write)
    out = io.StringIO()
    with second.session(created.game.version, view="basic") as session:

        class Interleaved:  # `second`'s session; `first` moves just before its first options
            def __getattr__(self, attr: str):
                return getattr(session, attr)

            def legal(self):
                if not moved:
                    moved.append(first.submit(first.legal_commands()[0]).version)
                return session.legal()

            def legal_commands_at(self):
                answer = self.legal()
                return list(answer.commands), answer.version

            def legal_commands(self):  # so that a loop asking without the version fails too
                return self.legal_commands_at()[0]

            def submit(self, *args, **kwargs):
                raise Chosen  # one choice is enough

        try:
            with pytest.raises(Chosen):
                play_module._loop(second, second.get_game().viewer_seat, Interleaved(),
                                  play_module.LineReader(read), out)
        finally:
            os.close(read)
    text = out.getvalue()
    assert moved
    before_options = text[:text.index("Your options:")]
    tables = re.findall(r"games/\S+ v(\d+) active", before_options)
    assert int(tables[-1]) == moved[0], tables  # the table drawn at the version moved to
