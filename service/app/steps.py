"""What one command will record, decided in memory before anything is stored: what the
automatic actors do first (an overdue timer's end, a draw, the rules' own player), the
command's own events, and what the automatic actors do after them."""

from __future__ import annotations

from typing import Any, NamedTuple

from service.app import chance
from service.app.codec import Meta
from service.app.live import Head, LiveGame
from service.kit.base import ChanceSpec, Command, Context, Event


class Step(NamedTuple):
    """One decided event, the seat whose command caused it (None: the application's own),
    and — on the last event of a decision only — the state after it (None on the others:
    the rules fold as they decide, and nothing is folded twice). `draw`: the draw that
    made it, on a draw's first event (`chance.Settled`)."""

    event: Event
    state: Any
    seat: int | None
    draw: tuple[ChanceSpec, Any] | None = None

    def meta(self, now: float, command_id: str | None = None,
             command_hash: str | None = None) -> Meta:
        """How the step's event is recorded: its moment, cause and draw."""
        return Meta(at=now, command_id=command_id, seat=self.seat, command_hash=command_hash,
                    draw=None if self.draw is None else chance.recorded(*self.draw))


def state_after(head: Head, steps: list[Step]) -> Any:
    return steps[-1].state if steps else head.state


def decide(game: LiveGame, state: Any, command: Command, ctx: Context) -> list[Step]:
    """The command's events from `state`; RuleViolation if the rules refuse it."""
    decision = game.rules.decide(state, command, ctx)
    seat, events = command.seat, decision.events
    steps = [Step(event, None, seat) for event in events[:-1]]
    if events:
        steps.append(Step(events[-1], decision.state, seat))
    return steps


def settle(game: LiveGame, head: Head, so_far: list[Step], ctx: Context) -> list[Step]:
    """Let every automatic actor the game waits on after `head` and `so_far` act, as
    `rules.turn` declares them (`service.app.chance.settle`): the rules' own player, the
    chance player (seeded by the game's seed and the version each draw is recorded at) and
    a timer whose deadline `ctx.now` has passed."""
    version = head.version + len(so_far)
    drawn = chance.settle(game.rules, state_after(head, so_far), game.created.seed, version, ctx)
    return [Step(s.event, s.state, None, s.draw) for s in drawn]
