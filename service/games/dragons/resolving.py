"""Phase three, resolving (The Locations in Detail): the locations in their printed order —
caves left to right, Aladdin's tent, the caravanserai, the palace guard, the palace rooms
left to right — each revealed (its window), ranked, and decided; then the round's end, or
the game's when all 15 artifacts are bought (Winning the Game).

`owed_here(g)` is the decision the location waits on (a cave's next taker, the
caravanserai's winner, a palace room's bidder: a bribe first when he is below guard + 1,
then the purchase); `owed(g)` is it or the decision an event opened (`State.owed`).
`dummy_command` is the Dummy's forced choice (Two Player Variant).
"""

from __future__ import annotations

from service.games.dragons import commands as cmd
from service.games.dragons import events as ev
from service.games.dragons.layout import spell_reshuffle
from service.games.dragons.payments import can_pay, payments
from service.games.dragons.state import (
    CARAVANSERAI,
    CAVE,
    DECIDE,
    GUARD,
    LAYOUT,
    OVER,
    RANK,
    RESOLVING,
    ROOM,
    TENT,
    Owed,
    State,
    bribe_due,
    card_kind,
    hero_value,
    heroes_at,
    location,
    price,
    rank,
    score,
    totals,
    treasure_value,
    window_from,
)
from service.kit.base import Command, Recorder
from service.kit.phases import Next
from service.kit.records import evolve


def begin(out: Recorder) -> None:
    """Phase three opens: the locations in their order of resolution, fixed now."""
    g = out.state
    caves = tuple(f"{CAVE}{n}" for n in g.setup.table.caves)
    rooms = tuple(loc for loc, _ in g.heroes if loc.startswith(ROOM))
    out.emit(ev.ResolvingStarted(caves + (TENT, CARAVANSERAI, GUARD) + rooms))


def all_resolved(g: State) -> bool:
    return g.at >= len(g.order)


def _cave_cards(g: State, loc: str) -> tuple[str, ...]:
    return g.caves[g.setup.table.caves.index(int(loc[len(CAVE):]))]


# --- who owes a decision here ----------------------------------------------------------------


def owed_here(g: State) -> Owed | None:
    """The decision the location being resolved waits on."""
    if (g.phase != RESOLVING or g.step != DECIDE or g.answering or g.stack
            or g.claim is not None or g.owed is not None or not g.bidders):
        return None
    loc = location(g)
    seat = g.bidders[0]
    dummy = g.setup.dummy
    if loc.startswith(CAVE):
        cards = _cave_cards(g, loc)
        if not cards:
            return None
        if seat != dummy:
            return Owed("take_treasure", seat, seat, cards)
        # "Dummy … will always take (one of) the highest treasure cards available."
        high = max(treasure_value(g, c) for c in cards)
        best = tuple(c for c in cards if treasure_value(g, c) == high)
        return Owed("take_treasure", dummy if len(best) == 1 else controller(g, loc), dummy,
                    best)
    if loc == CARAVANSERAI:
        return Owed("choose_start", seat, seat, tuple(range(g.players)))
    if loc.startswith(ROOM):
        return room_payment(g)
    return None


def room_payment(g: State) -> Owed | None:
    """The bribe or the purchase the palace room's current bidder owes, whoever decides it,
    windows, cards and claims aside (a Dummy payment card used for it reads it too)."""
    loc = location(g)
    if g.phase != RESOLVING or g.step != DECIDE or not loc.startswith(ROOM) or not g.bidders:
        return None
    seat = g.bidders[0]
    total = totals(g, loc).get(seat, 0)
    due = 0 if g.room.passed == seat else bribe_due(g, total)
    owed = (Owed("bribe", seat, seat, (), due) if due > 0
            else Owed("buy", seat, seat, (), price(g, seat, total)))
    if seat == g.setup.dummy:
        player = controller(g, loc)
        if len(dummy_payments(g, owed)) > 1 or (g.hands[player].treasures
                                                and dummy_payment_cards(g)):
            # "Dummy is played by the second player": he chooses how it pays, and he may
            # first use its face-up payment spells on its behalf ("A player may at any time
            # declare that they wish to use one of these cards on behalf of the Dummy").
            return evolve(owed, seat=player)
    return owed


def dummy_payment_cards(g: State) -> tuple[str, ...]:
    """The Dummy's face-up cards that change a payment of its own (timing `own_payment`:
    Bargain, Alchemy, Golden Touch)."""
    dummy = g.setup.dummy
    h = g.hands[dummy]
    return tuple(c for c in h.spells + h.artifacts
                 if card_kind(g, c)[1].effect.timing == "own_payment")


def owed(g: State) -> Owed | None:
    """The decision owed now: one an event opened, or the location's."""
    return g.owed if g.owed is not None else owed_here(g)


def controller(g: State, loc: str) -> int:
    """Who plays the Dummy at `loc`: the second player, unless only the Dummy and the
    second player contest it — then the start player (Two Player Variant)."""
    second = (g.start + 1) % g.players
    present = set(totals(g, loc))
    return g.start if present == {second, g.setup.dummy} else second


def dummy_payments(g: State, owed: Owed) -> list[tuple[str, ...]]:
    """The Dummy's payments for its bribe or purchase (Two Player Variant: "Dummy will pay
    the palace guard if they are able", "if Dummy is able to buy an artifact then Dummy will
    do so"): every valid one, and of its bribes those after which it can still buy, when
    there are any."""
    dummy = g.setup.dummy
    ways = payments(g, dummy, owed.amount)
    if owed.name != "bribe":
        return ways
    cost = price(g, dummy, totals(g, location(g)).get(dummy, 0))
    hand = g.hands[dummy].treasures
    buying = [p for p in ways if can_pay(g, tuple(c for c in hand if c not in p), cost)]
    return buying or ways


