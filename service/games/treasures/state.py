"""The state of a treasures game: one flat frozen record, which the fold copies with
`evolve(state, field=value)`."""

from __future__ import annotations

from dataclasses import dataclass

from service.games.treasures.content import Content

CLASSIC = "classic"
BIG_LUCK = "big_luck"
VARIANTS = (CLASSIC, BIG_LUCK)

# Phases.
SETUP = "setup"  # waiting for the shuffles (cave cards, then the provision pile)
PLACING = "placing"  # seats put their figures on the cave, in seat order
MOVING = "moving"  # turns: (big luck: die roll,) move or spirit, take a card, draw
OVER = "over"

# Figure positions besides a square index.
UNPLACED = -1
OUT = -2  # left the cave through the entrance
NOBODY = -1

# Why the game ended.
ALL_ESCAPED = "all_escaped"
CHIEF_ARRIVED = "chief_arrived"


@dataclass(frozen=True)
class State:
    content: Content
    variant: str
    seats: int
    phase: str
    cave: tuple[str | None, ...]  # card id per square (board order); () before the deal
    figures: tuple[int, ...]  # per seat: square index, UNPLACED or OUT
    hands: tuple[tuple[str, ...], ...]  # cards each seat took, in order
    totals: tuple[int, ...]  # treasures on those cards
    pile: tuple[str, ...]  # the provision pile, top first (secret); () before the shuffle
    drawn: int  # cards drawn from the pile so far
    chief: int  # the chief's position on his path: 0 is the tent
    turn: int  # 0 before the first turn
    current: int  # the seat to act (placing or moving), NOBODY otherwise
    die: int  # big luck: this turn's roll, 0 until rolled
    caught: tuple[int, ...]  # seats caught by the chief
    reason: str  # how the game ended; "" while it runs
    scores: tuple[int, ...]  # final scores; () while it runs
    winners: tuple[int, ...]

    @property
    def pile_size(self) -> int:
        return len(self.pile) - self.drawn

    def occupied(self) -> frozenset[int]:
        return frozenset(f for f in self.figures if f >= 0)

    def steps(self, seat: int) -> int:
        """How far the seat's figure must move this turn: the die in the big luck variation,
        else the treasures on the card it stands on."""
        if self.variant == BIG_LUCK:
            return self.die
        card = self.cave[self.figures[seat]]
        return 0 if card is None else self.content.cards[card].treasures


def initial(content: Content, variant: str, seats: int) -> State:
    return State(
        content=content,
        variant=variant,
        seats=seats,
        phase=SETUP,
        cave=(),
        figures=(UNPLACED,) * seats,
        hands=((),) * seats,
        totals=(0,) * seats,
        pile=(),
        drawn=0,
        chief=0,
        turn=0,
        current=NOBODY,
        die=0,
        caught=(),
        reason="",
        scores=(),
        winners=(),
    )
