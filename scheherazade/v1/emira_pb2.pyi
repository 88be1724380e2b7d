from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class EmiraAppearance(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EMIRA_APPEARANCE_UNSPECIFIED: _ClassVar[EmiraAppearance]
    EMIRA_APPEARANCE_BEAUTY: _ClassVar[EmiraAppearance]
    EMIRA_APPEARANCE_MANNERS: _ClassVar[EmiraAppearance]
    EMIRA_APPEARANCE_ATTIRE: _ClassVar[EmiraAppearance]

class EmiraAction(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EMIRA_ACTION_UNSPECIFIED: _ClassVar[EmiraAction]
    EMIRA_ACTION_SMALL_CARAVAN: _ClassVar[EmiraAction]
    EMIRA_ACTION_LARGE_CARAVAN: _ClassVar[EmiraAction]
    EMIRA_ACTION_APPEARANCE: _ClassVar[EmiraAction]
    EMIRA_ACTION_STATUS: _ClassVar[EmiraAction]
    EMIRA_ACTION_PALACE: _ClassVar[EmiraAction]
    EMIRA_ACTION_CAMEL: _ClassVar[EmiraAction]

class EmiraSpeed(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EMIRA_SPEED_UNSPECIFIED: _ClassVar[EmiraSpeed]
    EMIRA_SPEED_SLOW: _ClassVar[EmiraSpeed]
    EMIRA_SPEED_FAST: _ClassVar[EmiraSpeed]

class EmiraPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EMIRA_PHASE_UNSPECIFIED: _ClassVar[EmiraPhase]
    EMIRA_PHASE_SETUP: _ClassVar[EmiraPhase]
    EMIRA_PHASE_KEEP_START: _ClassVar[EmiraPhase]
    EMIRA_PHASE_EVENTS: _ClassVar[EmiraPhase]
    EMIRA_PHASE_INCOME: _ClassVar[EmiraPhase]
    EMIRA_PHASE_PREPARE: _ClassVar[EmiraPhase]
    EMIRA_PHASE_BIDDING: _ClassVar[EmiraPhase]
    EMIRA_PHASE_CHOOSING: _ClassVar[EmiraPhase]
    EMIRA_PHASE_PURCHASE: _ClassVar[EmiraPhase]
    EMIRA_PHASE_PRINCESS: _ClassVar[EmiraPhase]
    EMIRA_PHASE_UPKEEP: _ClassVar[EmiraPhase]
    EMIRA_PHASE_END: _ClassVar[EmiraPhase]
    EMIRA_PHASE_OVER: _ClassVar[EmiraPhase]

class EmiraColour(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EMIRA_COLOUR_UNSPECIFIED: _ClassVar[EmiraColour]
    EMIRA_COLOUR_GREEN: _ClassVar[EmiraColour]
    EMIRA_COLOUR_WHITE: _ClassVar[EmiraColour]
    EMIRA_COLOUR_RED: _ClassVar[EmiraColour]
    EMIRA_COLOUR_BLUE: _ClassVar[EmiraColour]
    EMIRA_COLOUR_BLACK: _ClassVar[EmiraColour]

class EmiraPreference(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EMIRA_PREFERENCE_UNSPECIFIED: _ClassVar[EmiraPreference]
    EMIRA_PREFERENCE_APPEARANCE: _ClassVar[EmiraPreference]
    EMIRA_PREFERENCE_STATUS: _ClassVar[EmiraPreference]
    EMIRA_PREFERENCE_PALACE: _ClassVar[EmiraPreference]
    EMIRA_PREFERENCE_GOLD: _ClassVar[EmiraPreference]
    EMIRA_PREFERENCE_CAMELS: _ClassVar[EmiraPreference]
    EMIRA_PREFERENCE_CARAVANS: _ClassVar[EmiraPreference]
    EMIRA_PREFERENCE_PRINCESSES: _ClassVar[EmiraPreference]
EMIRA_APPEARANCE_UNSPECIFIED: EmiraAppearance
EMIRA_APPEARANCE_BEAUTY: EmiraAppearance
EMIRA_APPEARANCE_MANNERS: EmiraAppearance
EMIRA_APPEARANCE_ATTIRE: EmiraAppearance
EMIRA_ACTION_UNSPECIFIED: EmiraAction
EMIRA_ACTION_SMALL_CARAVAN: EmiraAction
EMIRA_ACTION_LARGE_CARAVAN: EmiraAction
EMIRA_ACTION_APPEARANCE: EmiraAction
EMIRA_ACTION_STATUS: EmiraAction
EMIRA_ACTION_PALACE: EmiraAction
EMIRA_ACTION_CAMEL: EmiraAction
EMIRA_SPEED_UNSPECIFIED: EmiraSpeed
EMIRA_SPEED_SLOW: EmiraSpeed
EMIRA_SPEED_FAST: EmiraSpeed
EMIRA_PHASE_UNSPECIFIED: EmiraPhase
EMIRA_PHASE_SETUP: EmiraPhase
EMIRA_PHASE_KEEP_START: EmiraPhase
EMIRA_PHASE_EVENTS: EmiraPhase
EMIRA_PHASE_INCOME: EmiraPhase
EMIRA_PHASE_PREPARE: EmiraPhase
EMIRA_PHASE_BIDDING: EmiraPhase
EMIRA_PHASE_CHOOSING: EmiraPhase
EMIRA_PHASE_PURCHASE: EmiraPhase
EMIRA_PHASE_PRINCESS: EmiraPhase
EMIRA_PHASE_UPKEEP: EmiraPhase
EMIRA_PHASE_END: EmiraPhase
EMIRA_PHASE_OVER: EmiraPhase
EMIRA_COLOUR_UNSPECIFIED: EmiraColour
EMIRA_COLOUR_GREEN: EmiraColour
EMIRA_COLOUR_WHITE: EmiraColour
EMIRA_COLOUR_RED: EmiraColour
EMIRA_COLOUR_BLUE: EmiraColour
EMIRA_COLOUR_BLACK: EmiraColour
EMIRA_PREFERENCE_UNSPECIFIED: EmiraPreference
EMIRA_PREFERENCE_APPEARANCE: EmiraPreference
EMIRA_PREFERENCE_STATUS: EmiraPreference
EMIRA_PREFERENCE_PALACE: EmiraPreference
EMIRA_PREFERENCE_GOLD: EmiraPreference
EMIRA_PREFERENCE_CAMELS: EmiraPreference
EMIRA_PREFERENCE_CARAVANS: EmiraPreference
EMIRA_PREFERENCE_PRINCESSES: EmiraPreference

class EmiraCommand(_message.Message):
    __slots__ = ("keep_starting_event", "play_event", "skip_event", "change_mind", "reorder_emira", "pick_counter", "pick_status", "bid", "take_gold", "take_action", "take_no_action", "buy_events", "skip_purchase", "keep_event", "discard_appearance", "discard_status", "choose_stolen", "pay_xenia", "refuse_xenia")
    KEEP_STARTING_EVENT_FIELD_NUMBER: _ClassVar[int]
    PLAY_EVENT_FIELD_NUMBER: _ClassVar[int]
    SKIP_EVENT_FIELD_NUMBER: _ClassVar[int]
    CHANGE_MIND_FIELD_NUMBER: _ClassVar[int]
    REORDER_EMIRA_FIELD_NUMBER: _ClassVar[int]
    PICK_COUNTER_FIELD_NUMBER: _ClassVar[int]
    PICK_STATUS_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    TAKE_GOLD_FIELD_NUMBER: _ClassVar[int]
    TAKE_ACTION_FIELD_NUMBER: _ClassVar[int]
    TAKE_NO_ACTION_FIELD_NUMBER: _ClassVar[int]
    BUY_EVENTS_FIELD_NUMBER: _ClassVar[int]
    SKIP_PURCHASE_FIELD_NUMBER: _ClassVar[int]
    KEEP_EVENT_FIELD_NUMBER: _ClassVar[int]
    DISCARD_APPEARANCE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_STATUS_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_STOLEN_FIELD_NUMBER: _ClassVar[int]
    PAY_XENIA_FIELD_NUMBER: _ClassVar[int]
    REFUSE_XENIA_FIELD_NUMBER: _ClassVar[int]
    keep_starting_event: EmiraKeepStartingEvent
    play_event: EmiraPlayEvent
    skip_event: EmiraSkipEvent
    change_mind: EmiraChangeMind
    reorder_emira: EmiraReorderEmira
    pick_counter: EmiraPickCounter
    pick_status: EmiraPickStatus
    bid: EmiraBid
    take_gold: EmiraTakeGold
    take_action: EmiraTakeAction
    take_no_action: EmiraTakeNoAction
    buy_events: EmiraBuyEvents
    skip_purchase: EmiraSkipPurchase
    keep_event: EmiraKeepEvent
    discard_appearance: EmiraDiscardAppearance
    discard_status: EmiraDiscardStatus
    choose_stolen: EmiraChooseStolen
    pay_xenia: EmiraPayXenia
    refuse_xenia: EmiraRefuseXenia
    def __init__(self, keep_starting_event: _Optional[_Union[EmiraKeepStartingEvent, _Mapping]] = ..., play_event: _Optional[_Union[EmiraPlayEvent, _Mapping]] = ..., skip_event: _Optional[_Union[EmiraSkipEvent, _Mapping]] = ..., change_mind: _Optional[_Union[EmiraChangeMind, _Mapping]] = ..., reorder_emira: _Optional[_Union[EmiraReorderEmira, _Mapping]] = ..., pick_counter: _Optional[_Union[EmiraPickCounter, _Mapping]] = ..., pick_status: _Optional[_Union[EmiraPickStatus, _Mapping]] = ..., bid: _Optional[_Union[EmiraBid, _Mapping]] = ..., take_gold: _Optional[_Union[EmiraTakeGold, _Mapping]] = ..., take_action: _Optional[_Union[EmiraTakeAction, _Mapping]] = ..., take_no_action: _Optional[_Union[EmiraTakeNoAction, _Mapping]] = ..., buy_events: _Optional[_Union[EmiraBuyEvents, _Mapping]] = ..., skip_purchase: _Optional[_Union[EmiraSkipPurchase, _Mapping]] = ..., keep_event: _Optional[_Union[EmiraKeepEvent, _Mapping]] = ..., discard_appearance: _Optional[_Union[EmiraDiscardAppearance, _Mapping]] = ..., discard_status: _Optional[_Union[EmiraDiscardStatus, _Mapping]] = ..., choose_stolen: _Optional[_Union[EmiraChooseStolen, _Mapping]] = ..., pay_xenia: _Optional[_Union[EmiraPayXenia, _Mapping]] = ..., refuse_xenia: _Optional[_Union[EmiraRefuseXenia, _Mapping]] = ..., **kwargs) -> None: ...

class EmiraKeepStartingEvent(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class EmiraPlayEvent(_message.Message):
    __slots__ = ("card", "choice")
    CARD_FIELD_NUMBER: _ClassVar[int]
    CHOICE_FIELD_NUMBER: _ClassVar[int]
    card: str
    choice: str
    def __init__(self, card: _Optional[str] = ..., choice: _Optional[str] = ...) -> None: ...

class EmiraSkipEvent(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class EmiraChangeMind(_message.Message):
    __slots__ = ("choice",)
    CHOICE_FIELD_NUMBER: _ClassVar[int]
    choice: str
    def __init__(self, choice: _Optional[str] = ...) -> None: ...

class EmiraReorderEmira(_message.Message):
    __slots__ = ("order",)
    ORDER_FIELD_NUMBER: _ClassVar[int]
    order: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, order: _Optional[_Iterable[str]] = ...) -> None: ...

class EmiraPickCounter(_message.Message):
    __slots__ = ("kind",)
    KIND_FIELD_NUMBER: _ClassVar[int]
    kind: EmiraAppearance
    def __init__(self, kind: _Optional[_Union[EmiraAppearance, str]] = ...) -> None: ...

class EmiraPickStatus(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class EmiraBid(_message.Message):
    __slots__ = ("amount",)
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    amount: int
    def __init__(self, amount: _Optional[int] = ...) -> None: ...

class EmiraPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class EmiraTakeGold(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class EmiraTakeAction(_message.Message):
    __slots__ = ("action", "speed")
    ACTION_FIELD_NUMBER: _ClassVar[int]
    SPEED_FIELD_NUMBER: _ClassVar[int]
    action: EmiraAction
    speed: EmiraSpeed
    def __init__(self, action: _Optional[_Union[EmiraAction, str]] = ..., speed: _Optional[_Union[EmiraSpeed, str]] = ...) -> None: ...

class EmiraTakeNoAction(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class EmiraBuyEvents(_message.Message):
    __slots__ = ("count",)
    COUNT_FIELD_NUMBER: _ClassVar[int]
    count: int
    def __init__(self, count: _Optional[int] = ...) -> None: ...

class EmiraSkipPurchase(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class EmiraKeepEvent(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class EmiraDiscardAppearance(_message.Message):
    __slots__ = ("kind",)
    KIND_FIELD_NUMBER: _ClassVar[int]
    kind: EmiraAppearance
    def __init__(self, kind: _Optional[_Union[EmiraAppearance, str]] = ...) -> None: ...

class EmiraDiscardStatus(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class EmiraChooseStolen(_message.Message):
    __slots__ = ("princess",)
    PRINCESS_FIELD_NUMBER: _ClassVar[int]
    princess: str
    def __init__(self, princess: _Optional[str] = ...) -> None: ...

class EmiraPayXenia(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class EmiraRefuseXenia(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class EmiraView(_message.Message):
    __slots__ = ("content_hash", "advanced", "turn", "phase", "first_player", "to_act", "sheiks", "board", "bidding", "effects", "pending", "decks", "emira_deck_ran_out", "result", "you", "secret")
    CONTENT_HASH_FIELD_NUMBER: _ClassVar[int]
    ADVANCED_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    FIRST_PLAYER_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    SHEIKS_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    BIDDING_FIELD_NUMBER: _ClassVar[int]
    EFFECTS_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    DECKS_FIELD_NUMBER: _ClassVar[int]
    EMIRA_DECK_RAN_OUT_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    YOU_FIELD_NUMBER: _ClassVar[int]
    SECRET_FIELD_NUMBER: _ClassVar[int]
    content_hash: str
    advanced: bool
    turn: int
    phase: EmiraPhase
    first_player: int
    to_act: _containers.RepeatedScalarFieldContainer[int]
    sheiks: _containers.RepeatedCompositeFieldContainer[EmiraSheik]
    board: EmiraBoard
    bidding: EmiraBidding
    effects: _containers.RepeatedCompositeFieldContainer[EmiraEffect]
    pending: EmiraPending
    decks: EmiraDecks
    emira_deck_ran_out: bool
    result: EmiraOutcome
    you: EmiraYou
    secret: EmiraSecret
    def __init__(self, content_hash: _Optional[str] = ..., advanced: _Optional[bool] = ..., turn: _Optional[int] = ..., phase: _Optional[_Union[EmiraPhase, str]] = ..., first_player: _Optional[int] = ..., to_act: _Optional[_Iterable[int]] = ..., sheiks: _Optional[_Iterable[_Union[EmiraSheik, _Mapping]]] = ..., board: _Optional[_Union[EmiraBoard, _Mapping]] = ..., bidding: _Optional[_Union[EmiraBidding, _Mapping]] = ..., effects: _Optional[_Iterable[_Union[EmiraEffect, _Mapping]]] = ..., pending: _Optional[_Union[EmiraPending, _Mapping]] = ..., decks: _Optional[_Union[EmiraDecks, _Mapping]] = ..., emira_deck_ran_out: _Optional[bool] = ..., result: _Optional[_Union[EmiraOutcome, _Mapping]] = ..., you: _Optional[_Union[EmiraYou, _Mapping]] = ..., secret: _Optional[_Union[EmiraSecret, _Mapping]] = ...) -> None: ...

class EmiraSheik(_message.Message):
    __slots__ = ("seat", "colour", "gold", "camels", "camel_track", "palace_sections", "palace_track", "palace_value", "counters", "appearance", "good_looking", "status_cards", "status", "caravans", "princesses", "face_up_events", "hand_size", "loses_turn", "upkeep_paid")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    CAMELS_FIELD_NUMBER: _ClassVar[int]
    CAMEL_TRACK_FIELD_NUMBER: _ClassVar[int]
    PALACE_SECTIONS_FIELD_NUMBER: _ClassVar[int]
    PALACE_TRACK_FIELD_NUMBER: _ClassVar[int]
    PALACE_VALUE_FIELD_NUMBER: _ClassVar[int]
    COUNTERS_FIELD_NUMBER: _ClassVar[int]
    APPEARANCE_FIELD_NUMBER: _ClassVar[int]
    GOOD_LOOKING_FIELD_NUMBER: _ClassVar[int]
    STATUS_CARDS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    CARAVANS_FIELD_NUMBER: _ClassVar[int]
    PRINCESSES_FIELD_NUMBER: _ClassVar[int]
    FACE_UP_EVENTS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    LOSES_TURN_FIELD_NUMBER: _ClassVar[int]
    UPKEEP_PAID_FIELD_NUMBER: _ClassVar[int]
    seat: int
    colour: EmiraColour
    gold: int
    camels: int
    camel_track: int
    palace_sections: int
    palace_track: int
    palace_value: float
    counters: EmiraCounters
    appearance: int
    good_looking: _containers.RepeatedScalarFieldContainer[str]
    status_cards: _containers.RepeatedScalarFieldContainer[str]
    status: int
    caravans: _containers.RepeatedCompositeFieldContainer[EmiraCaravan]
    princesses: _containers.RepeatedScalarFieldContainer[str]
    face_up_events: _containers.RepeatedScalarFieldContainer[str]
    hand_size: int
    loses_turn: int
    upkeep_paid: bool
    def __init__(self, seat: _Optional[int] = ..., colour: _Optional[_Union[EmiraColour, str]] = ..., gold: _Optional[int] = ..., camels: _Optional[int] = ..., camel_track: _Optional[int] = ..., palace_sections: _Optional[int] = ..., palace_track: _Optional[int] = ..., palace_value: _Optional[float] = ..., counters: _Optional[_Union[EmiraCounters, _Mapping]] = ..., appearance: _Optional[int] = ..., good_looking: _Optional[_Iterable[str]] = ..., status_cards: _Optional[_Iterable[str]] = ..., status: _Optional[int] = ..., caravans: _Optional[_Iterable[_Union[EmiraCaravan, _Mapping]]] = ..., princesses: _Optional[_Iterable[str]] = ..., face_up_events: _Optional[_Iterable[str]] = ..., hand_size: _Optional[int] = ..., loses_turn: _Optional[int] = ..., upkeep_paid: _Optional[bool] = ...) -> None: ...

class EmiraCounters(_message.Message):
    __slots__ = ("beauty", "manners", "attire")
    BEAUTY_FIELD_NUMBER: _ClassVar[int]
    MANNERS_FIELD_NUMBER: _ClassVar[int]
    ATTIRE_FIELD_NUMBER: _ClassVar[int]
    beauty: int
    manners: int
    attire: int
    def __init__(self, beauty: _Optional[int] = ..., manners: _Optional[int] = ..., attire: _Optional[int] = ...) -> None: ...

class EmiraCaravan(_message.Message):
    __slots__ = ("caravan", "payments_left")
    CARAVAN_FIELD_NUMBER: _ClassVar[int]
    PAYMENTS_LEFT_FIELD_NUMBER: _ClassVar[int]
    caravan: str
    payments_left: int
    def __init__(self, caravan: _Optional[str] = ..., payments_left: _Optional[int] = ...) -> None: ...

class EmiraPrincess(_message.Message):
    __slots__ = ("id", "first", "second", "skills", "ability")
    ID_FIELD_NUMBER: _ClassVar[int]
    FIRST_FIELD_NUMBER: _ClassVar[int]
    SECOND_FIELD_NUMBER: _ClassVar[int]
    SKILLS_FIELD_NUMBER: _ClassVar[int]
    ABILITY_FIELD_NUMBER: _ClassVar[int]
    id: str
    first: EmiraPreference
    second: EmiraPreference
    skills: _containers.RepeatedScalarFieldContainer[str]
    ability: str
    def __init__(self, id: _Optional[str] = ..., first: _Optional[_Union[EmiraPreference, str]] = ..., second: _Optional[_Union[EmiraPreference, str]] = ..., skills: _Optional[_Iterable[str]] = ..., ability: _Optional[str] = ...) -> None: ...

class EmiraBoard(_message.Message):
    __slots__ = ("active", "later", "undecided", "status_card", "counter", "markers", "supply", "bag", "removed", "xenia_markers")
    ACTIVE_FIELD_NUMBER: _ClassVar[int]
    LATER_FIELD_NUMBER: _ClassVar[int]
    UNDECIDED_FIELD_NUMBER: _ClassVar[int]
    STATUS_CARD_FIELD_NUMBER: _ClassVar[int]
    COUNTER_FIELD_NUMBER: _ClassVar[int]
    MARKERS_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    BAG_FIELD_NUMBER: _ClassVar[int]
    REMOVED_FIELD_NUMBER: _ClassVar[int]
    XENIA_MARKERS_FIELD_NUMBER: _ClassVar[int]
    active: _containers.RepeatedCompositeFieldContainer[EmiraPrincess]
    later: _containers.RepeatedCompositeFieldContainer[EmiraPrincess]
    undecided: _containers.RepeatedCompositeFieldContainer[EmiraPrincess]
    status_card: str
    counter: str
    markers: _containers.RepeatedScalarFieldContainer[str]
    supply: EmiraSupply
    bag: EmiraCounters
    removed: _containers.RepeatedScalarFieldContainer[str]
    xenia_markers: int
    def __init__(self, active: _Optional[_Iterable[_Union[EmiraPrincess, _Mapping]]] = ..., later: _Optional[_Iterable[_Union[EmiraPrincess, _Mapping]]] = ..., undecided: _Optional[_Iterable[_Union[EmiraPrincess, _Mapping]]] = ..., status_card: _Optional[str] = ..., counter: _Optional[str] = ..., markers: _Optional[_Iterable[str]] = ..., supply: _Optional[_Union[EmiraSupply, _Mapping]] = ..., bag: _Optional[_Union[EmiraCounters, _Mapping]] = ..., removed: _Optional[_Iterable[str]] = ..., xenia_markers: _Optional[int] = ...) -> None: ...

class EmiraSupply(_message.Message):
    __slots__ = ("camels", "palace_sections", "small_caravans", "large_caravans")
    CAMELS_FIELD_NUMBER: _ClassVar[int]
    PALACE_SECTIONS_FIELD_NUMBER: _ClassVar[int]
    SMALL_CARAVANS_FIELD_NUMBER: _ClassVar[int]
    LARGE_CARAVANS_FIELD_NUMBER: _ClassVar[int]
    camels: int
    palace_sections: int
    small_caravans: int
    large_caravans: int
    def __init__(self, camels: _Optional[int] = ..., palace_sections: _Optional[int] = ..., small_caravans: _Optional[int] = ..., large_caravans: _Optional[int] = ...) -> None: ...

class EmiraBidding(_message.Message):
    __slots__ = ("opener", "to_bid", "high_bid", "leader", "passed", "chooser", "acted", "taken")
    OPENER_FIELD_NUMBER: _ClassVar[int]
    TO_BID_FIELD_NUMBER: _ClassVar[int]
    HIGH_BID_FIELD_NUMBER: _ClassVar[int]
    LEADER_FIELD_NUMBER: _ClassVar[int]
    PASSED_FIELD_NUMBER: _ClassVar[int]
    CHOOSER_FIELD_NUMBER: _ClassVar[int]
    ACTED_FIELD_NUMBER: _ClassVar[int]
    TAKEN_FIELD_NUMBER: _ClassVar[int]
    opener: int
    to_bid: int
    high_bid: int
    leader: int
    passed: _containers.RepeatedScalarFieldContainer[int]
    chooser: int
    acted: _containers.RepeatedScalarFieldContainer[int]
    taken: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, opener: _Optional[int] = ..., to_bid: _Optional[int] = ..., high_bid: _Optional[int] = ..., leader: _Optional[int] = ..., passed: _Optional[_Iterable[int]] = ..., chooser: _Optional[int] = ..., acted: _Optional[_Iterable[int]] = ..., taken: _Optional[_Iterable[str]] = ...) -> None: ...

class EmiraEffect(_message.Message):
    __slots__ = ("kind", "seat")
    KIND_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    kind: str
    seat: int
    def __init__(self, kind: _Optional[str] = ..., seat: _Optional[int] = ...) -> None: ...

class EmiraPending(_message.Message):
    __slots__ = ("name", "seat", "options")
    NAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    name: str
    seat: int
    options: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, name: _Optional[str] = ..., seat: _Optional[int] = ..., options: _Optional[_Iterable[str]] = ...) -> None: ...

class EmiraDecks(_message.Message):
    __slots__ = ("emira", "status", "events")
    EMIRA_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    emira: int
    status: int
    events: int
    def __init__(self, emira: _Optional[int] = ..., status: _Optional[int] = ..., events: _Optional[int] = ...) -> None: ...

class EmiraOutcome(_message.Message):
    __slots__ = ("winners", "scores", "reason", "goals")
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    GOALS_FIELD_NUMBER: _ClassVar[int]
    winners: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedScalarFieldContainer[int]
    reason: str
    goals: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, winners: _Optional[_Iterable[int]] = ..., scores: _Optional[_Iterable[int]] = ..., reason: _Optional[str] = ..., goals: _Optional[_Iterable[str]] = ...) -> None: ...

class EmiraYou(_message.Message):
    __slots__ = ("seat", "gold", "goal", "hand", "dealt", "goal_met", "goal_text", "cards")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    GOAL_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    DEALT_FIELD_NUMBER: _ClassVar[int]
    GOAL_MET_FIELD_NUMBER: _ClassVar[int]
    GOAL_TEXT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    gold: int
    goal: str
    hand: _containers.RepeatedScalarFieldContainer[str]
    dealt: _containers.RepeatedScalarFieldContainer[str]
    goal_met: bool
    goal_text: str
    cards: _containers.RepeatedCompositeFieldContainer[EmiraCardText]
    def __init__(self, seat: _Optional[int] = ..., gold: _Optional[int] = ..., goal: _Optional[str] = ..., hand: _Optional[_Iterable[str]] = ..., dealt: _Optional[_Iterable[str]] = ..., goal_met: _Optional[bool] = ..., goal_text: _Optional[str] = ..., cards: _Optional[_Iterable[_Union[EmiraCardText, _Mapping]]] = ...) -> None: ...

class EmiraCardText(_message.Message):
    __slots__ = ("id", "name", "text")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    id: str
    name: str
    text: str
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., text: _Optional[str] = ...) -> None: ...

class EmiraSecret(_message.Message):
    __slots__ = ("goals", "hands", "emira_deck", "status_deck", "event_deck", "swapped")
    GOALS_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    EMIRA_DECK_FIELD_NUMBER: _ClassVar[int]
    STATUS_DECK_FIELD_NUMBER: _ClassVar[int]
    EVENT_DECK_FIELD_NUMBER: _ClassVar[int]
    SWAPPED_FIELD_NUMBER: _ClassVar[int]
    goals: _containers.RepeatedScalarFieldContainer[str]
    hands: _containers.RepeatedCompositeFieldContainer[EmiraHand]
    emira_deck: _containers.RepeatedScalarFieldContainer[str]
    status_deck: _containers.RepeatedScalarFieldContainer[str]
    event_deck: _containers.RepeatedScalarFieldContainer[str]
    swapped: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, goals: _Optional[_Iterable[str]] = ..., hands: _Optional[_Iterable[_Union[EmiraHand, _Mapping]]] = ..., emira_deck: _Optional[_Iterable[str]] = ..., status_deck: _Optional[_Iterable[str]] = ..., event_deck: _Optional[_Iterable[str]] = ..., swapped: _Optional[_Iterable[str]] = ...) -> None: ...

class EmiraHand(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...
