"""The kit's drafts (`service/kit/drafts.py`): an edited, sealed draft is exactly the record
the constructor gives — its type, frozen, equal and hashed alike — and the original is
untouched."""

from __future__ import annotations

import dataclasses

import pytest

from service.kit.drafts import (
    drafter,
    fast_init,
    has_fast_constructor,
    layered,
    maker,
    replacer,
)


@dataclasses.dataclass(frozen=True, slots=True)
class Record:
    a: int = 0
    b: tuple[str, ...] = ()
    c: str | None = None


def test_a_sealed_draft_is_the_record_the_constructor_gives() -> None:
    draft = drafter(Record)
    original = Record(1, ("x",), "y")
    d = draft(original)
    d.a = 2
    d.b = d.b + ("z",)
    sealed = d.seal()
    expected = Record(2, ("x", "z"), "y")
    assert type(sealed) is Record
    assert sealed == expected and hash(sealed) == hash(expected) and repr(sealed) == repr(expected)
    assert original == Record(1, ("x",), "y")
    with pytest.raises(dataclasses.FrozenInstanceError):
        sealed.a = 3  # type: ignore[misc]


def test_only_slotted_records_have_drafts() -> None:
    @dataclasses.dataclass(frozen=True)
    class Plain:
        a: int = 0

    with pytest.raises(TypeError):
        drafter(Plain)


@dataclasses.dataclass(frozen=True)
class Plain:
    a: int
    b: str = "x"
    c: tuple[int, ...] = ()
    d: dict[str, int] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True, slots=True)
class Slotted:
    a: int
    b: str = "x"


@pytest.mark.parametrize("kind", [Plain, Slotted])
def test_a_fast_constructor_builds_what_the_dataclass_builds(kind: type) -> None:
    reference = dataclasses.make_dataclass(
        kind.__name__, [(f.name, f.type, dataclasses.field(default=f.default,
                                                           default_factory=f.default_factory))
                        for f in dataclasses.fields(kind)],
        frozen=True, slots="__slots__" in vars(kind))
    fast = type(kind.__name__, (kind,), {"__slots__": ()} if "__slots__" in vars(kind) else {})
    assert fast_init(fast)
    for args, kwargs in [((1,), {}), ((1, "y"), {}), ((), {"a": 2, "b": "z"}), ((3,), {"b": "q"})]:
        built, expected = fast(*args, **kwargs), reference(*args, **kwargs)
        assert dataclasses.astuple(built) == dataclasses.astuple(expected)
        assert built == fast(*args, **kwargs)
        with pytest.raises(dataclasses.FrozenInstanceError):
            built.a = 9
    if kind is Plain:  # a default factory makes a new value for each record
        assert fast(1).d == {} and fast(1).d is not fast(1).d
        assert fast(1, d={"k": 1}).d == {"k": 1}
    with pytest.raises(TypeError):
        fast()  # a field without a default is still required
    with pytest.raises(TypeError):
        fast(1, b="y", z=2)  # and no unknown field is taken


def test_records_the_fast_constructor_cannot_copy_keep_their_own() -> None:
    @dataclasses.dataclass(frozen=True)
    class Post:
        a: int

        def __post_init__(self) -> None:
            pass

    @dataclasses.dataclass(frozen=True, kw_only=True)
    class Keywords:
        a: int

    for kind in (Post, Keywords):
        init = kind.__init__
        assert not fast_init(kind)
        assert kind.__init__ is init


