"""No response, stream or history shows a seat or a spectator another seat's unrevealed vote
or the other team's unrevealed Vizier in 1001: several turns of a 5-seat game, every kind of
response scanned for the secrets the auditor knows (the same scan flags the auditor's own
responses, so it can fail). Non-interference — worlds differing in one secret look alike to
whoever may not see it — is checked for every game by tests/contract.
"""

from __future__ import annotations

import random

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
