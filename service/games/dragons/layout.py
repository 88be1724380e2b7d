"""Phase one, the layout (README, "Phase one details"): two players, the Dummy's heroes
shuffled; each cave filled face up (cave *n* gets *n* cards), one card face down on the
palace guard, cards turned over until a number of this table stops the draw and the
artifact row filled up to it; then the `layout` window, the moment "phase one done".

`g.layout` holds the steps still to do ("dummy", "cave:4" …, "guard", "draw", "window");
each event of a step takes it off. A deck that runs out is made again from its discard pile
(`treasure_reshuffle`, `spell_reshuffle`: phases two and three draw from them too).
"""

from __future__ import annotations

from service.games.dragons import events as ev
from service.games.dragons.state import GUARD, State, treasure_value, window_from
from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Next


def treasure_reshuffle(g: State) -> ChanceSpec | None:
    """The draw that makes a new treasure deck from the discard pile, less its top card;
    None when the pile has nothing below its top card."""
    below = g.discard[:-1]
    if not below:
        return None
    return ChanceSpec(f"deck:treasures:{g.shuffles + 2}", "shuffle", below)


def spell_reshuffle(g: State) -> ChanceSpec | None:
    if not g.spell_discard:
        return None
    return ChanceSpec(f"deck:spells:{g.spell_shuffles + 2}", "shuffle", g.spell_discard)


def laid_out(g: State) -> bool:
    """Phase one is done: every step taken, its window closed."""
    return not g.layout


def lay_out(g: State) -> Next:
    """The next step of phase one (a draw first when the deck it needs is empty)."""
    step = g.layout[0]
    if step == "dummy":
        return ChanceSpec(f"dummy-heroes:{g.round}", "shuffle",
                          tuple(g.setup.content.hero_values))
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
        fill_row(out, value)


def _draw_short(out: Recorder) -> None:
    """No treasure left to turn: the row is filled up to the lower printed number."""
    fill_row(out, min(out.state.setup.table.artifact_values))


def fill_row(out: Recorder, target: int) -> None:
    """The row topped up to `target`; "If only one artifact card remains in the unplayed
    deck", that card too."""
    g = out.state
    wanted = max(0, target - len(g.row))
    added = g.artifacts[:wanted]
    if len(g.artifacts) - len(added) == 1:
        added = g.artifacts
    out.emit(ev.ArtifactsAdded(tuple(added), target))


def _layout_window(out: Recorder) -> None:
    """The moment "phase one done": every seat may answer, from the start player. Nobody
    may: phase two begins at once."""
    g = out.state
    w = window_from(g, f"layout:{g.round}", g.start)
    if w is not None:
        out.emit(ev.WindowOpened(w.about, -1, w.order))
    else:
        out.emit(ev.PlacingStarted(g.start))


def begin_round(out: Recorder) -> None:
    """A new round opens with phase one."""
    out.emit(ev.RoundStarted(out.state.round + 1))
