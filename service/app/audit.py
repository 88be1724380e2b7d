"""Proving a stored game: what `scheherazade audit` runs over one game's stored stream.

Checked, in order, each failure named with the version where it shows:

1. **The stream is whole.** Versions run 1, 2, 3… without a gap or a repeat, and the first
   event is `game.Created`.
2. **The hash chain holds.** Each event's `meta.prev` is the link (`codec.link`) of the
   event before it, "" for the first. A changed, removed, inserted or reordered event breaks
   the link of the event after it. Events stored before the chain was kept carry no `prev`:
   they are counted, not failed; but once one event is linked, every later one must be (a
   forger cannot strip the links from the events they changed).
3. **Every event decodes and folds** under the rules of the content the game recorded.
4. **Every automatic step is what the rules and the seed give.** Wherever the game waited on
   its automaton, a draw or a timer, the next events must be exactly what deciding that
   step gives: the automaton's command, the draw computed from the seed and version
   (`chance.draw`), the timer's expiry at the recorded time. A draw's record in its
   event's meta (`meta.draw`, what a seat's client checks once the game is over) must be
   that same draw.
A fork (`game.Created.parent`) copies its parent's events up to `parent_version`: those
are folded only (their draws followed the parent's seed: audit the parent for them). The
piles a fork on a fresh seed then shuffled again must be that seed's shuffles.

5. **Every seat's move is a legal command.** A seat's events (one command id) must be what
   one of the commands the rules offered that seat at that moment decides. The commands
   themselves are not stored, so this searches the offered ones. The rules list every
   command they accept; a move no listed command gives (a game stored while a move was
   listed by samples: 1001's exchanges, Emira's bids before issue 26) is reported as
   unverified, not as a failure.

Pure: records in, a report out; no I/O.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from service.app import chance
from service.app.codec import Meta, decode, link
from service.app.errors import ContentChanged, GameTypeRetired
from service.app.history import rules_for
from service.kit.base import (
    Context,
    Event,
    ExpireTimer,
    GameCreated,
    GameRules,
    ResolveChance,
)


@dataclass
class Report:
    game_id: str
    events: int = 0
    problems: list[tuple[int, str]] = field(default_factory=list)  # (version, what)
    unchained: int = 0  # events stored before the hash chain was kept
    automatic: int = 0  # automatic steps re-derived
    moves: int = 0  # seat moves found among the offered commands
    unverified: list[tuple[int, str]] = field(default_factory=list)
    copied: int = 0  # a fork's events taken from its parent (folded only)

    @property
    def ok(self) -> bool:
        return not self.problems

    def fail(self, version: int, what: str) -> None:
        self.problems.append((version, what))


def audit(game_id: str, records: Sequence[Any], games: Mapping[str, GameRules],
          event_types: Mapping[str, type[Event]]) -> Report:
    report = Report(game_id, events=len(records))
    if not records:
        report.fail(0, "no events")
        return report
    _whole(records, report)
    _chain(records, report)
    decoded = _decoded(records, event_types, report)
    if report.problems:
        return report  # a broken stream cannot be replayed meaningfully
    created = decoded[0][0]
    if not isinstance(created, GameCreated):
        report.fail(1, f"the stream starts with {records[0].topic}, not game.Created")
        return report
    try:
        rules = rules_for(created, games)
    except (GameTypeRetired, ContentChanged) as exc:
        report.fail(1, str(exc))
        return report
    _replay(rules, created, decoded, report)
    return report


def _whole(records: Sequence[Any], report: Report) -> None:
    for i, r in enumerate(records, start=1):
        if r.originator_version != i:
            report.fail(i, f"expected version {i}, found {r.originator_version} "
                           "(an event is missing, repeated or out of order)")
            return


def _chain(records: Sequence[Any], report: Report) -> None:
    expected = ""
    chained = False
    for r in records:
        prev = _meta_prev(r.state)
        if prev is None:
            if chained:  # a game's events are chained from the first chained one on
                report.fail(r.originator_version, "it carries no link, after linked events: "
                                                  "its link was removed")
            report.unchained += 1
        elif prev != expected:
            what = ("the first event does not start the chain" if r.originator_version == 1
                    else f"its link does not match event {r.originator_version - 1}: that "
                         "event was changed, removed or moved, or this one was inserted")
            report.fail(r.originator_version, what)
        chained = chained or prev is not None
        expected = link(r.topic, r.state)


def _meta_prev(state: bytes) -> str | None:
    try:
        meta = json.loads(state).get("meta") or {}
    except (ValueError, AttributeError):
        return None
    prev = meta.get("prev")
    return prev if isinstance(prev, str) else None


def _decoded(records: Sequence[Any], event_types: Mapping[str, type[Event]],
             report: Report) -> list[tuple[Event, Meta]]:
    out = []
    for r in records:
        try:
            out.append(decode(r.topic, r.state, dict(event_types)))
        except Exception as exc:  # noqa: BLE001 - any undecodable event is a finding
            report.fail(r.originator_version, f"does not decode: {type(exc).__name__}: {exc}")
    return out


def _replay(rules: GameRules, created: GameCreated, decoded: list[tuple[Event, Meta]],
            report: Report) -> None:
    state = rules.initial_state(created)
    i = 1
    copied = created.parent_version or 1  # a fork's events 2..parent_version: the parent's
    while i < copied and i < len(decoded):
        try:
            state = rules.fold(state, decoded[i][0])
        except Exception as exc:  # noqa: BLE001
            report.fail(i + 1, f"does not fold: {type(exc).__name__}: {exc}")
            return
        report.copied += 1
        i += 1
    if i < len(decoded):
        reshuffled = _reshuffles(rules, created, state, decoded, i, report)
        if reshuffled is None:
            return
        state, i = reshuffled
    while i < len(decoded):
        version = i + 1  # of decoded[i]
        event, meta = decoded[i]
        ctx = Context(now=meta.at - (created.clock_offset or 0.0))  # the game's clock
        turn = rules.turn(state)
        try:
            if turn.automaton is not None or turn.chance is not None or meta.seat is None:
                if turn.automaton is not None:
                    command: Any = turn.automaton
                elif turn.chance is not None:
                    spec = turn.chance
                    outcome = chance.draw(created.seed, version - 1, spec)
                    command = ResolveChance(None, spec.key, outcome)
                    # What a seat checks after the end (`clients.verify`) must be the draw
                    # the rules made: the meta's record, when kept, is this one.
                    if meta.draw is not None and meta.draw != chance.recorded(spec, outcome):
                        report.fail(version, "the draw its meta records is not the one the "
                                             "rules and the seed give here")
                        return
                else:
                    command = ExpireTimer(seat=None)
                decision = rules.decide(state, command, ctx)
                n = len(decision.events)
                if [e for e, _ in decoded[i:i + n]] != list(decision.events):
                    report.fail(version, f"{type(command).__name__}: the recorded events are "
                                         "not what the rules and the seed give here")
                    return
                report.automatic += 1
                state, i = decision.state, i + n
                continue
            n = _move_length(decoded, i)
            recorded = [e for e, _ in decoded[i:i + n]]
            found = None
            for offered in rules.legal_commands(state, meta.seat):
                try:
                    decision = rules.decide(state, offered, ctx)
                except Exception:  # noqa: BLE001 - an offered command that fails here
                    continue
                if list(decision.events) == recorded:
                    found = decision
                    break
            if found is not None:
                report.moves += 1
                state, i = found.state, i + len(found.events)
                continue
            report.unverified.append((version, f"seat {meta.seat}'s move is not one the "
                                               "rules listed (folded as recorded)"))
            for e in recorded:
                state = rules.fold(state, e)
            i += n
        except Exception as exc:  # noqa: BLE001 - the rules refused what was recorded
            report.fail(version, f"does not follow the rules here: {type(exc).__name__}: "
                                 f"{exc}")
            return


def _reshuffles(rules: GameRules, created: GameCreated, state: Any,
                decoded: list[tuple[Event, Meta]], i: int,
                report: Report) -> tuple[Any, int] | None:
    """A fork's reshuffled piles, right after its copied events (`decoded[i:]`): the events
    and their draws' records must be what the fork's seed gives (`chance.reshuffle_unseen`).
    The state and position after them; None when they are not."""
    expected = chance.reshuffle_unseen(rules, created, state, i)
    for k, step in enumerate(expected):
        event, meta = decoded[i + k] if i + k < len(decoded) else (None, None)
        assert step.draw is not None  # every reshuffle is a draw
        if event != step.event or meta is None or meta.draw != chance.recorded(*step.draw):
            report.fail(i + k + 1, "the fork's reshuffled piles are not what its seed gives")
            return None
        report.automatic += 1
    return (expected[-1].state if expected else state), i + len(expected)


def _move_length(decoded: list[tuple[Event, Meta]], i: int) -> int:
    """How many events from `i` one seat's command recorded: the same seat, command id and
    moment (a command sent without an id has none, but its events share their moment)."""
    _, first = decoded[i]
    n = 1
    while i + n < len(decoded):
        _, m = decoded[i + n]
        if (m.seat, m.command_id, m.at) != (first.seat, first.command_id, first.at):
            break
        n += 1
    return n
