"""Commands of New Game: what a seat asks to do."""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.base import Command


@dataclass(frozen=True)
class PlaceCard(Command):
    """This round: place a card of your hand face down (every seat at once, in secret)."""

    card: str = ""


COMMAND_TYPES: dict[str, type[Command]] = {"place_card": PlaceCard}
