"""The moves of 1001 (`MOVES`): each command's checks and events, the draws' outcomes, the
sand timer and the result. Who may act now is `phases.py`; the kit's game
(service/kit/game.py) turns the two into `decide` and `legal_commands`, and runs the
phases' automatic steps (the tally, the flight, the next turn) after every move and draw.

Every check runs before anything is recorded: a refused command raises `RuleViolation` and
returns nothing. Events are produced through `Recorder`, which folds each one as it is
recorded. Field types are checked exactly (`type(x) is int`), so no malformed command can
raise anything but a `RuleViolation`.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations_with_replacement
from typing import Any

from service.games.g1001 import events as ev
from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    ChooseVizier,
    DiscardGem,
    EndTurn,
    ExchangeTokens,
)
from service.games.g1001.flight import finish_space
from service.games.g1001.phases import PHASES
from service.games.g1001.state import (
    DEALING,
    DIRECTIONS,
    DRAWING,
    GEMS,
    TILES,
    VOTING_SECONDS,
    GemChoice,
    State,
)
from service.games.g1001.tally import select_route
from service.kit.base import ChanceSpec, Command, Context, Recorder, Result, RuleViolation
from service.kit.turns import Move

# --- the result -----------------------------------------------------------------------------


def result(g: State) -> Result | None:
    f = g.final
    if f is None:
        return None
    return Result(f.winners, f.scores, {
        "day_points": f.day_points,
        "night_points": f.night_points,
        "individual": g.individual,
    })


# --- chance and timer -------------------------------------------------------------------------


def _tiles_laid_out(out: Recorder, order: tuple[str, ...], ctx: Context) -> None:
    out.emit(ev.TilesLaidOut(order))


def _gems_laid_out(out: Recorder, order: tuple[str, ...], ctx: Context) -> None:
    out.emit(ev.GemsLaidOut(order))


def _cards_dealt(out: Recorder, order: tuple[str, ...], ctx: Context) -> None:
    """The first four cards go to directions 1-4; the opposing team flips the sand timer."""
    now, turn = _now(ctx), out.state.turn
    out.emit(ev.FlightCardsDealt(turn, order[:4]))
    out.emit(ev.VotingOpened(turn, now + VOTING_SECONDS))


def _route_drawn(out: Recorder, index: int, ctx: Context) -> None:
    tally = out.state.tally
    assert tally is not None
    select_route(out, tally.pool[index], drawn=True)


# The draw each phase waits on (`phases.py`), and what its outcome records.
DRAWS: dict[str, Callable[[Recorder, Any, Context], None]] = {
    TILES: _tiles_laid_out,
    GEMS: _gems_laid_out,
    DEALING: _cards_dealt,
    DRAWING: _route_drawn,
}


def on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    DRAWS[out.state.phase](out, outcome, ctx)


def _now(ctx: Context) -> float:
    now = getattr(ctx, "now", None)
    if not isinstance(now, int | float) or isinstance(now, bool):
        raise RuleViolation("BAD_CONTEXT", "the context's time must be a number")
    return float(now)


def on_timer(out: Recorder, ctx: Context) -> None:
    """The sand timer ran out (the gate checked that it runs and that its time is past)."""
    out.emit(ev.SandTimerRanOut(out.state.turn, _now(ctx)))


# --- "2 - Casting Votes" ----------------------------------------------------------------------


def _cards_needed(g: State, seat: int) -> int:
    """A solo player casts two cards when active, one when opposing; everyone else one."""
    return 2 if g.is_solo(seat) and g.team_of(seat) == g.active else 1


def _cast_vote(out: Recorder, c: CastVote, seat: int) -> None:
    g = out.state
    cards = c.cards
    if not isinstance(cards, tuple | list):
        raise RuleViolation("BAD_CARD", "cards must be a list of directions 1-4")
    needed = _cards_needed(g, seat)
    if len(cards) != needed:
        raise RuleViolation("WRONG_CARD_COUNT",
                            f"this seat casts exactly {needed} card(s) this turn")
    if any(type(x) is not int or x not in DIRECTIONS for x in cards):
        raise RuleViolation("BAD_CARD", "vote cards are directions 1, 2, 3 or 4")
    out.emit(ev.VoteCast(g.turn, seat, tuple(sorted(cards))))


def _choose_vizier(out: Recorder, c: ChooseVizier, seat: int) -> None:
    g = out.state
    team = g.team_of(seat)
    if type(c.direction) is not int or c.direction not in DIRECTIONS:
        raise RuleViolation("BAD_CARD", "Vizier cards are directions 1, 2, 3 or 4")
    out.emit(ev.VizierChosen(g.turn, seat, team, c.direction, g.seats_of(team)))


def _vote_options(g: State, seat: int) -> list[Command]:
    if _cards_needed(g, seat) == 2:
        return [CastVote(seat, pair) for pair in combinations_with_replacement(DIRECTIONS, 2)]
    return [CastVote(seat, (d,)) for d in DIRECTIONS]


def _vizier_options(g: State, seat: int) -> list[Command]:
    return [ChooseVizier(seat, d) for d in DIRECTIONS]


# --- "4 - Flying": the gem choice the flight waits on ----------------------------------------


def _choice(g: State) -> GemChoice:
    """The gem choice the flight waits on (`phases.flying`)."""
    ask = PHASES.asked(g)
    assert ask is not None and isinstance(ask.about, GemChoice)
    return ask.about


def _discard_gem(out: Recorder, c: DiscardGem, seat: int) -> None:
    g = out.state
    choice = _choice(g)
    if type(c.colour) is not str or c.colour not in choice.options:
        raise RuleViolation("BAD_COLOUR", f"choose one of {list(choice.options)}")
    out.emit(ev.GemDiscarded(g.turn, choice.team, c.colour, choice.reason,
                             choice.space, seat))
    finish_space(out, choice.reason)


def _discard_options(g: State, seat: int) -> list[Command]:
    return [DiscardGem(seat, colour) for colour in _choice(g).options]


# --- "5 - Buying Rewards" ---------------------------------------------------------------------


def _buy_reward(out: Recorder, c: BuyReward, seat: int) -> None:
    g = out.state
    if g.bought:
        raise RuleViolation("ALREADY_BOUGHT", "a team buys at most one reward card per turn")
    rewards = g.setup.content.rewards
    if type(c.reward) is not str or c.reward not in rewards:
        raise RuleViolation("UNKNOWN_REWARD", f"{c.reward!r} is not a reward card")
    if c.reward not in g.market:
        raise RuleViolation("REWARD_TAKEN", f"{c.reward} has already been bought")
    r = rewards[c.reward]
    t = g.team(g.active)
    if t.red < r.red or t.blue < r.blue or t.green < r.green or t.clouds < r.clouds:
        raise RuleViolation("CANNOT_AFFORD", f"{c.reward} costs {r.cost()}")
    out.emit(ev.RewardBought(g.turn, g.active, seat, r.id,
                             r.red, r.blue, r.green, r.clouds, r.points))


def _exchange(out: Recorder, c: ExchangeTokens, seat: int) -> None:
    g = out.state
    counts = (c.red, c.blue, c.green, c.clouds)
    if any(type(n) is not int or n < 0 for n in counts):
        raise RuleViolation("BAD_COUNT", "token counts are whole numbers ≥ 0")
    if c.clouds % 2:
        raise RuleViolation("ODD_CLOUDS", "clouds are exchanged two for one point")
    if not any(counts):
        raise RuleViolation("NOTHING_TO_EXCHANGE", "exchange at least one gem or two clouds")
    t = g.team(g.active)
    if c.red > t.red or c.blue > t.blue or c.green > t.green or c.clouds > t.clouds:
        raise RuleViolation("NOT_ENOUGH_TOKENS", "the team does not hold those tokens")
    out.emit(ev.TokensExchanged(g.turn, g.active, seat,
                                c.red, c.blue, c.green, c.clouds, c.points))


def _end_turn(out: Recorder, c: EndTurn, seat: int) -> None:
    """The Starting location token moves to where Aladdin is (also after a flight that
    stopped early or was grounded); the next turn is the phases' (`turn_order`)."""
    g = out.state
    out.emit(ev.TurnEnded(g.turn, g.active, g.aladdin))


