"""A new game: its request checked, its `game.Created` and first draws stored together."""

from __future__ import annotations

import secrets
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from service.app import chance, unit_of_work
from service.app.cache import GameCache
from service.app.codec import Meta
from service.app.errors import InvalidArgument
from service.app.identity import hash_token, new_tokens
from service.app.live import Head, LiveGame
from service.kit.base import Context, GameCreated, GameRules, RuleViolation

MAX_PLAYER_NAME = 64
# Unicode control, format and surrogate characters: invisible, or changing how the text
# around them is shown (a right-to-left override), in every seat's view of the names.
HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})
MAX_SEED = 2**63


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


def start_game(
    cache: GameCache,
    game_type: str,
    players: Sequence[str],
    options: dict[str, Any] | None,
    seed: int | None,
    now: float,
    make_tokens: Callable[[int], tuple[str, ...]] = new_tokens,
) -> tuple[LiveGame, tuple[str, ...]]:
    """Store a new game (its `game.Created` and the draws it opens with) and cache it;
    the game and its seat tokens, which exist nowhere else (only their hashes are stored)."""
    rules = cache.games[game_type]
    names = check_players(game_type, rules, players)
    seed = check_seed(seed)
    normalised = check_options(rules, len(names), options)
    tokens = make_tokens(len(names))
    created = GameCreated(
        game_type=game_type,
        players=names,
        options=normalised,
        seed=seed,
        content_hash=rules.content_hash(normalised),
        created_at=now,
        token_hashes=tuple(hash_token(t) for t in tokens),
    )
    game = LiveGame(secrets.token_hex(8), rules, created, Head(rules.initial_state(created), 1))
    game = unit_of_work.store_new_game(cache, game, [(created, Meta(at=now))], [],
                                       Context(now=now), now)
    return game, tokens
