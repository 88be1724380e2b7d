"""Aladdin's Dragons' facts of the spells and artifacts played (Artifact and Spell Cards:
each card with its target, what it answered and what it changed) and of the Dummy's cards
claimed and won with secret offers (Two Player Variant: the offers as revealed)."""

from __future__ import annotations

from projections.games.dragons_state import Played, State, _card_kind
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.dragons import events as ev

# --- cards ----------------------------------------------------------------------------------


def on_card_played(track: GameTrack, e: ev.CardPlayed, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.plays += 1
    target = None
    if e.hero >= 0:
        heroes = s.board.get(e.location, [])
        target = heroes[e.hero].seat if e.hero < len(heroes) else None
    answered = s.stack[-1].event.card if s.stack else None
    s.stack.append(Played(s.round, s.phase, s.plays, e, target, answered))


def on_card_resolved(track: GameTrack, e: ev.CardResolved, meta: Meta, out: Rows) -> None:
    """The top card done (`countered`: without effect); `changed` as recorded."""
    s: State = track.state
    if not s.stack:
        return
    p = s.stack.pop()
    c = p.event
    card_type, name = _card_kind(c.card)
    out.add("dragons_cards", (
        track.game_id, p.round, p.phase, p.play, c.seat, c.owner, c.owner == s.dummy, c.card,
        card_type, name, c.location or None, None if c.hero < 0 else c.hero, p.hero_seat,
        None if c.player < 0 else c.player, c.treasure or None, c.to or None, p.answered,
        e.countered, e.changed or None, p.op, p.amount, p.value,
    ))


def on_claimed(track: GameTrack, e: ev.DummyCardClaimed, meta: Meta, out: Rows) -> None:
    track.state.claimer = e.seat


def on_offers(track: GameTrack, e: ev.DummyOffersRevealed, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.claims += 1
    offers = {seat: (total, len(cards)) for seat, cards, total in e.offers}
    claimer = s.claimer
    mine = offers.get(claimer, (None, None))
    other = next((o for seat, o in offers.items() if seat != claimer), (None, None))
    card_type, name = _card_kind(e.card)
    out.add("dragons_dummy_claims", (
        track.game_id, s.round, s.claims, e.card, card_type, name, claimer, e.winner,
        e.winner == claimer, *mine, *other,
    ))
    s.claimer = -1
