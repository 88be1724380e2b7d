"""The moves of Tales of the Arabian Nights (`MOVES`): each answers the decision the phases
ask (`phases.asked`), checks its fields and records its events; the kit's loop then runs
what follows. Also the draws' outcomes, the timer's end and the result."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.tales import commands as cmd
from service.games.tales import encounter, items, turn
from service.games.tales import events as ev
from service.games.tales.asks import MAX_PLAYERS, Choice
from service.games.tales.movement import spends_seamanship
from service.games.tales.phases import asked
from service.games.tales.state import ENCOUNTER, END, GOALS, State, skill_level
from service.kit.base import ChanceSpec, Command, Context, Recorder, Result, RuleViolation
from service.kit.turns import Move


def _asked(out: Recorder, name: str) -> Choice:
    choice = asked(out.state)
    if choice is None or choice.name != name:  # (the gate let the type through: it is)
        raise RuleViolation("NOT_ASKED", "that is not what the game waits for")
    return choice


def _one_of(value: Any, options: tuple, what: str) -> None:
    if type(value) is not str or value not in options:
        shown = ", ".join(map(str, options[:12])) + (" …" if len(options) > 12 else "")
        raise RuleViolation("NOT_AN_OPTION", f"{value!r} is not {what}: {shown}")


# --- setup ---------------------------------------------------------------------------------


def choose_character(out: Recorder, c: cmd.ChooseCharacter, seat: int) -> None:
    """Setup: one's character; or, for a `placed:` award, the other player (named by its
    character) who places one's own ("you choose another player to place your
    Character")."""
    choice = asked(out.state)
    if choice is not None and choice.name == "placer":
        _one_of(c.character, choice.options, "another player's character")
        heroes = out.state.heroes
        placer = next(s for s in range(len(heroes)) if heroes[s].character == c.character)
        out.emit(ev.PlacerChosen(seat, placer))
        return
    choice = _asked(out, "character")
    _one_of(c.character, choice.options, "a character still free")
    out.emit(ev.CharacterChosen(seat, c.character))


def take_skill(out: Recorder, c: cmd.TakeSkill, seat: int) -> None:
    choice = _asked(out, "skill")
    _one_of(c.skill, choice.options, "a skill this seat has not taken")
    out.emit(ev.SkillTaken(seat, c.skill))


def keep_quest(out: Recorder, c: cmd.KeepQuest, seat: int) -> None:
    choice = _asked(out, "keep_quest")
    _one_of(c.quest, choice.options, "a quest dealt to this seat")
    out.emit(ev.QuestKept(seat, c.quest, tuple(q for q in choice.options if q != c.quest)))


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


def goal_options(g: State, seat: int) -> list[Command]:
    total = g.setup.goal
    made = g.setup.content.offers[cmd.SetGoal][seat]
    return [made[d, total - d] for d in range(total + 1)]


# --- the turn ------------------------------------------------------------------------------


def move(out: Recorder, c: cmd.Move, seat: int) -> None:
    choice = _asked(out, "move")
    g = out.state
    reach = choice.steps or {}  # the reach's keys are the options: a look-up, not a scan
    if type(c.to) is not str or c.to not in reach:
        _one_of(c.to, choice.options, "a space this seat can reach")  # refuses
    steps = reach[c.to]
    h = g.heroes[seat]
    if c.to != h.space:
        spent = spends_seamanship(g, seat, c.to)
        out.emit(ev.Moved(seat, c.to, "move", steps))
        if g.setup.content.spaces[c.to].power:  # entered: the Destination marker comes off
            out.emit(ev.DestinationSet(seat, ""))
        if spent:  # a "1 use" Seamanship used: back to the bank, or Master → Talent
            out.emit(ev.SkillLost(seat, "seamanship", skill_level(h, "seamanship") - 1,
                                  "used"))
    out.emit(ev.StepReached(seat, ENCOUNTER))


def choose_encounter(out: Recorder, c: cmd.ChooseEncounter, seat: int) -> None:
    choice = _asked(out, "encounter")
    if (c.source, c.card) not in choice.options:
        shown = ", ".join(f"{s} {k}".strip() for s, k in choice.options)
        raise RuleViolation("NOT_AN_OPTION", f"{c.source!r} {c.card!r}: choose one of {shown}")
    g = out.state
    if c.source != "deck":
        encounter.begin(out, c.source, c.card)
    elif g.encounters:
        encounter.begin(out, "deck", g.encounters[0])
    else:
        encounter.no_encounter(out)  # the deck and its discard pile are empty


def choose_reaction(out: Recorder, c: cmd.ChooseReaction, seat: int) -> None:
    choice = _asked(out, "reaction")
    _one_of(c.reaction, choice.options, "a reaction of this matrix")
    g = out.state
    enc = g.enc
    cell = g.setup.content.matrices[enc.matrix].rows[enc.row][c.reaction]
    out.emit(ev.ReactionChosen(seat, enc.matrix, enc.row, c.reaction, cell))


def use_master(out: Recorder, c: cmd.UseMaster, seat: int) -> None:
    choice = _asked(out, "master")
    if type(c.choice) is not int or not 0 <= c.choice < len(choice.options):
        raise RuleViolation("NOT_AN_OPTION", f"choice is 0 to {len(choice.options) - 1}")
    paragraph, skill = choice.options[c.choice]
    out.emit(ev.MasterUsed(seat, skill, paragraph))


