"""Aladdin's Dragons' Artifact and Spell Cards beyond the worked examples: when each card may
be played, on what, and what a countered card leaves unchanged (each test names the
rulebook section it reads, or the README's DESIGNED card it pins)."""

from __future__ import annotations

import pytest

from service.games.dragons import GAME
from service.games.dragons.commands import PlayCard
from service.games.dragons.state import Hero
from service.kit.base import RuleViolation
from tests.games.dragons.scenes import edit, edit_hand, empty_hands, offering, placing, play

ROOM = "room:lamp#1"


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def board(g, heroes: dict[str, list[tuple[int, int]]]):
    """Phase two's board (the palace rooms of `g.row`) with those (seat, number) heroes
    face down where given."""
    locations = [f"cave:{n}" for n in g.setup.table.caves] + ["tent", "caravanserai"]
    locations += [f"room:{card}" for card in g.row]
    return edit(g, heroes=tuple((loc, tuple(Hero(s, v) for s, v in heroes.get(loc, ())))
                                for loc in locations))


def test_desert_wind_never_takes_a_hero_out_of_a_palace_room() -> None:
    """Palace rooms: "A hero card cannot be removed in order to reduce a player's bid" —
    Desert Wind (DESIGNED: move one's own face-down hero) moves it from a cave, the tent or
    the caravanserai, never out of a palace room, where its number is the price."""
    g = empty_hands(offering(placing(3), "lamp#1"))
    g = board(g, {ROOM: [(0, 3)], "cave:3": [(0, 2)]})
    g = edit_hand(g, 0, spells=("desert_wind",))
    winds = [c for c in GAME.legal_commands(g, 0) if isinstance(c, PlayCard)]
    assert winds and {c.location for c in winds} == {"cave:3"}
    with pytest.raises(RuleViolation) as refused:
        play(g, PlayCard(0, "desert_wind", ROOM, 0, to="tent"))
    assert refused.value.code == "BID_REDUCED"
    g, _ = play(g, PlayCard(0, "desert_wind", "cave:3", 0, to=ROOM))  # into a room: allowed
