"""Spells and artifacts "at any time" (README, "Response windows"): playing a card and the
window it opens, and — two players — claiming a Dummy card with secret offers. A card's
resolution, once its window has closed, is `effects`.

`plays(g, seat, owner, card)` lists every valid `PlayCard` of one card now: its timing fits
the moment and each target is legal. The move accepts exactly what it lists (a refusal
names why), and `legal_commands` offers the same list, so the two cannot disagree.
"""

from __future__ import annotations

from service.games.dragons import commands as cmd
from service.games.dragons import events as ev
from service.games.dragons.phases import owed_now
from service.games.dragons.resolving import room_payment
from service.games.dragons.state import (
    CAVE,
    DECIDE,
    GUARD,
    RANK,
    RESOLVING,
    ROOM,
    Hero,
    State,
    card_kind,
    dummy_may_go,
    heroes_at,
    is_card,
    location,
    treasure_value,
    unresolved,
    window_after,
)
from service.kit.base import Command, Recorder, RuleViolation

MODIFIER_KINDS = ("double", "flying_carpet")  # the artifacts Evil Eye answers


# --- what may be played now ----------------------------------------------------------------


def timing_fits(g: State, seat: int, owner: int, card: str) -> bool:
    """The card's timing fits this moment (README, "What may be played where")."""
    kind, item = card_kind(g, card)
    timing = item.effect.timing
    if timing in ("any", "hero_face_down"):
        return True
    if timing in ("location_revealed", "cave", "palace_room"):
        if g.phase != RESOLVING or g.step != RANK:
            return False
        loc = location(g)
        if timing == "cave":
            return loc.startswith(CAVE)
        if timing == "palace_room":
            return loc.startswith(ROOM)
        return loc != GUARD
    if timing == "own_payment":
        # A payment of the card's owner, before it is made: on the decision of the seat
        # that makes it — his own, or the Dummy's by the player who plays it (Two Player
        # Variant: "use one of these cards on behalf of the Dummy player") —, and for a
        # Dummy card once its claim is won ("The spell or artifact must be used
        # immediately").
        ask = owed_now(g)
        if ask is None:
            return False
        if ask.name in ("bribe", "buy"):
            return ask.seat == seat and ask.who == owner
        due = room_payment(g)
        return (ask.name == "use_dummy_card" and ask.who == owner == g.setup.dummy
                and due is not None and due.who == owner)
    top = g.stack[-1] if g.stack else None
    if g.claim is None:
        about = g.window_about if g.answering else None
    else:  # A Dummy card claimed answers the window it was claimed in.
        base = g.claim.base
        about = base.about if base is not None else None
    if top is None or top.countered or about != f"card:{top.card}":
        return False
    top_kind, top_item = card_kind(g, top.card)
    if timing == "spell_played":
        return top_kind == "spell"
    return top_kind == "artifact" and top_item.id in MODIFIER_KINDS  # artifact_played


def _modifiable(g: State, timing: str) -> list[tuple[str, int, Hero]]:
    """The heroes a modifier may change: those of the location being resolved once
    revealed, while their values count — until it is ranked, and in a palace room until it
    is done (a bidder's value is his price and his test at the guard); played "at any
    time" (the double, the flying carpet), also every hero on a location not yet resolved,
    face down or not (phase two: every location)."""
    out = []
    loc = location(g)
    if loc and (g.step == RANK or (g.step == DECIDE and loc.startswith(ROOM))):
        out = [(loc, i, h) for i, h in enumerate(heroes_at(g, loc)) if not h.out]
    if timing == "any":
        out += [(at, i, h) for at in unresolved(g) for i, h in enumerate(heroes_at(g, at))
                if not h.out]
    return out


def _face_down(g: State) -> list[tuple[str, int, Hero]]:
    return [(loc, i, h) for loc in unresolved(g) for i, h in enumerate(heroes_at(g, loc))
            if not h.up and not h.out]


