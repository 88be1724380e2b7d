"""New Game: the game the scaffold made (`tools/scaffold.py`), ready to be replaced by yours.

Each seat is dealt a secret hand; in turn, each plays a card face up; when every hand is
empty the highest total wins. Its design on paper, the way every game's begins, is
`seeds/newgame/README.md`.
"""

from __future__ import annotations

from service.games.newgame import content, fold, phases, rules, views, words
from service.games.newgame.commands import COMMAND_TYPES
from service.games.newgame.events import EVENT_TYPES
from service.games.newgame.state import setup
from service.kit.game import Game
from service.kit.options import Option, Options

GAME = Game(
    game_type="newgame-type",
    name="newgame",
    title="New Game",
    min_players=2,
    max_players=4,
    stochastic=True,
    imperfect_information=True,  # the hands
    options=Options((
        Option("hand", int, "cards dealt to each seat", low=1, high=6, default=6),
    )),
    variants=({"hand": 6}, {"hand": 3}),
    commands=COMMAND_TYPES,
    events=EVENT_TYPES,
    phases=phases.PHASES,
    moves=rules.MOVES,
    setup=setup,
    fold=fold.fold,
    view=views.view,
    result=rules.result,
    seats=lambda s: s.seats,
    load_content=content.load,
    on_chance=rules.on_chance,
    words=words.WORDS,
)
