"""`scheherazade`: run the server, create and play games, watch and replay them, run bots.

Every subcommand that talks to a server takes `--address` (default: $SCHEHERAZADE_ADDRESS
or 127.0.0.1:50051). The analytics subcommands (`project`, `stats`, `sql`) come from
`projections.cli` when that package is installed.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import grpc

from clients import render
from clients.client import Client
from projections import cli as analytics_cli
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.registry import declared

DEFAULT_ADDRESS = "127.0.0.1:50051"


def _address(args: argparse.Namespace) -> str:
    return args.address or os.environ.get("SCHEHERAZADE_ADDRESS") or DEFAULT_ADDRESS


# ------------------------------------------------------------------------------ serve


def cmd_serve(args: argparse.Namespace) -> int:
    from service.api.preflight import CannotServe
    from service.api.supervisor import serve
    from service.config import Settings
    from service.runtime import tune_gc

    tune_gc()
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    settings = Settings.from_env(
        data_dir=args.data_dir,
        address=args.address,
        auditor_token=args.auditor_token,
        project=False if args.no_project else None,
        tls_cert=args.tls_cert,
        tls_key=args.tls_key,
        processes=args.processes,
        web_address="" if args.no_web else args.web_address,
    )
    host = settings.address.rsplit(":", 1)[0]

    def ready(port: int) -> None:
        print(f"scheherazade listening on {host}:{port} (data in {settings.data_dir})", flush=True)

    def web_ready(port: int) -> None:
        web_host = (settings.web_address or "").rsplit(":", 1)[0].strip("[]")
        web_host = "127.0.0.1" if web_host in ("", "0.0.0.0") else web_host
        print(f"web table on http://{web_host}:{port}/", flush=True)

    try:
        serve(settings, ready=ready, web_ready=web_ready)
    except CannotServe as exc:
        print(f"scheherazade serve: {exc}", file=sys.stderr)
        return 1
    return 0


# ------------------------------------------------------------------------------ new


def _option(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"options are KEY=VALUE, not {text!r}")
    try:
        return key, json.loads(raw)
    except json.JSONDecodeError:
        return key, raw  # a bare word is a string


def cmd_new(args: argparse.Namespace) -> int:
    players = [p.strip() for p in ",".join(args.players).split(",") if p.strip()]
    with Client(_address(args)) as client:
        created = client.create_game(args.game, players, dict(args.option or []), args.seed)
    return _print_created(created, players, args.json)


def cmd_fork(args: argparse.Namespace) -> int:
    players = [p.strip() for p in ",".join(args.players or []).split(",") if p.strip()]
    with Client(_address(args)) as client:
        created = client.fork_game(args.game, args.at, players, same_chance=args.same_chance,
                                   token=args.token)
    return _print_created(created, list(created.game.players), args.json)


def _print_created(created: Any, players: list[str], as_json: bool) -> int:
    """A new game's name and one line per seat: its token and player (or one JSON line)."""
    if as_json:
        print(json.dumps({"name": created.game.name, "tokens": list(created.seat_tokens),
                          "players": players}))
        return 0
    print(created.game.name)
    for seat, (name, token) in enumerate(zip(players, created.seat_tokens, strict=True)):
        print(f"seat {seat} {token} {name}")
    return 0


# ------------------------------------------------------------------------ play, watch, replay


def cmd_play(args: argparse.Namespace) -> int:
    from clients.play import LineReader, play

    with Client(_address(args), timeout=None) as client:
        return play(client, args.game, args.token, LineReader(sys.stdin.fileno()), sys.stdout,
                    sys.stderr)


