"""Commands of Tales of the Arabian Nights: what a seat asks to do (README "A turn")."""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.base import Command


@dataclass(frozen=True)
class ChooseCharacter(Command):
    character: str = ""


@dataclass(frozen=True)
class TakeSkill(Command):
    """Setup: a skill from the bank, at Talent level (three each, different)."""

    skill: str = ""


@dataclass(frozen=True)
class KeepQuest(Command):
    """One of the two quests dealt (the other to the discard pile)."""

    quest: str = ""


@dataclass(frozen=True)
class SetGoal(Command):
    """The secret goal: Destiny and Story Points adding up to the game's total."""

    destiny: int = 0
    story: int = 0


@dataclass(frozen=True)
class Move(Command):
    """The movement phase: the space to end on (where one stands: staying put)."""

    to: str = ""


@dataclass(frozen=True)
class ChooseEncounter(Command):
    """`source`: "deck" (draw), "city" (the City card `card` of this city) or "terrain"
    (the kept terrain card `card`, on its "N" terrain)."""

    source: str = ""
    card: str = ""


@dataclass(frozen=True)
class ChooseReaction(Command):
    reaction: str = ""


@dataclass(frozen=True)
class UseMaster(Command):
    """Go to the paragraph of one's Master skill (`choice`: the option's index) instead of
    rolling the Destiny Die."""

    choice: int = 0


@dataclass(frozen=True)
class RollDestiny(Command):
    """Roll the Destiny Die rather than use a Master skill."""


@dataclass(frozen=True)
class ChooseSection(Command):
    """The section of the result paragraph to use (its index; 0 is the first listed)."""

    section: int = 0


@dataclass(frozen=True)
class ChooseSpace(Command):
    """A free move's space, or where one places another player (`placed:`)."""

    space: str = ""


@dataclass(frozen=True)
class LoseStatus(Command):
    status: str = ""


@dataclass(frozen=True)
class LoseSkill(Command):
    skill: str = ""


@dataclass(frozen=True)
class LoseTreasure(Command):
    treasure: str = ""


@dataclass(frozen=True)
class KeepCard(Command):
    """After a terrain card's encounter: keep it for a later "N", or discard it."""

    keep: bool = False


@dataclass(frozen=True)
class SellTreasure(Command):
    treasure: str = ""


@dataclass(frozen=True)
class EndTurn(Command):
    """Sell nothing (more) and end the turn."""


COMMAND_TYPES: dict[str, type[Command]] = {
    "choose_character": ChooseCharacter,
    "take_skill": TakeSkill,
    "keep_quest": KeepQuest,
    "set_goal": SetGoal,
    "move": Move,
    "choose_encounter": ChooseEncounter,
    "choose_reaction": ChooseReaction,
    "use_master": UseMaster,
    "roll_destiny": RollDestiny,
    "choose_section": ChooseSection,
    "choose_space": ChooseSpace,
    "lose_status": LoseStatus,
    "lose_skill": LoseSkill,
    "lose_treasure": LoseTreasure,
    "keep_card": KeepCard,
    "sell_treasure": SellTreasure,
    "end_turn": EndTurn,
}
