"""Non-interference, for any game, with no knowledge of its secrets.

From a reachable table, two worlds that differ in one choice: two different commands of one
seat X, or two different outcomes of one chance draw. Both then go on alike (the same
commands, chance drawn alike). A viewer Y other than X — each other seat and the spectator
— who has received the same events in both worlds must see the same: the same view, the
same offered commands, the same result and deadline; otherwise Y learns what it may not
know. Y's received events are the events in full when Y sees them, their redacted part
otherwise, which must hold no field outside the event's PUBLIC_FIELDS.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from service.app import chance
from service.app.codec import event_fields, jsonable
from service.kit.base import SPECTATOR, Command, Event, ResolveChance, Viewer
from service.kit.words import Teller, command_labels
from tests.contract.tables import Case, Table, cases, open_table, playout

FOLLOW = 25  # continuation steps at most after a branch
TRIES = 6  # random pairs tried for a choice only its seat sees


def received(event: Event, cause: int | None, viewer: Viewer) -> tuple[Any, ...]:
    if viewer.sees(event):
        return (event.TYPE, cause, event_fields(event))
    redacted = event.redacted()
    extra = set(redacted) - set(event.PUBLIC_FIELDS)
    assert not extra, f"{event.TYPE} redacted for {viewer} shows {sorted(extra)}"
    return (event.TYPE, cause, "redacted", jsonable(redacted))


def stream(table: Table, since: int, viewer: Viewer) -> list[tuple[Any, ...]]:
    return [
        received(e, c, viewer)
        for e, c in zip(table.log[since:table.version], table.log_causes[since:table.version],
                        strict=True)
    ]


def observed(table: Table, viewer: Viewer) -> dict[str, Any]:
    rules, state = table.rules, table.state
    offered = [] if viewer.seat is None else rules.legal_commands(state, viewer.seat)
    return {
        "view": rules.view(state, viewer),
        "offered": offered,
        # The words the service sends with them: a label built from another seat's secret
        # would tell it even where the commands are alike.
        "labels": [] if viewer.seat is None else command_labels(
            rules.words, offered, viewer.seat, table.created.players, state,
            lambda: rules.view(state, viewer)),
        "told": told(table, viewer),
        "result": rules.result(state),
        "deadline": rules.deadline(state),
    }


def told(table: Table, viewer: Viewer) -> list[str]:
    """Every event's sentence as the viewer is told it (`GameEvent.text`)."""
    tell = Teller(table.rules.words, table.created.players)
    out = []
    for event, cause in zip(table.events, table.log_causes, strict=False):
        data = event_fields(event) if viewer.sees(event) else event.redacted()
        out.append(tell(event.TYPE, jsonable(data), cause))
    return out


@dataclass
class Branch:
    """Two worlds right after their one difference, made by `chooser` (None: chance)."""

    a: Table
    b: Table
    since: int  # the version both shared
    chooser: int | None
    why: str


def command_branches(table: Table, rng: random.Random) -> Iterator[Branch]:
    for seat in range(table.players):
        offered = table.rules.legal_commands(table.state, seat)
        if len(offered) < 2:
            continue
        first = rng.choice(offered)
        alike = nearest(first, [c for c in offered if c != first and type(c) is type(first)])
        second = rng.choice(alike or [c for c in offered if c != first])
        a, b = table.fork(), table.fork()
        a.act(first)
        b.act(second)
        yield Branch(a, b, table.version, seat, f"seat {seat}: {first!r} / {second!r}")
        hidden = _hidden_pair(table, seat, offered, rng)
        if hidden is not None:  # also a choice its seat alone sees, where the rules offer one
            yield hidden


def _hidden_pair(table: Table, seat: int, offered: list[Command],
                 rng: random.Random) -> Branch | None:
    """Two of the seat's offered commands of one type whose events look alike to some other
    viewer (a face-down choice), tried among a few random pairs; None if none is found."""
    others = [SPECTATOR, *(Viewer(seat=s) for s in range(table.players) if s != seat)]
    for _ in range(TRIES):
        first = rng.choice(offered)
        same = [c for c in offered if c != first and type(c) is type(first)]
        if not same:
            continue
        second = rng.choice(same)
        a, b = table.fork(), table.fork()
        a.act(first)
        b.act(second)
        if any(stream(a, table.version, v) == stream(b, table.version, v) for v in others):
            return Branch(a, b, table.version, seat, f"seat {seat}: {first!r} / {second!r}")
    return None


