"""`scheherazade` commands about one game through a server: new, fork, play, watch,
replay, verify."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

import grpc

from clients import render
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb

DEFAULT_ADDRESS = "127.0.0.1:50051"


def server_address(args: argparse.Namespace) -> str:
    return getattr(args, "address", None) or os.environ.get("SCHEHERAZADE_ADDRESS") or \
        DEFAULT_ADDRESS


# ------------------------------------------------------------------------------ new


def option(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"options are KEY=VALUE, not {text!r}")
    try:
        return key, json.loads(raw)
    except json.JSONDecodeError:
        return key, raw  # a bare word is a string


def cmd_new(args: argparse.Namespace) -> int:
    players = [p.strip() for p in ",".join(args.players).split(",") if p.strip()]
    with Client(server_address(args)) as client:
        created = client.create_game(args.game, players, dict(args.option or []), args.seed)
    return _print_created(created, players, args.json)


def cmd_fork(args: argparse.Namespace) -> int:
    players = [p.strip() for p in ",".join(args.players or []).split(",") if p.strip()]
    with Client(server_address(args)) as client:
        token = args.token or os.environ.get("SCHEHERAZADE_AUDITOR_TOKEN") or None
        created = client.fork_game(args.game, args.at, players, same_chance=args.same_chance,
                                   token=token)
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

    with Client(server_address(args), timeout=None) as client:
        return play(client, args.game, args.token, LineReader(sys.stdin.fileno()), sys.stdout,
                    sys.stderr)


def cmd_watch(args: argparse.Namespace) -> int:
    with Client(server_address(args), timeout=None) as client:
        stream = client.watch(args.game, from_version=args.from_version, token=args.token)
        finished = opened = False
        try:
            for update in stream:
                opened = True
                for event in update.events:
                    print(render.describe_event(event))
                print(render.summary(update.game), flush=True)
                finished = update.game.state == pb.Game.STATE_FINISHED
        except KeyboardInterrupt:
            stream.cancel()
            return 130
        except grpc.RpcError as exc:
            if not opened:  # refused, or never reached: not a stream that broke
                raise
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

    with Client(server_address(args)) as client:
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
            for event in final.events:
                print(render.describe_event(event))
            print(render.full(final.game))
            return 0
        for step in client.replay_steps(args.game, token=args.token, to_version=upto):
            print(render.describe_event(step.event))
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

    with Client(server_address(args)) as client:
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
