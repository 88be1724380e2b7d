"""Small helpers shared by the API tests."""

from __future__ import annotations

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
