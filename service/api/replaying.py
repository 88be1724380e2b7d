"""ReplaySteps on the asyncio server: a game's every version, each with the event that led
to it, from one read and one fold of its stream (`GameApp.replay_steps`). The fold runs on
the server's thread pool a batch of steps at a time, so the event loop stays free, and a
client that reads slowly holds back the fold (gRPC's flow control) instead of buffering the
whole game in the server."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import Executor
from itertools import islice
from typing import Any

from scheherazade.v1 import analytics_service_pb2 as apb
from service.api import auth, convert, requests
from service.api.errors import check_parsed, status_of
from service.api.watch import Metadata
from service.app.application import GameApp

STEPS_PER_BATCH = 32  # steps built per trip to the pool


class Replay:
    """The ReplaySteps method of the asyncio server."""

    def __init__(self, app: GameApp, pool: Executor) -> None:
        self.app, self.pool = app, pool

    async def replay_steps(self, request: Any, context: Any) -> AsyncIterator[apb.ReplayStep]:
        loop = asyncio.get_running_loop()
        try:
            check_parsed(request)
            metadata = tuple(context.invocation_metadata() or ())
            steps = await loop.run_in_executor(self.pool, self._open, request, metadata)
            while True:
                batch = await loop.run_in_executor(self.pool, _batch, steps)
                for step in batch:
                    yield step
                if len(batch) < STEPS_PER_BATCH:
                    return
        except asyncio.CancelledError:
            raise  # the caller went away, or the server stops
        except Exception as exc:  # noqa: BLE001 - every error must become a status
            status = status_of(exc, "AnalyticsService.ReplaySteps")
            await context.abort(status.code, status.details, status.trailing_metadata)

    def _open(self, request: apb.ReplayStepsRequest, metadata: tuple) -> Iterator[Any]:
        game_id = requests.game_id(request.name)
        viewer = auth.viewer(self.app, game_id, Metadata(metadata))
        # 0 (unset): from the first version, to the current one; the app checks the range.
        steps = self.app.replay_steps(game_id, viewer, request.from_version or 1,
                                      request.to_version or None)
        tell = self.app.teller(game_id)
        return (apb.ReplayStep(version=event.version, event=convert.event(event, tell),
                               game=convert.game(snapshot, viewer))
                for event, snapshot in steps)


def _batch(steps: Iterator[apb.ReplayStep]) -> list[apb.ReplayStep]:
    return list(islice(steps, STEPS_PER_BATCH))
