"""The fold of Aladdin's Dragons: one handler per event, each rebuilding what it changes.

Handlers never validate: the moves checked everything before the event was recorded. Each
copies the records it changes as drafts (`service.kit.drafts`), edits them and seals them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.dragons import events as ev
from service.games.dragons.state import (
    CARAVANSERAI,
    CAVE,
    CHOOSE_START,
    DECIDE,
    DECKS,
    GUARD,
    LAYOUT,
    OVER,
    PLACING,
    RANK,
    RESOLVING,
    ROOM,
    START_DRAW,
    TENT,
    Ask,
    Claim,
    Frame,
    Game,
    Hand,
    Hero,
    Room,
    Setup,
    draft_frame,
    draft_game,
    draft_hand,
    draft_hero,
    draft_room,
    heroes_at,
    with_heroes,
)
from service.kit.base import Event, GameCreated
from service.kit.turns import Window

Handler = Callable[[Game, Any], Game]


def initial_state(created: GameCreated, content: Any) -> Game:
    players = len(created.players)
    table = content.tables[players]
    dummy = players if table.dummy else -1
    setup = Setup(created.players, table.seats, dummy, table, content, created.content_hash)
    heroes = tuple(content.hero_values)
    hands = tuple(Hand(heroes=heroes) for _ in range(table.seats))
    return Game(
        setup=setup,
        phase=START_DRAW,
        tied=tuple(range(players)),
        hands=hands,
        caves=tuple(() for _ in table.caves),
        known=tuple(() for _ in range(table.seats)),
    )


def evolve(g: Game, e: Event) -> Game:
    return HANDLERS[type(e)](g, e)


# --- small helpers -------------------------------------------------------------------------


def _hand(g: Game, seat: int, edit: Callable[[Any], None]) -> tuple[Hand, ...]:
    d = draft_hand(g.hands[seat])
    edit(d)
    hands = list(g.hands)
    hands[seat] = d.seal()
    return tuple(hands)


def _without(items: tuple[str, ...], gone: tuple[str, ...] | str) -> tuple[str, ...]:
    if isinstance(gone, str):
        if gone not in items:
            return items
        i = items.index(gone)
        return items[:i] + items[i + 1:]
    rest = list(items)
    for x in gone:
        if x in rest:
            rest.remove(x)
    return tuple(rest)


def _cave_index(g: Game, location: str) -> int:
    return g.setup.table.caves.index(int(location[len(CAVE):]))


def _next_placer(g: Game, hands: tuple[Hand, ...], after: int) -> int:
    players = g.players
    for k in range(1, players + 1):
        s = (after + k) % players
        if hands[s].heroes:
            return s
    return -1


# --- setup ---------------------------------------------------------------------------------


def _start_drawn(g: Game, e: ev.StartDrawn) -> Game:
    values = [g.setup.content.treasure_by_id[c].value for c in e.cards]
    high = max(values)
    tied = tuple(s for s, v in zip(e.seats, values, strict=True) if v == high)
    d = draft_game(g)
    d.draws = e.draw
    d.tied = tied
    if len(tied) == 1:
        d.phase = CHOOSE_START
        d.ask = Ask("choose_start", tied[0], tied[0], tuple(range(g.players)))
    return d.seal()


def _start_chosen(g: Game, e: ev.StartPlayerChosen) -> Game:
    d = draft_game(g)
    d.start = e.start
    d.ask = None
    if g.phase == CHOOSE_START:
        d.phase = DECKS
        d.tied = ()
    return d.seal()


def unseen_piles(g: Game) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    """The face-down piles, top first: the treasure, artifact and spell decks, and the Dummy's
    heroes still to place. Cards are seen only as they leave a pile, and nothing looks
    ahead. A discard shuffled in goes under what is left, but only when a draw needs more
    than is left, and that draw takes the rest at once: a pile is one unseen run but for
    that moment, when a fork shuffles it whole."""
    piles: list[tuple[str, tuple[Any, ...]]] = [
        ("treasures", g.deck), ("artifacts", g.artifacts), ("spells", g.spells)]
    if g.setup.dummy >= 0 and g.hands:
        piles.append(("dummy_heroes", g.hands[g.setup.dummy].heroes))
    return tuple(piles)


def _pile_reshuffled(g: Game, e: ev.PileReshuffled) -> Game:
    d = draft_game(g)
    order = tuple(e.order)
    if e.pile == "treasures":
        d.deck = order
    elif e.pile == "artifacts":
        d.artifacts = order
    elif e.pile == "spells":
        d.spells = order
    else:  # the Dummy's heroes

        def heroes(h: Any) -> None:
            h.heroes = order

        d.hands = _hand(g, g.setup.dummy, heroes)
    return d.seal()


def _shuffled(g: Game, e: ev.DeckShuffled) -> Game:
    d = draft_game(g)
    order = tuple(e.order)
    # A reshuffled discard pile goes under what is left of the deck.
    if e.deck == "treasures":
        d.deck = g.deck + order
        if e.reshuffle:
            d.discard = g.discard[-1:]
            d.shuffles = g.shuffles + 1
    elif e.deck == "artifacts":
        d.artifacts = order
    elif e.deck == "spells":
        d.spells = g.spells + order
        if e.reshuffle:
            d.spell_discard = ()
            d.spell_shuffles = g.spell_shuffles + 1
    else:  # the Dummy's heroes, for this round

        def heroes(h: Any) -> None:
            h.heroes = order

        d.hands = _hand(g, g.setup.dummy, heroes)
        d.layout = g.layout[1:]  # phase one's "dummy" step
    return d.seal()


def _dummy_dealt(g: Game, e: ev.DummyTreasuresDealt) -> Game:
    def add(h: Any) -> None:
        h.treasures = h.treasures + e.cards

    d = draft_game(g)
    d.deck = g.deck[len(e.cards):]
    d.hands = _hand(g, g.setup.dummy, add)
    return d.seal()


# --- phase one -----------------------------------------------------------------------------


def _round_started(g: Game, e: ev.RoundStarted) -> Game:
    setup = g.setup
    steps: list[str] = []
    if setup.dummy >= 0:
        steps.append("dummy")
    for n in setup.table.caves:
        steps += [f"{CAVE}{n}"] * n
    steps += [GUARD, "draw", "window"]
    d = draft_game(g)
    d.round = e.round
    d.phase = LAYOUT
    d.layout = tuple(steps)
    d.guard = None
    d.guard_up = False
    d.heroes = ()
    d.placed = 0
    d.placer = -1
    d.order = ()
    d.at = 0
    d.step = ""
    d.ranking = ()
    d.bidders = ()
    d.room = Room()
    d.known = tuple(() for _ in g.hands)
    d.guard_known = ()
    return d.seal()


def _with_heroes_in_hand(h: Hand, values: tuple[int, ...]) -> Hand:
    d = draft_hand(h)
    d.heroes = values
    return d.seal()


def _treasure_dealt(g: Game, e: ev.TreasureDealt) -> Game:
    i = _cave_index(g, e.location)
    caves = list(g.caves)
    caves[i] = caves[i] + (e.card,)
    d = draft_game(g)
    d.deck = g.deck[1:]
    d.caves = tuple(caves)
    if g.phase == LAYOUT:
        d.layout = g.layout[1:]
    return d.seal()


def _guard_placed(g: Game, e: ev.GuardCardPlaced) -> Game:
    d = draft_game(g)
    d.deck = g.deck[1:]
    d.guard = e.card
    d.layout = g.layout[1:]
    return d.seal()


def _draw_turned(g: Game, e: ev.ArtifactDrawTurned) -> Game:
    d = draft_game(g)
    d.deck = g.deck[1:]
    d.discard = g.discard + (e.card,)
    return d.seal()


def _artifacts_added(g: Game, e: ev.ArtifactsAdded) -> Game:
    d = draft_game(g)
    d.artifacts = g.artifacts[len(e.cards):]
    d.row = g.row + e.cards
    d.layout = g.layout[1:]
    return d.seal()


def _ran_out(g: Game, e: ev.TreasuresRanOut) -> Game:
    d = draft_game(g)
    d.layout = g.layout[1:]
    return d.seal()


def _placing_started(g: Game, e: ev.PlacingStarted) -> Game:
    locations = [f"{CAVE}{n}" for n in g.setup.table.caves] + [TENT, CARAVANSERAI]
    locations += [f"{ROOM}{card}" for card in g.row]
    d = draft_game(g)
    d.phase = PLACING
    d.layout = ()
    d.placer = e.placer
    d.heroes = tuple((loc, ()) for loc in locations)
    return d.seal()


def _resolving_started(g: Game, e: ev.ResolvingStarted) -> Game:
    d = draft_game(g)
    d.phase = RESOLVING
    d.order = e.order
    d.at = 0
    d.step = ""
    d.placer = -1
    return d.seal()


# --- windows -------------------------------------------------------------------------------


def _window_opened(g: Game, e: ev.WindowOpened) -> Game:
    d = draft_game(g)
    d.window = Window(e.by, e.about, e.order)
    if g.phase == LAYOUT and g.layout[:1] == ("window",):
        d.layout = g.layout[1:]
    return d.seal()


def _passed(g: Game, e: ev.Passed) -> Game:
    d = draft_game(g)
    d.window = g.window.after_answer() if g.window is not None else None
    return d.seal()


# --- phase two -----------------------------------------------------------------------------


def _hero_placed(g: Game, e: ev.HeroPlaced) -> Game:
    def take(h: Any) -> None:
        h.heroes = tuple(v for v in h.heroes if v != e.value)

    hands = _hand(g, e.seat, take)
    dummy = g.setup.dummy
    d = draft_game(g)
    d.hands = hands
    d.heroes = with_heroes(g, e.location, heroes_at(g, e.location) + (Hero(e.seat, e.value),))
    d.placed = g.placed + 1
    if dummy >= 0 and hands[dummy].heroes:
        d.dummy_due = True
    else:
        d.placer = _next_placer(g, hands, e.seat)
    return d.seal()


def _dummy_placed(g: Game, e: ev.DummyHeroPlaced) -> Game:
    dummy = g.setup.dummy

    def take(h: Any) -> None:
        h.heroes = h.heroes[1:]

    hands = _hand(g, dummy, take)
    d = draft_game(g)
    d.hands = hands
    d.heroes = with_heroes(g, e.location, heroes_at(g, e.location) + (Hero(dummy, e.value),))
    d.placed = g.placed + 1
    d.dummy_due = False
    d.placer = _next_placer(g, hands, e.seat)
    return d.seal()


# --- phase three ---------------------------------------------------------------------------


def _revealed(g: Game, e: ev.HeroesRevealed) -> Game:
    up = tuple(_hero_up(h) for h in heroes_at(g, e.location))
    d = draft_game(g)
    d.heroes = with_heroes(g, e.location, up)
    d.step = RANK
    return d.seal()


def _hero_up(h: Hero) -> Hero:
    if h.up:
        return h
    d = draft_hero(h)
    d.up = True
    return d.seal()


def _guard_revealed(g: Game, e: ev.GuardRevealed) -> Game:
    d = draft_game(g)
    d.guard_up = True
    d.step = RANK
    return d.seal()


def _ranked(g: Game, e: ev.LocationRanked) -> Game:
    d = draft_game(g)
    d.ranking = e.ranking
    d.bidders = tuple(seat for seat, _ in e.ranking)
    d.step = DECIDE
    return d.seal()


def _taken(g: Game, e: ev.TreasureTaken) -> Game:
    i = _cave_index(g, e.location)
    caves = list(g.caves)
    caves[i] = _without(caves[i], e.card)

    def add(h: Any) -> None:
        h.treasures = h.treasures + (e.card,)

    d = draft_game(g)
    d.caves = tuple(caves)
    d.hands = _hand(g, e.seat, add)
    d.bidders = g.bidders[1:]
    return d.seal()


def _paid(g: Game, seat: int, cards: tuple[str, ...]) -> tuple[tuple[Hand, ...], Room]:
    """Treasures paid out of `seat`'s hand; his next-payment cards used up."""

    def pay(h: Any) -> None:
        h.treasures = _without(h.treasures, cards)

    r = draft_room(g.room)
    r.alchemy = tuple(s for s in g.room.alchemy if s != seat)
    r.golden = tuple(x for x in g.room.golden if x[0] != seat)
    return _hand(g, seat, pay), r


