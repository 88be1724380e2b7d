"""`scheherazade`: run the server, create and play games, watch and replay them, run bots.

Every subcommand that talks to a server takes `--address` (default: $SCHEHERAZADE_ADDRESS
or 127.0.0.1:50051). The commands live by kind: `cli_games` (one game through a server),
`cli_service` (the service and its store), and `projections.cli` (the analytics: `project`,
`stats`, `sql`, `export`, `report`).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

import grpc

from clients.cli_errors import BadAddress, check_address, dial_address, listen_address, says
from clients.cli_games import (
    DEFAULT_ADDRESS,
    cmd_fork,
    cmd_new,
    cmd_play,
    cmd_replay,
    cmd_verify,
    cmd_watch,
    option,
    server_address,
)
from clients.cli_service import cmd_audit, cmd_bots, cmd_serve
from service.kit.registry import declared

# The commands defined here (the analytics' come from `projections.cli`).
OWN_COMMANDS = ("serve", "new", "fork", "play", "watch", "replay", "audit", "verify", "bots")


def _parser(analytics: bool = True) -> argparse.ArgumentParser:
    """The whole command line; `analytics=False` leaves out the analytics subcommands,
    whose parsers read every game's projection adapter (DuckDB, Arrow): a command of ours
    starts without them."""
    parser = argparse.ArgumentParser(prog="scheherazade", description=__doc__.splitlines()[0])
    # The game types this client knows, from the registry; the first is the default. A
    # server may run more (plugged games): any type is passed on as given.
    known = [game.game_type for game in declared()]
    game_help = f"game type: {', '.join(known)}, ... (default {known[0]})"
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                parser_class=Subcommand)

    def command(name: str, func: Callable[[argparse.Namespace], int], text: str) -> Any:
        p = sub.add_parser(name, help=text, description=text)
        p.add_argument("--address", type=listen_address if name == "serve" else dial_address,
                       help=f"server host:port (default {DEFAULT_ADDRESS})")
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
    p.add_argument("--web-address", metavar="HOST:PORT", type=_web_address,
                   help="serve the web table (the page, Connect and gRPC-Web) here "
                        "(default 127.0.0.1:8051, or SCHEHERAZADE_WEB_ADDRESS)")
    p.add_argument("--no-web", action="store_true", help="do not serve the web table")

    p = command("new", cmd_new, "create a game; prints its name and one token per seat")
    p.add_argument("players", nargs="+", help="player names (or one comma-separated list)")
    p.add_argument("--game", default=known[0], help=game_help)
    p.add_argument("--seed", type=int, help="the game's random seed")
    p.add_argument("--option", action="append", type=option, metavar="KEY=VALUE",
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
    p.add_argument("--token", help="the auditor's token, as `serve --auditor-token` was given "
                                   "it (default $SCHEHERAZADE_AUDITOR_TOKEN; only the auditor "
                                   "may fork: a fork's tokens show every seat's hand)")
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
    p.add_argument("--option", action="append", type=option, metavar="KEY=VALUE",
                   help="a game option for every game, e.g. variant=big_luck; repeatable")
    p.add_argument("--seed", type=int, default=0, help="seeds the bots and the games")
    p.add_argument("--embedded", action="store_true",
                   help="run a private in-process server instead of using --address")
    p.add_argument("--data-dir",
                   help="with --embedded: keep the events here (default: a temporary directory)")

    if analytics:  # `project`, `stats`, `sql`, `export`, `report`: they set `func` too
        from projections import cli as analytics_cli

        analytics_cli.add_parsers(sub)
    for p in sub.choices.values():
        p.formatter_class = DefaultsHelp
    return parser


class Subcommand(argparse.ArgumentParser):
    """A subcommand's parser: a word it does not know is its error, said with its own
    usage (argparse would leave it to the top-level parser, which shows the list of
    commands instead of the options of the one that was typed)."""

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None
                         ) -> tuple[argparse.Namespace, list[str]]:
        namespace, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return namespace, extras


def _web_address(text: str) -> str:
    return text if text == "" else listen_address(text)  # "": no web table, as --no-web


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


# Packages of an extra (pyproject.toml), not of `pip install -e .`: the commands that
# import them say which extra brings them.
EXTRAS = {"altair": "report", "vl_convert": "report", "psycopg": "postgres",
          "psycopg_pool": "postgres", "numpy": "bench"}

# The analytics commands that read what is already in the data directory: in a folder
# without it they say so, rather than make an empty analytics file and print "(0 rows)".
READS_ANALYTICS = ("stats", "sql", "export", "report")
READS_EVENTS = ("project", "audit")


def _usage_error(command: str, message: str) -> NoReturn:
    print(f"scheherazade {command}: {message}", file=sys.stderr)
    raise SystemExit(2)


def _check_env_addresses(args: argparse.Namespace) -> None:
    """The addresses a command takes from the environment, checked as its flags are."""
    names = ["SCHEHERAZADE_ADDRESS"] if getattr(args, "address", None) is None else []
    if args.command == "serve" and args.web_address is None:
        names.append("SCHEHERAZADE_WEB_ADDRESS")
    for name in names:
        value = os.environ.get(name)
        if not value or (args.command == "bots" and args.embedded):
            continue
        try:
            check_address(value, listen=args.command == "serve")
        except BadAddress as exc:
            _usage_error(args.command, f"{name} in the environment: {exc}")


def _missing_data(args: argparse.Namespace) -> str | None:
    """Why a command that reads the data directory cannot run here, or None."""
    from service.config import Settings

    data = (Path(args.data_dir) if args.data_dir else Settings.from_env().data_dir).absolute()
    has_events = (data / "events.sqlite").exists() or bool(os.environ.get("SCHEHERAZADE_STORE"))
    if args.command in READS_ANALYTICS and (data / "analytics.duckdb").exists():
        return None
    if args.command in READS_EVENTS and has_events:
        return None
    if has_events:  # the events, not yet projected (a server run with --no-project)
        return (f"no analytics file in {data}: `scheherazade project --once"
                f"{' --data-dir ' + str(data) if args.data_dir else ''}` makes it from the "
                "events there")
    return (f"there is no data in {data}: give --data-dir the folder `scheherazade serve` "
            "keeps its games in (its --data-dir; default ./data, or $SCHEHERAZADE_DATA)")


def main(argv: list[str] | None = None) -> int:
    words = _glue_secrets(sys.argv[1:] if argv is None else argv)
    parser = _parser(analytics=not words or words[0] not in OWN_COMMANDS)
    args = parser.parse_args(words)
    func = getattr(args, "func", None)  # every subcommand, ours or projections', sets one
    if func is None:
        parser.error(f"{args.command}: this subcommand has no handler")
    _check_env_addresses(args)
    if args.command in READS_ANALYTICS + READS_EVENTS:
        missing = _missing_data(args)
        if missing:
            print(f"scheherazade {args.command}: {missing}", file=sys.stderr)
            return 1
    try:
        return int(func(args) or 0)
    except grpc.RpcError as err:
        print(f"scheherazade {args.command}: {says(err, server_address(args))}", file=sys.stderr)
        return 1
    except ModuleNotFoundError as exc:  # a command whose extra is not installed
        extra = EXTRAS.get((exc.name or "").partition(".")[0])
        if extra is None:
            raise
        print(f"scheherazade {args.command}: this needs {exc.name}, which `pip install -e "
              f"'.[{extra}]'` installs (`pip install -e .` installs what serving needs)",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
