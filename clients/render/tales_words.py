"""Tales of the Arabian Nights' table in words (`clients/render/tales.py` draws it): ids as
words and texts as plain ASCII. Award codes item by item are the service's words
(`service/games/tales/words.py`), as are the events' sentences and the commands' labels."""

from __future__ import annotations

import textwrap
import unicodedata
from collections.abc import Iterable
from typing import Any

from scheherazade.v1 import game_service_pb2 as pb
from service.games.tales.words import award_words, item_words
from service.kit.words import titled

__all__ = ["award_words", "item_words"]

WIDTH = 96
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
    return ascii_text(titled(ident))


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


