"""Tales rules of winning — when a seat may announce that it is going to win, and who is
eligible at the end of the last turns — in positions set by hand on the fixture pack; each
docstring quotes the rulebook sentence it reads and names its section."""

from __future__ import annotations

import pytest

from service.games.tales import events as ev
from service.games.tales.commands import ChooseReaction, Move
from service.games.tales.components import parse_award
from service.games.tales.state import ENCOUNTER, MOVE, Encounter
from tests.games.tales.scenes import Play, scene
from tests.games.tales.scenes import hero as plain


def hero(**fields):
    """A hero with a quest under way (no new quest to keep holds up the turn's end)."""
    return plain(**{"quest": "isle", **fields})


def awarded_at(space: str, code: str, *others, **fields) -> Play:
    """Seat 0, its goal met, resolves `code` at the end of an encounter on `space`."""
    h = hero(space=space, goal=(1, 1), **fields)
    enc = Encounter(source="deck", card="efreet", space=space, stage="award")
    g = scene(h, *(others or (hero(space="basra"),)), step=ENCOUNTER, enc=enc,
              queue=parse_award(code))
    return Play(g).run()


def test_a_seat_that_survives_an_encounter_in_baghdad_declares() -> None:
    """Game End: "Once you reach Baghdad (and remain there after surviving an encounter),
    you announce that you are going to win"; Check for Victory: "If you are in Baghdad and
    have met (or exceeded) the conditions of your Secret Goal, then declare"."""
    g = scene(hero(goal=(1, 1)), hero(space="basra"), step=ENCOUNTER, time=2,
              encounters=("efreet",))
    p = Play(g).run()
    assert p.of(ev.EncounterEnded)[0].successful
    assert [(e.seat, e.last) for e in p.of(ev.VictoryDeclared)] == [(0, (1,))]


def test_carried_into_baghdad_without_an_encounter_there_no_declaration() -> None:
    """Game End: "Once you reach Baghdad (and remain there after surviving an encounter),
    you announce": a seat transported into Baghdad by its award has survived no encounter
    there, and announces nothing."""
    p = awarded_at("grove", "transport:baghdad")
    assert p.g.heroes[0].space == "baghdad" and not p.of(ev.EncounterEnded)[0].successful
    assert p.of(ev.TurnEnded) and p.of(ev.VictoryDeclared) == []


def test_out_of_a_place_of_power_into_baghdad_no_declaration() -> None:
    """Places of Power: "As soon as you complete your encounter in a Place of Power, move
    your Character to the space indicated by the arrow"; Game End: "(and remain there after
    surviving an encounter)": the Jeweled Fortress's arrow leads into Baghdad, where no
    encounter was had."""
    g = scene(hero(space="basra", goal=(1, 1), destination="jeweled_fortress"),
              hero(space="basra"), step=MOVE)
    p = Play(g).run()(Move(0, "jeweled_fortress"))
    p.draw(3)(ChooseReaction(0, "avoid")).draw(0)
    assert [(e.to, e.how) for e in p.of(ev.Moved)][-1] == ("baghdad", "arrow")
    assert p.of(ev.TurnEnded) and p.of(ev.VictoryDeclared) == []


def test_dead_and_back_in_baghdad_one_may_declare() -> None:
    """Death: "If your character dies, move back to Baghdad … Note: If you have obtained
    your secret goal condition, you may announce that you are going to win"."""
    p = awarded_at("grove", "death")
    assert [e.seat for e in p.of(ev.VictoryDeclared)] == [0]


def test_the_announcement_after_a_death_is_made_at_the_victory_check_unasked() -> None:
    """Death: "Note: If you have obtained your secret goal condition, you may announce that
    you are going to win (see Game End)"; Game Sequence 6: "If you are in Baghdad and have
    met (or exceeded) the conditions of your Secret Goal, then declare that you can win";
    Game End: "you announce that you are going to win". README, DECISION: the note's "may"
    permits the dead seat what Game End otherwise asks of a living one (to have survived an
    encounter in Baghdad); it does not make declaring optional — no decision is asked, the
    seat declares at its victory check, as every seat there with its goal met does."""
    p = awarded_at("grove", "death")
    kinds = [type(e).__name__ for e in p.events]
    assert kinds.index("Died") < kinds.index("VictoryDeclared") < kinds.index("TurnEnded")
    assert p.g.seat == 1 and p.pending["name"] == "move"  # the next seat's last turn


@pytest.mark.parametrize("status", ["imprisoned", "lost"])
def test_imprisoned_or_lost_in_baghdad_at_the_end_is_not_eligible(status: str) -> None:
    """Game End: "At the end of this 'last turn' any player in Baghdad who has met their
    Secret Goal can win", having returned as the declarer did — "remain there after
    surviving an encounter"; Note: "You are considered to have a successful encounter if
    you finish your turn in the same space as the encounter, unless you end up Lost,
    Imprisoned, or Dead". Seat 1 ends its last turn in Baghdad, its goal met, but
    {status}: only the declarer is eligible (seat 1 would have won on statuses)."""
    declarer = hero(goal=(1, 1), survived="baghdad")
    h = hero(goal=(1, 1), statuses=("respected",))
    enc = Encounter(source="deck", card="efreet", space="baghdad", stage="award")
    g = scene(declarer, h, step=ENCOUNTER, seat=1, enc=enc, declared=0, last=(1,),
              queue=parse_award(f"status:{status}"))
    p = Play(g).run()
    end = p.of(ev.GameEnded)[0]
    assert (end.eligible, end.winners) == ((0,), (0,))
