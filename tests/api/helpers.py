"""Small helpers shared by the API tests."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import grpc
import pytest
from google.rpc import error_details_pb2

from clients.client import error_info
from service.api.errors import DOMAIN


def expect_error(
    call: Callable[[], Any], code: grpc.StatusCode, reason: str | None = None
) -> error_details_pb2.ErrorInfo:
    """Run `call`, which must fail with `code` and an ErrorInfo (of `reason` when given)."""
    with pytest.raises(grpc.RpcError) as caught:
        result = call()
        if hasattr(result, "__next__"):  # a stream fails when read
            list(result)
    err = caught.value
    assert err.code() == code, f"{err.code()} {err.details()}"
    info = error_info(err)
    assert info is not None, "the status carries no ErrorInfo"
    assert info.domain == DOMAIN
    if reason is not None:
        assert info.reason == reason, f"{info.reason}: {err.details()}"
    return info


class StreamReader(threading.Thread):
    """Reads a server stream (WatchGame) in the background into `updates`. An error other
    than the test's own cancel is kept and raised by `finish` in the test's thread: an
    assertion inside a daemon thread would only be a warning."""

    def __init__(self, stream: Any) -> None:
        super().__init__(daemon=True)
        self.stream = stream
        self.updates: list[Any] = []
        self.error: BaseException | None = None
        self.start()

    def run(self) -> None:
        try:
            for update in self.stream:
                self.updates.append(update)
        except grpc.RpcError as err:
            if err.code() != grpc.StatusCode.CANCELLED:
                self.error = err
        except BaseException as err:  # noqa: BLE001 - handed to the test's thread
            self.error = err

    def finish(self, timeout: float) -> list[Any]:
        """Wait for the stream's end; its updates, or the error it ended with."""
        self.join(timeout)
        assert not self.is_alive(), "the stream did not end"
        if self.error is not None:
            raise self.error
        return self.updates
