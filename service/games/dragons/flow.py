"""What happens next without a seat: the automatic steps of Aladdin's Dragons.

`next_step(g)` is the one place that says what the rules do by themselves in a state: a
callable that records the next step's events, a `ChanceSpec` (a deck to shuffle, a card to
draw at random), or None when a seat or the Dummy must act. `advance` runs the steps after
every move until a seat, the Dummy or the chance player acts; `turn.declare` reads the same
function for the draw it declares, so the two cannot disagree.

Order of a round (README, "A round, as the engine's phases"): phase one's steps (the Dummy's
heroes shuffled, each cave's cards, the guard's card, the artifact draw, the `layout`
window), phase two (placements, each followed by its window), phase three (each location:
revealed and its window, ranked, its decisions, done), then the round's end.
"""

from __future__ import annotations

from collections.abc import Callable

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
    ROOM,
    START_DRAW,
    TENT,
    Game,
    heroes_at,
    location,
    rank,
    score,
    treasure_value,
    window_from,
)
from service.kit.base import ChanceSpec, Recorder
from service.kit.memo import last_state

Step = Callable[[Recorder], None]


def advance(out: Recorder) -> None:
    """Run the automatic steps until a seat, the Dummy or a draw is due."""
    for _ in range(10_000):
        step = next_step(out.state)
        if step is None or isinstance(step, ChanceSpec):
            return
        step(out)
    raise RuntimeError("dragons: the automatic steps did not settle")


def chance_due(g: Game) -> ChanceSpec | None:
    step = next_step(g)
    return step if isinstance(step, ChanceSpec) else None


@last_state  # the moves end by asking it; the turn's declaration asks it of the same state
def next_step(g: Game) -> Step | ChanceSpec | None:
    if g.phase == OVER or g.claim is not None or g.window is not None:
        return None
    if g.stack and not g.stack[-1].waiting:
        return cards.resolve_top(g)
    if g.ask is not None:
        return None
    phase = g.phase
    if phase == START_DRAW:
        return _start_draw(g)
    if phase == CHOOSE_START:
        return None
    if phase == DECKS:
        return _decks(g)
    if phase == LAYOUT:
        return _layout(g)
    if phase == PLACING:
        return _placing_done if g.placer < 0 else None
    if decisions.location_ask(g) is not None:
        return None
    return _resolving(g)


# --- setup ---------------------------------------------------------------------------------


def _start_draw(g: Game) -> ChanceSpec:
    cards = tuple(t.id for t in g.setup.content.treasures)
    return ChanceSpec(f"start-draw:{g.draws + 1}", "shuffle", cards)


def _decks(g: Game) -> Step | ChanceSpec:
    content = g.setup.content
    if not g.deck:
        return ChanceSpec("deck:treasures:1", "shuffle", tuple(t.id for t in content.treasures))
    if not g.artifacts and not g.row and not g.bought:
        return ChanceSpec("deck:artifacts", "shuffle", tuple(a.id for a in content.artifacts))
    if not g.spells:
        return ChanceSpec("deck:spells:1", "shuffle", tuple(content.spells))
    dummy = g.setup.dummy
    if dummy >= 0 and not g.hands[dummy].treasures:
        n = content.dummy_start_treasures
        return lambda out: out.emit(ev.DummyTreasuresDealt(g.deck[:n]))
    return lambda out: out.emit(ev.RoundStarted(1))


def treasure_reshuffle(g: Game) -> ChanceSpec | None:
    """The draw that makes a new treasure deck from the discard pile, less its top card;
    None when the pile has nothing below its top card."""
    below = g.discard[:-1]
    if not below:
        return None
    return ChanceSpec(f"deck:treasures:{g.shuffles + 2}", "shuffle", below)


def spell_reshuffle(g: Game) -> ChanceSpec | None:
    if not g.spell_discard:
        return None
    return ChanceSpec(f"deck:spells:{g.spell_shuffles + 2}", "shuffle", g.spell_discard)


# --- phase one -----------------------------------------------------------------------------


def _layout(g: Game) -> Step | ChanceSpec | None:
    if not g.layout:
        return lambda out: out.emit(ev.PlacingStarted(g.start))
    step = g.layout[0]
    if step == "dummy":
        return ChanceSpec(f"dummy-heroes:{g.round}", "shuffle", tuple(g.setup.content.hero_values))
    if step == "window":
        return _layout_window
    if not g.deck:
        spec = treasure_reshuffle(g)
        stops = g.setup.table.artifact_values
        if step == "draw" and (spec is None or not any(
                treasure_value(g, c) in stops for c in spec.items)):
            return _draw_short  # no card left that could stop the draw: never endless
        if spec is not None:
            return spec
        return lambda out: out.emit(ev.TreasuresRanOut(step))
    card = g.deck[0]
    if step == GUARD:
        return lambda out: out.emit(ev.GuardCardPlaced(card))
    if step == "draw":
        return _artifact_draw
    return lambda out: out.emit(ev.TreasureDealt(step, card))


