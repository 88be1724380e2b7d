"""Readable text for Tales of the Arabian Nights (game "tales"), as the game reads at a
table: the round and the time of day, whose turn and which step; every traveller (character,
space, Destiny and Story, wealth, skills with Masters marked, statuses with their markers,
treasures, quest and its spaces, City cards, kept terrain cards, destination; the viewer's
own secret goal); the encounter being read aloud (what was met, the matrix and its row, the
reactions, the paragraph's text and its sections' headings, then the chosen section's text
and award in words); the decision the rules wait on and its options; the map around the
space of the seat whose turn it is; and at the end the winners and every goal revealed.

Drawn from the typed view only (`Game.tales`): the names of spaces next to the current one
come from the view (`here`), every other id is shown as words ("weapon_use" -> "Weapon
Use"). `clients.render` finds this module through the registry and calls
`summary_tail` and `full`; ids and texts in words are `tales_words.py`'s, awards the
service's. Plain ASCII (texts of the pack and
player names are transliterated), no I/O.
"""

from __future__ import annotations

from clients.render import result_text, summary
from clients.render.tales_words import (
    ascii_text,
    award_words,
    enum_name,
    item_words,
    listed,
    seat_name,
    words,
    wrap,
    wrap_list,
)
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import tales_pb2 as tp

__all__ = ["award_words", "full", "summary_tail", "words", "ascii_text"]


# ------------------------------------------------------------------------------ summary

_PHASES = {"start": "setup: drawing the start player", "characters": "setup: characters",
           "skills": "setup: skills", "quests": "setup: quests", "goals": "setup: secret goals",
           "over": "over"}


def _when(v: tp.TalesView) -> str:
    if v.rounds and v.round > v.rounds:  # a timed game's end
        return f"after {v.rounds} rounds"
    time = enum_name(tp.TalesTime, v.time) or "?"
    rounds = f" of {v.rounds}" if v.rounds else ""
    return f"round {v.round}{rounds}, {time}"


def _asked(game: pb.Game, v: tp.TalesView) -> str:
    if not v.HasField("pending"):
        return ""
    p = v.pending
    if p.name == "goal":
        owed = [seat_name(game, s.seat) for s in v.seats if not s.goal_set]
        return "to set their secret goals: " + listed(owed)
    return f"to decide: {seat_name(game, p.seat)} ({p.name})"


def summary_tail(game: pb.Game) -> str:
    """What changes most, after the game's name and version."""
    v = game.tales
    phase = enum_name(tp.TalesPhase, v.phase)
    parts = [_when(v)]
    if phase == "play":
        step = enum_name(tp.TalesStep, v.step) or "?"
        parts.append(f"{seat_name(game, v.seat)}'s turn: {step}")
    else:
        parts.append(_PHASES.get(phase, phase or "?"))
    asked = _asked(game, v)
    if asked:
        parts.append(asked)
    return " | ".join(parts)


# ------------------------------------------------------------------------------ the table


def _skills(s: tp.TalesSeat) -> str:
    return listed(words(k.skill) + (" (Master)" if k.master else "")
                 + (" (1 use)" if k.one_use else "") for k in s.skills)


def _statuses(s: tp.TalesSeat) -> str:
    out = []
    for st in s.statuses:
        marks = [f"{st.markers} marker{'s' if st.markers != 1 else ''}"] if st.markers else []
        if st.one_turn:
            marks.append("1 turn")
        out.append(words(st.status) + (f" ({', '.join(marks)})" if marks else ""))
    return listed(out)


def _goal(v: tp.TalesView, s: tp.TalesSeat, over: bool) -> str:
    if not s.HasField("goal"):
        return "goal set (secret)" if s.goal_set else "goal not set yet"
    g = s.goal
    missing = max(0, g.destiny - s.destiny) + max(0, g.story - s.story)
    state = "met" if missing == 0 else f"{missing} short"
    whose = "" if over else (", your secret" if v.HasField("you") and s.seat == v.you
                             else ", secret")
    return f"goal Destiny {g.destiny} + Story {g.story} ({state}{whose})"


def _quest(s: tp.TalesSeat) -> str:
    if not s.quest:
        return "quest: none"
    spaces = listed(words(x) + (" [claimed]" if x in s.claimed else "") for x in s.quest_visits)
    return f"quest: {words(s.quest)} -> {spaces}"