def roll_destiny(out: Recorder, c: cmd.RollDestiny, seat: int) -> None:
    _asked(out, "master")
    out.emit(ev.MasterDeclined(seat))


def choose_section(out: Recorder, c: cmd.ChooseSection, seat: int) -> None:
    choice = _asked(out, "section")
    if type(c.section) is not int or c.section not in choice.options:
        raise RuleViolation("NOT_AN_OPTION", f"section {c.section!r} is not one this seat may "
                                             f"choose: {list(choice.options)}")
    encounter.choose_section(out, c.section)


def choose_space(out: Recorder, c: cmd.ChooseSpace, seat: int) -> None:
    choice = _asked(out, "space")
    _one_of(c.space, choice.options, "a space this award allows")
    items.resolve(out, c.space)


def _lose(name: str, field: str) -> Callable[[Recorder, Any, int], None]:
    """A status, skill or treasure of one's choice lost (the award's item); a treasure
    also when it is discarded instead of a fate ("protect": "" keeps it)."""

    def apply(out: Recorder, c: Any, seat: int) -> None:
        choice = asked(out.state)
        if choice is None or not (choice.name == name
                                  or (choice.name == "protect" and name == "lose_treasure")):
            choice = _asked(out, name)  # refuses
        value = getattr(c, field)
        _one_of(value, choice.options, f"a {field} this seat holds")
        items.resolve(out, value)

    return apply


def keep_card(out: Recorder, c: cmd.KeepCard, seat: int) -> None:
    _asked(out, "keep_card")
    if type(c.keep) is not bool:
        raise RuleViolation("NOT_AN_OPTION", "keep is true or false")
    encounter.finish(out, c.keep)


def sell(out: Recorder, c: cmd.SellTreasure, seat: int) -> None:
    choice = _asked(out, "sell")
    _one_of(c.treasure, choice.options, "a treasure this seat may sell here")
    rules = out.state.setup.content.rules
    t = out.state.setup.content.treasures[c.treasure]
    items.lose_treasure(out, seat, c.treasure, "sold")
    items.change_wealth(out, seat, t.sell_levels, f"max:{rules.wealth[t.sell_max].id}", "sold")
    level = rules.wealth[out.state.heroes[seat].wealth].id
    out.emit(ev.TreasureSold(seat, c.treasure, level))


def end_turn(out: Recorder, c: cmd.EndTurn, seat: int) -> None:
    _asked(out, "sell")
    out.emit(ev.StepReached(seat, END))


# --- the options of the decision asked ---------------------------------------------------------


def _offered(kind: type[Command]) -> Callable[[State, int], list[Command]]:
    """The options of the decision asked, each as the command that answers it (made when
    the pack loaded: `offers.py`)."""

    def options(g: State, seat: int) -> list[Command]:
        choice = asked(g)
        if choice is None:
            return []
        made = g.setup.content.offers[kind][seat]
        return [made[o] for o in choice.options]

    return options


def _masters(g: State, seat: int) -> list[Command]:
    choice = asked(g)
    if choice is None:
        return []
    made = g.setup.content.offers[cmd.UseMaster][seat]
    return [made[i] for i in range(len(choice.options))]


# Options of the seat alone, one tuple per seat.
_ROLL = tuple((cmd.RollDestiny(s),) for s in range(MAX_PLAYERS))
_KEEP = tuple((cmd.KeepCard(s, True), cmd.KeepCard(s, False)) for s in range(MAX_PLAYERS))
_END = tuple((cmd.EndTurn(s),) for s in range(MAX_PLAYERS))


# --- the draws and the timer ---------------------------------------------------------------


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


def _with_places(g: State, order: tuple[str, ...]) -> tuple[str, ...]:
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
    turn.game_end(out, timed=True)


def result(g: State) -> Result | None:
    if g.winners is None:
        return None
    return Result(g.winners, g.scores)


MOVES: dict[type[Command], Move] = {
    cmd.ChooseCharacter: Move(choose_character, _offered(cmd.ChooseCharacter)),
    cmd.TakeSkill: Move(take_skill, _offered(cmd.TakeSkill)),
    cmd.KeepQuest: Move(keep_quest, _offered(cmd.KeepQuest)),
    cmd.SetGoal: Move(set_goal, goal_options),
    cmd.Move: Move(move, _offered(cmd.Move)),
    cmd.ChooseEncounter: Move(choose_encounter, _offered(cmd.ChooseEncounter)),
    cmd.ChooseReaction: Move(choose_reaction, _offered(cmd.ChooseReaction)),
    cmd.UseMaster: Move(use_master, _masters),
    cmd.RollDestiny: Move(roll_destiny, lambda g, seat: _ROLL[seat]),
    cmd.ChooseSection: Move(choose_section, _offered(cmd.ChooseSection)),
    cmd.ChooseSpace: Move(choose_space, _offered(cmd.ChooseSpace)),
    cmd.LoseStatus: Move(_lose("lose_status", "status"), _offered(cmd.LoseStatus)),
    cmd.LoseSkill: Move(_lose("lose_skill", "skill"), _offered(cmd.LoseSkill)),
    cmd.LoseTreasure: Move(_lose("lose_treasure", "treasure"), _offered(cmd.LoseTreasure)),
    cmd.KeepCard: Move(keep_card, lambda g, seat: _KEEP[seat]),
    cmd.SellTreasure: Move(sell, _offered(cmd.SellTreasure)),
    cmd.EndTurn: Move(end_turn, lambda g, seat: _END[seat]),
}
