"""Setup (the rulebook's Setup and Quick Start Guide; README "Setup"): the options, the
first state, and what happens in each setup phase — the start player drawn, each seat's
character and skills in turn order, the decks shuffled and the quests and City cards
dealt, then every seat's secret goal at once."""

from __future__ import annotations

from typing import Any

from service.games.tales import events as ev
from service.games.tales.asks import GOAL, ask
from service.games.tales.components import Content
from service.games.tales.state import START, Hero, Setup, State
from service.games.tales.turn import begin_turn
from service.kit.base import ChanceSpec, GameCreated, Recorder, RuleViolation
from service.kit.options import Option, Options
from service.kit.phases import Ask, Next
from service.kit.turns import Pending

BASIC, CLASSIC, TIMED = "basic", "classic", "timed"
VARIANTS = (BASIC, CLASSIC, TIMED)
TIMED_ROUNDS = 12  # a timed game given neither rounds nor minutes


def _timed(players: int, options: dict[str, Any]) -> dict[str, Any]:
    """A timed game lasts a set number of rounds, or until a deadline, or both (Variants);
    the other variants take neither."""
    if options["variant"] != TIMED:
        if "rounds" in options or "minutes" in options:
            raise RuleViolation("BAD_OPTIONS", "rounds and minutes go with the timed variant "
                                               "only")
    elif "rounds" not in options and "minutes" not in options:
        options["rounds"] = TIMED_ROUNDS
    return options


OPTIONS = Options((
    Option("variant", str, "basic (goal totals by player count), classic (20) or timed",
           choices=VARIANTS, default=BASIC),
    Option("rounds", int, "timed: the rounds to play", low=1, high=200),
    Option("minutes", int, "timed: the minutes to play, from the game's creation",
           low=1, high=24 * 60),
), check=_timed)


def initial(created: GameCreated, content: Content) -> State:
    """Before the start player is drawn: every hero in Baghdad with the rules' start
    points and wealth (its character, skills and quest still to come)."""
    options = created.options
    n = len(created.players)
    variant = options.get("variant", BASIC)
    rules = content.rules
    goal = rules.classic_goal if variant == CLASSIC else rules.goals[n]
    timed = variant == TIMED
    minutes = options.get("minutes", 0) if timed else 0
    setup = Setup(players=created.players, goal=goal, variant=variant,
                  rounds=options.get("rounds", 0) if timed else 0,
                  deadline=created.created_at + 60 * minutes if minutes else 0.0,
                  content=content, content_hash=created.content_hash, n=n)
    hero = Hero(space=rules.start_space, destiny=rules.start_destiny, story=rules.start_story,
                wealth=rules.start_wealth)
    return State(setup=setup, phase=START, heroes=tuple(hero for _ in range(n)))


# --- the setup phases, in the rulebook's order -----------------------------------------------


def start_player(g: State) -> ChanceSpec:
    return ChanceSpec("start-player", "choice", tuple(range(g.n)))


def characters(g: State) -> Ask:
    """In turn order from the start player, each seat chooses a character still free."""
    taken = {h.character for h in g.heroes}
    free = tuple(c for c in g.setup.content.characters if c not in taken)
    return ask("character", g.seat, free)


def skills(g: State) -> Ask:
    """In turn order, round after round, each seat takes a skill it does not hold."""
    held = {s for s, _, _ in g.heroes[g.seat].skills}
    return ask("skill", g.seat, tuple(s for s in g.setup.content.skills if s not in held))


def quests(g: State) -> Next:
    """The quest, city, treasure and encounter decks shuffled; two quests and two City
    cards dealt to each seat; each seat keeps one of its quests, in turn order."""
    content = g.setup.content
    if not any(h.dealt or h.quest for h in g.heroes):
        if not g.quests:
            return ChanceSpec("deck:quests", "shuffle", tuple(content.quests))
        if not g.cities:
            return ChanceSpec("deck:cities", "shuffle", tuple(content.cities))
        if not g.treasures:
            return ChanceSpec("deck:treasures", "shuffle", tuple(content.treasures))
        if not g.encounters:
            return ChanceSpec("deck:encounters", "shuffle", tuple(content.cards))
        return deal
    h = g.heroes[g.seat]
    return ask("keep_quest", g.seat, h.dealt) if h.dealt else None


def deal(out: Recorder) -> None:
    g = out.state
    for k in range(g.n):
        seat = (g.start + k) % g.n
        out.emit(ev.QuestsDealt(seat, out.state.quests[:2]))
    for k in range(g.n):
        seat = (g.start + k) % g.n
        out.emit(ev.CitiesDealt(seat, out.state.cities[:2]))


def goals(g: State) -> Ask:
    """Every seat without a goal sets it, at once and in secret."""
    seats = tuple(s for s, h in enumerate(g.heroes) if h.goal is None)
    return Ask({s: GOAL for s in seats}, simultaneous=True, pending=Pending("goal", seats))


def goals_set(g: State) -> bool:
    return all(h.goal is not None for h in g.heroes)


def first_turn(out: Recorder) -> None:
    """Play begins with the start player's turn."""
    begin_turn(out, out.state.start)
