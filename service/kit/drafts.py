"""Fast copies of frozen state records for a game's fold (edit a draft, then seal it), and
fast constructors of frozen event records (`fast_init`).

A fold rebuilds a record for every event. `dataclasses.replace` costs microseconds (it goes
through `__init__`, which sets each field with `object.__setattr__`); a fold that must run
at hundreds of thousands of events a second cannot afford it.

`drafter(Record)` returns `draft(record)`: a copy of `record` as a plain object with exactly
the record's slots, whose fields are set with ordinary stores. `draft.seal()` turns it into
a `Record` by assigning `__class__` (CPython allows it between classes of identical layout:
same slots, same base), so the result is exactly what `Record(...)` gives: frozen, equal
and hashed alike. The copy is one generated function with one slot load and store per field
(as `collections.namedtuple` generates its methods); `maker(Record)` builds a whole record
the same way, and `replacer(Record, *fields)` copies one with those fields changed, in one
call. `@layered` puts a record's slots on a base its drafts share, which makes the seal's
`__class__` check quick. `tests/kit/test_drafts.py` pins the equivalence.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R")


def layered(record: type[R]) -> type[R]:
    """`record`, a frozen slots dataclass, rebuilt with its slots on a base class of their
    own, which its drafts share (`@layered` above `@dataclass(frozen=True, slots=True)`).
    Sealing a draft assigns `__class__`: between two classes of one base CPython allows it
    at once; between two classes that each hold the slots it first compares their slot
    names one by one, a third of the cost of copying a 26-field record. The same fields,
    methods and behaviour otherwise (`tests/kit/test_drafts.py`)."""
    names = _slots(record)
    if record.__bases__ != (object,):
        raise TypeError(f"{record.__name__}: a layered record has no base of its own")
    base = type(f"{record.__name__}Slots", (), {"__slots__": names,
                                                "__module__": record.__module__})
    namespace = {k: v for k, v in vars(record).items()
                 if k not in names and k not in ("__slots__", "__dict__", "__weakref__")}
    out = type(record)(record.__name__, (base,), {**namespace, "__slots__": ()})
    out.__qualname__ = record.__qualname__
    return out  # type: ignore[return-value]


def drafter(record: type[R]) -> Callable[[R], Any]:
    """`draft(r)`: an editable copy of the frozen slots record `r`; `.seal()` freezes it."""
    names = _copied(record)

    def seal(self: Any) -> R:
        self.__class__ = record
        return self  # type: ignore[return-value]

    draft_class = _draft_class(record, {"seal": seal})
    body = "".join(f"    d.{n} = r.{n}\n" for n in names)
    source = f"def draft(r):\n    d = new(Draft)\n{body}    return d\n"
    namespace: dict[str, Any] = {"new": object.__new__, "Draft": draft_class}
    exec(compile(source, f"<draft of {record.__name__}>", "exec"), namespace)  # noqa: S102
    return namespace["draft"]


def maker(record: type[R]) -> Callable[..., R]:
    """`make(*values)`: the frozen slots record `record` built from all its fields, in
    order, positionally — exactly what `record(*values)` gives, at a third of the cost: a
    draft of its slots filled with plain stores, then sealed (as `drafter`). For the records
    a fold builds whole at every event; `fast_init` keeps the class's own constructor."""
    names = _copied(record)
    return _generate(record, "make", names, {n: n for n in names})


def replacer(record: type[R], *changed: str) -> Callable[..., R]:
    """`replace(r, *values)`: a copy of the frozen slots record `r` with the fields
    `changed` set to `values`, in that order — exactly what `dataclasses.replace(r, …)`
    gives, in one generated call (a draft, its edits and its seal are three or more).
    For a fold's hottest handlers, which change the same one or two fields at every event;
    the others edit a draft."""
    names = _copied(record)
    unknown = set(changed) - set(names)
    if unknown:
        raise TypeError(f"{record.__name__} has no fields {sorted(unknown)}")
    if not changed or len(set(changed)) != len(changed):
        raise TypeError(f"name each field of {record.__name__} to replace once: {changed}")
    return _generate(record, "replace", ("r", *changed),
                     {n: n if n in changed else f"r.{n}" for n in names})


