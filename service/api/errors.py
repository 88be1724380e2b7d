"""The one place where errors become gRPC statuses.

Every refusal leaves as a `google.rpc.Status` (grpc-status-details-bin trailer) holding a
`google.rpc.ErrorInfo{reason, domain, metadata}`, so clients branch on a stable `reason`
rather than parse messages. Anything unexpected is logged and answered with INTERNAL and a
generic message: internals (paths, SQL, tracebacks) never reach a client.

A refusal often echoes what the client sent (a game type, option keys, a generic command's
name or field keys). Echoed whole, a long input overflows the headers: gRPC clients refuse
trailers past 8-16 KB (RESOURCE_EXHAUSTED "received metadata size exceeds hard limit"),
so the client would never see the reason. `bounded` cuts every status's message and
ErrorInfo metadata here, once, for every method and protocol: each run of text without a
space, quote, bracket or separator longer than `ECHO_CHARS` is cut to its prefix, then a
message still over `MESSAGE_BYTES` keeps its head and its end (where the explanation
after an echo is).
"""

from __future__ import annotations

import functools
import inspect
import logging
import re
from collections.abc import Callable, Mapping
from typing import Any

import grpc
from google.protobuf import any_pb2
from google.rpc import error_details_pb2, status_pb2
from grpc_status import rpc_status

from service.app.errors import (
    AppError,
    FailedPrecondition,
    GameNotFound,
    InvalidArgument,
    PermissionDenied,
    Unauthenticated,
    VersionConflict,
)
from service.kit.base import RuleViolation

DOMAIN = "scheherazade.games"
log = logging.getLogger(__name__)

ECHO_CHARS = 64  # an echoed word (an identifier, a key, a repr) longer than this is cut
MESSAGE_BYTES = 1024  # a status message's UTF-8 bytes, at most (metadata values: a quarter)
# A run of text between spaces, quotes, brackets and separators: an echoed value, mostly.
_LONG_WORD = re.compile(r"[^\s'\"()\[\]{},;]{" + str(ECHO_CHARS + 1) + ",}")
CUT = "…"


def _prefix(match: re.Match[str]) -> str:
    word = match.group()
    return f"{word[:ECHO_CHARS]}{CUT}({len(word):,} characters)"


def _utf8_prefix(text: str, size: int) -> str:
    return text.encode()[:size].decode(errors="ignore")


def _utf8_suffix(text: str, size: int) -> str:
    return text.encode()[-size:].decode(errors="ignore") if size > 0 else ""


