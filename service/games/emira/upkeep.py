"""Upkeep (rulebook 4.7, 7.3 Xenia, 8.2) and the end of the turn (4.8, 5.0, 8.3).

Xenia's gift first (paid, refused or a marker removed), then each seat from the first
player pays its upkeep; a seat that cannot pay has a tumult: a princess drawn at random by
the chance player leaves (basic: one; advanced: one at a time until he can pay the rest).
At the end of the turn the winners are found, or the first player moves left.
"""

from __future__ import annotations

from service.games.emira import events as ev
from service.games.emira import scoring
from service.games.emira.course import seat_done
from service.games.emira.princesses import join
from service.games.emira.state import END, UPKEEP, Game, clockwise, has, left_of, room
from service.games.emira.state import upkeep as upkeep_of
from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Next

AFTER_TUMULT = "pay_after_tumult"  # the big tumult's next try at paying (advanced)
SHUFFLE = "tumult_order"  # those who left in a big tumult are shuffled together (advanced)


# --- Xenia --------------------------------------------------------------------------------------


def xenia_owner(g: Game) -> int | None:
    for seat, s in enumerate(g.sheiks):
        if has(s, "gift", g.content):
            return seat
    return None


def owed_this_turn(g: Game, seat: int) -> int:
    """The upkeep `seat` has still to pay this turn: none once his upkeep is settled."""
    if g.phase == END or g.phase == UPKEEP and seat in g.done:
        return 0
    return upkeep_of(g.sheiks[seat], g.content)


def first_gift(out: Recorder, seat: int) -> None:
    """She arrived: her sheik pays now, or — when her gift leaves him unable to pay his
    upkeep for the turn (7.3, Note) — she alone leaves the game."""
    g = out.state
    gift = g.content.costs["xenia_gift"]
    s = g.sheiks[seat]
    xenia = next(p for p in s.princesses if g.content.princesses[p].ability == "gift")
    if s.gold >= owed_this_turn(g, seat) + gift:
        out.emit(ev.XeniaGiftPaid(seat, gift))
    else:
        out.emit(ev.PrincessLeft(xenia, seat, "gift_unpaid", "out"))


def move_xenia(out: Recorder, seat: int) -> None:
    """Refused (or unpaid): she goes to the richest other sheik with room (ties: the nearest
    clockwise), who pays her first gift at once. "You cannot send her out of the game!"
    (7.3): when no other sheik has room, she goes to the richest of them all the same."""
    g = out.state
    xenia = next(p for p in g.sheiks[seat].princesses
                 if g.content.princesses[p].ability == "gift")
    others = [s for s in clockwise(g, left_of(g, seat)) if s != seat]
    roomy = [s for s in others if room(g.sheiks[s]) > 0]
    choice = roomy or others
    top = max(g.sheiks[s].gold for s in choice)
    target = next(s for s in choice if g.sheiks[s].gold == top)
    out.emit(ev.PrincessLeft(xenia, seat, "refused", "moving"))
    join(out, xenia, target)
    first_gift(out, target)


def gift_step_past(g: Game) -> bool:
    """This turn's upkeep is past Xenia's step: a gift due "that turn" is paid at once."""
    return g.phase == END or g.phase == UPKEEP and g.stage != "xenia"


def undecided_joins(out: Recorder, princess: str, seat: int, preference: str) -> None:
    """An undecided princess joins the sheik who is now her best (4.6, Note). Xenia joining
    after this turn's Xenia step is paid at once: "He must pay her the 250 gold gift that
    turn" (7.3)."""
    join(out, princess, seat, preference)
    g = out.state
    if g.content.princesses[princess].ability == "gift" and gift_step_past(g):
        first_gift(out, seat)


def xenia(out: Recorder) -> None:
    """The upkeep begins with Xenia's gift: due, a marker off her card, or asked again."""
    out.emit(ev.StageReached("pay"))
    g = out.state
    owner = xenia_owner(g)
    if owner is None:
        return
    if g.board.xenia_due:
        first_gift(out, owner)
    elif g.board.xenia > 0:
        out.emit(ev.XeniaMarkerRemoved(g.board.xenia - 1))
    elif g.sheiks[owner].gold >= g.content.costs["xenia_gift"]:
        # A later gift: "you may refuse … If you cannot pay on a later third turn, you must
        # send her to your richest opponent" (7.3). Only the gift is weighed; the upkeep
        # test ("cannot pay his upkeep because of her") is printed for her first gift.
        out.emit(ev.DecisionAsked(owner, "xenia", ("pay", "refuse")))
    else:
        move_xenia(out, owner)


