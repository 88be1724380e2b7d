"""New Game in words: its events as sentences and its commands as labels, for every
client (`service.kit.words`). Pure; a sentence reads only the data its viewer receives
(a card placed face down is told without the card to the others)."""

from __future__ import annotations

from service.games.newgame.commands import PlaceCard
from service.kit.base import Command
from service.kit.words import Seen, Words, plural

SENTENCES = {
    "DeckShuffled": lambda d, n: "the deck is shuffled",
    "HandDealt": lambda d, n: f"{n(d['seat'])} is dealt {plural(d['size'], 'card')}",
    "CardPlaced": lambda d, n: f"{n(d['seat'])} places a card face down" + (
        f": {d['card']}" if "card" in d else ""),
    "CardsRevealed": lambda d, n: f"round {d['round']}: " + ", ".join(
        f"{n(seat)} {card}" for seat, card in enumerate(d["cards"])),
    "GameEnded": lambda d, n: "the game ends",
}


def label(command: Command, seen: Seen) -> str:
    if isinstance(command, PlaceCard):
        return f"Place {command.card} face down"
    return "Play"


WORDS = Words(sentences=SENTENCES, label=label)
