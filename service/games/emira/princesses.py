"""The princess chooses her sheik (4.6, 7.3), and what each ability does when she joins.

She looks only at the sheiks with room (Sidi Suleiman at every sheik), takes the best by
her first preference, ties by the second; still tied, she is undecided, and joins as soon as
one sheik is best (`joining`, looked at before every automatic step: `phases.first`).
Abilities that act once are in `ON_JOIN`, keyed by the content's ability keys; those that
last while she lives there (Singer, Actress, Layla's and Nadia's counters, Mistrust, the
cheap actions, upkeep, Zainab) are read from the palace by `state`'s derived facts.
"""

from __future__ import annotations

from collections.abc import Callable

from service.games.emira import events as ev
from service.games.emira.state import (
    APPEARANCES,
    Game,
    appearance,
    palace_value,
    preferences,
    room,
    status_points,
)
from service.kit.base import Recorder


def measure(g: Game, seat: int, preference: str) -> int:
    s = g.sheiks[seat]
    c = g.content
    if preference == "appearance":
        return appearance(s, c)
    if preference == "status":
        return status_points(s, c)
    if preference == "palace":
        return palace_value(s, g.setup.advanced)
    if preference == "gold":
        return s.gold
    if preference == "camels":
        return s.camels
    if preference == "caravans":
        return len(s.caravans)
    return len(s.princesses)  # "princesses": Sidi Suleiman's


def candidates(g: Game, princess: str) -> tuple[int, ...]:
    if g.content.princesses[princess].ability == "thief":
        return tuple(range(g.n))  # he needs no room: he leaves at once
    return tuple(seat for seat in range(g.n) if room(g.sheiks[seat]) > 0)


def decide(g: Game, princess: str) -> tuple[int | None, str]:
    """Her sheik (None: undecided — a tie after both preferences, or nobody has room) and
    what decided it: the preference that left one sheik, or "room" when only one had room."""
    seats = candidates(g, princess)
    decided_by = "room"
    for preference in preferences(g, princess):
        if preference is None or len(seats) <= 1:
            break
        values = [measure(g, s, preference) for s in seats]
        top = max(values)
        seats = tuple(s for s, v in zip(seats, values, strict=True) if v == top)
        decided_by = preference
    return (seats[0], decided_by) if len(seats) == 1 else (None, "")


def best_sheik(g: Game, princess: str) -> int | None:
    return decide(g, princess)[0]


def reads_gold(g: Game, princess: str) -> bool:
    """Her choice now reads the sheiks' gold, which is then revealed (4.6: "when a princess
    whose preference is gold is in play, you must reveal your gold when it is time for her
    to choose"): some sheik has room for her, and gold is her first preference, or her
    second with her first tied between sheiks."""
    seats = candidates(g, princess)
    if not seats:
        return False  # nobody has room: she cannot choose yet
    first, second = preferences(g, princess)
    if first == "gold":
        return True
    if second != "gold" or len(seats) < 2:
        return False
    values = [measure(g, s, first) for s in seats]
    return values.count(max(values)) > 1


def choose(out: Recorder, princess: str) -> None:
    """The active princess chooses (4.6)."""
    g = out.state
    if reads_gold(g, princess):
        out.emit(ev.GoldRevealed(tuple(s.gold for s in g.sheiks)))
    seat, preference = decide(g, princess)
    if seat is None:
        out.emit(ev.PrincessUndecided(princess))
    else:
        join(out, princess, seat, preference)


def joining(g: Game) -> tuple[str, int, str] | None:
    """The first undecided princess, in the order they became undecided, whose best sheik
    is now one: (her, his seat, what decided her); None when none can join."""
    for princess in g.board.undecided:
        seat, preference = decide(g, princess)
        if seat is not None:
            return princess, seat, preference
    return None


