"""The fold's fast constructors build exactly what the dataclass constructors build, every
event type has its handler, and a game survives the stored form unchanged."""

from __future__ import annotations

from dataclasses import fields

import pytest

from service.app import codec
from service.app.selfplay import random_playout
from service.games.emira import RULES
from service.games.emira.fold import HANDLERS
from service.games.emira.records import (
    make_ask,
    make_board,
    make_decks,
    make_game,
    make_sheik,
    make_step,
)
from service.games.emira.state import Ask, Board, Decks, Game, Sheik, Step
from service.kit.base import GameCreated


@pytest.mark.parametrize(("cls", "make"), [
    (Game, make_game), (Step, make_step), (Sheik, make_sheik), (Board, make_board),
    (Decks, make_decks), (Ask, make_ask),
])
def test_fast_constructors_equal_the_dataclass_constructors(cls, make):
    values = [object() for _ in fields(cls)]
    fast, slow = make(*values), cls(*values)
    assert type(fast) is cls
    assert all(getattr(fast, f.name) is v for f, v in zip(fields(cls), values, strict=True))
    assert fast == slow and hash(fast) == hash(slow)
    with pytest.raises(AttributeError):
        fast.__setattr__(fields(cls)[0].name, 1)


def test_every_event_type_has_a_handler():
    folded = {cls for cls in RULES.event_types.values() if cls is not GameCreated}
    assert folded == set(HANDLERS)


@pytest.mark.parametrize(("players", "advanced"), [(3, False), (4, True), (5, False)])
def test_a_game_survives_the_stored_form(players, advanced):
    play = random_playout(RULES, 7, players=players, options={"advanced": advanced})
    stored = [codec.encode(e, codec.Meta(at=0.0)) for e in play.events]
    decoded = [codec.decode(t, s, RULES.event_types)[0] for t, s in stored]
    assert decoded == play.events
    state = RULES.initial_state(decoded[0])
    for e in decoded[1:]:
        state = RULES.fold(state, e)
    assert state == play.state
