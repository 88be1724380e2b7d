"""Helper processes of the suite: servers and load clients run apart from the driver.

    python -m bench.procs echo-server --gen DIR [--workers 8] [--aio]
    python -m bench.procs echo-client --gen DIR --port P --threads T --seconds S
    python -m bench.procs service-server --data DIR
    python -m bench.procs submit-client --port P --game 1001 --threads T --seconds S [--view full]
    python -m bench.procs session-client --port P --game tictactoe --matches 8 --seconds S
    python -m bench.procs selfplay-client --port P --game 1001 --threads T --seconds S
    python -m bench.procs live-games --port P --game 1001 --games 1000 --actions K
    python -m bench.procs projector --data DIR --analytics FILE

A server prints one JSON line {"port": …, "pid": …} when it serves and stops when its
stdin closes. A client or job prints one JSON line with its result (or {"error": …}).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from bench.common import ADDRESS, say
from bench.grpc_echo import echo_client, echo_server
from bench.loadgen import closed_loop
from bench.session_client import session_client

# ---------------------------------------------------------------------------- service


def service_server(args: argparse.Namespace) -> None:
    """The service's server. Each "stats" line on stdin answers with the SubmitCommand
    handler's calls and thread CPU so far, which the driver sets beside the whole
    process's CPU: the handler's share, measured inside the real server."""
    import threading

    from service.api.server import create_server
    from service.api.servicer import GameService
    from service.app.application import GameApp
    from service.app.store import open_store

    handler = {"calls": 0, "cpu_s": 0.0}
    lock = threading.Lock()
    submit = GameService.SubmitCommand

    def timed_submit(self: Any, request: Any, context: Any) -> Any:
        t0 = time.thread_time()
        try:
            return submit(self, request, context)
        finally:
            used = time.thread_time() - t0
            with lock:
                handler["calls"] += 1
                handler["cpu_s"] += used

    GameService.SubmitCommand = timed_submit  # type: ignore[method-assign]
    app = GameApp(open_store(Path(args.data)))
    server, port = create_server(app, f"{ADDRESS}:0")
    server.start()
    say({"port": port, "pid": os.getpid()})
    for line in sys.stdin:  # until the driver closes stdin
        if line.strip() == "stats":
            with lock:
                say(dict(handler))
    server.stop(0)


class Scripts:
    """Scriptable random games (finished, no timer needed) from seeded pure self-play."""

    def __init__(self, game_type: str, players: int | None, base_seed: int) -> None:
        from bench.protomap import CommandMapper
        from service.kit.registry import games

        self.rules = games()[game_type]
        self.mapper = CommandMapper(self.rules)
        self.players = players
        self.seed = base_seed

    def next(self) -> Any:
        from service.app.selfplay import random_playout

        for _ in range(100):
            self.seed += 1
            p = random_playout(self.rules, self.seed, self.players)
            if p.scriptable and p.actions:
                return p
        raise RuntimeError("no scriptable game in 100 seeds (every game needed a timer?)")


class ServiceGame:
    """One game created in the service, with its scripted commands as ready requests
    (`view`: the GameView they ask for; 0, unspecified, is the service's default)."""

    def __init__(
        self, stub: Any, pb: Any, scripts: Scripts, thread: int, p: Any = None, view: int = 0
    ) -> None:
        p = p if p is not None else scripts.next()
        created = stub.CreateGame(
            pb.CreateGameRequest(
                game_type=p.created.game_type, players=list(p.created.players), seed=p.created.seed
            )
        )
        self.name = created.game.name
        tokens = list(created.seat_tokens)
        self.metadata = [(("authorization", f"Bearer {t}"),) for t in tokens]
        self.requests = [
            (
                pb.SubmitCommandRequest(
                    name=self.name,
                    command_id=f"t{thread}-{p.created.seed}-{k}",
                    command=scripts.mapper(c),
                    view=view,
                ),
                self.metadata[seat],
                version,
            )
            for k, (seat, c, version) in enumerate(p.actions)
        ]
        self.next = 0

    def step(self, stub: Any) -> bool:
        """Submit the next command; False when the game is over."""
        request, metadata, version = self.requests[self.next]
        self.next += 1
        response = stub.SubmitCommand(request, metadata=metadata)
        if response.version != version:
            self.next = len(self.requests)  # diverged from the script: abandon this game
            raise RuntimeError(f"version {response.version} != scripted {version}")
        return self.next < len(self.requests)

    @property
    def done(self) -> bool:
        return self.next >= len(self.requests)


def _stub(port: int) -> tuple[Any, Any]:
    import grpc

    from scheherazade.v1 import game_service_pb2, game_service_pb2_grpc

    channel = grpc.insecure_channel(f"{ADDRESS}:{port}")
    return game_service_pb2_grpc.GameServiceStub(channel), game_service_pb2


def submit_client(args: argparse.Namespace) -> None:
    """SubmitCommand only in the window: games are created and scripted beforehand."""
    per_thread = max(1.0, args.max_rate * (args.seconds + args.warmup) * 1.3 / args.threads)

    def make(i: int) -> Any:
        stub, pb = _stub(args.port)
        view = pb.GameView.Value(f"GAME_VIEW_{args.view.upper()}")
        scripts = Scripts(args.game, args.players, args.seed + 1_000_000 * i)
        pending: list[ServiceGame] = []
        planned = 0
        while planned < per_thread:
            g = ServiceGame(stub, pb, scripts, i, view=view)
            pending.append(g)
            planned += len(g.requests)
        state = {"game": pending.pop(0), "late_creates": 0}

        def call() -> None:
            game = state["game"]
            if game.done:
                if pending:
                    game = pending.pop(0)
                else:  # ran past the plan: create one more inside the window
                    state["late_creates"] += 1
                    game = ServiceGame(stub, pb, scripts, i, view=view)
                state["game"] = game
            game.step(stub)

        return call

    say(closed_loop(args.threads, args.seconds, args.warmup, make))


def selfplay_client(args: argparse.Namespace) -> None:
    """Whole games through the service: CreateGame, then every scripted command."""
    actions: list[int] = []

    def make(i: int) -> Any:
        stub, pb = _stub(args.port)
        scripts = Scripts(args.game, args.players, args.seed + 1_000_000 * i)
        pool = [scripts.next() for _ in range(4)]
        k = [0]

        def call() -> None:
            # The whole game is one call: CreateGame, mapping and submitting every command.
            p = pool[k[0] % len(pool)]
            k[0] += 1
            g = ServiceGame(stub, pb, scripts, i * 1_000_000 + k[0], p)
            while g.step(stub):
                pass
            actions.append(len(g.requests))

        return call

    result = closed_loop(args.threads, args.seconds, args.warmup, make, wall=True)
    result["mean_actions"] = sum(actions) / len(actions) if actions else None
    say(result)


def live_games(args: argparse.Namespace) -> None:
    """Create N games and play the first K commands of each (they stay live in the server)."""
    from concurrent.futures import ThreadPoolExecutor

    per_thread = [
        args.games // args.threads + (i < args.games % args.threads) for i in range(args.threads)
    ]

    def work(i: int) -> tuple[int, int]:
        stub, pb = _stub(args.port)
        scripts = Scripts(args.game, args.players, args.seed + 1_000_000 * i)
        submits = 0
        for _ in range(per_thread[i]):
            g = ServiceGame(stub, pb, scripts, i)
            for _ in range(min(args.actions, len(g.requests) - 1)):
                g.step(stub)
                submits += 1
        return per_thread[i], submits

    t0 = time.perf_counter()
    with ThreadPoolExecutor(args.threads) as pool:
        done = list(pool.map(work, range(args.threads)))
    say(
        {
            "games": sum(d[0] for d in done),
            "submits": sum(d[1] for d in done),
            "seconds": time.perf_counter() - t0,
        }
    )


# ---------------------------------------------------------------------------- projector


def projector_job(args: argparse.Namespace) -> None:
    from projections.projector import Projector
    from service.app.store import open_store

    store = open_store(Path(args.data))
    events = store.recorder.max_notification_id() or 0
    say({"ready": True, "pid": os.getpid()})
    if sys.stdin.readline() == "":  # the driver says go (it samples our RSS meanwhile)
        return
    projector = Projector(store, Path(args.analytics))
    t0 = time.perf_counter()
    projector.catch_up()
    elapsed = time.perf_counter() - t0
    say({"events": events, "seconds": elapsed})


# ---------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.procs")
    sub = ap.add_subparsers(dest="cmd", required=True)

    p = sub.add_parser("echo-server")
    p.add_argument("--gen", required=True)
    p.add_argument("--workers", type=int, default=8)
    p.add_argument("--aio", action="store_true", help="the asyncio server, async handler")
    p.set_defaults(fn=echo_server)

    def load_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--port", type=int, required=True)
        p.add_argument("--threads", type=int, default=1)
        p.add_argument("--seconds", type=float, default=3.0)
        p.add_argument("--warmup", type=float, default=0.5)

    p = sub.add_parser("echo-client")
    p.add_argument("--gen", required=True)
    p.add_argument("--payload", type=int, default=64)
    load_args(p)
    p.set_defaults(fn=echo_client)

    p = sub.add_parser("service-server")
    p.add_argument("--data", required=True)
    p.set_defaults(fn=service_server)

    def game_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--game", required=True)
        p.add_argument("--players", type=int, default=None)
        p.add_argument("--seed", type=int, default=1)

    p = sub.add_parser("submit-client")
    load_args(p)
    game_args(p)
    p.add_argument("--max-rate", type=float, default=3000.0, help="plan games for this rate")
    p.add_argument(
        "--view",
        default="unspecified",
        choices=("unspecified", "basic", "full"),
        help="the GameView the commands ask for (unspecified: the service's default, basic)",
    )
    p.set_defaults(fn=submit_client)

    p = sub.add_parser("session-client", help="PlaySession: bench/session_client.py")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--matches", type=int, default=8)
    p.add_argument("--processes", type=int, default=1, help="client processes")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--warmup", type=float, default=0.5)
    p.add_argument("--max-rate", type=float, default=3000.0, help="plan games for this rate")
    game_args(p)
    p.set_defaults(fn=lambda a: say(session_client(a)))

    p = sub.add_parser("selfplay-client")
    load_args(p)
    game_args(p)
    p.set_defaults(fn=selfplay_client)

    p = sub.add_parser("live-games")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--threads", type=int, default=8)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--actions", type=int, default=10)
    game_args(p)
    p.set_defaults(fn=live_games)

    p = sub.add_parser("projector")
    p.add_argument("--data", required=True)
    p.add_argument("--analytics", required=True)
    p.set_defaults(fn=projector_job)

    args = ap.parse_args(argv)
    try:
        args.fn(args)
    except Exception as exc:
        traceback.print_exc(file=sys.stderr)
        say({"error": f"{type(exc).__name__}: {exc}"[:500]})
        sys.exit(1)


if __name__ == "__main__":
    main()
