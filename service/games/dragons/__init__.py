"""Aladdin's Dragons: heroes placed face down win treasures, spells, the start player and the
palace's artifacts; spells and artifacts are played at any time (response windows).

3 to 5 players, or 2 with the rule-driven Dummy (`Ask.automaton`). The design notes —
phases, windows, the Dummy, secrets, designed content and the readings of open rules — are
in `seeds/dragons/README.md`.
"""

from __future__ import annotations

from service.games.dragons import content, fold, phases, rules, views, words
from service.games.dragons.commands import COMMAND_TYPES
from service.games.dragons.events import EVENT_TYPES, PileReshuffled
from service.games.dragons.setup import initial_state
from service.kit.game import Game, Piles
from service.kit.options import Options

GAME = Game(
    game_type="dragons",
    name="dragons",
    title="Aladdin's Dragons",
    min_players=rules.MIN_PLAYERS,
    max_players=rules.MAX_PLAYERS,
    stochastic=True,  # the decks, the start player's draws, the Dummy's heroes, the thief
    imperfect_information=True,  # heroes face down, hands, the guard's card, the decks
    options=Options(),  # none
    variants=({},),
    commands=COMMAND_TYPES,
    events=EVENT_TYPES,
    phases=phases.PHASES,
    moves=rules.MOVES,
    setup=initial_state,
    fold=fold.fold,
    view=views.view,
    result=rules.result,
    seats=lambda s: s.players,
    load_content=content.load,
    on_chance=rules.on_chance,
    refuse=phases.refuse,
    piles=Piles(fold.unseen_piles, PileReshuffled),
    words=words.WORDS,
)
