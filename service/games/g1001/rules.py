"""The 1001 rulebook's moves: each command's checks and events (`MOVES`), chance and the sand
timer. Who may send which command now is declared in `turn.py`; the kit's gate
(service/kit/turns.py) turns the two into `decide` and `legal_commands`.

Every check runs before anything is recorded: a refused command raises `RuleViolation` and
returns nothing. Events are produced through `Recorder`, which folds each one as it is recorded,
so a long consequence (the last vote → tally → flight) reads the state it has reached.
Field types are checked exactly (`type(x) is int`), so no malformed command can raise
anything but a `RuleViolation`.
"""

from __future__ import annotations

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
from service.games.g1001.flight import fly, resume
from service.games.g1001.state import (
    COLOURS,
    DIRECTIONS,
    GEMS,
    MAX_CLOUDS,
    TILES,
    TURNS,
    UNANIMOUS_BONUS,
    VOTING_SECONDS,
    Game,
    point_value,
    team_of_turn,
)
from service.kit.base import (
    ChanceSpec,
    Command,
    Context,
    Recorder,
    Result,
    RuleViolation,
)
from service.kit.turns import Move

MIN_PLAYERS = 2
# 32 vote cards are 8 sets of 1-4: eight players use one set each, and a solo player (only in
# 2- or 3-player games) uses two, so at most 8 players; 4 opposing players × 8 turns is also
# exactly the 32 individual point tokens.
MAX_PLAYERS = 8
OPTION_KEYS = frozenset(("day_seats", "night_seats"))


def _refuse(code: str, message: str) -> RuleViolation:
    return RuleViolation(code, message)


# --- options ----------------------------------------------------------------------------------


def _seat_list(value: Any, players: int, name: str) -> tuple[int, ...]:
    if not isinstance(value, list | tuple):
        raise _refuse("BAD_OPTIONS", f"{name} must be a list of seat numbers")
    seats = []
    for s in value:
        if type(s) is not int or not 0 <= s < players:
            raise _refuse("BAD_OPTIONS", f"{name}: {s!r} is not a seat of a {players}-player game")
        seats.append(s)
    if len(set(seats)) != len(seats):
        raise _refuse("BAD_OPTIONS", f"{name} lists a seat twice")
    return tuple(sorted(seats))


