"""The words Aladdin's Dragons' terminal rendering shares between its menus, its summary
and its table (`clients/render/dragons.py` is the adapter, `dragons_table.py` the table):
what a card does and what a treasure card is worth (the designed content of seeds/dragons/;
tests/api/test_dragons_cli.py checks them against it), a seat's name, the start player and
whose placement it is. Plain ASCII, no I/O."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from clients.render import seat_label
from scheherazade.v1 import dragons_pb2 as dp
from scheherazade.v1 import game_service_pb2 as pb

BOUGHT_TO_END = 15  # the artifacts: all bought, the game ends
# A treasure card "<type>#<n>" is worth TREASURE_VALUES[n - 1] (seeds/dragons/treasures.json).
TREASURE_VALUES = (1, 1, 1, 2, 2, 3, 3, 4, 4, 5)
# What each spell, and each kind of artifact card ("double#2": "double"), does, in short.
CARD_HINTS = {
    "lions_strength": "+2 on your revealed hero",
    "weakness": "-2 on another's revealed hero",
    "caliphs_decree": "win every tie at the location revealed",
    "mirage": "look at a face-down hero",
    "mirror_of_truth": "turn another's face-down hero face up",
    "desert_wind": "move your face-down hero to another location",
    "dragons_hoard": "add a treasure card to the cave revealed",
    "dragons_fire": "discard a treasure card from the cave revealed",
    "open_sesame": "no bribe in the palace room revealed",
    "guards_greed": "the guard counts 2 more in the palace room revealed",
    "bargain": "your price 2 less",
    "alchemy": "your next payment may mix types",
    "golden_touch": "1 card of your next payment counts 2 more",
    "thief_of_baghdad": "take a treasure card at random from a player",
    "djinns_gift": "draw 2 treasure cards",
    "evil_eye": "a flying carpet or double just played changes nothing",
    "lamp": "draw 2 spells, keep 1; still a lamp at the end",
    "counterspell": "the spell just cast has no effect",
    "double": "x2 on your hero, face down or up",
    "flying_carpet": "+1 on any hero, face down or up",
    "scroll": "look at the guard's card and at a face-down hero",
}
_PENDING = {
    "choose_start": "to choose the start player",
    "take_treasure": "to take a treasure card",
    "keep_spell": "to keep a spell",
    "bribe": "to bribe the palace guard",
    "buy": "to buy the artifact",
    "use_dummy_card": "to use the Dummy's card",
    "pay_dummy": "to pay the Dummy a treasure card for its card",
}


def _words(items: Iterable[str], empty: str = "none") -> str:
    return ", ".join(items) or empty


def _phase(value: int) -> str:
    values = dp.DragonsPhase.DESCRIPTOR.values_by_number
    if value == 0 or value not in values:
        return "?"
    return values[value].name.removeprefix("DRAGONS_PHASE_").lower().replace("_", " ")


def treasure_value(card: str) -> int | None:
    """The number of a treasure card ("gold#4" -> 2); None for an id it does not know."""
    _, _, n = card.partition("#")
    if not n.isdigit() or not 1 <= int(n) <= len(TREASURE_VALUES):
        return None
    return TREASURE_VALUES[int(n) - 1]


def treasure(card: str) -> str:
    """"gold#4 (gold 2)": the card, its type and its number."""
    kind, _, _ = card.partition("#")
    value = treasure_value(card)
    return f"{card} ({kind} {value if value is not None else '?'})"


def _treasures(cards: Iterable[str]) -> str:
    return _words(treasure(c) for c in cards)


def _by_type(cards: Iterable[str]) -> str:
    """A hand's treasure cards grouped by type, lowest first, each type with its total:
    "gold: gold#2=1, gold#9=4 (5); rubies: rubies#10=5 (5)" (payments are of one type)."""
    groups: dict[str, list[str]] = {}
    for c in cards:
        groups.setdefault(c.partition("#")[0], []).append(c)
    parts = []
    for kind in sorted(groups):
        ranked = sorted(groups[kind], key=lambda c: (treasure_value(c) or 0, c))
        values = [treasure_value(c) for c in ranked]
        total = sum(v or 0 for v in values)
        listed = ", ".join(f"{c}={v if v is not None else '?'}"
                           for c, v in zip(ranked, values, strict=True))
        parts.append(f"{kind}: {listed} ({total})")
    return "; ".join(parts) or "none"


def _paid(cards: Iterable[str]) -> str:
    cards = list(cards)
    total = sum(treasure_value(c) or 0 for c in cards)
    return f"{_treasures(cards)} = {total}"


def card(card_id: str) -> str:
    """"mirage (look at a face-down hero)": a spell or an artifact card and what it does."""
    hint = CARD_HINTS.get(card_id.partition("#")[0])
    return f"{card_id} ({hint})" if hint else card_id


def _cards(ids: Iterable[str]) -> str:
    return _words(card(c) for c in ids)


def _target(b: Any) -> str:
    """What a PlayCard aims at, in words ("" for a card without a target)."""
    parts = []
    if b.HasField("hero"):
        parts.append(f"on hero #{b.hero} at {b.location}")
    elif b.location:
        parts.append(f"on {b.location}")
    if b.HasField("player"):
        parts.append(f"on seat {b.player}")
    if b.treasure:
        parts.append(f"discarding {treasure(b.treasure)}")
    if b.to:
        parts.append(f"moving it to {b.to}")
    return " ".join(parts)



def _name(game: pb.Game, v: dp.DragonsView, seat: int) -> str:
    if v.HasField("dummy") and seat == v.dummy:
        return f"Dummy (seat {seat})"
    return seat_label(game, seat)


def _placer(v: dp.DragonsView) -> tuple[int, bool] | None:
    """Whose placement it is in phase two, and whether it is the Dummy's hero; derived from
    the hands (the view does not name the placer): from the start player clockwise, each
    player's hero followed — two players — by one of the Dummy's while it has any."""
    if (v.phase != dp.DRAGONS_PHASE_PLACING or v.HasField("window") or v.HasField("pending")
            or v.HasField("claim") or v.stack):
        return None
    dummy = v.dummy if v.HasField("dummy") else -1
    players = [s for s in v.seats if s.seat != dummy]
    placed = sum(5 - s.heroes_in_hand for s in players)
    if dummy >= 0:
        left = v.seats[dummy].heroes_in_hand
        if 5 - left < placed and left > 0:
            return (v.start_player + placed - 1) % len(players), True
    for k in range(len(players)):
        seat = (v.start_player + placed + k) % len(players)
        if v.seats[seat].heroes_in_hand:
            return seat, False
    return None


def _start(game: pb.Game, v: dp.DragonsView) -> str:
    if v.phase in (dp.DRAGONS_PHASE_START_DRAW, dp.DRAGONS_PHASE_CHOOSE_START):
        return "not chosen yet"
    return _name(game, v, v.start_player)
