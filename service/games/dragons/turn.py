"""Who may act now in Aladdin's Dragons (the kit's `Turn`), and why a seat may not.

In order: the game over; a draw due (`flow.chance_due`); two players offering for a Dummy
card, at once and in secret; a window's responder; a decision owed (a seat's, or the
Dummy's as the automaton's command); the seat placing a hero. A seat may play cards on its
own stage (placing, a cave pick, the caravanserai, a bribe or a purchase) and as a
window's responder — nowhere else.
"""

from __future__ import annotations

from service.games.dragons import commands as cmd
from service.games.dragons.decisions import current_ask, dummy_command
from service.games.dragons.flow import chance_due
from service.games.dragons.state import CHOOSE_START, OVER, PLACING, Game
from service.kit.base import Command, RuleViolation
from service.kit.turns import Pending, Stage, Turn

_CARDS = (cmd.PlayCard,)
_CARDS_2P = (cmd.PlayCard, cmd.ClaimDummyCard)
_ANSWERS: dict[str, tuple[type[Command], ...]] = {
    "choose_start": (cmd.ChooseStartPlayer,),
    "take_treasure": (cmd.TakeTreasure,),
    "keep_spell": (cmd.KeepSpell,),
    "bribe": (cmd.PayBribe, cmd.Withdraw),
    "buy": (cmd.BuyArtifact, cmd.Decline),
    "use_dummy_card": (cmd.PlayCard,),
}
# Decisions during which the deciding seat may also play cards first.
_WITH_CARDS = ("take_treasure", "bribe", "buy", "choose_start")


def declare(g: Game) -> Turn:
    phase = g.phase
    if phase == OVER:
        return Turn(phase, over=True)
    spec = chance_due(g)
    if spec is not None:
        return Turn(phase, chance=spec)
    cards = _CARDS_2P if g.setup.dummy >= 0 else _CARDS
    claim = g.claim
    if claim is not None and len(claim.offers) < g.players:
        done = {s for s, _ in claim.offers}
        offer = Stage("offer", (cmd.OfferDummy,))
        stages = {s: offer for s in range(g.players) if s not in done}
        return Turn(phase, stages, simultaneous=True,
                    pending=Pending("dummy_offer", tuple(stages), (claim.card,)))
    window = g.window
    if window is not None:
        stage = Stage("respond", cards + (cmd.Pass,))
        return Turn(phase, {window.responder: stage}, window=window)
    ask = current_ask(g)
    if ask is not None:
        pending = Pending(ask.name, (ask.seat,), (ask.who, ask.amount))
        if ask.seat == g.setup.dummy:
            return Turn(phase, pending=pending, automaton=dummy_command(g, ask))
        moves = _ANSWERS[ask.name]
        if ask.name in _WITH_CARDS and g.phase != CHOOSE_START:
            moves = moves + cards
        return Turn(phase, {ask.seat: Stage(ask.name, moves)}, pending=pending)
    if phase == PLACING and g.placer >= 0:
        if g.dummy_due:
            stage = Stage("place_dummy", (cmd.PlaceDummyHero,) + cards)
        else:
            stage = Stage("place", (cmd.PlaceHero,) + cards)
        return Turn(phase, {g.placer: stage})
    return Turn(phase)


def refuse(g: Game, turn: Turn, seat: int, command: Command) -> RuleViolation:
    kind = type(command)
    stage = turn.stages.get(seat)
    if kind is cmd.Pass and turn.window is None:
        return RuleViolation("NO_WINDOW", "no response window is open: there is nothing to pass")
    if kind is cmd.ClaimDummyCard and g.setup.dummy < 0:
        return RuleViolation("NO_DUMMY", "only the two-player game has a Dummy")
    if stage is not None:
        return RuleViolation("NOT_NOW", f"{kind.__name__} is not what this seat may do now "
                                        f"({stage.name})")
    if turn.stages:
        whose = ", ".join(str(s) for s in sorted(turn.stages))
        return RuleViolation("NOT_YOUR_TURN", f"seat {whose} acts now")
    return RuleViolation("WRONG_PHASE", f"nobody may do that in {g.phase}")
