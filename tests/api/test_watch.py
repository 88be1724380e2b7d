"""WatchGame: catch-up, live updates, resuming from any version, the end of the stream."""

from __future__ import annotations

import random
import threading

from clients.bot import play_game
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb


def test_watch_sends_the_history_then_live_updates(client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c", "d"], seed=21)
    name, tokens = created.game.name, list(created.seat_tokens)
    stream = client.watch(name, token=tokens[1])
    first = next(stream)
    assert [e.version for e in first.events] == list(range(1, created.game.version + 1))
    assert first.game.version == created.game.version
    assert first.game.viewer_seat == 1

    voter = threading.Timer(0.2, lambda: client.submit(name, "cast_vote", cards=[2],
                                                       token=tokens[0]))
    voter.start()
    live = next(stream)
    stream.cancel()
    voter.join()
    assert [e.type for e in live.events] == ["1001.VoteCast"]
    assert live.events[0].redacted and "cards" not in live.events[0].data
    assert live.game.version == created.game.version + 1
    assert list(live.game.g1001.voting.voted_seats) == [0]


def test_watch_resumes_from_any_version_and_ends_with_the_game(client: Client) -> None:
    created = client.create_game("1001", ["a", "b"], seed=22)
    play_game(client, created.game.name, list(created.seat_tokens), random.Random(1))
    final = client.get_game(created.game.name)

    for start in (0, 5, final.version - 3):
        updates = list(client.watch(created.game.name, from_version=start))  # ends by itself
        versions = [e.version for u in updates for e in u.events]
        assert versions == list(range(start + 1, final.version + 1))
        assert updates[-1].game.state == pb.Game.STATE_FINISHED
        assert updates[-1].game.version == final.version

    at_end = list(client.watch(created.game.name, from_version=final.version))
    assert len(at_end) == 1 and not at_end[0].events
    assert at_end[0].game.result == final.result


def test_a_stream_follows_a_whole_game_without_gaps(client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c"], seed=23)
    seen: list[int] = []
    stream = client.watch(created.game.name)
    collector = threading.Thread(
        target=lambda: seen.extend(e.version for u in stream for e in u.events)
    )
    collector.start()
    play_game(client, created.game.name, list(created.seat_tokens), random.Random(2))
    collector.join(timeout=20)
    assert not collector.is_alive()
    assert seen == list(range(1, client.get_game(created.game.name).version + 1))