def nearest(first: Command, others: list[Command]) -> list[Command]:
    """The commands differing from `first` in the fewest fields (a hero's number rather
    than also its location): a branch is then as often as can be a choice its seat alone
    may see."""
    def apart(c: Command) -> int:
        return sum(getattr(c, f.name) != getattr(first, f.name)
                   for f in dataclasses.fields(c))

    least = min(map(apart, others), default=0)
    return [c for c in others if apart(c) == least]


def other_outcome(table: Table, spec: Any, outcome: Any) -> Any:
    for salt in range(1, 50):
        other = chance.draw(table.created.seed + salt, table.version, spec)
        if other != outcome:
            return other
    return None  # a draw with one possible outcome


def chance_branches(table: Table) -> Iterator[Branch]:
    """`table` waits on chance: at each of the draws it settles in a row, the application's
    outcome and another one."""
    walk = table.fork()
    while (spec := walk.rules.chance(walk.state)) is not None:
        outcome = chance.draw(walk.created.seed, walk.version, spec)
        other = other_outcome(walk, spec, outcome)
        if other is not None:
            a, b = walk.fork(), walk.fork()
            for world, drawn in ((a, outcome), (b, other)):
                world.decide(ResolveChance(None, spec.key, drawn))
                world.settle()
            yield Branch(a, b, walk.version, None, f"{spec.key}: {outcome!r} / {other!r}")
        walk.decide(ResolveChance(None, spec.key, outcome))


def branches(case: Case, points: int, seed: str) -> Iterator[Branch]:
    """Branches at `points` random steps of the case's playout, and at its first draw."""
    p = playout(case)
    rng = random.Random(seed)
    start = open_table(case.rules, case.seed, case.players, case.options, settle=False)
    yield from chance_branches(start)
    for step in rng.sample(p.steps, min(points, len(p.steps))):
        yield from command_branches(step.before, rng)
        if step.command is not None:
            pending = step.before.fork()
            pending.decide(step.command)  # the chance it leads to is left undrawn
            yield from chance_branches(pending)


def follow(branch: Branch, rng: random.Random) -> int:
    """Go on alike in both worlds; check every viewer whose events are still alike.
    Returns how many (viewer, step) pairs were compared."""
    a, b = branch.a, branch.b
    players = a.players
    viewers = [SPECTATOR, *(Viewer(seat=s) for s in range(players) if s != branch.chooser)]
    compared = 0
    for _ in range(FOLLOW):
        alike = [v for v in viewers if stream(a, branch.since, v) == stream(b, branch.since, v)]
        for viewer in alike:
            seen_a, seen_b = observed(a, viewer), observed(b, viewer)
            assert seen_a == seen_b, (
                f"{viewer} received the same events after {branch.why} but sees "
                f"{_difference(seen_a, seen_b)}"
            )
        compared += len(alike)
        if not alike or a.over or b.over:
            break
        in_b = set(b.legal())
        common = [sc for sc in a.legal() if sc in in_b]
        if not common:
            break
        _, command = rng.choice(common)
        a.act(command)
        b.act(command)
    return compared


def _difference(x: dict[str, Any], y: dict[str, Any]) -> str:
    keys = [k for k in x if x[k] != y[k]]
    if "view" in keys and isinstance(x["view"], dict):
        inner = sorted(k for k in {*x["view"], *y["view"]} if x["view"].get(k) != y["view"].get(k))
        return f"a different view in {inner}: {[x['view'].get(k) for k in inner]} / " \
               f"{[y['view'].get(k) for k in inner]}"
    return f"a different {keys}: {[x[k] for k in keys]} / {[y[k] for k in keys]}"


def has_secrets(game_type: str) -> bool:
    """Whether the game's playouts record events some seat may not see (beyond
    game.Created, whose token hashes and seed only the auditor sees)."""
    return any(
        e.audience() is not None
        for case in cases()
        if case.game_type == game_type
        for e in playout(case).table.events[1:]
    )


def has_secret_moves(game_type: str) -> bool:
    """Whether a seat's command ever records an event some seat may not see."""
    return any(
        cause is not None and e.audience() is not None
        for case in cases()
        if case.game_type == game_type
        for e, cause in zip(playout(case).table.events, playout(case).table.causes, strict=True)
    )
