"""The fold of Aladdin's Dragons: one handler per event, each a copy of what it changes
(`evolve(record, field=value)`, a seat's hand or a location's heroes with `with_item`).

Handlers never validate: the moves checked everything before the event was recorded. This
module holds Set Up, phase one, phase two and the windows, and the table of every handler;
phase three is `fold_resolving`, the cards played and the Dummy's cards `fold_cards`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.dragons import events as ev
from service.games.dragons import fold_cards, fold_resolving
from service.games.dragons.state import (
    CARAVANSERAI,
    CAVE,
    CHOOSE_START,
    DECKS,
    GUARD,
    LAYOUT,
    NO_EFFECTS,
    PLACING,
    ROOM,
    TENT,
    Hand,
    Hero,
    Owed,
    State,
    place_index,
)
from service.kit.base import Event, GameCreated
from service.kit.records import evolve, with_item

Handler = Callable[[State, Any], State]


def fold(g: State, e: Event) -> State:
    return HANDLERS[type(e)](g, e)


def unseen_piles(g: State) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    """The face-down piles, top first: the treasure, artifact and spell decks, and the Dummy's
    heroes still to place. Cards are seen only as they leave a pile, and nothing looks
    ahead. A discard shuffled in goes under what is left, but only when a draw needs more
    than is left, and that draw takes the rest at once: a pile is one unseen run but for
    that moment, when a fork shuffles it whole."""
    piles: list[tuple[str, tuple[Any, ...]]] = [
        ("treasures", g.deck), ("artifacts", g.artifacts), ("spells", g.spells)]
    if g.setup.dummy >= 0 and g.hands:
        piles.append(("dummy_heroes", g.hands[g.setup.dummy].heroes))
    return tuple(piles)


def _dummy_heroes(g: State, order: tuple[int, ...]) -> tuple[Hand, ...]:
    dummy = g.setup.dummy
    return with_item(g.hands, dummy, evolve(g.hands[dummy], heroes=order))


# --- Set Up --------------------------------------------------------------------------------


def _start_drawn(g: State, e: ev.StartDrawn) -> State:
    values = [g.setup.content.treasure_by_id[c].value for c in e.cards]
    high = max(values)
    tied = tuple(s for s, v in zip(e.seats, values, strict=True) if v == high)
    if len(tied) == 1:
        owed = Owed("choose_start", tied[0], tied[0], tuple(range(g.players)))
        return evolve(g, draws=e.draw, tied=tied, phase=CHOOSE_START, owed=owed)
    return evolve(g, draws=e.draw, tied=tied)


def _start_chosen(g: State, e: ev.StartPlayerChosen) -> State:
    if g.phase == CHOOSE_START:
        return evolve(g, start=e.start, owed=None, phase=DECKS, tied=())
    return evolve(g, start=e.start, owed=None)


def _pile_reshuffled(g: State, e: ev.PileReshuffled) -> State:
    order = tuple(e.order)
    if e.pile == "treasures":
        return evolve(g, deck=order)
    if e.pile == "artifacts":
        return evolve(g, artifacts=order)
    if e.pile == "spells":
        return evolve(g, spells=order)
    return evolve(g, hands=_dummy_heroes(g, order))  # the Dummy's heroes


def _shuffled(g: State, e: ev.DeckShuffled) -> State:
    order = tuple(e.order)
    # A reshuffled discard pile goes under what is left of the deck.
    if e.deck == "treasures":
        if e.reshuffle:
            return evolve(g, deck=g.deck + order, discard=g.discard[-1:],
                          shuffles=g.shuffles + 1)
        return evolve(g, deck=g.deck + order)
    if e.deck == "artifacts":
        return evolve(g, artifacts=order)
    if e.deck == "spells":
        if e.reshuffle:
            return evolve(g, spells=g.spells + order, spell_discard=(),
                          spell_shuffles=g.spell_shuffles + 1)
        return evolve(g, spells=g.spells + order)
    # the Dummy's heroes, for this round: phase one's "dummy" step
    return evolve(g, hands=_dummy_heroes(g, order), layout=g.layout[1:])


def _dummy_dealt(g: State, e: ev.DummyTreasuresDealt) -> State:
    dummy = g.setup.dummy
    h = g.hands[dummy]
    return evolve(g, deck=g.deck[len(e.cards):],
                  hands=with_item(g.hands, dummy, evolve(h, treasures=h.treasures + e.cards)))


# --- phase one -----------------------------------------------------------------------------


def _round_started(g: State, e: ev.RoundStarted) -> State:
    setup = g.setup
    steps: list[str] = []
    if setup.dummy >= 0:
        steps.append("dummy")
    for n in setup.table.caves:
        steps += [f"{CAVE}{n}"] * n
    steps += [GUARD, "draw", "window"]
    return evolve(
        g, round=e.round, phase=LAYOUT, layout=tuple(steps), guard=None, guard_up=False,
        heroes=(), placed=0, placer=-1, order=(), at=0, step="", ranking=(), bidders=(),
        room=NO_EFFECTS, known=tuple(() for _ in g.hands), guard_known=(),
    )


def _cave_index(g: State, location: str) -> int:
    return g.setup.table.caves.index(int(location[len(CAVE):]))


def _treasure_dealt(g: State, e: ev.TreasureDealt) -> State:
    i = _cave_index(g, e.location)
    caves = with_item(g.caves, i, g.caves[i] + (e.card,))
    if g.phase == LAYOUT:
        return evolve(g, deck=g.deck[1:], caves=caves, layout=g.layout[1:])
    return evolve(g, deck=g.deck[1:], caves=caves)  # Dragon's Hoard


def _guard_placed(g: State, e: ev.GuardCardPlaced) -> State:
    return evolve(g, deck=g.deck[1:], guard=e.card, layout=g.layout[1:])


def _draw_turned(g: State, e: ev.ArtifactDrawTurned) -> State:
    return evolve(g, deck=g.deck[1:], discard=g.discard + (e.card,))


def _artifacts_added(g: State, e: ev.ArtifactsAdded) -> State:
    return evolve(g, artifacts=g.artifacts[len(e.cards):], row=g.row + e.cards,
                  layout=g.layout[1:])


def _ran_out(g: State, e: ev.TreasuresRanOut) -> State:
    return evolve(g, layout=g.layout[1:])


# --- windows -------------------------------------------------------------------------------


def _window_opened(g: State, e: ev.WindowOpened) -> State:
    if g.phase == LAYOUT and g.layout and g.layout[0] == "window":
        return evolve(g, answering=e.order, window_about=e.about, window_by=e.by,
                      layout=g.layout[1:])
    return evolve(g, answering=e.order, window_about=e.about, window_by=e.by)


def _passed(g: State, e: ev.Passed) -> State:
    return evolve(g, answering=g.answering[1:])  # the last one passed: the window closes


# --- phase two -----------------------------------------------------------------------------


def _placing_started(g: State, e: ev.PlacingStarted) -> State:
    locations = [f"{CAVE}{n}" for n in g.setup.table.caves] + [TENT, CARAVANSERAI]
    locations += [f"{ROOM}{card}" for card in g.row]
    return evolve(g, phase=PLACING, layout=(), placer=e.placer,
                  heroes=tuple((loc, ()) for loc in locations))


def _next_placer(g: State, hands: tuple[Hand, ...], after: int) -> int:
    players = g.players
    for k in range(1, players + 1):
        s = (after + k) % players
        if hands[s].heroes:
            return s
    return -1


def _joined(g: State, location: str, hero: Hero) -> tuple[tuple[str, tuple[Hero, ...]], ...]:
    """`g.heroes` with `hero` added last at `location`."""
    i = place_index(g, location)
    return with_item(g.heroes, i, (location, g.heroes[i][1] + (hero,)))


def _hero_placed(g: State, e: ev.HeroPlaced) -> State:
    h = g.hands[e.seat]
    left = h.heroes
    if e.value in left:  # a seat's heroes are numbered 1 to 5: one of each
        i = left.index(e.value)
        left = left[:i] + left[i + 1:]
    hands = with_item(g.hands, e.seat, evolve(h, heroes=left))
    heroes = _joined(g, e.location, Hero(e.seat, e.value))
    dummy = g.setup.dummy
    if dummy >= 0 and hands[dummy].heroes:
        return evolve(g, hands=hands, heroes=heroes, placed=g.placed + 1, dummy_due=True)
    return evolve(g, hands=hands, heroes=heroes, placed=g.placed + 1,
                  placer=_next_placer(g, hands, e.seat))


def _dummy_placed(g: State, e: ev.DummyHeroPlaced) -> State:
    dummy = g.setup.dummy
    h = g.hands[dummy]
    hands = with_item(g.hands, dummy, evolve(h, heroes=h.heroes[1:]))
    return evolve(g, hands=hands, heroes=_joined(g, e.location, Hero(dummy, e.value)),
                  placed=g.placed + 1, dummy_due=False, placer=_next_placer(g, hands, e.seat))


HANDLERS: dict[type[Event], Handler] = {
    ev.StartDrawn: _start_drawn,
    ev.StartPlayerChosen: _start_chosen,
    ev.DeckShuffled: _shuffled,
    ev.PileReshuffled: _pile_reshuffled,
    ev.DummyTreasuresDealt: _dummy_dealt,
    ev.RoundStarted: _round_started,
    ev.TreasureDealt: _treasure_dealt,
    ev.GuardCardPlaced: _guard_placed,
    ev.ArtifactDrawTurned: _draw_turned,
    ev.ArtifactsAdded: _artifacts_added,
    ev.TreasuresRanOut: _ran_out,
    ev.PlacingStarted: _placing_started,
    ev.WindowOpened: _window_opened,
    ev.Passed: _passed,
    ev.HeroPlaced: _hero_placed,
    ev.DummyHeroPlaced: _dummy_placed,
    **fold_resolving.HANDLERS,
    **fold_cards.HANDLERS,
}

assert set(HANDLERS) == set(ev.EVENT_TYPES.values()) - {GameCreated}, "an event without a fold"