def join(out: Recorder, princess: str, seat: int, preference: str = "") -> None:
    """`preference`: what made her choose him (see `decide`); "" when she did not choose
    (e.g. Xenia sent on to the richest other sheik)."""
    g = out.state
    content = g.content
    # Suleika's due is for a new princess: Sidi Suleiman is a visitor, "he does not stay".
    jealous = content.princesses[princess].ability != "thief" and any(
        content.princesses[p].ability == "jealous" for p in g.sheiks[seat].princesses)
    ability = content.princesses[princess].ability or ""
    again = princess in g.sheiks[seat].hosted  # she lived in this palace before
    out.emit(ev.PrincessJoined(princess, seat, preference))
    if jealous:
        out.emit(ev.DuesOwed(seat, content.costs["jealous"]))
    action = ON_JOIN.get(ability)
    if action is not None and not (again and ability in FIRST_JOIN):
        action(out, princess, seat)


# --- abilities acting once, when she joins ----------------------------------------------------


def _discard_appearance(out: Recorder, princess: str, seat: int) -> None:
    """Samira: one of his own counters back into the bag (never Layla's or Nadia's)."""
    s = out.state.sheiks[seat]
    kinds = tuple(k for k, n in zip(APPEARANCES, s.counters, strict=True) if n)
    if len(kinds) == 1:
        out.emit(ev.CounterDiscarded(seat, kinds[0]))
    elif kinds:
        out.emit(ev.DecisionAsked(seat, "discard_appearance", kinds))


def status_options(g: Game, seat: int) -> tuple[str, ...]:
    """Zahrah: a 1-point card if he has one, else any of his own cards."""
    cards = g.content.status_cards
    own = g.sheiks[seat].status
    ones = tuple(c for c in own if cards[c].points == 1)
    return tuple(sorted(set(ones or own)))


def _discard_status(out: Recorder, princess: str, seat: int) -> None:
    options = status_options(out.state, seat)
    if len(options) == 1:
        out.emit(ev.StatusDiscarded(seat, options[0]))
    elif options:
        out.emit(ev.DecisionAsked(seat, "discard_status", options))


def _palace_damage(out: Recorder, princess: str, seat: int) -> None:
    """Albina, Firyal: the palace track one space left (advanced only)."""
    if out.state.setup.advanced:
        out.emit(ev.TrackMoved(seat, "palace", -1))


def _lost_turn(out: Recorder, princess: str, seat: int) -> None:
    """Hind: her sheik cannot act in the next turn."""
    out.emit(ev.TurnLost(seat, out.state.turn + 1))


def steal_options(g: Game, seat: int, thief: str) -> tuple[str, ...]:
    return tuple(p for p in g.sheiks[seat].princesses if p != thief)


def _thief(out: Recorder, princess: str, seat: int) -> None:
    """Sidi Suleiman leaves at once with a princess of his sheik's choice."""
    options = steal_options(out.state, seat, princess)
    if len(options) > 1:
        out.emit(ev.DecisionAsked(seat, "steal", options))
        return
    if options:
        out.emit(ev.PrincessLeft(options[0], seat, "stolen", "out"))
    out.emit(ev.PrincessLeft(princess, seat, "thief", "out"))


def steal(out: Recorder, seat: int, stolen: str) -> None:
    g = out.state
    thief = next(p for p in g.sheiks[seat].princesses
                 if g.content.princesses[p].ability == "thief")
    out.emit(ev.PrincessLeft(stolen, seat, "stolen", "out"))
    out.emit(ev.PrincessLeft(thief, seat, "thief", "out"))


FIRST_JOIN = frozenset(("discard_appearance", "discard_status", "grand_festivity",
                        "palace_damage"))
"""Samira, Zahrah, Albina, Firyal act "When she first joins your palace" (7.3): not again
when she comes back to a palace she lived in (from the bottom of the Emira deck). Hind
("the game turn after she joins your household") and Sidi Suleiman ("When he joins your
palace") act on every joining."""

ON_JOIN: dict[str, Callable[[Recorder, str, int], None]] = {
    "discard_appearance": _discard_appearance,
    "discard_status": _discard_status,
    "grand_festivity": _palace_damage,
    "palace_damage": _palace_damage,
    "lost_turn": _lost_turn,
    "thief": _thief,
}
