from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class DragonsPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DRAGONS_PHASE_UNSPECIFIED: _ClassVar[DragonsPhase]
    DRAGONS_PHASE_START_DRAW: _ClassVar[DragonsPhase]
    DRAGONS_PHASE_CHOOSE_START: _ClassVar[DragonsPhase]
    DRAGONS_PHASE_DECKS: _ClassVar[DragonsPhase]
    DRAGONS_PHASE_LAYOUT: _ClassVar[DragonsPhase]
    DRAGONS_PHASE_PLACING: _ClassVar[DragonsPhase]
    DRAGONS_PHASE_RESOLVING: _ClassVar[DragonsPhase]
    DRAGONS_PHASE_OVER: _ClassVar[DragonsPhase]
DRAGONS_PHASE_UNSPECIFIED: DragonsPhase
DRAGONS_PHASE_START_DRAW: DragonsPhase
DRAGONS_PHASE_CHOOSE_START: DragonsPhase
DRAGONS_PHASE_DECKS: DragonsPhase
DRAGONS_PHASE_LAYOUT: DragonsPhase
DRAGONS_PHASE_PLACING: DragonsPhase
DRAGONS_PHASE_RESOLVING: DragonsPhase
DRAGONS_PHASE_OVER: DragonsPhase

class DragonsCommand(_message.Message):
    __slots__ = ("choose_start_player", "place_hero", "place_dummy_hero", "play_card", "claim_dummy_card", "offer_dummy", "take_treasure", "keep_spell", "pay_bribe", "withdraw", "buy_artifact", "decline")
    CHOOSE_START_PLAYER_FIELD_NUMBER: _ClassVar[int]
    PLACE_HERO_FIELD_NUMBER: _ClassVar[int]
    PLACE_DUMMY_HERO_FIELD_NUMBER: _ClassVar[int]
    PLAY_CARD_FIELD_NUMBER: _ClassVar[int]
    CLAIM_DUMMY_CARD_FIELD_NUMBER: _ClassVar[int]
    OFFER_DUMMY_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    TAKE_TREASURE_FIELD_NUMBER: _ClassVar[int]
    KEEP_SPELL_FIELD_NUMBER: _ClassVar[int]
    PAY_BRIBE_FIELD_NUMBER: _ClassVar[int]
    WITHDRAW_FIELD_NUMBER: _ClassVar[int]
    BUY_ARTIFACT_FIELD_NUMBER: _ClassVar[int]
    DECLINE_FIELD_NUMBER: _ClassVar[int]
    choose_start_player: DragonsChooseStartPlayer
    place_hero: DragonsPlaceHero
    place_dummy_hero: DragonsPlaceDummyHero
    play_card: DragonsPlayCard
    claim_dummy_card: DragonsClaimDummyCard
    offer_dummy: DragonsOfferDummy
    take_treasure: DragonsTakeTreasure
    keep_spell: DragonsKeepSpell
    pay_bribe: DragonsPayBribe
    withdraw: DragonsWithdraw
    buy_artifact: DragonsBuyArtifact
    decline: DragonsDecline
    def __init__(self, choose_start_player: _Optional[_Union[DragonsChooseStartPlayer, _Mapping]] = ..., place_hero: _Optional[_Union[DragonsPlaceHero, _Mapping]] = ..., place_dummy_hero: _Optional[_Union[DragonsPlaceDummyHero, _Mapping]] = ..., play_card: _Optional[_Union[DragonsPlayCard, _Mapping]] = ..., claim_dummy_card: _Optional[_Union[DragonsClaimDummyCard, _Mapping]] = ..., offer_dummy: _Optional[_Union[DragonsOfferDummy, _Mapping]] = ..., take_treasure: _Optional[_Union[DragonsTakeTreasure, _Mapping]] = ..., keep_spell: _Optional[_Union[DragonsKeepSpell, _Mapping]] = ..., pay_bribe: _Optional[_Union[DragonsPayBribe, _Mapping]] = ..., withdraw: _Optional[_Union[DragonsWithdraw, _Mapping]] = ..., buy_artifact: _Optional[_Union[DragonsBuyArtifact, _Mapping]] = ..., decline: _Optional[_Union[DragonsDecline, _Mapping]] = ..., **kwargs) -> None: ...

class DragonsChooseStartPlayer(_message.Message):
    __slots__ = ("player",)
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    player: int
    def __init__(self, player: _Optional[int] = ...) -> None: ...

