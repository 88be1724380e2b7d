"""Goals, wins and the advanced score (rulebook 5.0, 7.1, 8.3).

A goal is met when its skill slots can be filled, one princess per slot, by the sheik's
princesses: a bipartite matching of princesses (a princess with two skills may fill a slot
of either, but only one slot) to slots. A goal group's counts go to distinct skills of the
group in any order ("2 + 1 with X and Y": two X and one Y, or two Y and one X), so a goal is
the union of a few slot lists (`Content.goal_slots`, read when the content loads), each
tried in turn.
"""

from __future__ import annotations

from service.games.emira.state import HALF, Game, Sheik, counters


def _matches(skills: list[tuple[str, ...]], slots: tuple[str, ...]) -> bool:
    """Whether every slot gets its own princess with that skill (augmenting paths)."""
    owner: list[int] = [-1] * len(slots)

    def place(p: int, seen: set[int]) -> bool:
        for j, skill in enumerate(slots):
            if j in seen or skill not in skills[p]:
                continue
            seen.add(j)
            if owner[j] == -1 or place(owner[j], seen):
                owner[j] = p
                return True
        return False

    for p in range(len(skills)):
        place(p, set())
    return all(o != -1 for o in owner)


def goal_met(g: Game, s: Sheik) -> bool:
    """The goal's skills are filled (whatever the number of princesses)."""
    if not s.goal:
        return False
    content = g.content
    lists, needed = content.goal_slots[s.goal]
    if len(s.princesses) < needed:
        return False  # each slot needs a princess of its own
    skills = [tuple(content.princesses[p].skills) for p in s.princesses]
    return any(_matches(skills, slots) for slots in lists)


def counts(g: Game) -> tuple[int, int]:
    return tuple(g.content.princess_counts[g.n])  # type: ignore[return-value]


def wins(g: Game, seat: int) -> bool:
    """At the end of a turn: his whole upkeep paid, and the maximum number of princesses, or
    at least the minimum and his goal's skills."""
    s = g.sheiks[seat]
    if not s.paid:
        return False
    low, high = counts(g)
    k = len(s.princesses)
    return k >= high or (k >= low and goal_met(g, s))


def score(g: Game, seat: int) -> int:
    """8.3: 2 per princess, 3 for the goal's skills."""
    s = g.sheiks[seat]
    return 2 * len(s.princesses) + (3 if goal_met(g, s) else 0)


def rank_key(g: Game, seat: int) -> tuple[int, int, int]:
    """8.3's order: the score; then appearance, status points, sections, camels and the
    palace track (in half points); then gold."""
    s = g.sheiks[seat]
    c = g.content
    track = s.track if g.setup.advanced else 0
    # "each appearance counter, status point … you own": Layla's and Nadia's counters and
    # the Singing and Acting cards belong to the princesses (7.3), so they do not count; the
    # "+1" markers are appearance counters too (2.4.4), his own however earned.
    own_counters = sum(s.counters) + min(counters(s, c)) + len(s.looks)
    own_status = sum(c.status_cards[card].points for card in s.status)
    others = HALF * (own_counters + own_status + s.sections + s.camels) + track
    return score(g, seat), others, s.gold


def best(g: Game, seats: tuple[int, ...]) -> tuple[int, ...]:
    top = max(rank_key(g, s) for s in seats)
    return tuple(s for s in seats if rank_key(g, s) == top)
