"""A fork with a fresh seed shuffles again every face-down pile no seat had seen at its
version (`GameRules.unseen_piles`, one `PileReshuffled` each), so that nobody who watched
the parent play on past that version knows what those piles hold next. The reshuffles are
the fork's seed's (the audit re-derives them), secret to all but the auditor, and a fork on
the parent's chance stream keeps the parent's piles as they were. Over every game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from service.app.application import GameApp
from service.app.audit import audit
from service.app.store import open_store
from service.kit.base import AUDITOR, SPECTATOR, PileReshuffled
from service.kit.registry import event_types, games

MOVES = 60  # deep enough that every game has drawn from its piles


def _played(app: GameApp, game_type: str, moves: int = MOVES) -> tuple[str, int]:
    rules = games()[game_type]
    players = [f"p{i}" for i in range(max(rules.min_players, min(4, rules.max_players)))]
    created = app.create_game(game_type, players, seed=21)
    seats = [app.viewer_for(created.game_id, t) for t in created.tokens]
    rng = random.Random(3)
    for _ in range(moves):
        acting = [v for v in seats if app.legal(created.game_id, created.tokens[v.seat]).commands]
        if not acting:
            break
        viewer = rng.choice(acting)
        app.submit(created.game_id, viewer, rng.choice(
            app.legal(created.game_id, created.tokens[viewer.seat]).commands))
    return created.game_id, app.version(created.game_id)


@pytest.fixture
def app(tmp_path) -> GameApp:
    return GameApp(open_store(tmp_path), clock=lambda: 1_700_000_000.0, auditor_token="audit")


@pytest.mark.parametrize("game_type", sorted(games()))
def test_a_fork_shuffles_again_the_piles_no_seat_has_seen(app: GameApp, game_type: str):
    rules = games()[game_type]
    parent, n = _played(app, game_type)
    before = rules.unseen_piles(app.cache.get(parent).state)
    auditor = app.viewer_for(parent, "audit")

    fork = app.fork_game(parent, n, auditor)
    after = rules.unseen_piles(app.cache.get(fork.game_id).state)
    # The same piles with the same cards, each in the fork seed's order.
    assert [name for name, _ in after] == [name for name, _ in before]
    for (_, old), (_, new) in zip(before, after, strict=True):
        assert Counter(old) == Counter(new)
    shuffled = [name for name, cards in before if len(cards) >= 2]
    recorded = app.events(fork.game_id, AUDITOR)[n:n + len(shuffled)]
    assert [e.type.split(".")[1] for e in recorded] == ["PileReshuffled"] * len(shuffled)
    assert [e.data["pile"] for e in recorded] == shuffled
    if any(len(cards) >= 6 for _, cards in before):  # 1 in 720 to come out the same
        assert after != before
    if rules.piles is not None:  # a game whose cards all lie face up has no unseen pile
        assert shuffled, f"{game_type}: no unseen pile after {MOVES} moves"

    # Nobody but the auditor sees a reshuffled order, not even once the fork is over.
    for viewer in (SPECTATOR, app.viewer_for(fork.game_id, fork.tokens[0])):
        for e in app.events(fork.game_id, viewer)[n:n + len(shuffled)]:
            assert e.redacted and "order" not in e.data

    report = audit(fork.game_id, app.cache.store.load(fork.game_id), games(), event_types())
    assert report.ok, report.problems

    # On the parent's chance stream, the piles stay as the parent left them.
    same = app.fork_game(parent, n, auditor, same_chance=True)
    assert rules.unseen_piles(app.cache.get(same.game_id).state) == before
    assert not any(e.type.endswith(".PileReshuffled") for e in app.events(same.game_id, AUDITOR))
    assert audit(same.game_id, app.cache.store.load(same.game_id), games(), event_types()).ok


@pytest.mark.parametrize("game_type", sorted(games()))
def test_the_reshuffle_folds_into_the_pile_it_names(app: GameApp, game_type: str):
    """The kit's contract: folding `pile_reshuffled(name, order)` puts `order` where
    `unseen_piles` reads that pile, and touches no other."""
    rules = games()[game_type]
    parent, _ = _played(app, game_type)
    state = app.cache.get(parent).state
    piles = rules.unseen_piles(state)
    for name, cards in piles:
        order = tuple(reversed(cards))
        event = rules.pile_reshuffled(name, order)
        assert isinstance(event, PileReshuffled) and event.TYPE in rules.event_types
        folded = dict(rules.unseen_piles(rules.fold(state, event)))
        assert folded == {**dict(piles), name: order}


def test_a_tampered_reshuffle_fails_the_audit(app: GameApp):
    import dataclasses

    from service.app.codec import chained, decode

    parent, n = _played(app, "treasures")
    fork = app.fork_game(parent, n, app.viewer_for(parent, "audit"))
    records = list(app.cache.store.load(fork.game_id))
    decoded = [decode(r.topic, r.state, event_types()) for r in records]
    event, meta = decoded[n]
    assert isinstance(event, PileReshuffled)
    swapped = (event.order[1], event.order[0], *event.order[2:])
    decoded[n] = (dataclasses.replace(event, order=swapped), meta)
    items, _ = chained([(e, dataclasses.replace(m, prev=None), None) for e, m in decoded], "")
    forged = [dataclasses.replace(r, topic=t, state=s)
              for r, (t, s) in zip(records, items, strict=True)]
    report = audit(fork.game_id, forged, games(), event_types())
    assert not report.ok and report.problems[0][0] == n + 1
    assert "reshuffled" in report.problems[0][1]


def _to_the_end(app: GameApp, game_id: str, tokens) -> None:
    seats = [app.viewer_for(game_id, t) for t in tokens]
    rng = random.Random(8)
    while app.get(game_id, SPECTATOR).status == "active":
        viewer = rng.choice([v for v in seats if app.legal(game_id, tokens[v.seat]).commands])
        app.submit(game_id, viewer, rng.choice(app.legal(game_id, tokens[viewer.seat]).commands))


def test_a_fork_on_its_parents_chance_never_shows_the_parents_seed(app: GameApp):
    """Its seed is the running parent's: shown at its end, it would foretell every draw the
    parent has still to make; so would its draws. A fork on a fresh seed shows both."""
    parent, n = _played(app, "dragons", moves=15)
    assert app.get(parent, SPECTATOR).status == "active"
    auditor = app.viewer_for(parent, "audit")
    same = app.fork_game(parent, n, auditor, same_chance=True)
    fresh = app.fork_game(parent, n, auditor)
    for fork in (same, fresh):
        _to_the_end(app, fork.game_id, fork.tokens)
        shown = fork is fresh
        for viewer in (SPECTATOR, app.viewer_for(fork.game_id, fork.tokens[0])):
            assert (app.get(fork.game_id, viewer).seed is not None) == shown
            drawn = [e for e in app.events(fork.game_id, viewer) if e.draw is not None]
            assert bool(drawn) == shown
        assert app.get(fork.game_id, AUDITOR).seed is not None
    assert app.get(same.game_id, AUDITOR).seed == app.get(parent, AUDITOR).seed
    assert app.get(parent, SPECTATOR).status == "active"
