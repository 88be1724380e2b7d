"""The content kit every game's content loader shares: where the seeds are, reading their
JSON documents, checking each against its declared JSON Schema, the error a bad seed
raises, and the content hash a game records when it is created.

A game's seed folder holds, for each document `<name>.json`, its schema
`<name>.schema.json` (JSON Schema, Draft 2020-12): structure, types, enums, ranges, counts.
`check_documents` validates documents against those schemas; the game's `parse` then builds
its frozen dataclasses from the (now well-formed) documents and checks, in Python, only what
a schema cannot say (cross-document counts, board geometry, sums). Errors name the file and
the JSON path of the offending value, e.g.
`seeds/1001/tiles.json: $.tiles[3].spaces[0].cloud_bonus: 4 is greater than the maximum of 3`.

The content hash covers the data documents only, never the schemas: tightening a schema
never changes the hash that stored games recorded.
"""

from __future__ import annotations

import hashlib
import json
import reprlib
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, Protocol, TypeVar

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError, ValidationError, best_match
from jsonschema.validators import extend

SEEDS_ROOT = Path(__file__).resolve().parents[2] / "seeds"
REPO_ROOT = SEEDS_ROOT.parent
SCHEMA_SUFFIX = ".schema.json"
DIALECT = "https://json-schema.org/draft/2020-12/schema"


# Draft 2020-12, except that "integer" means a number written without a fraction: the spec
# lets 2.0 pass as an integer, and the engine would then count with floats.
Validator = extend(
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _checker, value: type(value) is int
    ),
)


class ContentError(ValueError):
    """A seed file is missing, unreadable or breaks one of its game's content rules.

    `file` names the document (`seeds/1001/tiles.json`) and `path` the JSON path of the
    offending value (`$.tiles[3].id`), when known; both are also in the message."""

    def __init__(self, message: str, *, file: str = "", path: str = "") -> None:
        where = ": ".join(part for part in (file, path) if part)
        super().__init__(f"{where}: {message}" if where else message)
        self.file = file
        self.path = path


def seed_dir(game: str) -> Path:
    return SEEDS_ROOT / game


def document_label(directory: Path, name: str) -> str:
    """How errors name a document: relative to the repository when it lives in it."""
    path = directory / f"{name}.json"
    try:
        return path.resolve().relative_to(REPO_ROOT).as_posix()
    except ValueError:
        return str(path)


def read_documents(directory: Path, names: Iterable[str]) -> dict[str, Any]:
    """Each `<name>.json` of the directory, parsed but not yet checked: {name: document}."""
    docs = {}
    for name in names:
        path = directory / f"{name}.json"
        try:
            docs[name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ContentError(f"cannot read ({exc})", file=str(path)) from exc
    return docs


def check_documents(schema_dir: Path, names: Iterable[str], docs: Mapping[str, Any]) -> None:
    """Validate each named document against `<schema_dir>/<name>.schema.json`.

    Raises `ContentError` for the first document that breaks its schema, naming the file and
    the JSON path of its first error, and how many more there are."""
    for name in names:
        file = document_label(schema_dir, name)
        if name not in docs:
            raise ContentError("the document is missing", file=file)
        check_document(schema_dir, name, docs[name], file)


def check_document(schema_dir: Path, schema: str, doc: Any, file: str) -> None:
    """Validate one document against `<schema_dir>/<schema>.schema.json`: a document split
    into parts (`paragraphs_a_f.json`, …) is checked part by part against its kind's one
    schema."""
    errors = list(_validator(schema_dir, schema).iter_errors(doc))
    if errors:
        error = _first(errors)
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise ContentError(f"{_describe(error)}{more}", file=file, path=error.json_path)


def read_parts(directory: Path, kind: str) -> dict[str, Any]:
    """Every `<kind>.json` and `<kind>_<part>.json` of the directory, parsed, in name order:
    {file name without .json: document}."""
    docs = {}
    for path in sorted(directory.glob(f"{kind}*.json")):
        name = path.name[: -len(".json")]
        if name.endswith(SCHEMA_SUFFIX[: -len(".json")]) or not (
            name == kind or name.startswith(f"{kind}_")
        ):
            continue
        try:
            docs[name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ContentError(f"cannot read ({exc})", file=str(path)) from exc
    return docs


def _first(errors: list[ValidationError]) -> ValidationError:
    """The first error in the schema's own order (keywords as written, arrays in order):
    schema authors put "items" before "contains" so a broken item is named before a count.
    Inside anyOf/oneOf, jsonschema's `best_match` picks the most relevant branch."""
    error = errors[0]
    return best_match([error]) if error.context else error


def _describe(error: ValidationError) -> str:
    """jsonschema's message, without the repr of a whole array or object where it has one."""
    keyword, wanted, value = error.validator, error.validator_value, error.instance
    schema = error.schema if isinstance(error.schema, dict) else {}
    if keyword in ("minItems", "maxItems"):
        count = _count(schema.get("minItems", 0), schema.get("maxItems"))
        return f"needs {count} items, has {len(value)}"
    if keyword in ("contains", "minContains", "maxContains"):
        count = _count(schema.get("minContains", 1), schema.get("maxContains"))
        what = schema["contains"].get("description", 'matching the "contains" schema')
        return f"needs {count} item(s) {what}"
    if keyword == "type":
        return f"must be of type {wanted!r}, not {_short(value)}"
    if keyword == "const":
        return f"must be {_short(wanted)}, not {_short(value)}"
    if keyword == "not":
        why = wanted.get("description", "") if isinstance(wanted, dict) else ""
        return f"{_short(value)} is not allowed here" + (f" ({why})" if why else "")
    if keyword == "uniqueItems":
        return "has the same item twice"
    return str(error.message)


def _count(low: int, high: int | None) -> str:
    if low == high:
        return f"exactly {low}"
    return f"at least {low}" if high is None else f"{low} to {high}"


def _short(value: Any) -> str:
    return reprlib.repr(value)


@cache
def _validator(schema_dir: Path, name: str) -> Any:
    path = schema_dir / f"{name}{SCHEMA_SUFFIX}"
    try:
        schema = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ContentError(f"cannot read the schema ({exc})", file=str(path)) from exc
    if not isinstance(schema, dict) or schema.get("$schema") != DIALECT:
        raise ContentError(f'a schema must declare "$schema": {DIALECT!r}', file=str(path))
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        raise ContentError(f"not a valid schema: {exc.message}", file=str(path)) from exc
    return Validator(schema)


class _HasId(Protocol):
    @property
    def id(self) -> str: ...


Item = TypeVar("Item", bound=_HasId)


def by_id(file: str, path: str, items: Iterable[Item]) -> dict[str, Item]:
    """{item.id: item} in order; an id used twice is a `ContentError` at `path[i].id`
    (JSON Schema can require unique array items, not unique keys within them)."""
    found: dict[str, Item] = {}
    first: dict[str, int] = {}
    for i, item in enumerate(items):
        if item.id in found:
            raise ContentError(
                f"{item.id!r} is not unique: {path}[{first[item.id]}] has it too",
                file=file,
                path=f"{path}[{i}].id",
            )
        found[item.id] = item
        first[item.id] = i
    return found


def canonical_hash(docs: dict[str, Any]) -> str:
    """SHA-256 of the canonical JSON of the content (sorted keys, no whitespace)."""
    text = json.dumps(docs, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()
