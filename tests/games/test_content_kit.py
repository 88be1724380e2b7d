"""The content kit (service/kit/content.py): every registered game declares a JSON Schema
for each seed document, and a document that breaks its schema is refused with the file and
the JSON path of the first error."""

from __future__ import annotations

import hashlib
import importlib
import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from service.kit.content import (
    DIALECT,
    SCHEMA_SUFFIX,
    ContentError,
    by_id,
    canonical_hash,
    check_documents,
    read_documents,
)
from service.kit.registry import built_in

CONTENT_MODULES = [importlib.import_module(f"service.games.{g.name}.content") for g in built_in()]


@pytest.fixture(params=CONTENT_MODULES, ids=[g.name for g in built_in()])
def content(request):
    return request.param


def test_every_seed_document_has_a_draft_2020_12_schema(content):
    data = {p.name.removesuffix(".json") for p in content.SEED_DIR.glob("*.json")}
    schemas = {n.removesuffix(".schema") for n in data if n.endswith(".schema")}
    parts = tuple(getattr(content, "PARTS", ()))  # kinds split into `<kind>_<part>.json`
    documents = {n for n in data - {f"{n}.schema" for n in schemas}
                 if not any(n == k or n.startswith(f"{k}_") for k in parts)}
    assert set(content.FILES) == documents == schemas - set(parts)
    assert set(parts) <= schemas
    for kind in parts:
        assert any(n.startswith(f"{kind}_") or n == kind for n in data - {f"{kind}.schema"})
    for name in (*content.FILES, *parts):
        schema = json.loads((content.SEED_DIR / f"{name}{SCHEMA_SUFFIX}").read_text())
        assert schema["$schema"] == DIALECT
        Draft202012Validator.check_schema(schema)
        assert schema.get("title") and schema.get("description"), name


def test_the_real_seeds_pass_their_schemas_and_load(content):
    check_documents(content.SEED_DIR, content.FILES, content.read())
    assert content.load().hash == canonical_hash(content.read())


# --- the kit on a toy game ------------------------------------------------------------------

DECK_SCHEMA = {
    "$schema": DIALECT,
    "type": "object",
    "required": ["cards"],
    "additionalProperties": False,
    "properties": {
        "cards": {
            "type": "array",
            "minItems": 2,
            "maxItems": 3,
            "items": {
                "type": "object",
                "required": ["id", "value"],
                "properties": {
                    "id": {"type": "string"},
                    "value": {"type": "integer", "minimum": 1, "maximum": 6},
                },
            },
            "contains": {"description": "worth 6", "properties": {"value": {"const": 6}}},
        }
    },
}
DECK = {"cards": [{"id": "a", "value": 6}, {"id": "b", "value": 2}]}


@pytest.fixture
def toy(tmp_path: Path) -> Path:
    (tmp_path / "deck.schema.json").write_text(json.dumps(DECK_SCHEMA))
    (tmp_path / "deck.json").write_text(json.dumps(DECK))
    return tmp_path


def refusal(directory: Path, deck) -> ContentError:
    with pytest.raises(ContentError) as err:
        check_documents(directory, ("deck",), {"deck": deck})
    return err.value


def test_a_valid_document_passes(toy):
    docs = read_documents(toy, ("deck",))
    assert docs == {"deck": DECK}
    check_documents(toy, ("deck",), docs)


@pytest.mark.parametrize(
    ("deck", "path", "message"),
    [
        ({"cards": [{"id": "a", "value": 6}]}, "$.cards", "needs 2 to 3 items, has 1"),
        ({"cards": [{"id": "a", "value": 6}, {"id": "b"}]}, "$.cards[1]", "'value' is a required"),
        ({"cards": [{"id": "a", "value": 6}, {"id": "b", "value": 7}]}, "$.cards[1].value",
         "7 is greater than the maximum of 6"),
        ({"cards": [{"id": "a", "value": 6}, {"id": "b", "value": 2.0}]}, "$.cards[1].value",
         "must be of type 'integer', not 2.0"),
        ({"cards": [{"id": "a", "value": 6}, {"id": "b", "value": True}]}, "$.cards[1].value",
         "must be of type 'integer', not True"),
        ({"cards": [{"id": "a", "value": 1}, {"id": "b", "value": 2}]}, "$.cards",
         "needs at least 1 item(s) worth 6"),
        ({"cards": [], "extra": 1}, "$", "'extra' was unexpected"),
        ([], "$", "must be of type 'object', not []"),
    ],
)
def test_a_broken_document_is_refused_with_file_and_path(toy, deck, path, message):
    error = refusal(toy, deck)
    assert error.file.endswith("deck.json") and error.path == path
    assert f"deck.json: {path}: " in str(error) and message in str(error)


def test_the_first_error_is_named_and_the_others_counted(toy):
    deck = {"cards": [{"id": "a", "value": 0}, {"id": 2, "value": 9}]}
    error = refusal(toy, deck)
    assert error.path == "$.cards[0].value"
    assert str(error).endswith("(and 3 more)")  # id type, value range, no card worth 6


def test_a_missing_document_is_refused(toy):
    with pytest.raises(ContentError, match="deck.json: the document is missing"):
        check_documents(toy, ("deck",), {})


def test_a_schema_must_be_a_valid_draft_2020_12_schema(tmp_path):
    (tmp_path / "old.schema.json").write_text(json.dumps({"type": "object"}))
    (tmp_path / "bad.schema.json").write_text(json.dumps({"$schema": DIALECT, "type": 5}))
    with pytest.raises(ContentError, match="must declare"):
        check_documents(tmp_path, ("old",), {"old": {}})
    with pytest.raises(ContentError, match="not a valid schema"):
        check_documents(tmp_path, ("bad",), {"bad": {}})
    with pytest.raises(ContentError, match="cannot read the schema"):
        check_documents(tmp_path, ("absent",), {"absent": {}})


def test_an_unreadable_document_is_refused(toy):
    (toy / "deck.json").write_text("{not json")
    with pytest.raises(ContentError, match="deck.json: cannot read"):
        read_documents(toy, ("deck",))


def test_ids_are_unique_within_a_list():
    class Card:
        def __init__(self, id: str) -> None:
            self.id = id

    assert list(by_id("deck.json", "$.cards", [Card("a"), Card("b")])) == ["a", "b"]
    with pytest.raises(ContentError) as err:
        by_id("deck.json", "$.cards", [Card("a"), Card("b"), Card("a")])
    assert (err.value.file, err.value.path) == ("deck.json", "$.cards[2].id")
    assert "'a' is not unique: $.cards[0] has it too" in str(err.value)


def test_the_content_hash_is_the_sha256_of_the_canonical_json_of_the_data_only():
    docs = {"deck": {"cards": [{"value": 6, "id": "é"}]}}
    text = '{"deck":{"cards":[{"id":"é","value":6}]}}'
    assert canonical_hash(docs) == hashlib.sha256(text.encode()).hexdigest()
