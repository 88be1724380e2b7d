"""The decisions of phase three (and the start player's at Set Up), answered: a cave's
card taken, a spell kept (at the tent or with a lamp), a bribe paid or not, an artifact
bought or not. Each move reads the decision it answers from the phases (`owed_now`: the
`Ask.about` of `phases.PHASES`); who owes which is `resolving.owed`. A decision made with
another due at the same location opens a window for the other seats first (`_between`).
"""

from __future__ import annotations

from service.games.dragons import commands as cmd
from service.games.dragons import events as ev
from service.games.dragons.effects import finish_frame
from service.games.dragons.payments import payment_problem, payments
from service.games.dragons.phases import owed_now
from service.games.dragons.resolving import dummy_payments, owed_here
from service.games.dragons.state import (
    CARAVANSERAI,
    RESOLVING,
    ROOM,
    TENT,
    Owed,
    State,
    location,
    treasure_value,
    window_after,
)
from service.kit.base import Command, Recorder, RuleViolation


def _ask(out: Recorder, name: str) -> Owed:
    ask = owed_now(out.state)
    if ask is None or ask.name != name:  # the gate let the type through: it is asked
        raise RuleViolation("NOT_ASKED", f"nobody is asked to {name.replace('_', ' ')} now")
    return ask


def _between(out: Recorder, what: str, who: int, seat: int) -> None:
    """A phase-three decision made and another due at the same location (the next taker of
    a cave, the purchase after a bribe, the next bidder of a palace room): a window for
    every other seat first ("Spells and artifacts can be cast at any time. They are
    resolved before the next player takes a turn"). `who` made the decision (`seat` sent
    it); he played what he wished on his own stage before deciding."""
    g = out.state
    if owed_here(g) is None:
        return
    w = window_after(g, f"{what}:{who}:{location(g)}", seat, last=False)
    if w is not None:
        out.emit(ev.WindowOpened(w.about, seat, w.order))


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


def choose_start_options(g: State, seat: int) -> list[Command]:
    ask = owed_now(g)
    return [cmd.ChooseStartPlayer(seat, p) for p in ask.options] if ask else []


def take_treasure(out: Recorder, c: cmd.TakeTreasure, seat: int) -> None:
    g = out.state
    ask = _ask(out, "take_treasure")
    if c.card not in ask.options:
        why = "one of the highest cards, for the Dummy" if ask.who != seat else "a card there"
        raise RuleViolation("NOT_IN_CAVE", f"{c.card!r} is not {why}")
    out.emit(ev.TreasureTaken(ask.who, location(g), c.card, seat))
    _between(out, "taken", ask.who, seat)


def take_options(g: State, seat: int) -> list[Command]:
    ask = owed_now(g)
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


def keep_options(g: State, seat: int) -> list[Command]:
    ask = owed_now(g)
    return [cmd.KeepSpell(seat, s) for s in ask.options] if ask else []


def pay_bribe(out: Recorder, c: cmd.PayBribe, seat: int) -> None:
    g = out.state
    ask = _ask(out, "bribe")
    cards = _payment(g, ask, c.cards, "bribe")
    paid = sum(treasure_value(g, x) for x in cards)
    out.emit(ev.BribePaid(ask.who, location(g), cards, paid, ask.amount))
    _between(out, "bribed", ask.who, seat)


def withdraw(out: Recorder, c: cmd.Withdraw, seat: int) -> None:
    g = out.state
    ask = _ask(out, "bribe")
    _dummy_gives_up(g, ask)
    out.emit(ev.Withdrew(ask.who, location(g), ask.amount))
    _between(out, "withdrew", ask.who, seat)


def buy(out: Recorder, c: cmd.BuyArtifact, seat: int) -> None:
    g = out.state
    ask = _ask(out, "buy")
    cards = _payment(g, ask, c.cards, "price")
    loc = location(g)
    paid = sum(treasure_value(g, x) for x in cards)
    out.emit(ev.ArtifactBought(ask.who, loc, loc[len(ROOM):], cards, paid, ask.amount))
    out.emit(ev.LocationDone(loc))


def decline(out: Recorder, c: cmd.Decline, seat: int) -> None:
    g = out.state
    ask = _ask(out, "buy")
    _dummy_gives_up(g, ask)
    out.emit(ev.BuyDeclined(ask.who, location(g), ask.amount))
    _between(out, "declined", ask.who, seat)


def _dummy_gives_up(g: State, ask: Owed) -> None:
    """The Dummy withdraws or declines only when it cannot pay (Two Player Variant: "Dummy
    will pay the palace guard if they are able", "if Dummy is able to buy an artifact then
    Dummy will do so"); the withdrawal or the refusal is the Dummy's, whoever sends it."""
    if ask.who == g.setup.dummy and dummy_payments(g, ask):
        raise RuleViolation("DUMMY_MUST_PAY", "the Dummy pays when it is able: choose how")


def payment_options(g: State, seat: int) -> list[Command]:
    """Every payment the decision accepts: the seat's own, or — the Dummy's, chosen by the
    player who plays it — those that keep its purchase possible."""
    ask = owed_now(g)
    if ask is None:
        return []
    kind = cmd.PayBribe if ask.name == "bribe" else cmd.BuyArtifact
    return [kind(seat, p) for p in _ways(g, ask)]


def _ways(g: State, ask: Owed) -> list[tuple[str, ...]]:
    if ask.who == g.setup.dummy:
        return dummy_payments(g, ask)
    return payments(g, ask.who, ask.amount)


def _payment(g: State, ask: Owed, raw: object, what: str) -> tuple[str, ...]:
    """The cards of a payment, checked, in the order the events record them (sorted)."""
    if not isinstance(raw, tuple | list) or any(type(x) is not str for x in raw):
        raise RuleViolation("BAD_CARDS", "cards are a list of treasure card ids")
    cards = tuple(sorted(raw))
    problem = payment_problem(g, ask.who, cards, ask.amount)
    if problem is not None:
        raise RuleViolation(problem, _why(problem, what, ask.amount))
    if ask.who == g.setup.dummy and cards not in dummy_payments(g, ask):
        raise RuleViolation("DUMMY_MUST_BUY", "the Dummy pays the guard so that it can still "
                                              "buy the artifact, when some payment does")
    return cards


def _why(problem: str, what: str, amount: int) -> str:
    return {
        "EMPTY_PAYMENT": f"the {what} of {amount} needs at least one treasure card",
        "DUPLICATE_CARD": "a card is named twice",
        "NOT_IN_HAND": "a card named is not in your hand",
        "NOT_ONE_TYPE": "several treasure cards must all be of one type",
        "TOO_LITTLE": f"the cards are worth less than the {what} of {amount} (no change given)",
        "NEEDLESS_CARD": f"the {what} of {amount} is paid without one of these cards: name "
                         "only the cards it needs",
    }[problem]
