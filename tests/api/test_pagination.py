"""Pagination of ListGames and ListGameEvents through a real channel (AIP-158): every item
exactly once, in order, and a `next_page_token` only when another item follows — in
particular none after a last page that is exactly full."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from clients.client import Client, game_name
from scheherazade.v1 import game_service_pb2 as pb

Page = tuple[list[str], str]  # the page's items (names or versions) and its next_page_token


def _pages(fetch: Callable[[str], Page]) -> list[Page]:
    """Every page from the first, following the tokens (at most 100: a token that never
    ends fails instead of looping)."""
    pages = [fetch("")]
    while pages[-1][1]:
        assert len(pages) < 100, "next_page_token never ends"
        pages.append(fetch(pages[-1][1]))
    return pages


def _games(client: Client, page_size: int) -> list[Page]:
    def fetch(token: str) -> Page:
        page = client.games.ListGames(
            pb.ListGamesRequest(page_size=page_size, page_token=token), timeout=10
        )
        return [g.name for g in page.games], page.next_page_token

    return _pages(fetch)


def _events(client: Client, name: str, page_size: int) -> list[Page]:
    def fetch(token: str) -> Page:
        page = client.games.ListGameEvents(
            pb.ListGameEventsRequest(name=game_name(name), page_size=page_size, page_token=token),
            timeout=10,
        )
        return [str(e.version) for e in page.events], page.next_page_token

    return _pages(fetch)


def _sizes(pages: list[Page]) -> list[int]:
    return [len(items) for items, _ in pages]


@pytest.fixture
def six_games(client: Client) -> list[str]:
    return [client.create_game("treasures", ["a", "b"], seed=i).game.name for i in range(6)]


@pytest.mark.parametrize(
    ("page_size", "sizes"),
    [
        (3, [3, 3]),  # exactly two full pages: the second ends the listing
        (6, [6]),  # one page exactly full
        (2, [2, 2, 2]),
        (1, [1] * 6),
        (4, [4, 2]),  # a short last page
        (7, [6]),
        (0, [6]),  # the default size (50)
    ],
)
def test_list_games_pages_end_without_a_token(
    client: Client, six_games: list[str], page_size: int, sizes: list[int]
) -> None:
    pages = _games(client, page_size)
    assert _sizes(pages) == sizes
    assert not pages[-1][1], "the last page has a next_page_token"
    assert all(token for _, token in pages[:-1])
    assert [name for items, _ in pages for name in items] == six_games


def test_list_games_with_no_games_is_one_empty_page(client: Client) -> None:
    assert _games(client, 3) == [([], "")]


def test_a_game_created_after_a_full_last_page_is_on_no_page_yet_then_on_the_next(
    client: Client, six_games: list[str]
) -> None:
    """The token is absent when the listing ended; a client polling again from the start
    finds the new game, and a full listing never shows a game twice."""
    assert not _games(client, 3)[-1][1]
    newer = client.create_game("treasures", ["a", "b"], seed=99).game.name
    pages = _games(client, 3)
    assert _sizes(pages) == [3, 3, 1]
    assert [n for items, _ in pages for n in items] == [*six_games, newer]


@pytest.fixture
def events_game(client: Client) -> tuple[str, int]:
    """A 1001 game a few commands in, and its version (its number of events)."""
    created = client.create_game("1001", ["a", "b"], seed=4)
    name = created.game.name
    seat = client.seat(name, created.seat_tokens[0])
    seat.submit(seat.legal_commands()[0])
    return name, client.get_game(name, view="basic").version


def _divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


def test_list_game_events_pages_end_without_a_token_when_the_last_page_is_full(
    client: Client, events_game: tuple[str, int]
) -> None:
    name, version = events_game
    assert len(_divisors(version)) > 2, f"pick a seed whose version {version} is not prime"
    for page_size in _divisors(version):
        pages = _events(client, name, page_size)
        assert _sizes(pages) == [page_size] * (version // page_size), page_size
        assert not pages[-1][1], f"page_size {page_size}: a token after the last, full page"
        assert [int(v) for items, _ in pages for v in items] == list(range(1, version + 1))


def test_list_game_events_pages_with_a_short_last_page(
    client: Client, events_game: tuple[str, int]
) -> None:
    name, version = events_game
    for page_size in (d for d in range(2, version + 2) if version % d):
        pages = _events(client, name, page_size)
        full, rest = divmod(version, page_size)
        assert _sizes(pages) == [page_size] * full + [rest], page_size
        assert not pages[-1][1] and all(token for _, token in pages[:-1])
        assert [int(v) for items, _ in pages for v in items] == list(range(1, version + 1))
    default = _events(client, name, 0)
    assert _sizes(default) == [version] and not default[0][1]  # default size 100 > version


def test_list_game_events_after_a_full_last_page_a_new_event_makes_one_more_page(
    client: Client,
) -> None:
    """The last page was exactly full and had no token; after one more command, paging
    again with the same size gives a token on the first page and a last page without."""
    created = client.create_game("1001", ["a", "b"], seed=4)
    name = created.game.name
    before = client.get_game(name, view="basic").version
    pages = _events(client, name, before)
    assert _sizes(pages) == [before] and not pages[0][1]
    seat = client.seat(name, created.seat_tokens[0])
    seat.submit(seat.legal_commands()[0])
    after = client.get_game(name, view="basic").version
    pages = _events(client, name, before)
    assert [int(v) for items, _ in pages for v in items] == list(range(1, after + 1))
    assert pages[0][1] and not pages[-1][1]
