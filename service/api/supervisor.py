"""`scheherazade serve`: the pre-flight checks, then one server in this process, or several
server processes on one port, supervised (`serve --processes N`).
"""

from __future__ import annotations

import logging
import multiprocessing
import socket
import threading
from dataclasses import replace
from typing import Any

from service.api import preflight, server

log = logging.getLogger(__name__)


def serve(settings: Any, *, stop: threading.Event | None = None, ready: Any = None,
          web_ready: Any = None) -> None:
    """Run until SIGINT/SIGTERM (or `stop` is set). `ready(port)` is called once listening,
    `web_ready(port)` once the web table listens (settings.web_address). `settings.processes`
    > 1: that many server processes on one port (`serve_several`). CannotServe, before
    anything is created, if the address cannot be listened on or the data directory not
    written (`preflight`)."""
    preflight.check(settings)
    if settings.processes > 1:
        serve_several(settings, stop=stop, ready=ready)
    else:
        server.serve_process(settings, stop=stop, ready=ready, web_ready=web_ready)


def serve_several(settings: Any, *, stop: threading.Event | None = None,
                  ready: Any = None) -> None:
    """`settings.processes` server processes on one port (gRPC's `SO_REUSEPORT` pattern: the
    kernel spreads the connections), over one store: each process catches up what the
    others stored before every command (`EventStore.several`, as PostgreSQL replicas do),
    and only the first runs the projector. Stops them all on SIGINT/SIGTERM or `stop`, and
    when one of them dies."""
    host, _, port = settings.address.rpartition(":")
    if int(port) == 0:  # one port for all: chosen here, then shared
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
            s.bind((host.strip("[]"), 0))
            port = str(s.getsockname()[1])
    address = f"{host}:{port}"
    context = multiprocessing.get_context("spawn")  # no threads or handles of this process
    started = context.Queue()
    children = [
        context.Process(
            target=_serve_child, name=f"scheherazade-{i}",
            args=(replace(settings, address=address, processes=1,
                          project=settings.project and i == 0,
                          web_address=settings.web_address if i == 0 else None), started),
        )
        for i in range(settings.processes)
    ]
    for child in children:
        child.start()
    stop = server.stop_on_signals(stop)
    try:
        for _ in children:
            started.get(timeout=120)
        log.info("%d processes listening on port %s", len(children), port)
        if ready is not None:
            ready(int(port))
        while not stop.wait(0.5):
            if any(not child.is_alive() for child in children):
                log.error("a server process stopped: stopping the others")
                break
    finally:
        for child in children:
            if child.is_alive():
                child.terminate()  # SIGTERM: each stops gracefully
        for child in children:
            child.join(timeout=server.GRACE_SECONDS + 5)
            if child.is_alive():
                child.kill()


def _serve_child(settings: Any, started: Any) -> None:
    from service.runtime import tune_gc

    tune_gc()
    logging.basicConfig(level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(processName)s %(name)s: %(message)s")
    server.serve_process(settings, ready=started.put, several=True)
