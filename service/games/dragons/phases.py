"""Who may act now in Aladdin's Dragons: its phases, as the rulebook tells them.

- Set Up: the start player's draws (`start_draw`), his choice (`choose_start`), the decks
  shuffled and the Dummy's treasures dealt (`decks`).
- A round: phase one, the layout (`layout`: the caves, the guard, the artifact draw, then
  its window); phase two (`placing`: each seat in turn places a hero face down, each
  placement followed by a window); phase three (`resolving`: each location revealed, its
  window, ranked, its decisions); the round's end, or the game's (`over`).

Before any phase's own step, "at any time" (`first`): a window's responder (a Dummy card's
claim window too); two players offering in secret for a Dummy card, or its claimer paying;
the top card of the stack resolving once its window has closed; a decision an event opened
(the start player, a spell to keep, a Dummy card to use). A decision of the Dummy's is the
rules' own player's command (`Ask.automaton`) where it has no choice, otherwise the player's
who plays it. A seat may play cards on its own stage (placing, a cave pick, the
caravanserai, a bribe or a purchase) and as a window's responder — nowhere else. Every
decision's `Ask.about` is the game's own record of it (`Owed`), which the moves read
(`owed_now`).
"""

from __future__ import annotations

from service.games.dragons import commands as cmd
from service.games.dragons import layout, placing, resolving, setup
from service.games.dragons.effects import resolve_top
from service.games.dragons.state import (
    CHOOSE_START,
    DECKS,
    LAYOUT,
    OVER,
    PLACING,
    RESOLVING,
    START_DRAW,
    Owed,
    State,
)
from service.kit.base import Command, RuleViolation
from service.kit.phases import Ask, Next, Phase, Phases
from service.kit.turns import Pending, Stage, Turn

Cards = tuple[type[Command], ...]  # the card commands a seat may send beside its answer
_CARDS: Cards = (cmd.PlayCard,)
_CARDS_2P: Cards = (cmd.PlayCard, cmd.ClaimDummyCard)  # two players: a Dummy card may be claimed
_ANSWERS: dict[str, tuple[type[Command], ...]] = {
    "choose_start": (cmd.ChooseStartPlayer,),
    "take_treasure": (cmd.TakeTreasure,),
    "keep_spell": (cmd.KeepSpell,),
    "bribe": (cmd.PayBribe, cmd.Withdraw),
    "buy": (cmd.BuyArtifact, cmd.Decline),
    "use_dummy_card": (cmd.PlayCard,),
}
# Decisions during which the deciding seat may also play cards first (not at Set Up).
_WITH_CARDS = ("take_treasure", "bribe", "buy", "choose_start")

# Each stage, by the cards that may be played on it (none, a player's, two players').
_DECIDING = {(name, cards): Stage(name, answers + cards)
             for name, answers in _ANSWERS.items() for cards in ((), _CARDS, _CARDS_2P)}
# The Dummy's payment, chosen by the player who plays it: it pays, it never withdraws or
# declines when it can pay (Two Player Variant); when it cannot (yet: its payment spells
# may change that), he may let it withdraw or decline.
_DUMMY_PAYS = {(name, cards, able): Stage(name, (answer,) + cards if able else
                                          (answer, give_up) + cards)
               for name, answer, give_up in (("bribe", cmd.PayBribe, cmd.Withdraw),
                                             ("buy", cmd.BuyArtifact, cmd.Decline))
               for cards in ((), _CARDS, _CARDS_2P) for able in (True, False)}
_RESPOND = {cards: Stage("respond", cards + (cmd.Pass,)) for cards in (_CARDS, _CARDS_2P)}
_PLACE = {cards: Stage("place", (cmd.PlaceHero,) + cards) for cards in (_CARDS, _CARDS_2P)}
_PLACE_DUMMY = Stage("place_dummy", (cmd.PlaceDummyHero,) + _CARDS_2P)
_OFFER = Stage("offer", (cmd.OfferDummy,))


def _cards(g: State) -> Cards:
    return _CARDS_2P if g.setup.dummy >= 0 else _CARDS


