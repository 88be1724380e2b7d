"""Who acts now in Tales of the Arabian Nights: its phases, as the rulebook tells them
(README "Setup", "A turn"), run by the kit's loop.

- Start: the chance player draws the start player.
- Characters, skills: each seat in turn order chooses its character, then takes skills
  round after round.
- Quests: the decks shuffled, quests and City cards dealt, each seat keeps a quest.
- Goals: every seat sets its secret goal at once; then the start player's turn begins.
- Play: turn after turn. What comes first is an award item still to resolve (`items.py`),
  then the encounter under way at its stage (`encounter.py`), then the turn's step
  (`turn.py`: the status check, the move, the encounter's source, quests, selling, the
  end).
- Over: a seat's victory and everyone's last turn, or the timed game's end.

The decision a seat answers is the game's own record (`asks.Choice`), which the kit's `Ask`
carries: a move reads it with `asked(state)`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import attrgetter
from types import MappingProxyType

from service.games.tales import encounter, items, setup, turn
from service.games.tales.asks import Choice
from service.games.tales.state import (
    CHARACTERS,
    CHECK,
    ENCOUNTER,
    END,
    GOALS,
    MOVE,
    OVER,
    PLAY,
    QUEST,
    QUESTS,
    SELL,
    SKILLS,
    START,
    State,
)
from service.kit.phases import Next, Phase, Phases

# The turn's steps (README "A turn"), each what happens next at it.
STEPS: Mapping[str, Callable[[State], Next]] = MappingProxyType({
    CHECK: turn.checking,  # a scene set by hand; a turn begun goes straight to its move
    MOVE: turn.moving,
    ENCOUNTER: encounter.beginning,
    QUEST: turn.questing,
    SELL: turn.selling,
    END: turn.ending,
})


def playing(g: State) -> Next:
    """An award item still to resolve, else the encounter under way, else the turn's
    step."""
    if g.queue:
        return items.next_item(g)
    enc = g.enc
    if enc is not None:
        return encounter.STAGES.get(enc.stage, encounter.awarded)(g)
    step = STEPS.get(g.step)
    return None if step is None else step(g)


def deadline(g: State) -> float | None:
    """A timed game's end, epoch seconds, for the application's clock (Variants)."""
    return g.setup.deadline or None


PHASES: Phases[State] = Phases(
    Phase(START, play=setup.start_player, next=(CHARACTERS,)),
    Phase(CHARACTERS, play=setup.characters, next=(SKILLS,)),
    Phase(SKILLS, play=setup.skills, next=(QUESTS,)),
    Phase(QUESTS, play=setup.quests, next=(GOALS,)),
    Phase(GOALS, play=setup.goals, done=setup.goals_set, next=(PLAY,)),
    Phase(PLAY, play=playing, begin=setup.first_turn, next=(OVER,)),
    Phase(OVER, over=True),
    current=attrgetter("phase"),
    timer=deadline,
)


def asked(g: State) -> Choice | None:
    """The decision `g` waits on a seat for (None: a draw, every seat's goal, or
    nobody)."""
    found = PHASES.asked(g)
    return None if found is None else found.about