def _buy_options(g: State, seat: int) -> list[Command]:
    if g.bought:
        return []
    t = g.team(g.active)
    rewards = g.setup.content.rewards
    out: list[Command] = []
    for rid in g.market:
        r = rewards[rid]
        if t.red >= r.red and t.blue >= r.blue and t.green >= r.green and t.clouds >= r.clouds:
            out.append(BuyReward(seat, rid))
    return out


def _exchange_options(g: State, seat: int) -> list[Command]:
    """Every exchange the team can make: any number of its gems of each colour and any even
    number of its clouds, at least one token ("as many ... as they wish"). A team holds at
    most 5 gems and 10 clouds, so at most 107 of them."""
    t = g.team(g.active)
    out: list[Command] = []
    for red in range(t.red + 1):
        for blue in range(t.blue + 1):
            for green in range(t.green + 1):
                for clouds in range(0, t.clouds + 1, 2):
                    if red or blue or green or clouds:
                        out.append(ExchangeTokens(seat, red, blue, green, clouds))
    return out


def _end_turn_options(g: State, seat: int) -> list[Command]:
    return [EndTurn(seat)]


MOVES: dict[type[Command], Move] = {
    CastVote: Move(_cast_vote, _vote_options),
    ChooseVizier: Move(_choose_vizier, _vizier_options),
    DiscardGem: Move(_discard_gem, _discard_options),
    BuyReward: Move(_buy_reward, _buy_options),
    ExchangeTokens: Move(_exchange, _exchange_options),
    EndTurn: Move(_end_turn, _end_turn_options),
}
