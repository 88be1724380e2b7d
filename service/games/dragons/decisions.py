"""The decisions of phase three (and the start player's): who owes which, their moves, and
the Dummy's forced choices (Two Player Variant).

`location_ask(g)` derives the decision a location waits on from the state: a cave's next
taker, the caravanserai's winner, a palace room's bidder (a bribe first when he is below
guard + 1, then the purchase). `Game.ask` holds the decisions an event opened (the start
player at Set Up, a spell to keep, a Dummy card to use). `current_ask` is either.
"""

from __future__ import annotations

from service.games.dragons import commands as cmd
from service.games.dragons import events as ev
from service.games.dragons.flow import advance
from service.games.dragons.state import (
    CARAVANSERAI,
    CAVE,
    DECIDE,
    RESOLVING,
    ROOM,
    TENT,
    Ask,
    Game,
    bribe_due,
    cheapest_payments,
    location,
    payment_problem,
    price,
    totals,
    treasure_value,
)
from service.kit.base import Command, Recorder, RuleViolation
from service.kit.memo import last_state


@last_state  # the declaration, the next step and the move all ask it of one state
def location_ask(g: Game) -> Ask | None:
    """The decision the location being resolved waits on."""
    if (g.phase != RESOLVING or g.step != DECIDE or g.window is not None or g.stack
            or g.claim is not None or g.ask is not None or not g.bidders):
        return None
    loc = location(g)
    seat = g.bidders[0]
    dummy = g.setup.dummy
    if loc.startswith(CAVE):
        cards = g.caves[g.setup.table.caves.index(int(loc[len(CAVE):]))]
        if not cards:
            return None
        if seat != dummy:
            return Ask("take_treasure", seat, seat, cards)
        # "Dummy … will always take (one of) the highest treasure cards available."
        high = max(treasure_value(g, c) for c in cards)
        best = tuple(c for c in cards if treasure_value(g, c) == high)
        return Ask("take_treasure", dummy if len(best) == 1 else controller(g, loc), dummy, best)
    if loc == CARAVANSERAI:
        return Ask("choose_start", seat, seat, tuple(range(g.players)))
    if loc.startswith(ROOM):
        total = totals(g, loc).get(seat, 0)
        due = 0 if g.room.passed == seat else bribe_due(g, total)
        if due > 0:
            return Ask("bribe", seat, seat, (), due)
        return Ask("buy", seat, seat, (), price(g, seat, total))
    return None


def current_ask(g: Game) -> Ask | None:
    return g.ask if g.ask is not None else location_ask(g)


def controller(g: Game, loc: str) -> int:
    """Who plays the Dummy at `loc`: the second player, unless only the Dummy and the
    second player contest it — then the start player (Two Player Variant)."""
    second = (g.start + 1) % g.players
    present = set(totals(g, loc))
    return g.start if present == {second, g.setup.dummy} else second


def dummy_command(g: Game, ask: Ask) -> Command:
    """The Dummy's forced choice: the single highest cave card; the guard paid and the
    artifact bought when it can (the cheapest payment: least total, then fewest cards)."""
    seat = ask.seat
    if ask.name == "take_treasure":
        return cmd.TakeTreasure(seat, ask.options[0])
    payments = cheapest_payments(g, seat, ask.amount)
    if ask.name == "bribe":
        return cmd.PayBribe(seat, payments[0]) if payments else cmd.Withdraw(seat)
    return cmd.BuyArtifact(seat, payments[0]) if payments else cmd.Decline(seat)


def _ask(out: Recorder, name: str) -> Ask:
    ask = current_ask(out.state)
    if ask is None or ask.name != name:  # the gate let the type through: it is asked
        raise RuleViolation("NOT_ASKED", f"nobody is asked to {name.replace('_', ' ')} now")
    return ask


# --- moves ---------------------------------------------------------------------------------


def choose_start(out: Recorder, c: cmd.ChooseStartPlayer, seat: int) -> None:
    g = out.state
    ask = _ask(out, "choose_start")
    if type(c.player) is not int or c.player not in ask.options:
        raise RuleViolation("BAD_PLAYER", f"the start player is one of the players "
                                          f"0-{g.players - 1}, not {c.player!r}")
    out.emit(ev.StartPlayerChosen(seat, c.player))
    if g.phase == RESOLVING:
        out.emit(ev.LocationDone(CARAVANSERAI))
    advance(out)


def choose_start_options(g: Game, seat: int) -> list[Command]:
    ask = current_ask(g)
    return [cmd.ChooseStartPlayer(seat, p) for p in ask.options] if ask else []