_GENERATED_NAMES = frozenset({"r", "d", "new", "Draft", "Record"})


def _slots(record: type) -> tuple[str, ...]:
    """The record's slots: its own, or a `layered` record's base's."""
    names = tuple(getattr(_holder(record), "__slots__", ()))
    if not names or "__dict__" in names or any(not n.isidentifier() for n in names):
        raise TypeError(f"{record.__name__} must be a dataclass with slots=True")
    return names


def _copied(record: type) -> tuple[str, ...]:
    """The slots of a record that drafts, makers and replacers may fill: never one with a
    `__post_init__`, which they would skip (a field it derives would be left stale)."""
    if hasattr(record, "__post_init__"):
        raise TypeError(f"{record.__name__} has a __post_init__ that a copy would skip")
    return _slots(record)


def _holder(record: type) -> type:
    """The class that holds the record's slots: a `layered` record's base, or itself."""
    own = vars(record).get("__slots__")
    bases = record.__bases__
    if own == () and len(bases) == 1 and bases[0].__bases__ == (object,) and (
            vars(bases[0]).get("__slots__")):
        return bases[0]
    return record


def _draft_class(record: type, extra: dict[str, Any]) -> type:
    """A class of the record's layout without its frozen `__setattr__`: a `layered`
    record's draft shares its base; another's repeats its slots."""
    holder = _holder(record)
    if holder is record:
        return type(f"{record.__name__}Draft", (), {"__slots__": _slots(record), **extra})
    return type(f"{record.__name__}Draft", (holder,), {"__slots__": (), **extra})


def _generate(record: type[R], verb: str, params: tuple[str, ...],
              values: dict[str, str]) -> Callable[..., R]:
    """One function `verb(*params)` that fills a draft of `record`'s slots with `values`
    (slot → expression), a plain store each, and seals it."""
    clash = _GENERATED_NAMES.intersection(params[1:] if verb == "replace" else params)
    if clash:
        raise TypeError(f"{record.__name__}: fields named {sorted(clash)} clash with the "
                        f"generated code's own names")
    draft_class = _draft_class(record, {})
    body = "".join(f"    d.{n} = {v}\n" for n, v in values.items())
    source = (f"def {verb}({', '.join(params)}):\n    d = new(Draft)\n{body}"
              f"    d.__class__ = Record\n    return d\n")
    namespace: dict[str, Any] = {"new": object.__new__, "Draft": draft_class, "Record": record}
    exec(compile(source, f"<{verb} of {record.__name__}>", "exec"), namespace)  # noqa: S102
    fn = namespace[verb]
    fn.__qualname__ = f"{verb}_{record.__name__}"
    return fn  # type: ignore[no-any-return]


