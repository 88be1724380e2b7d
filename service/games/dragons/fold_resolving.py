"""The fold of phase three (The Locations in Detail) and of the round's and the game's end:
each location revealed, ranked and decided — a cave's picks, the tent's spells, the palace
rooms' bribes and purchases — then done."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.dragons import events as ev
from service.games.dragons.state import (
    CAVE,
    DECIDE,
    LAYOUT,
    NO_EFFECTS,
    OVER,
    RANK,
    RESOLVING,
    Frame,
    Hand,
    Owed,
    Room,
    State,
    place_index,
)
from service.kit.base import Event
from service.kit.records import evolve, with_item


def without(items: tuple[str, ...], gone: tuple[str, ...] | str) -> tuple[str, ...]:
    """`items` less `gone` (one card, or each of several once)."""
    if isinstance(gone, str):
        if gone not in items:
            return items
        i = items.index(gone)
        return items[:i] + items[i + 1:]
    rest = list(items)
    for x in gone:
        if x in rest:
            rest.remove(x)
    return tuple(rest)


def _cave_index(g: State, location: str) -> int:
    return g.setup.table.caves.index(int(location[len(CAVE):]))


def paid(g: State, seat: int, cards: tuple[str, ...]) -> tuple[tuple[Hand, ...], Room]:
    """Treasures paid out of `seat`'s hand; his next-payment cards (Alchemy, Golden Touch)
    used up: the hands and the room after it."""
    h = g.hands[seat]
    hands = with_item(g.hands, seat, evolve(h, treasures=without(h.treasures, cards)))
    room = g.room
    room = evolve(room, alchemy=tuple(s for s in room.alchemy if s != seat),
                  golden=tuple(x for x in room.golden if x[0] != seat))
    return hands, room


# --- reveal and rank -----------------------------------------------------------------------


def _started(g: State, e: ev.ResolvingStarted) -> State:
    return evolve(g, phase=RESOLVING, order=e.order, at=0, step="", placer=-1)


def _revealed(g: State, e: ev.HeroesRevealed) -> State:
    i = place_index(g, e.location)
    up = tuple(h if h.up else evolve(h, up=True) for h in g.heroes[i][1])
    return evolve(g, heroes=with_item(g.heroes, i, (e.location, up)), step=RANK)


def _guard_revealed(g: State, e: ev.GuardRevealed) -> State:
    return evolve(g, guard_up=True, step=RANK)


def _ranked(g: State, e: ev.LocationRanked) -> State:
    return evolve(g, ranking=e.ranking, bidders=tuple(seat for seat, _ in e.ranking),
                  step=DECIDE)


# --- the dragons' caves --------------------------------------------------------------------


def _taken(g: State, e: ev.TreasureTaken) -> State:
    i = _cave_index(g, e.location)
    h = g.hands[e.seat]
    return evolve(g, caves=with_item(g.caves, i, without(g.caves[i], e.card)),
                  hands=with_item(g.hands, e.seat, evolve(h, treasures=h.treasures + (e.card,))),
                  bidders=g.bidders[1:])


# --- Aladdin's tent (and a lamp's spells) --------------------------------------------------


def _spells_drawn(g: State, e: ev.SpellsDrawn) -> State:
    owed = Owed("keep_spell", e.decider, e.seat, e.cards)
    if e.source == "lamp":
        waiting: Frame = evolve(g.stack[-1], waiting=True)
        return evolve(g, spells=g.spells[e.count:], drawn=e.cards, owed=owed,
                      stack=g.stack[:-1] + (waiting,))
    return evolve(g, spells=g.spells[e.count:], drawn=e.cards, owed=owed)


def _with_spell(g: State, seat: int, spell: str) -> tuple[Hand, ...]:
    h = g.hands[seat]
    return with_item(g.hands, seat, evolve(h, spells=h.spells + (spell,)))


def _spell_kept(g: State, e: ev.SpellKept) -> State:
    return evolve(g, hands=_with_spell(g, e.seat, e.spell), drawn=without(g.drawn, e.spell),
                  owed=None)


def _spell_given(g: State, e: ev.SpellGiven) -> State:
    return evolve(g, hands=_with_spell(g, e.seat, e.spell), drawn=without(g.drawn, e.spell))


def _spell_discarded(g: State, e: ev.SpellDiscarded) -> State:
    return evolve(g, spell_discard=g.spell_discard + (e.spell,),
                  drawn=without(g.drawn, e.spell))


# --- the palace rooms ----------------------------------------------------------------------


def _bribe_paid(g: State, e: ev.BribePaid) -> State:
    hands, room = paid(g, e.seat, e.cards)
    return evolve(g, hands=hands, room=evolve(room, passed=e.seat),
                  discard=g.discard + e.cards)


def _withdrew(g: State, e: ev.Withdrew) -> State:
    i = place_index(g, e.location)
    heroes = tuple(evolve(h, out=True) if h.owner == e.seat else h for h in g.heroes[i][1])
    return evolve(g, heroes=with_item(g.heroes, i, (e.location, heroes)),
                  bidders=g.bidders[1:])


def _bought(g: State, e: ev.ArtifactBought) -> State:
    hands, room = paid(g, e.seat, e.cards)
    h = hands[e.seat]
    hands = with_item(hands, e.seat, evolve(h, artifacts=h.artifacts + (e.artifact,)))
    return evolve(g, hands=hands, room=room, discard=g.discard + e.cards,
                  row=without(g.row, e.artifact), bought=g.bought + 1, bidders=())


def _declined(g: State, e: ev.BuyDeclined) -> State:
    return evolve(g, room=evolve(g.room, passed=-1), bidders=g.bidders[1:])


# --- a location done, the round's end, the game's --------------------------------------------


def _location_done(g: State, e: ev.LocationDone) -> State:
    if e.location.startswith(CAVE):
        return evolve(g, caves=with_item(g.caves, _cave_index(g, e.location), ()),
                      discard=g.discard + e.discarded, at=g.at + 1, step="", ranking=(),
                      bidders=(), drawn=(), room=NO_EFFECTS)
    return evolve(g, at=g.at + 1, step="", ranking=(), bidders=(), drawn=(), room=NO_EFFECTS)


def _round_ended(g: State, e: ev.RoundEnded) -> State:
    """Every hero back to its owner's hand (the Dummy's are shuffled next round)."""
    values = tuple(g.setup.content.hero_values)
    hands = tuple(evolve(h, heroes=values) for h in g.hands)
    if g.guard is not None:  # the guard's card to the discard pile (a DECISION: README)
        return evolve(g, phase=LAYOUT, hands=hands, discard=g.discard + (g.guard,),
                      guard=None, heroes=(), order=(), at=0)
    return evolve(g, phase=LAYOUT, hands=hands, heroes=(), order=(), at=0)


def _game_ended(g: State, e: ev.GameEnded) -> State:
    return evolve(g, phase=OVER, winners=e.winners, scores=e.scores, replay=e.replay,
                  answering=())


HANDLERS: dict[type[Event], Callable[[State, Any], State]] = {
    ev.ResolvingStarted: _started,
    ev.HeroesRevealed: _revealed,
    ev.GuardRevealed: _guard_revealed,
    ev.LocationRanked: _ranked,
    ev.TreasureTaken: _taken,
    ev.SpellsDrawn: _spells_drawn,
    ev.SpellKept: _spell_kept,
    ev.SpellGiven: _spell_given,
    ev.SpellDiscarded: _spell_discarded,
    ev.BribePaid: _bribe_paid,
    ev.Withdrew: _withdrew,
    ev.ArtifactBought: _bought,
    ev.BuyDeclined: _declined,
    ev.LocationDone: _location_done,
    ev.RoundEnded: _round_ended,
    ev.GameEnded: _game_ended,
}
