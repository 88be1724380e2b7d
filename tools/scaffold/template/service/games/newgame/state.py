"""The state of New Game: one frozen record, which the fold copies with `evolve`."""

from __future__ import annotations

from dataclasses import dataclass

from service.games.newgame.content import Content
from service.kit.base import GameCreated

DEALING = "dealing"  # the chance player shuffles the deck; each seat is dealt its hand
PLAYING = "playing"  # rounds: every seat places a card face down at once; then the reveal
OVER = "over"


@dataclass(frozen=True)
class State:
    content: Content
    seats: int
    hand: int  # cards dealt to each seat (the option)
    phase: str = DEALING
    round: int = 1
    hands: tuple[tuple[str, ...], ...] = ()  # each seat's cards not yet placed
    placed: tuple[str | None, ...] = ()  # this round's card of each seat, face down
    played: tuple[tuple[str, ...], ...] = ()  # each seat's cards revealed, in order
    scores: tuple[int, ...] = ()

    def total(self, seat: int) -> int:
        return sum(self.content.cards[c] for c in self.played[seat])


def setup(created: GameCreated, content: Content) -> State:
    n = len(created.players)
    return State(content, n, created.options["hand"], hands=((),) * n, placed=(None,) * n,
                 played=((),) * n, scores=(0,) * n)
