"""Movement's reach is worked out from one search per start space (the best land and sea
step counts of the routes to every other space) and then read for each seat's rates. Here
it must agree with the plain search bounded by the rates themselves (the rulebook's "The
Movement Phase": land and sea rates, the faster one as the total), on the shipped map."""

from __future__ import annotations

import itertools

from service.games.tales import state
from service.games.tales.content import load

# (land, sea, change to the total): wealth levels' rates, Seamanship's sea 4, a Crippled
# or Diseased seat's reduced rates, a treasure's extra step, and rates of nothing at all.
RATES = [(land, sea, extra) for land, sea in itertools.product((0, 1, 2, 3, 4, 6), repeat=2)
         for extra in (-1, 0, 2)]


def _bounded(adjacent: dict, start: str, land: int, sea: int, total: int) -> dict[str, int]:
    """Breadth-first over (space, land steps, sea steps) within the rates, every state."""
    out = {start: 0}
    seen = {(start, 0, 0)}
    frontier = [(start, 0, 0)]
    for step in range(1, total + 1):
        nxt = []
        for here, lu, su in frontier:
            for other, dl, ds in adjacent[here]:
                label = (other, lu + dl, su + ds)
                if label[1] > land or label[2] > sea or label in seen:
                    continue
                seen.add(label)
                out.setdefault(other, step)
                nxt.append(label)
        frontier = nxt
    return out


def test_reach_from_the_best_routes_equals_the_search_bounded_by_the_rates() -> None:
    content = load()
    checked = 0
    for start in content.spaces:
        for land, sea, extra in RATES:
            total = max(0, max(land, sea) + extra)
            found = state.within(state._routes(content, start, total), land, sea, total)
            assert found == _bounded(content.adjacent, start, land, sea, total), (
                start, land, sea, total)
            checked += 1
    assert checked == len(content.spaces) * len(RATES)
