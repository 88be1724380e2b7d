"""Who is calling: the seat token from the `authorization: Bearer <token>` metadata.

No header means a spectator. A header that is present but not a bearer token is refused
rather than silently treated as a spectator, so a client with a broken header learns of it.
"""

from __future__ import annotations

import grpc

from service.api.errors import ApiError
from service.app.application import GameApp
from service.kit.base import Viewer

HEADER = "authorization"
MAX_TOKEN = 512


def bearer_token(context: grpc.ServicerContext) -> str | None:
    values = [v for k, v in (context.invocation_metadata() or ()) if k == HEADER]
    if not values:
        return None
    if len(values) > 1:
        raise _unauthenticated("send one authorization header, not several")
    value = values[0] if isinstance(values[0], str) else ""
    scheme, _, token = value.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or len(token) > MAX_TOKEN:
        raise _unauthenticated("the authorization header must be 'Bearer <token>'")
    return token


def viewer(app: GameApp, game_id: str, context: grpc.ServicerContext) -> Viewer:
    """The caller as a viewer of this game (GameNotFound / Unauthenticated otherwise)."""
    return app.viewer_for(game_id, bearer_token(context))


def _unauthenticated(message: str) -> ApiError:
    return ApiError(grpc.StatusCode.UNAUTHENTICATED, "MALFORMED_AUTHORIZATION", message)
