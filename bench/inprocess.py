"""SubmitCommand's servicer called in this process: no network, a stand-in ServicerContext.

What the handler alone costs when its calls come back to back (hot caches, one thread).
Beside gRPC's own per-call cost, which the echo ceiling measures, it bounds what one server
process can reach: see `figures_grpc.one_process_bound`. `profile_submit.py` profiles the
same calls.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any


class FakeContext:
    """The parts of grpc.ServicerContext the servicer uses, for calling it directly."""

    def __init__(self) -> None:
        self.metadata: tuple[tuple[str, str], ...] = ()

    def invocation_metadata(self) -> tuple[tuple[str, str], ...]:
        return self.metadata

    def abort(self, code: Any, details: str) -> None:
        raise RuntimeError(f"{code}: {details}")

    def abort_with_status(self, status: Any) -> None:
        raise RuntimeError(f"aborted: {status}")

    def set_code(self, code: Any) -> None:
        pass

    def set_details(self, details: str) -> None:
        pass

    def set_trailing_metadata(self, md: Any) -> None:
        pass

    def is_active(self) -> bool:
        return True


def scripted_requests(
    servicer: Any, game: str, commands: int, view: Any = 0
) -> list[tuple[Any, tuple]]:
    """SubmitCommand requests (with each seat's metadata) of scripted random games, which
    the servicer has created: they replay exactly when sent in order."""
    from bench.protomap import CommandMapper
    from scheherazade.v1 import game_service_pb2 as pb
    from service.app.selfplay import random_playout
    from service.kit.registry import games

    rules = games()[game]
    mapper = CommandMapper(rules)
    ctx = FakeContext()
    out: list[tuple[Any, tuple]] = []
    seed = 3_000
    while len(out) < commands:
        seed += 1
        p = random_playout(rules, seed)
        if not p.scriptable:
            continue
        created = servicer.CreateGame(
            pb.CreateGameRequest(game_type=game, players=list(p.created.players), seed=seed), ctx
        )
        md = [(("authorization", f"Bearer {t}"),) for t in created.seat_tokens]
        for k, (seat, command, _) in enumerate(p.actions):
            request = pb.SubmitCommandRequest(
                name=created.game.name,
                command_id=f"{seed}-{k}",
                command=mapper(command),
                view=view,
            )
            out.append((request, md[seat]))
    return out[:commands]


def handler_cpu_ms(game: str, commands: int, chunk: int = 200) -> float:
    """The servicer's thread CPU per SubmitCommand (default view), calls back to back on a
    fresh SQLite store, answers serialised: the least over chunks of `chunk` calls, after a
    warm-up chunk. The least, because it feeds an upper bound: the handler at its fastest."""
    from service.api.servicer import GameService
    from service.app.application import GameApp
    from service.app.store import open_store

    with tempfile.TemporaryDirectory(prefix="scheherazade-inprocess-") as tmp:
        servicer = GameService(GameApp(open_store(Path(tmp))))
        script = scripted_requests(servicer, game, max(commands, 2 * chunk))
        ctx = FakeContext()
        best = float("inf")
        for start in range(0, len(script) - chunk + 1, chunk):
            part = script[start : start + chunk]
            t0 = time.thread_time()
            for request, md in part:
                ctx.metadata = md
                servicer.SubmitCommand(request, ctx).SerializeToString()
            if start:  # the first chunk warms up
                best = min(best, (time.thread_time() - t0) / len(part) * 1000)
        return best
