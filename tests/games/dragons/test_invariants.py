"""Random legal play, every version checked: every treasure, hero, spell and artifact card is
in exactly one place; the game always ends, with all 15 artifacts bought. Random hands: the
payments offered are every payment accepted."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from service.app.selfplay import random_playout
from service.games.dragons import GAME
from service.games.dragons.payments import payment_problem, payments
from service.games.dragons.state import Room, State
from tests.games.dragons.scenes import edit, edit_hand, placing


def places(g: State) -> dict[str, Counter]:
    """Where each card is, by kind: a Counter of card ids over every place it may lie."""
    treasures: Counter = Counter(g.deck + g.discard)
    for cave in g.caves:
        treasures.update(cave)
    if g.guard is not None:
        treasures[g.guard] += 1
    spells: Counter = Counter(g.spells + g.spell_discard + g.drawn)
    artifacts: Counter = Counter(g.artifacts + g.row)
    heroes: Counter = Counter()
    for seat, h in enumerate(g.hands):
        treasures.update(h.treasures)
        spells.update(h.spells)
        artifacts.update(h.artifacts + h.used)
        heroes.update((seat, v) for v in h.heroes)
    for frame in g.stack:
        (artifacts if "#" in frame.card else spells)[frame.card] += 1
    for _, on in g.heroes:
        heroes.update((h.owner, h.value) for h in on)
    return {"treasures": treasures, "spells": spells, "artifacts": artifacts, "heroes": heroes}


def check(g: State) -> None:
    content = g.setup.content
    where = places(g)
    expected = {
        "treasures": Counter(t.id for t in content.treasures),
        "spells": Counter(list(content.spells)),
        "artifacts": Counter(a.id for a in content.artifacts),
        "heroes": Counter((s, v) for s in range(g.n) for v in content.hero_values),
    }
    for kind, want in expected.items():
        assert where[kind] == want, f"{kind}: {where[kind] - want} twice, {want - where[kind]} lost"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_every_card_and_hero_is_in_exactly_one_place_at_every_version(
    players: int, seed: int
) -> None:
    p = random_playout(GAME, seed, players)
    assert p.finished, "random legal play must end"
    state = GAME.initial_state(p.events[0])
    dealt = False
    for event in p.events[1:]:
        state = GAME.fold(state, event)
        dealt = dealt or type(event).__name__ == "RoundStarted"
        if dealt:  # before the first round the decks are not yet shuffled into place
            check(state)
    assert state.bought == 15 and not state.row and not state.artifacts
    result = GAME.result(state)
    assert result is not None and len(result.scores) == players
    total = sum(result.scores) + result.details.get("dummy_artifacts", 0)
    assert total == 15  # the scores are the artifacts, used or not


@pytest.mark.parametrize("seed", range(3))
def test_every_payment_the_rules_accept_is_offered(seed: int) -> None:
    """Seeded random hands, amounts, Alchemy and Golden Touch: the payments offered are
    exactly the sets of cards a bribe or a purchase accepts (none left out, none twice)."""
    g0 = placing(3)
    ids = [t.id for t in g0.setup.content.treasures]
    rng = random.Random(seed)
    for _ in range(150):
        hand = tuple(rng.sample(ids, rng.randint(0, 9)))
        room = Room(alchemy=(0,) if rng.random() < 0.3 else (),
                    golden=((0, 2),) if rng.random() < 0.3 else ())
        g = edit(edit_hand(g0, 0, treasures=hand), room=room)
        amount = rng.randint(0, 9)
        accepted = {sub for k in range(len(hand) + 1)
                    for sub in map(tuple, map(sorted, itertools.combinations(hand, k)))
                    if payment_problem(g, 0, sub, amount) is None}
        offered = payments(g, 0, amount)
        assert len(offered) == len(set(offered)) and set(offered) == accepted, (hand, amount)
