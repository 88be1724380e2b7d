"""Who acts in Emira, phase by phase, in the rulebook's order (3.0, 4.0–4.8), run by the
kit's one loop (`service.kit.phases`).

- Setup: the chance player's draws (colours, first player, status deck, goals, event deck);
  three event cards dealt to each seat, then every seat at once and in secret keeps one;
  the rest shuffled back, the Emira deck shuffled, and the first turn begins.
- A turn: event cards, seat after seat from the first player; income; the board prepared
  (princesses, status card, markers, the appearance counter); bidding rounds, each won by a
  seat who then chooses his action; purchase of event cards, seat after seat; the
  princesses choose; upkeep (Xenia, each seat, tumults); the turn's end.
- Before every phase's own step (`first`): a decision an event card or a princess asked
  for (`Game.ask`: that seat alone; a draw due comes first), and an undecided
  princess whose best sheik is now one joins him.
"""

from __future__ import annotations

from collections.abc import Callable

from service.games.emira import commands as c
from service.games.emira import setup
from service.games.emira.bidding import open_bidding
from service.games.emira.course import begin_turn, start_phase
from service.games.emira.preparation import counter_draw, pay_income, prepare, prepared
from service.games.emira.princesses import choose, joining
from service.games.emira.state import (
    BIDDING,
    CHOOSING,
    END,
    EVENTS,
    INCOME,
    KEEP_START,
    OVER,
    PREPARE,
    PRINCESS,
    PURCHASE,
    SETUP,
    UPKEEP,
    Game,
)
from service.games.emira.upkeep import end_turn, paid, tumult_draw, undecided_joins, upkeep
from service.kit.base import ChanceSpec, Command, Recorder, RuleViolation
from service.kit.phases import Ask, Next, Phase, Phases
from service.kit.turns import Pending, Stage, Turn

KEEP_START_STAGE = Stage("keep_starting_event", (c.KeepStartingEvent,))
EVENT = Stage("play_event", (c.PlayEvent, c.SkipEvent))
BID = Stage("bid", (c.Bid, c.Pass, c.TakeGold))
CHOOSE = Stage("choose_action", (c.TakeAction, c.TakeNoAction, c.TakeGold))
CHOOSE_LAST = Stage("choose_action", (c.TakeAction, c.TakeNoAction, c.TakeGold, c.Bid))
BUY = Stage("buy_events", (c.BuyEvents, c.SkipPurchase))
ASKS: dict[str, Stage] = {
    "keep_event": Stage("keep_event", (c.KeepEvent,)),
    "changing_her_mind": Stage("change_mind", (c.ChangeMind,)),
    "court_influence": Stage("reorder_emira", (c.ReorderEmira,)),
    "bazaar": Stage("pick_counter", (c.PickCounter,)),
    "royal_favour": Stage("pick_status", (c.PickStatus,)),
    "discard_appearance": Stage("discard_appearance", (c.DiscardAppearance,)),
    "discard_status": Stage("discard_status", (c.DiscardStatus,)),
    "steal": Stage("choose_stolen", (c.ChooseStolen,)),
    "xenia": Stage("xenia_gift", (c.PayXenia, c.RefuseXenia)),
}
SECRET_ASKS = frozenset(("keep_event", "changing_her_mind", "court_influence"))


# --- before every phase's own step -----------------------------------------------------------


def draw_due(g: Game) -> ChanceSpec | None:
    """The chance player's draw due now: a setup draw, the appearance counter, a tumult."""
    phase = g.phase
    if phase == SETUP:
        return setup.draw(g)
    if phase == PREPARE:
        return counter_draw(g)
    if phase == UPKEEP:
        return tumult_draw(g)
    return None


def decision(g: Game) -> Ask:
    """The decision asked of one seat; its options are its own when they are secret."""
    ask = g.ask
    assert ask is not None
    options = () if ask.name in SECRET_ASKS else ask.options
    return Ask.seat(ask.seat, ASKS[ask.name], Pending(ask.name, (ask.seat,), options),
                    about=ask)


def first(g: Game) -> Next:
    """A decision asked waits (a draw due is settled first); else an undecided princess
    joins as soon as one sheik is her best (4.6, Note)."""
    if g.ask is not None:
        return draw_due(g) or decision(g)
    if g.board.undecided and g.phase != SETUP and g.phase != KEEP_START:
        found = joining(g)
        if found is not None:
            princess, seat, preference = found

            def joins(out: Recorder) -> None:
                undecided_joins(out, princess, seat, preference)

            return joins
    return None


