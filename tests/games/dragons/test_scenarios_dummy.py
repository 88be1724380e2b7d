"""Aladdin's Dragons' Two Player Variant: the Dummy, as printed — who plays it, its ties, its
payments, its cards claimed (each test names the rulebook section it reads)."""

from __future__ import annotations

from service.games.dragons import events as ev
from service.games.dragons.state import Room
from tests.games.dragons.scenes import edit, empty_hands, go, placing, resolving


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def test_the_dummy_loses_a_tie_even_with_the_caliphs_decree_cast_for_it() -> None:
    """Two Player Variant: "If there is a tie between Dummy and one or more of the other
    players then the Dummy player always loses" — also when a player cast the Caliph's
    Decree on the Dummy's behalf (the decree's caster wins every tie he is in)."""
    g = resolving(empty_hands(placing(2)), {"cave:3": [(2, 4), (1, 4), (0, 1)]}, start=0)
    g, events = go(edit(g, room=Room(decree=2)))
    ranked = of(events, ev.LocationRanked)[0]
    assert ranked.ranking[:2] == ((1, 4), (2, 4))
