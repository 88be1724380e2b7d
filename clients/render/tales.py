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
`describe_command`, `describe_generic`, `summary_tail` and `full`. Plain ASCII (texts of the
pack and player names are transliterated), no I/O.
"""

from __future__ import annotations

import re
import textwrap
import unicodedata
from collections.abc import Iterable
from typing import Any

from google.protobuf import json_format

from clients.render import player, result_text, sentence, summary
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import tales_pb2 as tp

WIDTH = 96
_SMALL = {"of", "the", "a", "an", "and", "in", "to", "at", "by", "on", "for", "from"}
_PUNCTUATION = {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-",
                "\u2014": " -- ", "\u2026": "...", "\u00a0": " "}


def ascii_text(text: str) -> str:
    """Text as plain ASCII: quotes and dashes as their ASCII look-alikes, accents dropped,
    anything else as "?"."""
    for k, v in _PUNCTUATION.items():
        text = text.replace(k, v)
    folded = unicodedata.normalize("NFKD", text)
    return "".join(c for c in folded if not unicodedata.combining(c)).encode(
        "ascii", "replace").decode()


def words(ident: str) -> str:
    """An id as words: "carpet_of_the_winds" -> "Carpet of the Winds"."""
    parts = [p for p in ident.split("_") if p]
    return ascii_text(" ".join(p if i and p in _SMALL else p[:1].upper() + p[1:]
                               for i, p in enumerate(parts)))


def _list(items: Iterable[str], empty: str = "none") -> str:
    return ", ".join(items) or empty


def _enum(enum: Any, value: int) -> str:
    """"morning" for TALES_TIME_MORNING ("" for UNSPECIFIED or a value not known)."""
    values = enum.DESCRIPTOR.values_by_number
    if value == 0 or value not in values:
        return ""
    prefix = values[0].name.removesuffix("UNSPECIFIED")
    return str(values[value].name.removeprefix(prefix).lower())


def _wrap(text: str, indent: str) -> list[str]:
    return textwrap.wrap(ascii_text(text), WIDTH, initial_indent=indent,
                         subsequent_indent=indent) or [indent.rstrip()]


def _wrap_list(head: str, items: Iterable[str], indent: str) -> list[str]:
    """`head` and the items, wrapped without breaking an item across lines."""
    keep = "\x00"  # a space inside an item, while wrapping
    text = ascii_text(head) + _list(ascii_text(i).replace(" ", keep) for i in items)
    return [line.replace(keep, " ") for line in _wrap(text, indent)]


def _player(game: pb.Game, seat: int) -> str:
    name = game.players[seat] if 0 <= seat < len(game.players) else "?"
    return f"{ascii_text(name)} (seat {seat})"


# ------------------------------------------------------------------------------ awards

_LOSE = {"choice": "of your choice", "random": "at random"}


def _item(code: str) -> str:
    """One award item in words ("D+1" -> "+1 Destiny"); the code itself when unknown."""
    m = re.fullmatch(r"([DS])([+-]?\d+)", code)
    if m:
        n = int(m[2])
        return f"{n:+d} {'Destiny' if m[1] == 'D' else 'Story'}"
    m = re.fullmatch(r"W([+-]\d+)(?:\((max|min):([a-z_]+)\))?", code)
    if m:
        n = int(m[1])
        out = f"{n:+d} wealth level{'s' if abs(n) > 1 else ''}"
        return out + (f" ({'at most' if m[2] == 'max' else 'at least'} {words(m[3])})"
                      if m[2] else "")
    if code in ("death", "end"):
        return ("death (back to Baghdad, Poor, without statuses or treasures)"
                if code == "death" else "the encounter ends")
    kind, _, rest = code.partition(":")
    flag = ""
    if rest.endswith(")") and "(" in rest:
        rest, _, flag = rest[:-1].partition("(")
        flag = f" ({flag})"
    if kind == "treasure":
        return (f"the treasure {words(rest)}" if rest else "a treasure from the deck") + flag
    if kind in ("skill", "status"):
        return f"the {kind} {words(rest)}{flag}"
    if kind == "master":
        return f"{words(rest)} at Master level"
    if kind.startswith("lose_"):
        what = kind.removeprefix("lose_")
        if rest == "all":
            return f"lose every {what}"
        if rest in _LOSE:
            return f"lose a {what} {_LOSE[rest]}"
        return f"lose the {what} {words(rest)}"
    if kind == "move":
        m = re.fullmatch(r"within(\d+)", rest)
        if m:
            return f"a free move of up to {m[1]} spaces"
        return {"any": "a free move to any space", "city": "a free move to any city",
                "coastal": "a free move to any coastal space"}.get(rest, code)
    if kind == "transport":
        return "carried off to a random space" if rest == "random" else (
            f"carried off to {words(rest)}")
    if kind == "placed":
        n, _, where = rest.partition(":")
        return f"placed by the player to your left within {n} of {words(where)}"
    if kind == "enter":
        return f"the Destination marker on {words(rest)}"
    if kind == "go":
        return f"into {words(rest)} at once"
    return code


def award_words(code: str) -> str:
    """An award code in words, item by item ("D+1/treasure" -> "+1 Destiny; a treasure
    from the deck"); "nothing" for none."""
    items = [c.strip() for c in code.split("/") if c.strip()]
    return "; ".join(_item(c) for c in items) or "nothing"


# ------------------------------------------------------------------------------ commands


def _words_of(code: object) -> str:
    return str(code).replace("_", " ")


def describe_event(kind: str, d: dict, players: list[str]) -> str | None:
    """A Tales event as a sentence ("Ann travels to Cairo by sea", "the Destiny Die shows
    +1: paragraph 705"); None for the generic wording."""
    who = player(players, d.get("seat"))
    sentences = {
        "CharacterChosen": lambda: f"{who} plays {_words_of(d['character'])}",
        "SkillTaken": lambda: f"{who} takes the skill {_words_of(d['skill'])}",
        "TurnBegan": lambda: f"round {d['round']}, {_words_of(d['time'])}: {who}'s turn",
        "Moved": lambda: (f"{who} travels to {_words_of(d['to'])}"
                          + (f" by {d['how']}" if d.get("how") else "")),
        "ChartRolled": lambda: (f"{who} rolls {d['die']} on the encounter chart: "
                                f"{_words_of(d['name'])}"),
        "DestinyRolled": lambda: (f"the Destiny Die shows {d['face']:+d}: paragraph "
                                  f"{d['paragraph']}"),
        "PointsChanged": lambda: (f"{who} {'gains' if d['delta'] >= 0 else 'loses'} "
                                  f"{abs(d['delta'])} {_words_of(d['kind'])} "
                                  f"(now {d['value']})"),
        "TreasureGained": lambda: f"{who} gains {_words_of(d['treasure'])}",
        "QuestCompleted": lambda: f"{who} completes the quest {_words_of(d['quest'])}",
        "Died": lambda: f"{who} dies",
        "VictoryDeclared": lambda: f"{who} declares victory",
        "TimeAdvanced": lambda: f"round {d['round']}: now {_words_of(d['time'])}",
        "GameEnded": lambda: "the game ends: " + (" and ".join(
            player(players, s) for s in d["winners"]) or "nobody") + " won",
    }
    return sentence(sentences, kind)


def describe_command(kind: str, body: object) -> str | None:
    """A menu label for one command (`kind` is the TalesCommand oneof field)."""
    b: Any = body
    if kind == "choose_character":
        return f"play {words(b.character)}"
    if kind == "take_skill":
        return f"take the skill {words(b.skill)}"
    if kind == "keep_quest":
        return f"keep the quest {words(b.quest)}"
    if kind == "set_goal":
        return f"set your secret goal: Destiny {b.destiny}, Story {b.story}"
    if kind == "move":
        return f"end your move on {words(b.to)}"
    if kind == "choose_encounter":
        source = _enum(tp.TalesSource, b.source)
        if source == "deck":
            return "draw an encounter card" + (f" ({b.card})" if b.card else "")
        if source == "city":
            return f"use your City card {words(b.card)}"
        if source == "terrain":
            return f"use your kept terrain card {words(b.card)} (its N)"
        return f"take an encounter from {source or '?'} {b.card}".rstrip()
    if kind == "choose_reaction":
        return f"react: {ascii_text(b.reaction)}"
    if kind == "use_master":
        return f"use your Master skill (option {b.choice + 1})"
    if kind == "roll_destiny":
        return "roll the Destiny Die"
    if kind == "choose_section":
        return f"choose section #{b.section}"
    if kind == "choose_space":
        return f"choose the space {words(b.space)}"
    if kind in ("lose_status", "lose_skill", "lose_treasure"):
        what = kind.removeprefix("lose_")
        return f"lose the {what} {words(getattr(b, what))}"
    if kind == "keep_card":
        return ("keep the terrain card for a later N" if b.keep
                else "discard the terrain card")
    if kind == "sell_treasure":
        return f"sell the treasure {words(b.treasure)}"
    if kind == "end_turn":
        return "sell nothing (more) and end your turn"
    return None


def describe_generic(command: str, fields: dict[str, Any]) -> str | None:
    """The same labels for a `GenericCommand` of this game (None: the generic label)."""
    field = tp.TalesCommand.DESCRIPTOR.fields_by_name.get(command)
    if field is None:
        return None
    message = getattr(tp.TalesCommand(), command)
    data = {k: v for k, v in fields.items() if v is not None}
    if command == "choose_encounter" and "source" in data:
        source = data.pop("source")
        name = f"TALES_SOURCE_{source.upper()}" if isinstance(source, str) else ""
        message.source = tp.TalesSource.Value(name) if name in tp.TalesSource.keys() else 0
    try:
        json_format.ParseDict(data, message)
    except json_format.ParseError:
        return None
    return describe_command(command, message)


# ------------------------------------------------------------------------------ summary

_PHASES = {"start": "setup: drawing the start player", "characters": "setup: characters",
           "skills": "setup: skills", "quests": "setup: quests", "goals": "setup: secret goals",
           "over": "over"}


def _when(v: tp.TalesView) -> str:
    if v.rounds and v.round > v.rounds:  # a timed game's end
        return f"after {v.rounds} rounds"
    time = _enum(tp.TalesTime, v.time) or "?"
    rounds = f" of {v.rounds}" if v.rounds else ""
    return f"round {v.round}{rounds}, {time}"


def _asked(game: pb.Game, v: tp.TalesView) -> str:
    if not v.HasField("pending"):
        return ""
    p = v.pending
    if p.name == "goal":
        owed = [_player(game, s.seat) for s in v.seats if not s.goal_set]
        return "to set their secret goals: " + _list(owed)
    return f"to decide: {_player(game, p.seat)} ({p.name})"


def summary_tail(game: pb.Game) -> str:
    """What changes most, after the game's name and version."""
    v = game.tales
    phase = _enum(tp.TalesPhase, v.phase)
    parts = [_when(v)]
    if phase == "play":
        step = _enum(tp.TalesStep, v.step) or "?"
        parts.append(f"{_player(game, v.seat)}'s turn: {step}")
    else:
        parts.append(_PHASES.get(phase, phase or "?"))
    asked = _asked(game, v)
    if asked:
        parts.append(asked)
    return " | ".join(parts)


# ------------------------------------------------------------------------------ the table


def _skills(s: tp.TalesSeat) -> str:
    return _list(words(k.skill) + (" (Master)" if k.master else "")
                 + (" (1 use)" if k.one_use else "") for k in s.skills)


def _statuses(s: tp.TalesSeat) -> str:
    out = []
    for st in s.statuses:
        marks = [f"{st.markers} marker{'s' if st.markers != 1 else ''}"] if st.markers else []
        if st.one_turn:
            marks.append("1 turn")
        out.append(words(st.status) + (f" ({', '.join(marks)})" if marks else ""))
    return _list(out)


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
    spaces = _list(words(x) + (" [claimed]" if x in s.claimed else "") for x in s.quest_visits)
    return f"quest: {words(s.quest)} -> {spaces}"


def _seat(game: pb.Game, v: tp.TalesView, s: tp.TalesSeat, over: bool) -> list[str]:
    tags = []
    if v.HasField("you") and s.seat == v.you:
        tags.append("YOU")
    if s.seat == v.start_player:
        tags.append("start player")
    if _enum(tp.TalesPhase, v.phase) == "play" and s.seat == v.seat:
        tags.append("to play")
    if v.HasField("declared") and s.seat == v.declared:
        tags.append("declared victory")
    head = f"    {_player(game, s.seat)}" + (f" [{', '.join(tags)}]" if tags else "") + ": "
    who = words(s.character) if s.character else "no character yet"
    m = s.movement
    lines = [head + f"{who} at {words(s.space)} | Destiny {s.destiny}, Story {s.story} | "
             f"{_goal(v, s, over)} | {words(s.wealth)} | moves land {m.land}, sea {m.sea}, "
             f"{m.total} in all"]
    detail = [f"skills: {_skills(s)}", f"statuses: {_statuses(s)}",
              f"treasures: {_list(words(t) for t in s.treasures)}"]
    lines.append("      " + " | ".join(detail))
    more = [_quest(s), f"City cards: {_list(words(c) for c in s.cities)}",
            f"kept terrain cards: {_list(words(c) for c in s.kept)}"]
    if s.quests_dealt:
        more.append(f"quests dealt (keep one): {_list(words(q) for q in s.quests_dealt)}")
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
    lines = [f"  MAP around {_player(game, v.seat)}: {ascii_text(h.name)} "
             f"({words(h.terrain)}, {words(h.continent)})"]
    if h.land:
        lines += _wrap_list("by land: ", (_place(p) for p in h.land), "    ")
    if h.sea:
        lines += _wrap_list("by sea: ", (_place(p) for p in h.sea), "    ")
    if h.HasField("arrow"):
        lines.append(f"    leaving by its arrow to {_place(h.arrow)}")
    return lines


_SOURCES = {"deck": "the encounter card", "city": "the City card",
            "terrain": "the kept terrain card"}


def _requirement(r: tp.TalesRequirement) -> str:
    return f"{words(r.id)} ({r.kind}{', mandatory' if r.mandatory else ''})"


def _encounter(game: pb.Game, v: tp.TalesView) -> list[str]:
    e = v.encounter
    source = _enum(tp.TalesSource, e.source)
    if source in _SOURCES:
        origin = f"{_SOURCES[source]} {ascii_text(e.card_name or words(e.card))}"
    elif source == "power":
        origin = "the Place of Power itself"
    elif source == "go":
        origin = "an award that sent the traveller there"
    else:
        origin = source or "?"
    lines = [f"  ENCOUNTER of {_player(game, v.seat)} at {words(e.space)}, from {origin}"
             + (f" (die {e.city_roll})" if e.city_roll else "")]
    if e.name or e.matrix:
        met = ascii_text(e.name) or "?"
        where = (f"matrix {e.matrix} {ascii_text(e.matrix_name)}".rstrip()
                 + (f", row {ascii_text(e.row)}" if e.row else "")) if e.matrix else ""
        roll = f"; chart roll {e.roll}" if e.roll else ""
        lines.append(f"    met: {met}" + (f" ({where}{roll})" if where else ""))
    if e.reactions:
        lines += _wrap_list("reactions: ", e.reactions, "    ")
    if e.HasField("paragraph"):
        lines.append(f"    paragraph {e.paragraph}:")
        lines += _wrap(e.text, "      ")
        for sec in e.sections:
            if sec.requires:
                need = " or ".join(_requirement(r) for r in sec.requires)
                head = f"requires {need}" + (" (all mandatory)" if sec.all_mandatory else "")
            else:
                head = "NO SKILL"
            lines.append(f"      #{sec.index} {head}" + ("  <- CHOSEN" if sec.chosen else ""))
            if sec.chosen:
                lines += _wrap(sec.text, "          ")
                lines += _wrap(f"award: {award_words(sec.award)} [{sec.award or '-'}]",
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
    "lose_status": "to lose a status",
    "lose_skill": "to lose a skill",
    "lose_treasure": "to lose a treasure",
    "keep_card": "to keep the terrain card for a later N, or discard it",
    "sell": "to sell a treasure here, or end the turn",
}


def _pending(game: pb.Game, v: tp.TalesView) -> list[str]:
    p = v.pending
    if p.name == "goal":
        owed = [_player(game, s.seat) for s in v.seats if not s.goal_set]
        return [f"  WAITING FOR {_list(owed)} to set a secret goal: Destiny + Story = "
                f"{v.goal_total} (at once, each in secret)"]
    what = _ASKS.get(p.name, p.name)
    if p.name == "space" and p.for_seat != p.seat:
        what = f"to place {_player(game, p.for_seat)}"
    if p.about and not p.name.startswith("lose_"):
        what += f" ({award_words(p.about)})"
    options = [_option(p, o, v) for o in p.options]
    if p.name == "master":
        options = [f"{i}. {o}" for i, o in enumerate(options, start=1)]
    return _wrap_list(f"WAITING FOR {_player(game, p.seat)} {what}: ", options, "  ")


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
        lines.append(f"    {_player(game, s.seat)}: goal Destiny {g.destiny} + Story "
                     f"{g.story}, reached Destiny {s.destiny}, Story {s.story} "
                     f"({'met' if missing == 0 else f'{missing} short'}) at {words(s.space)}"
                     + (" -- WINNER" if s.seat in v.winners else ""))
    return lines


def full(game: pb.Game, now: float, brief: bool) -> str:
    """Several lines (`brief` leaves out the decks and the map)."""
    v = game.tales
    phase = _enum(tp.TalesPhase, v.phase)
    over = phase == "over"
    variant = _enum(tp.TalesVariant, v.variant) or "?"
    lines = [ascii_text(summary(game))]
    head = f"  Tales of the Arabian Nights, {variant}: goals of {v.goal_total} | {_when(v)}"
    if phase == "play":
        step = _enum(tp.TalesStep, v.step) or "?"
        head += f" | {_player(game, v.seat)}'s turn, step: {step}"
    else:
        head += f" | {_PHASES.get(phase, phase or '?')}"
    lines.append(head)
    if v.HasField("declared"):
        last = _list(_player(game, s) for s in v.last_turns)
        lines.append(f"  {_player(game, v.declared)} has declared victory; one last turn "
                     f"each for: {last}")
    lines.append("  TRAVELLERS:")
    for s in v.seats:
        lines += _seat(game, v, s, over)
    if v.HasField("here") and not brief:
        lines += _here(game, v)
    if v.HasField("encounter"):
        lines += _encounter(game, v)
    if v.queue:
        lines += _wrap("award items still to resolve: " + "; ".join(
            f"{_item(c)} [{c}]" for c in v.queue), "  ")
    if v.HasField("pending"):
        lines += _pending(game, v)
    if not brief:
        lines.append(_decks(v))
    if over or game.HasField("result"):
        lines += _outcome(game, v)
    return "\n".join(lines)
