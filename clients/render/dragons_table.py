"""Aladdin's Dragons' table in the terminal (`full`): the round and its phase, each location
with its heroes (a face-down hero the viewer may not see is `?`), the caves' treasures and
the artifact on offer in each palace room, the palace guard, every seat's hand as the viewer
may see it, the Dummy's face-up cards, the open response window, the cards played and not
yet resolved, the decision the rules wait on, and the end. Plain ASCII, no I/O."""

from __future__ import annotations

from collections.abc import Iterable

from clients.render import result_text, summary
from clients.render.dragons_words import (
    _PENDING,
    BOUGHT_TO_END,
    _by_type,
    _cards,
    _name,
    _paid,
    _phase,
    _placer,
    _start,
    _target,
    _treasures,
    _words,
    card,
    treasure,
    treasure_value,
)
from scheherazade.v1 import dragons_pb2 as dp
from scheherazade.v1 import game_service_pb2 as pb


def _hero(game: pb.Game, v: dp.DragonsView, h: dp.DragonsHero) -> str:
    owner = _name(game, v, h.seat)
    if not h.HasField("number"):
        shown = "?"
    else:
        shown = str(h.number)
        if h.modifiers:
            shown += " " + " ".join(h.modifiers) + f" = {h.value}"
        if not h.face_up:
            shown += " (face down)"
    out = f"#{h.index} {owner}: {shown}"
    if h.modifiers and not h.HasField("number"):
        out += " " + " ".join(h.modifiers)
    return out + (" (withdrawn)" if h.withdrawn else "")


def _totals(game: pb.Game, v: dp.DragonsView, totals: Iterable[dp.DragonsTotal]) -> str:
    return _words(f"{_name(game, v, t.seat)} {t.total}" for t in totals)


def _location(game: pb.Game, v: dp.DragonsView, loc: dp.DragonsLocation) -> list[str]:
    head = f"    {loc.id}"
    if loc.id == v.resolving:
        head += "  <- now resolving"
    facts = []
    if loc.id.startswith("cave:"):
        facts.append(f"treasures: {_treasures(loc.treasures)}")
    if loc.artifact:
        state = "on offer" if loc.artifact in v.row else "bought"
        facts.append(f"artifact {state}: {card(loc.artifact)}")
    lines = [head + (" | " + " | ".join(facts) if facts else "")]
    heroes = [_hero(game, v, h) for h in loc.heroes]
    lines.append("      heroes: " + _words(heroes))
    if loc.totals:
        lines.append("      totals: " + _totals(game, v, loc.totals))
    return lines


def _guard(v: dp.DragonsView) -> str:
    g = v.guard
    if not g.placed:
        return "    palace guard: no card this round"
    if g.face_up:
        return f"    palace guard: {treasure(g.card)}, face up (bribe below {g.value + 1})"
    if g.card:
        return f"    palace guard: face down; you know it: {treasure(g.card)}"
    return "    palace guard: face down"


def _seat(game: pb.Game, v: dp.DragonsView, s: dp.DragonsSeat) -> str:
    mine = v.HasField("you") and s.seat == v.you
    tags = []
    chosen = v.phase not in (dp.DRAGONS_PHASE_START_DRAW, dp.DRAGONS_PHASE_CHOOSE_START)
    if s.seat == v.start_player and not s.dummy and chosen:
        tags.append("start player")
    if mine:
        tags.append("YOU")
    if s.dummy:
        tags.append("cards face up")
    head = f"    {_name(game, v, s.seat)}" + (f" [{', '.join(tags)}]" if tags else "") + ":"
    if s.heroes:
        heroes = f"heroes in hand {_words(str(h) for h in sorted(s.heroes))}"
    else:
        heroes = f"heroes in hand {s.heroes_in_hand}"
    parts = [heroes]
    shown = len(s.treasures) == s.treasure_count and (s.treasures or mine or s.dummy)
    if shown:
        worth = sum(treasure_value(c) or 0 for c in s.treasures)
        parts.append(f"treasures ({s.treasure_count}, worth {worth}): "
                     f"{_by_type(s.treasures)}")
    else:
        parts.append(f"treasures {s.treasure_count}")
    if len(s.spells) == s.spell_count and (s.spells or mine or s.dummy):
        parts.append(f"spells: {_cards(sorted(s.spells))}")
    else:
        parts.append(f"spells {s.spell_count}")
    if len(s.artifacts) == s.artifact_count and (s.artifacts or mine or s.dummy):
        parts.append(f"artifacts: {_cards(sorted(s.artifacts))}")
    else:
        parts.append(f"artifacts {s.artifact_count}")
    parts.append(f"used: {_words(s.used)}")
    parts.append(f"artifacts in all {s.artifacts_total}")
    return head + " " + " | ".join(parts)


def _decks(v: dp.DragonsView) -> str:
    d = v.decks
    top = f" (top {treasure(d.treasure_discard_top)})" if d.treasure_discard_top else ""
    return (f"  decks: treasures {d.treasures}, treasure discard {d.treasure_discard}{top}, "
            f"artifacts {d.artifacts}, spells {d.spells} | spell discard: "
            f"{_words(d.spell_discard)}")