# --- each phase's own --------------------------------------------------------------------------


def keepers(g: Game) -> Ask:
    """Every seat that has not kept a starting card, at once and in secret."""
    seats = [s for s, sh in enumerate(g.sheiks) if not sh.hand]
    return Ask(dict.fromkeys(seats, KEEP_START_STAGE), simultaneous=True)


def in_turn(stage: Stage) -> Callable[[Game], Next]:
    """The seat whose turn it is in a phase played seat after seat."""

    def seat(g: Game) -> Next:
        return None if g.seat == -1 else Ask.seat(g.seat, stage)

    return seat


def all_done(g: Game) -> bool:
    """Nobody is left to act in a phase played seat after seat."""
    return g.seat == -1


def chooser(g: Game) -> Next:
    """The round's winner chooses his action (the last seat may still bid: 4.4.2 rule 4)."""
    seat = g.chooser
    if seat == -1:
        return None
    return Ask.seat(seat, CHOOSE if g.bid_paid else CHOOSE_LAST)


def next_princess(g: Game) -> Next:
    return choose_next


def choose_next(out: Recorder) -> None:
    """The next princess in play chooses her sheik (4.6)."""
    choose(out, out.state.board.active[0])


def chosen(g: Game) -> bool:
    return not g.board.active


def always(g: Game) -> bool:
    return True


def begins(phase: str, stage: str = "") -> Callable[[Recorder], None]:
    def begin(out: Recorder) -> None:
        start_phase(out, phase, stage)

    return begin


PHASES: Phases[Game] = Phases(
    # The deal is the keeping's beginning; its last card moves the game there (the fold).
    Phase(SETUP, play=setup.draw, done=setup.drawn, next=(KEEP_START, EVENTS),
          pick=lambda g: KEEP_START if g.stage == "deal" else EVENTS),
    Phase(KEEP_START, play=keepers, done=setup.all_kept, end=setup.return_the_rest,
          next=(SETUP,), begin=setup.deal),
    Phase(EVENTS, play=in_turn(EVENT), done=all_done, next=(INCOME,), begin=begin_turn),
    # Nothing to wait for: closing the phase pays the income.
    Phase(INCOME, done=always, end=pay_income, next=(PREPARE,), begin=begins(INCOME)),
    Phase(PREPARE, play=prepare, done=prepared, next=(BIDDING,),
          begin=begins(PREPARE, "princesses")),
    # The rounds' own moves open the next round, or end the bidding (`bidding.py`).
    Phase(BIDDING, play=in_turn(BID), next=(CHOOSING, PURCHASE, PRINCESS), begin=open_bidding),
    Phase(CHOOSING, play=chooser, next=(BIDDING, PURCHASE, PRINCESS)),
    Phase(PURCHASE, play=in_turn(BUY), done=all_done, next=(PRINCESS,), begin=begins(PURCHASE)),
    Phase(PRINCESS, play=next_princess, done=chosen, next=(UPKEEP,), begin=begins(PRINCESS)),
    Phase(UPKEEP, play=upkeep, done=paid, next=(END,), begin=begins(UPKEEP, "xenia")),
    Phase(END, done=always, end=end_turn, next=(EVENTS, OVER), begin=begins(END),
          pick=lambda g: OVER if g.final is not None else EVENTS),
    Phase(OVER, over=True),
    current=lambda g: g.phase,
    first=first,
)


def refuse(g: Game, turn: Turn, seat: int, command: Command) -> RuleViolation | None:
    """Why `seat` may not send this command now (its type is not in the seat's stage), in
    Emira's codes where the kit's differ (None: the kit's NOT_YOUR_TURN)."""
    pending = turn.pending
    if pending is not None:
        if seat in pending.seats:
            return RuleViolation("DECISION_PENDING", f"answer the pending {pending.name} first")
        return None
    if seat in turn.stages:
        return RuleViolation("WRONG_PHASE", f"not a move of the {turn.stages[seat].name} stage "
                                            f"(phase {g.phase})")
    if any(type(command) in stage.moves for stage in turn.stages.values()):
        return None
    return RuleViolation("WRONG_PHASE", f"not a move of the phase {g.phase}")
