"""What a viewer may see of an Emira game, built field by field (an allow-list).

Public: the turn, phase and first player; every sheik's colour, camels (and camel track),
palace, palace track, appearance counters, status cards, caravans, princesses, face-up
event cards, the size of his hand; the board (princesses in play and undecided with their
preferences as they now stand, the status card, the counter, the markers, the supplies, the
bag's counts); the bidding; the pending decision (its options only to its seat when they are
secret); deck sizes; the result. Hidden: another sheik's gold (shown while Noor lives in his
palace, while a princess whose choice reads gold chooses or is undecided with room for her
somewhere, and at the end), his hand, his goal (revealed at the end); the order of every
deck. The auditor sees it all.
"""

from __future__ import annotations

from typing import Any

from service.games.emira import scoring
from service.games.emira.phases import PHASES, SECRET_ASKS
from service.games.emira.princesses import reads_gold
from service.games.emira.state import (
    APPEARANCES,
    OVER,
    PRINCESS,
    Game,
    Sheik,
    appearance,
    has,
    palace_value,
    preferences,
    status_points,
)
from service.kit.base import Viewer


def view(g: Game, viewer: Viewer) -> dict[str, Any]:
    seat = viewer.seat if type(viewer.seat) is int and 0 <= viewer.seat < g.n else None
    asked = PHASES.asked(g)  # the seats the game waits on (none while a draw is due)
    # 4.6: gold is shown "when it is time for her to choose": while a princess whose choice
    # reads gold chooses, and while one is undecided (she may choose at any moment) and
    # some sheik has room for her (`reads_gold`).
    choosing = g.board.active if g.phase == PRINCESS else ()
    gold_open = g.phase == OVER or any(
        reads_gold(g, p) for p in g.board.undecided + choosing)
    out: dict[str, Any] = {
        "game_type": "emira",
        "content_hash": g.setup.content_hash,
        "advanced": g.setup.advanced,
        "players": list(g.setup.players),
        "turn": g.turn,
        "phase": g.phase,
        "first_player": g.first,
        "to_act": [] if asked is None else sorted(asked.stages),
        "sheiks": [_sheik(g, s, i, viewer.auditor or i == seat or gold_open)
                   for i, s in enumerate(g.sheiks)],
        "board": _board(g),
        "bidding": {
            "opener": _seat(g.opener), "to_bid": _seat(g.seat) if g.phase == "bidding" else None,
            "high_bid": g.high, "leader": _seat(g.leader), "passed": list(g.passed),
            "chooser": _seat(g.chooser), "acted": list(g.acted), "taken": list(g.taken),
        },
        "effects": [{"kind": k, "seat": s} for k, s in g.effects],
        "pending": _pending(g, seat, viewer.auditor),
        "decks": {"emira": len(g.decks.emira), "status": len(g.decks.status),
                  "events": len(g.decks.events)},
        "emira_deck_ran_out": g.ended,
        "result": _result(g),
        "you": None if seat is None else _you(g, seat),
    }
    if viewer.auditor:
        out["secret"] = {
            "goals": [s.goal for s in g.sheiks],
            "hands": [{"cards": list(s.hand)} for s in g.sheiks],
            "emira_deck": list(g.decks.emira),
            "status_deck": list(g.decks.status),
            "event_deck": list(g.decks.events),
            "swapped": list(g.board.swapped),
        }
    return out


def _seat(s: int) -> int | None:
    return None if s < 0 else s


def _sheik(g: Game, s: Sheik, seat: int, sees_gold: bool) -> dict[str, Any]:
    c = g.content
    shown = sees_gold or has(s, "mistrust", c)
    return {
        "seat": seat,
        "colour": s.colour,
        "gold": s.gold if shown else None,
        "camels": s.camels,
        "camel_track": s.breed,
        "palace_sections": s.sections,
        "palace_track": s.track,
        "palace_value": palace_value(s, g.setup.advanced) / 2,
        "counters": dict(zip(APPEARANCES, s.counters, strict=True)),
        "appearance": appearance(s, c),
        "good_looking": list(s.looks),
        "status_cards": list(s.status),
        "status": status_points(s, c),
        "caravans": [{"caravan": item, "payments_left": left} for item, left in s.caravans],
        "princesses": list(s.princesses),
        "face_up_events": list(s.kept),
        "hand_size": len(s.hand),
        "loses_turn": s.lost or None,
        "upkeep_paid": s.paid,
    }


def _princess(g: Game, p: str) -> dict[str, Any]:
    first, second = preferences(g, p)
    info = g.content.princesses[p]
    return {"id": p, "first": first, "second": second, "skills": list(info.skills),
            "ability": info.ability}


def _board(g: Game) -> dict[str, Any]:
    b = g.board
    return {
        "active": [_princess(g, p) for p in b.active],
        "later": [_princess(g, p) for p in b.later],
        "undecided": [_princess(g, p) for p in b.undecided],
        "status_card": b.status,
        "counter": b.counter,
        "markers": list(b.offers),
        "supply": dict(zip(("camels", "palace_sections", "small_caravans", "large_caravans"),
                           b.supply, strict=True)),
        "bag": dict(zip(APPEARANCES, b.bag, strict=True)),
        "removed": list(b.removed),
        "xenia_markers": b.xenia,
    }


def _pending(g: Game, seat: int | None, auditor: bool) -> dict[str, Any] | None:
    ask = g.ask
    if ask is None:
        return None
    secret = ask.name in SECRET_ASKS and not auditor and seat != ask.seat
    return {"name": ask.name, "seat": ask.seat, "options": [] if secret else list(ask.options)}


def _you(g: Game, seat: int) -> dict[str, Any]:
    s = g.sheiks[seat]
    dealt = g.decks.dealt[seat] if seat < len(g.decks.dealt) else ()
    content = g.content
    goal = next((x for x in content.goals if x.id == s.goal), None)
    cards = {card: content.event_kinds[card.split("#", 1)[0]] for card in (*s.hand, *dealt)}
    return {"seat": seat, "gold": s.gold, "goal": s.goal or None, "hand": list(s.hand),
            "dealt": list(dealt), "goal_met": scoring.goal_met(g, s),
            # What a person needs to play them: the goal and his cards, as printed.
            "goal_text": goal.text if goal is not None else "",
            "cards": [{"id": card, "name": kind.name, "text": kind.text}
                      for card, kind in cards.items()]}


def _result(g: Game) -> dict[str, Any] | None:
    f = g.final
    if f is None:
        return None
    return {"winners": list(f.winners), "scores": list(f.scores), "reason": f.reason,
            "goals": [s.goal for s in g.sheiks]}