def cmd_watch(args: argparse.Namespace) -> int:
    with Client(_address(args), timeout=None) as client:
        stream = client.watch(args.game, from_version=args.from_version, token=args.token)
        finished = False
        try:
            for update in stream:
                for event in update.events:
                    print(render.describe_event(event, list(update.game.players)))
                print(render.summary(update.game), flush=True)
                finished = update.game.state == pb.Game.STATE_FINISHED
        except KeyboardInterrupt:
            stream.cancel()
            return 130
        except grpc.RpcError as exc:
            print(f"scheherazade watch: the stream broke ({exc.code().name}): {exc.details()}",
                  file=sys.stderr)
            return 1
    if not finished:
        print("scheherazade watch: the stream ended before the game did", file=sys.stderr)
        return 1
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """In a terminal (or with --interactive): step through the game version by version
    (clients/replay.py). Otherwise (--all, or output to a pipe): every event up to `--to`
    and the table as it then was, from one ReplayGame call. The one-line summary after each
    event (`--steps`, or `--pause`) needs the game at every version: one ReplaySteps
    stream gives them all, from one read of the game."""
    from clients.replay import step_through

    with Client(_address(args)) as client:
        last = client.get_game(args.game, token=args.token, view="basic").version
        upto = min(args.to, last) if args.to else last
        if upto < 1:
            return 0
        steps = args.steps or args.pause > 0
        interactive = args.interactive or (
            not args.all and not steps and sys.stdin.isatty() and sys.stdout.isatty())
        if interactive:
            return step_through(client, args.game, args.token, last, upto if args.to else 1,
                                sys.stdin, sys.stdout)
        if not steps:
            final = client.replay(args.game, upto, token=args.token)
            players = list(final.game.players)
            for event in final.events:
                print(render.describe_event(event, players))
            print(render.full(final.game))
            return 0
        for step in client.replay_steps(args.game, token=args.token, to_version=upto):
            print(render.describe_event(step.event, list(step.game.players)))
            print("    " + render.summary(step.game))
            if args.pause:
                time.sleep(args.pause)
        print(render.full(step.game))
    return 0


# ------------------------------------------------------------------------------ verify


def cmd_verify(args: argparse.Namespace) -> int:
    """A seat's own check of a finished game's chance (clients/verify.py): exit 1 if the
    seed does not match the commitment or any draw differs from what the seed gives."""
    from google.protobuf import json_format

    from clients.verify import verify

    with Client(_address(args)) as client:
        game = client.get_game(args.game, token=args.token, view="basic")
        if not game.HasField("seed"):
            why = (f"it is not over yet (version {game.version})"
                   if game.state != pb.Game.STATE_FINISHED else
                   "this fork draws from its parent's seed, which stays the auditor's "
                   "(verify the parent once it is over)")
            print(f"scheherazade verify: the seed is shown once the game is over; {why}",
                  file=sys.stderr)
            return 1
        events = list(client.events(args.game, token=args.token))
    committed = args.commitment or game.seed_commitment
    # A fork's events 2..parent_version are its parent's, drawn from the parent's seed.
    created = json_format.MessageToDict(events[0].data) if events else {}
    copied = int(created.get("parent_version") or 0)
    verdict = verify(game.seed, committed, events, copied + 1)
    told = "the commitment you kept" if args.commitment else \
        "the commitment the game shows (pass --commitment with the one you kept)"
    print(f"seed {game.seed}: {'matches' if verdict.commitment_ok else 'DOES NOT match'} "
          f"{told}")
    print(f"{verdict.draws} draws recomputed from the seed"
          + (f", {len(verdict.wrong)} differ:" if verdict.wrong else ", every one matches"))
    for version, what in verdict.wrong:
        print(f"  version {version}: {what}")
    if copied > 1:
        print(f"versions 2 to {copied} are the parent's: verify them on the parent")
    return 0 if verdict.ok else 1


# ------------------------------------------------------------------------------ audit


def cmd_audit(args: argparse.Namespace) -> int:
    """Prove games from the event store itself (service/app/audit.py): exit 1 if any fails."""
    from service.app.audit import audit
    from service.app.store import open_store
    from service.config import Settings
    from service.kit.registry import event_types, games

    data_dir = Path(args.data_dir) if args.data_dir else Settings.from_env().data_dir
    if not (data_dir / "events.sqlite").exists() and not os.environ.get("SCHEHERAZADE_STORE"):
        print(f"scheherazade audit: no event store in {data_dir}", file=sys.stderr)
        return 1
    store = open_store(data_dir)
    ids = [g.removeprefix("games/") for g in args.games]
    if args.all:
        ids += [gid for _, gid in store.created_after(0, 10**9)]
    if not ids:
        print("scheherazade audit: name a game, or --all", file=sys.stderr)
        return 1
    rules, types = games(), event_types()
    failed = 0
    for gid in ids:
        report = audit(gid, store.load(gid), rules, types)
        failed += not report.ok
        verdict = "OK" if report.ok else "FAILED"
        print(f"games/{gid}: {verdict} — {report.events} events, {report.moves} moves found "
              f"among the offered commands, {report.automatic} automatic steps re-derived"
              + (f", {report.unchained} stored before the hash chain" if report.unchained
                 else ""))
        for version, what in report.problems:
            print(f"  v{version}: {what}")
        for version, what in report.unverified:
            print(f"  v{version} (unverified): {what}")
    return 1 if failed else 0


# ------------------------------------------------------------------------------ bots


