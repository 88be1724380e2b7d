"""The state of New Game: one frozen record, which the fold copies with `evolve`."""

from __future__ import annotations

from dataclasses import dataclass

from service.games.newgame.content import Content

from service.kit.base import GameCreated

DEALING = "dealing"  # the chance player shuffles the deck; each seat is dealt its hand
PLAYING = "playing"  # each seat in turn plays a card, face up
OVER = "over"


@dataclass(frozen=True)
class State:
    content: Content
    seats: int
    hand: int  # cards dealt to each seat (the option)
    phase: str = DEALING
    hands: tuple[tuple[str, ...], ...] = ()  # each seat's cards not yet played
    played: tuple[tuple[str, ...], ...] = ()  # each seat's cards played, in order
    current: int = 0  # the seat to play
    scores: tuple[int, ...] = ()

    def total(self, seat: int) -> int:
        return sum(self.content.cards[c] for c in self.played[seat])


def setup(created: GameCreated, content: Content) -> State:
    n = len(created.players)
    return State(content, n, created.options["hand"], hands=((),) * n, played=((),) * n,
                 scores=(0,) * n)
