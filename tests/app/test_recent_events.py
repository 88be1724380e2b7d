"""The last events a process stored are read back from memory, equal to the store's, and
only for a game no one else writes."""

from __future__ import annotations

from pathlib import Path

from service.app.recent import RecentEvents
from service.app.store import Ownership, open_store, owner_of


def _records(store, game_id: str, after: int, upto: int) -> list[tuple]:
    return [(r.originator_version, r.topic, bytes(r.state))
            for r in store.load(game_id, after, upto)]


def test_what_was_just_stored_is_read_back_from_memory_as_stored(tmp_path: Path) -> None:
    store = open_store(tmp_path / "data")
    for k in range(12):
        store.append("g", k + 1, [(f"t.E{k}", f'{{"k": {k}}}'.encode())])
    held = store.recent.between("g", 9, 12)
    assert held is not None and [r.originator_version for r in held] == [10, 11, 12]
    assert store.recent.between("g", 2, 4) is None  # older than what is kept: the store's
    store.recent = RecentEvents()  # forget: the same reads from the store itself
    for after, upto in ((9, 12), (11, 12), (2, 4)):
        assert _records(store, "g", after, upto) == [
            (v, f"t.E{v - 1}", f'{{"k": {v - 1}}}'.encode()) for v in range(after + 1, upto + 1)]


def test_a_game_another_process_writes_is_read_from_the_store(tmp_path: Path) -> None:
    """`serve --processes 2`: the owner of a game reads it back from memory; the other
    process (which may only read it) never holds it, since memory would miss the owner's
    events."""
    owner = owner_of("g", 2)
    for index, held in ((1 - owner, False), (owner, True)):
        store = open_store(tmp_path / f"data{index}")
        store.ownership = Ownership(index, 2)
        store.append("g", 1, [("t.E", b"{}")])
        assert (store.recent.between("g", 0, 1) is not None) is held
