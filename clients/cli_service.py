"""`scheherazade` commands that run the service or work on its store: serve, audit, bots."""

from __future__ import annotations

import argparse
import logging
import os
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from clients import render
from clients.cli_games import server_address
from clients.client import Client


def cmd_serve(args: argparse.Namespace) -> int:
    from service.api.preflight import CannotServe
    from service.api.supervisor import ProcessDied, serve
    from service.config import Settings
    from service.runtime import tune_gc

    tune_gc()
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
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
    except ValueError as exc:  # a setting out of range (--processes 0, TLS half given)
        print(f"scheherazade serve: {exc}", file=sys.stderr)
        return 2
    host = settings.address.rsplit(":", 1)[0]

    def ready(port: int) -> None:
        print(f"scheherazade listening on {host}:{port} (data in {settings.data_dir})", flush=True)

    def web_ready(port: int) -> None:
        web_host = (settings.web_address or "").rsplit(":", 1)[0].strip("[]")
        web_host = "127.0.0.1" if web_host in ("", "0.0.0.0") else web_host
        print(f"web table on http://{web_host}:{port}/", flush=True)

    try:
        serve(settings, ready=ready, web_ready=web_ready)
    except (CannotServe, ProcessDied) as exc:
        print(f"scheherazade serve: {exc}", file=sys.stderr)
        return 1
    return 0


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
    address = server_address(args)
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
