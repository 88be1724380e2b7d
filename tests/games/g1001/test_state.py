"""The fold's fast constructors build exactly what the dataclass constructors build, and a
game survives the stored form (JSON envelope) unchanged."""

from __future__ import annotations

from dataclasses import fields

import pytest

from service.app import codec
from service.games.g1001 import RULES
from service.games.g1001.state import (
    Flight,
    Game,
    Progress,
    Round,
    Tally,
    Team,
    make_flight,
    make_game,
    make_progress,
    make_round,
    make_tally,
    make_team,
)

from .helpers import fold_all, random_game


@pytest.mark.parametrize(("cls", "make"), [
    (Game, make_game), (Team, make_team), (Flight, make_flight), (Round, make_round),
    (Progress, make_progress), (Tally, make_tally),
])
def test_fast_constructors_equal_the_dataclass_constructors(cls, make):
    values = [object() for _ in fields(cls)]
    fast, slow = make(*values), cls(*values)
    assert type(fast) is cls
    assert all(getattr(fast, f.name) is v for f, v in zip(fields(cls), values, strict=True))
    assert fast == slow and hash(fast) == hash(slow)
    with pytest.raises(AttributeError):
        fast.__setattr__(fields(cls)[0].name, 1)


def test_a_game_survives_the_stored_form():
    play = random_game(11, 6)
    stored = [codec.encode(e, codec.Meta(at=0.0)) for e in [play.created, *play.events]]
    decoded = [codec.decode(t, s, RULES.event_types)[0] for t, s in stored]
    assert decoded == [play.created, *play.events]
    assert fold_all(decoded[0], decoded[1:]) == play.state
