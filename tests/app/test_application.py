"""The application layer on a tiny test game: storage, chance, secrets, idempotency, time."""

from __future__ import annotations

import threading

import pytest

from service.app.application import GameApp
from service.app.errors import (
    CommandIdReused,
    GameNotFound,
    InvalidArgument,
    PermissionDenied,
    Unauthenticated,
    VersionConflict,
)
from service.app.store import EventStore, open_store
from service.kit.base import AUDITOR, SPECTATOR, RuleViolation
from tests.app.guessing_game import GAME, ROUNDS, Guess


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


class Changes:
    """Waiting for a game to pass a version, told only by `GameApp.on_change` (as the
    API's watchers are)."""

    def __init__(self, app: GameApp) -> None:
        self.heard: dict[str, int] = {}
        self.changed = threading.Condition()
        app.on_change(self.hear)

    def hear(self, game_id: str, version: int) -> None:
        with self.changed:
            self.heard[game_id] = version
            self.changed.notify_all()

    def wait_past(self, game_id: str, version: int, timeout: float) -> int:
        """The version last heard of, once past `version` (or after `timeout` s)."""
        with self.changed:
            self.changed.wait_for(lambda: self.heard.get(game_id, 0) > version, timeout)
            return self.heard.get(game_id, 0)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def app(tmp_path, clock, open_stores) -> GameApp:
    """The application on each store: SQLite (embedded) and PostgreSQL (a fresh database)."""
    return GameApp(open_stores(tmp_path), clock=clock, auditor_token="audit",
                   rules={"guess": GAME})


def seats(app: GameApp, game_id: str, tokens) -> list:
    return [app.viewer_for(game_id, t) for t in tokens]


def test_create_records_the_seed_and_the_first_draw(app):
    created = app.create_game("guess", ["ann", "bob"], seed=7)
    events = app.events(created.game_id, AUDITOR)
    assert [e.type for e in events] == ["game.Created", "guess.DieRolled"]
    assert events[0].data["seed"] == 7
    assert created.version == 2


def test_same_seed_same_commands_give_the_same_events(tmp_path, clock):
    streams = []
    for run in range(2):
        app = GameApp(open_store(tmp_path / str(run)), clock=clock, rules={"guess": GAME})
        created = app.create_game("guess", ["ann", "bob"], seed=42)
        ann, bob = seats(app, created.game_id, created.tokens)
        for value in (1, 2):
            app.submit(created.game_id, ann, Guess(seat=None, value=value))
            app.submit(created.game_id, bob, Guess(seat=None, value=value + 2))
        streams.append([(e.type, e.data) for e in app.events(created.game_id, AUDITOR)[1:]])
    assert streams[0] == streams[1]
    assert app.get(created.game_id, SPECTATOR).status == "finished"


def test_a_fresh_app_folds_the_stored_events_to_the_same_state(tmp_path, clock):
    app = GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME})
    created = app.create_game("guess", ["ann", "bob"], seed=3)
    ann, _ = seats(app, created.game_id, created.tokens)
    app.submit(created.game_id, ann, Guess(seat=None, value=4))
    live = app.cache.get(created.game_id).state
    reloaded = GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME})
    assert reloaded.cache.get(created.game_id).state == live


def test_tokens_identify_seats_and_bad_tokens_are_refused(app):
    created = app.create_game("guess", ["ann", "bob"])
    assert app.viewer_for(created.game_id, created.tokens[1]).seat == 1
    assert app.viewer_for(created.game_id, None) == SPECTATOR
    assert app.viewer_for(created.game_id, "audit") == AUDITOR
    with pytest.raises(Unauthenticated):
        app.viewer_for(created.game_id, "nonsense")
    with pytest.raises(GameNotFound):
        app.viewer_for("nope", created.tokens[0])
    raw = app.events(created.game_id, AUDITOR)[0].data
    assert all(t not in str(raw) for t in created.tokens)  # only hashes are stored


