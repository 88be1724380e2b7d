"""The designed content in seeds/treasures/: it loads, keeps the rulebook's component counts,
is marked DESIGNED, and a broken edit fails loudly at load time."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from service.games.treasures import GAME
from service.games.treasures.board import exit_distance, walled_off
from service.games.treasures.content import (
    SEED_DIR,
    ContentError,
    canonical_hash,
    load,
    parse,
    read,
)

# The hash every stored treasures game recorded at creation (seeds/treasures as of the
# content kit). If it changes, stored games no longer replay against their content.
SEED_HASH = "5ee5d084a1d56364c00fe54a4adfe593558812a678e6453b5713246ad5b266d7"


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


def test_the_seed_hash_is_the_one_stored_games_recorded():
    assert load().hash == SEED_HASH


def test_the_content_hash_is_the_canonical_hash_for_both_variants():
    assert load().hash == canonical_hash(read())
    assert GAME.content_hash({"variant": "classic"}) == GAME.content_hash({"variant": "big_luck"})
    assert load() is load()  # read once per process


def refusal(edit) -> ContentError:
    docs = copy.deepcopy(read())
    edit(docs)
    with pytest.raises(ContentError) as err:
        parse(docs)
    return err.value


def _card(d, i=0):
    return d["cards"]["cards"][i]


def _square(d, i=0):
    return d["board"]["squares"][i]


@pytest.mark.parametrize(
    ("edit", "file", "path", "message"),
    [
        # what the schemas declare: structure, types, enums, ranges, counts
        (lambda d: d["cards"]["cards"].pop(), "cards", "$.cards", "exactly 60 items, has 59"),
        (lambda d: _card(d, 4).update(treasures=4), "cards", "$.cards[4].treasures",
         "4 is not one of [1, 2, 3]"),
        (lambda d: _card(d).update(treasures="2"), "cards", "$.cards[0].treasures", "'integer'"),
        (lambda d: _card(d).update(back="sand"), "cards", "$.cards[0].back", "not one of"),
        (lambda d: _card(d, 7).pop("chief"), "cards", "$.cards[7]", "'chief' is a required"),
        (lambda d: _card(d).update(chief=0), "cards", "$.cards[0].chief", "'boolean'"),
        (lambda d: d["cards"].update(designed="yes"), "cards", "$.designed", "'^DESIGNED'"),
        (lambda d: _square(d, 3).update(x=-1), "board", "$.squares[3].x", "minimum of 0"),
        (lambda d: _square(d).pop("y"), "board", "$.squares[0]", "'y' is a required"),
        (lambda d: _square(d).update(id="exit"), "board", "$.squares[0].id", "not allowed here"),
        (lambda d: d["board"]["walls"].append(["A1"]), "board", "$.walls[7]", "at least 2 items"),
        (lambda d: d["board"]["walls"].append(["A2", "B2"]), "board", "$.walls", "same item twice"),
        (lambda d: d["board"]["entrance"].update(side="up"), "board", "$.entrance.side",
         "not one of"),
        (lambda d: d["board"].update(chief_path=["tent"]), "board", "$.chief_path",
         "at least 2 items, has 1"),
        (lambda d: d["board"].update(squares={"A1": 1}), "board", "$.squares", "type 'array'"),
        # what content.py (and board.py) check after the schemas
        (lambda d: _card(d, 1).update(id="E01"), "cards", "$.cards[1].id", "not unique"),
        (lambda d: _card(d).update(back="rock"), "cards", "$.cards",
         "one entrance-back card per cave square"),
        (lambda d: d["board"]["walls"].append(["A1", "C1"]), "board", "", "adjacent"),
        (lambda d: d["board"].update(entrance={"square": "C4", "side": "south"}), "board", "",
         "outside"),
        (lambda d: d["board"]["walls"].append(["C1", "C2"]), "board", "$.walls", "walled off"),
    ],
)
def test_broken_content_is_refused_naming_file_and_path(edit, file, path, message):
    error = refusal(edit)
    assert (error.file, error.path) == (f"seeds/treasures/{file}.json", path)
    assert str(error).startswith(f"seeds/treasures/{file}.json: {path}".rstrip(": "))
    assert message in str(error)
