"""The map's routes (The Movement Phase), searched once when the pack loads.

A seat may end its move on any space a route within its rates reaches: at most `land`
land steps, at most `sea` sea steps, at most `total` steps in all. For each start space
the pack keeps the routes, up to the longest move a seat can make, to every other space
that no other route beats on both counts (`Routes`); a reach for any rates is read from
them (`within`). The reaches of the rates a seat has with its wealth level, Seamanship or
not, and at most one status or treasure that changes them are worked out too, for every
start (`reach_table`): nearly every move is made with them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

# (space, its fewest steps, the (land, sea) step counts of the routes there that no other
# route beats on both), for every space a route from the start reaches, in sorted order
Routes = tuple[tuple[str, int, tuple[tuple[int, int], ...]], ...]
# A seat's rates, a route's bound: (land, sea, total), neither rate past the total
Rates = tuple[int, int, int]
# The spaces a move may end on → its fewest steps, and the same spaces sorted
Reach = tuple[Mapping[str, int], tuple[str, ...]]
Adjacent = Mapping[str, tuple[tuple[str, int, int], ...]]


def bounded(land: int, sea: int, total: int) -> Rates:
    """The rates as a route's bound: a rate past the total is the total."""
    return min(land, total), min(sea, total), total


def routes_from(adjacent: Adjacent, start: str, horizon: int) -> Routes:
    """Every space a route of at most `horizon` steps from `start` reaches, with the step
    counts of its best routes: breadth-first by steps over (space, land steps, sea steps),
    keeping for each space only the step counts no other way beats on both (a way found at
    a later step has more steps in all, so it never beats one found before)."""
    best: dict[str, list[tuple[int, int]]] = {start: [(0, 0)]}
    frontier = [(start, 0, 0)]
    for _ in range(horizon):
        nxt = []
        for here, lu, su in frontier:
            for other, dl, ds in adjacent[here]:
                nl, ns = lu + dl, su + ds
                pairs = best.get(other)
                if pairs is None:
                    best[other] = [(nl, ns)]
                    nxt.append((other, nl, ns))
                    continue
                for pl, ps in pairs:
                    if pl <= nl and ps <= ns:
                        break
                else:
                    pairs.append((nl, ns))
                    nxt.append((other, nl, ns))
        frontier = nxt
    return tuple((s, min(lu + su for lu, su in best[s]), tuple(best[s])) for s in sorted(best))


def within(routes: Routes, land: int, sea: int, total: int) -> dict[str, int]:
    """The spaces a route within the rates reaches → its fewest steps, in `routes`' order
    (the spaces' sorted order). Plain loops: a seat's rates reach most of the map."""
    out = {}
    for there, fewest, pairs in routes:
        if fewest > total:
            continue
        best = total + 1
        for lu, su in pairs:
            if lu <= land and su <= sea and lu + su < best:
                best = lu + su
        if best <= total:
            out[there] = best
    return out


def reach(routes: Routes, rates: Rates) -> Reach:
    """The reach of `rates` (`bounded`) over `routes`, read-only, with its spaces sorted."""
    found = within(routes, *rates)
    return MappingProxyType(found), tuple(found)


def longest(levels: Iterable[tuple[int, int]], seamanship: int,
            changes: Iterable[Rates]) -> int:
    """The most steps a seat can take with this pack: the fastest wealth level, Seamanship,
    and every status's and treasure's gains at once (a bound: the routes go no further)."""
    changes = tuple(changes)
    land = max(lv for lv, _ in levels) + sum(max(0, c[0]) for c in changes)
    sea = max(max(sv for _, sv in levels), seamanship) + sum(max(0, c[1]) for c in changes)
    return max(land, sea) + sum(max(0, c[2]) for c in changes)


def usual_rates(levels: Iterable[tuple[int, int]], seamanship: int,
                changes: Iterable[Rates]) -> list[Rates]:
    """The rates (`bounded`) of each wealth level's (land, sea), with and without
    Seamanship's sea rate, changed by nothing or by one status or treasure's (land, sea,
    total) as `movement.rates` changes them."""
    out = []
    for land, sea in levels:
        for rate in (sea, max(sea, seamanship)):
            for dl, ds, dt in ((0, 0, 0), *changes):
                lr, sr = max(0, land + dl), max(0, rate + ds)
                rates = bounded(lr, sr, max(0, max(lr, sr) + dt))
                if rates not in out:
                    out.append(rates)
    return out


def reach_table(routes: Mapping[str, Routes], rates: Iterable[Rates],
                ) -> Mapping[tuple[str, int, int, int], Reach]:
    """(start, land, sea, total) → the reach, for every start and each of `rates`."""
    table = {(start, *r): reach(found, r) for start, found in routes.items() for r in rates}
    return MappingProxyType(table)


def all_routes(adjacent: Adjacent, horizon: int) -> Mapping[str, Routes]:
    """The routes of at most `horizon` steps from every space."""
    return MappingProxyType({start: routes_from(adjacent, start, horizon) for start in adjacent})


def tables(adjacent: Adjacent, levels: Iterable[tuple[int, int]], seamanship: int,
           changes: Iterable[Rates]) -> tuple[Mapping[str, Routes],
                                             Mapping[tuple[str, int, int, int], Reach]]:
    """The routes from every space up to the longest move, and the reach table of the
    usual rates: each wealth level's (land, sea), Seamanship's sea rate, and the (land,
    sea, total) `changes` of the statuses and treasures."""
    levels, changes = tuple(levels), tuple(changes)
    found = all_routes(adjacent, longest(levels, seamanship, changes))
    return found, reach_table(found, usual_rates(levels, seamanship, changes))
