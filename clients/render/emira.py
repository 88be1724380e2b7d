"""Readable text for Emira (game "emira"): the board's offers, the princesses who choose and
how, every sheik's public board, the bidding round, and the viewer's own gold, hand and goal.

Drawn from the typed view only (`Game.emira`). `clients.render` finds this module through
the registry and calls `summary_tail` and `full`. Plain ASCII.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from clients.render import result_text, seat_label, summary
from scheherazade.v1 import emira_pb2 as em
from scheherazade.v1 import game_service_pb2 as pb


def _enum(enum: Any, value: int) -> str:
    """"small_caravan" for EMIRA_ACTION_SMALL_CARAVAN ("" for UNSPECIFIED or unknown)."""
    values = enum.DESCRIPTOR.values_by_number
    if value == 0 or value not in values:
        return ""
    prefix = values[0].name.removesuffix("UNSPECIFIED")
    return str(values[value].name.removeprefix(prefix).lower())


def _words(items: Iterable[str], empty: str = "none") -> str:
    return ", ".join(items) or empty


def _who(game: pb.Game, seats: Iterable[int]) -> str:
    return _words((seat_label(game, s) for s in seats), "nobody")


def summary_tail(game: pb.Game) -> str:
    """What changes most, after the game's name and version."""
    v = game.emira
    parts = [f"{'advanced' if v.advanced else 'basic'}, turn {v.turn} "
             f"{_enum(em.EmiraPhase, v.phase)}"]
    if v.to_act:
        parts.append(f"to act: {_who(game, v.to_act)}")
    if v.phase == em.EMIRA_PHASE_BIDDING and v.bidding.high_bid:
        parts.append(f"high bid {v.bidding.high_bid} by {_who(game, [v.bidding.leader])}")
    parts.append(f"Emira deck {v.decks.emira}")
    return " | ".join(parts)


# ------------------------------------------------------------------------------ the table


def _princess(p: em.EmiraPrincess) -> str:
    prefs = " > ".join(x for x in (_enum(em.EmiraPreference, p.first),
                                   _enum(em.EmiraPreference, p.second)) if x)
    skills = "/".join(p.skills) or "no skill"
    ability = f", {p.ability}" if p.HasField("ability") else ""
    return f"{p.id} (looks at {prefs}; {skills}{ability})"


def _offers(v: em.EmiraView) -> list[str]:
    b = v.board
    card = b.status_card if b.HasField("status_card") else "none"
    counter = b.counter if b.HasField("counter") else "none"
    s, bag = b.supply, b.bag
    lines = [
        f"  on offer: status card {card} | appearance counter {counter} | markers "
        f"{_words(b.markers)}",
        f"  supply: camels {s.camels}, palace sections {s.palace_sections}, small caravans "
        f"{s.small_caravans}, large caravans {s.large_caravans} | bag: beauty {bag.beauty}, "
        f"manners {bag.manners}, attire {bag.attire}",
    ]
    for label, ps in (("choosing this turn", b.active), ("choosing next turn", b.later),
                      ("undecided", b.undecided)):
        if ps:
            lines.append(f"  princesses {label}: " + "; ".join(_princess(p) for p in ps))
    return lines


def _bidding(game: pb.Game, v: em.EmiraView) -> str:
    d = v.bidding
    parts = [f"first player {seat_label(game, v.first_player)}"]
    if d.HasField("to_bid"):
        parts.append(f"to bid: {seat_label(game, d.to_bid)}")
    if d.high_bid:
        parts.append(f"high bid {d.high_bid} by {_who(game, [d.leader])}")
    if d.passed:
        parts.append(f"passed: {_who(game, d.passed)}")
    if d.HasField("chooser"):
        parts.append(f"choosing: {seat_label(game, d.chooser)}")
    if d.acted:
        parts.append(f"acted: {_who(game, d.acted)}")
    if d.taken:
        parts.append(f"actions taken: {_words(d.taken)}")
    return "  turn: " + " | ".join(parts)


def _sheik(game: pb.Game, s: em.EmiraSheik) -> list[str]:
    gold = str(s.gold) if s.HasField("gold") else "hidden"
    c = s.counters
    caravans = _words(f"{x.caravan} ({x.payments_left} to pay)" for x in s.caravans)
    lines = [
        f"    {seat_label(game, s.seat)} {_enum(em.EmiraColour, s.colour) or '?'}: gold {gold}"
        f" | princesses {len(s.princesses)}: {_words(s.princesses)}",
        f"      camels {s.camels} (track {s.camel_track}) | palace {s.palace_sections} "
        f"sections (value {s.palace_value:g}) | appearance {s.appearance} (beauty {c.beauty},"
        f" manners {c.manners}, attire {c.attire}) | status {s.status} "
        f"({_words(s.status_cards)})",
        f"      caravans: {caravans} | hand {s.hand_size} card(s)"
        + (f" | face up: {_words(s.face_up_events)}" if s.face_up_events else "")
        + (f" | good looking +1s: {_words(s.good_looking)}" if s.good_looking else "")
        + (f" | loses turn {s.loses_turn}" if s.HasField("loses_turn") else "")
        + (" | upkeep paid" if s.upkeep_paid else ""),
    ]
    return lines


def _you(v: em.EmiraView) -> str:
    y = v.you
    goal = y.goal if y.HasField("goal") else "not dealt yet"
    met = " (your princesses fill it now)" if y.goal_met else ""
    dealt = f" | dealt: {_words(y.dealt)}" if y.dealt else ""
    lines = [f"  YOU: gold {y.gold} | goal {goal}{met} | hand: {_words(y.hand)}{dealt}"]
    if y.goal_text:
        lines.append(f"    your goal: {y.goal_text}")
    lines += [f"    {c.id}: {c.name} - {c.text}" for c in y.cards]
    return "\n".join(lines)


def _pending(game: pb.Game, p: em.EmiraPending) -> str:
    options = f": {_words(p.options)}" if p.options else ""
    return f"  waiting for {seat_label(game, p.seat)} to decide {p.name}{options}"


def _outcome(game: pb.Game, v: em.EmiraView) -> str:
    r = v.result
    goals = ", ".join(f"{seat_label(game, i)} {g}" for i, g in enumerate(r.goals))
    return f"  GAME OVER ({r.reason.replace('_', ' ')}): {result_text(game)} | goals: {goals}"


def full(game: pb.Game, now: float, brief: bool) -> str:
    """Several lines (`brief` leaves out the supply, the bag and the deck sizes)."""
    v = game.emira
    lines = [summary(game)]
    offers = _offers(v)
    lines += offers if not brief else [offers[0], *offers[2:]]
    lines.append(_bidding(game, v))
    if v.effects:
        lines.append("  effects this turn: " + _words(
            f"{e.kind} ({seat_label(game, e.seat)})" for e in v.effects))
    lines.append("  sheiks:")
    for s in v.sheiks:
        lines += _sheik(game, s)
    if not brief:
        d = v.decks
        lines.append(f"  decks: Emira {d.emira}, status {d.status}, events {d.events}"
                     + (" | the Emira deck ran out: last turn" if v.emira_deck_ran_out else ""))
    if v.HasField("you"):
        lines.append(_you(v))
    if v.HasField("pending"):
        lines.append(_pending(game, v.pending))
    if v.HasField("result"):
        lines.append(_outcome(game, v))
    return "\n".join(lines)
