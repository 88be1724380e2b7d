"""Treasures fact rows: a hand-built stream through the handlers gives exactly the expected
rows, and the pile's order makes none."""

from __future__ import annotations

from projections import handlers_treasures as h
from projections.handlers_game import created_handler
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.base import GameCreated
from service.games.treasures import events as ev

END_AT = 1_700_000_100.5


def created(options: dict | None = None) -> GameCreated:
    return GameCreated(game_type="treasures", players=("a", "b", "c"),
                       options=options if options is not None else {"variant": "classic"},
                       seed=1, content_hash="h", created_at=1_700_000_000.0)


def project(events: list, options: dict | None = None) -> tuple[GameTrack, Rows]:
    """The handlers as the projector calls them: `game.Created` first, then by type."""
    track, rows = GameTrack("g", None), Rows()
    created_handler({"treasures": h.new_state})(track, created(options), Meta(at=0.0), rows)
    for event in events:
        handler = h.ROUTES.get(event.TYPE)
        if handler is not None:
            handler(track, event, Meta(at=END_AT), rows)
    return track, rows


# A short classic game: seat 0 moves, seat 1 leaves, seat 2 is carried by the spirit, and
# the chief arrives and catches seats 0 and 2.
STREAM = [
    ev.CardsDealt(squares=("C3", "C4"), cards=("E05", "E07")),
    ev.ProvisionShuffled(size=3, order=("R01", "R02", "R03")),
    ev.FigureMoved(1, 0, "C3", "C1", 2, ("C3", "C2", "C1"), False),
    ev.CardTaken(1, 0, "C3", "E05", 2, 2),
    ev.ProvisionDrawn(1, 0, "C3", "R01", 1, True, 2),
    ev.ChiefAdvanced(1, 1, "palm grove", False, "head"),
    ev.TurnBegan(turn=2, seat=1),
    ev.FigureEscaped(2, 1, "C4", 2, ("C4", "C5")),
    ev.CardTaken(2, 1, "C4", "E07", 3, 3),
    ev.ProvisionDrawn(2, 1, "C4", "R02", 2, False, 1),
    ev.TurnBegan(turn=3, seat=2),
    ev.FigureMoved(3, 2, "A1", "E1", 0, ("A1", "E1"), True),
    ev.CardTaken(3, 2, "A1", "R09", 1, 1),
    ev.ChiefAdvanced(3, 6, "cave entrance", True, "pile_empty"),
    ev.PlayersCaught(3, (0, 2), (2, 1)),
    ev.GameEnded(turn=3, reason="chief_arrived", scores=(0, 3, 0), winners=(1,)),
]


def test_a_hand_built_stream_gives_the_expected_rows():
    track, rows = project(STREAM)
    assert rows.tables["treasures_moves"] == [
        ("g", 1, 0, "C3", "C1", 2, False, False),
        ("g", 2, 1, "C4", None, 2, False, True),  # escaped: no square to end on
        ("g", 3, 2, "A1", "E1", 0, True, False),  # the bottle spirit: no steps
    ]
    assert rows.tables["treasures_cards"] == [
        ("g", 1, 0, "C3", "E05", 2),
        ("g", 2, 1, "C4", "E07", 3),
        ("g", 3, 2, "A1", "R09", 1),
    ]
    assert rows.tables["treasures_chief"] == [
        ("g", 1, 1, "head", False),
        ("g", 3, 6, "pile_empty", True),
    ]
    assert rows.tables["treasures_outcomes"] == [
        # game, seat, variant, escaped, caught, treasures taken, score, winner
        ("g", 0, "classic", False, True, 2, 0, False),
        ("g", 1, "classic", True, False, 3, 3, True),
        ("g", 2, "classic", False, True, 1, 0, False),
    ]
    assert track.finished
    assert track.result == {"status": "finished", "ended_at": int(END_AT * 1_000_000),
                            "winners": [1], "scores": [0, 3, 0]}


def test_the_pile_order_and_draws_make_no_fact_rows():
    _, rows = project(STREAM[:2] + [STREAM[4]])
    assert not any(rows.tables.values())
    assert ev.ProvisionShuffled.TYPE not in h.ROUTES


def test_variant_from_the_options_or_classic_when_unknown():
    assert h.new_state(created({"variant": "big_luck"})).variant == "big_luck"
    assert h.new_state(created({})).variant == "classic"
    assert h.new_state(None).variant == "classic"
    _, rows = project([ev.GameEnded(turn=9, reason="chief_arrived", scores=(4, 6),
                                    winners=(1,))], {"variant": "big_luck"})
    assert rows.tables["treasures_outcomes"] == [
        ("g", 0, "big_luck", False, False, 0, 4, False),
        ("g", 1, "big_luck", False, False, 0, 6, True),
    ]


def test_nobody_wins_when_everybody_is_caught():
    end = [ev.PlayersCaught(5, (0, 1, 2), (1, 2, 3)),
           ev.GameEnded(turn=5, reason="chief_arrived", scores=(0, 0, 0), winners=())]
    track, rows = project(end)
    assert [r[7] for r in rows.tables["treasures_outcomes"]] == [False, False, False]
    assert [r[4] for r in rows.tables["treasures_outcomes"]] == [True, True, True]
    assert track.result["winners"] == []
