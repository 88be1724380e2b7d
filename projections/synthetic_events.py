"""Plausible 1001 event streams for benchmarks and tests, written straight into a store.

They are not played by the rules (the projector does not check rules); they have the shape
and the volume of real games: ~200 events per game, 8 turns, votes, Vizier, flights,
purchases, an end. Deterministic for a given seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from eventsourcing.persistence import StoredEvent

from service.app.codec import Meta, encode
from service.games.g1001 import events as ev
from service.kit.base import Event, GameCreated

REWARDS = ("stars", "oil_lamp", "magic_carpet", "palace", "genie", "sabre")
CARDS = ("5R2", "5L2", "4R3", "4L3", "6R1", "6L1", "3R4", "3L4")


def _turn(rng: random.Random, turn: int, seats: int, points: dict[str, int],
          individual: list[int], at: float) -> Iterator[tuple[Event, int | None]]:
    active = "day" if turn % 2 else "night"
    teams = {"day": [s for s in range(seats) if s % 2 == 0],
             "night": [s for s in range(seats) if s % 2 == 1]}
    opposing = "night" if active == "day" else "day"
    yield ev.TurnBegan(turn=turn, active=active, point_value=(turn + 1) // 2), None
    yield ev.CloudsGained(turn=turn, team=active, count=1, returned=0, clouds=3, space=None), None
    yield ev.FlightCardsDealt(turn=turn, cards=tuple(rng.sample(CARDS, 4))), None
    yield ev.VotingOpened(turn=turn, deadline=at + 120), None
    common = rng.randint(1, 4) if rng.random() < 0.3 else None
    votes = []
    for seat in range(seats):
        n = 2 if seat in teams[active] and len(teams[active]) == 1 else 1
        cards = tuple(common or rng.randint(1, 4) for _ in range(n)) if seat in teams[active] \
            else (rng.randint(1, 4),)
        votes.append((seat, cards))
        yield ev.VoteCast(turn=turn, seat=seat, cards=cards), seat
    vizier = rng.randint(1, 4)
    chooser = teams[opposing][0]
    yield ev.VizierChosen(turn=turn, seat=chooser, team=opposing, direction=vizier,
                          team_seats=tuple(teams[opposing])), chooser
    yield ev.VotesRevealed(turn=turn, votes=tuple(votes), vizier=vizier), votes[-1][0]
    active_cards = [c for s, cs in votes if s in teams[active] for c in cs]
    if len(set(active_cards)) == 1:
        points[active] += 3
        yield ev.UnanimousBonusScored(turn=turn, team=active, points=3), None
    for seat, cards in votes:
        if seat in teams[opposing] and cards[0] in active_cards:
            individual[seat] += (turn + 1) // 2
            yield ev.IndividualPointsScored(turn=turn, seat=seat, points=(turn + 1) // 2), None
    remaining = [c for c in active_cards if c != vizier]
    returned = tuple(s for s, cs in votes if s in teams[active] for c in cs if c == vizier)
    yield ev.RouteBanned(turn=turn, direction=vizier, returned=returned), None
    if not remaining:
        yield ev.FlightGrounded(turn=turn), None
    else:
        direction = rng.choice(remaining)
        yield ev.RouteSelected(turn=turn, direction=direction, card=rng.choice(CARDS),
                               pool=tuple(remaining), drawn=len(set(remaining)) > 1), None
        space = rng.randrange(64)
        for step in range(1, 8):
            space = (space + 1) % 64
            yield ev.AladdinMoved(turn=turn, step=step, space=space), None
            roll = rng.random()
            if roll < 0.3:
                yield ev.GemGained(turn=turn, team=active, colour="red", space=space), None
            elif roll < 0.55:
                yield ev.CloudsGained(turn=turn, team=active, count=2, returned=0, clouds=5,
                                      space=space), None
            elif roll < 0.65:
                yield ev.CloudsLost(turn=turn, team=active, count=1, clouds=4, space=space), None
        yield ev.FlightEnded(turn=turn, space=space, reason="landed"), None
    buyer = teams[active][0]
    if rng.random() < 0.6:
        pts = rng.randint(3, 8)
        points[active] += pts
        yield ev.RewardBought(turn=turn, team=active, seat=buyer, reward=rng.choice(REWARDS),
                              red=2, blue=0, green=0, clouds=0, points=pts), buyer
    if rng.random() < 0.3:
        points[active] += 1
        yield ev.TokensExchanged(turn=turn, team=active, seat=buyer, red=0, blue=1, green=0,
                                 clouds=0, points=1), buyer
    yield ev.TurnEnded(turn=turn, team=active, start_space=rng.randrange(64)), buyer


def game_events(rng: random.Random, game_id: str, seats: int,
                at: float = 1_760_000_000.0) -> list[tuple[Event, Meta]]:
    """One finished game's events with their meta (`game.Created` first)."""
    options = {"day_seats": list(range(0, seats, 2)), "night_seats": list(range(1, seats, 2))}
    out: list[tuple[Event, Meta]] = [(GameCreated(
        game_type="1001", players=tuple(f"p{i}" for i in range(seats)), options=options,
        seed=rng.getrandbits(63), content_hash="synthetic", created_at=at,
        token_hashes=tuple("0" * 64 for _ in range(seats)),
    ), Meta(at=at))]
    out.append((ev.TilesLaidOut(tiles=tuple(f"t{i}" for i in range(16))), Meta(at=at)))
    out.append((ev.GemsLaidOut(gems=tuple(rng.choice(("red", "blue", "green"))
                                          for _ in range(36))), Meta(at=at)))
    points = {"day": 0, "night": 0}
    individual = [0] * seats
    for turn in range(1, 9):
        for event, seat in _turn(rng, turn, seats, points, individual, at):
            at += 0.5
            out.append((event, Meta(at=at, command_id=None if seat is None else f"c{at}",
                                    seat=seat)))
    scores = tuple(points["day" if s % 2 == 0 else "night"] + individual[s] for s in range(seats))
    best = max(scores)
    out.append((ev.GameEnded(day_points=points["day"], night_points=points["night"],
                             scores=scores, winners=tuple(s for s in range(seats)
                                                          if scores[s] == best)), Meta(at=at)))
    return out


def fill_store(recorder, n_events: int, seed: int = 1, interleave: int = 50) -> int:
    """Store ~`n_events` events of synthetic finished games; `interleave` games at a time have
    their events mixed in the log, as live games do. Returns the number stored."""
    rng = random.Random(seed)
    stored = 0
    game_no = 0
    while stored < n_events:
        streams = []
        for _ in range(interleave):
            game_no += 1
            gid = f"syn{seed}-{game_no:07d}"
            streams.append((gid, game_events(rng, gid, rng.randint(2, 6))))
        batch: list[StoredEvent] = []
        cursors = [0] * len(streams)
        live = list(range(len(streams)))
        while live:
            i = rng.choice(live)
            gid, events = streams[i]
            event, meta = events[cursors[i]]
            topic, state = encode(event, meta)
            cursors[i] += 1
            batch.append(StoredEvent(gid, cursors[i], topic, state))
            if cursors[i] == len(events):
                live.remove(i)
        for start in range(0, len(batch), 5_000):
            recorder.insert_events(batch[start:start + 5_000])
        stored += len(batch)
    return stored