def _seat(game: pb.Game, v: tp.TalesView, s: tp.TalesSeat, over: bool) -> list[str]:
    tags = []
    if v.HasField("you") and s.seat == v.you:
        tags.append("YOU")
    if s.seat == v.start_player:
        tags.append("start player")
    if enum_name(tp.TalesPhase, v.phase) == "play" and s.seat == v.seat:
        tags.append("to play")
    if v.HasField("declared") and s.seat == v.declared:
        tags.append("declared victory")
    head = f"    {seat_name(game, s.seat)}" + (f" [{', '.join(tags)}]" if tags else "") + ": "
    who = words(s.character) if s.character else "no character yet"
    m = s.movement
    lines = [head + f"{who} at {words(s.space)} | Destiny {s.destiny}, Story {s.story} | "
             f"{_goal(v, s, over)} | {words(s.wealth)} | moves land {m.land}, sea {m.sea}, "
             f"{m.total} in all"]
    detail = [f"skills: {_skills(s)}", f"statuses: {_statuses(s)}",
              f"treasures: {listed(words(t) for t in s.treasures)}"]
    lines.append("      " + " | ".join(detail))
    more = [_quest(s), f"City cards: {listed(words(c) for c in s.cities)}",
            f"kept terrain cards: {listed(words(c) for c in s.kept)}"]
    if s.quests_dealt:
        more.append(f"quests dealt (keep one): {listed(words(q) for q in s.quests_dealt)}")
    if s.destination:
        more.append(f"Destination marker on {words(s.destination)}")
    if s.deaths:
        more.append(f"died {s.deaths} time{'s' if s.deaths > 1 else ''}")
    lines.append("      " + " | ".join(more))
    return lines


def _place(p: tp.TalesPlace) -> str:
    return f"{ascii_text(p.name)} ({words(p.terrain)})"


def _here(game: pb.Game, v: tp.TalesView) -> list[str]:
    h = v.here
    lines = [f"  MAP around {seat_name(game, v.seat)}: {ascii_text(h.name)} "
             f"({words(h.terrain)}, {words(h.continent)})"]
    if h.land:
        lines += wrap_list("by land: ", (_place(p) for p in h.land), "    ")
    if h.sea:
        lines += wrap_list("by sea: ", (_place(p) for p in h.sea), "    ")
    if h.HasField("arrow"):
        lines.append(f"    leaving by its arrow to {_place(h.arrow)}")
    return lines


_SOURCES = {"deck": "the encounter card", "city": "the City card",
            "terrain": "the kept terrain card"}


def _requirement(r: tp.TalesRequirement) -> str:
    return f"{words(r.id)} ({r.kind}{', mandatory' if r.mandatory else ''})"


def _encounter(game: pb.Game, v: tp.TalesView) -> list[str]:
    e = v.encounter
    source = enum_name(tp.TalesSource, e.source)
    if source in _SOURCES:
        origin = f"{_SOURCES[source]} {ascii_text(e.card_name or words(e.card))}"
    elif source == "power":
        origin = "the Place of Power itself"
    elif source == "go":
        origin = "an award that sent the traveller there"
    else:
        origin = source or "?"
    lines = [f"  ENCOUNTER of {seat_name(game, v.seat)} at {words(e.space)}, from {origin}"
             + (f" (die {e.city_roll})" if e.city_roll else "")]
    if e.name or e.matrix:
        met = ascii_text(e.name) or "?"
        where = (f"matrix {e.matrix} {ascii_text(e.matrix_name)}".rstrip()
                 + (f", row {ascii_text(e.row)}" if e.row else "")) if e.matrix else ""
        roll = f"; chart roll {e.roll}" if e.roll else ""
        lines.append(f"    met: {met}" + (f" ({where}{roll})" if where else ""))
    if e.reactions:
        lines += wrap_list("reactions: ", e.reactions, "    ")
    if e.HasField("paragraph"):
        lines.append(f"    paragraph {e.paragraph}:")
        lines += wrap(e.text, "      ")
        for sec in e.sections:
            if sec.requires:
                need = " or ".join(_requirement(r) for r in sec.requires)
                head = f"requires {need}" + (" (all mandatory)" if sec.all_mandatory else "")
            else:
                head = "NO SKILL"
            lines.append(f"      #{sec.index} {head}" + ("  <- CHOSEN" if sec.chosen else ""))
            if sec.chosen:
                lines += wrap(sec.text, "          ")
                lines += wrap(f"award: {award_words(sec.award)} [{sec.award or '-'}]",
                               "          ")
    elif e.stage == tp.TALES_STAGE_MASTER:
        lines.append("    a Master skill may choose the paragraph, else the Destiny Die rolls")
    return lines


