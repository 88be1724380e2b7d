"""Emira's moves: each command's checks and events (`MOVES`), chance, options and the result.
Who may send which command now is `phases.py` (whose loop, the kit's, runs the automatic
steps after every move and draw); bidding and actions are in `bidding.py`.

Every check runs before anything is recorded, and field types are checked exactly, so a
malformed command gets a `RuleViolation` and nothing else.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from service.games.emira import bidding, cards, princesses, setup, upkeep
from service.games.emira import commands as c
from service.games.emira import events as ev
from service.games.emira.course import seat_done
from service.games.emira.phases import PHASES
from service.games.emira.state import Game, Question, card_kind, has
from service.kit.base import ChanceSpec, Command, Context, Recorder, Result, RuleViolation
from service.kit.turns import Move


def _text(value: object, name: str) -> str:
    if type(value) is not str:
        raise RuleViolation("BAD_FIELD", f"{name} must be text")
    return value


def _ask(g: Game) -> Question:
    """The decision a move answers (the gate let the answer through: it is asked)."""
    ask = PHASES.asked(g)
    assert ask is not None and isinstance(ask.about, Question)
    return ask.about


# --- chance ---------------------------------------------------------------------------------------


def on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    if setup.on_draw(out, spec, outcome):
        return
    if spec.key.startswith("counter:"):
        out.emit(ev.CounterPlaced(spec.items[outcome], None))
    elif spec.key.startswith(f"{upkeep.SHUFFLE}:"):
        upkeep.shuffled(out, outcome)
    else:
        upkeep.tumult(out, spec.items[outcome])


# --- setup and event cards ---------------------------------------------------------------------


def _keep_start(out: Recorder, cmd: c.KeepStartingEvent, seat: int) -> None:
    dealt = out.state.decks.dealt[seat]
    if _text(cmd.card, "card") not in dealt:
        raise RuleViolation("NOT_DEALT", f"keep one of {list(dealt)}")
    out.emit(ev.StartingEventKept(seat, cmd.card))


def _play(out: Recorder, cmd: c.PlayEvent, seat: int) -> None:
    g = out.state
    card, choice = _text(cmd.card, "card"), _text(cmd.choice, "choice")
    if card not in g.sheiks[seat].hand:
        raise RuleViolation("NOT_IN_HAND", f"{card!r} is not in this seat's hand")
    allowed = cards.playable(g, card)
    if not allowed:
        raise RuleViolation("CARD_BLOCKED", f"{card} cannot be played now")
    if choice not in allowed:
        raise RuleViolation("BAD_CHOICE", f"{card} is played with one of {list(allowed)}")
    cards.play(out, seat, card, choice)
    if out.state.ask is None:
        seat_done(out, seat)


def _skip_event(out: Recorder, cmd: c.SkipEvent, seat: int) -> None:
    seat_done(out, seat)


def _change_mind(out: Recorder, cmd: c.ChangeMind, seat: int) -> None:
    g = out.state
    princess = _ask(g).options[0]
    options = cards.mind_options(g, princess)
    if _text(cmd.choice, "choice") not in options:
        raise RuleViolation("BAD_CHOICE", f"choose one of {list(options)}")
    out.emit(ev.MindChanged(seat, princess, cmd.choice))
    seat_done(out, seat)


def _reorder(out: Recorder, cmd: c.ReorderEmira, seat: int) -> None:
    seen = _ask(out.state).options
    order = cmd.order
    if not isinstance(order, tuple | list) or sorted(map(str, order)) != sorted(seen) or any(
            type(x) is not str for x in order):
        raise RuleViolation("BAD_ORDER", f"order exactly the cards seen: {list(seen)}")
    out.emit(ev.EmiraDeckReordered(seat, tuple(order)))
    seat_done(out, seat)


def _pick_counter(out: Recorder, cmd: c.PickCounter, seat: int) -> None:
    if _text(cmd.kind, "kind") not in _ask(out.state).options:
        raise RuleViolation("NOT_IN_BAG", f"the bag holds {list(_ask(out.state).options)}")
    out.emit(ev.CounterPlaced(cmd.kind, seat))


def _pick_status(out: Recorder, cmd: c.PickStatus, seat: int) -> None:
    turned = _ask(out.state).options
    if _text(cmd.card, "card") not in turned:
        raise RuleViolation("NOT_TURNED", f"choose one of {list(turned)}")
    other = next(x for x in turned if x != cmd.card)
    out.emit(ev.StatusCardChosen(seat, cmd.card, other))


# --- buying event cards ---------------------------------------------------------------------------


def event_price(g: Game, seat: int, count: int) -> int:
    cheap = "cheap_" if has(g.sheiks[seat], "event_discount", g.content) else ""
    return g.content.costs[f"{cheap}events_{count}"]


def _buy(out: Recorder, cmd: c.BuyEvents, seat: int) -> None:
    g = out.state
    count = cmd.count
    if type(count) is not int or count not in (2, 3):
        raise RuleViolation("BAD_COUNT", "draw 2 or 3 event cards")
    if len(g.decks.events) < count:
        raise RuleViolation("DECK_TOO_SMALL", f"the event deck holds {len(g.decks.events)}")
    price = event_price(g, seat, count)
    if price > g.sheiks[seat].gold:
        raise RuleViolation("CANNOT_AFFORD", f"{count} cards cost {price} gold")
    out.emit(ev.EventsBought(seat, count, price))
    out.emit(ev.EventCardsDrawn(seat, count, g.decks.events[:count]))


def _skip_purchase(out: Recorder, cmd: c.SkipPurchase, seat: int) -> None:
    seat_done(out, seat)


def _keep(out: Recorder, cmd: c.KeepEvent, seat: int) -> None:
    drawn = _ask(out.state).options
    if _text(cmd.card, "card") not in drawn:
        raise RuleViolation("NOT_DRAWN", f"keep one of {list(drawn)}")
    i = drawn.index(cmd.card)
    out.emit(ev.EventCardKept(seat, cmd.card, drawn[:i] + drawn[i + 1:]))
    seat_done(out, seat)


# --- decisions the princesses ask for ----------------------------------------------------------


def _discard_appearance(out: Recorder, cmd: c.DiscardAppearance, seat: int) -> None:
    if _text(cmd.kind, "kind") not in _ask(out.state).options:
        raise RuleViolation("BAD_CHOICE", f"discard one of {list(_ask(out.state).options)}")
    out.emit(ev.CounterDiscarded(seat, cmd.kind))


def _discard_status(out: Recorder, cmd: c.DiscardStatus, seat: int) -> None:
    if _text(cmd.card, "card") not in _ask(out.state).options:
        raise RuleViolation("BAD_CHOICE", f"discard one of {list(_ask(out.state).options)}")
    out.emit(ev.StatusDiscarded(seat, cmd.card))


def _steal(out: Recorder, cmd: c.ChooseStolen, seat: int) -> None:
    if _text(cmd.princess, "princess") not in _ask(out.state).options:
        raise RuleViolation("BAD_CHOICE", f"choose one of {list(_ask(out.state).options)}")
    princesses.steal(out, seat, cmd.princess)


def _pay_xenia(out: Recorder, cmd: c.PayXenia, seat: int) -> None:
    out.emit(ev.XeniaGiftPaid(seat, out.state.content.costs["xenia_gift"]))


def _refuse_xenia(out: Recorder, cmd: c.RefuseXenia, seat: int) -> None:
    upkeep.move_xenia(out, seat)


# --- options -------------------------------------------------------------------------------


def _ask_options(make: Any) -> Any:
    def options(g: Game, seat: int) -> list[Command]:
        return [make(seat, o) for o in _ask(g).options]

    return options


def _play_options(g: Game, seat: int) -> list[Command]:
    seen: set[str] = set()
    out: list[Command] = []
    for card in sorted(g.sheiks[seat].hand):
        kind = card_kind(g.content, card)
        if kind in seen:
            continue
        seen.add(kind)
        out += [c.PlayEvent(seat, card, ch) for ch in cards.playable(g, card)]
    return out


def _mind_options(g: Game, seat: int) -> list[Command]:
    return [c.ChangeMind(seat, x) for x in cards.mind_options(g, _ask(g).options[0])]


def _reorder_options(g: Game, seat: int) -> list[Command]:
    return [c.ReorderEmira(seat, p) for p in permutations(_ask(g).options)]


def _buy_options(g: Game, seat: int) -> list[Command]:
    gold, deck = g.sheiks[seat].gold, len(g.decks.events)
    return [c.BuyEvents(seat, k) for k in (2, 3) if k <= deck and event_price(g, seat, k) <= gold]


def _just(make: Any) -> Any:
    return lambda g, seat: [make(seat)]


MOVES: dict[type[Command], Move] = {
    c.KeepStartingEvent: Move(_keep_start, lambda g, seat: [
        c.KeepStartingEvent(seat, x) for x in g.decks.dealt[seat]]),
    c.PlayEvent: Move(_play, _play_options),
    c.SkipEvent: Move(_skip_event, _just(c.SkipEvent)),
    c.ChangeMind: Move(_change_mind, _mind_options),
    c.ReorderEmira: Move(_reorder, _reorder_options),
    c.PickCounter: Move(_pick_counter, _ask_options(c.PickCounter)),
    c.PickStatus: Move(_pick_status, _ask_options(c.PickStatus)),
    c.Bid: Move(bidding._bid, bidding.bid_options),
    c.Pass: Move(bidding._pass, bidding.pass_options),
    c.TakeGold: Move(bidding._take_gold, bidding.gold_options),
    c.TakeAction: Move(bidding._take_action, bidding.action_options),
    c.TakeNoAction: Move(bidding._take_no_action, bidding.no_action_options),
    c.BuyEvents: Move(_buy, _buy_options),
    c.SkipPurchase: Move(_skip_purchase, _just(c.SkipPurchase)),
    c.KeepEvent: Move(_keep, _ask_options(c.KeepEvent)),
    c.DiscardAppearance: Move(_discard_appearance, _ask_options(c.DiscardAppearance)),
    c.DiscardStatus: Move(_discard_status, _ask_options(c.DiscardStatus)),
    c.ChooseStolen: Move(_steal, _ask_options(c.ChooseStolen)),
    c.PayXenia: Move(_pay_xenia, _just(c.PayXenia)),
    c.RefuseXenia: Move(_refuse_xenia, _just(c.RefuseXenia)),
}


def result(g: Game) -> Result | None:
    f = g.final
    if f is None:
        return None
    return Result(f.winners, f.scores, {"reason": f.reason,
                                        "goals": [s.goal for s in g.sheiks]})

