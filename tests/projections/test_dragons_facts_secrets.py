"""Aladdin's Dragons fact rows read no secret: the same rows come from the events of seeded
random games with every private field poisoned, a placement's row is never written before
its hero's number is revealed, and no secret event has a route; a hand-built stream gives
exactly the expected rows."""

from __future__ import annotations

import pytest

from projections.games import dragons as h
from service.app.selfplay import Playout, random_playout
from service.games.dragons import GAME
from service.games.dragons import events as ev
from service.games.dragons.content import load
from service.kit.base import GameCreated
from tests.projections.facts import SECRET, as_public, project
from tests.projections.test_dragons_facts import GAMES


@pytest.fixture(scope="module")
def played() -> list[Playout]:
    """The random games `test_dragons_facts` projects, played again (not stored)."""
    return [random_playout(GAME, seed, players) for players, seed in GAMES]




def test_the_rows_come_from_public_fields_only(played):
    for p in played:
        full, _ = project(p.events)
        public, _ = project([as_public(e) for e in p.events])
        assert public == full
        assert not any(SECRET in row for rows in public.values() for row in rows)
        assert any(isinstance(e, ev.HeroPlaced) and as_public(e).value == SECRET
                   for e in p.events)


def test_a_placement_row_waits_for_its_number_to_be_revealed(played):
    for p in played:
        _, steps = project(p.events)
        revealed: set[tuple[int, str]] = set()
        rnd = 0
        for i, step in steps:
            e = p.events[i]
            if isinstance(e, ev.RoundStarted):
                rnd = e.round
            if isinstance(e, ev.HeroesRevealed):
                revealed.add((rnd, e.location))
            for row in step.tables.get("dragons_placements", []):
                assert (row[1], row[8]) in revealed and row[9] is not None


def test_secret_events_have_no_route():
    for secret in (ev.DeckShuffled, ev.GuardCardPlaced, ev.HeroSeen, ev.GuardSeen,
                   ev.TreasuresDrawn, ev.TreasureStolen, ev.SpellsDrawn, ev.SpellKept,
                   ev.SpellGiven, ev.DummyOfferMade):
        assert secret.TYPE not in h.ROUTES


# --- a hand-built stream ------------------------------------------------------------------


def test_a_hand_built_round_gives_the_expected_rows():
    """Three players; seat 1's hero moved by Desert Wind and seat 2's turned by the Mirror,
    a double on seat 0's face-down hero (its value his: the reveal gives it), a flying
    carpet on seat 0's revealed hero, cave 3 taken, a bribe withdrawn, an artifact
    bought."""
    created = GameCreated(game_type="dragons", players=("a", "b", "c"), options={}, seed=1,
                          content_hash=load().hash, created_at=0.0)
    stream = [
        created,
        ev.StartPlayerChosen(0, 0),
        ev.RoundStarted(1),
        ev.TreasureDealt("cave:3", "gold#10"), ev.TreasureDealt("cave:3", "rubies#1"),
        ev.ArtifactsAdded(("lamp#1",), 3),
        ev.PlacingStarted(0),
        ev.HeroPlaced(0, "cave:3", 4),
        ev.HeroPlaced(1, "cave:3", 2),
        ev.HeroPlaced(2, "room:lamp#1", 5),
        ev.HeroPlaced(0, "room:lamp#1", 1),
        ev.CardPlayed(1, 1, "desert_wind", "cave:3", 1, to="room:lamp#1"),
        ev.HeroMoved("cave:3", 1, "room:lamp#1"),
        ev.CardResolved("desert_wind", False, "moved a hero from cave:3 to room:lamp#1"),
        ev.CardPlayed(0, 0, "mirror_of_truth", "room:lamp#1", 0),
        ev.HeroTurned("room:lamp#1", 0, 5, 5),
        ev.CardResolved("mirror_of_truth", False, "turned a 5 face up at room:lamp#1"),
        ev.CardPlayed(0, 0, "double#1", "room:lamp#1", 1),
        ev.HeroModified("room:lamp#1", 1, "mul", 2, 2, 0, 0, True),
        ev.CardResolved("double#1", False, "room:lamp#1 hero 1 of seat 0: x2 (face down)"),
        ev.ResolvingStarted(("cave:3", "tent", "caravanserai", "guard", "room:lamp#1")),
        ev.HeroesRevealed("cave:3", (4,), (4,)),
        ev.CardPlayed(2, 2, "flying_carpet#1", "cave:3", 0),
        ev.HeroModified("cave:3", 0, "add", 1, 5, 0, 0, False),
        ev.CardResolved("flying_carpet#1", False, "cave:3 hero 0 of seat 0: 4 -> 5"),
        ev.LocationRanked("cave:3", ((0, 5),)),
        ev.TreasureTaken(0, "cave:3", "gold#10", 0),
        ev.LocationDone("cave:3", ("rubies#1",)),
        ev.StartPlayerChosen(-1, 1),
        ev.LocationDone("caravanserai"),
        ev.GuardRevealed("silver#10", 5),
        ev.LocationDone("guard"),
        ev.HeroesRevealed("room:lamp#1", (5, 1, 2), (5, 2, 2)),
        ev.LocationRanked("room:lamp#1", ((2, 5), (0, 2), (1, 2))),
        ev.ArtifactBought(2, "room:lamp#1", "lamp#1", ("gold#9", "gold#8"), 9, 5),
        ev.LocationDone("room:lamp#1"),
        ev.RoundEnded(1),
    ]
    rows, _ = project(stream)
    assert rows["dragons_placements"] == [
        ("g", 1, 1, 0, 0, False, 1, "cave:3", "cave:3", 4, 5, False, False, False),
        ("g", 1, 3, 2, 2, False, 1, "room:lamp#1", "room:lamp#1", 5, 5, True, False, False),
        ("g", 1, 4, 0, 0, False, 2, "room:lamp#1", "room:lamp#1", 1, 2, False, False, False),
        ("g", 1, 2, 1, 1, False, 1, "cave:3", "room:lamp#1", 2, 2, False, True, False),
    ]
    assert rows["dragons_cave_picks"] == [
        ("g", 1, "cave:3", 1, 0, False, 0, "gold#10", "gold", 5, 2, True)]
    assert [r[:10] for r in rows["dragons_cards"]] == [
        ("g", 1, "placing", 1, 1, 1, False, "desert_wind", "spell", "desert_wind"),
        ("g", 1, "placing", 2, 0, 0, False, "mirror_of_truth", "spell", "mirror_of_truth"),
        ("g", 1, "placing", 3, 0, 0, False, "double#1", "artifact", "double"),
        ("g", 1, "resolving", 4, 2, 2, False, "flying_carpet#1", "artifact", "flying_carpet"),
    ]
    assert rows["dragons_cards"][1][11:13] == (0, 2)  # the hero it turned was seat 2's
    assert rows["dragons_cards"][2][-3:] == ("mul", 2, None)  # face down: its owner's value
    assert rows["dragons_cards"][3][-3:] == ("add", 1, 5)
    assert rows["dragons_purchases"] == [
        ("g", 1, "room:lamp#1", "lamp#1", "lamp", 2, False, 1, 5, 5, 9, 2, False, False)]
    assert rows["dragons_rounds"] == [("g", 1, 3, 3, 0, 1, 1, None, 1, 1, 0, None)]
