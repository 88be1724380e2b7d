"""1001 (2016): two teams, secret votes and a Vizier's ban, Aladdin's flight, rewards.

2 to 8 players in two teams (32 vote cards are 8 sets of 1-4; a solo player of a 2- or
3-player game holds two sets). The design notes — phases, secrets, who acts when, designed
content — are in `seeds/1001/README.md`.
"""

from __future__ import annotations

from service.games.g1001 import content, fold, phases, rules, views, words
from service.games.g1001.commands import COMMAND_TYPES
from service.games.g1001.events import EVENT_TYPES
from service.games.g1001.teams import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from service.kit.game import Game

GAME = Game(
    game_type="1001",
    name="g1001",
    title="1001",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    stochastic=True,  # tiles, gems, flight cards, the draw among differing votes
    imperfect_information=True,  # the face-down votes and Vizier card
    options=OPTIONS,
    variants=({},),  # Flying Solo follows from the seat count
    commands=COMMAND_TYPES,
    events=EVENT_TYPES,
    phases=phases.PHASES,
    moves=rules.MOVES,
    setup=fold.initial_state,
    fold=fold.fold,
    view=views.view,
    result=rules.result,
    seats=lambda s: len(s.setup.players),
    load_content=content.load,
    on_chance=rules.on_chance,
    on_timer=rules.on_timer,
    refuse=phases.refuse,
    words=words.WORDS,
)
