"""The commands a seat may be offered, made once when the pack loads: a decision's options
are listed at every step of play (a move's thirty spaces, a matrix's reactions), and each
is the command of one seat and one of the pack's values (a space, a reaction, a skill…).

`Content.offers[kind][seat][value]` is `kind(seat, value)`, read-only; a value of two
fields (a source and its card, a goal's Destiny and Story) gives both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from service.games.tales import commands as cmd
from service.kit.base import Command

if TYPE_CHECKING:
    from service.games.tales.components import Card, City, Matrix, Paragraph

SEATS = range(6)  # the most players
REACHED = 3  # the paragraphs a Master skill looks in: the cell's and its two neighbours

Offers = Mapping[type[Command], tuple[Mapping[Any, Command], ...]]


def _each(kind: Callable[..., Command], values: Iterable[Any]) -> tuple[Mapping[Any, Command], ...]:
    """For each seat, each value's command (a value of two fields: its two fields)."""
    values = tuple(values)
    return tuple(MappingProxyType({v: kind(seat, *v) if type(v) is tuple else kind(seat, v)
                                   for v in values}) for seat in SEATS)


def offers(*, spaces: Iterable[str], characters: Iterable[str], skills: Iterable[str],
           statuses: Iterable[str], treasures: Iterable[str], quests: Iterable[str],
           cards: Mapping[str, Card], cities: Mapping[str, City],
           matrices: Mapping[str, Matrix], paragraphs: Mapping[int, Paragraph],
           goals: Iterable[int]) -> Offers:
    """Every command a seat may be offered over this pack (`goals`: the goal totals)."""
    spaces, treasures = tuple(spaces), tuple(treasures)
    goal_splits = sorted({(d, total - d) for total in goals for d in range(total + 1)})
    sections = range(max((len(p.sections) for p in paragraphs.values()), default=0))
    # A Master skill's options: each skill a reached paragraph lists, in each of the three
    listed = max((len({r.id for s in p.sections for r in s.requires if r.kind == "skill"})
                  for p in paragraphs.values()), default=0)
    sources = (("deck", ""), *(("city", c) for c in cities),
               *(("terrain", c) for c, card in cards.items() if card.kind == "terrain"))
    return MappingProxyType({
        cmd.ChooseCharacter: _each(cmd.ChooseCharacter, characters),
        cmd.TakeSkill: _each(cmd.TakeSkill, skills),
        cmd.KeepQuest: _each(cmd.KeepQuest, quests),
        cmd.SetGoal: _each(cmd.SetGoal, goal_splits),
        cmd.Move: _each(cmd.Move, spaces),
        cmd.ChooseEncounter: _each(cmd.ChooseEncounter, sources),
        cmd.ChooseReaction: _each(cmd.ChooseReaction,
                                  sorted({r for m in matrices.values() for r in m.reactions})),
        cmd.UseMaster: _each(cmd.UseMaster, range(REACHED * listed)),
        cmd.ChooseSection: _each(cmd.ChooseSection, sections),
        cmd.ChooseSpace: _each(cmd.ChooseSpace, spaces),
        cmd.LoseStatus: _each(cmd.LoseStatus, ("", *statuses)),  # "": lose none
        cmd.LoseSkill: _each(cmd.LoseSkill, skills),
        cmd.LoseTreasure: _each(cmd.LoseTreasure, ("", *treasures)),  # "": keep it
        cmd.SellTreasure: _each(cmd.SellTreasure, treasures),
    })
