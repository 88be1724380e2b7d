"""Who may act now in Emira: the declaration the kit's gate reads (service/kit/turns.py).

- Setup: the chance player's draws (colours, first player, status deck, goals, event deck,
  Emira deck); then every seat at once and in secret keeps one of its three event cards.
- Events, purchase: one seat after another from the first player. Bidding: the seat to bid;
  then the round's winner chooses his action.
- A decision an event card or a princess asks for (`Game.step.ask`): that seat alone.
- The appearance counter from the bag and a tumult's princess: the chance player.
"""

from __future__ import annotations

from service.games.emira import commands as c
from service.games.emira.state import (
    APPEARANCES,
    BIDDING,
    CHOOSING,
    EVENTS,
    KEEP_START,
    OVER,
    PREPARE,
    PURCHASE,
    SETUP,
    UPKEEP,
    Game,
    effect,
    odd_turn,
    three,
)
from service.kit.base import ChanceSpec, Command, RuleViolation
from service.kit.turns import Pending, Stage, Turn

COLOURS = ("green", "white", "red", "blue", "black")
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


def status_pool(g: Game) -> tuple[str, ...]:
    """The status cards shuffled first: no 3-point card, not red's, not those removed with
    three players (the first cards of each removed cost, in file order)."""
    cards = g.content.status_cards
    red = next(k for k, v in cards.items() if v.cost == 350)
    pool = [k for k, v in cards.items() if v.cost > 0 and v.points != 3]
    if any(s.colour == "red" for s in g.sheiks):
        pool.remove(red)
    return tuple(sorted(k for k in pool if k not in removed_status(g)))


def removed_status(g: Game) -> tuple[str, ...]:
    if g.n != 3:
        return ()
    cards = g.content.status_cards
    red_taken = any(s.colour == "red" for s in g.sheiks)
    red = next(k for k, v in cards.items() if v.cost == 350)
    out: list[str] = []
    for cost in g.content.three_player_removed_status:
        out.append(next(k for k, v in cards.items()
                        if v.cost == cost and k not in out and not (red_taken and k == red)))
    return tuple(out)


def needs_counter(g: Game) -> bool:
    """The appearance counter is drawn now (by the chance player, or Bazaar's player)."""
    return (g.phase == PREPARE and g.step.stage == "counter" and g.board.counter is None
            and sum(g.board.bag) > 0 and not (three(g) and not odd_turn(g)))


# The setup stages that are a chance draw (`_setup_spec` answers a spec for each, None for
# any other stage).
SETUP_DRAWS = frozenset(("colours", "first", "status1", "status2", "goals", "events",
                         "reshuffle", "emira"))


def chance_due(g: Game) -> bool:
    """`chance_spec(g) is not None`, without building the spec (asked before every
    automatic step)."""
    phase = g.phase
    if phase == SETUP:
        return g.step.stage in SETUP_DRAWS
    if phase == PREPARE:
        return needs_counter(g) and effect(g, "bazaar") is None
    return phase == UPKEEP and g.step.stage == "tumult"


def chance_spec(g: Game) -> ChanceSpec | None:
    phase = g.phase
    if phase == SETUP:
        return _setup_spec(g)
    if needs_counter(g) and effect(g, "bazaar") is None:  # Bazaar: its player picks (7.2)
        b = g.board.bag
        items = tuple(k for k, n in zip(APPEARANCES, b, strict=True) for _ in range(n))
        return ChanceSpec(f"counter:{g.turn}", "choice", items)
    if phase == UPKEEP and g.step.stage == "tumult":
        seat = g.step.seat
        ps = g.sheiks[seat].princesses
        return ChanceSpec(f"tumult:{g.turn}:{seat}:{len(ps)}", "choice", tuple(sorted(ps)))
    return None


