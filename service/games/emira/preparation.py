"""Income (rulebook 4.2) and preparing the game board (4.3, 6.1, 6.2): the princesses drawn,
the status card turned, the markers placed where the last was bought, and the appearance
counter drawn from the bag (by the chance player, or with Bazaar by its player).
"""

from __future__ import annotations

from service.games.emira import events as ev
from service.games.emira.cards import param, plan_three
from service.games.emira.state import (
    APPEARANCES,
    PREPARE,
    Game,
    caravan,
    clockwise,
    effect,
    odd_turn,
    three,
)
from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Next

MARKER_SUPPLY = (("palace", 1), ("camel", 0), ("small", 2), ("large", 3))


# --- income -------------------------------------------------------------------------------------


def income(g: Game, seat: int) -> int:
    s, c = g.sheiks[seat], g.content
    amount = c.base_income + (c.black_bonus if s.colour == "black" else 0)
    amount += sum(caravan(c, item).pays for item, _ in s.caravans)
    for kind, sign in (("golden_times", 1), ("lean_times", -1)):
        if effect(g, kind) is not None:
            amount = amount * (100 + sign * param(g, kind, "percent", 20)) // 100
    return amount


def pay_income(out: Recorder) -> None:
    """Every seat, clockwise from the first player, receives its income."""
    g = out.state
    for seat in clockwise(g, g.first):
        out.emit(ev.IncomePaid(seat, income(g, seat)))


# --- the game board ----------------------------------------------------------------------------


def even_turn_of_three(g: Game) -> bool:
    """6.2: no princess drawn, no status card turned, only the palace section replaced."""
    return three(g) and not odd_turn(g)


def draw_princesses(out: Recorder) -> None:
    g = out.state
    if three(g) and not odd_turn(g):
        out.emit(ev.LaterPrincessesActive(g.turn))
    else:
        if three(g):
            odd, even = plan_three(g)
        else:
            odd = 2 if effect(g, "double_trouble") is not None else 1
            odd, even = (0 if effect(g, "quiet_days") is not None else odd), 0
        deck = g.decks.emira
        drawn = deck[: odd + even]
        swapped = tuple(p in g.board.swapped for p in drawn)
        out.emit(ev.PrincessesDrawn(g.turn, drawn[:odd], drawn[odd:], swapped))
        if len(deck) < odd + even:
            out.emit(ev.EmiraDeckRanOut(g.turn))
    out.emit(ev.StageReached("status"))


def turn_status(out: Recorder) -> None:
    """The top status card (two with Royal Favour, whose player chooses) is in play."""
    out.emit(ev.StageReached("markers"))
    g = out.state
    if even_turn_of_three(g) or g.board.status is not None or not g.decks.status:
        return
    k = 2 if effect(g, "royal_favour") is not None and len(g.decks.status) >= 2 else 1
    out.emit(ev.StatusCardsTurned(g.decks.status[:k]))


def place_markers(out: Recorder) -> None:
    g = out.state
    b = g.board
    even = even_turn_of_three(g)
    markers = tuple(m for m, i in MARKER_SUPPLY
                    if m not in b.offers and b.supply[i] > 0 and (not even or m == "palace"))
    if markers:
        out.emit(ev.MarkersPlaced(markers))
    out.emit(ev.StageReached("counter"))


def needs_counter(g: Game) -> bool:
    """The appearance counter is drawn now (by the chance player, or Bazaar's player)."""
    return (g.phase == PREPARE and g.stage == "counter" and g.board.counter is None
            and sum(g.board.bag) > 0 and not even_turn_of_three(g))


def counter_draw(g: Game) -> ChanceSpec | None:
    """The chance player draws the counter from the bag (not with Bazaar: 7.2)."""
    if not needs_counter(g) or effect(g, "bazaar") is not None:
        return None
    items = tuple(k for k, n in zip(APPEARANCES, g.board.bag, strict=True) for _ in range(n))
    return ChanceSpec(f"counter:{g.turn}", "choice", items)


def ask_bazaar(out: Recorder) -> None:
    """Bazaar's player picks the counter from the bag (7.2)."""
    g = out.state
    seat = effect(g, "bazaar")
    assert seat is not None
    kinds = tuple(k for k, n in zip(APPEARANCES, g.board.bag, strict=True) if n)
    out.emit(ev.DecisionAsked(seat, "bazaar", kinds))


def prepare(g: Game) -> Next:
    """The board's preparation, one stage after another."""
    stage = g.stage
    if stage == "princesses":
        return draw_princesses
    if stage == "status":
        return turn_status
    if stage == "markers":
        return place_markers
    return counter_draw(g) or ask_bazaar  # "counter", while `needs_counter`


def prepared(g: Game) -> bool:
    return g.stage == "counter" and not needs_counter(g)
