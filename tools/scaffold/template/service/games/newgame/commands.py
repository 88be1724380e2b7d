"""Commands of New Game: what a seat asks to do."""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.base import Command


@dataclass(frozen=True)
class PlayCard(Command):
    """On your turn: play a card of your hand, face up."""

    card: str = ""


COMMAND_TYPES: dict[str, type[Command]] = {"play_card": PlayCard}
