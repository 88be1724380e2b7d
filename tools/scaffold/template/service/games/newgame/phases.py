"""Who may act now in New Game: its phases, as its rules (seeds/newgame/README.md) tell
them.

- Dealing: the chance player shuffles the deck; each seat is dealt its hand.
- Playing, round after round: every seat that has not yet placed a card places one, at
  once and in secret; once all have, the cards are revealed. When every hand is empty,
  the game ends.
- Over.
"""

from __future__ import annotations

from service.games.newgame import events as ev
from service.games.newgame.commands import PlaceCard
from service.games.newgame.state import DEALING, OVER, PLAYING, State
from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Ask, Next, Phase, Phases
from service.kit.turns import Stage, everyone

PLACE = Stage("place", (PlaceCard,))


def shuffle(s: State) -> ChanceSpec:
    return ChanceSpec("deck", "shuffle", tuple(s.content.cards))


def round_(s: State) -> Next:
    """The seats still to place a card, at once and in secret; the reveal once all have."""
    waiting = [seat for seat, card in enumerate(s.placed) if card is None]
    if waiting:
        return Ask(everyone(waiting, PLACE), simultaneous=True)
    return reveal


def reveal(out: Recorder) -> None:
    s = out.state
    cards = tuple(card for card in s.placed if card is not None)
    out.emit(ev.CardsRevealed(s.round, cards, tuple(s.content.cards[c] for c in cards)))


def hands_played(s: State) -> bool:
    return not any(s.hands) and all(card is None for card in s.placed)


def game_end(out: Recorder) -> None:
    """The highest total wins; a tie shares the win."""
    s = out.state
    scores = tuple(s.total(seat) for seat in range(s.seats))
    best = max(scores)
    out.emit(ev.GameEnded(scores, tuple(seat for seat in range(s.seats) if scores[seat] == best)))


PHASES = Phases(
    Phase(DEALING, play=shuffle, next=(PLAYING,)),
    Phase(PLAYING, play=round_, done=hands_played, end=game_end, next=(OVER,)),
    Phase(OVER, over=True),
    current=lambda s: s.phase,
)