# --- at any time ------------------------------------------------------------------------------


def first(g: State) -> Next:
    """What comes before any phase's own step: a window's responder, the offers for a
    Dummy card, the top card resolving, a decision an event opened."""
    claim = g.claim
    if g.answering:  # a window, a Dummy card's claim window among them
        window = g.window
        assert window is not None, "seats answer a window that is open"
        return Ask({window.responder: _RESPOND[_cards(g)]}, window=window)
    if claim is not None:
        made = {s for s, _ in claim.offers}
        waiting = tuple(s for s in claim.offering(g.players) if s not in made)
        if waiting:  # contested: both in secret; otherwise the claimer pays
            return Ask({s: _OFFER for s in waiting}, simultaneous=claim.contested,
                       pending=Pending("dummy_offer", waiting, (claim.card,)))
    stack = g.stack
    if claim is None and stack and not stack[-1].waiting:
        return resolve_top(g)
    if g.owed is not None:
        return decision(g, g.owed)
    return None


def decision(g: State, owed: Owed) -> Ask:
    """A decision owed: its seat's stage (cards first where the rules allow), or the
    Dummy's forced choice, which the rules' own player sends."""
    pending = Pending(owed.name, (owed.seat,), (owed.who, owed.amount))
    if owed.seat == g.setup.dummy:
        return Ask(pending=pending, automaton=resolving.dummy_command(g, owed), about=owed)
    cards = _cards(g) if owed.name in _WITH_CARDS and g.phase != CHOOSE_START else ()
    if owed.who == g.setup.dummy and owed.name in ("bribe", "buy"):
        able = bool(resolving.dummy_payments(g, owed))
        return Ask.seat(owed.seat, _DUMMY_PAYS[owed.name, cards, able], pending, about=owed)
    return Ask.seat(owed.seat, _DECIDING[owed.name, cards], pending, about=owed)


def owed_now(g: State) -> Owed | None:
    """The decision `g` waits on, as the phases found it (None: a window, a placement, the
    secret offers, a draw or nobody)."""
    ask = PHASES.asked(g)
    return None if ask is None else ask.about


# --- the phases' own steps ----------------------------------------------------------------------


def placer(g: State) -> Ask:
    """Phase two: the seat whose turn it is places a hero (two players: then the Dummy's)."""
    if g.dummy_due:
        return Ask.seat(g.placer, _PLACE_DUMMY)
    return Ask.seat(g.placer, _PLACE[_cards(g)])


def resolve(g: State) -> Next:
    """Phase three: the decision the location waits on, or its next step."""
    owed = resolving.owed_here(g)
    if owed is not None:
        return decision(g, owed)
    return resolving.step(g)


PHASES: Phases[State] = Phases(
    Phase(START_DRAW, play=setup.start_draw, next=(CHOOSE_START,)),
    Phase(CHOOSE_START, next=(DECKS,)),  # the highest draw's decision (`first`)
    Phase(DECKS, play=setup.decks, done=setup.dealt, next=(LAYOUT,)),
    Phase(LAYOUT, play=layout.lay_out, done=layout.laid_out, begin=layout.begin_round,
          next=(PLACING,)),
    Phase(PLACING, play=placer, done=placing.all_placed, begin=placing.begin,
          next=(RESOLVING,)),
    Phase(RESOLVING, play=resolve, done=resolving.all_resolved, begin=resolving.begin,
          end=resolving.round_end, next=(LAYOUT, OVER), pick=resolving.after_round),
    Phase(OVER, over=True),
    current=lambda g: g.phase,
    first=first,
)


def refuse(g: State, turn: Turn, seat: int, command: Command) -> RuleViolation | None:
    """Dragons' own reasons first (nothing to pass, no Dummy); the kit's codes otherwise."""
    kind = type(command)
    if kind is cmd.Pass and turn.window is None:
        return RuleViolation("NO_WINDOW", "no response window is open: there is nothing to pass")
    if kind is cmd.ClaimDummyCard and g.setup.dummy < 0:
        return RuleViolation("NO_DUMMY", "only the two-player game has a Dummy")
    return None
