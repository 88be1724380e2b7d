"""Settling the automatic actors for the pure rules — the chance player, a rule-driven
player (`Turn.automaton`, e.g. the Dragons Dummy) and timers past their deadline — through
the one hook the rules declare them in, `rules.turn(state)`.

A draw is a hash of (game seed, stream version, chance key), so re-running the same commands
from the same seed gives the same outcomes, whatever process or replica does it and however
often it restarts, and anyone can recompute them (`draw` says how). Replays never call
this: outcomes are in the events.
"""

from __future__ import annotations

import random
from hashlib import sha256
from typing import Any, NamedTuple

from service.app.codec import jsonable
from service.kit.base import (
    ChanceSpec,
    Command,
    Context,
    Event,
    ExpireTimer,
    GameCreated,
    GameRules,
    ResolveChance,
)

# A command lets the automatic actors act at most this many times: a bound against a rules
# bug looping.
MAX_AUTOMATIC_STEPS = 1000


def commitment(seed: int) -> str:
    """What a game publishes about its seed from the start: SHA-256 of the UTF-8 text
    `"scheherazade-seed:{seed}"`, hex. Once the game is over the seed is shown too, and
    anyone can check it against this, then recompute every draw (`draw`). A server's own
    seeds are 63 random bits: too many to find from the hash. A seed a creator chose, a
    small number, is guessable: choose it only for games you replay yourself."""
    return sha256(f"scheherazade-seed:{seed}".encode()).hexdigest()


def draw(seed: int, version: int, spec: ChanceSpec) -> Any:
    """The outcome of `spec` recorded at `version` of the game seeded `seed`.

    Every number comes from SHA-256, so anyone can check a finished game's draws from its
    seed in any language (docs/api.md "Chance"): `uniform(i, n)` is the big-endian integer
    of SHA-256(`"{seed}:{version}:{key}:{i}"` in UTF-8) modulo n (a bias below 2^-240). A
    die's face and a choice's index are `uniform(0, n)`; a shuffle is Fisher–Yates from the
    last position down, swapping position i with `uniform(i, i + 1)`."""
    prefix = f"{seed}:{version}:{spec.key}:"
    items = spec.items
    kind = spec.kind
    if kind == "die":  # the most frequent draws first
        return items[_uniform(prefix, 0, len(items))]
    if kind == "shuffle":
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = _uniform(prefix, i, i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out)
    if kind == "choice":
        return _uniform(prefix, 0, len(items))
    raise ValueError(f"unknown chance kind {kind!r}")


def _uniform(prefix: str, i: int, n: int) -> int:
    return int.from_bytes(sha256(f"{prefix}{i}".encode()).digest()) % n


class Settled(NamedTuple):
    """One event an automatic actor caused; `state`: the state after it on the last event
    of each step (None on the others: the rules fold as they decide, and nothing is folded
    twice); `draw`: on the first event of a draw's step, the draw and its outcome, which
    the event's meta records (`recorded`) so that anyone given the seed can recompute it;
    None on every other event."""

    event: Event
    state: Any
    draw: tuple[ChanceSpec, Any] | None


def recorded(spec: ChanceSpec, outcome: Any) -> dict[str, Any]:
    """A draw as its event's meta keeps it: what `draw` needs besides the seed and the
    version (the key, the kind, the items in the order drawn from), and the outcome."""
    out = {"key": spec.key, "kind": spec.kind, "items": jsonable(spec.items),
           "outcome": jsonable(outcome)}
    if spec.audience is not None:
        out["audience"] = sorted(spec.audience)
    return out


def new_seed() -> int:
    return random.SystemRandom().getrandbits(63)


def settle(
    rules: GameRules, state: Any, seed: int, version: int, ctx: Context
) -> list[Settled]:
    """Let every automatic actor the game now waits on act, one after another, until a seat
    must act or the game is over (`settle_steps`). Each recorded event as `Settled`.
    `version`: how many events the game has stored before these (each draw is seeded by the
    version it is recorded at). The application settles with this, and pure self-play with
    `settle_steps` under it, so both record the same events."""
    out: list[Settled] = []
    new = tuple.__new__  # a `Settled` without its generated `__new__`'s Python call
    for events, after, record in settle_steps(rules, state, seed, version, ctx):
        for e in events[:-1]:  # the draw on the first, the state on the last (one: both)
            out.append(new(Settled, (e, None, record)))
            record = None
        if events:
            out.append(new(Settled, (events[-1], after, record)))
    return out


def settle_steps(
    rules: GameRules, state: Any, seed: int, version: int, ctx: Context
) -> list[tuple[tuple[Event, ...], Any, tuple[ChanceSpec, Any] | None]]:
    """`settle` a decision at a time: the automaton's command, then a draw, then a timer
    whose deadline `ctx.now` has passed, each as (its events, the state after them, the
    draw and its outcome or None). Self-play keeps these whole (it runs after every
    command, and a step has two or three events)."""
    out: list[tuple[tuple[Event, ...], Any, tuple[ChanceSpec, Any] | None]] = []
    turn_of, decide = rules.turn, rules.decide  # once: this runs after every command
    for _ in range(MAX_AUTOMATIC_STEPS):
        turn = turn_of(state)
        record = None
        if turn.automaton is not None:
            command: Command = turn.automaton
        elif turn.chance is not None:
            spec = turn.chance
            outcome = draw(seed, version, spec)
            command = ResolveChance(None, spec.key, outcome)
            record = (spec, outcome)
        elif turn.deadline is not None and ctx.now >= turn.deadline:
            command = ExpireTimer(seat=None)
        else:
            return out
        decision = decide(state, command, ctx)
        state = decision.state
        events = decision.events
        version += len(events)
        out.append((events, state, record))
    raise RuntimeError(f"{rules.game_type}: the automatic actors did not settle")


def reshuffle_unseen(
    rules: GameRules, created: GameCreated, state: Any, version: int
) -> list[Settled]:
    """A fork's first steps after its copied events, when it draws from a fresh seed
    (`created.parent_chance` False): each pile no seat has seen (`rules.unseen_piles`)
    shuffled again from that seed, one `PileReshuffled` each. The draw's key is
    "fork:{pile}"; its items are the pile's order in the parent, so its record is the
    auditor's alone, even after the end (`audience` of no seat). The fork and its audit
    both call this."""
    out: list[Settled] = []
    if created.parent_chance is not False:  # no fork, or one on its parent's chance
        return out
    for pile, cards in rules.unseen_piles(state):
        if len(cards) < 2:
            continue
        spec = ChanceSpec(f"fork:{pile}", "shuffle", tuple(cards), audience=frozenset())
        order = draw(created.seed, version + len(out), spec)
        event = rules.pile_reshuffled(pile, order)
        state = rules.fold(state, event)
        out.append(Settled(event, state, (spec, order)))
    return out
