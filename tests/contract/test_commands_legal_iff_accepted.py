"""Every command `legal_commands` offers is accepted; every bent one the rules must refuse
is refused with a RuleViolation (a stable UPPER_SNAKE code and a message) and nothing else;
whatever is asked, `decide` leaves the state it was given as it was."""

from __future__ import annotations

import copy
import random
import re

import pytest

from service.kit.base import Command, Context, RuleViolation
from tests.contract.mutants import mutants, offered_shapes
from tests.contract.tables import Case, Table, cases, playout

CODE = re.compile(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)*")
TABLES_PER_GAME = 25


def sampled(case: Case) -> list[Table]:
    p = playout(case)
    tables = [step.before for step in p.steps]
    rng = random.Random(f"tables:{case}")
    return [*rng.sample(tables, min(TABLES_PER_GAME, len(tables))), p.table]


def decide(table: Table, command: Command):
    """The decision, or the refusal; any other exception fails with the command named."""
    try:
        return table.rules.decide(table.state, command, Context(now=table.now))
    except RuleViolation as refusal:
        assert CODE.fullmatch(refusal.code) and refusal.message, refusal
        return refusal
    except Exception as exc:  # noqa: BLE001 - a crash is the finding
        pytest.fail(f"{command!r} raised {exc!r} instead of a RuleViolation")


@pytest.mark.parametrize("case", cases(), ids=str)
def test_every_offered_command_is_accepted_and_its_decision_folds_its_events(case: Case):
    rules = case.rules
    for table in [step.before for step in playout(case).steps]:
        kept = copy.deepcopy(table.state)
        for _, command in table.legal():
            decision = decide(table, command)
            assert not isinstance(decision, RuleViolation), f"{command!r} offered, refused"
            assert decision.events, f"{command!r} accepted but recorded nothing"
            folded = table.state
            for event in decision.events:
                folded = rules.fold(folded, event)
            assert decision.state == folded, f"{command!r}: Decision.state is not the fold"
            assert decide(table, command) == decision, "deciding twice decides alike"
        assert table.state == kept, "decide changed the state it was given"


@pytest.mark.parametrize("case", cases(), ids=str)
def test_bent_commands_are_refused_and_leave_the_state_as_it_was(case: Case):
    shapes = offered_shapes(case.game_type)
    rng = random.Random(f"mutants:{case}")
    refused = 0
    for table in sampled(case):
        kept = copy.deepcopy(table.state)
        for command, must_refuse in mutants(table, shapes, rng):
            outcome = decide(table, command)
            if must_refuse:
                assert isinstance(outcome, RuleViolation), f"{command!r} accepted"
                refused += 1
        assert table.state == kept, "decide changed the state it was given"
    assert refused > 100
