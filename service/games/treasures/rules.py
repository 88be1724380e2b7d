"""The moves of 1000 and One Treasures (`MOVES`): each command's checks and events, the
draws' outcomes and the result. Who may act now is `phases.py`; the kit's game
(service/kit/game.py) turns the two into `decide` and `legal_commands`.

Every check runs before anything is recorded: a refused command raises `RuleViolation` and
returns nothing. Events are produced through `Recorder`, which folds each one as it is recorded,
so the end of a turn (take the card, draw, move the chief, end the game or pass the turn)
reads the state it has reached. Field types are checked exactly, so no malformed command
can raise anything but a `RuleViolation`.
"""

from __future__ import annotations

from typing import Any

from service.games.treasures import events as ev
from service.games.treasures.commands import EXIT, MoveFigure, PlaceFigure, SummonSpirit
from service.games.treasures.paths import Reach
from service.games.treasures.phases import FIRST_SEAT, PHASES
from service.games.treasures.state import (
    ALL_ESCAPED,
    CHIEF_ARRIVED,
    CLASSIC,
    OUT,
    OVER,
    State,
)
from service.kit.base import ChanceSpec, Command, Context, Recorder, Result, RuleViolation
from service.kit.turns import Move


def on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    s = out.state
    if spec.kind == "die":
        out.emit(ev.DieRolled(turn=s.turn, seat=s.current, face=outcome))
    elif spec.key == "cave_cards":
        out.emit(ev.CardsDealt(squares=s.content.board.squares, cards=outcome))
    else:
        out.emit(ev.ProvisionShuffled(size=len(outcome), order=outcome))


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


def _reach(s: State) -> Reach:
    """The walks of the seat to move, which the turn found (`phases.moving`)."""
    ask = PHASES.asked(s)
    assert ask is not None and isinstance(ask.about, Reach)
    return ask.about


# --- the moves (the gate has checked phase and turn: service/kit/game.py) ----------------


def place(out: Recorder, command: PlaceFigure, seat: int) -> None:
    s = out.state
    square = _free_square(s, command.square)
    out.emit(ev.FigurePlaced(seat=seat, square=s.content.board.squares[square]))
    if out.state.current < 0:  # every figure is in the cave
        out.emit(ev.TurnBegan(turn=1, seat=FIRST_SEAT))


def place_options(s: State, seat: int) -> list[Command]:
    return [PlaceFigure(seat, sq) for i, sq in enumerate(s.content.board.squares)
            if i not in s.figures]


def move(out: Recorder, command: MoveFigure, seat: int) -> None:
    s = out.state
    ways = _reach(s)
    steps = s.steps(seat)
    start = s.figures[seat]
    ids = s.content.board.squares
    if command.to == EXIT:
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


def move_options(s: State, seat: int) -> list[Command]:
    """Every destination in board order, then the exit."""
    ways = _reach(s)
    ids = s.content.board.squares
    out: list[Command] = [MoveFigure(seat, ids[i]) for i in ways.moves]
    if ways.exit is not None:
        out.append(MoveFigure(seat, EXIT))
    return out


def summon_spirit(out: Recorder, command: SummonSpirit, seat: int) -> None:
    s = out.state
    to = _free_square(s, command.square)
    start = s.figures[seat]
    ids = s.content.board.squares
    out.emit(ev.FigureMoved(s.turn, seat, ids[start], ids[to], 0, (ids[start], ids[to]), True))
    _end_turn(out, seat, start)


def spirit_options(s: State, seat: int) -> list[Command]:
    """Every free square."""
    return [SummonSpirit(seat, sq) for i, sq in enumerate(s.content.board.squares)
            if i not in s.figures]


MOVES: dict[type[Command], Move] = {
    PlaceFigure: Move(place, place_options),
    MoveFigure: Move(move, move_options),
    SummonSpirit: Move(summon_spirit, spirit_options),
}


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
    if all(f == OUT for f in s.figures):
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


# --- the result ------------------------------------------------------------------------------


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
