"""The six actions (4.4.1), what each costs a sheik, and whether it is on the board now.

Costs follow the princesses in his palace (Adara's caravans, Badra's palace, Farah's camel)
and Haggling (DESIGNED: 100 less, never below 0); camels never reduce an action's cost.
"""

from __future__ import annotations

from service.games.emira.cards import param
from service.games.emira.state import (
    ACTIONS,
    SPEEDS,
    Game,
    caravan,
    effect,
    has,
)

MARKERS = {"small_caravan": "small", "large_caravan": "large", "palace": "palace",
           "camel": "camel"}


CARAVANS = ("small_caravan", "large_caravan")
# (caravan action, speed) -> the caravan it buys ("small_slow" …).
CARAVAN_ITEMS = {(a, sp): f"{a.partition('_')[0]}_{sp}" for a in CARAVANS for sp in SPEEDS}
# The speeds an action is taken at: a caravan's, or none.
ACTION_SPEEDS = {a: SPEEDS if a in CARAVANS else ("",) for a in ACTIONS}


def item_of(action: str, speed: str, g: Game) -> str:
    if action in CARAVANS:
        item = CARAVAN_ITEMS.get((action, speed))
        return f"{action.partition('_')[0]}_{speed}" if item is None else item
    if action == "appearance":
        return g.board.counter or ""
    if action == "status":
        return g.board.status or ""
    return ""


def on_board(g: Game, action: str) -> bool:
    """Not taken this turn, and its marker (card, counter) is on the board."""
    if action in g.taken:
        return False
    if action in CARAVANS and effect(g, "sandstorm") is not None:
        return False
    marker = MARKERS.get(action)
    if marker is not None:
        return marker in g.board.offers
    if action == "appearance":
        return g.board.counter is not None
    return g.board.status is not None


def cost(g: Game, seat: int, action: str, speed: str) -> int:
    s, c = g.sheiks[seat], g.content
    costs = c.costs
    if action in CARAVANS:
        kind = caravan(c, item_of(action, speed, g))
        price = kind.cheap_cost if has(s, "cheap_caravans", c) else kind.cost
    elif action == "appearance":
        price = costs["appearance"]
    elif action == "status":
        price = c.status_cards[g.board.status].cost if g.board.status else 0
    elif action == "palace":
        price = costs["cheap_palace"] if has(s, "cheap_palace", c) else costs["palace"]
    else:
        price = costs["cheap_camel"] if has(s, "cheap_camel", c) else costs["camel"]
    if ("haggling", seat) in g.effects:
        price = max(0, price - param(g, "haggling", "discount", 100))
    return price


def choices(g: Game, seat: int) -> list[tuple[str, str]]:
    """Every (action, speed) the seat may take now and can pay."""
    gold = g.sheiks[seat].gold
    out = []
    for action in ACTIONS:
        if on_board(g, action):
            for sp in ACTION_SPEEDS[action]:
                if cost(g, seat, action, sp) <= gold:
                    out.append((action, sp))
    return out
