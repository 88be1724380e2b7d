"""Commands of 1000 and One Treasures: what a seat asks to do. Validated by `rules.decide`.

Squares are named by their board ids ("C3"); `EXIT` names the way out through the entrance.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.base import Command

EXIT = "exit"


@dataclass(frozen=True)
class PlaceFigure(Command):
    """Before the first turn, in seat order: put your figure on a free cave card."""

    square: str = ""


@dataclass(frozen=True)
class MoveFigure(Command):
    """Move your figure exactly as many steps as it must, ending on the free square `to`, or
    leave the cave (`to="exit"`). The walk is found by the rules."""

    to: str = ""


@dataclass(frozen=True)
class SummonSpirit(Command):
    """Only when your figure has no legal move: the bottle spirit puts it on the free card
    `square` of your choice."""

    square: str = ""


COMMAND_TYPES: dict[str, type[Command]] = {
    "place_figure": PlaceFigure,
    "move_figure": MoveFigure,
    "summon_spirit": SummonSpirit,
}
