"""Award items, left to right (The Result Paragraph's bracket code; Wealth; Treasures;
Statuses; Death): each the first of `State.queue` until `ItemResolved` takes it off.

`next_item(g)` says what the first item needs: nothing (a callable resolves it), a chance
draw (a random treasure to lose, a random space), or a decision (`Ask`: a space for a free
move or for placing another player, a status, skill or treasure of one's choice, a
protecting treasure discarded instead of a fate or kept).
`resolve` resolves it with the decision's or the draw's answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.tales import events as ev
from service.games.tales.asks import ask
from service.games.tales.components import Item
from service.games.tales.movement import distance
from service.games.tales.state import State, has_status
from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Ask


def next_item(g: State) -> Callable[[Recorder], None] | ChanceSpec | Ask:
    if g.queue[0].kind in _NEVER_ASKED:  # most items: `_need`'s first test, without its call
        return _resolve_run
    need = _need(g)
    return _resolve_run if need is None else need


def _resolve_run(out: Recorder) -> None:
    """The first queued item, and every next one that needs no decision and no draw: the
    same events, in the same order, as one item per step (and a tenth of self-play's
    time saved asking what happens next between them)."""
    while True:
        resolve(out, None)
        queue = out.state.queue
        if not queue or (queue[0].kind not in _NEVER_ASKED and _need(out.state) is not None):
            return


KEEP = ""  # `lose_status:choice`'s answer that loses none ("You may lose one status …")

# Item kinds that never wait on a decision or a draw (most of them: points, wealth…).
_NEVER_ASKED = frozenset({"D", "S", "W", "skill", "master", "enter", "go", "end"})
# The fates a treasure may protect against ("you may discard this … instead"): statuses
# gained, and death.
FATES = ("lost", "imprisoned")


def _need(g: State) -> ChanceSpec | Ask | None:
    """What the first queued item needs first: a decision, a draw, or nothing (None)."""
    item = g.queue[0]
    kind, arg = item.kind, item.arg
    if kind in _NEVER_ASKED:
        return None
    seat = g.seat
    h = g.heroes[seat]
    content = g.setup.content
    if kind == "status" or kind == "death":
        if kind == "status" and (arg not in FATES or has_status(h, arg)):
            return None  # no fate to escape (a status already held is ignored)
        guards = guarding(g, seat, arg if kind == "status" else "death")
        # "you may discard this … instead": its holder decides, "" keeps it
        return ask("protect", seat, (*guards, KEEP), about=item.code) if guards else None
    if kind == "move":
        return ask("space", seat, move_targets(g, item), about=item.code)
    if kind == "placed":  # "you choose another player to place your Character"
        placer = g.placer
        if placer < 0:
            others = [s for s in range(g.n) if s != seat]
            if len(others) > 1:
                return ask("placer", seat, tuple(g.heroes[s].character for s in others),
                           about=item.code)
            placer = others[0]
        spaces = content.spaces
        options = tuple(sorted(s for s in distance(g, arg, item.amount) if not spaces[s].power))
        return ask("space", placer, options, who=seat, about=item.code)
    if kind == "transport" and arg == "random":
        return ChanceSpec(f"transport:{h.turns}:{seat}:{len(g.queue)}", "choice",
                          content.ordinary)
    if kind == "lose_status" and arg == "choice" and h.statuses:  # "You may lose one …"
        return ask("lose_status", seat, (*(s for s, _, _ in h.statuses), KEEP),
                   about=item.code)
    if kind == "lose_skill" and arg == "choice" and len(h.skills) > 1:
        return ask("lose_skill", seat, tuple(s for s, _, _ in h.skills), about=item.code)
    if kind == "lose_treasure" and arg == "choice" and len(h.treasures) > 1:
        return ask("lose_treasure", seat, h.treasures, about=item.code)
    if kind == "lose_treasure" and arg == "random" and len(h.treasures) > 1:
        return ChanceSpec(f"lose:{h.turns}:{seat}:{len(g.queue)}", "choice", h.treasures)
    if kind == "treasure" and not arg and not g.treasures and g.treasure_discard:
        return ChanceSpec(f"deck:treasures:{g.shuffles + 1}", "shuffle", g.treasure_discard)
    return None


def move_targets(g: State, item: Item) -> tuple[str, ...]:
    """A free move's spaces; and the Place of Power holding the seat's Destination marker,
    entered "with normal movement (or movement effect) just like a normal space (following
    the arrow backwards)" (Places of Power) — by `any`, or `within` one step past its arrow.
    DECISION: not by `city` or `coastal`: a Place of Power is neither ("not terrain
    spaces")."""
    content = g.setup.content
    h = g.heroes[g.seat]
    place = content.spaces[h.destination] if h.destination else None
    if item.arg == "within":
        near = distance(g, h.space, item.amount)
        pool = [s for s in near if not content.spaces[s].power]
        if place is not None and near.get(place.arrow, item.amount) < item.amount:
            pool.append(place.id)
    else:
        within = {"any": None, "city": content.city_spaces, "coastal": content.coastal}[item.arg]
        pool = [s for s in content.ordinary if within is None or s in within]
        if place is not None and item.arg == "any":
            pool.append(place.id)
    return tuple(sorted(pool))


def resolve(out: Recorder, answer: Any) -> None:
    """The first queued item, with its decision's or draw's answer (None: none needed)."""
    g = out.state
    item = g.queue[0]
    seat = g.seat
    _ITEMS[item.kind](out, seat, item, answer)
    out.emit(ev.ItemResolved(seat, item.code))


# --- one function per item kind ------------------------------------------------------------


def _points(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    g = out.state
    h = g.heroes[seat]
    kind = "destiny" if item.kind == "D" else "story"
    before = getattr(h, kind)
    value = max(0, before + item.amount)
    if value == before:
        return
    out.emit(ev.PointsChanged(seat, kind, value - before, value))
    if value > before and h.statuses:  # (most heroes hold none: no call)
        mark(out, seat, kind)
    if kind == "story":
        for at, award in g.setup.content.rules.story_rewards:
            if before < at <= value and at not in h.rewards:  # once per game (FAQ)
                out.emit(ev.StoryRewardTaken(seat, at))
                if award:
                    out.emit(ev.ItemsQueued(seat, "/".join(i.code for i in award), "reward"))


def _wealth(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    change_wealth(out, seat, item.amount, item.limit, "award")


def change_wealth(out: Recorder, seat: int, amount: int, limit: str, why: str) -> None:
    """Wealth: a gain is gained level by level, each stopping at the maximum and at
    Princely — but a level gained while Princely with a treasure makes the seat Fabulous,
    whatever the maximum ("the next time you gain a Wealth Level"); a loss stops at its
    minimum and at Beggar."""
    g = out.state
    content = g.setup.content
    levels = content.rules.wealth
    h = g.heroes[seat]
    top = len(levels) - 1
    princely = top - 1
    bound = content.level(limit.split(":", 1)[1]) if limit else None
    level = h.wealth
    if amount > 0:
        cap = princely if bound is None else min(bound, princely)
        new = level
        for _ in range(amount):
            if new >= princely and h.treasures:
                new = top
                break
            if new >= cap:
                break
            new += 1
    else:
        floor = 0 if bound is None else bound
        new = min(level, max(level + amount, floor))
    if new != level:
        out.emit(ev.WealthChanged(seat, levels[new].id, why))


def _skill(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    h = out.state.heroes[seat]
    have = next((level for s, level, _ in h.skills if s == item.arg), 0)
    if item.kind == "master":
        out.emit(ev.SkillGained(seat, item.arg, 2, False))
        return
    one_use = item.limit == "1 use"
    if have >= 2 and one_use:
        return  # a Master already: one more use changes nothing
    out.emit(ev.SkillGained(seat, item.arg, min(2, have + 1), one_use))


def _lose_skill(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    h = out.state.heroes[seat]
    skill = answer if answer is not None else (
        h.skills[0][0] if item.arg == "choice" and h.skills else item.arg)
    level = next((level for s, level, _ in h.skills if s == skill), 0)
    if level:
        out.emit(ev.SkillLost(seat, skill, level - 1))


def _status(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    g = out.state
    h = g.heroes[seat]
    status = item.arg
    if has_status(h, status):
        return  # never the same status twice, and no reset (Statuses)
    if answer:  # a treasure discarded instead (its holder's choice)
        lose_treasure(out, seat, answer, "protected")
        return
    until = h.turns + 1 if item.limit == "1 turn" else 0
    out.emit(ev.StatusGained(seat, status, until))
    effect = g.setup.content.statuses[status].on_gain
    if effect:
        out.emit(ev.ItemsQueued(seat, "/".join(i.code for i in effect), "status"))


def _lose_status(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    h = out.state.heroes[seat]
    held = [s for s, _, _ in h.statuses]
    if item.arg == "all":
        gone = held
    elif item.arg == "choice":  # optional: the seat's answer, KEEP for none
        gone = [answer] if answer else []
    else:
        gone = [item.arg] if item.arg in held else []
    for status in gone:
        out.emit(ev.StatusLost(seat, status, "award"))


def _treasure(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    g = out.state
    if not item.arg:
        if g.treasures:
            out.emit(ev.TreasureGained(seat, g.treasures[0], "deck"))
        return
    t = item.arg
    if t in g.heroes[seat].treasures:
        return
    if t in g.treasures:
        out.emit(ev.TreasureGained(seat, t, "deck"))
    elif t in g.treasure_discard:
        out.emit(ev.TreasureGained(seat, t, "discard"))
    else:
        holder = next((s for s, h in enumerate(g.heroes) if t in h.treasures), None)
        if holder is not None:  # taken from whoever holds it (Treasures)
            out.emit(ev.TreasureGained(seat, t, str(holder)))
            fall_from_fabulous(out, holder)


def _lose_treasure(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    h = out.state.heroes[seat]
    if not h.treasures:
        return
    if item.arg in ("choice", "random"):
        t = answer if isinstance(answer, str) else (
            h.treasures[answer] if isinstance(answer, int) else h.treasures[0])
    elif item.arg in h.treasures:
        t = item.arg
    else:
        return
    lose_treasure(out, seat, t, "award")


def lose_treasure(out: Recorder, seat: int, t: str, why: str) -> None:
    out.emit(ev.TreasureLost(seat, t, why))
    fall_from_fabulous(out, seat)


def fall_from_fabulous(out: Recorder, seat: int) -> None:
    """Wealth: "If you have Fabulous wealth … and you lose your last treasure, your Wealth
    Level drops to Princely immediately"."""
    g = out.state
    h = g.heroes[seat]
    top = len(g.setup.content.rules.wealth) - 1
    if h.wealth == top and not h.treasures:
        out.emit(ev.WealthChanged(seat, g.setup.content.rules.wealth[top - 1].id, "treasure"))


def _move(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    """A free move or a placement; a free move into the Place of Power of the Destination
    marker takes the marker off, and the Place's paragraph follows (`go`)."""
    if answer is None:
        return
    out.emit(ev.Moved(seat, answer, "placed" if item.kind == "placed" else "free"))
    if out.state.setup.content.spaces[answer].power:
        out.emit(ev.DestinationSet(seat, ""))


def _transport(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    g = out.state
    if item.arg == "random":
        to = g.setup.content.ordinary[answer]
    else:
        to = item.arg
    out.emit(ev.Moved(seat, to, "transport"))


def _enter(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    out.emit(ev.DestinationSet(seat, item.arg))


def _go(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    out.emit(ev.Moved(seat, item.arg, "go"))


def _death(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    if answer:  # a treasure discarded instead (its holder's choice)
        lose_treasure(out, seat, answer, "protected")
        return
    h = out.state.heroes[seat]
    out.emit(ev.Died(seat, tuple(s for s, _, _ in h.statuses), h.treasures))


def _end(out: Recorder, seat: int, item: Item, answer: Any) -> None:
    return


def guarding(g: State, seat: int, fate: str) -> tuple[str, ...]:
    """The seat's treasures that protect against `fate` (lost, imprisoned, death): each
    "you may discard this … instead" (Treasures)."""
    treasures = g.setup.content.treasures
    return tuple(t for t in g.heroes[seat].treasures if fate in treasures[t].protects)


_ITEMS: dict[str, Callable[[Recorder, int, Item, Any], None]] = {
    "D": _points, "S": _points, "W": _wealth,
    "skill": _skill, "master": _skill, "lose_skill": _lose_skill,
    "status": _status, "lose_status": _lose_status,
    "treasure": _treasure, "lose_treasure": _lose_treasure,
    "move": _move, "placed": _move, "transport": _transport,
    "enter": _enter, "go": _go, "death": _death, "end": _end,
}


# --- status markers ------------------------------------------------------------------------


def mark(out: Recorder, seat: int, trigger: str) -> None:
    """A Status marker on each status of the seat counting `trigger`; lost at `lose_at`."""
    g = out.state
    statuses = g.setup.content.statuses
    for status, markers, _ in g.heroes[seat].statuses:
        st = statuses[status]
        if trigger in st.markers_on:
            out.emit(ev.StatusMarked(seat, status, markers + 1, trigger))
            if st.lose_at and markers + 1 >= st.lose_at:
                out.emit(ev.StatusLost(seat, status, "markers"))
