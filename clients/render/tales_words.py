"""Tales of the Arabian Nights in words (`clients/render/tales.py` draws the table): ids as
words and texts as plain ASCII, award codes item by item, events as sentences and commands
as menu labels."""

from __future__ import annotations

import re
import textwrap
import unicodedata
from collections.abc import Iterable
from typing import Any

from google.protobuf import json_format

from clients.render import player, sentence
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


def listed(items: Iterable[str], empty: str = "none") -> str:
    return ", ".join(items) or empty


def enum_name(enum: Any, value: int) -> str:
    """"morning" for TALES_TIME_MORNING ("" for UNSPECIFIED or a value not known)."""
    values = enum.DESCRIPTOR.values_by_number
    if value == 0 or value not in values:
        return ""
    prefix = values[0].name.removesuffix("UNSPECIFIED")
    return str(values[value].name.removeprefix(prefix).lower())


def wrap(text: str, indent: str) -> list[str]:
    return textwrap.wrap(ascii_text(text), WIDTH, initial_indent=indent,
                         subsequent_indent=indent) or [indent.rstrip()]


def wrap_list(head: str, items: Iterable[str], indent: str) -> list[str]:
    """`head` and the items, wrapped without breaking an item across lines."""
    keep = "\x00"  # a space inside an item, while wrapping
    text = ascii_text(head) + listed(ascii_text(i).replace(" ", keep) for i in items)
    return [line.replace(keep, " ") for line in wrap(text, indent)]


def seat_name(game: pb.Game, seat: int) -> str:
    name = game.players[seat] if 0 <= seat < len(game.players) else "?"
    return f"{ascii_text(name)} (seat {seat})"


# ------------------------------------------------------------------------------ awards

_LOSE = {"choice": "of your choice", "random": "at random"}


def item_words(code: str) -> str:
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
        if rest == "choice" and what == "status":
            return "you may lose a status of your choice"
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
        return f"placed by another player (your choice) within {n} of {words(where)}"
    if kind == "enter":
        return f"the Destination marker on {words(rest)}"
    if kind == "go":
        return f"into {words(rest)} at once"
    return code


def award_words(code: str) -> str:
    """An award code in words, item by item ("D+1/treasure" -> "+1 Destiny; a treasure
    from the deck"); "nothing" for none."""
    items = [c.strip() for c in code.split("/") if c.strip()]
    return "; ".join(item_words(c) for c in items) or "nothing"


# ------------------------------------------------------------------------------ commands


def _words_of(code: object) -> str:
    return str(code).replace("_", " ")


def _losing(statuses: list[str] | None, treasures: list[str] | None) -> str:
    """What a death took, as its event names it (none named by an event of schema 1)."""
    lost = [_words_of(x) for x in (statuses or []) + (treasures or [])]
    return f", losing {', '.join(lost)}" if lost else ""

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
        "Died": lambda: f"{who} dies" + _losing(d.get("statuses"), d.get("treasures")),
        "VictoryDeclared": lambda: f"{who} declares victory",
        "PlacerChosen": lambda: f"{who} is placed by {player(players, d['placer'])}",
        "TimeAdvanced": lambda: f"round {d['round']}: now {_words_of(d['time'])}",
        "GameEnded": lambda: "the game ends: " + (" and ".join(
            player(players, s) for s in d["winners"]) or "nobody") + " won",
    }
    return sentence(sentences, kind)


def describe_command(kind: str, body: object) -> str | None:
    """A menu label for one command (`kind` is the TalesCommand oneof field)."""
    b: Any = body
    if kind == "choose_character":  # one's character, or the player who places one
        return f"choose {words(b.character)}"
    if kind == "take_skill":
        return f"take the skill {words(b.skill)}"
    if kind == "keep_quest":
        return f"keep the quest {words(b.quest)}"
    if kind == "set_goal":
        return f"set your secret goal: Destiny {b.destiny}, Story {b.story}"
    if kind == "move":
        return f"end your move on {words(b.to)}"
    if kind == "choose_encounter":
        source = enum_name(tp.TalesSource, b.source)
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
        if not getattr(b, what):  # "You may lose one status of your choice": none
            return f"keep every {what}"
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
