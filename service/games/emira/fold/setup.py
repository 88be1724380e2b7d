"""The fold of the setup: the initial state and the draws before the first turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import add, without
from service.games.emira.state import (
    KEEP_START,
    SETUP,
    Board,
    Decks,
    Game,
    Setup,
    Sheik,
    rings,
)
from service.kit.base import GameCreated
from service.kit.records import evolve, with_item


def initial_state(created: GameCreated, content: Any) -> Game:
    n = len(created.players)
    options = created.options or {}
    supply = content.supplies.get(n) or content.supplies[max(content.supplies)]
    # One counter of each type lies beside the board; the rest are in the bag.
    per = supply.appearance_per_type - 1
    board = Board(
        supply=(supply.camels, supply.palace_sections, supply.small_caravans,
                supply.large_caravans),
        bag=(per, per, per),
    )
    setup = Setup(players=tuple(created.players), advanced=bool(options.get("advanced", False)),
                  content_hash=created.content_hash, content=content, rings=rings(n))
    return Game(setup=setup, phase=SETUP, turn=0, first=0, sheiks=(Sheik(),) * n, board=board,
                decks=Decks(), stage="colours")


def _colours(g: Game, e: ev.ColoursDrawn) -> Game:
    content = g.content
    b = g.board
    camels, sections, small, large = b.supply
    bag: tuple[int, ...] = b.bag
    sheiks = []
    red_card = _red_card(content)
    for colour in e.colours[: g.n]:
        s = Sheik(colour=colour, gold=content.start_gold)
        if colour == "green":
            s, camels = evolve(s, camels=1), camels - 1
        elif colour == "white":
            s, sections = evolve(s, sections=1), sections - 1
        elif colour == "red":
            s = evolve(s, status=(red_card,))
        elif colour == "blue":
            s = evolve(s, counters=(0, 0, 1))
        sheiks.append(s)
    if "blue" not in e.colours[: g.n]:
        bag = add(bag, 2, 1)
    board = evolve(b, supply=(camels, sections, small, large), bag=bag)
    return evolve(g, sheiks=tuple(sheiks), board=board, stage="first")


def _red_card(content: Any) -> str:
    return next(c.id for c in content.status_cards.values() if c.cost == 350)


def _first(g: Game, e: ev.FirstPlayerDrawn) -> Game:
    return evolve(g, first=e.seat, stage="status1")


def _status_shuffled(g: Game, e: ev.StatusDeckShuffled) -> Game:
    if e.stage == "first":
        return evolve(g, decks=evolve(g.decks, status=tuple(e.order)),
                      stage="status2")
    aside = g.content.set_aside_status[g.n]
    deck = g.decks.status[:aside] + tuple(e.order)
    return evolve(g, decks=evolve(g.decks, status=deck), stage="goals")


def _goal(g: Game, e: ev.GoalDealt) -> Game:
    g = evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(g.sheiks[e.seat], goal=e.goal)))
    return evolve(g, stage="events") if e.seat == g.n - 1 else g


def _event_deck(g: Game, e: ev.EventDeckShuffled) -> Game:
    stage = "deal" if g.stage == "events" else "emira"
    return evolve(g, decks=evolve(g.decks, events=tuple(e.order)),
                  stage=stage)


def unseen_piles(g: Game) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The event deck, top first: its cards are seen only as they are drawn. (The cards
    dealt at the start go back under it, and it is shuffled again at once.) The Emira deck
    and the status deck keep their order in a fork: princesses sent home and statuses given
    back lie under them face up, and event cards let a seat look into the Emira deck and
    reorder its top, so part of their order is some seat's knowledge, which the state does
    not mark card by card."""
    return (("events", g.decks.events),)


def _pile_reshuffled(g: Game, e: ev.PileReshuffled) -> Game:
    return evolve(g, decks=evolve(g.decks, events=tuple(e.order)))  # the only pile it names


def _dealt(g: Game, e: ev.StartingEventsDealt) -> Game:
    d = g.decks
    dealt = d.dealt + (tuple(e.cards),)
    g = evolve(g, decks=evolve(d, events=d.events[len(e.cards):], dealt=dealt))
    return evolve(g, phase=KEEP_START) if e.seat == g.n - 1 else g


def _kept_start(g: Game, e: ev.StartingEventKept) -> Game:
    d = g.decks
    dealt = with_item(d.dealt, e.seat, without(d.dealt[e.seat], e.card))
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, hand=s.hand + (e.card,))),
                  decks=evolve(d, dealt=dealt))


def _returned(g: Game, e: ev.StartingEventsReturned) -> Game:
    d = g.decks
    back = tuple(c for cards in d.dealt for c in cards)
    return evolve(g, phase=SETUP, decks=evolve(d, events=d.events + back, dealt=()),
                  stage="reshuffle")


def _emira_deck(g: Game, e: ev.EmiraDeckShuffled) -> Game:
    return evolve(g, decks=evolve(g.decks, emira=tuple(e.order)),
                  stage="start")


HANDLERS: dict[type, Callable[[Game, Any], Game]] = {
    ev.ColoursDrawn: _colours,
    ev.FirstPlayerDrawn: _first,
    ev.StatusDeckShuffled: _status_shuffled,
    ev.GoalDealt: _goal,
    ev.EventDeckShuffled: _event_deck,
    ev.PileReshuffled: _pile_reshuffled,
    ev.StartingEventsDealt: _dealt,
    ev.StartingEventKept: _kept_start,
    ev.StartingEventsReturned: _returned,
    ev.EmiraDeckShuffled: _emira_deck,
}