# --- each seat's upkeep, and tumults ---------------------------------------------------------


def pay(out: Recorder) -> None:
    """The seat whose turn it is pays its upkeep, or all its gold and has a tumult."""
    g = out.state
    stage, seat = g.stage, g.seat
    s = g.sheiks[seat]
    owed = upkeep_of(s, g.content)
    if s.gold >= owed:
        # After a big tumult (advanced) he pays for those left, but he could not pay his
        # upkeep for the turn (4.6, 8.2): no win this turn, as in the basic game.
        out.emit(ev.UpkeepPaid(seat, owed, stage != AFTER_TUMULT))
        if len(g.gone) > 1:
            out.emit(ev.StageReached(SHUFFLE))  # those who left, shuffled together (8.2)
        else:
            _paid(out, seat)
    elif g.setup.advanced and s.princesses:
        out.emit(ev.StageReached("tumult"))  # princesses leave until he can pay
    else:
        out.emit(ev.UpkeepPaid(seat, s.gold, False))
        if s.princesses:
            out.emit(ev.StageReached("tumult"))
        else:
            _paid(out, seat)


def _paid(out: Recorder, seat: int) -> None:
    """The seat's upkeep is settled: the next seat pays (from the plain "pay" stage)."""
    if out.state.stage != "pay":
        out.emit(ev.StageReached("pay"))
    seat_done(out, seat)


def tumult_draw(g: Game) -> ChanceSpec | None:
    """The chance player picks the princess who leaves in a tumult, or (8.2) shuffles those
    who left in a big tumult together before they go under the Emira deck."""
    if g.phase != UPKEEP:
        return None
    seat, stage = g.seat, g.stage
    if stage == "tumult":
        ps = g.sheiks[seat].princesses
        return ChanceSpec(f"tumult:{g.turn}:{seat}:{len(ps)}", "choice", tuple(sorted(ps)))
    if stage == SHUFFLE:
        return ChanceSpec(f"{SHUFFLE}:{g.turn}:{seat}", "shuffle", tuple(sorted(g.gone)))
    return None


def tumult(out: Recorder, princess: str) -> None:
    """The chance player picked `princess`: she leaves for the bottom of the Emira deck."""
    g = out.state
    seat = g.seat
    out.emit(ev.PrincessLeft(princess, seat, "tumult", "deck"))
    if g.setup.advanced:
        out.emit(ev.StageReached(AFTER_TUMULT))  # more may leave until he can pay
    else:
        _paid(out, seat)


def shuffled(out: Recorder, order: tuple[str, ...]) -> None:
    """The chance player shuffled those who left in a big tumult: under the deck they go."""
    seat = out.state.seat
    out.emit(ev.TumultShuffled(seat, tuple(order)))
    _paid(out, seat)


def upkeep(g: Game) -> Next:
    """Xenia first, then each seat's upkeep and its tumults."""
    stage = g.stage
    if stage == "xenia":
        return xenia
    if stage in ("tumult", SHUFFLE):
        return tumult_draw(g)
    return pay


def paid(g: Game) -> bool:
    """Every seat has paid (Xenia's gift first, and no tumult under way)."""
    return g.stage not in ("xenia", "tumult", SHUFFLE) and g.seat == -1


# --- the end of the turn -------------------------------------------------------------------------


def end_turn(out: Recorder) -> None:
    """The winners (5.0; 8.3 breaks a tie in the advanced game), the end when the Emira deck
    ran out (DESIGNED), or the first player marker moves left (4.8)."""
    g = out.state
    winners = tuple(seat for seat in range(g.n) if scoring.wins(g, seat))
    scores = tuple(scoring.score(g, seat) for seat in range(g.n))
    goals = tuple(s.goal for s in g.sheiks)
    if winners:
        if g.setup.advanced and len(winners) > 1:
            winners = scoring.best(g, winners)
        out.emit(ev.GameEnded(winners, scores, "goal", goals))
    elif g.ended:
        out.emit(ev.GameEnded(scoring.best(g, tuple(range(g.n))), scores, "emira_deck_empty",
                              goals))
    else:
        out.emit(ev.TurnEnded(g.turn, left_of(g, g.first)))