def _embedded_server(data_dir: str | None) -> tuple[Any, str]:
    from service.api.server import create_server
    from service.app.application import GameApp
    from service.app.store import open_store

    app = GameApp(open_store(data_dir or tempfile.mkdtemp(prefix="scheherazade-bots-")))
    server, port = create_server(app)
    server.start()
    return server, f"127.0.0.1:{port}"


def cmd_bots(args: argparse.Namespace) -> int:
    from clients.bot import play_game
    from clients.progress import Progress

    server = None
    address = _address(args)
    if args.embedded:
        server, address = _embedded_server(args.data_dir)
    rng = random.Random(args.seed)
    players = [f"bot{i}" for i in range(args.players)]
    options = dict(args.option or [])
    wins: Counter[str] = Counter()
    commands = events = 0
    started = time.monotonic()
    try:
        with Client(address) as client, Progress(args.games, "game", "bots") as progress:
            for n in range(1, args.games + 1):
                created = client.create_game(args.game, players, options,
                                             seed=rng.getrandbits(63))
                outcome = play_game(client, created.game.name, list(created.seat_tokens), rng)
                commands += outcome.commands
                events += outcome.game.version
                for seat in outcome.game.result.winners:
                    wins[players[seat]] += 1
                progress.step(f"[{n}/{args.games}] {created.game.name}: {outcome.commands} "
                              f"commands, {outcome.game.version} events, "
                              f"{outcome.seconds:.2f} s; {render.result_text(outcome.game)}")
    finally:
        if server is not None:
            server.stop(None)
    elapsed = time.monotonic() - started
    print(f"played {args.games} game(s) of {args.game} with {args.players} bots in "
          f"{elapsed:.1f} s: {commands} commands ({commands / max(elapsed, 1e-9):.0f}/s), "
          f"{events} events")
    print("wins: " + (", ".join(f"{p} {wins[p]}" for p in players) or "none"))
    return 0


