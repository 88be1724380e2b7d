"""Pre-flight: what `scheherazade serve` checks before it creates anything (the addresses
can be listened on, the data directory can be written), so that a refusal is one line and
leaves no file behind.
"""

from __future__ import annotations

import socket
import tempfile
from pathlib import Path
from typing import Any


class CannotServe(Exception):
    """`serve` cannot start: said in one line, before anything is created."""


class ListenError(CannotServe):
    """The address cannot be listened on (taken, not local, not HOST:PORT)."""


def check_data_dir(path: Path) -> None:
    """Make the data directory (after the address is known to be free), or say why not."""
    if path.exists() and not path.is_dir():
        raise CannotServe(f"the data directory {path} is not a directory")
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise CannotServe(f"the data directory {path} cannot be made or written: "
                          f"{(exc.strerror or str(exc)).lower()}") from None


def check_address(address: str) -> None:
    """Refuse an address this process cannot listen on, before anything is created (a
    server that fails to bind after opening its store leaves files behind, and gRPC's
    asyncio server then aborts the interpreter at exit)."""
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit():
        raise ListenError(f"{address!r} is not HOST:PORT")
    if int(port) == 0:
        return  # a free port is chosen
    try:
        found = socket.getaddrinfo(host.strip("[]") or None, int(port),
                                   type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        raise ListenError(f"cannot listen on {address}: {exc.strerror}") from None
    for family, kind, proto, _, where in found:
        with socket.socket(family, kind, proto) as probe:
            # As gRPC's own listener: a port left in TIME_WAIT by a stopped server is free.
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(where)
            except OSError as exc:
                why = (exc.strerror or str(exc)).lower()
                raise ListenError(f"cannot listen on {address}: {why}") from None


def check(settings: Any) -> None:
    """CannotServe, before anything is created, if an address of `settings` cannot be
    listened on or its data directory not written."""
    check_address(settings.address)
    if settings.web_address is not None:
        check_address(settings.web_address)
    check_data_dir(Path(settings.data_dir))
