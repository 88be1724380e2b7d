"""Game "treasures": proto ⇄ domain, the one place for this game's translation.

Commands are checked for shape only (a square is named); whether the square exists on the
board, is free or reachable is the rules' decision (FAILED_PRECONDITION with the rule's
code), because the board is content the API does not know.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scheherazade.v1 import treasures_pb2 as pb
from service.api.errors import invalid
from service.api.requests import from_oneof
from service.games.base import Command
from service.games.treasures.commands import MoveFigure, PlaceFigure, SummonSpirit

COMMAND_TYPES: tuple[type[Command], ...] = (PlaceFigure, MoveFigure, SummonSpirit)
MAX_SQUARE = 64  # far above any real square id; bounds what a client can send

# The view's names (service/games/treasures/state.py and views.py) → the enums.
VARIANTS: dict[Any, pb.TreasuresVariant] = {
    "classic": pb.TREASURES_VARIANT_CLASSIC,
    "big_luck": pb.TREASURES_VARIANT_BIG_LUCK,
}
PHASES: dict[Any, pb.TreasuresPhase] = {
    name: pb.TreasuresPhase.Value(f"TREASURES_PHASE_{name.upper()}")
    for name in ("setup", "placing", "moving", "over")
}
STATUSES: dict[Any, pb.TreasuresFigureStatus] = {
    name: pb.TreasuresFigureStatus.Value(f"TREASURES_FIGURE_STATUS_{name.upper()}")
    for name in ("unplaced", "in_cave", "escaped", "caught")
}
SIDES: dict[Any, pb.TreasuresSide] = {
    name: pb.TreasuresSide.Value(f"TREASURES_SIDE_{name.upper()}")
    for name in ("north", "east", "south", "west")
}
REASONS: dict[Any, pb.TreasuresEndReason] = {
    "all_escaped": pb.TREASURES_END_REASON_ALL_ESCAPED,
    "chief_arrived": pb.TREASURES_END_REASON_CHIEF_ARRIVED,
}


# ---------------------------------------------------------------------- commands in


def _square(value: str, where: str) -> str:
    if not value or len(value) > MAX_SQUARE:
        raise invalid("BAD_SQUARE", f"{where} must name a square (1 to {MAX_SQUARE} characters)")
    return value


def _place_figure(msg: pb.TreasuresPlaceFigure) -> Command:
    return PlaceFigure(seat=None, square=_square(msg.square, "place_figure.square"))


def _move_figure(msg: pb.TreasuresMoveFigure) -> Command:
    return MoveFigure(seat=None, to=_square(msg.to, 'move_figure.to (a square or "exit")'))


def _summon_spirit(msg: pb.TreasuresSummonSpirit) -> Command:
    return SummonSpirit(seat=None, square=_square(msg.square, "summon_spirit.square"))


_TO_DOMAIN: dict[str, Callable[[Any], Command]] = {
    "place_figure": _place_figure,
    "move_figure": _move_figure,
    "summon_spirit": _summon_spirit,
}


def command_to_domain(msg: pb.TreasuresCommand) -> Command:
    return from_oneof(msg, "command", _TO_DOMAIN, "treasures")


# ---------------------------------------------------------------------- commands out


def command_to_proto(cmd: Command) -> pb.TreasuresCommand:
    if isinstance(cmd, PlaceFigure):
        return pb.TreasuresCommand(place_figure=pb.TreasuresPlaceFigure(square=cmd.square))
    if isinstance(cmd, MoveFigure):
        return pb.TreasuresCommand(move_figure=pb.TreasuresMoveFigure(to=cmd.to))
    if isinstance(cmd, SummonSpirit):
        return pb.TreasuresCommand(summon_spirit=pb.TreasuresSummonSpirit(square=cmd.square))
    raise TypeError(f"not a treasures command: {cmd!r}")


# ---------------------------------------------------------------------- view out


def _cave(raw: list[dict[str, Any]]) -> list[pb.TreasuresCaveSquare]:
    return [
        pb.TreasuresCaveSquare(
            square=c["square"],
            card=c.get("card"),
            treasures=c.get("treasures", 0),
            chief_head=bool(c.get("chief_head")),
            figure=c.get("figure"),
        )
        for c in raw
    ]


def _board(raw: dict[str, Any] | None) -> pb.TreasuresBoard | None:
    if raw is None:
        return None
    entrance = raw.get("entrance") or {}
    return pb.TreasuresBoard(
        squares=[
            pb.TreasuresSquare(id=s["id"], x=s["x"], y=s["y"]) for s in raw.get("squares", [])
        ],
        walls=[pb.TreasuresWall(squares=w) for w in raw.get("walls", [])],
        entrance=pb.TreasuresEntrance(
            square=entrance.get("square", ""),
            side=SIDES.get(entrance.get("side"), pb.TREASURES_SIDE_UNSPECIFIED),
        ),
        chief_path=raw.get("chief_path", []),
    )


def _chief(raw: dict[str, Any] | None) -> pb.TreasuresChief | None:
    if raw is None:
        return None
    return pb.TreasuresChief(
        position=raw.get("position", 0),
        space=raw.get("space", ""),
        steps_to_entrance=raw.get("steps_to_entrance", 0),
    )


def _outcome(raw: dict[str, Any] | None) -> pb.TreasuresOutcome | None:
    if raw is None:
        return None
    return pb.TreasuresOutcome(
        reason=REASONS.get(raw.get("reason"), pb.TREASURES_END_REASON_UNSPECIFIED),
        scores=raw.get("scores", []),
        winners=raw.get("winners", []),
        caught_seats=raw.get("caught", []),
    )


def view_to_proto(view: dict[str, Any]) -> pb.TreasuresView:
    """The typed form of `views.view(...)`: the same allow-listed facts, nothing added."""
    return pb.TreasuresView(
        variant=VARIANTS.get(view.get("variant"), pb.TREASURES_VARIANT_UNSPECIFIED),
        phase=PHASES.get(view.get("phase"), pb.TREASURES_PHASE_UNSPECIFIED),
        turn=view.get("turn", 0),
        current_seat=view.get("current_seat"),
        die=view.get("die"),
        steps=view.get("steps"),
        cave=_cave(view.get("cave", [])),
        figures=[
            pb.TreasuresFigure(
                seat=f["seat"],
                square=f.get("square"),
                status=STATUSES.get(f.get("status"), pb.TREASURES_FIGURE_STATUS_UNSPECIFIED),
            )
            for f in view.get("figures", [])
        ],
        collected=[
            pb.TreasuresCollected(seat=c["seat"], cards=c.get("cards", []),
                                  treasures=c.get("treasures", 0))
            for c in view.get("collected", [])
        ],
        pile_size=view.get("pile_size", 0),
        chief=_chief(view.get("chief")),
        board=_board(view.get("board")),
        outcome=_outcome(view.get("outcome")),
    )
