"""Fast copies of frozen state records for a game's fold: edit a draft, then seal it.

A fold rebuilds a record for every event. `dataclasses.replace` costs microseconds (it goes
through `__init__`, which sets each field with `object.__setattr__`); a fold that must run
at hundreds of thousands of events a second cannot afford it.

`drafter(Record)` returns `draft(record)`: a copy of `record` as a plain object with exactly
the record's slots, whose fields are set with ordinary stores. `draft.seal()` turns it into
a `Record` by assigning `__class__` (CPython allows it between classes of identical layout:
same slots, same base), so the result is exactly what `Record(...)` gives: frozen, equal
and hashed alike. The copy is one generated function with one slot load and store per field
(as `collections.namedtuple` generates its methods). `service/games/emira/records.py` does the
same by hand; `tests/kit/test_drafts.py` pins the equivalence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R")


def drafter(record: type[R]) -> Callable[[R], Any]:
    """`draft(r)`: an editable copy of the frozen slots record `r`; `.seal()` freezes it."""
    names = tuple(getattr(record, "__slots__", ()))
    if not names or "__dict__" in names or any(not n.isidentifier() for n in names):
        raise TypeError(f"{record.__name__} must be a dataclass with slots=True")

    def seal(self: Any) -> R:
        self.__class__ = record
        return self  # type: ignore[return-value]

    draft_class = type(f"{record.__name__}Draft", (), {"__slots__": names, "seal": seal})
    body = "".join(f"    d.{n} = r.{n}\n" for n in names)
    source = f"def draft(r):\n    d = new(Draft)\n{body}    return d\n"
    namespace: dict[str, Any] = {"new": object.__new__, "Draft": draft_class}
    exec(compile(source, f"<draft of {record.__name__}>", "exec"), namespace)  # noqa: S102
    return namespace["draft"]