def _window(game: pb.Game, v: dp.DragonsView) -> str:
    w = v.window
    if w.about.startswith("claim:"):  # a Dummy card claimed: the other player decides
        return (f"  WINDOW {w.about}: {_name(game, v, w.responder)} may claim it too (secret "
                "offers follow) or pass (the claimer pays the Dummy a treasure card)")
    then = [_name(game, v, s) for s in w.order[1:]]
    rest = f"; then {_words(then)}" if then else "; nobody after"
    return (f"  WINDOW {w.about}: {_name(game, v, w.responder)} may play a card or pass"
            f"{rest}")


def _played(game: pb.Game, v: dp.DragonsView, f: dp.DragonsPlayed) -> str:
    who = _name(game, v, f.seat)
    if f.owner != f.seat:
        who += f" for {_name(game, v, f.owner)}"
    aim = _target(f)
    return (f"{card(f.card)} by {who}" + (f" {aim}" if aim else "")
            + (" [countered: no effect]" if f.countered else ""))


def _pending(game: pb.Game, v: dp.DragonsView) -> str:
    p = v.pending
    who = _name(game, v, p.seat)
    if v.HasField("dummy") and p.seat == v.dummy:
        who += " (automatic)"
    what = _PENDING.get(p.name, p.name)
    if p.for_seat != p.seat:
        what += f" for {_name(game, v, p.for_seat)}"
    # The Dummy pays when it is able (its face-up payment spells may make it able); it
    # withdraws or declines only when it cannot.
    dummys = v.HasField("dummy") and p.for_seat == v.dummy
    if p.name == "bribe":
        detail = f": at least {p.amount}" + (" (it pays if able)" if dummys else ", or withdraw")
    elif p.name == "buy":
        detail = f": the price is {p.amount}" + (" (it buys if able)" if dummys
                                                 else ", or decline")
    elif p.name == "choose_start":
        detail = ": " + _words(_name(game, v, int(o)) for o in p.options if o.isdigit())
    elif p.name == "take_treasure":
        detail = ": " + _treasures(p.options)
    elif not p.options:
        detail = " (in secret)"
    else:
        detail = ": " + _cards(p.options)
    return f"  WAITING FOR {who} {what}{detail}"


def _claim(game: pb.Game, v: dp.DragonsView) -> str:
    c = v.claim
    line = (f"  DUMMY CARD CLAIMED: {card(c.card)} by {_name(game, v, c.claimer)}; offers "
            f"made by: {_words(_name(game, v, s) for s in c.offered)} (one treasure card "
            "each)")
    if c.your_offer:
        line += f" | your offer: {_paid(c.your_offer)}"
    return line


def _outcome(game: pb.Game, v: dp.DragonsView) -> list[str]:
    lines = [f"  GAME OVER: {result_text(game)}"]
    reason = game.result.details.fields.get("reason") if game.HasField("result") else None
    if reason is not None and reason.string_value == "replay":
        lines[0] += (" (a tie after every tie-break: nobody wins; the rulebook says to "
                     "replay the game)")
    elif not v.winners and v.HasField("dummy"):
        lines[0] += " (the Dummy ranks first: no player wins)"
    for s in v.scores:
        lines.append(f"    {_name(game, v, s.seat)}: {s.artifacts} artifact(s), {s.lamps} "
                     f"lamp(s), treasure worth {s.treasure}")
    return lines


def full(game: pb.Game, now: float, brief: bool) -> str:
    """Several lines (`brief` leaves out the decks and the discard piles)."""
    v = game.dragons
    lines = [summary(game)]
    lines.append(f"  round {v.round}, {_phase(v.phase)} | start player {_start(game, v)} | "
                 f"artifacts bought {v.bought}/{BOUGHT_TO_END}")
    rooms = [loc for loc in v.locations if loc.id.startswith("room:")]
    # Once the rooms are locations, each shows what its artifact does.
    row = _words(v.row) if rooms else _cards(v.row)
    lines.append(f"  artifacts on offer (the palace rooms, left to right): {row}")
    lines.append("  LOCATIONS (resolved in this order):")
    for loc in v.locations:
        if not loc.id.startswith("room:"):
            lines += _location(game, v, loc)
    lines.append(_guard(v))
    for loc in rooms:
        lines += _location(game, v, loc)
    if v.resolving and v.ranking:
        lines.append(f"  ranking at {v.resolving}: {_totals(game, v, v.ranking)}")
    lines.append("  SEATS:")
    lines += [_seat(game, v, s) for s in v.seats]
    if not brief:
        lines.append(_decks(v))
    if v.HasField("window"):
        lines.append(_window(game, v))
    if v.stack:
        lines.append("  CARDS PLAYED (the last resolves first): " + "; ".join(
            f"{i}. {_played(game, v, f)}" for i, f in enumerate(v.stack, start=1)))
    if v.HasField("claim"):
        lines.append(_claim(game, v))
    if v.HasField("pending"):
        lines.append(_pending(game, v))
    placer = _placer(v)
    if placer is not None:
        seat, dummy = placer
        lines.append(f"  TO PLACE: {_name(game, v, seat)}"
                     + (" places the Dummy's next hero" if dummy else " places a hero"))
    if game.HasField("result") or v.phase == dp.DRAGONS_PHASE_OVER:
        lines += _outcome(game, v)
    return "\n".join(lines)
