"""Emira: sheiks bid for actions to attract princesses who fill their secret goals.

3 to 5 players; the advanced rules (`{"advanced": true}`, rulebook 8.0) add the palace
track, event cards in the first turn, the big tumult and the score's tie-break. The design
notes — phases, bidding and choosing readings, secrets, designed content — are in
`seeds/emira/README.md`.
"""

from __future__ import annotations

from service.games.emira import content, fold, phases, rules, views, words
from service.games.emira.commands import COMMAND_TYPES
from service.games.emira.events import EVENT_TYPES, PileReshuffled
from service.kit.game import Game, Piles
from service.kit.options import Option, Options

GAME = Game(
    game_type="emira",
    name="emira",
    title="Emira",
    min_players=3,
    max_players=5,
    stochastic=True,
    imperfect_information=True,  # goals, hands, the decks' order
    options=Options((
        Option("advanced", bool, "the advanced rules (8.0)", default=False),
    )),
    variants=({"advanced": False}, {"advanced": True}),
    commands=COMMAND_TYPES,
    events=EVENT_TYPES,
    phases=phases.PHASES,
    moves=rules.MOVES,
    setup=fold.initial_state,
    fold=fold.fold,
    view=views.view,
    result=rules.result,
    seats=lambda g: g.n,
    load_content=content.load,
    on_chance=rules.on_chance,
    refuse=phases.refuse,
    piles=Piles(fold.unseen_piles, PileReshuffled),
    words=words.WORDS,
)
