"""1000 and One Treasures: grid movement in a walled cave, card replacement, the bandit chief.

2 to 4 players; the variant "Ali Baba and the big luck" (the variation for younger players)
rolls a die for the steps; nobody has to leave the cave, and nobody loses treasures. The
design notes — phases, secrets, who acts when, the designed board and cards — are in
`seeds/treasures/README.md`.
"""

from __future__ import annotations

from service.games.treasures import content, fold, phases, rules, views, words
from service.games.treasures.commands import COMMAND_TYPES
from service.games.treasures.events import EVENT_TYPES, PileReshuffled
from service.games.treasures.state import BIG_LUCK, CLASSIC, VARIANTS, initial
from service.kit.game import Game, Piles
from service.kit.options import Option, Options

GAME = Game(
    game_type="treasures",
    name="treasures",
    title="1000 and One Treasures",
    min_players=2,
    max_players=4,
    stochastic=True,
    imperfect_information=True,  # the provision pile's order
    options=Options((
        Option("variant", str, "classic, or big_luck: Ali Baba and the big luck",
               choices=VARIANTS, default=CLASSIC),
    )),
    variants=({"variant": CLASSIC}, {"variant": BIG_LUCK}),
    commands=COMMAND_TYPES,
    events=EVENT_TYPES,
    phases=phases.PHASES,
    moves=rules.MOVES,
    setup=lambda created, cards: initial(cards, created.options.get("variant", CLASSIC),
                                         len(created.players)),
    fold=fold.fold,
    view=views.view,
    result=rules.result,
    seats=lambda s: s.seats,
    load_content=content.load,
    on_chance=rules.on_chance,
    refuse=phases.refuse,
    piles=Piles(fold.unseen_piles, PileReshuffled),
    chance_pending_code="WAITING_FOR_CHANCE",
    words=words.WORDS,
)
