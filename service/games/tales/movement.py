"""The Movement Phase: a seat's rates and the spaces it may end its move on; and distances
over the map, for awards that place a character within some spaces of another.

The map's routes are searched once when the pack loads (`routes.py`); a seat's reach is
read from them for its rates: from the pack's table when its rates are a wealth level's
own, else worked out here (a status or a treasure changed them).
"""

from __future__ import annotations

from types import MappingProxyType

from service.games.tales.routes import Reach, bounded, reach
from service.games.tales.state import Hero, State, skill_level, usable_skills


def rates(g: State, h: Hero, seamanship: bool = True) -> tuple[int, int, int]:
    """(land, sea, total) movement: the wealth level's rates, Seamanship's sea rate of at
    least 4, then statuses' and treasures' changes, never below 0 (The Movement Phase, FAQ
    Seamanship and Crippled/Diseased). The total is the faster rate. (`seamanship` False:
    the rates without it, whether held or not.)"""
    content = g.setup.content
    level = content.rules.wealth[h.wealth]
    land, sea = level.land, level.sea
    # Held (most heroes hold no Seamanship: no look-up), then not suppressed by a status
    if seamanship and skill_level(h, "seamanship") and "seamanship" in usable_skills(g, h):
        sea = max(sea, content.rules.seamanship_sea)
    extra_total = 0
    for status, _, _ in h.statuses:
        st = content.statuses[status]
        land, sea, extra_total = land + st.land, sea + st.sea, extra_total + st.total
    for t in h.treasures:
        tr = content.treasures[t]
        land, sea, extra_total = land + tr.land, sea + tr.sea, extra_total + tr.total
    land, sea = max(0, land), max(0, sea)
    return land, sea, max(0, max(land, sea) + extra_total)


def seat_reach(g: State, seat: int, seamanship: bool = True) -> Reach:
    """Every space the seat may end its movement on → the steps it takes (staying: 0), and
    the same spaces sorted (the move's options). A path may use at most the land rate's
    land steps, the sea rate's sea steps, and the total; a Place of Power only with the
    Destination marker on it, one step from its arrow's space (README, DECISION).
    (`seamanship` False: as if the seat held no Seamanship.)"""
    h = g.heroes[seat]
    content = g.setup.content
    limits = bounded(*rates(g, h, seamanship))
    found = content.reach.get((h.space, *limits))
    if found is None:  # a status or a treasure changed the rates
        found = reach(content.routes[h.space], limits)
    power = h.destination
    if not power:
        return found
    steps, _ = found
    arrow = content.spaces[power].arrow
    if arrow not in steps or steps[arrow] >= limits[2]:
        return found
    grown = {**steps, power: steps[arrow] + 1}
    return MappingProxyType(grown), tuple(sorted(grown))


def spends_seamanship(g: State, seat: int, to: str) -> bool:
    """A "1 use" Seamanship (usable) is used by a move to `to` that needs its sea rate: one
    the seat's rates without it do not reach (more sea steps than its wealth level allows)
    — README, DECISION: what "used" is for Seamanship."""
    h = g.heroes[seat]
    one_use = next((uses for s, _, uses in h.skills if s == "seamanship"), 0)
    if not one_use or "seamanship" not in usable_skills(g, h):
        return False
    return to not in seat_reach(g, seat, seamanship=False)[0]


def reachable(g: State, seat: int) -> dict[str, int]:
    """The spaces of `seat_reach`, each with the steps it takes."""
    return dict(seat_reach(g, seat)[0])


def distance(g: State, start: str, limit: int) -> dict[str, int]:
    """Spaces within `limit` steps of `start` by any route. A Place of Power is joined to its
    arrow's space only, one step away ("following the arrow backwards", Places of Power):
    "within 4 spaces of the Jeweled Fortress" is within 3 of its arrow's space."""
    spaces = g.setup.content.spaces
    out = {start: 0}
    frontier = [start]
    for d in range(1, limit + 1):
        nxt = []
        for here in frontier:
            s = spaces[here]
            for other in (s.arrow,) if s.power else s.land + s.sea:
                if other not in out:
                    out[other] = d
                    nxt.append(other)
        frontier = nxt
    return out
