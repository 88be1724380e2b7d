"""What each viewer may see of an Aladdin's Dragons game: built by allow-list.

A seat sees its own hand and heroes' numbers, what it looked at (Mirage, the scroll), the
spells drawn for its choice and its own secret offer; everyone sees the board, the counts
of other hands, the Dummy's cards (face up), windows, the stack of cards played and the
decisions owed. The auditor sees everything, the guard's card and the decks' sizes included
(the decks' order stays in the events).
"""

from __future__ import annotations

from typing import Any

from service.games.dragons.resolving import owed
from service.games.dragons.state import (
    CAVE,
    ROOM,
    Hero,
    State,
    hero_value,
    location,
    score,
    totals,
)
from service.kit.base import Viewer


def view(g: State, viewer: Viewer) -> dict[str, Any]:
    me = viewer.seat if viewer.seat is not None and 0 <= viewer.seat < g.players else None
    all_ = viewer.auditor
    dummy = g.setup.dummy
    known = set(g.known[me]) if me is not None and g.known else set()

    def sees_hero(h: Hero) -> bool:
        return all_ or h.up or (h.owner == me) or (h.owner, h.value) in known

    def hero(h: Hero, i: int) -> dict[str, Any]:
        shown = sees_hero(h)
        return {
            "index": i,
            "seat": h.owner,
            "face_up": h.up,
            "number": h.value if shown else None,
            "value": hero_value(h) if shown else None,
            "modifiers": [_modifier(op, n) for op, n in h.mods],
            "withdrawn": h.out,
        }

    current = location(g)
    locations = []
    for loc, heroes in g.heroes:
        entry: dict[str, Any] = {
            "id": loc,
            "heroes": [hero(h, i) for i, h in enumerate(heroes)],
            "treasures": [],
            "artifact": loc[len(ROOM):] if loc.startswith(ROOM) else "",
            "totals": [],
        }
        if loc.startswith(CAVE):
            entry["treasures"] = list(g.caves[g.setup.table.caves.index(int(loc[len(CAVE):]))])
        if all(h.up or h.out for h in heroes) and heroes:
            entry["totals"] = [{"seat": s, "total": t} for s, t in sorted(totals(g, loc).items())]
        locations.append(entry)
    if not g.heroes:  # phase one: the caves as laid out
        for n, cards in zip(g.setup.table.caves, g.caves, strict=True):
            locations.append({"id": f"{CAVE}{n}", "heroes": [], "treasures": list(cards),
                              "artifact": "", "totals": []})

    guard_shown = g.guard if all_ or g.guard_up or me in g.guard_known else None
    seats = []
    for s, h in enumerate(g.hands):
        mine = all_ or s == me or s == dummy
        seats.append({
            "seat": s,
            "name": g.setup.players[s] if s < g.players else "Dummy",
            "dummy": s == dummy,
            "heroes_in_hand": len(h.heroes),
            "heroes": list(h.heroes) if (all_ or s == me) else [],
            "treasure_count": len(h.treasures),
            "treasures": list(h.treasures) if mine else [],
            "spell_count": len(h.spells),
            "spells": list(h.spells) if mine else [],
            "artifact_count": len(h.artifacts),
            "artifacts": list(h.artifacts) if mine else [],
            "used": list(h.used),
            "artifacts_total": len(h.artifacts) + len(h.used),
        })

    ask = owed(g)
    pending = None
    if ask is not None:
        secret = ask.name == "keep_spell" and ask.who != dummy
        show = not secret or all_ or me in (ask.seat, ask.who)
        pending = {
            "name": ask.name,
            "seat": ask.seat,
            "for_seat": ask.who,
            "options": [str(o) for o in ask.options] if show else [],
            "amount": ask.amount,
        }
    claim = None
    if g.claim is not None:
        c = g.claim
        if pending is None and not g.answering and not c.contested and not c.offers:
            # Not contested: its claimer owes the Dummy a treasure card (in the open).
            pending = {"name": "pay_dummy", "seat": c.claimer, "for_seat": dummy,
                       "options": [], "amount": 1}
        claim = {
            "card": c.card,
            "claimer": c.claimer,
            "offered": [s for s, _ in c.offers],
            "your_offer": next((list(cs) for s, cs in c.offers if s == me), []),
        }
    w = g.window
    out: dict[str, Any] = {
        "phase": g.phase,
        "round": g.round,
        "start_player": g.start if g.phase not in ("start_draw", "choose_start") else None,
        "placer": g.placer if g.phase == "placing" and g.placer >= 0 else None,
        "placing_dummy": g.dummy_due,
        "dummy": dummy if dummy >= 0 else None,
        "you": me,
        "locations": locations,
        "resolving": current,
        "ranking": [{"seat": s, "total": t} for s, t in g.ranking],
        "guard": {
            "placed": g.guard is not None,
            "face_up": g.guard_up,
            "card": guard_shown or "",
            "value": (g.setup.content.treasure_by_id[guard_shown].value if guard_shown else None),
        },
        "row": list(g.row),
        "seats": seats,
        "decks": {
            "treasures": len(g.deck),
            "treasure_discard": len(g.discard),
            "treasure_discard_top": g.discard[-1] if g.discard else "",
            "artifacts": len(g.artifacts),
            "spells": len(g.spells),
            "spell_discard": list(g.spell_discard),
        },
        "window": {"about": w.about, "order": list(w.order), "responder": w.responder}
        if w is not None else None,
        "stack": [
            {"card": f.card, "seat": f.user, "owner": f.owner, "location": f.location,
             "hero": f.hero if f.hero >= 0 else None,
             "player": f.player if f.player >= 0 else None,
             "treasure": f.treasure, "to": f.to,
             "countered": f.countered}
            for f in g.stack
        ],
        "pending": pending,
        "claim": claim,
        "bought": g.bought,
        "winners": list(g.winners) if g.winners is not None else [],
        "scores": [
            {"seat": s, "artifacts": a, "lamps": la, "treasure": t}
            for s in range(g.n) for a, la, t in (score(g, s),)
        ] if g.winners is not None else [],
    }
    if all_:
        out["guard"]["card"] = g.guard or ""
    return out


def _modifier(op: str, n: int) -> str:
    """"x2", "+1", "-2": as the cards print them."""
    return f"x{n}" if op == "mul" else f"{n:+d}"