def bounded(text: str, limit: int = MESSAGE_BYTES) -> str:
    """`text` with every long word cut to its prefix, at most `limit` UTF-8 bytes: short
    enough for any client's header limits (non-ASCII text is percent-encoded, up to three
    times its bytes, in `grpc-message`), readable, and its end kept."""
    text = _LONG_WORD.sub(_prefix, text)
    if len(text.encode()) <= limit:
        return text
    cut = f" {CUT} "
    room = limit - len(cut.encode())
    return _utf8_prefix(text, room * 2 // 3) + cut + _utf8_suffix(text, room - room * 2 // 3)


class ApiError(Exception):
    """A request the API layer itself refuses (a malformed field, a bad header)."""

    def __init__(
        self,
        code: grpc.StatusCode,
        reason: str,
        message: str,
        metadata: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.reason = reason
        self.message = message
        self.metadata = {k: str(v) for k, v in (metadata or {}).items()}


def _bounded_error(error: ApiError) -> ApiError:
    """`error` with its message and metadata cut (`bounded`): the one place echoes are cut."""
    limit = MESSAGE_BYTES // 4
    return ApiError(error.code, error.reason, bounded(error.message),
                    {bounded(k, limit): bounded(v, limit) for k, v in error.metadata.items()})


class Malformed:
    """Stands in for a request whose bytes did not parse as its message."""

    def __init__(self, message_type: str) -> None:
        self.message_type = message_type


def invalid(reason: str, message: str, **metadata: Any) -> ApiError:
    return ApiError(grpc.StatusCode.INVALID_ARGUMENT, reason, message, metadata)


_APP_CODES: dict[type[AppError], grpc.StatusCode] = {
    InvalidArgument: grpc.StatusCode.INVALID_ARGUMENT,
    GameNotFound: grpc.StatusCode.NOT_FOUND,
    Unauthenticated: grpc.StatusCode.UNAUTHENTICATED,
    PermissionDenied: grpc.StatusCode.PERMISSION_DENIED,
    FailedPrecondition: grpc.StatusCode.FAILED_PRECONDITION,
}


def as_api_error(exc: BaseException) -> ApiError | None:
    """The client-facing form of a known error; None for anything unexpected."""
    if isinstance(exc, ApiError):
        return exc
    if isinstance(exc, RuleViolation):
        return ApiError(grpc.StatusCode.FAILED_PRECONDITION, exc.code, exc.message)
    if isinstance(exc, VersionConflict):
        meta = {"actual_version": exc.actual}
        if exc.expected is not None:
            meta["expected_version"] = exc.expected
        return ApiError(grpc.StatusCode.ABORTED, exc.code, exc.message, meta)
    if isinstance(exc, AppError):
        for cls, code in _APP_CODES.items():
            if isinstance(exc, cls):
                return ApiError(code, exc.code, exc.message)
        return ApiError(grpc.StatusCode.INVALID_ARGUMENT, exc.code, exc.message)
    return None


def to_grpc_status(error: ApiError) -> grpc.Status:
    error = _bounded_error(error)
    info = error_details_pb2.ErrorInfo(reason=error.reason, domain=DOMAIN, metadata=error.metadata)
    detail = any_pb2.Any()
    detail.Pack(info)
    status = status_pb2.Status(
        code=error.code.value[0], message=error.message, details=[detail]
    )
    return rpc_status.to_status(status)


def _internal() -> ApiError:
    return ApiError(
        grpc.StatusCode.INTERNAL, "INTERNAL", "the server failed; the failure was logged"
    )


def check_parsed(request: Any) -> None:
    if isinstance(request, Malformed):
        raise invalid("MALFORMED_REQUEST", f"the request is not a valid {request.message_type}")


def status_of(exc: BaseException, method: str) -> grpc.Status:
    """The status a failed call answers with (an unexpected error logged, never shown)."""
    error = as_api_error(exc)
    if error is None:
        log.exception("%s failed", method)
        error = _internal()
    return to_grpc_status(error)


def _abort(context: grpc.ServicerContext, exc: BaseException, method: str) -> None:
    # `abort_with_status` is the same two steps, but the asyncio server's context for a
    # synchronous handler lacks it.
    status = status_of(exc, method)
    context.set_trailing_metadata(status.trailing_metadata)
    context.abort(status.code, status.details)


def handle_errors(method: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap a servicer method (unary or server-streaming) so that errors become statuses."""
    name = method.__qualname__

    if inspect.isgeneratorfunction(method):

        @functools.wraps(method)
        def stream(self: Any, request: Any, context: grpc.ServicerContext) -> Any:
            try:
                check_parsed(request)
                yield from method(self, request, context)
            except Exception as exc:  # noqa: BLE001 - every error must become a status
                _abort(context, exc, name)

        return stream

    @functools.wraps(method)
    def unary(self: Any, request: Any, context: grpc.ServicerContext) -> Any:
        try:
            check_parsed(request)
            return method(self, request, context)
        except Exception as exc:  # noqa: BLE001 - every error must become a status
            _abort(context, exc, name)

    return unary


__all__ = [
    "ApiError", "DOMAIN", "Malformed", "as_api_error", "bounded", "check_parsed",
    "handle_errors", "invalid", "status_of", "to_grpc_status",
]
