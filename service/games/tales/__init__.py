"""Tales of the Arabian Nights: the story engine for 2 to 6 players, run against a content
pack (`seeds/tales/`, FORMAT.md).

Variants: basic (goal totals by player count), classic (20 for every count) and timed
(`{"variant": "timed", "rounds": N}` and/or `"minutes": M`). The design notes — setup, the
turn's steps, movement, encounters, awards, winning, secrets — are in
`seeds/tales/README.md`.
"""

from __future__ import annotations

from operator import attrgetter

from service.games.tales import content, fold, phases, rules, setup, views, words
from service.games.tales.commands import COMMAND_TYPES
from service.games.tales.events import EVENT_TYPES, PileReshuffled
from service.kit.game import Game, Piles

GAME = Game(
    game_type="tales",
    name="tales",
    title="Tales of the Arabian Nights",
    min_players=2,
    max_players=6,  # the solo game is not played here
    stochastic=True,
    imperfect_information=True,  # the secret goals, the decks' orders, the matrices' cells
    options=setup.OPTIONS,
    variants=({"variant": setup.BASIC}, {"variant": setup.CLASSIC},
              {"variant": setup.TIMED, "rounds": 8}),
    commands=COMMAND_TYPES,
    events=EVENT_TYPES,
    phases=phases.PHASES,
    moves=rules.MOVES,
    setup=setup.initial,
    fold=fold.fold,
    view=views.view,
    result=rules.result,
    seats=attrgetter("setup.n"),
    load_content=content.load,
    on_chance=rules.on_chance,
    on_timer=rules.on_timer,
    piles=Piles(fold.unseen_piles, PileReshuffled),
    words=words.WORDS,
)