def dummy_command(g: State, owed: Owed) -> Command:
    """The Dummy's forced choice, where it has no other: the single highest cave card; its
    one way to pay the guard or to buy; withdrawn or declined when it cannot pay."""
    seat = owed.seat
    if owed.name == "take_treasure":
        return cmd.TakeTreasure(seat, owed.options[0])
    ways = dummy_payments(g, owed)
    if owed.name == "bribe":
        return cmd.PayBribe(seat, ways[0]) if ways else cmd.Withdraw(seat)
    return cmd.BuyArtifact(seat, ways[0]) if ways else cmd.Decline(seat)


# --- what happens by itself ------------------------------------------------------------------


def step(g: State) -> Next:
    """The location's next automatic step: its reveal, its ranking once its window has
    closed, its end once its decisions are made (the tent's spells drawn first)."""
    loc = location(g)
    if g.step == "":
        return _reveal
    if g.step == RANK:
        if loc == GUARD:
            return lambda out: out.emit(ev.LocationDone(GUARD))
        return lambda out: out.emit(ev.LocationRanked(loc, rank(g, loc)))
    if g.step == DECIDE:
        if loc.startswith(CAVE):
            rest = _cave_cards(g, loc)
            return lambda out: out.emit(ev.LocationDone(loc, rest))
        if loc == TENT and g.ranking and not g.drawn:
            return _tent_draw(g)
        return lambda out: out.emit(ev.LocationDone(loc))
    return None


def _reveal(out: Recorder) -> None:
    """The heroes turned over (the guard's card), and the location's window; a location
    without heroes is done at once (nobody at the caravanserai: the seat to the left of the
    start player starts)."""
    g = out.state
    loc = location(g)
    if loc == GUARD:
        if g.guard is None:
            out.emit(ev.LocationDone(GUARD))
            return
        out.emit(ev.GuardRevealed(g.guard, treasure_value(g, g.guard)))
    else:
        heroes = [h for h in heroes_at(g, loc) if not h.out]
        if not heroes:
            if loc == CARAVANSERAI:
                out.emit(ev.StartPlayerChosen(-1, (g.start + 1) % g.players))
            rest = _cave_cards(g, loc) if loc.startswith(CAVE) else ()
            out.emit(ev.LocationDone(loc, rest))
            return
        board = heroes_at(g, loc)
        out.emit(ev.HeroesRevealed(loc, tuple(h.value for h in board),
                                   tuple(hero_value(h) for h in board)))
    g = out.state
    w = window_from(g, f"revealed:{loc}", g.start)
    if w is not None:
        out.emit(ev.WindowOpened(w.about, -1, w.order))


def _tent_draw(g: State) -> Next:
    """Aladdin's tent: its winner draws the top spells (the deck made again first when it
    holds too few); none left, the tent is done."""
    draw = g.setup.content.tent_draw
    if len(g.spells) < draw:
        spec = spell_reshuffle(g)
        if spec is not None:
            return spec
    winner = g.ranking[0][0]
    decider = tent_decider(g)
    cards = g.spells[:draw]
    if not cards:
        return lambda out: out.emit(ev.LocationDone(TENT))
    dummy = winner == g.setup.dummy
    return lambda out: out.emit(
        ev.SpellsDrawn(winner, decider, cards, len(cards), "tent", dummy)
    )


def tent_decider(g: State) -> int:
    """Who keeps a spell at the tent: its winner; for the Dummy, the second player, unless
    he is the second highest bidder — then the start player (Two Player Variant)."""
    winner = g.ranking[0][0]
    if winner != g.setup.dummy:
        return winner
    second = (g.start + 1) % g.players
    runner_up = g.ranking[1][0] if len(g.ranking) > 1 else -1
    return g.start if runner_up == second else second


# --- the round's end, the game's -------------------------------------------------------------


def round_end(out: Recorder) -> None:
    """All 15 artifacts bought: the game ends; otherwise the round does."""
    g = out.state
    if g.bought >= len(g.setup.content.artifacts):
        game_end(out)
    else:
        out.emit(ev.RoundEnded(g.round))


def after_round(g: State) -> str:
    """The phase after phase three: the next round's layout, or the game's end."""
    return OVER if g.phase == OVER else LAYOUT


def game_end(out: Recorder) -> None:
    """Winning the Game: most artifacts, then lamps, then unplayed treasure value. The Dummy
    ranks like a player but loses every tie (Two Player Variant): tied with a player on
    artifacts, it ranks after him, as it does at a location whatever the tie-break; alone on
    top it leaves no winner. Players still tied after every tie-break: nobody wins — "the
    game should be replayed"."""
    g = out.state
    dummy = g.setup.dummy
    scores = [score(g, s) for s in range(g.n)]

    def key(seat: int) -> tuple[int, bool, int, int, int]:
        artifacts, lamps, value = scores[seat]
        return (-artifacts, seat == dummy, -lamps, -value, seat)

    order = sorted(range(g.n), key=key)
    top = [s for s in order if key(s)[:4] == key(order[0])[:4]]
    replay = len(top) > 1
    winners = () if replay else tuple(s for s in top if s < g.players)
    ranking = tuple((s, *scores[s]) for s in order)
    players = tuple(sc[0] for sc in scores[: g.players])  # the Dummy's are in the ranking
    out.emit(ev.GameEnded(winners, players, ranking, replay))
