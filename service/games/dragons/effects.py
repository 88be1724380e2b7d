"""Artifact and Spell Cards: a card's resolution, once the window it opened has closed
(README, "Response windows"). A countered card (a counterspell, an Evil Eye) has no effect;
the others do what their effect says — a hero's value changed, looked at, turned or moved;
a cave's cards; a palace room's rules for its bidders; treasures or spells drawn; a card
stolen — their targets checked again (a hero moved or gone in between leaves the card
without effect). Then the window it was played in is asked again (`finish_frame`).
"""

from __future__ import annotations

from service.games.dragons import events as ev
from service.games.dragons.layout import spell_reshuffle, treasure_reshuffle
from service.games.dragons.state import (
    CAVE,
    Frame,
    Hero,
    State,
    card_kind,
    dummy_may_go,
    hero_value,
    heroes_at,
    unresolved,
    window_after,
    with_modifier,
)
from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Next


def resolve_top(g: State) -> Next:
    """The top card's resolution, once its window has closed (or a draw it needs first)."""
    top = g.stack[-1]
    if top.countered:
        return lambda out: finish_frame(out, True, "no effect")
    key = top.key
    if key in ("cave_add", "draw_treasures"):
        need = 1 if key == "cave_add" else dict(_params(g, top))["cards"]
        if len(g.deck) < need:
            spec = treasure_reshuffle(g)
            if spec is not None:
                return spec
    if key == "draw_spells" and len(g.spells) < dict(_params(g, top))["draw"]:
        spec = spell_reshuffle(g)
        if spec is not None:
            return spec
    if key == "steal_treasure" and g.hands[top.player].treasures:
        victim = g.hands[top.player].treasures
        # The victim's hand is drawn from: its owner's alone, even after the end.
        return ChanceSpec(f"thief:{top.card}", "choice", tuple(sorted(victim)),
                          audience=frozenset((top.player,)))
    return lambda out: _resolve(out, top)


def _params(g: State, f: Frame) -> tuple[tuple[str, int], ...]:
    return card_kind(g, f.card)[1].effect.params


def _find(g: State, f: Frame) -> int:
    """The index of the frame's target hero at its location (-1: gone)."""
    for i, h in enumerate(heroes_at(g, f.location)):
        if (h.owner, h.value) == f.mark and not h.out:
            return i
    return -1


def _resolve(out: Recorder, f: Frame) -> None:
    g = out.state
    key = f.key
    params = dict(_params(g, f))
    changed = ""
    if key in ("hero_add", "hero_multiply"):
        i = _find(g, f)
        if i >= 0:
            op, amount = ("add", params["amount"]) if key == "hero_add" else ("mul",
                                                                             params["factor"])
            h = heroes_at(g, f.location)[i]
            # Its place among the hero's modifiers is where it was played: those played
            # after it (in answer to it) resolved first, yet apply after it.
            at = min(f.at, len(h.mods))
            value = hero_value(Hero(h.owner, h.value, True, with_modifier(h.mods, at, op,
                                                                          amount)))
            out.emit(ev.HeroModified(f.location, i, op, amount, value, at, h.owner, not h.up))
            sign = f"x{amount}" if op == "mul" else f"{amount:+d}"
            changed = (f"{f.location} hero {i} of seat {h.owner}: {hero_value(h)} -> {value}"
                       if h.up else f"{f.location} hero {i} of seat {h.owner}: {sign} "
                                    "(face down)")
    elif key in ("peek_hero", "reveal_hero", "read", "move_hero"):
        changed = _hero_effect(out, f, key)
    elif key == "cave_add":
        if g.deck:
            out.emit(ev.TreasureDealt(f.location, g.deck[0]))
            changed = f"{f.location} +{g.deck[0]}"
    elif key == "cave_discard":
        cave = g.caves[g.setup.table.caves.index(int(f.location[len(CAVE):]))]
        if f.treasure in cave:
            out.emit(ev.CaveCardDiscarded(f.location, f.treasure))
            changed = f"{f.location} -{f.treasure}"
    elif key == "draw_treasures":
        cards = g.deck[:params["cards"]]
        open_ = f.owner == g.setup.dummy
        out.emit(ev.TreasuresDrawn(f.owner, cards, len(cards), open_))
        changed = f"seat {f.owner} drew {len(cards)} treasure card(s)"
    elif key == "draw_spells":
        cards = g.spells[:params["draw"]]
        if cards:
            out.emit(ev.SpellsDrawn(f.owner, f.user, cards, len(cards), "lamp",
                                    f.owner == g.setup.dummy))
            return  # the user keeps one (KeepSpell), then the lamp is done
        changed = "no spell left to draw"
    elif key == "steal_treasure":
        changed = "nothing to steal"
    else:
        changed = {"win_ties": "wins every tie here", "no_bribe": "no bribe here",
                   "guard_add": "the guard counts more here", "price_add": "the price drops",
                   "mixed_types": "the next payment may mix types",
                   "payment_bonus": "the next payment counts more",
                   "counter_spell": "the spell is countered",
                   "cancel_modifier": "the artifact changes no value"}[key]
    finish_frame(out, False, changed)


def _hero_effect(out: Recorder, f: Frame, key: str) -> str:
    g = out.state
    if key == "read" and g.guard is not None and not g.guard_up:
        out.emit(ev.GuardSeen(f.user, g.guard))
    if f.hero < 0:
        return "read the guard's card" if key == "read" else ""
    i = _find(g, f)
    h = heroes_at(g, f.location)[i] if i >= 0 else None
    if h is None or h.up:
        return "its hero is no longer face down there"
    if key in ("peek_hero", "read"):
        out.emit(ev.HeroSeen(f.user, f.location, i, h.owner, h.value))
        return f"looked at a hero at {f.location}"
    if key == "reveal_hero":
        out.emit(ev.HeroTurned(f.location, i, h.value, hero_value(h)))
        return f"turned a {h.value} face up at {f.location}"
    if f.to in unresolved(g) and f.to != f.location and (
            h.owner != g.setup.dummy or dummy_may_go(g, f.to)):
        out.emit(ev.HeroMoved(f.location, i, f.to))
        return f"moved a hero from {f.location} to {f.to}"
    return "the wind found no way"


def finish_frame(out: Recorder, countered: bool, changed: str) -> None:
    """The top card done: laid down, and the window it was played in asked again, from the
    left of its player and him last (README: a window closes only when everyone in it has
    passed since the last card resolved). A counterspell or an Evil Eye closes the window
    of the card it answers at once instead."""
    g = out.state
    top = g.stack[-1]
    out.emit(ev.CardResolved(top.card, countered, changed))
    if not countered and top.key in ("counter_spell", "cancel_modifier"):
        return
    base = top.base
    if base is not None:
        g = out.state
        w = window_after(g, base.about, top.user, last=True)
        if w is not None:
            out.emit(ev.WindowOpened(w.about, top.user, w.order))


def on_thief(out: Recorder, outcome: int) -> None:
    g = out.state
    top = g.stack[-1]
    card = tuple(sorted(g.hands[top.player].treasures))[outcome]
    dummy = g.setup.dummy
    out.emit(ev.TreasureStolen(top.owner, top.player, top.user, card, top.owner == dummy))
    finish_frame(out, False, f"seat {top.owner} took a card from seat {top.player}")
