"""The bench's PlaySession client: N matches in flight, each seat on its own session, all
on one `grpc.aio` event loop of one process (`--processes K` splits the matches over K
such processes, for when one client process would be the bottleneck).

Like the peer's client (bench/peer/client.js): the games and every seat's session are made
before the timed window (boardgame.io's matches and sockets are too), enough for the
window at `--max-rate`; then each match slot plays its games' scripted commands one after
another, each command on its seat's session, counted from its write until its answer
(which leaves the server only once the command's events are stored). The other seats'
updates are read off their streams as they come, as boardgame.io's clients receive the
state. Prints one JSON line, as bench/procs.py's clients do.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import time
from typing import Any

from bench.common import percentile

ADDRESS = "127.0.0.1"


class _Seat:
    """One seat's session: requests written, messages read until the answer's `ref`."""

    def __init__(self, call: Any) -> None:
        self.call = call
        self.ref = 0

    async def ask(self, pb: Any, submit: Any) -> Any:
        self.ref += 1
        await self.call.write(pb.PlaySessionRequest(ref=self.ref, submit=submit))
        while True:
            message = await self.call.read()
            if message.ref == self.ref:
                if message.WhichOneof("event") != "submitted":
                    raise RuntimeError(f"refused: {message.error.message}")
                return message.submitted


async def _open(stub: Any, pb: Any, game: Any) -> list[_Seat]:
    seats = []
    for metadata in game.metadata:
        call = stub.PlaySession(metadata=metadata)
        await call.write(pb.PlaySessionRequest(ref=0, open=pb.WatchGameRequest(
            name=game.name, from_version=0, view=pb.GAME_VIEW_BASIC)))
        await call.read()  # the first update: the session is open
        seats.append(_Seat(call))
    return seats


async def _run(args: Any, matches: int, first: int, barrier: Any = None) -> dict[str, Any]:
    import grpc

    from bench.procs import Scripts, ServiceGame, _stub
    from scheherazade.v1 import game_service_pb2 as pb
    from scheherazade.v1 import game_service_pb2_grpc as pbgrpc

    sync_stub, _ = _stub(args.port)
    channel = grpc.aio.insecure_channel(f"{ADDRESS}:{args.port}")
    stub = pbgrpc.GameServiceStub(channel)
    per_match = max(1.0, args.max_rate * (args.seconds + args.warmup) * 1.2 / args.matches)
    plans: list[list[tuple[Any, list[_Seat]]]] = []
    for i in range(first, first + matches):
        scripts = Scripts(args.game, args.players, args.seed + 1_000_000 * i)
        plan, planned = [], 0
        while planned < per_match:
            game = ServiceGame(sync_stub, pb, scripts, i)
            plan.append((game, await _open(stub, pb, game)))
            planned += len(game.requests)
        plans.append(plan)
    latencies: list[list[float]] = [[] for _ in plans]
    errors: list[str] = []
    out_of_work = [False] * len(plans)
    if barrier is not None:
        barrier.wait()  # every client process set up: the windows start together
    now = time.perf_counter()
    start, end = now + args.warmup, now + args.warmup + args.seconds
    wall_start = time.time() + args.warmup

    async def slot(k: int) -> None:
        mine, perf = latencies[k], time.perf_counter
        for game, seats in plans[k]:
            for request, metadata, version in game.requests:
                t0 = perf()
                if t0 >= end:
                    return
                seat = seats[game.metadata.index(metadata)]
                try:
                    answer = await seat.ask(pb, request)
                except Exception as exc:  # noqa: BLE001 - counted, the game abandoned
                    errors.append(f"{type(exc).__name__}: {exc}"[:300])
                    break
                if answer.version != version:
                    errors.append(f"version {answer.version} != scripted {version}")
                    break
                if t0 >= start:
                    mine.append(perf() - t0)
        out_of_work[k] = True

    await asyncio.gather(*(slot(k) for k in range(len(plans))))
    sessions = sum(len(seats) for plan in plans for _, seats in plan)
    for plan in plans:
        for _, seats in plan:
            for seat in seats:
                seat.call.cancel()
    await channel.close()
    return {"latencies": [x for lst in latencies for x in lst], "errors": errors,
            "wall_start": wall_start,
            "out_of_work": sum(out_of_work), "sessions": sessions}


def _part(args: Any, matches: int, first: int, out: Any, barrier: Any) -> None:
    out.put(asyncio.run(_run(args, matches, first, barrier)))


def session_client(args: Any) -> dict[str, Any]:
    """The measure: moves/s over the window, latencies, and how the client ran."""
    parts = max(1, min(args.processes, args.matches))
    if parts == 1:
        results = [asyncio.run(_run(args, args.matches, 0))]
    else:
        args = argparse.Namespace(**{k: v for k, v in vars(args).items() if k != "fn"})
        context = multiprocessing.get_context("spawn")  # a fresh gRPC in each
        queue: Any = context.Queue()
        barrier = context.Barrier(parts)
        shares = [args.matches // parts + (i < args.matches % parts) for i in range(parts)]
        firsts = [sum(shares[:i]) for i in range(parts)]
        procs = [context.Process(target=_part, args=(args, n, f, queue, barrier))
                 for n, f in zip(shares, firsts, strict=True)]
        for p in procs:
            p.start()
        results = [queue.get() for _ in procs]
        for p in procs:
            p.join()
    merged = sorted(x for r in results for x in r["latencies"])
    errors = [e for r in results for e in r["errors"]]
    return {
        "matches": args.matches, "client_processes": parts, "seconds": args.seconds,
        "wall_start": min(r["wall_start"] for r in results),
        "wall_end": min(r["wall_start"] for r in results) + args.seconds,
        "count": len(merged), "rate": len(merged) / args.seconds,
        "p50_ms": percentile(merged, 50) * 1000 if merged else None,
        "p99_ms": percentile(merged, 99) * 1000 if merged else None,
        "mean_ms": sum(merged) / len(merged) * 1000 if merged else None,
        "errors": len(errors), "first_errors": errors[:3],
        "out_of_work_threads": sum(r["out_of_work"] for r in results),
        "sessions": sum(r["sessions"] for r in results),
    }
