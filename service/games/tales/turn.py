"""A turn (Game Sequence Overview; README "A turn"), but its encounter (`encounter.py`):
the status check, the move, the quest step, selling, the victory check and the turn's end,
and the game's end.

Each step is what happens next at that step of the turn (`phases.py` reads them): an
automatic step (a callable that records events), a draw, or the seat's decision.
"""

from __future__ import annotations

from service.games.tales import events as ev
from service.games.tales import items
from service.games.tales.asks import ask
from service.games.tales.movement import seat_reach
from service.games.tales.state import (
    ENCOUNTER,
    MOVE,
    TIMES,
    State,
    blocked,
    goal_met,
    holds,
    home_safe,
    shortfall,
)
from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Next


def begin_turn(out: Recorder, seat: int) -> None:
    """A seat's turn: `TurnBegan` (its step is the move), then the status check at once."""
    g = out.state
    out.emit(ev.TurnBegan(seat, g.round, TIMES[g.time]))
    status_check(out, to_move=False)


def status_check(out: Recorder, to_move: bool = True) -> None:
    """Treasures and statuses: statuses' "turn" markers (a status with enough markers is
    lost); a quest that begins now moves its owner to its start. (A turn begun goes
    straight on to its move; a scene set by hand at this step reaches it here.)"""
    g = out.state
    seat = g.seat
    if g.heroes[seat].statuses:  # (the markers' statuses; most heroes hold none)
        items.mark(out, seat, "turn")
        g = out.state
    h = g.heroes[seat]
    if h.quest and not h.begun:
        out.emit(ev.QuestBegan(seat, h.quest))
        start = g.setup.content.quests[h.quest].start
        if start and start != h.space:
            out.emit(ev.Moved(seat, start, "quest"))
    if to_move:
        out.emit(ev.StepReached(seat, MOVE))


def checking(g: State) -> Next:
    return status_check


def moving(g: State) -> Next:
    """The Movement Phase: the seat ends its move on a space it reaches (staying put is a
    move), unless a status forbids moving."""
    seat = g.seat
    h = g.heroes[seat]
    if h.statuses and blocked(g, h, "move"):  # (most heroes hold none: no call)
        return lambda out: out.emit(ev.StepReached(seat, ENCOUNTER))
    steps, spaces = seat_reach(g, seat)
    return ask("move", seat, spaces, steps=steps)


# --- quests, selling, the end --------------------------------------------------------------


def quest_complete(g: State, seat: int) -> bool:
    """Every marker claimed and every requirement held — of a quest that has begun (FAQ
    Quests: "A Quest begins at the start of the next turn after you receive your Quest
    card"): one kept at this turn's quest step waits for the next turn."""
    content = g.setup.content
    h = g.heroes[seat]
    quest = content.quests.get(h.quest)
    if quest is None or not h.begun:
        return False
    if h.destiny < quest.destiny or h.story < quest.story or len(h.claimed) < len(quest.visit):
        return False  # the cheap tests first: this is asked at every turn's quest step
    return (all(s in h.claimed for s in quest.visit)
            and all(holds(g, h, r.kind, r.id) for r in quest.requires))


def questing(g: State) -> Next:
    """The quest step: a City card played is replaced (City Cards: a seat holds two while
    the deck and its discard pile last); a quest complete is awarded and replaced by one of
    two; then selling."""
    seat = g.seat
    h = g.heroes[seat]
    if h.dealt:
        return ask("keep_quest", seat, h.dealt)
    if len(h.cities) < 2:
        if g.cities:
            return lambda out: out.emit(ev.CityCardDrawn(seat, g.cities[0]))
        if g.city_discard:
            return ChanceSpec(f"deck:cities:{g.shuffles + 1}", "shuffle", g.city_discard)
    if quest_complete(g, seat):
        return lambda out: out.emit(ev.QuestCompleted(seat, h.quest))
    if not h.quest:
        if len(g.quests) < 2 and g.quest_discard:
            return ChanceSpec(f"deck:quests:{g.shuffles + 1}", "shuffle", g.quest_discard)
        if g.quests:
            return lambda out: out.emit(ev.QuestsDealt(seat, g.quests[:2]))
    return selling(g)


def sellable(g: State, seat: int) -> tuple[str, ...]:
    content = g.setup.content
    h = g.heroes[seat]
    space = content.spaces[h.space]
    if space.terrain != "city" or (h.statuses and blocked(g, h, "sell")):
        return ()
    return tuple(t for t in h.treasures if content.treasures[t].sell_levels > 0)


def selling(g: State) -> Next:
    """Selling: in a city, not Imprisoned, the seat may sell a treasure (again while any is
    left) or end its turn; with nothing to sell the turn goes on by itself."""
    options = sellable(g, g.seat)
    if options:
        return ask("sell", g.seat, options)
    return end


def ending(g: State) -> Next:
    return end


def end(out: Recorder) -> None:
    """The victory check and the turn's end: a seat in Baghdad with its goal met declares;
    "1 turn" statuses end; the next seat's turn, or the game's end."""
    g = out.state
    content = g.setup.content
    seat = g.seat
    h = g.heroes[seat]
    if g.declared < 0 and goal_met(h) and home_safe(g, h):
        last = tuple((seat + k) % g.n for k in range(1, g.n))
        out.emit(ev.VictoryDeclared(seat, last))
    here = content.spaces[h.space]
    for status, _, until in h.statuses:
        lose_on = content.statuses[status].lose_on
        if until and until <= h.turns:
            out.emit(ev.StatusLost(seat, status, "1 turn"))
        elif ("baghdad" in lose_on and h.space == content.rules.start_space) or (
                "city" in lose_on and here.terrain == "city"):
            out.emit(ev.StatusLost(seat, status, "place"))
    h = out.state.heroes[seat]
    terrain = content.spaces[h.space].terrain
    if h.statuses and terrain in ("city", "sea"):
        items.mark(out, seat, terrain)
    out.emit(ev.TurnEnded(seat))
    g = out.state
    nxt = (seat + 1) % g.setup.n
    if g.declared >= 0 and not g.last:
        game_end(out)
        return
    if nxt == g.start:
        out.emit(ev.TimeAdvanced(g.round + 1, TIMES[(g.time + 1) % len(TIMES)]))
        g = out.state
        if g.setup.rounds and g.round > g.setup.rounds:
            game_end(out, timed=True)
            return
    begin_turn(out, nxt)


def game_end(out: Recorder, timed: bool = False) -> None:
    """Game End / Timed Game: the eligible seats (with the goal met, in Baghdad after
    surviving an encounter there, as a declarer must be; timed: the closest to their
    goals), then most statuses, most skills; still tied: shared."""
    g = out.state
    heroes = g.heroes
    if timed:
        best = min(shortfall(h) for h in heroes)
        eligible = tuple(s for s, h in enumerate(heroes) if shortfall(h) == best)
    else:
        eligible = tuple(s for s, h in enumerate(heroes) if goal_met(h) and home_safe(g, h))
    key = {s: (len(heroes[s].statuses), len(heroes[s].skills)) for s in eligible}
    top = max(key.values()) if key else None
    winners = tuple(s for s in eligible if key[s] == top)
    goals = tuple(h.goal or (0, 0) for h in heroes)
    scores = tuple(h.destiny + h.story for h in heroes)
    out.emit(ev.GameEnded(winners, scores, goals, eligible, len(winners) > 1))
