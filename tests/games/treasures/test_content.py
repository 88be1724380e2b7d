"""The designed content in seeds/treasures/: it loads, keeps the rulebook's component counts,
is marked DESIGNED, and a broken edit fails loudly at load time."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from service.games.treasures import RULES
from service.games.treasures.board import exit_distance, walled_off
from service.games.treasures.content import (
    SEED_DIR,
    ContentError,
    canonical_hash,
    load,
    parse,
    read,
)


def test_the_designed_content_has_the_rulebooks_components():
    c = load()
    assert len(c.board.squares) == 19  # "the 19 cave squares"
    assert len(c.cards) == 60 and len(c.cave_cards) == 19 and len(c.provision) == 41
    assert {c.cards[i].back for i in c.cave_cards} == {"entrance"}
    assert {c.cards[i].treasures for i in c.cards} == {1, 2, 3}
    assert walled_off(c.board) == ()
    assert min(exit_distance(c.board)) == 1


def test_the_pile_holds_enough_chief_heads_that_it_never_runs_out_first():
    c = load()
    heads = sum(c.cards[i].chief for i in c.provision)
    assert heads >= c.board.chief_steps
    assert not any(c.cards[i].chief for i in c.cave_cards)  # heads matter only when drawn


def test_the_designed_distribution():
    c = load()
    assert Counter(c.cards[i].treasures for i in c.cave_cards) == {1: 7, 2: 7, 3: 5}
    assert Counter(c.cards[i].treasures for i in c.provision) == {1: 15, 2: 15, 3: 11}
    assert sum(c.cards[i].chief for i in c.provision) == 10
    assert c.board.chief_steps == 6


def test_every_seed_file_and_the_design_notes_say_designed():
    docs = read()
    assert all(doc["designed"].startswith("DESIGNED") for doc in docs.values())
    notes = (SEED_DIR / "README.md").read_text(encoding="utf-8")
    assert notes.count("DESIGNED") >= 8


def test_the_content_hash_is_the_canonical_hash_for_both_variants():
    assert load().hash == canonical_hash(read())
    assert RULES.content_hash({"variant": "classic"}) == RULES.content_hash({"variant": "big_luck"})
    assert load() is load()  # read once per process


def broken(edit):
    docs = copy.deepcopy(read())
    edit(docs)
    with pytest.raises(ContentError) as err:
        parse(docs)
    return str(err.value)


def _pop_card(d):
    d["cards"]["cards"].pop()


def _dup_card(d):
    d["cards"]["cards"][1]["id"] = d["cards"]["cards"][0]["id"]


def _four_treasures(d):
    d["cards"]["cards"][0]["treasures"] = 4


def _rock_back(d):
    d["cards"]["cards"][0]["back"] = "rock"


def _far_wall(d):
    d["board"]["walls"].append(["A1", "C1"])


def _inner_entrance(d):
    d["board"]["entrance"] = {"square": "C4", "side": "south"}


def _sealed(d):
    d["board"]["walls"].append(["C1", "C2"])


def _no_path(d):
    d["board"]["chief_path"] = ["tent"]


def _not_a_list(d):
    d["board"]["squares"] = {"A1": 1}


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (_pop_card, "exactly 60"),
        (_dup_card, "unique"),
        (_four_treasures, "treasures must be 1, 2 or 3"),
        (_rock_back, "one entrance-back card per cave square"),
        (_far_wall, "adjacent"),
        (_inner_entrance, "outside"),
        (_sealed, "walled off"),
        (_no_path, "chief's path"),
        (_not_a_list, "squares must be a list"),
    ],
)
def test_broken_content_is_refused_with_a_clear_message(edit, message):
    assert message in broken(edit)