def _option(p: tp.TalesPending, option: str, v: tp.TalesView) -> str:
    if p.name == "encounter":
        source, _, card = option.partition(":")
        return {"deck": "draw from the deck"}.get(
            source, f"{_SOURCES.get(source, source)} {words(card)}")
    if p.name == "section":
        return f"#{option}"
    if p.name == "reaction":
        return ascii_text(option)
    if p.name == "master":
        skill, _, paragraph = option.partition(" ")
        return words(skill) + (f" {paragraph}" if paragraph else "")
    if p.name == "keep_card":
        return "keep" if option.lower() == "true" else "discard"
    if p.name == "placer":  # another player, by its character
        seat = next((s.seat for s in v.seats if s.character == option), None)
        return words(option) + (f" (seat {seat})" if seat is not None else "")
    if p.name == "lose_status" and not option:
        return "none (keep them all)"
    if p.name == "protect":  # a treasure discarded instead of the fate `about` names
        return f"discard {words(option)} instead" if option else "keep it (suffer the fate)"
    if p.name == "move" and option == v.seats[p.seat].space:
        return f"stay at {words(option)}"
    return words(option)


_ASKS = {
    "character": "to choose a character",
    "skill": "to take a skill",
    "keep_quest": "to keep one of two quests",
    "move": "to move (or stay put)",
    "encounter": "to choose where the encounter comes from",
    "reaction": "to choose a reaction",
    "master": "to use a Master skill (option number) or roll the Destiny Die",
    "section": "to choose a section of the paragraph",
    "space": "to choose a space",
    "placer": "to choose the player who places them",
    "lose_status": "to lose a status, or none",
    "lose_skill": "to lose a skill",
    "lose_treasure": "to lose a treasure",
    "protect": "to discard a treasure instead of suffering the fate, or keep it",
    "keep_card": "to keep the terrain card for a later N, or discard it",
    "sell": "to sell a treasure here, or end the turn",
}


def _pending(game: pb.Game, v: tp.TalesView) -> list[str]:
    p = v.pending
    if p.name == "goal":
        owed = [seat_name(game, s.seat) for s in v.seats if not s.goal_set]
        return [f"  WAITING FOR {listed(owed)} to set a secret goal: Destiny + Story = "
                f"{v.goal_total} (at once, each in secret)"]
    what = _ASKS.get(p.name, p.name)
    if p.name == "space" and p.for_seat != p.seat:
        what = f"to place {seat_name(game, p.for_seat)}"
    if p.about and not p.name.startswith("lose_"):
        what += f" ({award_words(p.about)})"
    options = [_option(p, o, v) for o in p.options]
    if p.name == "master":
        options = [f"{i}. {o}" for i, o in enumerate(options, start=1)]
    return wrap_list(f"WAITING FOR {seat_name(game, p.seat)} {what}: ", options, "  ")


def _decks(v: tp.TalesView) -> str:
    d = v.decks
    return (f"  decks: encounters {d.encounters} (discard {d.encounter_discard}) | treasures "
            f"{d.treasures} (discard {d.treasure_discard}) | quests {d.quests} | City cards "
            f"{d.cities}")


def _outcome(game: pb.Game, v: tp.TalesView) -> list[str]:
    lines = [f"  GAME OVER: {ascii_text(result_text(game))}"]
    for s in v.seats:
        g = s.goal
        missing = max(0, g.destiny - s.destiny) + max(0, g.story - s.story)
        lines.append(f"    {seat_name(game, s.seat)}: goal Destiny {g.destiny} + Story "
                     f"{g.story}, reached Destiny {s.destiny}, Story {s.story} "
                     f"({'met' if missing == 0 else f'{missing} short'}) at {words(s.space)}"
                     + (" -- WINNER" if s.seat in v.winners else ""))
    return lines


def full(game: pb.Game, now: float, brief: bool) -> str:
    """Several lines (`brief` leaves out the decks and the map)."""
    v = game.tales
    phase = enum_name(tp.TalesPhase, v.phase)
    over = phase == "over"
    variant = enum_name(tp.TalesVariant, v.variant) or "?"
    lines = [ascii_text(summary(game))]
    head = f"  Tales of the Arabian Nights, {variant}: goals of {v.goal_total} | {_when(v)}"
    if phase == "play":
        step = enum_name(tp.TalesStep, v.step) or "?"
        head += f" | {seat_name(game, v.seat)}'s turn, step: {step}"
    else:
        head += f" | {_PHASES.get(phase, phase or '?')}"
    lines.append(head)
    if v.HasField("declared"):
        last = listed(seat_name(game, s) for s in v.last_turns)
        lines.append(f"  {seat_name(game, v.declared)} has declared victory; one last turn "
                     f"each for: {last}")
    lines.append("  TRAVELLERS:")
    for s in v.seats:
        lines += _seat(game, v, s, over)
    if v.HasField("here") and not brief:
        lines += _here(game, v)
    if v.HasField("encounter"):
        lines += _encounter(game, v)
    if v.queue:
        lines += wrap("award items still to resolve: " + "; ".join(
            f"{item_words(c)} [{c}]" for c in v.queue), "  ")
    if v.HasField("pending"):
        lines += _pending(game, v)
    if not brief:
        lines.append(_decks(v))
    if over or game.HasField("result"):
        lines += _outcome(game, v)
    return "\n".join(lines)