def _setup_spec(g: Game) -> ChanceSpec | None:
    stage = g.step.stage
    content = g.content
    if stage == "colours":
        return ChanceSpec("colours", "shuffle", COLOURS)
    if stage == "first":
        return ChanceSpec("first_player", "choice", tuple(range(g.n)))
    if stage == "status1":
        return ChanceSpec("status:first", "shuffle", status_pool(g))
    if stage == "status2":
        aside = content.set_aside_status[g.n]
        threes = [k for k, v in content.status_cards.items() if v.points == 3 and v.cost > 0]
        rest = g.decks.status[aside:] + tuple(k for k in threes if k not in removed_status(g))
        return ChanceSpec("status:second", "shuffle", tuple(sorted(rest)))
    if stage == "goals":
        goals = tuple(x.id for x in content.goals if x.players == g.n)
        return ChanceSpec("goals", "shuffle", goals)
    if stage == "events":
        cards = tuple(x.id for x in content.event_cards
                      if g.setup.advanced or not content.event_kinds[x.kind].advanced_only)
        return ChanceSpec("events", "shuffle", tuple(sorted(cards)))
    if stage == "reshuffle":
        return ChanceSpec("events:again", "shuffle", tuple(sorted(g.decks.events)))
    if stage == "emira":
        return ChanceSpec("emira", "shuffle", tuple(sorted(content.princesses)))
    return None


OVER_TURN = Turn(OVER, over=True)
# The turns of one seat in one stage, and of nobody, built once each (a `Turn` is frozen and
# its stages are never changed): declared after every command.
_ONE_SEAT: dict[tuple[str, int, Stage], Turn] = {}
_NOBODY: dict[str, Turn] = {}


def _one_seat(phase: str, seat: int, stage: Stage) -> Turn:
    found = _ONE_SEAT.get((phase, seat, stage))
    if found is None:
        found = _ONE_SEAT[(phase, seat, stage)] = Turn(phase, {seat: stage})
    return found


def turn(g: Game) -> Turn:
    phase = g.phase
    if phase == OVER:
        return OVER_TURN
    if chance_due(g):
        return Turn(phase, chance=chance_spec(g))
    st = g.step
    ask = st.ask
    if ask is not None:
        options = () if ask.name in SECRET_ASKS else ask.options
        return Turn(phase, {ask.seat: ASKS[ask.name]},
                    pending=Pending(ask.name, (ask.seat,), options))
    if phase == KEEP_START:
        seats = [s for s, sh in enumerate(g.sheiks) if not sh.hand]
        return Turn(phase, dict.fromkeys(seats, KEEP_START_STAGE), simultaneous=True)
    if phase == BIDDING:
        if st.seat != -1:
            return _one_seat(phase, st.seat, BID)
    elif phase == EVENTS or phase == PURCHASE:
        if st.seat != -1:
            return _one_seat(phase, st.seat, EVENT if phase == EVENTS else BUY)
    elif phase == CHOOSING and st.chooser != -1:
        return _one_seat(phase, st.chooser, CHOOSE if st.bid_paid else CHOOSE_LAST)
    found = _NOBODY.get(phase)
    if found is None:
        found = _NOBODY[phase] = Turn(phase)
    return found


def refuse(g: Game, seat: int, command: Command) -> RuleViolation:
    """Why `seat` may not send this command now (its type is not in the seat's stage)."""
    t = turn(g)
    if t.pending is not None:
        if seat in t.pending.seats:
            return RuleViolation("DECISION_PENDING", f"answer the pending {t.pending.name} first")
        return RuleViolation("NOT_YOUR_TURN", f"seat {t.pending.seats[0]} decides "
                                              f"{t.pending.name} first")
    if seat in t.stages:
        return RuleViolation("WRONG_PHASE", f"not a move of the {t.stages[seat].name} stage "
                                            f"(phase {g.phase})")
    if any(type(command) in stage.moves for stage in t.stages.values()):
        return RuleViolation("NOT_YOUR_TURN", f"seat(s) {sorted(t.stages)} act now")
    return RuleViolation("WRONG_PHASE", f"not a move of the phase {g.phase}")