class DragonsPlaceHero(_message.Message):
    __slots__ = ("hero", "location")
    HERO_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    hero: int
    location: str
    def __init__(self, hero: _Optional[int] = ..., location: _Optional[str] = ...) -> None: ...

class DragonsPlaceDummyHero(_message.Message):
    __slots__ = ("location",)
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    location: str
    def __init__(self, location: _Optional[str] = ...) -> None: ...

class DragonsPlayCard(_message.Message):
    __slots__ = ("card", "location", "hero", "player", "treasure", "to")
    CARD_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    HERO_FIELD_NUMBER: _ClassVar[int]
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    TREASURE_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    card: str
    location: str
    hero: int
    player: int
    treasure: str
    to: str
    def __init__(self, card: _Optional[str] = ..., location: _Optional[str] = ..., hero: _Optional[int] = ..., player: _Optional[int] = ..., treasure: _Optional[str] = ..., to: _Optional[str] = ...) -> None: ...

class DragonsClaimDummyCard(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class DragonsOfferDummy(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class DragonsPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DragonsTakeTreasure(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class DragonsKeepSpell(_message.Message):
    __slots__ = ("spell",)
    SPELL_FIELD_NUMBER: _ClassVar[int]
    spell: str
    def __init__(self, spell: _Optional[str] = ...) -> None: ...

class DragonsPayBribe(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class DragonsWithdraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DragonsBuyArtifact(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class DragonsDecline(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DragonsView(_message.Message):
    __slots__ = ("phase", "round", "start_player", "dummy", "you", "locations", "resolving", "ranking", "guard", "row", "seats", "decks", "window", "stack", "pending", "claim", "bought", "winners", "scores", "placer", "placing_dummy")
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    START_PLAYER_FIELD_NUMBER: _ClassVar[int]
    DUMMY_FIELD_NUMBER: _ClassVar[int]
    YOU_FIELD_NUMBER: _ClassVar[int]
    LOCATIONS_FIELD_NUMBER: _ClassVar[int]
    RESOLVING_FIELD_NUMBER: _ClassVar[int]
    RANKING_FIELD_NUMBER: _ClassVar[int]
    GUARD_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    DECKS_FIELD_NUMBER: _ClassVar[int]
    WINDOW_FIELD_NUMBER: _ClassVar[int]
    STACK_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    CLAIM_FIELD_NUMBER: _ClassVar[int]
    BOUGHT_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    PLACER_FIELD_NUMBER: _ClassVar[int]
    PLACING_DUMMY_FIELD_NUMBER: _ClassVar[int]
    phase: DragonsPhase
    round: int
    start_player: int
    dummy: int
    you: int
    locations: _containers.RepeatedCompositeFieldContainer[DragonsLocation]
    resolving: str
    ranking: _containers.RepeatedCompositeFieldContainer[DragonsTotal]
    guard: DragonsGuard
    row: _containers.RepeatedScalarFieldContainer[str]
    seats: _containers.RepeatedCompositeFieldContainer[DragonsSeat]
    decks: DragonsDecks
    window: DragonsWindow
    stack: _containers.RepeatedCompositeFieldContainer[DragonsPlayed]
    pending: DragonsPending
    claim: DragonsClaim
    bought: int
    winners: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedCompositeFieldContainer[DragonsScore]
    placer: int
    placing_dummy: bool
    def __init__(self, phase: _Optional[_Union[DragonsPhase, str]] = ..., round: _Optional[int] = ..., start_player: _Optional[int] = ..., dummy: _Optional[int] = ..., you: _Optional[int] = ..., locations: _Optional[_Iterable[_Union[DragonsLocation, _Mapping]]] = ..., resolving: _Optional[str] = ..., ranking: _Optional[_Iterable[_Union[DragonsTotal, _Mapping]]] = ..., guard: _Optional[_Union[DragonsGuard, _Mapping]] = ..., row: _Optional[_Iterable[str]] = ..., seats: _Optional[_Iterable[_Union[DragonsSeat, _Mapping]]] = ..., decks: _Optional[_Union[DragonsDecks, _Mapping]] = ..., window: _Optional[_Union[DragonsWindow, _Mapping]] = ..., stack: _Optional[_Iterable[_Union[DragonsPlayed, _Mapping]]] = ..., pending: _Optional[_Union[DragonsPending, _Mapping]] = ..., claim: _Optional[_Union[DragonsClaim, _Mapping]] = ..., bought: _Optional[int] = ..., winners: _Optional[_Iterable[int]] = ..., scores: _Optional[_Iterable[_Union[DragonsScore, _Mapping]]] = ..., placer: _Optional[int] = ..., placing_dummy: _Optional[bool] = ...) -> None: ...

class DragonsLocation(_message.Message):
    __slots__ = ("id", "heroes", "treasures", "artifact", "totals")
    ID_FIELD_NUMBER: _ClassVar[int]
    HEROES_FIELD_NUMBER: _ClassVar[int]
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    ARTIFACT_FIELD_NUMBER: _ClassVar[int]
    TOTALS_FIELD_NUMBER: _ClassVar[int]
    id: str
    heroes: _containers.RepeatedCompositeFieldContainer[DragonsHero]
    treasures: _containers.RepeatedScalarFieldContainer[str]
    artifact: str
    totals: _containers.RepeatedCompositeFieldContainer[DragonsTotal]
    def __init__(self, id: _Optional[str] = ..., heroes: _Optional[_Iterable[_Union[DragonsHero, _Mapping]]] = ..., treasures: _Optional[_Iterable[str]] = ..., artifact: _Optional[str] = ..., totals: _Optional[_Iterable[_Union[DragonsTotal, _Mapping]]] = ...) -> None: ...

class DragonsHero(_message.Message):
    __slots__ = ("index", "seat", "face_up", "number", "value", "modifiers", "withdrawn")
    INDEX_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FACE_UP_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    MODIFIERS_FIELD_NUMBER: _ClassVar[int]
    WITHDRAWN_FIELD_NUMBER: _ClassVar[int]
    index: int
    seat: int
    face_up: bool
    number: int
    value: int
    modifiers: _containers.RepeatedScalarFieldContainer[str]
    withdrawn: bool
    def __init__(self, index: _Optional[int] = ..., seat: _Optional[int] = ..., face_up: _Optional[bool] = ..., number: _Optional[int] = ..., value: _Optional[int] = ..., modifiers: _Optional[_Iterable[str]] = ..., withdrawn: _Optional[bool] = ...) -> None: ...

class DragonsTotal(_message.Message):
    __slots__ = ("seat", "total")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    total: int
    def __init__(self, seat: _Optional[int] = ..., total: _Optional[int] = ...) -> None: ...

class DragonsGuard(_message.Message):
    __slots__ = ("placed", "face_up", "card", "value")
    PLACED_FIELD_NUMBER: _ClassVar[int]
    FACE_UP_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    placed: bool
    face_up: bool
    card: str
    value: int
    def __init__(self, placed: _Optional[bool] = ..., face_up: _Optional[bool] = ..., card: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...

class DragonsSeat(_message.Message):
    __slots__ = ("seat", "name", "dummy", "heroes_in_hand", "heroes", "treasure_count", "treasures", "spell_count", "spells", "artifact_count", "artifacts", "used", "artifacts_total")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    DUMMY_FIELD_NUMBER: _ClassVar[int]
    HEROES_IN_HAND_FIELD_NUMBER: _ClassVar[int]
    HEROES_FIELD_NUMBER: _ClassVar[int]
    TREASURE_COUNT_FIELD_NUMBER: _ClassVar[int]
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    SPELL_COUNT_FIELD_NUMBER: _ClassVar[int]
    SPELLS_FIELD_NUMBER: _ClassVar[int]
    ARTIFACT_COUNT_FIELD_NUMBER: _ClassVar[int]
    ARTIFACTS_FIELD_NUMBER: _ClassVar[int]
    USED_FIELD_NUMBER: _ClassVar[int]
    ARTIFACTS_TOTAL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    name: str
    dummy: bool
    heroes_in_hand: int
    heroes: _containers.RepeatedScalarFieldContainer[int]
    treasure_count: int
    treasures: _containers.RepeatedScalarFieldContainer[str]
    spell_count: int
    spells: _containers.RepeatedScalarFieldContainer[str]
    artifact_count: int
    artifacts: _containers.RepeatedScalarFieldContainer[str]
    used: _containers.RepeatedScalarFieldContainer[str]
    artifacts_total: int
    def __init__(self, seat: _Optional[int] = ..., name: _Optional[str] = ..., dummy: _Optional[bool] = ..., heroes_in_hand: _Optional[int] = ..., heroes: _Optional[_Iterable[int]] = ..., treasure_count: _Optional[int] = ..., treasures: _Optional[_Iterable[str]] = ..., spell_count: _Optional[int] = ..., spells: _Optional[_Iterable[str]] = ..., artifact_count: _Optional[int] = ..., artifacts: _Optional[_Iterable[str]] = ..., used: _Optional[_Iterable[str]] = ..., artifacts_total: _Optional[int] = ...) -> None: ...

class DragonsDecks(_message.Message):
    __slots__ = ("treasures", "treasure_discard", "treasure_discard_top", "artifacts", "spells", "spell_discard")
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    TREASURE_DISCARD_FIELD_NUMBER: _ClassVar[int]
    TREASURE_DISCARD_TOP_FIELD_NUMBER: _ClassVar[int]
    ARTIFACTS_FIELD_NUMBER: _ClassVar[int]
    SPELLS_FIELD_NUMBER: _ClassVar[int]
    SPELL_DISCARD_FIELD_NUMBER: _ClassVar[int]
    treasures: int
    treasure_discard: int
    treasure_discard_top: str
    artifacts: int
    spells: int
    spell_discard: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, treasures: _Optional[int] = ..., treasure_discard: _Optional[int] = ..., treasure_discard_top: _Optional[str] = ..., artifacts: _Optional[int] = ..., spells: _Optional[int] = ..., spell_discard: _Optional[_Iterable[str]] = ...) -> None: ...

class DragonsWindow(_message.Message):
    __slots__ = ("about", "order", "responder")
    ABOUT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    RESPONDER_FIELD_NUMBER: _ClassVar[int]
    about: str
    order: _containers.RepeatedScalarFieldContainer[int]
    responder: int
    def __init__(self, about: _Optional[str] = ..., order: _Optional[_Iterable[int]] = ..., responder: _Optional[int] = ...) -> None: ...

class DragonsPlayed(_message.Message):
    __slots__ = ("card", "seat", "owner", "location", "hero", "player", "treasure", "to", "countered")
    CARD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    OWNER_FIELD_NUMBER: _ClassVar[int]
    LOCATION_FIELD_NUMBER: _ClassVar[int]
    HERO_FIELD_NUMBER: _ClassVar[int]
    PLAYER_FIELD_NUMBER: _ClassVar[int]
    TREASURE_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    COUNTERED_FIELD_NUMBER: _ClassVar[int]
    card: str
    seat: int
    owner: int
    location: str
    hero: int
    player: int
    treasure: str
    to: str
    countered: bool
    def __init__(self, card: _Optional[str] = ..., seat: _Optional[int] = ..., owner: _Optional[int] = ..., location: _Optional[str] = ..., hero: _Optional[int] = ..., player: _Optional[int] = ..., treasure: _Optional[str] = ..., to: _Optional[str] = ..., countered: _Optional[bool] = ...) -> None: ...

class DragonsPending(_message.Message):
    __slots__ = ("name", "seat", "for_seat", "options", "amount")
    NAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FOR_SEAT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    name: str
    seat: int
    for_seat: int
    options: _containers.RepeatedScalarFieldContainer[str]
    amount: int
    def __init__(self, name: _Optional[str] = ..., seat: _Optional[int] = ..., for_seat: _Optional[int] = ..., options: _Optional[_Iterable[str]] = ..., amount: _Optional[int] = ...) -> None: ...

class DragonsClaim(_message.Message):
    __slots__ = ("card", "claimer", "offered", "your_offer")
    CARD_FIELD_NUMBER: _ClassVar[int]
    CLAIMER_FIELD_NUMBER: _ClassVar[int]
    OFFERED_FIELD_NUMBER: _ClassVar[int]
    YOUR_OFFER_FIELD_NUMBER: _ClassVar[int]
    card: str
    claimer: int
    offered: _containers.RepeatedScalarFieldContainer[int]
    your_offer: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, card: _Optional[str] = ..., claimer: _Optional[int] = ..., offered: _Optional[_Iterable[int]] = ..., your_offer: _Optional[_Iterable[str]] = ...) -> None: ...

class DragonsScore(_message.Message):
    __slots__ = ("seat", "artifacts", "lamps", "treasure")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ARTIFACTS_FIELD_NUMBER: _ClassVar[int]
    LAMPS_FIELD_NUMBER: _ClassVar[int]
    TREASURE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    artifacts: int
    lamps: int
    treasure: int
    def __init__(self, seat: _Optional[int] = ..., artifacts: _Optional[int] = ..., lamps: _Optional[int] = ..., treasure: _Optional[int] = ...) -> None: ...
