"""Listing games a page at a time, in the order they were created (oldest or newest first),
optionally only those of one type or status.

A page token is the store's position of the last game the page looked at (opaque to
clients). A listing reads games it does not have without caching them, and a game it
cannot fold (its content changed, its type retired) is still listed, with its status
saying so. A filtered page looks at no more than `SCAN_PER_PAGE` games: it may come back
short (even empty) with a token to go on from, so that a filter matching nothing costs a
page's time, not the whole store's.
"""

from __future__ import annotations

from service.app import snapshots
from service.app.cache import GameCache
from service.app.errors import FailedPrecondition, InvalidArgument
from service.app.history import created_of
from service.app.model import GameSummary

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 1000
SCAN_PER_PAGE = 2000
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


def list_games(cache: GameCache, size: int, page_token: str, *, game_type: str = "",
               status: str = "", newest_first: bool = False) -> tuple[list[GameSummary], str]:
    """A page of games and the token of the next ("" on the last). `status`: a
    `GameSummary.status` ("active", "finished", …) or "" for any."""
    start, size = page_start(page_token), page_size(size)
    if not game_type and not status:
        rows = _positions(cache, start, size + 1, newest_first)
        more = len(rows) > size
        rows = rows[:size]
        summaries = [summary(cache, game_id) for _, game_id in rows]
        return summaries, (str(rows[-1][0]) if more and rows else "")
    chosen: list[GameSummary] = []
    position, scanned = start, 0
    while scanned < SCAN_PER_PAGE:
        rows = _positions(cache, position, min(size + 1, SCAN_PER_PAGE - scanned), newest_first)
        if not rows:
            return chosen, ""
        for row_position, game_id in rows:
            scanned += 1
            item = summary(cache, game_id)
            if (game_type and item.game_type != game_type) or (status and item.status != status):
                position = row_position
                continue
            if len(chosen) == size:  # one more than the page: there is a next page
                return chosen, str(position)
            chosen.append(item)
            position = row_position
    return chosen, str(position)


def _positions(cache: GameCache, start: int, limit: int,
               newest_first: bool) -> list[tuple[int, str]]:
    if newest_first:
        return cache.store.created_before(start, limit)
    return cache.store.created_after(start, limit)


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