def _bribe_paid(g: Game, e: ev.BribePaid) -> Game:
    hands, r = _paid(g, e.seat, e.cards)
    r.passed = e.seat
    d = draft_game(g)
    d.hands = hands
    d.room = r.seal()
    d.discard = g.discard + e.cards
    return d.seal()


def _withdrew(g: Game, e: ev.Withdrew) -> Game:
    heroes = tuple(_hero_out(h) if h.owner == e.seat else h for h in heroes_at(g, e.location))
    d = draft_game(g)
    d.heroes = with_heroes(g, e.location, heroes)
    d.bidders = g.bidders[1:]
    return d.seal()


def _hero_out(h: Hero) -> Hero:
    d = draft_hero(h)
    d.out = True
    return d.seal()


def _bought(g: Game, e: ev.ArtifactBought) -> Game:
    hands, r = _paid(g, e.seat, e.cards)
    g2 = draft_game(g)
    g2.hands = hands
    g2.room = r.seal()
    g = g2.seal()

    def add(h: Any) -> None:
        h.artifacts = h.artifacts + (e.artifact,)

    d = draft_game(g)
    d.hands = _hand(g, e.seat, add)
    d.discard = g.discard + e.cards
    d.row = _without(g.row, e.artifact)
    d.bought = g.bought + 1
    d.bidders = ()
    return d.seal()


