"""The moves of Tales of the Arabian Nights: each answers the decision the flow asks
(`flow.current_ask`), validates its fields, records its events and lets the rules run on.
Also the draws' outcomes, the options and the result."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import repeat
from typing import Any

from service.games.tales import commands as cmd
from service.games.tales import events as ev
from service.games.tales import flow, items
from service.games.tales.state import (
    ENCOUNTER,
    END,
    GOALS,
    Ask,
    Game,
    reachable,
)
from service.kit.base import ChanceSpec, Command, Context, Recorder, Result, RuleViolation
from service.kit.turns import Move

MIN_PLAYERS, MAX_PLAYERS = 2, 6
VARIANTS = ("basic", "classic", "timed")


def validate_options(players: int, options: dict[str, Any]) -> dict[str, Any]:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleViolation("BAD_PLAYER_COUNT", "Tales of the Arabian Nights is for 2 to 6 "
                                                "players (the solo game is not played here)")
    unknown = set(options) - {"variant", "rounds", "minutes"}
    if unknown:
        raise RuleViolation("BAD_OPTIONS", f"unknown options {sorted(unknown)}")
    variant = options.get("variant", "basic")
    if variant not in VARIANTS:
        raise RuleViolation("BAD_OPTIONS", f"variant is one of {list(VARIANTS)}")
    out: dict[str, Any] = {"variant": variant}
    if variant == "timed":  # a set number of rounds, or a deadline, or both (Variants)
        rounds, minutes = options.get("rounds"), options.get("minutes")
        if rounds is None and minutes is None:
            rounds = 12
        if rounds is not None:
            if type(rounds) is not int or not 1 <= rounds <= 200:
                raise RuleViolation("BAD_OPTIONS", "a timed game lasts 1 to 200 rounds")
            out["rounds"] = rounds
        if minutes is not None:
            if type(minutes) is not int or not 1 <= minutes <= 24 * 60:
                raise RuleViolation("BAD_OPTIONS", "a timed game lasts 1 to 1440 minutes")
            out["minutes"] = minutes
    elif "rounds" in options or "minutes" in options:
        raise RuleViolation("BAD_OPTIONS", "rounds and minutes go with the timed variant only")
    return out


_NEXT = flow.next_step.slot  # (state, its next step): `memo.last_state`'s slot


def _ask(out: Recorder, *names: str) -> Any:
    g = out.state  # `current_ask`'s test, its memo read here: asked at every command
    memo = _NEXT[0]
    ask = memo[1] if memo[0] is g else flow.next_step(g)
    if type(ask) is not Ask or ask.name not in names:  # the gate let the type through: it is asked
        raise RuleViolation("NOT_ASKED", "that is not what the game waits for")
    return ask


def _one_of(value: Any, options: tuple, what: str) -> None:
    if type(value) is not str or value not in options:
        shown = ", ".join(map(str, options[:12])) + (" …" if len(options) > 12 else "")
        raise RuleViolation("NOT_AN_OPTION", f"{value!r} is not {what}: {shown}")


# --- setup ---------------------------------------------------------------------------------


def choose_character(out: Recorder, c: cmd.ChooseCharacter, seat: int) -> None:
    ask = _ask(out, "character")
    _one_of(c.character, ask.options, "a character still free")
    out.emit(ev.CharacterChosen(seat, c.character))
    flow.advance(out)


def take_skill(out: Recorder, c: cmd.TakeSkill, seat: int) -> None:
    ask = _ask(out, "skill")
    _one_of(c.skill, ask.options, "a skill this seat has not taken")
    out.emit(ev.SkillTaken(seat, c.skill))
    flow.advance(out)


def keep_quest(out: Recorder, c: cmd.KeepQuest, seat: int) -> None:
    ask = _ask(out, "keep_quest")
    _one_of(c.quest, ask.options, "a quest dealt to this seat")
    out.emit(ev.QuestKept(seat, c.quest, tuple(q for q in ask.options if q != c.quest)))
    flow.advance(out)


def set_goal(out: Recorder, c: cmd.SetGoal, seat: int) -> None:
    g = out.state
    if g.phase != GOALS or g.heroes[seat].goal is not None:
        raise RuleViolation("NOT_ASKED", "this seat has no goal to set now")
    total = g.setup.goal
    d, s = c.destiny, c.story
    if type(d) is not int or type(s) is not int or d < 0 or s < 0 or d + s != total:
        raise RuleViolation("BAD_GOAL", f"Destiny and Story Points adding up to {total} "
                                        f"(neither below 0), not {d!r} + {s!r}")
    out.emit(ev.GoalSet(seat, d, s))
    flow.advance(out)


def goal_options(g: Game, seat: int) -> list[Command]:
    total = g.setup.goal
    return [cmd.SetGoal(seat, d, total - d) for d in range(total + 1)]


# --- the turn ------------------------------------------------------------------------------


def move(out: Recorder, c: cmd.Move, seat: int) -> None:
    ask = _ask(out, "move")
    g = out.state
    steps = reachable(g, seat).get(c.to) if type(c.to) is str else None
    if steps is None:  # the reach's keys are the options: a look-up, not a scan of thirty
        _one_of(c.to, ask.options, "a space this seat can reach")
    here = g.heroes[seat].space
    if c.to != here:
        out.emit(ev.Moved(seat, c.to, "move", steps))
        if g.setup.content.spaces[c.to].power:  # entered: the Destination marker comes off
            out.emit(ev.DestinationSet(seat, ""))
    out.emit(ev.StepReached(seat, ENCOUNTER))
    flow.advance(out)


def choose_encounter(out: Recorder, c: cmd.ChooseEncounter, seat: int) -> None:
    ask = _ask(out, "encounter")
    if (c.source, c.card) not in ask.options:
        shown = ", ".join(f"{s} {k}".strip() for s, k in ask.options)
        raise RuleViolation("NOT_AN_OPTION", f"{c.source!r} {c.card!r}: choose one of {shown}")
    g = out.state
    if c.source == "deck":
        if not g.encounters:
            flow.no_encounter(out)  # the deck and its discard pile are empty
        else:
            flow.begin(out, "deck", g.encounters[0])
    else:
        flow.begin(out, c.source, c.card)
    flow.advance(out)


def encounter_options(g: Game, seat: int) -> list[Command]:
    ask = flow.current_ask(g)
    return [cmd.ChooseEncounter(seat, s, k) for s, k in ask.options] if ask else []


def choose_reaction(out: Recorder, c: cmd.ChooseReaction, seat: int) -> None:
    ask = _ask(out, "reaction")
    _one_of(c.reaction, ask.options, "a reaction of this matrix")
    g = out.state
    enc = g.enc
    cell = g.setup.content.matrices[enc.matrix].rows[enc.row][c.reaction]
    out.emit(ev.ReactionChosen(seat, enc.matrix, enc.row, c.reaction, cell))
    flow.advance(out)


def use_master(out: Recorder, c: cmd.UseMaster, seat: int) -> None:
    ask = _ask(out, "master")
    if type(c.choice) is not int or not 0 <= c.choice < len(ask.options):
        raise RuleViolation("NOT_AN_OPTION", f"choice is 0 to {len(ask.options) - 1}")
    paragraph, skill = ask.options[c.choice]
    out.emit(ev.MasterUsed(seat, skill, paragraph))
    flow.advance(out)


def roll_destiny(out: Recorder, c: cmd.RollDestiny, seat: int) -> None:
    _ask(out, "master")
    out.emit(ev.MasterDeclined(seat))
    flow.advance(out)


def choose_section(out: Recorder, c: cmd.ChooseSection, seat: int) -> None:
    ask = _ask(out, "section")
    if type(c.section) is not int or c.section not in ask.options:
        raise RuleViolation("NOT_AN_OPTION", f"section {c.section!r} is not one this seat may "
                                             f"choose: {list(ask.options)}")
    flow.choose_section(out, c.section)
    flow.advance(out)


def choose_space(out: Recorder, c: cmd.ChooseSpace, seat: int) -> None:
    ask = _ask(out, "space")
    _one_of(c.space, ask.options, "a space this award allows")
    items.resolve(out, c.space)
    flow.advance(out)


def _lose(kind: str):
    field = kind.split("_", 1)[1]

    def apply(out: Recorder, c: Any, seat: int) -> None:
        ask = _ask(out, kind)
        _one_of(getattr(c, field), ask.options, f"a {field} this seat holds")
        items.resolve(out, getattr(c, field))
        flow.advance(out)

    return apply


def keep_card(out: Recorder, c: cmd.KeepCard, seat: int) -> None:
    _ask(out, "keep_card")
    if type(c.keep) is not bool:
        raise RuleViolation("NOT_AN_OPTION", "keep is true or false")
    flow.finish(out, c.keep)
    flow.advance(out)


def sell(out: Recorder, c: cmd.SellTreasure, seat: int) -> None:
    ask = _ask(out, "sell")
    _one_of(c.treasure, ask.options, "a treasure this seat may sell here")
    g = out.state
    t = g.setup.content.treasures[c.treasure]
    items.lose_treasure(out, seat, c.treasure, "sold")
    items.change_wealth(out, seat, t.sell_levels,
                        f"max:{g.setup.content.rules.wealth[t.sell_max].id}", "sold")
    level = out.state.setup.content.rules.wealth[out.state.heroes[seat].wealth].id
    out.emit(ev.TreasureSold(seat, c.treasure, level))
    flow.advance(out)


def end_turn(out: Recorder, c: cmd.EndTurn, seat: int) -> None:
    _ask(out, "sell")
    out.emit(ev.StepReached(seat, END))
    flow.advance(out)


def _options(command: type, field: str):
    """The options of the decision asked, as commands. Commands are values: each is built
    once (listing a move's thirty spaces every turn was a tenth of self-play's time), and
    a list of options not asked before is made of the commands already built."""

    class Built(dict):
        def __missing__(self, key: tuple[int, Any]) -> Command:
            self[key] = made = command(*key)  # (seat, value): the two fields
            return made

    built = Built()

    @cache
    def offered(seat: int, values: tuple) -> tuple[Command, ...]:
        return tuple(map(built.__getitem__, zip(repeat(seat), values)))

    def options(g: Game, seat: int) -> tuple[Command, ...]:
        memo = _NEXT[0]  # as `current_ask`, its memo read here: listed at every step
        ask = memo[1] if memo[0] is g else flow.next_step(g)
        return offered(seat, ask.options) if type(ask) is Ask else ()

    return options


def _always(listed: Callable[[int], tuple[Command, ...]]):
    """Options that depend on the seat alone, built once per seat."""
    by_seat = cache(listed)
    return lambda g, seat: by_seat(seat)


# --- the draws -----------------------------------------------------------------------------


def on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    g = out.state
    key = spec.key
    seat = g.seat
    if key.startswith("destiny:"):  # the most frequent draws first
        out.emit(ev.DestinyRolled(seat, outcome, g.enc.cell + outcome))
    elif key.startswith("chart:"):
        _chart(out, outcome)
    elif key == "start-player":
        out.emit(ev.StartPlayerDrawn(outcome))
    elif key.startswith("deck:"):
        deck = key.split(":")[1]
        again = key.count(":") == 2
        order = tuple(outcome)
        if deck == "encounters" and not again:
            order = _with_places(g, order)
        out.emit(ev.DeckShuffled(deck, order, len(order), again))
    elif key.startswith("city:"):
        out.emit(ev.CityRolled(seat, g.enc.card, outcome))
    else:  # transport:, lose: — the first queued item's draw
        items.resolve(out, outcome)
    flow.advance(out)


def _with_places(g: Game, order: tuple[str, ...]) -> tuple[str, ...]:
    """Setup: as many Place of Power cards as players — the first ones in the shuffled
    order — stay among the others; the rest leave the game."""
    cards = g.setup.content.cards
    places = [c for c in order if cards[c].kind == "place_of_power"]
    chosen = set(places[: g.n])
    return tuple(c for c in order if cards[c].kind != "place_of_power" or c in chosen)


def _chart(out: Recorder, die: int) -> None:
    """Discover Your Encounter: one die + the space's terrain number + the Destiny bonus +
    treasures' bonuses, at most 12; the entry names the matrix and its row."""
    g = out.state
    content = g.setup.content
    seat = g.seat
    h = g.heroes[seat]
    chart = content.charts[g.enc.ref]
    terrain = content.spaces[g.enc.space].number
    bonus = 0
    for least, b in content.rules.destiny_bonus:
        if h.destiny >= least:
            bonus = b
    extra = 0
    for t in h.treasures:
        extra += content.treasures[t].chart_bonus
    total = min(content.rules.chart_max, max(1, die + terrain + bonus + extra))
    entry = chart.entries[total - 1]
    out.emit(ev.ChartRolled(seat, chart.number, die, terrain, bonus, extra, total, entry.name,
                            entry.matrix, entry.adjective))


