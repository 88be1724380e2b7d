"""Who may act now in Tales of the Arabian Nights (the kit's `Turn`), from the flow's one
answer (`flow.next_step`): a draw for the chance player, every seat at once setting its
secret goal, or the one seat the flow asks — for its own decision, or to place another
player (`placed:`)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import MappingProxyType

from service.games.tales import commands as cmd
from service.games.tales.flow import next_step
from service.games.tales.state import GOALS, OVER, Ask, Game
from service.kit.base import Command, RuleViolation
from service.kit.drafts import maker
from service.kit.turns import Pending, Stage, Turn

ANSWERS: dict[str, tuple[type[Command], ...]] = {
    "character": (cmd.ChooseCharacter,),
    "skill": (cmd.TakeSkill,),
    "keep_quest": (cmd.KeepQuest,),
    "move": (cmd.Move,),
    "encounter": (cmd.ChooseEncounter,),
    "reaction": (cmd.ChooseReaction,),
    "master": (cmd.UseMaster, cmd.RollDestiny),
    "section": (cmd.ChooseSection,),
    "space": (cmd.ChooseSpace,),
    "lose_status": (cmd.LoseStatus,),
    "lose_skill": (cmd.LoseSkill,),
    "lose_treasure": (cmd.LoseTreasure,),
    "keep_card": (cmd.KeepCard,),
    "sell": (cmd.SellTreasure, cmd.EndTurn),
}
_GOAL = Stage("goal", (cmd.SetGoal,))
STAGES = {name: Stage(name, moves) for name, moves in ANSWERS.items()}  # values: built once
_NOBODY: Mapping[int, Stage] = MappingProxyType({})  # a draw's turn: no dictionary made for it
# A draw's turn is declared at every other step: every field in order, in one generated call
# (`maker`), costs 150 ns against the keyword constructor's 390.
_make_turn = maker(Turn)


_NEXT = next_step.slot  # (state, its next step): `memo.last_state`'s slot


@cache
def _asked(phase: str, name: str, seat: int) -> Turn:
    """The turn of one seat's decision without a deadline: a value, built once."""
    return Turn(phase, {seat: STAGES[name]}, pending=Pending(name, (seat,)))


def declare(g: Game) -> Turn:
    phase = g.phase
    if phase == OVER:
        return Turn(phase, over=True)
    memo = _NEXT[0]  # `next_step(g)`, its memo read here: the flow has just asked it
    step = memo[1] if memo[0] is g else next_step(g)
    deadline = g.setup.deadline or None  # a timed game's end, for the application's clock
    if isinstance(step, Ask):
        if deadline is None:
            return _asked(phase, step.name, step.seat)
        return Turn(phase, {step.seat: STAGES[step.name]},
                    pending=Pending(step.name, (step.seat,)), deadline=deadline)
    if step is not None and not callable(step):  # Turn(phase, _NOBODY, chance=step, deadline=…)
        return _make_turn(phase, _NOBODY, False, None, None, step, None, deadline, False)
    if phase == GOALS and step is None:
        seats = tuple(s for s, h in enumerate(g.heroes) if h.goal is None)
        return Turn(phase, {s: _GOAL for s in seats}, simultaneous=True,
                    pending=Pending("goal", seats), deadline=deadline)
    return Turn(phase, deadline=deadline)


def refuse(g: Game, turn: Turn, seat: int, command: Command) -> RuleViolation:
    stage = turn.stages.get(seat)
    if stage is not None:
        return RuleViolation("NOT_NOW", f"{type(command).__name__} is not what this seat may do "
                                        f"now ({stage.name})")
    if turn.stages:
        whose = ", ".join(str(s) for s in sorted(turn.stages))
        return RuleViolation("NOT_YOUR_TURN", f"seat {whose} acts now")
    return RuleViolation("WRONG_PHASE", f"nobody may do that in {g.phase}")
