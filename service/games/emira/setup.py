"""Starting play (rulebook 3.0, 6.0): the draws before the first turn, one after another
(`Game.stage` names which), the three event cards dealt to each seat, and the two
each seat did not keep, back under the deck (which is shuffled again).
"""

from __future__ import annotations

from typing import Any

from service.games.emira import events as ev
from service.games.emira.state import Game
from service.kit.base import ChanceSpec, Recorder

COLOURS = ("green", "white", "red", "blue", "black")
START_CARDS = 3


def status_pool(g: Game) -> tuple[str, ...]:
    """The status cards shuffled first: no 3-point card, not red's, not those removed with
    three players (the first cards of each removed cost, in file order)."""
    cards = g.content.status_cards
    red = next(k for k, v in cards.items() if v.cost == 350)
    pool = [k for k, v in cards.items() if v.cost > 0 and v.points != 3]
    if any(s.colour == "red" for s in g.sheiks):
        pool.remove(red)
    return tuple(sorted(k for k in pool if k not in removed_status(g)))


def removed_status(g: Game) -> tuple[str, ...]:
    if g.n != 3:
        return ()
    cards = g.content.status_cards
    red_taken = any(s.colour == "red" for s in g.sheiks)
    red = next(k for k, v in cards.items() if v.cost == 350)
    out: list[str] = []
    for cost in g.content.three_player_removed_status:
        out.append(next(k for k, v in cards.items()
                        if v.cost == cost and k not in out and not (red_taken and k == red)))
    return tuple(out)


def draw(g: Game) -> ChanceSpec | None:
    """The setup draw due now, if its stage is one (colours, first, status1, status2,
    goals, events; after the cards are kept, reshuffle and emira)."""
    stage = g.stage
    content = g.content
    if stage == "colours":
        return ChanceSpec("colours", "shuffle", COLOURS)
    if stage == "first":
        return ChanceSpec("first_player", "choice", tuple(range(g.n)))
    if stage == "status1":
        return ChanceSpec("status:first", "shuffle", status_pool(g))
    if stage == "status2":
        aside = content.set_aside_status[g.n]
        threes = [k for k, v in content.status_cards.items() if v.points == 3 and v.cost > 0]
        rest = g.decks.status[aside:] + tuple(k for k in threes if k not in removed_status(g))
        return ChanceSpec("status:second", "shuffle", tuple(sorted(rest)))
    if stage == "goals":
        goals = tuple(x.id for x in content.goals if x.players == g.n)
        return ChanceSpec("goals", "shuffle", goals)
    if stage == "events":
        cards = tuple(x.id for x in content.event_cards
                      if g.setup.advanced or not content.event_kinds[x.kind].advanced_only)
        return ChanceSpec("events", "shuffle", tuple(sorted(cards)))
    if stage == "reshuffle":
        return ChanceSpec("events:again", "shuffle", tuple(sorted(g.decks.events)))
    if stage == "emira":
        return ChanceSpec("emira", "shuffle", tuple(sorted(content.princesses)))
    return None


def drawn(g: Game) -> bool:
    """The draws due before the deal, or before the first turn, are done."""
    return g.stage in ("deal", "start")


def deal(out: Recorder) -> None:
    """Three event cards to each seat, from the top of the deck."""
    for seat in range(out.state.n):
        top = out.state.decks.events[:START_CARDS]
        out.emit(ev.StartingEventsDealt(seat, top))


def all_kept(g: Game) -> bool:
    return all(len(s.hand) == 1 for s in g.sheiks)


def return_the_rest(out: Recorder) -> None:
    """The cards nobody kept go back under the deck, to be shuffled again."""
    out.emit(ev.StartingEventsReturned(sum(len(d) for d in out.state.decks.dealt)))


def on_draw(out: Recorder, spec: ChanceSpec, outcome: Any) -> bool:
    """Record a setup draw's outcome; False when `spec` is no setup draw."""
    key = spec.key
    if key == "colours":
        out.emit(ev.ColoursDrawn(outcome))
    elif key == "first_player":
        out.emit(ev.FirstPlayerDrawn(spec.items[outcome]))
    elif key.startswith("status:"):
        out.emit(ev.StatusDeckShuffled(key.partition(":")[2], outcome))
    elif key == "goals":
        for seat in range(out.state.n):
            out.emit(ev.GoalDealt(seat, outcome[seat]))
    elif key.startswith("events"):
        out.emit(ev.EventDeckShuffled(outcome))
    elif key == "emira":
        out.emit(ev.EmiraDeckShuffled(outcome))
    else:
        return False
    return True
