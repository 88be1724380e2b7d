"""The decisions a seat owes in Tales of the Arabian Nights, and the commands that answer
each (README "A turn": who decides what).

A decision is the game's own record (`Choice`: its name, the seat that decides, the seat
it is for — another's when it places a character, `placed:` — its options, and the award
item it comes from), which the kit's `Ask` carries (`Ask.about`) for the move that answers
it (`phases.asked`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from service.games.tales import commands as cmd
from service.kit.base import Command
from service.kit.phases import Ask
from service.kit.turns import Pending, Stage

MAX_PLAYERS = 6

ANSWERS: Mapping[str, tuple[type[Command], ...]] = MappingProxyType({
    "character": (cmd.ChooseCharacter,),
    "skill": (cmd.TakeSkill,),
    "keep_quest": (cmd.KeepQuest,),
    "move": (cmd.Move,),
    "encounter": (cmd.ChooseEncounter,),
    "reaction": (cmd.ChooseReaction,),
    "master": (cmd.UseMaster, cmd.RollDestiny),
    "section": (cmd.ChooseSection,),
    "space": (cmd.ChooseSpace,),
    "placer": (cmd.ChooseCharacter,),  # another player, named by its character
    "lose_status": (cmd.LoseStatus,),
    "lose_skill": (cmd.LoseSkill,),
    "lose_treasure": (cmd.LoseTreasure,),
    "protect": (cmd.LoseTreasure,),  # the treasure discarded instead of a fate, "" none
    "keep_card": (cmd.KeepCard,),
    "sell": (cmd.SellTreasure, cmd.EndTurn),
})
GOAL = Stage("goal", (cmd.SetGoal,))  # every seat without a goal, at once and in secret

# Each decision's stage and pending decision for each seat, made once: (name, seat) → the
# seat's stages, and what it owes.
_STAGES = {(name, seat): MappingProxyType({seat: Stage(name, moves)})
           for name, moves in ANSWERS.items() for seat in range(MAX_PLAYERS)}
_PENDING = {(name, seat): Pending(name, (seat,))
            for name in ANSWERS for seat in range(MAX_PLAYERS)}


class Choice(NamedTuple):
    """A decision owed: `seat` decides `name` for `who` among `options`; `about`: the award
    item it comes from; `steps`: a move's steps to each space it may end on."""

    name: str
    seat: int
    who: int
    options: tuple[Any, ...] = ()
    about: str = ""
    steps: Mapping[str, int] | None = None


def ask(name: str, seat: int, options: tuple[Any, ...], who: int | None = None,
        about: str = "", steps: Mapping[str, int] | None = None) -> Ask:
    """The kit's `Ask` of one seat's decision (for `who`, that seat's own by default)."""
    choice = Choice(name, seat, seat if who is None else who, options, about, steps)
    key = (name, seat)
    return Ask(_STAGES[key], pending=_PENDING[key], about=choice)
