"""`scheherazade serve`: the pre-flight checks, then one server in this process, or several
server processes on one port, supervised (`serve --processes N`).

Several processes (docs/serving.md): each owns the games `store.owner_of` gives it and
serves the others' game calls through their owners (service/api/owners.py). They live and
die together: a child stops when its parent dies, even by SIGKILL (`_die_with_parent`),
and when a child dies the parent stops the others and fails (`ProcessDied`), so that
whatever supervises `serve` sees the failure and restarts the whole.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import multiprocessing
import multiprocessing.connection
import os
import queue
import shutil
import signal
import socket
import sys
import tempfile
import threading
import time
from dataclasses import replace
from typing import Any

from service.api import owners, preflight, server

log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1  # linux/prctl.h
PARENT_CHECK_SECONDS = 1.0
START_SECONDS = 120.0


class ProcessDied(Exception):
    """A server process of `serve --processes N` stopped without being asked to: the
    others were stopped, and `serve` fails (its message names the process and its exit)."""


def serve(settings: Any, *, stop: threading.Event | None = None, ready: Any = None,
          web_ready: Any = None) -> None:
    """Run until SIGINT/SIGTERM (or `stop` is set). `ready(port)` is called once listening,
    `web_ready(port)` once the web table listens (settings.web_address). `settings.processes`
    > 1: that many server processes on one port (`serve_several`). CannotServe, before
    anything is created, if the address cannot be listened on or the data directory not
    written (`preflight`); ProcessDied if one of several processes dies."""
    preflight.check(settings)
    if settings.processes > 1:
        serve_several(settings, stop=stop, ready=ready, web_ready=web_ready)
    else:
        server.serve_process(settings, stop=stop, ready=ready, web_ready=web_ready)


def serve_several(settings: Any, *, stop: threading.Event | None = None,
                  ready: Any = None, web_ready: Any = None) -> None:
    """`settings.processes` server processes on one port (gRPC's `SO_REUSEPORT` pattern: the
    kernel spreads the connections) over one store, each the owner of its share of the
    games, each with a private Unix socket in a folder of its own (0700) for the calls the
    others forward to it; only the first runs the projector and the web table. Stops them
    all on SIGINT/SIGTERM or `stop`. When one of them dies, stops the others and raises
    ProcessDied."""
    host, _, port = settings.address.rpartition(":")
    if int(port) == 0:  # one port for all: chosen here, then shared
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
            s.bind((host.strip("[]"), 0))
            port = str(s.getsockname()[1])
    address = f"{host}:{port}"
    # Not in the data folder: a Unix socket's path is limited to 107 bytes, a data folder
    # may be anywhere. mkdtemp makes it 0700: only this user may call the private sockets.
    folder = tempfile.mkdtemp(prefix="scheherazade-")
    sockets = [owners.socket_name(folder, i) for i in range(settings.processes)]
    context = multiprocessing.get_context("spawn")  # no threads or handles of this process
    started = context.Queue()
    children = [
        context.Process(
            target=_serve_child, name=f"scheherazade-{i}",
            args=(replace(settings, address=address, processes=1,
                          project=settings.project and i == 0,
                          web_address=settings.web_address if i == 0 else None),
                  started, os.getpid(), i, sockets),
        )
        for i in range(settings.processes)
    ]
    stop = server.stop_on_signals(stop)
    died = None
    try:
        for child in children:
            child.start()
        died = _wait_started(children, started, stop, web_ready, web=bool(settings.web_address))
        if died is None and not stop.is_set():
            log.info("%d processes listening on port %s", len(children), port)
            if ready is not None:
                ready(int(port))
            died = _watch(children, stop)
    finally:
        _stop_all(children)
        shutil.rmtree(folder, ignore_errors=True)
    if died is not None:
        raise ProcessDied(f"server process {died.name} (pid {died.pid}) {_exit(died.exitcode)}: "
                          f"stopped the other {len(children) - 1}")


def _wait_started(children: list[Any], started: Any, stop: threading.Event,
                  web_ready: Any, web: bool) -> Any:
    """Until every child listens and, with `web`, the first's web table does too
    (`web_ready(port)`); the child that died first, if one did."""
    waiting = len(children) + web  # the web table's word may come after every child's
    deadline = time.monotonic() + START_SECONDS
    while waiting and not stop.is_set() and time.monotonic() < deadline:
        try:
            what, port = started.get(timeout=0.5)
            waiting -= 1
            if what == "web" and web_ready is not None:
                web_ready(port)
        except queue.Empty:
            pass
        dead = next((child for child in children if not child.is_alive()), None)
        if dead is not None and not stop.is_set():
            return dead
    if waiting and not stop.is_set():
        raise preflight.CannotServe(f"the server processes did not start in {START_SECONDS:.0f} s")
    return None


def _watch(children: list[Any], stop: threading.Event) -> Any:
    """Until `stop` is set (None) or a child ends (that child)."""
    sentinels = {child.sentinel: child for child in children}
    while not stop.is_set():
        ended = multiprocessing.connection.wait(list(sentinels), timeout=0.5)
        # A Ctrl-C reaches the whole process group: children that stop on it are not dying.
        if ended and not stop.is_set():
            child = sentinels[ended[0]]
            child.join(timeout=1)
            log.error("server process %s (pid %s) %s: stopping the others", child.name,
                      child.pid, _exit(child.exitcode))
            return child
    return None


def _stop_all(children: list[Any]) -> None:
    for child in children:
        if child.is_alive():
            child.terminate()  # SIGTERM: each stops gracefully
    for child in children:
        if child.pid is None:
            continue  # never started
        child.join(timeout=server.GRACE_SECONDS + 5)
        if child.is_alive():
            child.kill()
            child.join(timeout=5)


def _exit(code: int | None) -> str:
    if code is None:
        return "stopped"
    if code < 0:
        return f"was killed by {signal.Signals(-code).name} (exit code {code})"
    return f"exited with code {code}"


def _die_with_parent(parent: int) -> None:
    """Stop (SIGTERM: gracefully) when the parent process dies, however it dies.

    On Linux the kernel sends the signal (`prctl(PR_SET_PDEATHSIG)`), at once, even when the
    parent is killed by SIGKILL and runs no code. The child sets it on itself after `spawn`
    started a fresh interpreter, so nothing between fork and exec can lose it; a parent that
    died before the call is caught by comparing `getppid()` with the parent's pid right
    after it. The signal is tied to the parent *thread* that started the child: the
    supervisor's, which lives until every child is stopped. Elsewhere (or if prctl fails), a
    thread looks at `getppid()` every second: the parent's death re-parents the child."""
    told_by_kernel = False
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        told_by_kernel = libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0) == 0
        if not told_by_kernel:
            log.warning("prctl(PR_SET_PDEATHSIG) failed (errno %d): watching the parent "
                        "instead", ctypes.get_errno())
    if os.getppid() != parent:
        os.kill(os.getpid(), signal.SIGTERM)
    if told_by_kernel:
        return

    def watch() -> None:
        while os.getppid() == parent:
            threading.Event().wait(PARENT_CHECK_SECONDS)
        log.error("the supervising process %d is gone: stopping", parent)
        os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _serve_child(settings: Any, started: Any, parent: int, index: int,
                 sockets: list[str]) -> None:
    from service.runtime import tune_gc

    logging.basicConfig(level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(processName)s %(name)s: %(message)s")
    _die_with_parent(parent)
    tune_gc()
    try:
        server.serve_process(settings, ready=lambda port: started.put(("grpc", port)),
                             web_ready=lambda port: started.put(("web", port)),
                             router=owners.Router(index, sockets))
    finally:
        # gRPC removed this process's socket; the last process out removes their folder
        # (the parent does too, unless it was killed).
        with contextlib.suppress(OSError):
            os.rmdir(os.path.dirname(sockets[index]))