def test_secret_guess_is_hidden_from_others_until_revealed(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    ann, bob = seats(app, created.game_id, created.tokens)
    done = app.submit(created.game_id, ann, Guess(seat=None, value=5))
    assert done.events[0].data == {"seat": 0, "value": 5}
    for viewer in (bob, SPECTATOR):
        history = app.events(created.game_id, viewer)
        guess = [e for e in history if e.type == "guess.Guessed"][0]
        assert guess.redacted and guess.data == {"seat": 0}
        assert "my_guess" not in app.get(created.game_id, viewer).view
    assert app.get(created.game_id, ann).view["my_guess"] == 5


def test_refused_and_bad_commands_change_nothing(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    ann, _ = seats(app, created.game_id, created.tokens)
    before = app.get(created.game_id, AUDITOR)
    with pytest.raises(RuleViolation) as refused:
        app.submit(created.game_id, ann, Guess(seat=None, value=9))
    assert refused.value.code == "BAD_GUESS"
    with pytest.raises(Unauthenticated):
        app.submit(created.game_id, SPECTATOR, Guess(seat=None, value=1))
    with pytest.raises(PermissionDenied):
        app.submit(created.game_id, AUDITOR, Guess(seat=None, value=1))
    with pytest.raises(VersionConflict):
        app.submit(created.game_id, ann, Guess(seat=None, value=1), expected_version=1)
    after = app.get(created.game_id, AUDITOR)
    assert after.version == before.version and after.view == before.view


def test_a_retried_command_id_returns_the_first_result(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    ann, bob = seats(app, created.game_id, created.tokens)
    first = app.submit(created.game_id, ann, Guess(seat=None, value=2), command_id="c1")
    again = app.submit(created.game_id, ann, Guess(seat=None, value=2), command_id="c1")
    assert again.duplicate and not first.duplicate
    assert again.events == first.events and again.version == first.version
    with pytest.raises(InvalidArgument):
        app.submit(created.game_id, bob, Guess(seat=None, value=2), command_id="c1")
    # The memory of command ids survives a restart: it is rebuilt from the stored events.
    fresh = GameApp(app.store, rules={"guess": GAME})
    assert fresh.submit(created.game_id, ann, Guess(seat=None, value=2), command_id="c1").duplicate
    # The same id with another command is refused, before and after the restart, and
    # records nothing.
    version = fresh.version(created.game_id)
    for a in (app, fresh):
        with pytest.raises(CommandIdReused):
            a.submit(created.game_id, ann, Guess(seat=None, value=3), command_id="c1")
    assert fresh.version(created.game_id) == version


def test_the_timer_is_recorded_once_it_ran_out(app, clock):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    ann, _ = seats(app, created.game_id, created.tokens)
    assert app.expire_timers() == 0
    clock.now += 61
    assert app.expire_timers() == 1
    assert app.get(created.game_id, SPECTATOR).view["timer_out"]
    late = app.submit(created.game_id, ann, Guess(seat=None, value=2))  # late is still accepted
    assert [e.type for e in late.events] == ["guess.Guessed"]


def test_a_command_after_the_deadline_records_the_timer_first(app, clock):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    ann, _ = seats(app, created.game_id, created.tokens)
    clock.now += 100
    done = app.submit(created.game_id, ann, Guess(seat=None, value=2))
    assert [e.type for e in done.events] == ["guess.TimerRanOut", "guess.Guessed"]
    assert done.events[0].seat is None and done.events[1].seat == 0


def test_replay_shows_any_past_version(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    ann, bob = seats(app, created.game_id, created.tokens)
    app.submit(created.game_id, ann, Guess(seat=None, value=2))
    app.submit(created.game_id, bob, Guess(seat=None, value=3))
    assert app.replay(created.game_id, 2, SPECTATOR).view["guessed"] == [False, False]
    assert app.replay(created.game_id, 3, SPECTATOR).view["guessed"] == [True, False]
    with pytest.raises(InvalidArgument):
        app.replay(created.game_id, 99, SPECTATOR)


def test_list_games_pages_through_every_game(app):
    ids = {app.create_game("guess", ["a", "b"]).game_id for _ in range(5)}
    seen, token = [], ""
    while True:
        page, token = app.list_games(page_size=2, page_token=token)
        seen += [g.game_id for g in page]
        if not token:
            break
    assert set(seen) == ids and len(seen) == 5
    with pytest.raises(InvalidArgument):
        app.list_games(page_token="garbage")


def test_a_change_wakes_a_waiter_with_the_new_version(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    ann, _ = seats(app, created.game_id, created.tokens)
    got = []
    changes = Changes(app)
    waiter = threading.Thread(
        target=lambda: got.append(changes.wait_past(created.game_id, created.version, 5))
    )
    waiter.start()
    app.submit(created.game_id, ann, Guess(seat=None, value=1))
    waiter.join(5)
    assert got == [created.version + 1]


def test_two_apps_on_one_store_resolve_a_write_race(tmp_path, clock):
    store = open_store(tmp_path)
    one = GameApp(store, clock=clock, rules={"guess": GAME})
    created = one.create_game("guess", ["ann", "bob"], seed=1)
    two = GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME})
    ann, bob = seats(one, created.game_id, created.tokens)
    two.get(created.game_id, SPECTATOR)  # two caches the game now
    one.submit(created.game_id, ann, Guess(seat=None, value=1))
    # two's cache is stale: its write clashes, it catches up and decides again.
    done = two.submit(created.game_id, bob, Guess(seat=None, value=1))
    assert [e.type for e in done.events][:2] == ["guess.Guessed", "guess.Revealed"]
    assert done.version == created.version + 4  # ann's guess, bob's, the reveal, round 2's roll


def test_the_seed_is_the_auditors_only(app):
    """Every future draw follows from the seed: seats and spectators must never see it."""
    created = app.create_game("guess", ["ann", "bob"], seed=123456789)
    ann = app.viewer_for(created.game_id, created.tokens[0])
    for viewer in (ann, SPECTATOR):
        first = app.events(created.game_id, viewer)[0]
        assert first.redacted and "seed" not in first.data
        assert "123456789" not in repr(app.events(created.game_id, viewer))
        assert "123456789" not in repr(app.get(created.game_id, viewer))
    assert app.events(created.game_id, AUDITOR)[0].data["seed"] == 123456789


def test_many_threads_on_many_games_record_every_command_once(tmp_path, clock):
    """Server threads submit at once: each seat of each game on its own thread, so commands
    race within a game and across games. Every command lands once, in one stream without
    gaps, and the cached state is the fold of the stored stream."""
    app = GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME})
    changes = Changes(app)
    games = [app.create_game("guess", ["ann", "bob"], seed=s) for s in range(6)]
    failures: list[BaseException] = []

    def play(game_id: str, token: str) -> None:
        try:
            me = app.viewer_for(game_id, token)
            for round_no in range(1, ROUNDS + 1):
                # Wait for this round's die (the other seat's guess may still be coming).
                for _ in range(200):
                    if app.get(game_id, me).view["round"] >= round_no:
                        break
                    changes.wait_past(game_id, app.version(game_id), 0.05)
                command_id = f"{token[:8]}-r{round_no}"  # command ids are the game's, not a seat's
                app.submit(game_id, me, Guess(seat=None, value=1), command_id=command_id)
        except BaseException as exc:  # noqa: BLE001 - reported by the main thread
            failures.append(exc)

    threads = [
        threading.Thread(target=play, args=(g.game_id, token), daemon=True)
        for g in games
        for token in g.tokens
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not failures, failures
    assert not any(t.is_alive() for t in threads)
    for g in games:
        stored = app.events(g.game_id, AUDITOR)
        assert [e.version for e in stored] == list(range(1, len(stored) + 1))
        guesses = [e for e in stored if e.type == "guess.Guessed"]
        assert len(guesses) == 2 * ROUNDS
        fresh = GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME})
        assert fresh.get(g.game_id, AUDITOR).view == app.get(g.game_id, AUDITOR).view
        assert app.get(g.game_id, AUDITOR).status == "finished"


