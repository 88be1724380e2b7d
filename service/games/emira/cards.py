"""Event cards (rulebook 4.1, 6.3, 7.2, 8.1; the designed kinds of seeds/emira/events.json):
which may be played now, with which choice, and what each does when played (`PLAY`, keyed
by the content's kind ids). Effects that act later in the turn (Bazaar, Double Trouble,
Quiet Days, Golden and Lean Times, Haggling, Sandstorm, Royal Favour) are only recorded as
this turn's effects by `EventPlayed`; the phases read them (`state.effect`).
"""

from __future__ import annotations

from collections.abc import Callable

from service.games.emira import events as ev
from service.games.emira.state import (
    APPEARANCES,
    Game,
    card_kind,
    counters,
    effect,
    markers_in_play,
    three,
)
from service.kit.base import Recorder

SPLIT = ("odd", "even")


def events_allowed(g: Game) -> bool:
    """No event cards in turn 1 (basic game), nor in even turns with three players."""
    if g.turn == 1 and not g.setup.advanced:
        return False
    return not (three(g) and g.turn % 2 == 0)


def plan_three(g: Game) -> tuple[int, int]:
    """3 players: princesses drawn for the odd and for the even turn (6.3)."""
    for choice, split in (("odd", (2, 1)), ("even", (1, 2))):
        if effect(g, f"double_trouble:{choice}") is not None:
            return split
    for choice, split in (("odd", (1, 0)), ("even", (0, 1))):
        if effect(g, f"quiet_days:{choice}") is not None:
            return split
    return 1, 1


def mind_target(g: Game, choice: str) -> int | None:
    """The Emira deck position Changing Her Mind looks at, or None if there is none."""
    if not three(g):
        index = 0 if choice == "" else None
    else:
        odd, even = plan_three(g)
        index = {"odd": 0 if odd else None, "odd2": 1 if odd >= 2 else None,
                 "even": odd if even else None, "even2": odd + 1 if even >= 2 else None
                 }.get(choice)
    if index is None or index >= len(g.decks.emira):
        return None
    return index


def choices(g: Game, kind: str) -> tuple[str, ...]:
    """The choices a card of `kind` is played with now (("",): none to make); () when it
    cannot be played now."""
    if kind == "good_looking":
        return APPEARANCES
    if kind in ("double_trouble", "quiet_days") and three(g):
        return SPLIT
    if kind == "changing_her_mind":
        options = ("odd", "odd2", "even", "even2") if three(g) else ("",)
        return tuple(c for c in options if mind_target(g, c) is not None)
    if kind == "court_influence" and not g.decks.emira:
        return ()
    return ("",)


def playable(g: Game, card: str) -> tuple[str, ...]:
    kind = card_kind(g.content, card)
    k = g.content.event_kinds.get(kind)
    if k is None or (k.advanced_only and not g.setup.advanced):
        return ()
    if k.symbol is not None and k.symbol in g.symbols:
        return ()
    return choices(g, kind)


def param(g: Game, kind: str, key: str, default: int) -> int:
    for k, v in g.content.event_kinds[kind].params:
        if k == key:
            return v
    return default


# --- effects at once ------------------------------------------------------------------------


def _better_breed(out: Recorder, seat: int, choice: str) -> None:
    g = out.state
    if g.sheiks[seat].breed < len(g.content.camel_discounts) - 1:
        out.emit(ev.TrackMoved(seat, "camel", 1))


def _restoration(out: Recorder, seat: int, choice: str) -> None:
    out.emit(ev.TrackMoved(seat, "palace", 1))


def _camel_breeding(out: Recorder, seat: int, choice: str) -> None:
    g = out.state
    per = param(g, "camel_breeding", "per", 2)
    deltas = tuple(s.camels // per for s in g.sheiks)
    if any(deltas) and sum(deltas) <= g.board.supply[0]:
        out.emit(ev.CamelsChanged(deltas, "camel_breeding"))


def _camel_epidemic(out: Recorder, seat: int, choice: str) -> None:
    g = out.state
    per = param(g, "camel_epidemic", "per", 3)
    deltas = tuple(-(s.camels // per) for s in g.sheiks)
    if any(deltas):
        out.emit(ev.CamelsChanged(deltas, "camel_epidemic"))


def _camel_market(out: Recorder, seat: int, choice: str) -> None:
    g = out.state
    if g.board.supply[0] > 0:
        out.emit(ev.CamelsChanged(tuple(int(s == seat) for s in range(g.n)), "camel_market"))


def _caliphs_gift(out: Recorder, seat: int, choice: str) -> None:
    out.emit(ev.GoldGained(seat, param(out.state, "caliphs_gift", "gold", 300), "gift"))


def _homesick(out: Recorder, seat: int, choice: str) -> None:
    undecided = out.state.board.undecided
    if undecided:
        out.emit(ev.UndecidedSentHome(undecided))


def _changing_her_mind(out: Recorder, seat: int, choice: str) -> None:
    g = out.state
    index = mind_target(g, choice)
    if index is not None:
        out.emit(ev.EmiraCardsSeen(seat, "changing_her_mind", (g.decks.emira[index],)))


def _court_influence(out: Recorder, seat: int, choice: str) -> None:
    top = out.state.decks.emira[:3]
    if top:
        out.emit(ev.EmiraCardsSeen(seat, "court_influence", top))


PLAY: dict[str, Callable[[Recorder, int, str], None]] = {
    "better_breed": _better_breed,
    "restoration": _restoration,
    "camel_breeding": _camel_breeding,
    "camel_epidemic": _camel_epidemic,
    "camel_market": _camel_market,
    "caliphs_gift": _caliphs_gift,
    "homesick": _homesick,
    "changing_her_mind": _changing_her_mind,
    "court_influence": _court_influence,
}


def good_looking_markers(g: Game, seat: int, kind: str) -> int:
    """7.2 Good Looking, resolved when played: a "+1" marker for each set of 3 counters of
    the type, from the 12 markers of the game (2.0) that are not in play yet."""
    content = g.content
    wanted = counters(g.sheiks[seat], content)[APPEARANCES.index(kind)] // 3
    return min(wanted, content.supplies[g.n].plus_markers - markers_in_play(g))


def play(out: Recorder, seat: int, card: str, choice: str) -> None:
    g = out.state
    kind = card_kind(g.content, card)
    markers = good_looking_markers(g, seat, choice) if kind == "good_looking" else 0
    out.emit(ev.EventPlayed(seat, card, kind, choice, g.content.event_kinds[kind].permanent,
                            markers))
    action = PLAY.get(kind)
    if action is not None:
        action(out, seat, choice)


def mind_options(g: Game, princess: str) -> tuple[str, ...]:
    second = g.content.princesses[princess].second
    return ("keep", "swap", "bottom") if second is not None else ("keep", "bottom")