def on_timer(out: Recorder, ctx: Context) -> None:
    """The timed game's deadline passed: time is up (Variants, Timed Game)."""
    out.emit(ev.TimeRanOut(out.state.setup.deadline))
    flow.game_end(out, timed=True)


def result(g: Game) -> Result | None:
    if g.winners is None:
        return None
    return Result(g.winners, g.scores)


MOVES: dict[type[Command], Move] = {
    cmd.ChooseCharacter: Move(choose_character, _options(cmd.ChooseCharacter, "character")),
    cmd.TakeSkill: Move(take_skill, _options(cmd.TakeSkill, "skill")),
    cmd.KeepQuest: Move(keep_quest, _options(cmd.KeepQuest, "quest")),
    cmd.SetGoal: Move(set_goal, goal_options),
    cmd.Move: Move(move, _options(cmd.Move, "to")),
    cmd.ChooseEncounter: Move(choose_encounter, encounter_options),
    cmd.ChooseReaction: Move(choose_reaction, _options(cmd.ChooseReaction, "reaction")),
    cmd.UseMaster: Move(use_master, lambda g, s: [cmd.UseMaster(s, i) for i in range(
        len(flow.current_ask(g).options))] if flow.current_ask(g) else []),
    cmd.RollDestiny: Move(roll_destiny, _always(lambda s: (cmd.RollDestiny(s),))),
    cmd.ChooseSection: Move(choose_section, _options(cmd.ChooseSection, "section")),
    cmd.ChooseSpace: Move(choose_space, _options(cmd.ChooseSpace, "space")),
    cmd.LoseStatus: Move(_lose("lose_status"), _options(cmd.LoseStatus, "status")),
    cmd.LoseSkill: Move(_lose("lose_skill"), _options(cmd.LoseSkill, "skill")),
    cmd.LoseTreasure: Move(_lose("lose_treasure"), _options(cmd.LoseTreasure, "treasure")),
    cmd.KeepCard: Move(keep_card, _always(lambda s: (cmd.KeepCard(s, True),
                                                     cmd.KeepCard(s, False)))),
    cmd.SellTreasure: Move(sell, _options(cmd.SellTreasure, "treasure")),
    cmd.EndTurn: Move(end_turn, _always(lambda s: (cmd.EndTurn(s),))),
}