def test_a_retry_on_another_replica_finds_a_command_that_began_with_a_timer(tmp_path, clock):
    """The command's first stored event is the overdue timer's end (no seat): the replica
    that catches up must still know the command as ann's, and answer her retry."""
    shared = EventStore(open_store(tmp_path).recorder, kind="postgres")  # replicas' view
    one = GameApp(shared, clock=clock, rules={"guess": GAME})
    two = GameApp(shared, clock=clock, rules={"guess": GAME})
    created = one.create_game("guess", ["ann", "bob"], seed=1)
    ann_one = one.viewer_for(created.game_id, created.tokens[0])
    ann_two = two.viewer_for(created.game_id, created.tokens[0])  # two caches the game
    clock.now += 3_600  # the guessing timer has run out
    first = one.submit(created.game_id, ann_one, Guess(seat=None, value=3), command_id="c1")
    assert [e.type for e in first.events] == ["guess.TimerRanOut", "guess.Guessed"]
    again = two.submit(created.game_id, ann_two, Guess(seat=None, value=3), command_id="c1")
    assert again.duplicate and again.version == first.version


def test_two_requests_loading_one_game_share_one_copy(tmp_path, clock):
    """Two requests find the game not cached and load it at once: both must end up on the
    copy that is cached, or a command on the other would never reach the readers."""
    GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME}).create_game(
        "guess", ["ann", "bob"], seed=1
    )
    app = GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME})
    [(_, game_id)] = app.store.created_after(0, 10)
    load = app.cache.load
    raced: list[object] = []

    def load_while_another_request_loads(gid: str):
        copy = load(gid)
        if not raced:  # the other request loads and caches its copy meanwhile
            raced.append(None)
            app.cache.load = load  # type: ignore[method-assign]
            raced[0] = app.cache.get(gid)
        return copy

    app.cache.load = load_while_another_request_loads  # type: ignore[method-assign]
    mine = app.cache.get(game_id)
    assert mine is raced[0]


