"""Who acts now in 1001: its phases, in the rulebook's order, run by the kit's loop.

- Setup (steps 2-3): the chance player lays out the tiles, then the gems.
- "1 - Preparing to Fly": the chance player deals the four flight cards; the opposing team
  flips the sand timer (both recorded with the deal: `rules.on_chance`).
- "2 - Casting Votes": every seat at once and in secret casts its vote, and each seat of
  the opposing team may place the team's Vizier card until one does; the sand timer runs
  (`timer`). Once every vote and the Vizier are in, they are revealed (`tally.reveal`).
- "3 - Tallying the Votes": the route left is flown, or the flight grounded
  (`tally.settle_route`); differing directions are drawn by the chance player.
- "4 - Flying and Collecting Resources": Aladdin flies space by space (`flight.fly_space`);
  a gem choice pauses the flight until any seat of the active team answers it; out of
  clouds, the flight and the turn end ("nothing further this turn": no buying).
- "5 - Buying Rewards": any seat of the active team buys, exchanges, or ends the turn.
- Between turns: the next turn begins, or after the eighth the game ends
  (`turn_order.next_turn`).
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
from service.games.g1001.flight import fly_space
from service.games.g1001.state import (
    BUYING,
    DEALING,
    DRAWING,
    FLIGHT,
    GEMS,
    OVER,
    TALLY,
    TILES,
    TURN_OVER,
    VOTING,
    State,
)
from service.games.g1001.tally import reveal, settle_route
from service.games.g1001.turn_order import next_turn
from service.kit.base import ChanceSpec, Command, RuleViolation
from service.kit.phases import Ask, Next, Phase, Phases
from service.kit.turns import Pending, Stage, Turn

VOTE = Stage("vote", (CastVote,))
VOTE_AND_VIZIER = Stage("vote", (CastVote, ChooseVizier))
VIZIER = Stage("vizier", (ChooseVizier,))
DISCARD = Stage("discard", (DiscardGem,))
BUY = Stage("buy", (BuyReward, ExchangeTokens, EndTurn))


def lay_tiles(g: State) -> ChanceSpec:
    """The 16 tiles laid at random in a 4×4 grid, star side up."""
    return ChanceSpec("tiles", "shuffle", tuple(g.setup.content.tiles))


def lay_gems(g: State) -> ChanceSpec:
    """The 36 gems laid at random in the holes."""
    return ChanceSpec("gems", "shuffle", g.setup.content.gem_pool)


def deal(g: State) -> ChanceSpec | None:
    """The flight cards shuffled; the first four are placed at directions 1-4."""
    if g.cards:
        return None
    return ChanceSpec(f"flight_cards:{g.turn}", "shuffle",
                      tuple(g.setup.content.flight_cards))


def voters(g: State) -> Ask:
    """Every seat that has not voted, and while the Vizier card is not placed every seat of
    the opposing team: at once and in secret."""
    voted = {s for s, _ in g.votes}
    vizier_open = g.vizier is None
    stages = {}
    for seat in range(len(g.setup.players)):
        votes = seat not in voted
        vizier = vizier_open and g.team_of(seat) != g.active
        if votes or vizier:
            stages[seat] = VOTE_AND_VIZIER if votes and vizier else VOTE if votes else VIZIER
    return Ask(stages, simultaneous=True)


def all_in(g: State) -> bool:
    """Every seat has voted and the Vizier card is placed."""
    return g.vizier is not None and len(g.votes) >= len(g.setup.players)


def draw_route(g: State) -> ChanceSpec:
    """The route is drawn among the vote cards left (a card voted twice weighs twice)."""
    tally = g.tally
    assert tally is not None
    return ChanceSpec(f"route:{g.turn}", "choice", tally.pool)


def flying(g: State) -> Next:
    """The next space, or the active team's gem choice the flight waits on."""
    choice = g.gem_choice
    if choice is None:
        return fly_space
    active = g.seats_of(g.active)
    return Ask(dict.fromkeys(active, DISCARD),
               pending=Pending(choice.reason, active, choice.options), about=choice)


def buyers(g: State) -> Ask:
    return Ask(dict.fromkeys(g.seats_of(g.active), BUY))


def sand_timer(g: State) -> float | None:
    """The voting deadline, until the application records that it passed."""
    if g.phase == VOTING and not g.timer_out:
        return g.deadline
    return None


PHASES = Phases(
    Phase(TILES, play=lay_tiles, next=(GEMS,)),
    Phase(GEMS, play=lay_gems, next=(TURN_OVER,)),
    Phase(DEALING, play=deal, next=(VOTING,)),
    # The reveal's own events put the game in the tally, or in the draw among differing
    # directions.
    Phase(VOTING, play=voters, done=all_in, end=reveal, next=(TALLY, DRAWING),
          pick=lambda g: g.phase),
    Phase(TALLY, play=lambda g: settle_route, next=(FLIGHT, BUYING)),
    Phase(DRAWING, play=draw_route, next=(FLIGHT,)),
    # Out of clouds, the flight's events end the turn too (no buying): TURN_OVER.
    Phase(FLIGHT, play=flying, next=(BUYING, TURN_OVER)),
    Phase(BUYING, play=buyers, next=(TURN_OVER,)),
    Phase(TURN_OVER, play=lambda g: next_turn, next=(DEALING, OVER)),
    Phase(OVER, over=True),
    current=lambda g: g.phase,
    timer=sand_timer,
)


def refuse(g: State, turn: Turn, seat: int, command: Command) -> RuleViolation | None:
    """Why `seat` may not send this command now (its type is not in the seat's stage), where
    1001 says more than the kit's NOT_YOUR_TURN."""
    phase, active = g.phase, g.active
    if isinstance(command, CastVote | ChooseVizier):
        if phase != VOTING:
            return RuleViolation("WRONG_PHASE", f"no vote is open (phase {phase})")
        if isinstance(command, CastVote):
            return RuleViolation("ALREADY_VOTED", "this seat has already voted this turn")
        if g.team_of(seat) == active:
            return RuleViolation("NOT_ON_TEAM", "only the opposing team picks the Vizier card")
        return RuleViolation("VIZIER_ALREADY_CHOSEN", "your team's Vizier card is already placed")
    if isinstance(command, DiscardGem):
        if phase != FLIGHT or g.gem_choice is None:
            return RuleViolation("NO_PENDING_CHOICE", "no gem choice is waiting")
        return None  # a seat of the other team: the kit's NOT_YOUR_TURN
    if phase != BUYING:
        doing = {BuyReward: "buy a reward", ExchangeTokens: "exchange tokens"}.get(
            type(command), "end the turn")
        return RuleViolation("WRONG_PHASE", f"cannot {doing} now (phase {phase})")
    return None  # a seat of the other team: the kit's NOT_YOUR_TURN
