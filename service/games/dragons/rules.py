"""The moves of Aladdin's Dragons (`MOVES`: each command's checks and events), passing a
window, the draws' outcomes and the result. Who may act now is `phases.py`; the kit's game
(service/kit/game.py) turns the two into `decide` and `legal_commands`, and runs the
phases' automatic steps after every move and draw.

Every check runs before anything is recorded: a refused command raises `RuleViolation`.
"""

from __future__ import annotations

from typing import Any

from service.games.dragons import cards, decisions, placing
from service.games.dragons import commands as cmd
from service.games.dragons import events as ev
from service.games.dragons.effects import on_thief
from service.games.dragons.state import State, score
from service.kit.base import ChanceSpec, Command, Context, Recorder, Result
from service.kit.turns import Move

MIN_PLAYERS, MAX_PLAYERS = 2, 5


def pass_(out: Recorder, c: cmd.Pass, seat: int) -> None:
    out.emit(ev.Passed(seat))


def pass_options(g: State, seat: int) -> list[Command]:
    return [cmd.Pass(seat)]


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
        on_thief(out, outcome)


def result(g: State) -> Result | None:
    if g.winners is None:
        return None
    dummy = g.setup.dummy
    details: dict[str, Any] = {"dummy_artifacts": score(g, dummy)[0]} if dummy >= 0 else {}
    if not g.winners:  # why nobody won: a tie to replay, or the Dummy alone on top
        details["reason"] = "replay" if g.replay else "dummy"
    return Result(g.winners, g.scores, details)


MOVES: dict[type[Command], Move] = {
    cmd.ChooseStartPlayer: Move(decisions.choose_start, decisions.choose_start_options),
    cmd.PlaceHero: Move(placing.place_hero, placing.place_options),
    cmd.PlaceDummyHero: Move(placing.place_dummy, placing.place_dummy_options),
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