def _declined(g: Game, e: ev.BuyDeclined) -> Game:
    r = draft_room(g.room)
    r.passed = -1
    d = draft_game(g)
    d.room = r.seal()
    d.bidders = g.bidders[1:]
    return d.seal()


def _location_done(g: Game, e: ev.LocationDone) -> Game:
    d = draft_game(g)
    if e.location.startswith(CAVE):
        caves = list(g.caves)
        caves[_cave_index(g, e.location)] = ()
        d.caves = tuple(caves)
        d.discard = g.discard + e.discarded
    d.at = g.at + 1
    d.step = ""
    d.ranking = ()
    d.bidders = ()
    d.drawn = ()
    d.room = Room()
    return d.seal()


def _round_ended(g: Game, e: ev.RoundEnded) -> Game:
    """Every hero back to its owner's hand (the Dummy's are shuffled next round)."""
    values = tuple(g.setup.content.hero_values)
    d = draft_game(g)
    d.phase = LAYOUT
    d.hands = tuple(_with_heroes_in_hand(h, values) for h in g.hands)
    if g.guard is not None:  # the guard's card to the discard pile (a DECISION: README)
        d.discard = g.discard + (g.guard,)
        d.guard = None
    d.heroes = ()
    d.order = ()
    d.at = 0
    return d.seal()


