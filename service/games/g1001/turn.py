"""Who may act now in 1001: the declaration the kit's gate reads (service/kit/turns.py).

- Voting: every seat at once and in secret: each casts its vote, and each seat of the
  opposing team may place the team's Vizier card until one does. The sand timer runs.
- A flight paused on a gem choice: any seat of the active team answers it.
- Buying: any seat of the active team buys, exchanges, or ends the turn.
- Shuffles and the draw among differing votes: the chance player.
"""

from __future__ import annotations

from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    ChooseVizier,
    DiscardGem,
    EndTurn,
    ExchangeTokens,
)
from service.games.g1001.state import (
    BUYING,
    DEALING,
    DRAWING,
    FLIGHT,
    GEMS,
    OVER,
    TILES,
    VOTING,
    Game,
)
from service.kit.base import ChanceSpec, Command, RuleViolation
from service.kit.turns import Pending, Stage, Turn

VOTE = Stage("vote", (CastVote,))
VOTE_AND_VIZIER = Stage("vote", (CastVote, ChooseVizier))
VIZIER = Stage("vizier", (ChooseVizier,))
DISCARD = Stage("discard", (DiscardGem,))
BUY = Stage("buy", (BuyReward, ExchangeTokens, EndTurn))


def chance(g: Game) -> ChanceSpec | None:
    phase = g.progress.phase
    content = g.setup.content
    if phase == TILES:
        return ChanceSpec("tiles", "shuffle", tuple(content.tiles))
    if phase == GEMS:
        return ChanceSpec("gems", "shuffle", content.gem_pool)
    if phase == DEALING and not g.round.cards:
        return ChanceSpec(f"flight_cards:{g.progress.turn}", "shuffle",
                          tuple(content.flight_cards))
    if phase == DRAWING:
        tally = g.round.tally
        assert tally is not None
        return ChanceSpec(f"route:{g.progress.turn}", "choice", tally.pool)
    return None


def deadline(g: Game) -> float | None:
    if g.progress.phase == VOTING and not g.round.timer_out:
        return g.round.deadline
    return None


def turn(g: Game) -> Turn:
    phase = g.progress.phase
    if phase == OVER:
        return Turn(OVER, over=True)
    spec = chance(g)
    if spec is not None:
        return Turn(phase, chance=spec)
    if phase == VOTING:
        return Turn(VOTING, _voters(g), simultaneous=True, deadline=deadline(g))
    active = g.seats_of(g.progress.active)
    pending = g.round.pending
    if phase == FLIGHT and pending is not None:
        return Turn(FLIGHT, dict.fromkeys(active, DISCARD),
                    pending=Pending(pending.reason, active, pending.options))
    if phase == BUYING:
        return Turn(BUYING, dict.fromkeys(active, BUY))
    return Turn(phase)


def _voters(g: Game) -> dict[int, Stage]:
    voted = {s for s, _ in g.round.votes}
    vizier_open = g.round.vizier is None
    stages = {}
    for seat in range(len(g.setup.players)):
        votes = seat not in voted
        vizier = vizier_open and g.team_of(seat) != g.progress.active
        if votes or vizier:
            stages[seat] = VOTE_AND_VIZIER if votes and vizier else VOTE if votes else VIZIER
    return stages


def refuse(g: Game, seat: int, command: Command) -> RuleViolation:
    """Why `seat` may not send this command now (its type is not in the seat's stage)."""
    phase, active = g.progress.phase, g.progress.active
    if isinstance(command, CastVote | ChooseVizier):
        if phase != VOTING:
            return RuleViolation("WRONG_PHASE", f"no vote is open (phase {phase})")
        if isinstance(command, CastVote):
            return RuleViolation("ALREADY_VOTED", "this seat has already voted this turn")
        if g.team_of(seat) == active:
            return RuleViolation("NOT_ON_TEAM", "only the opposing team picks the Vizier card")
        return RuleViolation("VIZIER_ALREADY_CHOSEN", "your team's Vizier card is already placed")
    if isinstance(command, DiscardGem):
        pending = g.round.pending
        if phase != FLIGHT or pending is None:
            return RuleViolation("NO_PENDING_CHOICE", "no gem choice is waiting")
        return RuleViolation("NOT_YOUR_TURN", f"the {pending.team} team chooses this gem")
    doing = {BuyReward: "buy a reward", ExchangeTokens: "exchange tokens"}.get(
        type(command), "end the turn")
    if phase != BUYING:
        return RuleViolation("WRONG_PHASE", f"cannot {doing} now (phase {phase})")
    return RuleViolation("NOT_YOUR_TURN", f"only the active team ({active}) may {doing}")
