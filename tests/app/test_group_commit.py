"""Group commit (`service.app.store.GroupCommit`): commands arriving together for different
games are appended in one transaction; each caller returns after its events committed; a
command that conflicts fails alone, never its batch-mates."""

from __future__ import annotations

import threading

import pytest
from eventsourcing.persistence import StoredEvent

from service.app.store import GroupCommit, WriteConflict, open_store


class SlowRecorder:
    """The real recorder, each insert slowed so that callers pile up behind a commit."""

    def __init__(self, recorder, delay: float = 0.01) -> None:
        self.recorder, self.delay, self.calls = recorder, delay, []
        self._gate = threading.Event()

    def insert_events(self, records):
        self.calls.append(len(records))
        self._gate.wait(self.delay)
        return self.recorder.insert_events(records)


def event(game: str, version: int) -> StoredEvent:
    return StoredEvent(game, version, "t", b"{}")


def test_commands_arriving_together_share_one_transaction(tmp_path, open_stores):
    store = open_stores(tmp_path)
    slow = SlowRecorder(store.recorder)
    group = GroupCommit(slow)
    threads = [threading.Thread(target=group.append, args=([event(f"g{i}", 1)],))
               for i in range(40)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert group.commands == 40 and group.batches < 40  # some commits held several
    assert sum(slow.calls) == 40 and max(slow.calls) > 1
    assert all(len(store.load(f"g{i}")) == 1 for i in range(40))  # all of them stored


def test_a_conflict_fails_alone(tmp_path, open_stores):
    store = open_stores(tmp_path)
    store.recorder.insert_events([event("taken", 1)])
    slow = SlowRecorder(store.recorder, delay=0.05)
    group = GroupCommit(slow)
    errors: dict[str, BaseException] = {}

    def append(game: str) -> None:
        try:
            group.append([event(game, 1)])
        except BaseException as exc:  # noqa: BLE001 - recorded for the assertions
            errors[game] = exc

    first = threading.Thread(target=append, args=("warm",))  # the leader, holding a commit
    first.start()
    games = ["a", "b", "taken", "c"]
    rest = [threading.Thread(target=append, args=(g,)) for g in games]
    for t in rest:
        t.start()
    for t in [first, *rest]:
        t.join()
    assert set(errors) == {"taken"} and isinstance(errors["taken"], WriteConflict)
    assert all(len(store.load(g)) == 1 for g in ("warm", "a", "b", "c"))


def test_the_application_stores_through_group_commit(tmp_path):
    store = open_store(tmp_path)
    assert store.group is not None
    with pytest.raises(WriteConflict):
        store.append("g", 1, [("t", b"{}")])
        store.append("g", 1, [("t", b"{}")])
