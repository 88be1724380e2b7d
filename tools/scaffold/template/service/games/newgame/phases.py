"""Who may act now in New Game: its phases, as its rules (seeds/newgame/README.md) tell
them.

- Dealing: the chance player shuffles the deck; each seat is dealt its hand.
- Playing: each seat in turn plays a card; once every hand is empty, the game ends.
- Over.
"""

from __future__ import annotations

from service.games.newgame import events as ev
from service.games.newgame.commands import PlayCard
from service.games.newgame.state import DEALING, OVER, PLAYING, State

from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Ask, Phase, Phases
from service.kit.turns import Stage

PLAY = Stage("play", (PlayCard,))


def shuffle(s: State) -> ChanceSpec:
    return ChanceSpec("deck", "shuffle", tuple(s.content.cards))


def player(s: State) -> Ask:
    return Ask.seat(s.current, PLAY)


def hands_empty(s: State) -> bool:
    return not any(s.hands)


def game_end(out: Recorder) -> None:
    """The highest total wins; a tie shares the win."""
    s = out.state
    scores = tuple(s.total(seat) for seat in range(s.seats))
    best = max(scores)
    out.emit(ev.GameEnded(scores, tuple(seat for seat in range(s.seats) if scores[seat] == best)))


PHASES = Phases(
    Phase(DEALING, play=shuffle, next=(PLAYING,)),
    Phase(PLAYING, play=player, done=hands_empty, end=game_end, next=(OVER,)),
    Phase(OVER, over=True),
    current=lambda s: s.phase,
)
