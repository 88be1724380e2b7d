"""The fold of Artifact and Spell Cards (a card played onto the stack, resolved, and what it
changed) and of the Two Player Variant's Dummy cards (claimed, offered for in secret, won)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.dragons import events as ev
from service.games.dragons.fold_resolving import paid, without
from service.games.dragons.state import (
    CAVE,
    Claim,
    Frame,
    Hero,
    Owed,
    Room,
    State,
    place_index,
    with_modifier,
)
from service.kit.base import Event
from service.kit.records import evolve, with_item

# The effects that change the room being resolved (`State.room`) when they resolve.
ROOM_EFFECTS = ("win_ties", "no_bribe", "guard_add", "price_add", "mixed_types",
                "payment_bonus")


def _effect_of(g: State, card: str) -> Any:
    content = g.setup.content
    if "#" in card:
        return content.artifact_kinds[card.split("#")[0]].effect
    return content.spells[card].effect


# --- a card played and resolved --------------------------------------------------------------


def _card_played(g: State, e: ev.CardPlayed) -> State:
    artifact = "#" in e.card
    key = _effect_of(g, e.card).key
    h = g.hands[e.owner]
    if artifact:
        hand = evolve(h, artifacts=without(h.artifacts, e.card))
    else:
        hand = evolve(h, spells=without(h.spells, e.card))
    claim = g.claim
    base = claim.base if claim is not None else g.window
    mark, at = (-1, -1), -1
    if e.hero >= 0:
        target = g.heroes[place_index(g, e.location)][1][e.hero]
        mark, at = (target.owner, target.value), len(target.mods)
    frame = Frame(e.card, key, e.owner, e.seat, e.location, e.hero, e.player, e.treasure, e.to,
                  base, mark, at)
    hands = with_item(g.hands, e.owner, hand)
    if claim is not None:
        return evolve(g, hands=hands, stack=g.stack + (frame,), answering=(), claim=None,
                      owed=None)
    return evolve(g, hands=hands, stack=g.stack + (frame,), answering=(), claim=None)


def _card_resolved(g: State, e: ev.CardResolved) -> State:
    top = g.stack[-1]
    stack = g.stack[:-1]
    room = g.room
    if not e.countered:
        key = top.key
        if key in ("counter_spell", "cancel_modifier") and stack:
            stack = stack[:-1] + (evolve(stack[-1], countered=True),)
        elif key in ROOM_EFFECTS:
            room = _room_effect(g, top)
    owed = None if top.waiting else g.owed
    if "#" in top.card:  # an artifact: laid face up before its owner (it counts)
        h = g.hands[top.owner]
        hands = with_item(g.hands, top.owner, evolve(h, used=h.used + (top.card,)))
        return evolve(g, answering=(), owed=owed, hands=hands, room=room, stack=stack)
    return evolve(g, answering=(), owed=owed, spell_discard=g.spell_discard + (top.card,),
                  room=room, stack=stack)


def _room_effect(g: State, top: Frame) -> Room:
    params = dict(_effect_of(g, top.card).params)
    r, key, owner = g.room, top.key, top.owner
    if key == "win_ties":
        return evolve(r, decree=owner)
    if key == "no_bribe":
        return evolve(r, sesame=True)
    if key == "guard_add":
        return evolve(r, greed=r.greed + params["amount"])
    if key == "price_add":
        return evolve(r, bargain=r.bargain + ((owner, params["amount"]),))
    if key == "mixed_types":
        return evolve(r, alchemy=r.alchemy + (owner,))
    return evolve(r, golden=r.golden + ((owner, params["amount"]),))


# --- what the cards change -------------------------------------------------------------------


def _hero_changed(g: State, location: str, index: int,
                  change: Callable[[Hero], Hero]) -> State:
    i = place_index(g, location)
    heroes = g.heroes[i][1]
    heroes = with_item(heroes, index, change(heroes[index]))
    return evolve(g, heroes=with_item(g.heroes, i, (location, heroes)))


def _modified(g: State, e: ev.HeroModified) -> State:
    return _hero_changed(g, e.location, e.hero,
                         lambda h: evolve(h, mods=with_modifier(h.mods, e.at, e.op, e.amount)))


def _turned(g: State, e: ev.HeroTurned) -> State:
    return _hero_changed(g, e.location, e.hero, lambda h: evolve(h, up=True))


def _hero_seen(g: State, e: ev.HeroSeen) -> State:
    return evolve(g, known=with_item(g.known, e.seat, g.known[e.seat] + ((e.owner, e.value),)))


def _guard_seen(g: State, e: ev.GuardSeen) -> State:
    return evolve(g, guard_known=g.guard_known + (e.seat,))


def _moved(g: State, e: ev.HeroMoved) -> State:
    """Desert Wind: the hero leaves its place and is added last where it goes."""
    i = place_index(g, e.location)
    heroes = g.heroes[i][1]
    hero = heroes[e.hero]
    board = with_item(g.heroes, i, (e.location, heroes[:e.hero] + heroes[e.hero + 1:]))
    j = place_index(g, e.to)
    board = with_item(board, j, (e.to, board[j][1] + (hero,)))
    return evolve(g, heroes=board)


def _treasures_drawn(g: State, e: ev.TreasuresDrawn) -> State:
    h = g.hands[e.seat]
    return evolve(g, deck=g.deck[e.count:],
                  hands=with_item(g.hands, e.seat, evolve(h, treasures=h.treasures + e.cards)))


def _stolen(g: State, e: ev.TreasureStolen) -> State:
    victim = g.hands[e.victim]
    hands = with_item(g.hands, e.victim, evolve(victim, treasures=without(victim.treasures,
                                                                          e.card)))
    thief = hands[e.seat]
    hands = with_item(hands, e.seat, evolve(thief, treasures=thief.treasures + (e.card,)))
    return evolve(g, hands=hands)


def _cave_discarded(g: State, e: ev.CaveCardDiscarded) -> State:
    i = g.setup.table.caves.index(int(e.location[len(CAVE):]))
    return evolve(g, caves=with_item(g.caves, i, without(g.caves[i], e.card)),
                  discard=g.discard + (e.card,))


# --- two players: the Dummy's cards ----------------------------------------------------------


def _claimed(g: State, e: ev.DummyCardClaimed) -> State:
    return evolve(g, claim=Claim(e.card, e.seat, (), g.window), answering=())


def _contested(g: State, e: ev.DummyClaimContested) -> State:
    c = g.claim
    assert c is not None, "a claim contested is a claim made"
    return evolve(g, claim=evolve(c, contested=True), answering=())


def _offered(g: State, e: ev.DummyOfferMade) -> State:
    c = g.claim
    assert c is not None, "an offer answers the claim it was asked for"
    return evolve(g, claim=evolve(c, offers=c.offers + ((e.seat, e.cards),)))


def _offers_revealed(g: State, e: ev.DummyOffersRevealed) -> State:
    """The winner's cards to the Dummy's face-up treasures; he owes the card's use."""
    dummy = g.setup.dummy
    cards = next(cs for seat, cs, _ in e.offers if seat == e.winner)
    hands, _ = paid(g, e.winner, cards)
    h = hands[dummy]
    hands = with_item(hands, dummy, evolve(h, treasures=h.treasures + cards))
    return evolve(g, hands=hands, owed=Owed("use_dummy_card", e.winner, dummy, (e.card,)))


HANDLERS: dict[type[Event], Callable[[State, Any], State]] = {
    ev.CardPlayed: _card_played,
    ev.CardResolved: _card_resolved,
    ev.HeroModified: _modified,
    ev.HeroSeen: _hero_seen,
    ev.GuardSeen: _guard_seen,
    ev.HeroTurned: _turned,
    ev.HeroMoved: _moved,
    ev.TreasuresDrawn: _treasures_drawn,
    ev.TreasureStolen: _stolen,
    ev.CaveCardDiscarded: _cave_discarded,
    ev.DummyCardClaimed: _claimed,
    ev.DummyClaimContested: _contested,
    ev.DummyOfferMade: _offered,
    ev.DummyOffersRevealed: _offers_revealed,
}