# ------------------------------------------------------------------------------ parser


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="scheherazade", description=__doc__.splitlines()[0])
    # The game types this client knows, from the registry; the first is the default. A
    # server may run more (plugged games): any type is passed on as given.
    known = [game.game_type for game in declared()]
    game_help = f"game type: {', '.join(known)}, ... (default {known[0]})"
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, func: Callable[[argparse.Namespace], int], text: str) -> Any:
        p = sub.add_parser(name, help=text, description=text)
        p.add_argument("--address", help=f"server host:port (default {DEFAULT_ADDRESS})")
        p.set_defaults(func=func)
        return p

    p = command("serve", cmd_serve, "run the gRPC server")
    p.add_argument("--data-dir", help="where events and analytics live (default ./data)")
    p.add_argument("--auditor-token", help="a token that sees every secret (and may not play)")
    p.add_argument("--no-project", action="store_true", help="do not run the DuckDB projector")
    p.add_argument("--processes", type=int,
                   help="server processes on one port over one store (default 1)")
    p.add_argument("--tls-cert", help="PEM certificate chain: serve over TLS (with --tls-key)")
    p.add_argument("--tls-key", help="PEM private key of --tls-cert")
    p.add_argument("--web-address", metavar="HOST:PORT",
                   help="serve the web table (the page, Connect and gRPC-Web) here "
                        "(default 127.0.0.1:8051, or SCHEHERAZADE_WEB_ADDRESS)")
    p.add_argument("--no-web", action="store_true", help="do not serve the web table")

    p = command("new", cmd_new, "create a game; prints its name and one token per seat")
    p.add_argument("players", nargs="+", help="player names (or one comma-separated list)")
    p.add_argument("--game", default=known[0], help=game_help)
    p.add_argument("--seed", type=int, help="the game's random seed")
    p.add_argument("--option", action="append", type=_option, metavar="KEY=VALUE",
                   help="a game option (VALUE is JSON or a bare word); repeatable")
    p.add_argument("--json", action="store_true", help="print JSON instead of lines")

    p = command("fork", cmd_fork, "start a new game from a version of another (try the "
                                  "other choice); prints its name and one token per seat")
    p.add_argument("game", help="the parent: games/{id} or {id}")
    p.add_argument("--at", type=int, required=True, help="the parent's version to start from")
    p.add_argument("--players", action="append",
                   help="names for the fork's seats, comma-separated (default: the parent's)")
    p.add_argument("--same-chance", action="store_true",
                   help="draw from the parent's seed, not a fresh one")
    p.add_argument("--token", help="the auditor's token (only the auditor may fork: a "
                                   "fork's tokens show every seat's hand)")
    p.add_argument("--json", action="store_true", help="print JSON instead of lines")

    p = command("play", cmd_play, "play one seat interactively (numbers on stdin)")
    p.add_argument("game", help="games/{id} or {id}")
    p.add_argument("--token", required=True, help="the seat's token")

    p = command("watch", cmd_watch, "print a game's updates as they happen")
    p.add_argument("game", help="games/{id} or {id}")
    p.add_argument("--token", help="see as this seat (default: spectator)")
    p.add_argument("--from-version", type=int, default=0, help="resume after this version")

    p = command("replay", cmd_replay, "print a game's history and its table at a version")
    p.add_argument("game", help="games/{id} or {id}")
    p.add_argument("--to", type=int, help="stop at this version")
    p.add_argument("--token", help="see as this seat (default: spectator)")
    p.add_argument("--steps", action="store_true",
                   help="after each event, the game's summary at that version")
    p.add_argument("--pause", type=float, default=0.0,
                   help="seconds between steps (implies --steps)")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--interactive", action="store_true",
                     help="step with keys (Enter, b, t, a version number, e, q) even when not "
                          "in a terminal (default: in a terminal, from version 1 or --to)")
    how.add_argument("--all", "--print", action="store_true",
                     help="print the whole history at once even in a terminal (default "
                          "when the output is not a terminal)")

    p = command("audit", cmd_audit,
                "prove games from the event store: hash chain, folds, draws, legal moves")
    p.add_argument("games", nargs="*", metavar="GAME", help="games/{id} or {id}")
    p.add_argument("--all", action="store_true", help="every game in the store")
    p.add_argument("--data-dir", help="where events.sqlite lives "
                                      "(default $SCHEHERAZADE_DATA or ./data)")

    p = command("verify", cmd_verify,
                "a seat's check that a finished game's seed matches its commitment and "
                "every draw follows from it")
    p.add_argument("game", help="games/{id} or {id}")
    p.add_argument("--token", help="see as this seat (default: spectator)")
    p.add_argument("--commitment",
                   help="the seed commitment you kept from the game's start (default: the "
                        "one the game shows now)")

    p = command("bots", cmd_bots, "play complete games with a random bot on every seat")
    p.add_argument("--games", type=int, default=1, help="how many games to play, one after another")
    p.add_argument("--players", type=int, default=4,
                   help="seats per game (within the game's own range)")
    p.add_argument("--game", default=known[0], help=game_help)
    p.add_argument("--option", action="append", type=_option, metavar="KEY=VALUE",
                   help="a game option for every game, e.g. variant=big_luck; repeatable")
    p.add_argument("--seed", type=int, default=0, help="seeds the bots and the games")
    p.add_argument("--embedded", action="store_true",
                   help="run a private in-process server instead of using --address")
    p.add_argument("--data-dir",
                   help="with --embedded: keep the events here (default: a temporary directory)")

    # `project`, `stats`, `sql`, `export`: their subparsers set `func` like ours do.
    analytics_cli.add_parsers(sub)
    for p in sub.choices.values():
        p.formatter_class = DefaultsHelp
    return parser


class DefaultsHelp(argparse.HelpFormatter):
    """Every option's help ends with its default, unless it has none (None, a flag that is
    off) or its help already says it."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        default = action.default
        if ("default" in text or default is None or default is False
                or default == argparse.SUPPRESS or not action.option_strings):
            return text
        return f"{text} (default {default})"


# Options whose value is a secret the service makes: url-safe base64, which starts with "-"
# one time in 64, and argparse takes "--token -x…" for a missing value ("expected one
# argument"). Their next word is their value unless it is plainly an option's name.
_SECRET_OPTIONS = ("--token", "--auditor-token")
_OPTION_NAME = re.compile(r"--?[a-z][a-z-]*")


def _glue_secrets(argv: list[str]) -> list[str]:
    """`--token VALUE` → `--token=VALUE`, which argparse reads whatever VALUE starts with."""
    out: list[str] = []
    words = iter(argv)
    for word in words:
        if word in _SECRET_OPTIONS:
            value = next(words, None)
            if value is None or _OPTION_NAME.fullmatch(value):
                out.append(word)  # no value: argparse says so
                if value is not None:
                    out.append(value)
                continue
            word = f"{word}={value}"
        out.append(word)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(_glue_secrets(sys.argv[1:] if argv is None else argv))
    func = getattr(args, "func", None)  # every subcommand, ours or projections', sets one
    if func is None:
        parser.error(f"{args.command}: this subcommand has no handler")
    try:
        return int(func(args) or 0)
    except grpc.RpcError as err:
        print(f"error: {err.code().name}: {err.details()}", file=sys.stderr)  # type: ignore[attr-defined]
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