def fast_init(record: type[R]) -> bool:
    """Give the frozen dataclass `record` a faster constructor with the dataclass's own
    signature (names, order, defaults). The generated one sets each field through
    `object.__setattr__`, which looks the attribute up again every time; this one stores
    straight into the instance's `__dict__`, or with a slots record is a `__new__` that
    stores into an instance of its twin class (the record's bases and slots without its
    frozen `__setattr__`) and then assigns the record to its `__class__` (CPython allows it
    between identical layouts), or, where no twin can be made, an `__init__` that calls
    each slot's own setter: two to three times faster, and
    every event a game records, and every decision it asks, is built once on the hot path.
    A record this cannot do exactly as the dataclass would (`__post_init__`, keyword-only or
    init-less fields) keeps its constructor: False. `tests/kit/test_drafts.py` pins the
    equivalence."""
    if not dataclasses.is_dataclass(record):
        return False
    fields = dataclasses.fields(record)
    if hasattr(record, "__post_init__") or any(
        not f.init or f.kw_only or not f.name.isidentifier() or f.name.startswith("_")
        or f.name == "self"
        for f in fields
    ):
        return False
    slots = "__slots__" in vars(record)
    twin = _twin(record) if slots else None
    factory = object()  # a default factory's field left out: made anew, as dataclasses do
    namespace: dict[str, Any] = {"_factory": factory, "_Record": record, "_Twin": twin,
                                 "_swap": object.__setattr__}
    params = []
    values = []
    for f in fields:
        value = f.name
        if f.default_factory is not dataclasses.MISSING:
            namespace[f"_f_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_factory")
            value = f"_f_{f.name}() if {f.name} is _factory else {f.name}"
        elif f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            namespace[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
        if slots:
            namespace[f"_set_{f.name}"] = getattr(record, f.name).__set__
        values.append((f.name, value))
    if not slots:
        body = "".join(f"    _dict[{n!r}] = {v}\n" for n, v in values)
        head = "    _dict = self.__dict__\n" if values else ""
    else:
        setters = "".join(f"{{indent}}_set_{n}(self, {v})\n" for n, v in values)
        if twin is None:
            head, body = "", setters.format(indent="    ")
        else:
            _built_as_twin(record, params, values, setters, namespace)
            return True
    source = f"def __init__(self, {', '.join(params)}):\n{head}{body or '    pass'}\n"
    exec(compile(source, f"<fast init of {record.__name__}>", "exec"), namespace)  # noqa: S102
    init = namespace["__init__"]
    init.__qualname__ = f"{record.__qualname__}.__init__"
    record.__init__ = init  # type: ignore[misc]
    return True


def _built_as_twin(record: type, params: list[str], values: list[tuple[str, str]],
                   setters: str, namespace: dict[str, Any]) -> None:
    """`record`'s constructor as a `__new__` that makes an instance of its twin, fills it
    with plain stores and seals it: one `__class__` assignment, where an `__init__` needs
    two (the instance `type` makes is a frozen `record` already) and a call to make the
    first. Its `__init__` is `object`'s, which takes the arguments and does nothing, and it
    is pickled and copied by its fields. A subclass's instance (another layout) takes the
    setters; a subclass adding fields brings its own constructor (`fast_init` it too)."""
    stores = "".join(f"        self.{n} = {v}\n" for n, v in values)
    source = (f"def __new__(cls, {', '.join(params)}):\n"
              f"    if cls is _Record:\n        self = _new(_Twin)\n{stores}"
              f"        self.__class__ = _Record\n        return self\n"
              f"    self = _new(cls)\n{setters.format(indent='    ')}    return self\n")
    namespace["_new"] = object.__new__
    exec(compile(source, f"<fast init of {record.__name__}>", "exec"), namespace)  # noqa: S102
    made = namespace["__new__"]
    made.__qualname__ = f"{record.__qualname__}.__new__"
    names = tuple(n for n, _ in values)

    def __reduce__(self: Any) -> tuple[type, tuple[Any, ...]]:
        return type(self), tuple(getattr(self, n) for n in names)

    record.__new__ = staticmethod(made)  # type: ignore[assignment]
    record.__init__ = object.__init__  # type: ignore[misc]
    record.__reduce__ = __reduce__  # type: ignore[method-assign]


def has_fast_constructor(record: type) -> bool:
    """Whether `fast_init` gave `record` its constructor (an `__init__` or a `__new__`)."""
    for name in ("__new__", "__init__"):
        code = getattr(vars(record).get(name), "__func__", vars(record).get(name))
        if getattr(getattr(code, "__code__", None), "co_filename", "").startswith("<fast init"):
            return True
    return False


def _twin(record: type) -> type | None:
    """A class of `record`'s bases and its own slots, without the frozen `__setattr__`: an
    instance of one may become the other by assigning `__class__`. None when a base sets
    attributes its own way (a frozen dataclass base: the twin would inherit it)."""
    if any("__setattr__" in vars(base) for base in record.__mro__[1:-1]):
        return None
    try:
        twin = type(f"{record.__name__}Twin", record.__bases__,
                    {"__slots__": vars(record)["__slots__"]})
        probe = object.__new__(record)
        object.__setattr__(probe, "__class__", twin)
        probe.__class__ = record
    except TypeError:  # another layout after all (a metaclass, a base with a dictionary)
        return None
    return twin
