"""A new game: its request checked, its `game.Created` and first draws stored together.

Idempotent creation: a `request_id` names one creation. The game's id and its seat tokens
are derived from it (SHA-256 and HMAC-SHA256), and the request's fingerprint is kept in
its `game.Created`'s `meta.command_hash`. A retry derives the same id: the store's unique
(game, version 1) refuses the second `game.Created` (on any replica, after any restart),
and the retry gets the stored game with the same tokens, once its fingerprint matches;
another request under the same id is refused (`RequestIdReused`). So the request_id is a
secret as the tokens are (the store keeps neither), and must be as hard to guess: at least
`MIN_REQUEST_ID` characters, a random UUID in the Python client.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from service.app import chance, unit_of_work
from service.app.cache import GameCache
from service.app.codec import Meta, jsonable
from service.app.errors import InvalidArgument
from service.app.history import decode
from service.app.identity import hash_token, new_tokens
from service.app.live import Head, LiveGame
from service.app.store import WriteConflict
from service.kit.base import Context, GameCreated, GameRules, RuleViolation

MAX_PLAYER_NAME = 64
# Unicode control, format and surrogate characters: invisible, or changing how the text
# around them is shown (a right-to-left override), in every seat's view of the names.
HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})
MAX_SEED = 2**63
MIN_REQUEST_ID, MAX_REQUEST_ID = 16, 128


class RequestIdReused(InvalidArgument):
    """A request_id sent again with another request: a retry sends the same request."""

    code = "REQUEST_ID_REUSED"


def check_players(game_type: str, rules: GameRules, players: Sequence[str]) -> tuple[str, ...]:
    names = tuple(players)
    if not rules.min_players <= len(names) <= rules.max_players:
        raise InvalidArgument(
            f"{game_type} takes {rules.min_players} to {rules.max_players} players, "
            f"not {len(names)}"
        )
    for name in names:
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_PLAYER_NAME:
            raise InvalidArgument(f"player names must be 1 to {MAX_PLAYER_NAME} characters")
        bad = next((ch for ch in name if unicodedata.category(ch) in HIDDEN_CATEGORIES), None)
        if bad is not None:  # "\x00", a bidi override: names shown on every other screen
            raise InvalidArgument(f"player names may not hold control or format characters "
                                  f"({bad!r} in {name!r})")
    return names


def check_seed(seed: int | None) -> int:
    """The seed given, or a new secret one."""
    if seed is None:
        return chance.new_seed()
    if not (isinstance(seed, int) and 0 <= seed < MAX_SEED):
        raise InvalidArgument("seed must be an integer from 0 to 2**63-1")
    return seed


def check_options(rules: GameRules, players: int, options: dict[str, Any] | None) -> dict:
    try:
        return rules.validate_options(players, dict(options or {}))
    except RuleViolation as exc:
        raise InvalidArgument(f"bad options: {exc.message}") from exc


def check_request_id(request_id: str) -> None:
    if not (isinstance(request_id, str)
            and MIN_REQUEST_ID <= len(request_id) <= MAX_REQUEST_ID
            and request_id.isascii() and request_id.isprintable()):
        raise InvalidArgument(
            f"request_id must be {MIN_REQUEST_ID} to {MAX_REQUEST_ID} printable ASCII "
            "characters, and as hard to guess as a token (a random UUID)")


def request_body(game_type: str, players: Sequence[str], options: dict[str, Any],
                 seed: int | None) -> str:
    """A creation's fingerprint: SHA-256 of its canonical JSON (options as validated, so
    a default left out and the same default given are one request), 16 hex digits."""
    text = json.dumps([game_type, jsonable(list(players)), jsonable(options), seed],
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def requested_game_id(request_id: str) -> str:
    """The id of the game a request_id creates (`serve --processes N` sends the request to
    that game's owner)."""
    return hashlib.sha256(f"scheherazade-game:{request_id}".encode()).hexdigest()[:16]


def requested_game(request_id: str, seats: int) -> tuple[str, tuple[str, ...]]:
    """The game id and seat tokens a request_id stands for (the tokens shaped like
    `new_tokens`': 24 bytes, URL-safe base64)."""
    game_id = requested_game_id(request_id)
    key = request_id.encode()
    tokens = tuple(
        base64.urlsafe_b64encode(hmac.digest(key, f"scheherazade-seat:{game_id}:{seat}".encode(),
                                             "sha256")[:24]).decode()
        for seat in range(seats))
    return game_id, tokens


def start_game(
    cache: GameCache,
    game_type: str,
    players: Sequence[str],
    options: dict[str, Any] | None,
    seed: int | None,
    now: float,
    make_tokens: Callable[[int], tuple[str, ...]] = new_tokens,
    request_id: str | None = None,
) -> tuple[LiveGame, tuple[str, ...]]:
    """Store a new game (its `game.Created` and the draws it opens with) and cache it;
    the game and its seat tokens, which exist nowhere else (only their hashes are stored).
    With a `request_id`: the game that request created, if it did (module docstring)."""
    rules = cache.games[game_type]
    names = check_players(game_type, rules, players)
    asked_seed = seed
    seed = check_seed(seed)
    normalised = check_options(rules, len(names), options)
    body = None
    if request_id is None:
        game_id, tokens = cache.store.new_game_id(), make_tokens(len(names))
    else:
        check_request_id(request_id)
        game_id, tokens = requested_game(request_id, len(names))
        body = request_body(game_type, names, normalised, asked_seed)
    created = GameCreated(
        game_type=game_type,
        players=names,
        options=normalised,
        seed=seed,
        content_hash=rules.content_hash(normalised),
        created_at=now,
        token_hashes=tuple(hash_token(t) for t in tokens),
    )
    game = LiveGame(game_id, rules, created, Head(rules.initial_state(created), 1))
    try:
        game = unit_of_work.store_new_game(
            cache, game, [(created, Meta(at=now, command_hash=body))], [], Context(now=now), now)
    except WriteConflict:
        if body is None:
            raise
        return created_before(cache, game_id, body, tokens), tokens
    return game, tokens


def created_before(cache: GameCache, game_id: str, body: str,
                   tokens: tuple[str, ...]) -> LiveGame:
    """The game a request_id created before, if it was this request (`body`) and so these
    tokens; RequestIdReused otherwise."""
    first = cache.store.load(game_id, 0, 1)[0]
    _, meta = decode(first.topic, first.state, cache.event_types)
    game = cache.get(game_id)
    if meta.command_hash != body or \
            game.created.token_hashes != tuple(hash_token(t) for t in tokens):
        raise RequestIdReused(
            "this request_id was used for another CreateGame request: a retry sends the "
            "same request again; a new game needs a new request_id")
    return game