def test_listing_games_keeps_the_games_being_played_in_the_cache(tmp_path, clock):
    maker = GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME})
    for seed in range(5):
        maker.create_game("guess", ["ann", "bob"], seed=seed)
    app = GameApp(open_store(tmp_path), clock=clock, rules={"guess": GAME}, cache_size=2)
    summaries, _ = app.list_games(10)
    assert len(summaries) == 5
    playing = summaries[0].game_id
    app.get(playing, SPECTATOR)
    cached = app.cache.get(playing)
    app.list_games(10)
    assert app.cache.get(playing) is cached  # not evicted and reloaded by the listing


@pytest.mark.parametrize("name", ["Ann\x00", "\x1b[31mred", "Bob\u202eevil", "tab\tname"])
def test_names_with_control_or_format_characters_are_refused(app, name):
    """A name is shown on every other seat's screen: nothing in it may hide or reorder text."""
    with pytest.raises(InvalidArgument) as refused:
        app.create_game("guess", [name, "Bob"])
    assert "control or format" in str(refused.value)
    assert app.list_games()[0] == []  # nothing created


def test_the_cache_of_games_in_memory_is_bounded_and_evicted_games_still_play(tmp_path):
    """Server memory stays bounded under load: at most `cache_size` games are kept in
    memory, the least recently used leave, and a game that left is folded again from the
    store when it is asked for, with nothing lost."""
    app = GameApp(open_store(tmp_path), cache_size=3, rules={"guess": GAME})
    created = [app.create_game("guess", ["ann", "bob"], seed=i) for i in range(8)]
    assert len(app.cache._games) <= 3  # noqa: SLF001 - the bound itself is the point
    first = created[0]
    ann, _ = seats(app, first.game_id, first.tokens)
    app.submit(first.game_id, ann, Guess(seat=None, value=2), command_id="again")
    assert len(app.cache._games) <= 3  # noqa: SLF001
    assert app.version(first.game_id) > 1
    assert app.submit(first.game_id, ann, Guess(seat=None, value=2),
                      command_id="again").duplicate
