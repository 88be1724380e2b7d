"""The contract's helpers every game uses: the check of an answer to a chance node, the
table of event types."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from service.kit.base import (
    ChanceSpec,
    Event,
    GameCreated,
    ResolveChance,
    RuleViolation,
    chance_outcome,
    event_table,
)

SHUFFLE = ChanceSpec("deck:1", "shuffle", ("a", "b", "b"))
DIE = ChanceSpec("die:2", "die", (1, 2, 3, 4, 5, 6))
CHOICE = ChanceSpec("route", "choice", (4, 2, 2))


def code(spec: ChanceSpec | None, key: str, outcome: object, seat: int | None = None) -> str:
    with pytest.raises(RuleViolation) as err:
        chance_outcome(spec, ResolveChance(seat, key, outcome))
    return err.value.code


def test_a_good_answer_gives_its_outcome():
    assert chance_outcome(SHUFFLE, ResolveChance(None, "deck:1", ["b", "a", "b"])) == (
        "b",
        "a",
        "b",
    )
    assert chance_outcome(DIE, ResolveChance(None, "die:2", 6)) == 6
    assert chance_outcome(CHOICE, ResolveChance(None, "route", 2)) == 2


def test_who_asks_and_which_draw_are_checked_first():
    assert code(DIE, "die:2", 3, seat=0) == "APPLICATION_ONLY"
    assert code(None, "die:2", 3) == "NO_CHANCE_PENDING"
    assert code(DIE, "die:1", 3) == "WRONG_CHANCE_KEY"


@pytest.mark.parametrize(
    ("spec", "outcome"),
    [
        (SHUFFLE, ("a", "b")),  # too short
        (SHUFFLE, ("a", "a", "b")),  # not the same multiset
        (SHUFFLE, ("a", "b", "b", "b")),
        (SHUFFLE, ("a", "b", ["b"])),  # an unhashable element
        (SHUFFLE, "abb"),  # a string is not a sequence of items here
        (SHUFFLE, None),
        (DIE, 7),
        (DIE, True),  # True == 1, but a die shows numbers
        (DIE, 3.0),
        (DIE, "3"),
        (CHOICE, 3),
        (CHOICE, -1),
        (CHOICE, True),
    ],
)
def test_a_bad_outcome_is_refused(spec, outcome):
    assert code(spec, spec.key, outcome) == "BAD_CHANCE_OUTCOME"


@dataclass(frozen=True)
class Rolled(Event):
    TYPE: ClassVar[str] = "dice.Rolled"


@dataclass(frozen=True)
class RolledAgain(Event):
    TYPE: ClassVar[str] = "dice.Rolled"  # the same stored name by mistake


@dataclass(frozen=True)
class Stray(Event):
    TYPE: ClassVar[str] = "cards.Drawn"


def test_the_event_table_refuses_a_name_twice_or_without_the_games_prefix():
    assert event_table("dice", GameCreated, Rolled) == {
        "game.Created": GameCreated,
        "dice.Rolled": Rolled,
    }
    with pytest.raises(ValueError, match="names both"):
        event_table("dice", GameCreated, Rolled, RolledAgain)
    with pytest.raises(ValueError, match="prefix"):
        event_table("dice", GameCreated, Rolled, Stray)
