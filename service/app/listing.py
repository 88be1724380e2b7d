"""Listing games a page at a time, in the order they were created.

A page token is the store's position of the page's last game (opaque to clients). A
listing reads games it does not have without caching them, and a game it cannot fold
(its content changed, its type retired) is still listed, with its status saying so.
"""

from __future__ import annotations

from service.app import snapshots
from service.app.cache import GameCache
from service.app.errors import FailedPrecondition, InvalidArgument
from service.app.history import created_of
from service.app.model import GameSummary

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 1000
UNPLAYABLE = "unplayable"


def page_start(page_token: str) -> int:
    try:
        start = int(page_token) if page_token else 0
    except ValueError:
        raise InvalidArgument("page_token is not one this service issued") from None
    if not 0 <= start < 2**63:  # the stores' integer range
        raise InvalidArgument("page_token is not one this service issued")
    return start


def page_size(size: int) -> int:
    if size < 0:
        raise InvalidArgument("page_size must not be negative")
    return min(size or DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)


def list_games(cache: GameCache, size: int, page_token: str) -> tuple[list[GameSummary], str]:
    start, size = page_start(page_token), page_size(size)
    rows = cache.store.created_after(start, size + 1)
    more = len(rows) > size
    rows = rows[:size]
    summaries = [summary(cache, game_id) for _, game_id in rows]
    return summaries, (str(rows[-1][0]) if more and rows else "")


def summary(cache: GameCache, game_id: str) -> GameSummary:
    try:
        game = cache.peek(game_id)
    except FailedPrecondition:
        return _unplayable(cache, game_id)
    return GameSummary(
        game_id=game_id,
        game_type=game.created.game_type,
        players=game.created.players,
        created_at=game.created.created_at,
        status=snapshots.status(game, game.state),
        version=game.version,
    )


def _unplayable(cache: GameCache, game_id: str) -> GameSummary:
    records = cache.store.load(game_id)
    created = created_of(records[0], cache.event_types)
    return GameSummary(
        game_id=game_id,
        game_type=created.game_type,
        players=created.players,
        created_at=created.created_at,
        status=UNPLAYABLE,
        version=len(records),
    )