def test_a_maker_builds_the_record_the_constructor_gives() -> None:
    make = maker(Record)
    made = make(1, ("x",), None)
    assert type(made) is Record and made == Record(1, ("x",), None)
    assert hash(made) == hash(Record(1, ("x",), None)) and repr(made) == repr(Record(1, ("x",)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.a = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        make(1, ("x",))  # every field, positionally: none is left to a default


def test_a_replaced_record_is_what_dataclasses_replace_gives() -> None:
    original = Record(1, ("x",), "y")
    cases = [(("a",), (2,)), (("c", "a"), ("z", 5)), (("a", "b", "c"), (0, (), None))]
    for changed, values in cases:
        replaced = replacer(Record, *changed)(original, *values)
        expected = dataclasses.replace(original, **dict(zip(changed, values, strict=True)))
        assert type(replaced) is Record
        assert replaced == expected and hash(replaced) == hash(expected)
        assert repr(replaced) == repr(expected)
        with pytest.raises(dataclasses.FrozenInstanceError):
            replaced.a = 3  # type: ignore[misc]
    assert original == Record(1, ("x",), "y")
    for bad in [(), ("a", "a"), ("nope",)]:
        with pytest.raises(TypeError):
            replacer(Record, *bad)


def test_a_generated_name_is_never_a_field_it_would_shadow() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Clashing:
        new: int = 0
        a: int = 0

    with pytest.raises(TypeError):
        maker(Clashing)
    with pytest.raises(TypeError):
        replacer(Clashing, "new")
    assert replacer(Clashing, "a")(Clashing(1, 2), 3) == Clashing(1, 3)



class Base:
    __slots__ = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Event(Base):
    seat: int
    code: str = "x"
    extra: tuple[int, ...] = dataclasses.field(default_factory=tuple)


@dataclasses.dataclass(frozen=True, slots=True)
class Frozen:
    a: int


@dataclasses.dataclass(frozen=True, slots=True)
class OnFrozen(Frozen):  # a frozen base: no twin, the slots' setters
    b: int = 0


def test_a_slots_record_is_built_through_its_twin_class_exactly_as_the_dataclass_would() -> None:
    reference = Event(1, "y", (2,))
    assert fast_init(Event)
    built = Event(1, "y", (2,))
    assert type(built) is Event and built == reference and hash(built) == hash(reference)
    assert repr(built) == repr(reference) and Event(3).extra == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.seat = 2  # type: ignore[misc]

    class Sub(Event):  # a subclass's instance keeps its class (it takes the setters)
        __slots__ = ()

    sub = Sub(4, "z")
    assert type(sub) is Sub and (sub.seat, sub.code, sub.extra) == (4, "z", ())
    assert has_fast_constructor(Event) and not has_fast_constructor(OnFrozen)
    # built by its `__new__`: copied, pickled and replaced as the dataclass's own
    import copy
    import pickle

    for r in (built, sub):
        assert copy.copy(r) == r and copy.deepcopy(r) == r and type(copy.copy(r)) is type(r)
    assert pickle.loads(pickle.dumps(built)) == built
    assert dataclasses.replace(built, code="w") == Event(1, "w", (2,))
    assert Event(seat=5, extra=(1,)) == Event(5, "x", (1,))

    assert fast_init(OnFrozen)
    on = OnFrozen(1, 2)
    assert type(on) is OnFrozen and (on.a, on.b) == (1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        on.b = 3  # type: ignore[misc]


def _layered_record() -> type:
    """`Record`, its slots on a base of their own."""
    made = dataclasses.make_dataclass(
        "Layered", [(f.name, f.type, dataclasses.field(default=f.default))
                    for f in dataclasses.fields(Record)], frozen=True, slots=True)
    made.__module__ = __name__  # where pickle finds it
    return layered(made)


Layered = _layered_record()


def test_a_layered_record_is_the_record_with_its_slots_on_a_base() -> None:
    import copy
    import pickle

    r = Layered(1, ("x",), "y")
    plain = Record(1, ("x",), "y")
    assert type(r).__bases__[0].__slots__ == ("a", "b", "c") and not hasattr(r, "__dict__")
    assert r == Layered(1, ("x",), "y") and hash(r) == hash(Layered(1, ("x",), "y"))
    assert r != Layered(2) and repr(r) == repr(plain).replace("Record", "Layered")
    assert [f.name for f in dataclasses.fields(r)] == ["a", "b", "c"]
    assert dataclasses.replace(r, a=5) == Layered(5, ("x",), "y")
    assert copy.deepcopy(r) == r and pickle.loads(pickle.dumps(r)) == r
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.a = 3  # type: ignore[misc]
    d = drafter(Layered)(r)
    d.a = 7
    assert d.seal() == Layered(7, ("x",), "y") and type(d) is Layered
    assert replacer(Layered, "c")(r, "z") == Layered(1, ("x",), "z")
    assert maker(Layered)(2, (), None) == Layered(2)
    with pytest.raises(TypeError):
        layered(Event)  # a record with a base of its own


def test_a_layered_record_built_by_fast_init_is_the_one_the_dataclass_builds() -> None:
    @layered
    @dataclasses.dataclass(frozen=True, slots=True)
    class Asked:
        name: str
        seat: int = 0
        options: tuple[int, ...] = ()

    expected = [repr(Asked("x")), repr(Asked("y", 2, (1,)))]
    assert fast_init(Asked)
    built = [Asked("x"), Asked("y", 2, (1,))]
    assert [repr(b) for b in built] == expected and all(type(b) is Asked for b in built)
    with pytest.raises(dataclasses.FrozenInstanceError):
        built[0].seat = 1  # type: ignore[misc]


def test_a_record_with_a_post_init_is_never_copied_past_it() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Derived:
        a: int = 0
        double: int = dataclasses.field(init=False, default=0)

        def __post_init__(self) -> None:
            object.__setattr__(self, "double", 2 * self.a)

    for copier in (drafter, maker, lambda r: replacer(r, "a")):
        with pytest.raises(TypeError):
            copier(Derived)