def _game_ended(g: Game, e: ev.GameEnded) -> Game:
    d = draft_game(g)
    d.phase = OVER
    d.winners = e.winners
    d.scores = e.scores
    d.window = None
    return d.seal()


# --- spells drawn (the tent, a lamp) -------------------------------------------------------


def _spells_drawn(g: Game, e: ev.SpellsDrawn) -> Game:
    d = draft_game(g)
    d.spells = g.spells[e.count:]
    d.drawn = e.cards
    d.ask = Ask("keep_spell", e.decider, e.seat, e.cards)
    if e.source == "lamp":
        d.stack = g.stack[:-1] + (_waiting(g.stack[-1]),)
    return d.seal()


def _waiting(f: Frame) -> Frame:
    d = draft_frame(f)
    d.waiting = True
    return d.seal()


def _spell_kept(g: Game, e: ev.SpellKept) -> Game:
    def add(h: Any) -> None:
        h.spells = h.spells + (e.spell,)

    d = draft_game(g)
    d.hands = _hand(g, e.seat, add)
    d.drawn = _without(g.drawn, e.spell)
    d.ask = None
    return d.seal()


def _spell_given(g: Game, e: ev.SpellGiven) -> Game:
    def add(h: Any) -> None:
        h.spells = h.spells + (e.spell,)

    d = draft_game(g)
    d.hands = _hand(g, e.seat, add)
    d.drawn = _without(g.drawn, e.spell)
    return d.seal()


def _spell_discarded(g: Game, e: ev.SpellDiscarded) -> Game:
    d = draft_game(g)
    d.spell_discard = g.spell_discard + (e.spell,)
    d.drawn = _without(g.drawn, e.spell)
    return d.seal()


# --- cards played --------------------------------------------------------------------------


