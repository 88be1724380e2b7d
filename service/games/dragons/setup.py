"""Set Up: the first state, the draws for the start player, the three decks shuffled and —
two players — the Dummy's three treasure cards.

1. Each player draws a treasure card (a shuffle: seat *i* draws the *i*-th card); the tied
   highest draw again, among themselves, until one is highest. That seat names the start
   player (`State.owed`, set by the fold of the last draw).
2. The cards go back; the treasure, artifact and spell decks are shuffled.
3. Two players: the Dummy takes the top treasure cards, face up.
"""

from __future__ import annotations

from typing import Any

from service.games.dragons import events as ev
from service.games.dragons.state import START_DRAW, Hand, Setup, State
from service.kit.base import ChanceSpec, GameCreated, Recorder
from service.kit.phases import Next


def initial_state(created: GameCreated, content: Any) -> State:
    players = len(created.players)
    table = content.tables[players]
    dummy = players if table.dummy else -1
    setup = Setup(created.players, table.seats, dummy, table, content, created.content_hash)
    heroes = tuple(content.hero_values)
    hands = tuple(Hand(heroes=heroes) for _ in range(table.seats))
    return State(
        setup=setup,
        phase=START_DRAW,
        tied=tuple(range(players)),
        hands=hands,
        caves=tuple(() for _ in table.caves),
        known=tuple(() for _ in range(table.seats)),
    )


def start_draw(g: State) -> ChanceSpec:
    """The players still tied draw a treasure card each."""
    cards = tuple(t.id for t in g.setup.content.treasures)
    return ChanceSpec(f"start-draw:{g.draws + 1}", "shuffle", cards)


def decks(g: State) -> Next:
    """The treasure, artifact and spell decks shuffled, in that order; then the Dummy's
    treasure cards dealt."""
    content = g.setup.content
    if not g.deck:
        return ChanceSpec("deck:treasures:1", "shuffle", tuple(t.id for t in content.treasures))
    if not g.artifacts and not g.row and not g.bought:
        return ChanceSpec("deck:artifacts", "shuffle", tuple(a.id for a in content.artifacts))
    if not g.spells:
        return ChanceSpec("deck:spells:1", "shuffle", tuple(content.spells))
    return _deal_dummy


def dealt(g: State) -> bool:
    """Set Up is done: the decks shuffled, the Dummy's treasure cards dealt."""
    dummy = g.setup.dummy
    return (bool(g.deck) and bool(g.artifacts or g.row or g.bought) and bool(g.spells)
            and (dummy < 0 or bool(g.hands[dummy].treasures)))


def _deal_dummy(out: Recorder) -> None:
    """Two players: the Dummy's treasure cards, face up."""
    g = out.state
    out.emit(ev.DummyTreasuresDealt(g.deck[:g.setup.content.dummy_start_treasures]))
