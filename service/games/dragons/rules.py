"""The moves of Aladdin's Dragons (phase two's placements, passing a window, and the table
of every move), the draws' outcomes, the options and the result."""

from __future__ import annotations

from functools import cache
from typing import Any

from service.games.dragons import cards, decisions
from service.games.dragons import commands as cmd
from service.games.dragons import events as ev
from service.games.dragons.flow import advance
from service.games.dragons.state import (
    PLACING,
    Game,
    dummy_may_go,
    score,
    window_after,
)
from service.kit.base import ChanceSpec, Command, Context, Recorder, Result, RuleViolation
from service.kit.turns import Move

MIN_PLAYERS, MAX_PLAYERS = 2, 5


def validate_options(players: int, options: dict[str, Any]) -> dict[str, Any]:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleViolation("BAD_PLAYER_COUNT", "Aladdin's Dragons is for 3 to 5 players, or 2 "
                                                "with the Dummy")
    if options:
        raise RuleViolation("BAD_OPTIONS", f"Aladdin's Dragons takes no options, not "
                                           f"{sorted(options)}")
    return {}


# --- phase two -----------------------------------------------------------------------------


def _locations(g: Game) -> tuple[str, ...]:
    return tuple(loc for loc, _ in g.heroes) if g.phase == PLACING else ()


def place_hero(out: Recorder, c: cmd.PlaceHero, seat: int) -> None:
    g = out.state
    if type(c.hero) is not int or c.hero not in g.hands[seat].heroes:
        raise RuleViolation("NOT_IN_HAND", f"hero {c.hero!r} is not in your hand "
                                           f"(left: {list(g.hands[seat].heroes)})")
    if c.location not in _locations(g):
        raise RuleViolation("BAD_LOCATION", f"{c.location!r} is not a location for heroes: "
                                            f"{', '.join(_locations(g))}")
    out.emit(ev.HeroPlaced(seat, c.location, c.hero))
    _placed_window(out, seat)


# Commands are values: the same placement offered again is the same object (a placement's
# options are listed at every turn of phase two: building 45 dataclasses each time was a
# fifth of random self-play's time).
_place_hero = cache(cmd.PlaceHero)
_place_dummy = cache(cmd.PlaceDummyHero)
_pass = cache(cmd.Pass)


def place_options(g: Game, seat: int) -> list[Command]:
    locations = _locations(g)
    return [_place_hero(seat, v, loc) for v in g.hands[seat].heroes for loc in locations]


def place_dummy(out: Recorder, c: cmd.PlaceDummyHero, seat: int) -> None:
    g = out.state
    if c.location not in _locations(g):
        raise RuleViolation("BAD_LOCATION", f"{c.location!r} is not a location for heroes")
    if not dummy_may_go(g, c.location):
        raise RuleViolation("DUMMY_LIMIT", "the Dummy never goes to the caravanserai, and only "
                                           "one of its heroes goes to a location")
    value = g.hands[g.setup.dummy].heroes[0]
    out.emit(ev.DummyHeroPlaced(seat, c.location, value))
    _placed_window(out, seat)


def place_dummy_options(g: Game, seat: int) -> list[Command]:
    return [_place_dummy(seat, loc) for loc in _locations(g) if dummy_may_go(g, loc)]


def _placed_window(out: Recorder, seat: int) -> None:
    g = out.state
    w = window_after(g, f"placed:{g.placed}", seat, last=False)
    if w is not None:
        out.emit(ev.WindowOpened(w.about, seat, w.order))
    advance(out)


def pass_(out: Recorder, c: cmd.Pass, seat: int) -> None:
    out.emit(ev.Passed(seat))
    advance(out)


def pass_options(g: Game, seat: int) -> list[Command]:
    return [_pass(seat)]


# --- the draws -----------------------------------------------------------------------------


def on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    g = out.state
    key = spec.key
    if key.startswith("start-draw:"):
        seats = g.tied
        out.emit(ev.StartDrawn(g.draws + 1, seats, tuple(outcome[: len(seats)])))
    elif key.startswith("deck:"):
        deck = key.split(":")[1]
        again = key not in ("deck:treasures:1", "deck:spells:1", "deck:artifacts")
        out.emit(ev.DeckShuffled(deck, tuple(outcome), len(outcome), again))
    elif key.startswith("dummy-heroes:"):
        out.emit(ev.DeckShuffled("dummy_heroes", tuple(outcome), len(outcome)))
    else:  # thief
        cards.on_thief(out, outcome)
    advance(out)


def result(g: Game) -> Result | None:
    if g.winners is None:
        return None
    dummy = g.setup.dummy
    details = {"dummy_artifacts": score(g, dummy)[0]} if dummy >= 0 else {}
    return Result(g.winners, g.scores, details)


MOVES: dict[type[Command], Move] = {
    cmd.ChooseStartPlayer: Move(decisions.choose_start, decisions.choose_start_options),
    cmd.PlaceHero: Move(place_hero, place_options),
    cmd.PlaceDummyHero: Move(place_dummy, place_dummy_options),
    cmd.PlayCard: Move(cards.play_card, cards.play_options),
    cmd.ClaimDummyCard: Move(cards.claim, cards.claim_options),
    cmd.OfferDummy: Move(cards.offer, cards.offer_options),
    cmd.Pass: Move(pass_, pass_options),
    cmd.TakeTreasure: Move(decisions.take_treasure, decisions.take_options),
    cmd.KeepSpell: Move(decisions.keep_spell, decisions.keep_options),
    cmd.PayBribe: Move(decisions.pay_bribe, decisions.payment_options),
    cmd.Withdraw: Move(decisions.withdraw, lambda g, seat: [cmd.Withdraw(seat)]),
    cmd.BuyArtifact: Move(decisions.buy, decisions.payment_options),
    cmd.Decline: Move(decisions.decline, lambda g, seat: [cmd.Decline(seat)]),
}

