"""A turn and the end of the game (rulebook: "How to collect the treasures?", "Bandit chief!
Watch out!", "End of the Game"), as given events / when command / then events or reason."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from service.games.treasures import GAME
from service.games.treasures import events as ev
from service.games.treasures.commands import EXIT, MoveFigure, PlaceFigure, SummonSpirit
from service.kit.base import Command, ExpireTimer, GameCreated, ResolveChance, RuleViolation
from tests.games.treasures.scenes import CTX, board, position

# Entrance east of C2; every card shows one treasure unless a test says otherwise.
CAVE = board("A1 B1 C1", "A2 B2 C2", entrance="C2", side="east", chief_steps=3)
HEAD, PLAIN = (2, True), (1, False)


def refused(game, command) -> str:
    before = dict(game.state.__dict__)
    with pytest.raises(RuleViolation) as err:
        game.decide(command)
    assert game.state.__dict__ == before
    return err.value.code


# --- setup ---------------------------------------------------------------------------------


def test_setup_lays_19_cards_face_up_and_shuffles_41_into_the_pile():
    created = GameCreated("treasures", ("a", "b"), {"variant": "classic"}, 1, "h", 0.0)
    s = GAME.initial_state(created)
    spec = GAME.chance(s)
    assert (spec.key, spec.kind, len(spec.items)) == ("cave_cards", "shuffle", 19)
    for bad in (spec.items[:-1], spec.items[:-1] + spec.items[:1], 7, None):
        with pytest.raises(RuleViolation) as err:
            GAME.decide(s, ResolveChance(None, "cave_cards", bad), CTX)
        assert err.value.code == "BAD_CHANCE_OUTCOME"
    with pytest.raises(RuleViolation):
        GAME.decide(s, ResolveChance(None, "provision", spec.items), CTX)
    order = tuple(reversed(spec.items))
    [dealt] = GAME.decide(s, ResolveChance(None, "cave_cards", order), CTX).events
    assert dealt == ev.CardsDealt(squares=GAME.content.board.squares, cards=order)
    s = GAME.fold(s, dealt)
    spec = GAME.chance(s)
    assert (spec.key, spec.kind, len(spec.items)) == ("provision", "shuffle", 41)
    [shuffled] = GAME.decide(s, ResolveChance(None, "provision", spec.items), CTX).events
    assert shuffled.audience() == frozenset() and shuffled.redacted() == {"size": 41}
    s = GAME.fold(s, shuffled)
    assert (s.phase, s.current, s.pile_size, GAME.chance(s)) == ("placing", 0, 41, None)


def test_figures_are_placed_in_seat_order_on_free_cave_cards():
    created = GameCreated("treasures", ("a", "b", "c"), {"variant": "classic"}, 1, "h", 0.0)
    s = GAME.initial_state(created)
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, PlaceFigure(0, "A1"), CTX)
    assert err.value.code == "WAITING_FOR_CHANCE"
    while (spec := GAME.chance(s)) is not None:
        for e in GAME.decide(s, ResolveChance(None, spec.key, spec.items), CTX).events:
            s = GAME.fold(s, e)
    assert [c.square for c in GAME.legal_commands(s, 0)] == list(GAME.content.board.squares)
    assert GAME.legal_commands(s, 1) == []
    for command, code in (
        (PlaceFigure(1, "A1"), "NOT_YOUR_TURN"),
        (PlaceFigure(0, "Q7"), "UNKNOWN_SQUARE"),
        (PlaceFigure(0, 3), "UNKNOWN_SQUARE"),
        (PlaceFigure(5, "A1"), "NOT_A_SEAT"),
        (MoveFigure(0, "A1"), "WRONG_PHASE"),
    ):
        with pytest.raises(RuleViolation) as err:
            GAME.decide(s, command, CTX)
        assert err.value.code == code
    for seat, square in enumerate(("C5", "A1")):
        [placed] = GAME.decide(s, PlaceFigure(seat, square), CTX).events
        assert placed == ev.FigurePlaced(seat=seat, square=square)
        s = GAME.fold(s, placed)
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, PlaceFigure(2, "C5"), CTX)
    assert err.value.code == "SQUARE_OCCUPIED"
    assert "C5" not in [c.square for c in GAME.legal_commands(s, 2)]
    events = list(GAME.decide(s, PlaceFigure(2, "E1"), CTX).events)
    assert events[-1] == ev.TurnBegan(turn=1, seat=0)  # seat 0 starts
    for e in events:
        s = GAME.fold(s, e)
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, PlaceFigure(0, "E2"), CTX)
    assert err.value.code == "WRONG_PHASE"


# --- a turn --------------------------------------------------------------------------------


def test_the_player_takes_the_card_left_and_a_provision_card_fills_the_square():
    game = position(CAVE, ["A1", "C1"], treasures={"A1": 3}, provision=[(2, False), PLAIN])
    events = game.play(MoveFigure(0, "C2"))  # over Green on C1, counted
    assert events == [
        ev.FigureMoved(1, 0, "A1", "C2", 3, ("A1", "B1", "C1", "C2"), False),
        ev.CardTaken(1, 0, "A1", "c-A1", 3, 3),
        ev.ProvisionDrawn(1, 0, "A1", "p01", 2, False, 1),
        ev.TurnBegan(turn=2, seat=1),
    ]
    s = game.state
    assert s.hands[0] == ("c-A1",) and s.totals == (3, 0)
    assert s.cave[CAVE.index["A1"]] == "p01" and s.pile_size == 1
    assert s.chief == 0


def test_a_chief_head_on_the_drawn_card_moves_him_one_step():
    game = position(CAVE, ["A1", "C1"], provision=[HEAD, PLAIN])
    events = game.play(MoveFigure(0, "B1"))
    assert events[2:] == [
        ev.ProvisionDrawn(1, 0, "A1", "p01", 2, True, 1),
        ev.ChiefAdvanced(1, 1, "space1", False, "head"),
        ev.TurnBegan(turn=2, seat=1),
    ]
    assert game.state.chief == 1


def test_leaving_the_cave_takes_the_card_and_the_figure_never_comes_back():
    game = position(CAVE, ["B2", "A1", "A2"], treasures={"B2": 2}, provision=[PLAIN] * 6)
    events = game.play(MoveFigure(0, EXIT))  # B2→C2→out
    assert events[0] == ev.FigureEscaped(1, 0, "B2", 2, ("B2", "C2"))
    assert events[1] == ev.CardTaken(1, 0, "B2", "c-B2", 2, 2)
    assert game.state.figures[0] == -2 and game.state.current == 1
    game.play(MoveFigure(1, "B1"))
    game.play(MoveFigure(2, "B2"))
    assert game.state.current == 1  # seat 0 is outside: its turn is skipped
    for seat in (0, 1, 2):
        if seat != 1:
            assert game.legal(seat) == []
    assert refused(game, MoveFigure(0, "A1")) == "NOT_YOUR_TURN"
    assert refused(game, SummonSpirit(0, "A1")) == "NOT_YOUR_TURN"


# --- the end -------------------------------------------------------------------------------


def test_the_game_ends_when_the_last_figure_has_left():
    game = position(CAVE, ["B2", "C1"], treasures={"B2": 2, "C1": 3}, provision=[PLAIN] * 4)
    game.play(MoveFigure(0, EXIT))
    events = game.play(MoveFigure(1, EXIT))  # C1→C2→out, the third step lost: the last figure
    assert events == [
        ev.FigureEscaped(2, 1, "C1", 2, ("C1", "C2")),
        ev.CardTaken(2, 1, "C1", "c-C1", 3, 3),
        ev.GameEnded(turn=2, reason="all_escaped", scores=(2, 3), winners=(1,)),
    ]  # nothing is drawn any more
    result = game.rules.result(game.state)
    assert (result.winners, result.scores) == ((1,), (2, 3))
    assert result.details["escaped"] == [0, 1] and result.details["caught"] == []
    assert refused(game, MoveFigure(1, "A1")) == "GAME_OVER"
    assert game.legal(0) == game.legal(1) == []


def test_the_chief_at_the_entrance_catches_every_figure_still_inside():
    game = position(
        CAVE,
        ["B2", "A1", "A2"],
        treasures={"B2": 2, "A1": 3, "A2": 2},
        provision=[HEAD, HEAD, PLAIN, HEAD, PLAIN],
    )
    game.play(MoveFigure(0, EXIT))  # B2→C2→out; a head: the chief at 1
    game.play(MoveFigure(1, "C2"))  # 3 steps; a head: the chief at 2
    game.play(MoveFigure(2, "B1"))  # 2 steps; a plain card
    assert game.state.chief == 2
    events = game.play(MoveFigure(1, "C1"))  # a head: the chief reaches the entrance
    assert events[-3:] == [
        ev.ChiefAdvanced(4, 3, "entrance", True, "head"),
        ev.PlayersCaught(turn=4, seats=(1, 2), lost=(4, 2)),
        ev.GameEnded(turn=4, reason="chief_arrived", scores=(2, 0, 0), winners=(0,)),
    ]
    result = game.rules.result(game.state)
    assert result.details == {
        "reason": "chief_arrived",
        "treasures": [2, 4, 2],
        "caught": [1, 2],
        "escaped": [0],
    }


def test_when_everybody_is_caught_nobody_wins():
    game = position(CAVE, ["A1", "C1"], provision=[HEAD, HEAD, HEAD])
    game.play(MoveFigure(0, "B1"))
    game.play(MoveFigure(1, "C2"))
    events = game.play(MoveFigure(0, "A1"))
    assert events[-2:] == [
        ev.PlayersCaught(turn=3, seats=(0, 1), lost=(2, 1)),
        ev.GameEnded(turn=3, reason="chief_arrived", scores=(0, 0), winners=()),
    ]


def test_ties_share_the_victory():
    game = position(
        CAVE,
        ["B2", "C1", "A1"],
        treasures={"B2": 2, "C1": 2},
        provision=[PLAIN, PLAIN, HEAD, HEAD, HEAD],
    )
    game.play(MoveFigure(0, EXIT))  # B2 (2 treasures) → C2 → out
    game.play(MoveFigure(1, EXIT))  # C1 (2) → C2 → out
    game.play(MoveFigure(2, "B1"))  # a head
    game.play(MoveFigure(2, "A1"))  # a head
    game.play(MoveFigure(2, "C1"))  # a head: caught with 4 treasures
    assert game.state.winners == (0, 1) and game.state.scores == (2, 2, 0)
    assert game.state.totals == (2, 2, 4)


def test_an_empty_provision_pile_brings_the_thieves_home():
    """DESIGNED: the designed pile holds more heads than the chief has steps, so it cannot run
    out first; should a content file allow it, the thieves come home when a card is due."""
    game = position(CAVE, ["A1", "C1"], provision=[PLAIN])
    game.play(MoveFigure(0, "B1"))
    events = game.play(MoveFigure(1, "C2"))
    assert events[2:] == [
        ev.ChiefAdvanced(2, 3, "entrance", True, "pile_empty"),
        ev.PlayersCaught(turn=2, seats=(0, 1), lost=(1, 1)),
        ev.GameEnded(turn=2, reason="chief_arrived", scores=(0, 0), winners=()),
    ]


# --- what is not a move --------------------------------------------------------------------


@dataclass(frozen=True)
class Dance(Command):
    pass


def test_foreign_commands_timers_and_stale_chance_are_refused():
    game = position(CAVE, ["A1", "C1"])
    assert refused(game, Dance(0)) == "UNKNOWN_COMMAND"
    assert refused(game, ExpireTimer(None)) == "NO_TIMER"
    assert refused(game, ResolveChance(None, "die:1", 3)) == "NO_CHANCE_PENDING"
    assert refused(game, ResolveChance(0, "die:1", 3)) == "APPLICATION_ONLY"
    assert refused(game, MoveFigure(None, "B1")) == "NOT_A_SEAT"
    assert refused(game, MoveFigure(True, "B1")) == "NOT_A_SEAT"
    assert game.rules.chance(game.state) is None and game.rules.deadline(game.state) is None


@pytest.mark.parametrize(
    ("options", "normalised"),
    [({}, {"variant": "classic"}), ({"variant": "big_luck"}, {"variant": "big_luck"})],
)
def test_options_default_to_the_classic_game(options, normalised):
    assert GAME.validate_options(3, options) == normalised


@pytest.mark.parametrize(
    "options", [{"variant": "younger"}, {"variant": None}, {"die": True}, {"variant": 1}]
)
def test_other_options_are_refused(options):
    with pytest.raises(RuleViolation) as err:
        GAME.validate_options(3, options)
    assert err.value.code == "BAD_OPTIONS"
