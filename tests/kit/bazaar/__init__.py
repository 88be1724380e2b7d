"""Bazaar: the kit's toy game (secret simultaneous bids on a timer, a pending decision, a
response window, a rule-driven merchant, chance). Not a real game: it exists to prove that
the kit (service/kit/) carries what the next games need. Design: README.md.

Plugged into a server only through `SCHEHERAZADE_GAMES=tests.kit.bazaar`.
"""

from __future__ import annotations

from service.kit.game import Game
from tests.kit.bazaar import fold, rules, views
from tests.kit.bazaar.commands import COMMAND_TYPES
from tests.kit.bazaar.events import EVENT_TYPES
from tests.kit.bazaar.state import CONTENT, MAX_PLAYERS, MIN_PLAYERS, initial

GAME = Game(
    game_type="bazaar",
    name="bazaar",
    title="Bazaar",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    stochastic=True,
    imperfect_information=True,
    options=rules.OPTIONS,
    commands=COMMAND_TYPES,
    events=EVENT_TYPES,
    phases=rules.PHASES,
    moves=rules.MOVES,
    setup=lambda created, content: initial(len(created.players)),
    fold=fold.fold,
    view=views.view,
    result=rules.result,
    seats=lambda s: s.seats,
    load_content=lambda: CONTENT,
    on_chance=rules.on_chance,
    on_timer=rules.on_timer,
    refuse=rules.refuse,
    # Outside the tree, the adapters cannot follow the convention: the game names them.
    adapters={
        "projections": "tests.kit.bazaar_adapters.projection",
        "render": "tests.kit.bazaar_adapters.render",
    },
)
