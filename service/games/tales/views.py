"""What each viewer sees of a Tales game: built by allow-list.

Everyone sees the map's state (where each character stands), every seat's points, wealth,
skills, statuses, treasures, quest and cards, and the encounter being read aloud: what is
met, the matrix's reactions, the paragraph's text and its sections' headings, and — once
chosen — that section's text and award. A seat's secret goal is its own until the game ends.
A matrix cell's paragraph numbers are never shown, but for a Master-skill choice between
several paragraphs (Master Skills).
"""

from __future__ import annotations

from typing import Any

from service.games.tales.movement import rates
from service.games.tales.phases import asked
from service.games.tales.state import GOALS, OVER, PLAY, TIMES, State
from service.kit.base import Viewer


def view(g: State, viewer: Viewer) -> dict[str, Any]:
    content = g.setup.content
    me = viewer.seat if viewer.seat is not None and 0 <= viewer.seat < g.n else None
    everything = viewer.auditor or g.phase == OVER
    seats = []
    for s, h in enumerate(g.heroes):
        quest = content.quests.get(h.quest)
        land, sea, total = rates(g, h) if h.space else (0, 0, 0)
        goal = h.goal if everything or s == me else None  # its owner's secret
        seats.append({
            "seat": s,
            "name": g.setup.players[s],
            "character": h.character,
            "space": h.space,
            "destiny": h.destiny,
            "story": h.story,
            "wealth": content.rules.wealth[h.wealth].id,
            "movement": {"land": land, "sea": sea, "total": total},
            "skills": [{"skill": k, "master": level >= 2, "one_use": one > 0}
                       for k, level, one in h.skills],
            "statuses": [{"status": k, "markers": m, "one_turn": bool(until)}
                         for k, m, until in h.statuses],
            "treasures": list(h.treasures),
            "quest": h.quest,
            "quest_visits": list(quest.visit) if quest else [],
            "claimed": list(h.claimed),
            "quests_dealt": list(h.dealt),
            "cities": list(h.cities),
            "kept": list(h.kept),
            "destination": h.destination,
            "goal": {"destiny": goal[0], "story": goal[1]} if goal is not None else None,
            "goal_set": h.goal is not None,
            "deaths": h.deaths,
        })
    out: dict[str, Any] = {
        "phase": g.phase,
        "variant": g.setup.variant,
        "goal_total": g.setup.goal,
        "rounds": g.setup.rounds,
        "deadline_time": g.setup.deadline or None,
        "round": g.round,
        "time": TIMES[g.time],
        "start_player": g.start,
        "seat": g.seat,
        "step": g.step,
        "you": me,
        "seats": seats,
        "decks": {
            "encounters": len(g.encounters), "encounter_discard": len(g.encounter_discard),
            "treasures": len(g.treasures), "treasure_discard": len(g.treasure_discard),
            "quests": len(g.quests), "cities": len(g.cities),
        },
        "here": _here(g),
        "encounter": _encounter(g),
        "queue": [i.code for i in g.queue],
        "pending": _pending(g, me, viewer.auditor),
        "declared": g.declared if g.declared >= 0 else None,
        "last_turns": list(g.last),
        "winners": list(g.winners) if g.winners is not None else [],
        "scores": list(g.scores),
    }
    return out


def _here(g: State) -> dict[str, Any] | None:
    """The space of the seat whose turn it is and its neighbours (the map is public)."""
    if g.phase != PLAY:
        return None
    spaces = g.setup.content.spaces
    space = spaces.get(g.heroes[g.seat].space)
    if space is None:
        return None

    def place(s: str) -> dict[str, Any]:
        other = spaces[s]
        return {"space": s, "name": other.name, "terrain": other.terrain}

    return {
        "space": space.id,
        "name": space.name,
        "terrain": space.terrain,
        "continent": space.continent,
        "land": [place(s) for s in space.land],
        "sea": [place(s) for s in space.sea],
        "arrow": place(space.arrow) if space.arrow else None,
    }


def _encounter(g: State) -> dict[str, Any] | None:
    enc = g.enc
    if enc is None:
        return None
    content = g.setup.content
    card = content.cards.get(enc.card)
    city = content.cities.get(enc.card)
    matrix = content.matrices.get(enc.matrix)
    para = content.paragraphs.get(enc.paragraph) if enc.paragraph else None
    sections = []
    if para is not None:
        for i, sec in enumerate(para.sections):
            chosen = i == enc.section
            sections.append({
                "index": i,
                "requires": [{"kind": r.kind, "id": r.id, "mandatory": r.mandatory}
                             for r in sec.requires],
                "all_mandatory": sec.all_mandatory,
                "chosen": chosen,
                "text": sec.text if chosen else "",
                "award": "/".join(x.code for x in sec.award) if chosen else "",
            })
    return {
        "source": enc.source,
        "card": enc.card,
        "card_name": card.name if card else city.name if city else "",
        "space": enc.space,
        "roll": enc.roll,
        "name": enc.name,
        "matrix": enc.matrix,
        "matrix_name": matrix.name if matrix else "",
        "row": enc.row,
        "reactions": list(matrix.reactions) if matrix and enc.stage == "reaction" else [],
        "stage": enc.stage,
        "paragraph": enc.paragraph if para is not None else None,
        "text": para.text if para is not None else "",
        "sections": sections,
        "city_roll": enc.city_roll,
    }


def _pending(g: State, me: int | None, auditor: bool) -> dict[str, Any] | None:
    if g.phase == GOALS:  # every seat without a goal sets it at once, in secret
        owed = [s for s, h in enumerate(g.heroes) if h.goal is None]
        if not owed:
            return None
        seat = me if me in owed else owed[0]  # the viewer, when it owes one
        return {"name": "goal", "seat": seat, "for_seat": seat, "options": [], "about": ""}
    ask = asked(g)
    if ask is None:
        return None
    options: list[str]
    if ask.name == "master":
        several = len(ask.options) > 1 or auditor
        options = [f"{skill} ({paragraph})" if several else skill
                   for paragraph, skill in ask.options]
    elif ask.name == "encounter":
        options = [f"{s}:{c}" if c else s for s, c in ask.options]
    else:
        options = [str(o) for o in ask.options]
    return {"name": ask.name, "seat": ask.seat, "for_seat": ask.who, "options": options,
            "about": ask.about}
