"""No response, stream or history shows a seat or a spectator another seat's unrevealed vote
or the other team's unrevealed Vizier.

Two complementary checks: (1) several turns of a 5-seat game, every kind of response
scanned for the secrets the auditor knows (the same scan flags the auditor's own responses,
so it can fail); (2) non-interference: three games that differ only in one secret look
exactly the same to everyone who may not see it.
"""

from __future__ import annotations

import random
from typing import Any

from google.protobuf import json_format

from clients.bot import RandomBot
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.conftest import AUDITOR
from tests.api.helpers import StreamReader
from tests.api.secrets import leaks, secrets_from

PLAYERS = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def test_no_response_shows_a_secret_to_a_seat_or_a_spectator(client: Client) -> None:
    created = client.create_game("1001", PLAYERS, seed=31)
    name, tokens = created.game.name, list(created.seat_tokens)
    viewers: list[tuple[int | None, str | None]] = [(None, None), *enumerate(tokens)]
    responses: dict[int | None, list] = {seat: [] for seat, _ in viewers}
    watchers = [(client.watch(name, token=t), seat) for seat, t in viewers]
    readers = {seat: StreamReader(call) for call, seat in watchers}

    rng = random.Random(5)
    # Full responses (with the view), so that the scan below looks at every view.
    bots = [RandomBot(client.seat(name, t), rng, view="full") for t in tokens]
    mid_vote_looks = 0
    while client.get_game(name).g1001.turn <= 3:
        for seat in rng.sample(range(len(bots)), len(bots)):
            response = bots[seat].act()
            if response is not None:
                responses[seat].append(response)
            # Look at the table after every move, mid-vote included.
            for viewer, token in viewers:
                responses[viewer].append(client.get_game(name, token=token))
            mid_vote_looks += bool(response and response.game.g1001.voting.voted_seats)

    secrets = secrets_from(list(client.events(name, token=AUDITOR)))
    last = client.get_game(name).version
    # Replays at every version where a secret was placed, and every third one besides.
    replayed = sorted({s.version for s in secrets} | set(range(1, last + 1, 3)))
    for viewer, token in viewers:
        responses[viewer].append(pb.ListGameEventsResponse(events=client.events(name, token=token)))
        responses[viewer].append(pb.ListLegalCommandsResponse(
            commands=client.legal_commands(name, token=token)))
        responses[viewer] += [client.replay(name, v, token=token) for v in replayed]
    for call, _ in watchers:
        call.cancel()
    streams = {seat: reader.finish(timeout=5) for seat, reader in readers.items()}

    assert {s.kind for s in secrets} == {"vote", "vizier"}
    assert len({s.turn for s in secrets}) >= 3 and mid_vote_looks > 5
    for viewer, _ in viewers:
        assert streams[viewer], "every watcher received updates"
        found = [p for r in responses[viewer] + streams[viewer] for p in leaks(r, viewer, secrets)]
        assert found == [], f"viewer {viewer}: {found[:5]}"

    # The scan is able to fail: the auditor's answers hold every secret and are flagged.
    audited = [client.get_game(name, token=AUDITOR), *(
        client.replay(name, s.version, token=AUDITOR) for s in secrets[:4])]
    assert any(leaks(r, None, secrets) for r in audited)
    own_vote = next(s for s in secrets if s.kind == "vote")
    seen_by_owner = client.replay(name, own_vote.version, token=tokens[own_vote.seat])
    other = (own_vote.seat + 1) % len(PLAYERS)
    assert leaks(seen_by_owner, other, secrets), "the owner's view, given to another, leaks"


# ---------------------------------------------------------------------- non-interference

_VOLATILE = {"name", "create_time", "event_time", "deadline_time", "created_at", "deadline"}


def _normal(message: Any) -> Any:
    """A response as data, without what differs between any two games (ids, clocks)."""
    def strip(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: strip(v) for k, v in node.items() if k not in _VOLATILE}
        if isinstance(node, list):
            return [strip(v) for v in node]
        return node

    return strip(json_format.MessageToDict(message, preserving_proto_field_name=True))


def _world(client: Client, vote: int, vizier: int) -> tuple[str, list[str], dict]:
    """Turn 1 of a 4-seat game up to the last missing vote: Day (0, 2) active, Night (1, 3)."""
    created = client.create_game("1001", ["Ann", "Bob", "Cid", "Dee"], seed=99)
    name, tokens = created.game.name, list(created.seat_tokens)
    assert list(created.game.g1001.day.seats) == [0, 2]
    full = {"view": "full"}  # the answers with their views, for the comparison to see them
    answers = {
        "vote0": client.submit(name, "cast_vote", cards=[vote], token=tokens[0], **full),
        "vizier1": client.submit(name, "choose_vizier", direction=vizier, token=tokens[1],
                                 **full),
        "vote2": client.submit(name, "cast_vote", cards=[1], token=tokens[2], **full),
        "vote1": client.submit(name, "cast_vote", cards=[2], token=tokens[1], **full),
    }
    return name, tokens, answers  # seat 3 has not voted: nothing is revealed yet


def _everything(client: Client, name: str, token: str | None, answers: dict, seat: int | None):
    last = client.get_game(name).version
    seen = {
        "get": client.get_game(name, token=token),
        "events": pb.ListGameEventsResponse(events=client.events(name, token=token)),
        "legal": pb.ListLegalCommandsResponse(commands=client.legal_commands(name, token=token)),
        "watch": next(iter(client.watch(name, token=token))),
        "replays": [client.replay(name, v, token=token) for v in range(1, last + 1)],
    }
    seen.update({k: r for k, r in answers.items() if k.endswith(str(seat))})
    return {k: [_normal(x) for x in v] if isinstance(v, list) else _normal(v)
            for k, v in seen.items()}


def test_games_differing_in_one_secret_look_the_same_to_those_who_may_not_see_it(
    client: Client,
) -> None:
    base = _world(client, vote=3, vizier=4)
    other_vote = _world(client, vote=4, vizier=4)
    other_vizier = _world(client, vote=3, vizier=2)

    def looks(world: tuple, seat: int | None) -> dict:
        name, tokens, answers = world
        token = AUDITOR if seat == -1 else None if seat is None else tokens[seat]
        return _everything(client, name, token, answers, seat)

    # Seat 0's vote: only seat 0 may know it.
    for seat in (None, 1, 2, 3):
        assert looks(base, seat) == looks(other_vote, seat), f"seat {seat} sees seat 0's vote"
    # Night's Vizier: Day and spectators may not know it.
    for seat in (None, 0, 2):
        assert looks(base, seat) == looks(other_vizier, seat), f"seat {seat} sees the Vizier"
    # The comparison can fail: whoever may see a secret sees the difference.
    assert looks(base, 0) != looks(other_vote, 0)
    assert looks(base, 3) != looks(other_vizier, 3)
    assert looks(base, -1) != looks(other_vote, -1)