def take_treasure(out: Recorder, c: cmd.TakeTreasure, seat: int) -> None:
    g = out.state
    ask = _ask(out, "take_treasure")
    if c.card not in ask.options:
        why = "one of the highest cards, for the Dummy" if ask.who != seat else "a card there"
        raise RuleViolation("NOT_IN_CAVE", f"{c.card!r} is not {why}")
    out.emit(ev.TreasureTaken(ask.who, location(g), c.card, seat))
    advance(out)


def take_options(g: Game, seat: int) -> list[Command]:
    ask = current_ask(g)
    return [cmd.TakeTreasure(seat, c) for c in sorted(set(ask.options))] if ask else []


def keep_spell(out: Recorder, c: cmd.KeepSpell, seat: int) -> None:
    g = out.state
    ask = _ask(out, "keep_spell")
    if c.spell not in ask.options:
        raise RuleViolation("NOT_DRAWN", f"{c.spell!r} is not one of the spells drawn")
    dummy = g.setup.dummy
    who = ask.who
    out.emit(ev.SpellKept(who, seat, c.spell, who == dummy))
    rest = tuple(s for s in ask.options if s != c.spell)
    if g.stack and g.stack[-1].waiting:  # a lamp: the other on the discard pile, face up
        from service.games.dragons.cards import finish_frame

        for s in rest:
            out.emit(ev.SpellDiscarded(s))
        finish_frame(out, False, f"kept a spell, discarded {', '.join(rest) or 'none'}")
    else:  # the tent: the other to the second highest bidder, or face up on the pile
        ranking = g.ranking
        second = ranking[1][0] if len(ranking) > 1 else -1
        for s in rest:
            if second >= 0:
                out.emit(ev.SpellGiven(second, who, s, second == dummy or who == dummy))
            else:
                out.emit(ev.SpellDiscarded(s))
        out.emit(ev.LocationDone(TENT))
    advance(out)


def keep_options(g: Game, seat: int) -> list[Command]:
    ask = current_ask(g)
    return [cmd.KeepSpell(seat, s) for s in ask.options] if ask else []


def pay_bribe(out: Recorder, c: cmd.PayBribe, seat: int) -> None:
    g = out.state
    ask = _ask(out, "bribe")
    cards = _cards(c.cards)
    problem = payment_problem(g, seat, cards, ask.amount)
    if problem is not None:
        raise RuleViolation(problem, _why(problem, "bribe", ask.amount))
    paid = sum(treasure_value(g, x) for x in cards)
    out.emit(ev.BribePaid(seat, location(g), cards, paid, ask.amount))
    advance(out)


def withdraw(out: Recorder, c: cmd.Withdraw, seat: int) -> None:
    g = out.state
    ask = _ask(out, "bribe")
    out.emit(ev.Withdrew(seat, location(g), ask.amount))
    advance(out)


def buy(out: Recorder, c: cmd.BuyArtifact, seat: int) -> None:
    g = out.state
    ask = _ask(out, "buy")
    cards = _cards(c.cards)
    problem = payment_problem(g, seat, cards, ask.amount)
    if problem is not None:
        raise RuleViolation(problem, _why(problem, "price", ask.amount))
    loc = location(g)
    paid = sum(treasure_value(g, x) for x in cards)
    out.emit(ev.ArtifactBought(seat, loc, loc[len(ROOM):], cards, paid, ask.amount))
    out.emit(ev.LocationDone(loc))
    advance(out)


def decline(out: Recorder, c: cmd.Decline, seat: int) -> None:
    g = out.state
    ask = _ask(out, "buy")
    out.emit(ev.BuyDeclined(seat, location(g), ask.amount))
    advance(out)


def payment_options(g: Game, seat: int) -> list[Command]:
    ask = current_ask(g)
    if ask is None:
        return []
    kind = cmd.PayBribe if ask.name == "bribe" else cmd.BuyArtifact
    return [kind(seat, p) for p in cheapest_payments(g, seat, ask.amount)]


def _cards(cards: object) -> tuple[str, ...]:
    if not isinstance(cards, tuple | list) or any(type(x) is not str for x in cards):
        raise RuleViolation("BAD_CARDS", "cards are a list of treasure card ids")
    return tuple(cards)


def _why(problem: str, what: str, amount: int) -> str:
    return {
        "EMPTY_PAYMENT": f"the {what} of {amount} needs at least one treasure card",
        "DUPLICATE_CARD": "a card is named twice",
        "NOT_IN_HAND": "a card named is not in your hand",
        "NOT_ONE_TYPE": "several treasure cards must all be of one type",
        "TOO_LITTLE": f"the cards are worth less than the {what} of {amount} (no change given)",
    }[problem]