def _card_played(g: Game, e: ev.CardPlayed) -> Game:
    content = g.setup.content
    artifact = "#" in e.card
    key = (content.artifact_kinds[e.card.split("#")[0]] if artifact
           else content.spells[e.card]).effect.key

    def take(h: Any) -> None:
        if artifact:
            h.artifacts = _without(h.artifacts, e.card)
        else:
            h.spells = _without(h.spells, e.card)

    claim = g.claim
    base = claim.base if claim is not None else g.window
    mark = (-1, -1)
    if e.hero >= 0:
        target = heroes_at(g, e.location)[e.hero]
        mark = (target.owner, target.value)
    frame = Frame(e.card, key, e.owner, e.seat, e.location, e.hero, e.player, e.treasure, e.to,
                  base, mark)
    d = draft_game(g)
    d.hands = _hand(g, e.owner, take)
    d.stack = g.stack + (frame,)
    d.window = None
    d.claim = None
    if claim is not None:
        d.ask = None
    return d.seal()


def _card_resolved(g: Game, e: ev.CardResolved) -> Game:
    top = g.stack[-1]
    stack = g.stack[:-1]
    artifact = "#" in top.card

    def lay_down(h: Any) -> None:
        h.used = h.used + (top.card,)

    d = draft_game(g)
    d.window = None
    d.ask = None if top.waiting else g.ask
    if artifact:
        d.hands = _hand(g, top.owner, lay_down)
    else:
        d.spell_discard = g.spell_discard + (top.card,)
    if not e.countered:
        key = top.key
        if key in ("counter_spell", "cancel_modifier") and stack:
            below = draft_frame(stack[-1])
            below.countered = True
            stack = stack[:-1] + (below.seal(),)
        elif key in ("win_ties", "no_bribe", "guard_add", "price_add", "mixed_types",
                     "payment_bonus"):
            d.room = _room_effect(g, top)
    d.stack = stack
    return d.seal()


def _room_effect(g: Game, top: Frame) -> Room:
    content = g.setup.content
    kind = content.artifact_kinds[top.card.split("#")[0]] if "#" in top.card else None
    params = dict((kind or content.spells[top.card]).effect.params)
    r = draft_room(g.room)
    key, owner = top.key, top.owner
    if key == "win_ties":
        r.decree = owner
    elif key == "no_bribe":
        r.sesame = True
    elif key == "guard_add":
        r.greed = g.room.greed + params["amount"]
    elif key == "price_add":
        r.bargain = g.room.bargain + ((owner, params["amount"]),)
    elif key == "mixed_types":
        r.alchemy = g.room.alchemy + (owner,)
    else:
        r.golden = g.room.golden + ((owner, params["amount"]),)
    return r.seal()


def _hero_edit(g: Game, location: str, index: int, edit: Callable[[Any], None]) -> tuple:
    heroes = list(heroes_at(g, location))
    d = draft_hero(heroes[index])
    edit(d)
    heroes[index] = d.seal()
    return with_heroes(g, location, tuple(heroes))


def _modified(g: Game, e: ev.HeroModified) -> Game:
    def mod(h: Any) -> None:
        h.mods = h.mods + ((e.op, e.amount),)

    d = draft_game(g)
    d.heroes = _hero_edit(g, e.location, e.hero, mod)
    return d.seal()


def _hero_seen(g: Game, e: ev.HeroSeen) -> Game:
    known = list(g.known)
    known[e.seat] = known[e.seat] + ((e.owner, e.value),)
    d = draft_game(g)
    d.known = tuple(known)
    return d.seal()


def _guard_seen(g: Game, e: ev.GuardSeen) -> Game:
    d = draft_game(g)
    d.guard_known = g.guard_known + (e.seat,)
    return d.seal()


def _turned(g: Game, e: ev.HeroTurned) -> Game:
    def up(h: Any) -> None:
        h.up = True

    d = draft_game(g)
    d.heroes = _hero_edit(g, e.location, e.hero, up)
    return d.seal()


def _moved(g: Game, e: ev.HeroMoved) -> Game:
    heroes = heroes_at(g, e.location)
    hero = heroes[e.hero]
    d = draft_game(g)
    d.heroes = with_heroes(g, e.location, heroes[:e.hero] + heroes[e.hero + 1:])
    g2 = d.seal()
    d = draft_game(g2)
    d.heroes = with_heroes(g2, e.to, heroes_at(g2, e.to) + (hero,))
    return d.seal()


def _treasures_drawn(g: Game, e: ev.TreasuresDrawn) -> Game:
    def add(h: Any) -> None:
        h.treasures = h.treasures + e.cards

    d = draft_game(g)
    d.deck = g.deck[e.count:]
    d.hands = _hand(g, e.seat, add)
    return d.seal()


