"""Property tests of 1001's own rules: seeded random legal play (the test acts as the
application).

- every game ends after 8 turns with a Result; 1001's invariants hold after every event;
- random command instances (wrong seat, phase, values, types) are refused with a
  RuleViolation exactly when they are not among the seat's legal commands (a vote's cards in
  any order);
- the fold's copies (`evolve`) are what the records' constructors build, and a game
  survives the stored form.

What every game owes — fold equality, determinism, offered commands accepted, refusals
recording nothing, non-interference — is the contract suite's (tests/contract).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.app import codec
from service.games.g1001 import GAME
from service.games.g1001 import events as ev
from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    ChooseVizier,
    DiscardGem,
    EndTurn,
    ExchangeTokens,
)
from service.games.g1001.content import load
from service.games.g1001.state import (
    MAX_CLOUDS,
    MAX_GEMS,
    TEAMS,
    Final,
    GemChoice,
    Route,
    State,
    Tally,
    Team,
)
from service.kit.base import Command, Context, ExpireTimer, ResolveChance, RuleViolation
from service.kit.records import evolve

from .scenes import NOW, Play, created, fold_all, random_command, random_game

SETTINGS = settings(max_examples=50, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
seeds = st.integers(min_value=0, max_value=2**32)
player_counts = st.integers(min_value=2, max_value=8)
RESTING = {"tiles", "gems", "dealing", "voting", "drawing", "flight", "buying", "over"}


class Invariants:
    """Checks the state after every event of a game."""

    def __init__(self) -> None:
        self.bought: Counter[int] = Counter()
        self.turns: list[int] = []

    def __call__(self, before: State, event: ev.Event, after: State) -> None:
        for name in TEAMS:
            t, b = after.team(name), before.team(name)
            assert 0 <= t.clouds <= MAX_CLOUDS
            assert min(t.red, t.blue, t.green) >= 0
            if t.gems > MAX_GEMS:
                # the 6th gem is returned at once: only between gaining it and the discard
                assert t.gems == MAX_GEMS + 1
                assert isinstance(event, ev.GemGained) or (
                    isinstance(event, ev.GemDiscardRequired) and event.reason == "overflow")
            assert t.points >= b.points
        assert all(a >= b for a, b in zip(after.individual, before.individual,
                                          strict=True))
        owned = after.day.rewards + after.night.rewards
        assert sorted(owned + after.market) == sorted(load().rewards)
        if isinstance(event, ev.RewardBought):
            self.bought[event.turn] += 1
            assert self.bought[event.turn] == 1
        if isinstance(event, ev.TurnBegan):
            self.turns.append(event.turn)
            assert event.turn == len(self.turns)


def _at_rest(play: Play) -> None:
    g = play.state
    assert g.phase in RESTING
    for name in TEAMS:
        assert g.team(name).gems <= MAX_GEMS or (
            g.gem_choice is not None and g.gem_choice.reason == "overflow")


def _play(seed: int, players: int, on_command=None) -> tuple[Play, Invariants]:
    play = Play(created(players, seed=seed), random.Random(seed))
    check = Invariants()
    play.on_event = check
    play.settle()
    for _ in range(2_000):
        _at_rest(play)
        if play.result is not None:
            break
        if on_command is not None:
            on_command(play)
        command = play.rng.choice(play.legal())
        play.apply(command)
        if on_command is not None and GAME.chance(play.state) is not None:
            on_command(play)
        play.settle()
    return play, check


@SETTINGS
@given(seed=seeds, players=player_counts)
def test_random_play_ends_after_8_turns_with_the_invariants_held(seed, players):
    play, check = _play(seed, players)
    assert check.turns == list(range(1, 9))
    last = play.events[-1]
    assert isinstance(last, ev.GameEnded)
    result = play.result
    assert result is not None and result.winners and len(result.scores) == players
    assert max(result.scores) == result.scores[result.winners[0]]
    for seat in range(players):
        team_points = last.day_points if seat in play.state.setup.day_seats else last.night_points
        assert result.scores[seat] == team_points + play.state.individual[seat]


# --- illegal commands ---------------------------------------------------------------------------

seat_values = st.one_of(st.integers(-2, 9), st.none(), st.booleans(),
                        st.floats(-1, 9, allow_nan=False), st.text(max_size=2))
card_values = st.one_of(
    st.lists(st.integers(-1, 6), max_size=3).map(tuple), st.lists(st.integers(0, 5), max_size=3),
    st.tuples(st.booleans()), st.tuples(st.floats(1, 4)), st.text(max_size=3), st.none(),
    st.integers(),
)
colours = st.one_of(st.sampled_from(["red", "blue", "green", "Red", "", "gold"]), st.none(),
                    st.integers())
rewards = st.one_of(st.sampled_from([*load().rewards, "nope", ""]), st.none(), st.integers())
counts = st.one_of(st.integers(-2, 12), st.booleans(), st.floats(0, 4), st.none(),
                   st.just(10**30))
directions = st.one_of(st.integers(-1, 6), st.booleans(), st.none(), st.floats(1, 4),
                       st.text(max_size=1))
keys = st.one_of(st.sampled_from(["tiles", "gems", "flight_cards:1", "route:1"]),
                 st.text(max_size=5), st.none(), st.integers())
outcomes = st.one_of(st.none(), st.integers(-1, 5), st.lists(st.text(max_size=3), max_size=3),
                     st.text(max_size=3))
commands = st.one_of(
    st.builds(CastVote, seat=seat_values, cards=card_values),
    st.builds(ChooseVizier, seat=seat_values, direction=directions),
    st.builds(DiscardGem, seat=seat_values, colour=colours),
    st.builds(BuyReward, seat=seat_values, reward=rewards),
    st.builds(ExchangeTokens, seat=seat_values, red=counts, blue=counts, green=counts,
              clouds=counts),
    st.builds(EndTurn, seat=seat_values),
    st.builds(ResolveChance, seat=st.one_of(st.none(), seat_values), key=keys, outcome=outcomes),
    st.builds(ExpireTimer, seat=st.one_of(st.none(), seat_values)),
    st.builds(Command, seat=seat_values),
    st.none(),
)
clocks = st.sampled_from([NOW, NOW + 119.5, NOW + 120, NOW + 600])


def _strict_equal(a, b) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_strict_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, Command):
        return all(_strict_equal(getattr(a, f.name), getattr(b, f.name)) for f in fields(a))
    return a == b


def _oracle(g: State, cmd, now: float) -> bool:
    """Whether the rules should accept `cmd`, from `legal_commands` and the rulebook."""
    if type(cmd) is ResolveChance:
        spec = GAME.chance(g)
        if spec is None or cmd.seat is not None or cmd.key != spec.key:
            return False
        if spec.kind == "choice":
            return type(cmd.outcome) is int and 0 <= cmd.outcome < len(spec.items)
        out = cmd.outcome
        return (isinstance(out, tuple | list) and all(type(x) is str for x in out)
                and Counter(out) == Counter(spec.items))
    if type(cmd) is ExpireTimer:
        due = GAME.deadline(g)
        return cmd.seat is None and due is not None and now >= due and g.phase != "over"
    if type(cmd) not in GAME.command_types.values():
        return False
    seat = cmd.seat
    if type(seat) is not int or not 0 <= seat < len(g.setup.players):
        return False
    legal = GAME.legal_commands(g, seat)
    if type(cmd) is CastVote:
        cards = cmd.cards
        if not isinstance(cards, tuple | list) or any(type(x) is not int for x in cards):
            return False
        cmd = CastVote(seat, tuple(sorted(cards)))
    return any(_strict_equal(cmd, c) for c in legal)


def _probe(g: State, cmd, now: float, tried: Counter) -> None:
    expected = _oracle(g, cmd, now)
    try:
        events = list(GAME.decide(g, cmd, Context(now=now)).events)
    except RuleViolation as exc:
        assert not expected, f"{cmd!r} refused ({exc.code}) but legal"
        assert exc.code and exc.code.replace("_", "").isupper()
        tried["refused"] += 1
    else:
        assert expected, f"{cmd!r} accepted but illegal"
        assert events
        tried["accepted"] += 1


@SETTINGS
@given(seed=seeds, players=player_counts)
def test_random_commands_during_play_are_refused_exactly_when_illegal(seed, players):
    """Random command instances (bent legal ones: other seat, value or type; junk) at every
    step of a random game, including while chance is pending."""
    tried: Counter[str] = Counter()
    rng = random.Random(seed ^ 0x5EED)

    def probe(play: Play) -> None:
        g = play.state
        for _ in range(4):
            now = rng.choice([NOW, NOW + 119.5, NOW + 120, NOW + 600])
            _probe(g, random_command(rng, g), now, tried)
        assert play.state == g

    play, _ = _play(seed, players, probe)
    for _ in range(10):  # and once the game is over
        _probe(play.state, random_command(rng, play.state), NOW + 600, tried)
    assert tried["refused"] > 50 and tried["accepted"] > 5


def _positions() -> list[State]:
    """A few positions of every kind: chance pending, voting, a paused flight, buying, over."""
    found: dict[str, State] = {}
    for seed in range(40):
        play = Play(created(2 + seed % 7, seed=seed), random.Random(seed))
        found.setdefault("tiles", play.state)
        while play.result is None:
            spec = GAME.chance(play.state)
            if spec is not None:
                found.setdefault(spec.key.split(":")[0], play.state)
                play.settle_one()
                continue
            phase = play.state.phase
            pending = play.state.gem_choice
            if pending is not None:
                found.setdefault(f"flight-{pending.reason}", play.state)
            if phase == "voting" and play.state.votes:
                found.setdefault(f"voting-{len(play.state.setup.players)}", play.state)
            found.setdefault(phase, play.state)
            play.apply(play.rng.choice(play.legal()))
        found.setdefault("over", play.state)
    return list(found.values())


POSITIONS = _positions()


@settings(max_examples=300, deadline=None)
@given(cmd=commands, now=clocks)
def test_arbitrary_command_instances_are_refused_exactly_when_illegal(cmd, now):
    tried: Counter[str] = Counter()
    for g in POSITIONS:
        _probe(g, cmd, now, tried)


# --- the state's records and the stored form ----------------------------------------------------


@pytest.mark.parametrize("cls", [State, Team, Route, Tally, GemChoice, Final])
def test_the_folds_copies_equal_the_dataclass_constructors(cls):
    """The fold changes a record only with `evolve`: a copy with every field changed is the
    record its constructor builds from those values, and as frozen."""
    names = [f.name for f in fields(cls)]
    start = cls(**{name: object() for name in names})
    values = {name: object() for name in names}
    copy, built = evolve(start, **values), cls(**values)
    assert type(copy) is cls
    assert all(getattr(copy, name) is v for name, v in values.items())
    assert copy == built and hash(copy) == hash(built)
    with pytest.raises(AttributeError):
        copy.__setattr__(names[0], 1)


def test_a_game_survives_the_stored_form():
    play = random_game(11, 6)
    stored = [codec.encode(e, codec.Meta(at=0.0)) for e in [play.created, *play.events]]
    decoded = [codec.decode(t, s, GAME.event_types)[0] for t, s in stored]
    assert decoded == [play.created, *play.events]
    assert fold_all(decoded[0], decoded[1:]) == play.state
