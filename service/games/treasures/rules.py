"""Decide: check a command against the rulebook of 1000 and One Treasures, then return the
events it causes.

Every check runs before anything is recorded: a refused command raises `RuleViolation` and
returns nothing. Events are produced through `Recorder`, which folds each one as it is recorded,
so the end of a turn (take the card, draw, move the chief, end the game or pass the turn)
reads the state it has reached. Field types are checked exactly, so no malformed command
can raise anything but a `RuleViolation`.
"""

from __future__ import annotations

from typing import Any

from service.games.base import (
    ChanceSpec,
    Command,
    Context,
    Event,
    ExpireTimer,
    Recorder,
    ResolveChance,
    Result,
    RuleViolation,
    chance_outcome,
)
from service.games.treasures import events as ev
from service.games.treasures.commands import EXIT, MoveFigure, PlaceFigure, SummonSpirit
from service.games.treasures.fold import evolve
from service.games.treasures.paths import Reach, reach
from service.games.treasures.state import (
    ALL_ESCAPED,
    BIG_LUCK,
    CHIEF_ARRIVED,
    CLASSIC,
    MOVING,
    OUT,
    OVER,
    PLACING,
    SETUP,
    VARIANTS,
    State,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 4
DIE_FACES = (1, 2, 3, 4, 5, 6)
FIRST_SEAT = 0  # "whoever knows the most tales" cannot be computed: seat 0 starts


# --- options and chance --------------------------------------------------------------------


def validate_options(players: int, options: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(options, dict):
        raise RuleViolation("BAD_OPTION", "options must be an object")
    unknown = sorted(set(options) - {"variant"})
    if unknown:
        raise RuleViolation("BAD_OPTION", f"unknown option(s) {unknown}; only 'variant' exists")
    variant = options.get("variant", CLASSIC)
    if variant not in VARIANTS:
        raise RuleViolation("BAD_OPTION", f"variant must be one of {list(VARIANTS)}")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleViolation("BAD_OPTION", f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
    return {"variant": variant}


def chance(s: State) -> ChanceSpec | None:
    if s.phase == SETUP:
        if not s.cave:
            return ChanceSpec("cave_cards", "shuffle", s.content.cave_cards)
        return ChanceSpec("provision", "shuffle", s.content.provision)
    if s.phase == MOVING and s.variant == BIG_LUCK and s.die == 0:
        return ChanceSpec(f"die:{s.turn}", "die", DIE_FACES)
    return None


def _resolve(s: State, command: ResolveChance) -> list[Event]:
    spec = chance(s)
    order = chance_outcome(spec, command)  # refuses the command when nothing is pending
    if spec is not None and spec.kind == "die":
        return [ev.DieRolled(turn=s.turn, seat=s.current, face=order)]
    if command.key == "cave_cards":
        return [ev.CardsDealt(squares=s.content.board.squares, cards=order)]
    return [ev.ProvisionShuffled(size=len(order), order=order)]


# --- decide --------------------------------------------------------------------------------


def decide(s: State, command: Command, ctx: Context) -> list[Event]:
    if isinstance(command, ResolveChance):
        return _resolve(s, command)
    if isinstance(command, ExpireTimer):
        raise RuleViolation("NO_TIMER", "1000 and One Treasures has no timers")
    if type(command) not in (PlaceFigure, MoveFigure, SummonSpirit):
        raise RuleViolation("UNKNOWN_COMMAND", "not a command of 1000 and One Treasures")
    if s.phase == OVER:
        raise RuleViolation("GAME_OVER", "the game is over")
    seat = command.seat
    if type(seat) is not int or not 0 <= seat < s.seats:
        raise RuleViolation("NOT_A_SEAT", f"no seat {seat!r} in this game")
    if s.phase == SETUP:
        raise RuleViolation("WAITING_FOR_CHANCE", "the cave cards are not laid out yet")
    if isinstance(command, PlaceFigure):
        if s.phase != PLACING:
            raise RuleViolation("WRONG_PHASE", "every figure is already in the cave")
        _check_turn(s, seat)
        return _place(s, seat, _free_square(s, command.square))
    if s.phase != MOVING:
        raise RuleViolation("WRONG_PHASE", "the figures are still being placed")
    _check_turn(s, seat)
    if s.variant == BIG_LUCK and s.die == 0:
        raise RuleViolation("WAITING_FOR_CHANCE", "the die has not been rolled yet")
    ways = _reach(s, seat)
    if isinstance(command, MoveFigure):
        return _move(s, seat, ways, command)
    if isinstance(command, SummonSpirit):
        return _spirit(s, seat, ways, command.square)
    raise RuleViolation("UNKNOWN_COMMAND", "not a command of 1000 and One Treasures")


def _check_turn(s: State, seat: int) -> None:
    if seat != s.current:
        raise RuleViolation("NOT_YOUR_TURN", f"it is seat {s.current}'s turn, not seat {seat}'s")


def _square(s: State, square: Any) -> int:
    index = s.content.board.index
    if type(square) is not str or square not in index:
        raise RuleViolation("UNKNOWN_SQUARE", f"{square!r} is not a square of the cave")
    return index[square]


def _free_square(s: State, square: Any) -> int:
    i = _square(s, square)
    if i in s.figures:
        raise RuleViolation("SQUARE_OCCUPIED", f"a figure already stands on {square}")
    return i


def _reach(s: State, seat: int) -> Reach:
    figures = s.figures
    start = figures[seat]
    others = frozenset(f for k, f in enumerate(figures) if f >= 0 and k != seat)
    return reach(s.content.board, start, s.steps(seat), others, s.may_exit)


def _place(s: State, seat: int, square: int) -> list[Event]:
    out = Recorder(s, evolve)
    out.emit(ev.FigurePlaced(seat=seat, square=s.content.board.squares[square]))
    if out.state.current < 0:  # every figure is in the cave
        out.emit(ev.TurnBegan(turn=1, seat=FIRST_SEAT))
    return out.events


def _move(s: State, seat: int, ways: Reach, command: MoveFigure) -> list[Event]:
    steps = s.steps(seat)
    start = s.figures[seat]
    ids = s.content.board.squares
    if ways.stuck:
        raise RuleViolation(
            "NO_LEGAL_MOVE", f"no walk of {steps} steps is possible: summon the bottle spirit"
        )
    out = Recorder(s, evolve)
    if command.to == EXIT:
        if not s.may_exit:
            raise RuleViolation("NO_WAY_OUT", "in Ali Baba and the big luck nobody leaves the cave")
        if ways.exit is None:
            raise RuleViolation(
                "EXIT_OUT_OF_REACH", f"the entrance is not within {steps} steps of {ids[start]}"
            )
        path = tuple(ids[i] for i in ways.exit)
        out.emit(ev.FigureEscaped(s.turn, seat, ids[start], len(path), path))
    else:
        to = _square(s, command.to)
        if to in s.figures:
            raise RuleViolation(
                "SQUARE_OCCUPIED", f"a move never ends on a card with a figure ({command.to})"
            )
        walk = ways.moves.get(to)
        if walk is None:
            raise RuleViolation(
                "ILLEGAL_MOVE",
                f"{command.to} cannot be reached from {ids[start]} with exactly {steps} steps "
                "(orthogonal, through no wall, no square twice)",
            )
        path = tuple(ids[i] for i in walk)
        out.emit(ev.FigureMoved(s.turn, seat, ids[start], command.to, steps, path, False))
    _end_turn(out, seat, start)
    return out.events


def _spirit(s: State, seat: int, ways: Reach, square: Any) -> list[Event]:
    if not ways.stuck:
        raise RuleViolation(
            "SPIRIT_NOT_NEEDED", "the bottle spirit only helps a figure that cannot move"
        )
    to = _free_square(s, square)
    start = s.figures[seat]
    ids = s.content.board.squares
    out = Recorder(s, evolve)
    out.emit(ev.FigureMoved(s.turn, seat, ids[start], ids[to], 0, (ids[start], ids[to]), True))
    _end_turn(out, seat, start)
    return out.events


def _end_turn(out: Recorder, seat: int, left: int) -> None:
    """Take the card the figure left, refill its square, move the chief, go on or end."""
    s = out.state
    cards = s.content.cards
    square = s.content.board.squares[left]
    card = s.cave[left]
    assert card is not None  # every square holds a card between turns
    taken = cards[card].treasures
    out.emit(ev.CardTaken(s.turn, seat, square, card, taken, s.totals[seat] + taken))
    s = out.state
    if s.may_exit and all(f == OUT for f in s.figures):
        _end(out, ALL_ESCAPED)
        return
    path = s.content.board.chief_path
    last = len(path) - 1
    if s.pile_size == 0:
        out.emit(ev.ChiefAdvanced(s.turn, last, path[last], True, "pile_empty"))
    else:
        top = cards[s.pile[s.drawn]]
        out.emit(
            ev.ProvisionDrawn(
                s.turn, seat, square, top.id, top.treasures, top.chief, s.pile_size - 1
            )
        )
        if top.chief:
            pos = s.chief + 1
            out.emit(ev.ChiefAdvanced(s.turn, pos, path[pos], pos == last, "head"))
    s = out.state
    if s.chief >= last:
        inside = tuple(k for k, f in enumerate(s.figures) if f >= 0)
        if s.variant == CLASSIC and inside:
            out.emit(ev.PlayersCaught(s.turn, inside, tuple(s.totals[k] for k in inside)))
        _end(out, CHIEF_ARRIVED)
        return
    out.emit(ev.TurnBegan(turn=s.turn + 1, seat=_next_seat(s, seat)))


def _next_seat(s: State, seat: int) -> int:
    """Clockwise (seat order) to the next figure still in the cave."""
    for k in range(1, s.seats + 1):
        nxt = (seat + k) % s.seats
        if s.figures[nxt] >= 0:
            return nxt
    raise AssertionError("a turn passes only while a figure is in the cave")


def _end(out: Recorder, reason: str) -> None:
    s = out.state
    scores = tuple(0 if k in s.caught else t for k, t in enumerate(s.totals))
    free = [k for k in range(s.seats) if k not in s.caught]
    top = max((scores[k] for k in free), default=0)
    winners = tuple(k for k in free if scores[k] == top)
    out.emit(ev.GameEnded(turn=s.turn, reason=reason, scores=scores, winners=winners))


# --- what a seat may do, and the result ------------------------------------------------------


def legal_commands(s: State, seat: int) -> list[Command]:
    """Placing: every free square. Moving: every destination in board order, then the exit;
    or, when none exists, every free square for the bottle spirit."""
    if type(seat) is not int or seat != s.current:
        return []
    ids = s.content.board.squares
    if s.phase == PLACING:
        return [PlaceFigure(seat, sq) for i, sq in enumerate(ids) if i not in s.figures]
    if s.phase != MOVING or (s.variant == BIG_LUCK and s.die == 0):
        return []
    ways = _reach(s, seat)
    if ways.stuck:
        return [SummonSpirit(seat, sq) for i, sq in enumerate(ids) if i not in s.figures]
    out: list[Command] = [MoveFigure(seat, ids[i]) for i in ways.moves]
    if ways.exit is not None:
        out.append(MoveFigure(seat, EXIT))
    return out


def result(s: State) -> Result | None:
    if s.phase != OVER:
        return None
    return Result(
        winners=s.winners,
        scores=s.scores,
        details={
            "reason": s.reason,
            "treasures": list(s.totals),
            "caught": list(s.caught),
            "escaped": [k for k, f in enumerate(s.figures) if f == OUT],
        },
    )