def _stolen(g: Game, e: ev.TreasureStolen) -> Game:
    def lose(h: Any) -> None:
        h.treasures = _without(h.treasures, e.card)

    def gain(h: Any) -> None:
        h.treasures = h.treasures + (e.card,)

    d = draft_game(g)
    d.hands = _hand(g, e.victim, lose)
    g2 = d.seal()
    d = draft_game(g2)
    d.hands = _hand(g2, e.seat, gain)
    return d.seal()


def _cave_discarded(g: Game, e: ev.CaveCardDiscarded) -> Game:
    i = _cave_index(g, e.location)
    caves = list(g.caves)
    caves[i] = _without(caves[i], e.card)
    d = draft_game(g)
    d.caves = tuple(caves)
    d.discard = g.discard + (e.card,)
    return d.seal()


# --- two players: the Dummy's cards --------------------------------------------------------


def _claimed(g: Game, e: ev.DummyCardClaimed) -> Game:
    d = draft_game(g)
    d.claim = Claim(e.card, e.seat, (), g.window)
    d.window = None
    return d.seal()


def _offered(g: Game, e: ev.DummyOfferMade) -> Game:
    c = g.claim
    d = draft_game(g)
    d.claim = Claim(c.card, c.claimer, c.offers + ((e.seat, e.cards),), c.base)
    return d.seal()


def _offers_revealed(g: Game, e: ev.DummyOffersRevealed) -> Game:
    dummy = g.setup.dummy
    paid = next(cards for seat, cards, _ in e.offers if seat == e.winner)
    hands, _ = _paid(g, e.winner, paid)
    d = draft_game(g)
    d.hands = hands
    g2 = d.seal()

    def add(h: Any) -> None:
        h.treasures = h.treasures + paid

    d = draft_game(g2)
    d.hands = _hand(g2, dummy, add)
    d.ask = Ask("use_dummy_card", e.winner, dummy, (e.card,))
    return d.seal()


HANDLERS: dict[type[Event], Handler] = {
    ev.StartDrawn: _start_drawn,
    ev.StartPlayerChosen: _start_chosen,
    ev.DeckShuffled: _shuffled,
    ev.PileReshuffled: _pile_reshuffled,
    ev.DummyTreasuresDealt: _dummy_dealt,
    ev.RoundStarted: _round_started,
    ev.TreasureDealt: _treasure_dealt,
    ev.GuardCardPlaced: _guard_placed,
    ev.ArtifactDrawTurned: _draw_turned,
    ev.ArtifactsAdded: _artifacts_added,
    ev.TreasuresRanOut: _ran_out,
    ev.PlacingStarted: _placing_started,
    ev.ResolvingStarted: _resolving_started,
    ev.WindowOpened: _window_opened,
    ev.Passed: _passed,
    ev.CardPlayed: _card_played,
    ev.CardResolved: _card_resolved,
    ev.HeroModified: _modified,
    ev.HeroSeen: _hero_seen,
    ev.GuardSeen: _guard_seen,
    ev.HeroTurned: _turned,
    ev.HeroMoved: _moved,
    ev.TreasuresDrawn: _treasures_drawn,
    ev.TreasureStolen: _stolen,
    ev.CaveCardDiscarded: _cave_discarded,
    ev.SpellsDrawn: _spells_drawn,
    ev.SpellKept: _spell_kept,
    ev.SpellGiven: _spell_given,
    ev.SpellDiscarded: _spell_discarded,
    ev.HeroPlaced: _hero_placed,
    ev.DummyHeroPlaced: _dummy_placed,
    ev.HeroesRevealed: _revealed,
    ev.GuardRevealed: _guard_revealed,
    ev.LocationRanked: _ranked,
    ev.TreasureTaken: _taken,
    ev.BribePaid: _bribe_paid,
    ev.Withdrew: _withdrew,
    ev.ArtifactBought: _bought,
    ev.BuyDeclined: _declined,
    ev.LocationDone: _location_done,
    ev.RoundEnded: _round_ended,
    ev.GameEnded: _game_ended,
    ev.DummyCardClaimed: _claimed,
    ev.DummyOfferMade: _offered,
    ev.DummyOffersRevealed: _offers_revealed,
}

assert set(HANDLERS) == set(ev.EVENT_TYPES.values()) - {GameCreated}, "an event without a fold"
