"""What the command line says when something goes wrong before or during a call: a bad
address, a failed gRPC call, a folder without data. One sentence each, saying what went
wrong and what to do; the one place that turns gRPC statuses into the CLI's words.

The service attaches a `google.rpc.ErrorInfo` to every refusal of its own, and its message
is already a sentence ("no game 'x'"); a status without one came from gRPC itself (no
server there, a broken connection, a deadline), and is said as such, never as the service's.
"""

from __future__ import annotations

import argparse
import re

import grpc

from clients.client import error_info

# gRPC's own names for targets that are not HOST:PORT (a client may dial them).
_TARGET_SCHEMES = ("unix:", "unix-abstract:", "dns:", "ipv4:", "ipv6:", "vsock:")
_HOST = re.compile(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]*)")


class BadAddress(ValueError):
    """An address that is not HOST:PORT with a port in range: the sentence says why."""


def check_address(text: str, *, listen: bool) -> str:
    """`text` if it is HOST:PORT with a usable port (0, any free port, only to listen on),
    else BadAddress. gRPC itself takes a port past 65535 modulo 65536: 127.0.0.1:99999
    would listen on (or dial) port 34463."""
    if not listen and text.startswith(_TARGET_SCHEMES):
        return text
    host, sep, port = text.rpartition(":")
    example = "127.0.0.1:50051"
    if not sep or not port or not _HOST.fullmatch(host) or (not host and not listen):
        raise BadAddress(f"{text!r} is not HOST:PORT (for example {example})")
    lowest = 0 if listen else 1
    if not port.isdigit() or not lowest <= int(port) <= 65535:
        where = "0 (any free port) to 65535" if listen else "1 to 65535"
        raise BadAddress(f"{text!r} has no valid port: a port is a number from {where}")
    return text


def listen_address(text: str) -> str:
    """argparse type of an address to listen on (`serve --address`, `--web-address`)."""
    try:
        return check_address(text, listen=True)
    except BadAddress as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def dial_address(text: str) -> str:
    """argparse type of a server's address to call (every client command's `--address`)."""
    try:
        return check_address(text, listen=False)
    except BadAddress as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def unreachable(address: str) -> str:
    return f"cannot reach the service at {address}: is `scheherazade serve` running?"


def says(err: grpc.RpcError, address: str) -> str:
    """A failed call in the CLI's words: what went wrong, and what to do."""
    code: grpc.StatusCode = err.code()  # type: ignore[attr-defined]
    details: str = err.details() or ""  # type: ignore[attr-defined]
    info = error_info(err)
    if info is None:  # gRPC's own status: the service never answered this call
        if code == grpc.StatusCode.UNAVAILABLE:
            if _lost(details):
                return (f"the connection to the service at {address} broke ({details}): is "
                        "`scheherazade serve` still running?")
            return unreachable(address)
        if code == grpc.StatusCode.DEADLINE_EXCEEDED:
            return (f"the service at {address} did not answer in time: it may be overloaded "
                    "or stuck (its log says more)")
        if code == grpc.StatusCode.UNIMPLEMENTED:
            return (f"the service at {address} does not offer this call: is it a "
                    "scheherazade server of this version?")
        return f"the call to {address} failed ({code.name}): {details}"
    reason = info.reason
    if reason == "GAME_NOT_FOUND":
        return f"{details} at {address} (`scheherazade new` creates a game and prints its name)"
    if code == grpc.StatusCode.UNAUTHENTICATED:
        return (f"{details}: use a token that `scheherazade new` printed for one of this "
                "game's seats")
    if "only the auditor" in details:
        return (f"{details}. Pass --token with the auditor token the service was started "
                "with (`scheherazade serve --auditor-token TOKEN`, or "
                "SCHEHERAZADE_AUDITOR_TOKEN in its environment)")
    if code == grpc.StatusCode.INTERNAL:
        return f"{details}: the log of `scheherazade serve` says what failed"
    return details


def _lost(details: str) -> bool:
    """A connection that was up and then broke, rather than none at all."""
    never = ("failed to connect", "connection refused", "dns resolution failed",
             "errors resolving", "name resolution", "no address")
    low = details.lower()
    return not any(words in low for words in never)