def validate_options(players: int, options: dict[str, Any]) -> dict[str, Any]:
    """Teams: `day_seats` / `night_seats`; default seats alternate, seat 0 on Day."""
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _refuse("BAD_PLAYER_COUNT", f"1001 takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
    if not isinstance(options, dict):
        raise _refuse("BAD_OPTIONS", "options must be a mapping")
    unknown = sorted(str(k) for k in options if k not in OPTION_KEYS)
    if unknown:
        raise _refuse("BAD_OPTIONS", f"unknown option(s) {unknown}; known: {sorted(OPTION_KEYS)}")
    day_raw, night_raw = options.get("day_seats"), options.get("night_seats")
    everyone = tuple(range(players))
    if day_raw is None and night_raw is None:
        day, night = everyone[0::2], everyone[1::2]
    else:
        if day_raw is not None:
            day = _seat_list(day_raw, players, "day_seats")
        if night_raw is not None:
            night = _seat_list(night_raw, players, "night_seats")
        if day_raw is None:
            day = tuple(s for s in everyone if s not in night)
        if night_raw is None:
            night = tuple(s for s in everyone if s not in day)
        if tuple(sorted(day + night)) != everyone:
            raise _refuse("BAD_OPTIONS", "every seat must be in exactly one team")
    if not day or not night or abs(len(day) - len(night)) > 1:
        raise _refuse("BAD_OPTIONS", "teams must be as equal as possible (sizes differ by ≤ 1)")
    return {"day_seats": day, "night_seats": night}


# --- the result -----------------------------------------------------------------------------


def result(g: Game) -> Result | None:
    f = g.progress.final
    if f is None:
        return None
    return Result(f.winners, f.scores, {
        "day_points": f.day_points,
        "night_points": f.night_points,
        "individual": g.progress.individual,
    })


# --- chance and timer -------------------------------------------------------------------------


def on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    g = out.state
    if spec.kind == "choice":
        _select_route(out, spec.items[outcome], drawn=True)
        return
    turn = g.progress.turn
    if g.progress.phase == TILES:
        out.emit(ev.TilesLaidOut(outcome))
    elif g.progress.phase == GEMS:
        out.emit(ev.GemsLaidOut(outcome))
        _begin_turn(out, 1)
    else:
        now = _now(ctx)
        out.emit(ev.FlightCardsDealt(turn, outcome[:4]))
        out.emit(ev.VotingOpened(turn, now + VOTING_SECONDS))


def _now(ctx: Context) -> float:
    now = getattr(ctx, "now", None)
    if not isinstance(now, int | float) or isinstance(now, bool):
        raise _refuse("BAD_CONTEXT", "the context's time must be a number")
    return float(now)


def on_timer(out: Recorder, ctx: Context) -> None:
    """The sand timer ran out (the gate checked that it runs and that its time is past)."""
    out.emit(ev.SandTimerRanOut(out.state.progress.turn, _now(ctx)))


def _begin_turn(out: Recorder, turn: int) -> None:
    team = team_of_turn(turn)
    out.emit(ev.TurnBegan(turn, team, point_value(turn)))
    clouds = out.state.team(team).clouds
    kept = min(clouds + 1, MAX_CLOUDS)
    out.emit(ev.CloudsGained(turn, team, 1, clouds + 1 - kept, kept, None))


# --- voting -----------------------------------------------------------------------------------


def _cards_needed(g: Game, seat: int) -> int:
    """A solo player casts two cards when active, one when opposing; everyone else one."""
    return 2 if g.is_solo(seat) and g.team_of(seat) == g.progress.active else 1


def _cast_vote(out: Recorder, c: CastVote, seat: int) -> None:
    g = out.state
    cards = c.cards
    if not isinstance(cards, tuple | list):
        raise _refuse("BAD_CARD", "cards must be a list of directions 1-4")
    needed = _cards_needed(g, seat)
    if len(cards) != needed:
        raise _refuse("WRONG_CARD_COUNT", f"this seat casts exactly {needed} card(s) this turn")
    if any(type(x) is not int or x not in DIRECTIONS for x in cards):
        raise _refuse("BAD_CARD", "vote cards are directions 1, 2, 3 or 4")
    out.emit(ev.VoteCast(g.progress.turn, seat, tuple(sorted(cards))))
    _tally_when_ready(out)


def _choose_vizier(out: Recorder, c: ChooseVizier, seat: int) -> None:
    g = out.state
    team = g.team_of(seat)
    if type(c.direction) is not int or c.direction not in DIRECTIONS:
        raise _refuse("BAD_CARD", "Vizier cards are directions 1, 2, 3 or 4")
    out.emit(ev.VizierChosen(g.progress.turn, seat, team, c.direction, g.seats_of(team)))
    _tally_when_ready(out)


def _tally_when_ready(out: Recorder) -> None:
    g = out.state
    r = g.round
    if r.vizier is None or len(r.votes) < len(g.setup.players):
        return
    turn, active = g.progress.turn, g.progress.active
    votes = tuple(sorted(r.votes))
    vizier = r.vizier[1]
    out.emit(ev.VotesRevealed(turn, votes, vizier))
    active_seats = g.seats_of(active)
    active_cards = [x for seat, cards in votes if seat in active_seats for x in cards]
    if len(set(active_cards)) == 1:
        out.emit(ev.UnanimousBonusScored(turn, active, UNANIMOUS_BONUS))
    guessed = set(active_cards)
    for seat, cards in votes:
        if seat not in active_seats and any(x in guessed for x in cards):
            out.emit(ev.IndividualPointsScored(turn, seat, g.progress.point_value))
    returned = tuple(seat for seat, cards in votes if seat in active_seats
                     for x in cards if x == vizier)
    out.emit(ev.RouteBanned(turn, vizier, returned))
    tally = out.state.round.tally
    assert tally is not None
    pool = tally.pool
    if not pool:
        out.emit(ev.FlightGrounded(turn))
    elif len(set(pool)) == 1:
        _select_route(out, pool[0], drawn=False)
    # otherwise the route is drawn at random among the pool: see `chance`


def _select_route(out: Recorder, direction: int, drawn: bool) -> None:
    g = out.state
    assert g.round.tally is not None
    pool = g.round.tally.pool
    card = g.round.cards[direction - 1]
    out.emit(ev.RouteSelected(g.progress.turn, direction, card, pool, drawn))
    fly(out)


# --- flight choices ---------------------------------------------------------------------------


def _discard_gem(out: Recorder, c: DiscardGem, seat: int) -> None:
    g = out.state
    pending = g.round.pending
    assert pending is not None  # the gate let a DiscardGem through
    if type(c.colour) is not str or c.colour not in pending.options:
        raise _refuse("BAD_COLOUR", f"choose one of {list(pending.options)}")
    out.emit(ev.GemDiscarded(g.progress.turn, pending.team, c.colour, pending.reason,
                             pending.space, seat))
    resume(out, pending.reason)


# --- buying -----------------------------------------------------------------------------------


def _buy_reward(out: Recorder, c: BuyReward, seat: int) -> None:
    g = out.state
    if g.round.bought:
        raise _refuse("ALREADY_BOUGHT", "a team buys at most one reward card per turn")
    rewards = g.setup.content.rewards
    if type(c.reward) is not str or c.reward not in rewards:
        raise _refuse("UNKNOWN_REWARD", f"{c.reward!r} is not a reward card")
    if c.reward not in g.progress.market:
        raise _refuse("REWARD_TAKEN", f"{c.reward} has already been bought")
    r = rewards[c.reward]
    t = g.team(g.progress.active)
    if t.red < r.red or t.blue < r.blue or t.green < r.green or t.clouds < r.clouds:
        raise _refuse("CANNOT_AFFORD", f"{c.reward} costs {r.cost()}")
    out.emit(ev.RewardBought(g.progress.turn, g.progress.active, seat, r.id,
                             r.red, r.blue, r.green, r.clouds, r.points))


def _exchange(out: Recorder, c: ExchangeTokens, seat: int) -> None:
    g = out.state
    counts = (c.red, c.blue, c.green, c.clouds)
    if any(type(n) is not int or n < 0 for n in counts):
        raise _refuse("BAD_COUNT", "token counts are whole numbers ≥ 0")
    if c.clouds % 2:
        raise _refuse("ODD_CLOUDS", "clouds are exchanged two for one point")
    if not any(counts):
        raise _refuse("NOTHING_TO_EXCHANGE", "exchange at least one gem or two clouds")
    t = g.team(g.progress.active)
    if c.red > t.red or c.blue > t.blue or c.green > t.green or c.clouds > t.clouds:
        raise _refuse("NOT_ENOUGH_TOKENS", "the team does not hold those tokens")
    points = c.red + c.blue + c.green + c.clouds // 2
    out.emit(ev.TokensExchanged(g.progress.turn, g.progress.active, seat,
                                c.red, c.blue, c.green, c.clouds, points))


def _end_turn(out: Recorder, c: EndTurn, seat: int) -> None:
    g = out.state
    turn = g.progress.turn
    out.emit(ev.TurnEnded(turn, g.progress.active, g.aladdin))
    if turn < TURNS:
        _begin_turn(out, turn + 1)
        return
    g = out.state
    day, night = g.day.points, g.night.points
    scores = tuple((day if s in g.setup.day_seats else night) + g.progress.individual[s]
                   for s in range(len(g.setup.players)))
    best = max(scores)
    out.emit(ev.GameEnded(day, night, scores, tuple(s for s, x in enumerate(scores) if x == best)))


# --- what a seat may send now (the gate has picked the seat's stage: turn.py) ---------------


def _vote_options(g: Game, seat: int) -> list[Command]:
    if _cards_needed(g, seat) == 2:
        return [CastVote(seat, pair) for pair in combinations_with_replacement(DIRECTIONS, 2)]
    return [CastVote(seat, (d,)) for d in DIRECTIONS]


def _vizier_options(g: Game, seat: int) -> list[Command]:
    return [ChooseVizier(seat, d) for d in DIRECTIONS]


def _discard_options(g: Game, seat: int) -> list[Command]:
    pending = g.round.pending
    return [] if pending is None else [DiscardGem(seat, colour) for colour in pending.options]


def _buy_options(g: Game, seat: int) -> list[Command]:
    if g.round.bought:
        return []
    t = g.team(g.progress.active)
    rewards = g.setup.content.rewards
    out: list[Command] = []
    for rid in g.progress.market:
        r = rewards[rid]
        if t.red >= r.red and t.blue >= r.blue and t.green >= r.green and t.clouds >= r.clouds:
            out.append(BuyReward(seat, rid))
    return out


def _exchange_options(g: Game, seat: int) -> list[Command]:
    t = g.team(g.progress.active)
    out: list[Command] = [ExchangeTokens(seat, **{c: 1}) for c in COLOURS if t.count(c)]
    if t.clouds >= 2:
        out.append(ExchangeTokens(seat, clouds=2))
    return out


def _end_turn_options(g: Game, seat: int) -> list[Command]:
    return [EndTurn(seat)]


MOVES: dict[type[Command], Move] = {
    CastVote: Move(_cast_vote, _vote_options),
    ChooseVizier: Move(_choose_vizier, _vizier_options),
    DiscardGem: Move(_discard_gem, _discard_options),
    BuyReward: Move(_buy_reward, _buy_options),
    ExchangeTokens: Move(_exchange, _exchange_options),
    EndTurn: Move(_end_turn, _end_turn_options),
}