def _artifact_draw(out: Recorder) -> None:
    """Turn one card; when it names a number of this table, fill the row up to it."""
    g = out.state
    card = g.deck[0]
    value = treasure_value(g, card)
    stops = value in g.setup.table.artifact_values
    out.emit(ev.ArtifactDrawTurned(card, stops))
    if stops:
        _fill_row(out, value)


def _draw_short(out: Recorder) -> None:
    """No treasure left to turn: the row is filled up to the lower printed number."""
    _fill_row(out, min(out.state.setup.table.artifact_values))


def _fill_row(out: Recorder, target: int) -> None:
    g = out.state
    wanted = max(0, target - len(g.row))
    added = g.artifacts[:wanted]
    if len(g.artifacts) - len(added) == 1:  # "If only one artifact card remains…"
        added = g.artifacts
    out.emit(ev.ArtifactsAdded(tuple(added), target))


def _layout_window(out: Recorder) -> None:
    g = out.state
    w = window_from(g, f"layout:{g.round}", g.start)
    if w is not None:
        out.emit(ev.WindowOpened(w.about, -1, w.order))
    else:
        out.emit(ev.PlacingStarted(g.start))


# --- phase two -----------------------------------------------------------------------------


def _placing_done(out: Recorder) -> None:
    g = out.state
    caves = tuple(f"{CAVE}{n}" for n in g.setup.table.caves)
    rooms = tuple(loc for loc, _ in g.heroes if loc.startswith(ROOM))
    out.emit(ev.ResolvingStarted(caves + (TENT, CARAVANSERAI, GUARD) + rooms))


# --- phase three ---------------------------------------------------------------------------


def _resolving(g: Game) -> Step | ChanceSpec | None:
    if g.at >= len(g.order):
        return _round_end
    loc = location(g)
    if g.step == "":
        return _reveal
    if g.step == RANK:
        if loc == GUARD:
            return lambda out: out.emit(ev.LocationDone(GUARD))
        return lambda out: out.emit(ev.LocationRanked(loc, rank(g, loc)))
    if g.step == DECIDE:
        if loc.startswith(CAVE):
            rest = g.caves[g.setup.table.caves.index(int(loc[len(CAVE):]))]
            return lambda out: out.emit(ev.LocationDone(loc, rest))
        if loc == TENT and g.ranking and not g.drawn:
            return _tent_draw(g)
        return lambda out: out.emit(ev.LocationDone(loc))
    return None


def _reveal(out: Recorder) -> None:
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
            if loc == CARAVANSERAI:  # nobody there: the seat to the left starts
                out.emit(ev.StartPlayerChosen(-1, (g.start + 1) % g.players))
            rest = ()
            if loc.startswith(CAVE):
                rest = g.caves[g.setup.table.caves.index(int(loc[len(CAVE):]))]
            out.emit(ev.LocationDone(loc, rest))
            return
        out.emit(ev.HeroesRevealed(loc, tuple(h.value for h in heroes_at(g, loc))))
    g = out.state
    w = window_from(g, f"revealed:{loc}", g.start)
    if w is not None:
        out.emit(ev.WindowOpened(w.about, -1, w.order))


def _tent_draw(g: Game) -> Step | ChanceSpec:
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


def tent_decider(g: Game) -> int:
    """Who keeps a spell at the tent: its winner; for the Dummy, the second player, unless
    he is the second highest bidder — then the start player (Two Player Variant)."""
    winner = g.ranking[0][0]
    if winner != g.setup.dummy:
        return winner
    second = (g.start + 1) % g.players
    runner_up = g.ranking[1][0] if len(g.ranking) > 1 else -1
    return g.start if runner_up == second else second


def _round_end(out: Recorder) -> None:
    g = out.state
    content = g.setup.content
    if g.bought >= len(content.artifacts):
        _game_end(out)
        return
    out.emit(ev.RoundEnded(g.round))
    out.emit(ev.RoundStarted(g.round + 1))


def _game_end(out: Recorder) -> None:
    """Winning the Game: most artifacts, then lamps, then unplayed treasure value; a tie
    after that is shared. The Dummy ranks like a player; alone on top it leaves no winner."""
    g = out.state
    scores = [score(g, s) for s in range(g.n)]
    best = max(scores)
    top = tuple(s for s in range(g.n) if scores[s] == best)
    winners = tuple(s for s in top if s < g.players)
    ranking = tuple(
        sorted(((s, *scores[s]) for s in range(g.n)), key=lambda r: (-r[1], -r[2], -r[3], r[0]))
    )
    players = tuple(sc[0] for sc in scores[: g.players])  # the Dummy's are in the ranking
    out.emit(ev.GameEnded(winners, players, ranking, len(top) > 1))


def start_order(g: Game) -> tuple[int, ...]:
    """The players from the start player clockwise."""
    return tuple((g.start + k) % g.players for k in range(g.players))




# Imported last, as modules: both use `advance` from here.
from service.games.dragons import cards, decisions  # noqa: E402
