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

from service.games.tales import GAME as SHIPPED
from service.games.tales import routes
from service.games.tales.components import TERRAINS, Content
from service.games.tales.content import SEED_DIR, load, parse, read
from service.games.tales.movement import rates
from service.kit.base import GameCreated
from service.kit.content import ContentError
from service.kit.records import evolve

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


# --- the pack against its own texts, and against the engine's rules ---------------------------

# (land, sea, total) a status or treasure adds to a Poor seat's movement (3 land, 2 sea, 3 in
# all), as its text says (The Movement Phase: "The total distance you move cannot exceed the
# faster of your two movement rates").
MOVEMENT_TEXTS = {
    "friend_of_a_jinni": (0, 0, 1),  # "1 more space in total … land and sea limits unchanged"
    "bottle_of_the_jinni": (1, 1, 1),  # "1 more space in total … and 1 more by land and sea"
    "carpet_of_the_winds": (2, 2, 2),  # "land and sea … each increased by 2, … total by 2"
    "pilgrim": (1, 0, 1), "golden_bridle": (1, 0, 1), "jewelled_saddle": (1, 0, 1),
    "tent_of_the_prince": (1, 0, 1),  # "land movement … increased by 1"
    # sea only: the total is the faster rate, so 4 at sea makes it 4
    "astrolabe_of_harran": (0, 1, 0), "captains_compass": (0, 2, 1),
    "diseased": (-1, -1, -1), "crippled": (-1, -1, -1),  # "each reduced by 1"
    "lost": (0, 0, -2),  # "at most 2 spaces fewer in total"
}


def test_movement_is_what_each_status_and_treasure_text_says() -> None:
    """Every status and treasure that changes movement changes it as its card's text says
    (was: Friend of a Jinni 0 in total, the Bottle of the Jinni 2, the Carpet 4)."""
    g = SHIPPED.initial_state(GameCreated("tales", ("a", "b"), {"variant": "basic"}, 1,
                                          PACK.hash, 0.0))
    base = rates(g, g.heroes[0])
    assert base == (3, 2, 3)
    moving = {x.id for x in (*PACK.statuses.values(), *PACK.treasures.values())
              if x.land or x.sea or x.total}
    assert moving == set(MOVEMENT_TEXTS)
    for ident, change in MOVEMENT_TEXTS.items():
        held = ({"statuses": ((ident, 0, 0),)} if ident in PACK.statuses
                else {"treasures": (ident,)})
        got = rates(g, evolve(g.heroes[0], **held))
        assert tuple(a - b for a, b in zip(got, base, strict=True)) == change, ident


def _awards(pack: Content):
    for p in pack.paragraphs.values():
        for s in p.sections:
            yield s.award
    for c in pack.cities.values():
        yield from (a for a, _ in c.rolls)
    yield from (q.award for q in pack.quests.values())
    yield from (s.on_gain for s in pack.statuses.values())
    yield from (a for _, a in pack.rules.story_rewards)


def test_the_pack_exercises_every_rule_the_engine_implements() -> None:
    """Every rule path the engine implements is met in play with the shipped pack: each
    status marker trigger, block and way of being lost; statuses that take every skill or
    some; treasures that cannot be sold, protect against each fate, add to the chart or to
    movement; City card rolls of an award, a paragraph, or a Reaction Matrix ("These special
    encounters either list a paragraph number from the Book of Tales, or a letter matching
    a table in the Reaction Matrices"); terrain cards' "N"; quests that start elsewhere,
    visit spaces, require skills, statuses, treasures or points; and each award item in
    each of its forms (designed content, FORMAT.md "Rule paths")."""
    statuses = PACK.statuses.values()
    assert {t for s in statuses for t in s.markers_on} == {
        "turn", "story", "destiny", "encounter", "city", "sea"}
    assert {b for s in statuses for b in s.blocks} == {"sell", "city_card", "move", "success"}
    assert {w for s in statuses for w in s.lose_on} >= {"baghdad", "city"}
    assert any("all" in s.suppresses for s in statuses)
    assert any(s.suppresses and "all" not in s.suppresses for s in statuses)
    assert any(s.on_gain for s in statuses) and any(s.lose_at for s in statuses)
    treasures = PACK.treasures.values()
    assert {p for t in treasures for p in t.protects} == {"death", "lost", "imprisoned"}
    assert any(t.sell_levels == 0 for t in treasures) and any(t.chart_bonus for t in treasures)
    rolls = [special for c in PACK.cities.values() for _, special in c.rolls]
    assert any(r is None for r in rolls) and any(r and r.paragraph for r in rolls)
    assert any(r and r.matrix for r in rolls)
    quests = PACK.quests.values()
    assert any(q.start for q in quests) and any(q.visit for q in quests)
    assert {r.kind for q in quests for r in q.requires} == {"skill", "status", "treasure"}
    assert any(q.destiny or q.story for q in quests)
    forms = set()
    for award in _awards(PACK):
        for i in award:
            arg = i.arg if i.arg in ("", "choice", "random", "all", "coastal", "city", "any",
                                     "within") else "named"
            forms.add((i.kind, arg, i.limit.split(":")[0], i.amount < 0))
    assert forms >= {
        ("D", "", "", False), ("D", "", "", True), ("S", "", "", False), ("S", "", "", True),
        ("W", "", "", False), ("W", "", "", True), ("W", "", "max", False),
        ("W", "", "min", True), ("skill", "named", "", False),
        ("skill", "named", "1 use", False), ("master", "named", "", False),
        ("lose_skill", "named", "", False), ("lose_skill", "choice", "", False),
        ("status", "named", "", False), ("status", "named", "1 turn", False),
        ("lose_status", "named", "", False), ("lose_status", "choice", "", False),
        ("lose_status", "all", "", False), ("treasure", "", "", False),
        ("treasure", "named", "", False), ("lose_treasure", "named", "", False),
        ("lose_treasure", "choice", "", False), ("lose_treasure", "random", "", False),
        ("move", "any", "", False), ("move", "city", "", False),
        ("move", "coastal", "", False), ("move", "within", "", False),
        ("placed", "named", "", False), ("transport", "named", "", False),
        ("transport", "random", "", False), ("enter", "named", "", False),
        ("go", "named", "", False), ("death", "", "", False), ("end", "", "", False)}


def test_the_chart_is_capped_at_twelve() -> None:
    """Discover Your Encounter: "Any total above 12 is resolved as a 12."""
    assert PACK.rules.chart_max == 12
