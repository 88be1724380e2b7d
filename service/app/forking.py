"""Forking a game: a new live game that starts from version N of another, so that players
and analysts can try the other choice.

The fork's stream is its own `game.Created` (new seat tokens, the parent's name and
version, and by default a fresh seed), then the parent's events 2..N as they were, then
with a fresh seed every face-down pile no seat had seen at N shuffled again (one
`PileReshuffled` each: whoever watched the parent play on knows those piles' order), then
whatever the game waited on at N settled with the fork's own seed (a draw pending at N is
drawn anew). The fork's clock resumes at the parent's moment at N (`clock_offset`): a
timer running then has the time it had left. Seat i of the fork is seat i of the parent:
it sees what that seat saw at N, and nothing more.

Only the auditor may fork, a running game or a finished one: whoever forks receives every
seat's token, so every seat's hidden hand at N, which the game's own history never shows
to a spectator or to another seat, even after the end. The auditor hands the tokens out,
and chooses between a fresh seed and the parent's chance stream (`same_chance`: a
controlled "what if" between two histories).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from service.app import chance, unit_of_work
from service.app.cache import GameCache
from service.app.codec import Meta, decode
from service.app.creation import check_players, check_seed
from service.app.errors import InvalidArgument, PermissionDenied
from service.app.history import created_of, rules_for
from service.app.identity import hash_token, new_tokens
from service.app.live import Head, LiveGame
from service.app.steps import Step
from service.app.store import StoredEvent
from service.kit.base import Context, Viewer


def fork_game(
    cache: GameCache,
    parent_id: str,
    version: int,
    viewer: Viewer,
    players: Sequence[str] | None,
    same_chance: bool,
    now: float,
    make_tokens: Callable[[int], tuple[str, ...]] = new_tokens,
) -> tuple[LiveGame, tuple[str, ...]]:
    parent = cache.get(parent_id)
    last = parent.version
    if not isinstance(version, int) or not 1 <= version <= last:
        raise InvalidArgument(f"version must be from 1 to {last}, the parent's version")
    if not viewer.auditor:
        raise PermissionDenied("only the auditor may fork: the fork's seat tokens would show "
                               "every seat's hidden hand at that version")
    records = cache.store.load(parent_id, 0, version)
    _refuse_inside_a_move(cache, parent_id, records, last)
    original = created_of(records[0], cache.event_types)
    names = check_players(original.game_type, parent.rules,
                          players if players else original.players)
    if len(names) != len(original.players):
        raise InvalidArgument(f"a fork keeps the parent's {len(original.players)} seats")
    tokens = make_tokens(len(names))
    # The fork resumes at the parent's moment at N, on a clock that far behind the wall's.
    resumes_at = parent.game_time(decode(records[-1].topic, records[-1].state,
                                         cache.event_types)[1].at)
    created = dataclasses.replace(
        original, players=names, created_at=now,
        seed=original.seed if same_chance else check_seed(None),
        token_hashes=tuple(hash_token(t) for t in tokens),
        parent=parent_id, parent_version=version, clock_offset=now - resumes_at,
        parent_chance=same_chance)
    rules = rules_for(created, cache.games)
    state = rules.initial_state(created)
    copied = []
    for record in records[1:]:
        event, meta = decode(record.topic, record.state, cache.event_types)
        state = rules.fold(state, event)
        # The parent's command ids are the parent's: a retry on the fork is a new command.
        # Its draws too: they follow the parent's seed (verify them on the parent).
        copied.append((event, dataclasses.replace(meta, prev=None, command_id=None,
                                                  command_hash=None, draw=None)))
    game = LiveGame(cache.store.new_game_id(), rules, created, Head(state, version))
    reshuffled = [Step(s.event, s.state, None, s.draw)
                  for s in chance.reshuffle_unseen(rules, created, state, version)]
    game = unit_of_work.store_new_game(cache, game, [(created, Meta(at=now)), *copied],
                                       reshuffled, Context(now=game.game_time(now)), now)
    return game, tokens


def _refuse_inside_a_move(cache: GameCache, parent_id: str, records: Sequence[StoredEvent],
                          last: int) -> None:
    """A seat's move is one decision: the events it recorded come together, and the rules
    never rest between them (at 1001's last vote, before the votes are revealed). A fork
    starts where the parent rested, so a version inside a move is refused, naming the move's
    first and last versions. `records`: the parent's events up to the version asked."""
    version = len(records)
    if version == last:
        return
    mine = decode(records[-1].topic, records[-1].state, cache.event_types)[1]
    if mine.seat is None:
        return  # the service's own step (a draw, a timer): the fork settles what follows
    move = (mine.seat, mine.command_id, mine.at)

    def in_move(record: StoredEvent) -> bool:
        meta = decode(record.topic, record.state, cache.event_types)[1]
        return (meta.seat, meta.command_id, meta.at) == move

    end = version
    for record in cache.store.load(parent_id, version, last):
        if not in_move(record):
            break
        end = record.originator_version
    if end == version:
        return
    start = version
    for record in reversed(records[1:-1]):
        if not in_move(record):
            break
        start = record.originator_version
    raise InvalidArgument(f"version {version} is inside seat {mine.seat}'s move (its events "
                          f"are {start}-{end}): fork at {start - 1} or {end}")