def plays(g: State, seat: int, owner: int, card: str) -> list[cmd.PlayCard]:
    """Every valid `PlayCard` of `owner`'s `card` by `seat` now."""
    if not timing_fits(g, seat, owner, card):
        return []
    _, item = card_kind(g, card)
    effect = item.effect
    key, target = effect.key, effect.target
    play = cmd.PlayCard
    loc = location(g)
    if key in ("hero_add", "hero_multiply"):
        return [play(seat, card, at, i) for at, i, h in _modifiable(g, effect.timing)
                if _fits(target, h.owner, owner)]
    if key in ("win_ties", "no_bribe", "guard_add", "cave_add", "price_add", "mixed_types",
               "payment_bonus"):
        return [play(seat, card, loc)]
    if key == "cave_discard":
        cave = g.caves[g.setup.table.caves.index(int(loc[len(CAVE):]))]
        return [play(seat, card, loc, treasure=t) for t in sorted(set(cave))]
    if key == "peek_hero":  # any face-down hero: what the user may see does not depend on him
        return [play(seat, card, at, i) for at, i, _ in _face_down(g)]
    if key == "reveal_hero":
        return [play(seat, card, at, i) for at, i, h in _face_down(g) if h.owner != owner]
    if key == "move_hero":
        out = []
        for at, i, h in _face_down(g):
            if h.owner != owner or at.startswith(ROOM):  # never out of a room (see below)
                continue
            for to in unresolved(g):
                if to != at and (h.owner != g.setup.dummy or dummy_may_go(g, to)):
                    out.append(play(seat, card, at, i, to=to))
        return out
    if key == "steal_treasure":
        # Any other player, his hand empty or not (then nothing is stolen): what a Dummy
        # card's winner may do must not change with the treasures he just paid.
        return [play(seat, card, player=p) for p in range(g.players) if p != owner]
    if key == "read":
        return [play(seat, card)] + [play(seat, card, at, i) for at, i, _ in _face_down(g)]
    return [play(seat, card)]  # draw_treasures, draw_spells, counter_spell, cancel_modifier


def _fits(target: str, hero_owner: int, card_owner: int) -> bool:
    if target == "own_hero":
        return hero_owner == card_owner
    if target == "other_hero":
        return hero_owner != card_owner
    return True


def own_cards(g: State, seat: int) -> tuple[str, ...]:
    h = g.hands[seat]
    return h.spells + h.artifacts


def play_options(g: State, seat: int) -> list[Command]:
    ask = owed_now(g)
    if ask is not None and ask.name == "use_dummy_card":
        return list(plays(g, seat, ask.who, ask.options[0]))
    if g.claim is not None:  # a Dummy card claimed: the other player decides first
        return []
    return [p for card in sorted(set(own_cards(g, seat))) for p in plays(g, seat, seat, card)]


def play_card(out: Recorder, c: cmd.PlayCard, seat: int) -> None:
    g = out.state
    if not is_card(g, c.card):
        raise RuleViolation("UNKNOWN_CARD", f"{c.card!r} is not a spell or an artifact card")
    if any(type(v) is not str for v in (c.location, c.treasure, c.to)) or any(
            v is not None and type(v) is not int for v in (c.hero, c.player)):
        raise RuleViolation("BAD_TARGET", "location, treasure and to are text; hero and "
                                          "player are numbers or left out")
    ask = owed_now(g)
    if ask is not None and ask.name == "use_dummy_card":
        if c.card != ask.options[0]:
            raise RuleViolation("USE_DUMMY_CARD", f"use the Dummy's {ask.options[0]} first")
        owner = ask.who
    elif g.claim is not None:
        raise RuleViolation("CLAIM_PENDING", f"the Dummy's {g.claim.card} is being claimed: "
                                             "claim it too or pass")
    elif c.card in own_cards(g, seat):
        owner = seat
    else:
        raise RuleViolation("NOT_IN_HAND", f"{c.card!r} is not in your hand")
    if card_kind(g, c.card)[1].effect.key == "move_hero" and c.location.startswith(ROOM):
        # Palace rooms: "A hero card cannot be removed in order to reduce a player's bid."
        raise RuleViolation("BID_REDUCED", "a hero never leaves a palace room: it would "
                                           "lower its owner's bid there")
    valid = plays(g, seat, owner, c.card)
    if not valid:
        raise RuleViolation("WRONG_TIMING", f"{c.card!r} cannot be played at this moment")
    if c not in valid:
        raise RuleViolation("BAD_TARGET", f"{c.card!r} cannot target that now; "
                                          f"{len(valid)} way(s) to play it are offered")
    out.emit(ev.CardPlayed(seat, owner, c.card, c.location, -1 if c.hero is None else c.hero,
                           -1 if c.player is None else c.player, c.treasure, c.to))
    g = out.state
    w = window_after(g, f"card:{c.card}", seat, last=False)
    if w is not None:
        out.emit(ev.WindowOpened(w.about, seat, w.order))


