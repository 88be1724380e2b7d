"""The shipped content pack (`seeds/tales/`) and its validator: the pack holds what the issue
and FORMAT.md ask for, a broken copy of it is refused with the file and the JSON path, and
the movement tables worked out when it loads agree with the rulebook's movement (The
Movement Phase)."""

from __future__ import annotations

import itertools
import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from service.games.tales import routes
from service.games.tales.components import TERRAINS
from service.games.tales.content import SEED_DIR, load, parse, read
from service.kit.content import ContentError

PACK = load()
AWARD_KINDS = {"D", "S", "W", "skill", "master", "lose_skill", "status", "lose_status",
               "treasure", "lose_treasure", "move", "placed", "transport", "enter", "go",
               "death", "end"}


def test_the_shipped_pack_has_every_component() -> None:
    cards = Counter(c.kind for c in PACK.cards.values())
    assert cards == {"character": 16, "terrain": 18, "place_of_power": 10}
    assert sorted(PACK.matrices) == [chr(c) for c in range(ord("A"), ord("Q") + 1)]
    assert len(PACK.paragraphs) >= 400
    assert all(len(c.entries) == 12 for c in PACK.charts.values())
    assert (len(PACK.cities), len(PACK.quests), len(PACK.statuses), len(PACK.treasures),
            len(PACK.characters)) == (23, 19, 27, 30, 6)
    named = {"courtly_graces", "quick_thinking", "seamanship", "magic", "piety",
             "storytelling", "wisdom", "weapon_use"}
    assert named <= set(PACK.skills)
    powers = [s for s in PACK.spaces.values() if s.power]
    assert len(PACK.spaces) >= 80 and len(powers) == 10
    for continent in PACK.continents:
        assert {s.terrain for s in PACK.spaces.values() if s.continent == continent} >= set(
            TERRAINS)


def test_every_paragraph_has_no_skill_and_a_choice_and_every_award_kind_is_used() -> None:
    used = Counter()
    mandatory = all_mandatory = 0
    for p in PACK.paragraphs.values():
        assert sum(1 for s in p.sections if not s.requires) == 1
        assert len(p.sections) >= 2
        for s in p.sections:
            used.update(i.kind for i in s.award)
            mandatory += any(r.mandatory for r in s.requires)
            all_mandatory += s.all_mandatory
    assert set(used) == AWARD_KINDS
    assert mandatory > 0 and all_mandatory > 0


def test_every_cell_reaches_three_paragraphs_and_terrain_cards_have_an_n() -> None:
    for m in PACK.matrices.values():
        for cells in m.rows.values():
            assert set(cells) == set(m.reactions)
            assert all({p - 1, p, p + 1} <= set(PACK.paragraphs) for p in cells.values())
    for c in PACK.cards.values():
        if c.kind == "terrain":
            assert "N" in dict(c.refs).values() and c.row in PACK.matrices["N"].rows


def broken(tmp_path: Path, name: str, edit) -> Path:
    pack = tmp_path / "pack"
    shutil.copytree(SEED_DIR, pack)
    doc = json.loads((pack / f"{name}.json").read_text())
    edit(doc)
    (pack / f"{name}.json").write_text(json.dumps(doc))
    return pack


@pytest.mark.parametrize(("name", "edit", "where"), [
    ("paragraphs_a_f", lambda d: d["paragraphs"][0]["sections"][0].update(award="W+1(max:king)"),
     "$.paragraphs[0].sections[0].award"),
    ("paragraphs_a_f", lambda d: d["paragraphs"][0]["sections"][0].update(award="fly:moon"),
     "$.paragraphs[0].sections[0].award"),
    ("matrices_g_l", lambda d: d["matrices"][0]["rows"][0]["cells"].update(
        {d["matrices"][0]["reactions"][0]: 7777}), "$.matrices[0].rows[0].cells."),
    ("map", lambda d: d["spaces"][0]["land"].append("atlantis"), "$.spaces[0].land"),
    ("charts_m_q", lambda d: d["charts"][0]["entries"][0].update(adjective="Nowhere"),
     "$.charts[0].entries[0].adjective"),
    ("quests", lambda d: d["quests"][0]["requires"].append({"kind": "skill", "id": "flying"}),
     "$.quests[0].requires[0].id"),
])
def test_a_broken_pack_is_refused_naming_the_file_and_path(tmp_path, name, edit, where) -> None:
    pack = broken(tmp_path, name, edit)
    with pytest.raises(ContentError) as refused:
        parse(read(pack), pack)
    assert refused.value.file.endswith(f"{name}.json")
    assert refused.value.path.startswith(where)


def test_a_fuller_pack_drops_in_as_another_folder(tmp_path) -> None:
    """A pack is a folder: a copy with one more paragraph file loads as a whole."""
    pack = tmp_path / "pack"
    shutil.copytree(SEED_DIR, pack)
    extra = {"paragraphs": [{"number": 9999, "text": "An extra tale.", "sections": [
        {"requires": [], "text": "Nothing.", "award": "S1"},
        {"requires": [{"kind": "skill", "id": "magic"}], "text": "Magic.", "award": "D1"}]}]}
    (pack / "paragraphs_extra.json").write_text(json.dumps(extra))
    content = parse(read(pack), pack)
    assert 9999 in content.paragraphs and content.hash != PACK.hash


# --- the movement tables ---------------------------------------------------------------------

# (land, sea, change to the total): wealth levels' rates, Seamanship's sea 4, a Crippled
# or Diseased seat's reduced rates, a treasure's extra step, and rates of nothing at all.
RATES = [(land, sea, extra) for land, sea in itertools.product((0, 1, 2, 3, 4, 6), repeat=2)
         for extra in (-1, 0, 2)]


def _bounded(adjacent: dict, start: str, land: int, sea: int, total: int) -> dict[str, int]:
    """Breadth-first over (space, land steps, sea steps) within the rates, every state."""
    out = {start: 0}
    seen = {(start, 0, 0)}
    frontier = [(start, 0, 0)]
    for step in range(1, total + 1):
        nxt = []
        for here, lu, su in frontier:
            for other, dl, ds in adjacent[here]:
                label = (other, lu + dl, su + ds)
                if label[1] > land or label[2] > sea or label in seen:
                    continue
                seen.add(label)
                out.setdefault(other, step)
                nxt.append(label)
        frontier = nxt
    return out


def test_reach_from_the_best_routes_equals_the_search_bounded_by_the_rates() -> None:
    """Movement's reach is worked out from one search per start space (the best land and sea
    step counts of the routes to every other space) and then read for each seat's rates.
    It must agree with the plain search bounded by the rates themselves (land and sea
    rates, the faster one as the total), on the shipped map."""
    content = load()
    checked = 0
    for start in content.spaces:
        for land, sea, extra in RATES:
            total = max(0, max(land, sea) + extra)
            found = routes.within(content.routes[start], land, sea, total)
            assert found == _bounded(content.adjacent, start, land, sea, total), (
                start, land, sea, total)
            checked += 1
    assert checked == len(content.spaces) * len(RATES)
