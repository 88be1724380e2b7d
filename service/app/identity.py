"""Who is asking: seat tokens, the auditor's token, and the viewer a token proves.

A seat's token is shown once, when its game is created; the store keeps only its SHA-256
hash (in `game.Created`), so a leaked store does not let anyone play.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from service.app.errors import Unauthenticated
from service.kit.base import AUDITOR, SPECTATOR, Viewer


def new_tokens(seats: int) -> tuple[str, ...]:
    return tuple(secrets.token_urlsafe(24) for _ in range(seats))


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def viewer_for_token(
    token: str | None, seat_hashes: tuple[str, ...], auditor_hash: str | None
) -> Viewer:
    """No token: a spectator. The auditor's token: the auditor. A seat's token: that seat.
    Any other token is refused (Unauthenticated), never taken for a spectator."""
    if not token:
        return SPECTATOR
    digest = hash_token(token)
    if auditor_hash and hmac.compare_digest(digest, auditor_hash):
        return AUDITOR
    for seat, stored in enumerate(seat_hashes):
        if hmac.compare_digest(digest, stored):
            return Viewer(seat=seat)
    raise Unauthenticated("the token is not valid for this game")