# --- two players: the Dummy's cards --------------------------------------------------------


def claimable(g: State, seat: int) -> list[str]:
    dummy = g.setup.dummy
    if dummy < 0 or not g.hands[seat].treasures or g.owed is not None:
        return []
    if g.claim is not None:  # the other player, in the claim's window, may claim it too
        contest = g.answering[:1] == (seat,) and g.window_about == f"claim:{g.claim.card}"
        return [g.claim.card] if contest else []
    cards = own_cards(g, dummy)
    return [c for c in sorted(set(cards)) if plays(g, seat, dummy, c)]


def claim(out: Recorder, c: cmd.ClaimDummyCard, seat: int) -> None:
    """Two Player Variant: a player declares he uses a Dummy card; "they must allow the
    other player time to decide if they also want to do this" — a window for him (holding a
    treasure card to pay with), where claiming it too contests it."""
    g = out.state
    dummy = g.setup.dummy
    if dummy < 0:
        raise RuleViolation("NO_DUMMY", "only the two-player game has a Dummy")
    if c.card not in own_cards(g, dummy):
        raise RuleViolation("NOT_DUMMYS", f"{c.card!r} is not one of the Dummy's cards")
    if not g.hands[seat].treasures:
        raise RuleViolation("NO_TREASURE", "using a Dummy card costs a treasure card")
    if c.card not in claimable(g, seat):
        raise RuleViolation("WRONG_TIMING", f"the Dummy's {c.card!r} cannot be used now")
    if g.claim is not None:
        out.emit(ev.DummyClaimContested(seat, c.card))
        return
    out.emit(ev.DummyCardClaimed(seat, c.card))
    other = [s for s in range(g.players) if s != seat and out.state.hands[s].treasures]
    if other:
        out.emit(ev.WindowOpened(f"claim:{c.card}", seat, tuple(other)))


def claim_options(g: State, seat: int) -> list[Command]:
    return [cmd.ClaimDummyCard(seat, card) for card in claimable(g, seat)]


def offer(out: Recorder, c: cmd.OfferDummy, seat: int) -> None:
    """The treasure card offered the Dummy for its card: "the player must pay Dummy a
    treasure card"; contested, the higher wins, a tie the start player's."""
    g = out.state
    claim_ = g.claim
    if (claim_ is None or seat not in claim_.offering(g.players)
            or any(s == seat for s, _ in claim_.offers)):
        raise RuleViolation("NOT_ASKED", "no offer is asked of this seat now")
    cards = c.cards
    if not isinstance(cards, tuple | list) or any(type(x) is not str for x in cards):
        raise RuleViolation("BAD_CARDS", "cards are a list of treasure card ids")
    cards = tuple(cards)
    if not cards:
        raise RuleViolation("EMPTY_OFFER", "the Dummy is paid a treasure card: offer one")
    if len(set(cards)) != len(cards):
        raise RuleViolation("DUPLICATE_CARD", "a card is named twice")
    if any(x not in g.hands[seat].treasures for x in cards):
        raise RuleViolation("NOT_IN_HAND", "a card offered is not in your hand")
    if len(cards) != 1:
        raise RuleViolation("ONE_CARD", "the Dummy is paid a treasure card: offer one card")
    out.emit(ev.DummyOfferMade(seat, cards))
    g = out.state
    claim_ = g.claim
    assert claim_ is not None, "an offer answers the claim it was asked for"
    if len(claim_.offers) == len(claim_.offering(g.players)):
        offers = tuple((s, cs, sum(treasure_value(g, x) for x in cs)) for s, cs in claim_.offers)
        # The higher offer wins; a tie goes to the start player (Two Player Variant).
        winner = max(offers, key=lambda o: (o[2], o[0] == g.start))[0]
        out.emit(ev.DummyOffersRevealed(claim_.card, offers, winner))


def offer_options(g: State, seat: int) -> list[Command]:
    return [cmd.OfferDummy(seat, (t,)) for t in sorted(set(g.hands[seat].treasures))]
