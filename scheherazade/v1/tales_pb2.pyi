import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class TalesPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TALES_PHASE_UNSPECIFIED: _ClassVar[TalesPhase]
    TALES_PHASE_START: _ClassVar[TalesPhase]
    TALES_PHASE_CHARACTERS: _ClassVar[TalesPhase]
    TALES_PHASE_SKILLS: _ClassVar[TalesPhase]
    TALES_PHASE_QUESTS: _ClassVar[TalesPhase]
    TALES_PHASE_GOALS: _ClassVar[TalesPhase]
    TALES_PHASE_PLAY: _ClassVar[TalesPhase]
    TALES_PHASE_OVER: _ClassVar[TalesPhase]

class TalesTime(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TALES_TIME_UNSPECIFIED: _ClassVar[TalesTime]
    TALES_TIME_MORNING: _ClassVar[TalesTime]
    TALES_TIME_NOON: _ClassVar[TalesTime]
    TALES_TIME_NIGHT: _ClassVar[TalesTime]

class TalesStep(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TALES_STEP_UNSPECIFIED: _ClassVar[TalesStep]
    TALES_STEP_CHECK: _ClassVar[TalesStep]
    TALES_STEP_MOVE: _ClassVar[TalesStep]
    TALES_STEP_ENCOUNTER: _ClassVar[TalesStep]
    TALES_STEP_AWARD: _ClassVar[TalesStep]
    TALES_STEP_AFTER: _ClassVar[TalesStep]
    TALES_STEP_QUEST: _ClassVar[TalesStep]
    TALES_STEP_SELL: _ClassVar[TalesStep]
    TALES_STEP_END: _ClassVar[TalesStep]

class TalesVariant(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TALES_VARIANT_UNSPECIFIED: _ClassVar[TalesVariant]
    TALES_VARIANT_BASIC: _ClassVar[TalesVariant]
    TALES_VARIANT_CLASSIC: _ClassVar[TalesVariant]
    TALES_VARIANT_TIMED: _ClassVar[TalesVariant]

class TalesSource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TALES_SOURCE_UNSPECIFIED: _ClassVar[TalesSource]
    TALES_SOURCE_DECK: _ClassVar[TalesSource]
    TALES_SOURCE_CITY: _ClassVar[TalesSource]
    TALES_SOURCE_TERRAIN: _ClassVar[TalesSource]
    TALES_SOURCE_POWER: _ClassVar[TalesSource]
    TALES_SOURCE_GO: _ClassVar[TalesSource]

class TalesStage(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TALES_STAGE_UNSPECIFIED: _ClassVar[TalesStage]
    TALES_STAGE_CHART: _ClassVar[TalesStage]
    TALES_STAGE_CITY: _ClassVar[TalesStage]
    TALES_STAGE_REACTION: _ClassVar[TalesStage]
    TALES_STAGE_MASTER: _ClassVar[TalesStage]
    TALES_STAGE_DESTINY: _ClassVar[TalesStage]
    TALES_STAGE_READ: _ClassVar[TalesStage]
    TALES_STAGE_AWARD: _ClassVar[TalesStage]
    TALES_STAGE_CITY_AWARD: _ClassVar[TalesStage]
TALES_PHASE_UNSPECIFIED: TalesPhase
TALES_PHASE_START: TalesPhase
TALES_PHASE_CHARACTERS: TalesPhase
TALES_PHASE_SKILLS: TalesPhase
TALES_PHASE_QUESTS: TalesPhase
TALES_PHASE_GOALS: TalesPhase
TALES_PHASE_PLAY: TalesPhase
TALES_PHASE_OVER: TalesPhase
TALES_TIME_UNSPECIFIED: TalesTime
TALES_TIME_MORNING: TalesTime
TALES_TIME_NOON: TalesTime
TALES_TIME_NIGHT: TalesTime
TALES_STEP_UNSPECIFIED: TalesStep
TALES_STEP_CHECK: TalesStep
TALES_STEP_MOVE: TalesStep
TALES_STEP_ENCOUNTER: TalesStep
TALES_STEP_AWARD: TalesStep
TALES_STEP_AFTER: TalesStep
TALES_STEP_QUEST: TalesStep
TALES_STEP_SELL: TalesStep
TALES_STEP_END: TalesStep
TALES_VARIANT_UNSPECIFIED: TalesVariant
TALES_VARIANT_BASIC: TalesVariant
TALES_VARIANT_CLASSIC: TalesVariant
TALES_VARIANT_TIMED: TalesVariant
TALES_SOURCE_UNSPECIFIED: TalesSource
TALES_SOURCE_DECK: TalesSource
TALES_SOURCE_CITY: TalesSource
TALES_SOURCE_TERRAIN: TalesSource
TALES_SOURCE_POWER: TalesSource
TALES_SOURCE_GO: TalesSource
TALES_STAGE_UNSPECIFIED: TalesStage
TALES_STAGE_CHART: TalesStage
TALES_STAGE_CITY: TalesStage
TALES_STAGE_REACTION: TalesStage
TALES_STAGE_MASTER: TalesStage
TALES_STAGE_DESTINY: TalesStage
TALES_STAGE_READ: TalesStage
TALES_STAGE_AWARD: TalesStage
TALES_STAGE_CITY_AWARD: TalesStage

class TalesCommand(_message.Message):
    __slots__ = ("choose_character", "take_skill", "keep_quest", "set_goal", "move", "choose_encounter", "choose_reaction", "use_master", "roll_destiny", "choose_section", "choose_space", "lose_status", "lose_skill", "lose_treasure", "keep_card", "sell_treasure", "end_turn")
    CHOOSE_CHARACTER_FIELD_NUMBER: _ClassVar[int]
    TAKE_SKILL_FIELD_NUMBER: _ClassVar[int]
    KEEP_QUEST_FIELD_NUMBER: _ClassVar[int]
    SET_GOAL_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_ENCOUNTER_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_REACTION_FIELD_NUMBER: _ClassVar[int]
    USE_MASTER_FIELD_NUMBER: _ClassVar[int]
    ROLL_DESTINY_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_SECTION_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_SPACE_FIELD_NUMBER: _ClassVar[int]
    LOSE_STATUS_FIELD_NUMBER: _ClassVar[int]
    LOSE_SKILL_FIELD_NUMBER: _ClassVar[int]
    LOSE_TREASURE_FIELD_NUMBER: _ClassVar[int]
    KEEP_CARD_FIELD_NUMBER: _ClassVar[int]
    SELL_TREASURE_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    choose_character: TalesChooseCharacter
    take_skill: TalesTakeSkill
    keep_quest: TalesKeepQuest
    set_goal: TalesSetGoal
    move: TalesMove
    choose_encounter: TalesChooseEncounter
    choose_reaction: TalesChooseReaction
    use_master: TalesUseMaster
    roll_destiny: TalesRollDestiny
    choose_section: TalesChooseSection
    choose_space: TalesChooseSpace
    lose_status: TalesLoseStatus
    lose_skill: TalesLoseSkill
    lose_treasure: TalesLoseTreasure
    keep_card: TalesKeepCard
    sell_treasure: TalesSellTreasure
    end_turn: TalesEndTurn
    def __init__(self, choose_character: _Optional[_Union[TalesChooseCharacter, _Mapping]] = ..., take_skill: _Optional[_Union[TalesTakeSkill, _Mapping]] = ..., keep_quest: _Optional[_Union[TalesKeepQuest, _Mapping]] = ..., set_goal: _Optional[_Union[TalesSetGoal, _Mapping]] = ..., move: _Optional[_Union[TalesMove, _Mapping]] = ..., choose_encounter: _Optional[_Union[TalesChooseEncounter, _Mapping]] = ..., choose_reaction: _Optional[_Union[TalesChooseReaction, _Mapping]] = ..., use_master: _Optional[_Union[TalesUseMaster, _Mapping]] = ..., roll_destiny: _Optional[_Union[TalesRollDestiny, _Mapping]] = ..., choose_section: _Optional[_Union[TalesChooseSection, _Mapping]] = ..., choose_space: _Optional[_Union[TalesChooseSpace, _Mapping]] = ..., lose_status: _Optional[_Union[TalesLoseStatus, _Mapping]] = ..., lose_skill: _Optional[_Union[TalesLoseSkill, _Mapping]] = ..., lose_treasure: _Optional[_Union[TalesLoseTreasure, _Mapping]] = ..., keep_card: _Optional[_Union[TalesKeepCard, _Mapping]] = ..., sell_treasure: _Optional[_Union[TalesSellTreasure, _Mapping]] = ..., end_turn: _Optional[_Union[TalesEndTurn, _Mapping]] = ...) -> None: ...

class TalesChooseCharacter(_message.Message):
    __slots__ = ("character",)
    CHARACTER_FIELD_NUMBER: _ClassVar[int]
    character: str
    def __init__(self, character: _Optional[str] = ...) -> None: ...

class TalesTakeSkill(_message.Message):
    __slots__ = ("skill",)
    SKILL_FIELD_NUMBER: _ClassVar[int]
    skill: str
    def __init__(self, skill: _Optional[str] = ...) -> None: ...

class TalesKeepQuest(_message.Message):
    __slots__ = ("quest",)
    QUEST_FIELD_NUMBER: _ClassVar[int]
    quest: str
    def __init__(self, quest: _Optional[str] = ...) -> None: ...

class TalesSetGoal(_message.Message):
    __slots__ = ("destiny", "story")
    DESTINY_FIELD_NUMBER: _ClassVar[int]
    STORY_FIELD_NUMBER: _ClassVar[int]
    destiny: int
    story: int
    def __init__(self, destiny: _Optional[int] = ..., story: _Optional[int] = ...) -> None: ...

class TalesMove(_message.Message):
    __slots__ = ("to",)
    TO_FIELD_NUMBER: _ClassVar[int]
    to: str
    def __init__(self, to: _Optional[str] = ...) -> None: ...

class TalesChooseEncounter(_message.Message):
    __slots__ = ("source", "card")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    source: TalesSource
    card: str
    def __init__(self, source: _Optional[_Union[TalesSource, str]] = ..., card: _Optional[str] = ...) -> None: ...

class TalesChooseReaction(_message.Message):
    __slots__ = ("reaction",)
    REACTION_FIELD_NUMBER: _ClassVar[int]
    reaction: str
    def __init__(self, reaction: _Optional[str] = ...) -> None: ...

class TalesUseMaster(_message.Message):
    __slots__ = ("choice",)
    CHOICE_FIELD_NUMBER: _ClassVar[int]
    choice: int
    def __init__(self, choice: _Optional[int] = ...) -> None: ...

class TalesRollDestiny(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class TalesChooseSection(_message.Message):
    __slots__ = ("section",)
    SECTION_FIELD_NUMBER: _ClassVar[int]
    section: int
    def __init__(self, section: _Optional[int] = ...) -> None: ...

class TalesChooseSpace(_message.Message):
    __slots__ = ("space",)
    SPACE_FIELD_NUMBER: _ClassVar[int]
    space: str
    def __init__(self, space: _Optional[str] = ...) -> None: ...

class TalesLoseStatus(_message.Message):
    __slots__ = ("status",)
    STATUS_FIELD_NUMBER: _ClassVar[int]
    status: str
    def __init__(self, status: _Optional[str] = ...) -> None: ...

class TalesLoseSkill(_message.Message):
    __slots__ = ("skill",)
    SKILL_FIELD_NUMBER: _ClassVar[int]
    skill: str
    def __init__(self, skill: _Optional[str] = ...) -> None: ...

class TalesLoseTreasure(_message.Message):
    __slots__ = ("treasure",)
    TREASURE_FIELD_NUMBER: _ClassVar[int]
    treasure: str
    def __init__(self, treasure: _Optional[str] = ...) -> None: ...

class TalesKeepCard(_message.Message):
    __slots__ = ("keep",)
    KEEP_FIELD_NUMBER: _ClassVar[int]
    keep: bool
    def __init__(self, keep: _Optional[bool] = ...) -> None: ...

class TalesSellTreasure(_message.Message):
    __slots__ = ("treasure",)
    TREASURE_FIELD_NUMBER: _ClassVar[int]
    treasure: str
    def __init__(self, treasure: _Optional[str] = ...) -> None: ...

class TalesEndTurn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class TalesView(_message.Message):
    __slots__ = ("phase", "variant", "goal_total", "rounds", "round", "time", "start_player", "seat", "step", "you", "seats", "decks", "encounter", "queue", "pending", "declared", "last_turns", "winners", "scores", "here", "deadline_time")
    PHASE_FIELD_NUMBER: _ClassVar[int]
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    GOAL_TOTAL_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    TIME_FIELD_NUMBER: _ClassVar[int]
    START_PLAYER_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    YOU_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    DECKS_FIELD_NUMBER: _ClassVar[int]
    ENCOUNTER_FIELD_NUMBER: _ClassVar[int]
    QUEUE_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    DECLARED_FIELD_NUMBER: _ClassVar[int]
    LAST_TURNS_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    HERE_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_TIME_FIELD_NUMBER: _ClassVar[int]
    phase: TalesPhase
    variant: TalesVariant
    goal_total: int
    rounds: int
    round: int
    time: TalesTime
    start_player: int
    seat: int
    step: TalesStep
    you: int
    seats: _containers.RepeatedCompositeFieldContainer[TalesSeat]
    decks: TalesDecks
    encounter: TalesEncounter
    queue: _containers.RepeatedScalarFieldContainer[str]
    pending: TalesPending
    declared: int
    last_turns: _containers.RepeatedScalarFieldContainer[int]
    winners: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedScalarFieldContainer[int]
    here: TalesHere
    deadline_time: _timestamp_pb2.Timestamp
    def __init__(self, phase: _Optional[_Union[TalesPhase, str]] = ..., variant: _Optional[_Union[TalesVariant, str]] = ..., goal_total: _Optional[int] = ..., rounds: _Optional[int] = ..., round: _Optional[int] = ..., time: _Optional[_Union[TalesTime, str]] = ..., start_player: _Optional[int] = ..., seat: _Optional[int] = ..., step: _Optional[_Union[TalesStep, str]] = ..., you: _Optional[int] = ..., seats: _Optional[_Iterable[_Union[TalesSeat, _Mapping]]] = ..., decks: _Optional[_Union[TalesDecks, _Mapping]] = ..., encounter: _Optional[_Union[TalesEncounter, _Mapping]] = ..., queue: _Optional[_Iterable[str]] = ..., pending: _Optional[_Union[TalesPending, _Mapping]] = ..., declared: _Optional[int] = ..., last_turns: _Optional[_Iterable[int]] = ..., winners: _Optional[_Iterable[int]] = ..., scores: _Optional[_Iterable[int]] = ..., here: _Optional[_Union[TalesHere, _Mapping]] = ..., deadline_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class TalesSeat(_message.Message):
    __slots__ = ("seat", "name", "character", "space", "destiny", "story", "wealth", "movement", "skills", "statuses", "treasures", "quest", "quest_visits", "claimed", "quests_dealt", "cities", "kept", "destination", "goal", "goal_set", "deaths")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    CHARACTER_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    DESTINY_FIELD_NUMBER: _ClassVar[int]
    STORY_FIELD_NUMBER: _ClassVar[int]
    WEALTH_FIELD_NUMBER: _ClassVar[int]
    MOVEMENT_FIELD_NUMBER: _ClassVar[int]
    SKILLS_FIELD_NUMBER: _ClassVar[int]
    STATUSES_FIELD_NUMBER: _ClassVar[int]
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    QUEST_FIELD_NUMBER: _ClassVar[int]
    QUEST_VISITS_FIELD_NUMBER: _ClassVar[int]
    CLAIMED_FIELD_NUMBER: _ClassVar[int]
    QUESTS_DEALT_FIELD_NUMBER: _ClassVar[int]
    CITIES_FIELD_NUMBER: _ClassVar[int]
    KEPT_FIELD_NUMBER: _ClassVar[int]
    DESTINATION_FIELD_NUMBER: _ClassVar[int]
    GOAL_FIELD_NUMBER: _ClassVar[int]
    GOAL_SET_FIELD_NUMBER: _ClassVar[int]
    DEATHS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    name: str
    character: str
    space: str
    destiny: int
    story: int
    wealth: str
    movement: TalesMovement
    skills: _containers.RepeatedCompositeFieldContainer[TalesSkill]
    statuses: _containers.RepeatedCompositeFieldContainer[TalesStatus]
    treasures: _containers.RepeatedScalarFieldContainer[str]
    quest: str
    quest_visits: _containers.RepeatedScalarFieldContainer[str]
    claimed: _containers.RepeatedScalarFieldContainer[str]
    quests_dealt: _containers.RepeatedScalarFieldContainer[str]
    cities: _containers.RepeatedScalarFieldContainer[str]
    kept: _containers.RepeatedScalarFieldContainer[str]
    destination: str
    goal: TalesGoal
    goal_set: bool
    deaths: int
    def __init__(self, seat: _Optional[int] = ..., name: _Optional[str] = ..., character: _Optional[str] = ..., space: _Optional[str] = ..., destiny: _Optional[int] = ..., story: _Optional[int] = ..., wealth: _Optional[str] = ..., movement: _Optional[_Union[TalesMovement, _Mapping]] = ..., skills: _Optional[_Iterable[_Union[TalesSkill, _Mapping]]] = ..., statuses: _Optional[_Iterable[_Union[TalesStatus, _Mapping]]] = ..., treasures: _Optional[_Iterable[str]] = ..., quest: _Optional[str] = ..., quest_visits: _Optional[_Iterable[str]] = ..., claimed: _Optional[_Iterable[str]] = ..., quests_dealt: _Optional[_Iterable[str]] = ..., cities: _Optional[_Iterable[str]] = ..., kept: _Optional[_Iterable[str]] = ..., destination: _Optional[str] = ..., goal: _Optional[_Union[TalesGoal, _Mapping]] = ..., goal_set: _Optional[bool] = ..., deaths: _Optional[int] = ...) -> None: ...

class TalesMovement(_message.Message):
    __slots__ = ("land", "sea", "total")
    LAND_FIELD_NUMBER: _ClassVar[int]
    SEA_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    land: int
    sea: int
    total: int
    def __init__(self, land: _Optional[int] = ..., sea: _Optional[int] = ..., total: _Optional[int] = ...) -> None: ...

class TalesSkill(_message.Message):
    __slots__ = ("skill", "master", "one_use")
    SKILL_FIELD_NUMBER: _ClassVar[int]
    MASTER_FIELD_NUMBER: _ClassVar[int]
    ONE_USE_FIELD_NUMBER: _ClassVar[int]
    skill: str
    master: bool
    one_use: bool
    def __init__(self, skill: _Optional[str] = ..., master: _Optional[bool] = ..., one_use: _Optional[bool] = ...) -> None: ...

class TalesStatus(_message.Message):
    __slots__ = ("status", "markers", "one_turn")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    MARKERS_FIELD_NUMBER: _ClassVar[int]
    ONE_TURN_FIELD_NUMBER: _ClassVar[int]
    status: str
    markers: int
    one_turn: bool
    def __init__(self, status: _Optional[str] = ..., markers: _Optional[int] = ..., one_turn: _Optional[bool] = ...) -> None: ...

class TalesGoal(_message.Message):
    __slots__ = ("destiny", "story")
    DESTINY_FIELD_NUMBER: _ClassVar[int]
    STORY_FIELD_NUMBER: _ClassVar[int]
    destiny: int
    story: int
    def __init__(self, destiny: _Optional[int] = ..., story: _Optional[int] = ...) -> None: ...

class TalesDecks(_message.Message):
    __slots__ = ("encounters", "encounter_discard", "treasures", "treasure_discard", "quests", "cities")
    ENCOUNTERS_FIELD_NUMBER: _ClassVar[int]
    ENCOUNTER_DISCARD_FIELD_NUMBER: _ClassVar[int]
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    TREASURE_DISCARD_FIELD_NUMBER: _ClassVar[int]
    QUESTS_FIELD_NUMBER: _ClassVar[int]
    CITIES_FIELD_NUMBER: _ClassVar[int]
    encounters: int
    encounter_discard: int
    treasures: int
    treasure_discard: int
    quests: int
    cities: int
    def __init__(self, encounters: _Optional[int] = ..., encounter_discard: _Optional[int] = ..., treasures: _Optional[int] = ..., treasure_discard: _Optional[int] = ..., quests: _Optional[int] = ..., cities: _Optional[int] = ...) -> None: ...

class TalesEncounter(_message.Message):
    __slots__ = ("source", "card", "card_name", "space", "roll", "name", "matrix", "matrix_name", "row", "reactions", "stage", "paragraph", "text", "sections", "city_roll")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    CARD_NAME_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    ROLL_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    MATRIX_FIELD_NUMBER: _ClassVar[int]
    MATRIX_NAME_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    REACTIONS_FIELD_NUMBER: _ClassVar[int]
    STAGE_FIELD_NUMBER: _ClassVar[int]
    PARAGRAPH_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SECTIONS_FIELD_NUMBER: _ClassVar[int]
    CITY_ROLL_FIELD_NUMBER: _ClassVar[int]
    source: TalesSource
    card: str
    card_name: str
    space: str
    roll: int
    name: str
    matrix: str
    matrix_name: str
    row: str
    reactions: _containers.RepeatedScalarFieldContainer[str]
    stage: TalesStage
    paragraph: int
    text: str
    sections: _containers.RepeatedCompositeFieldContainer[TalesSection]
    city_roll: int
    def __init__(self, source: _Optional[_Union[TalesSource, str]] = ..., card: _Optional[str] = ..., card_name: _Optional[str] = ..., space: _Optional[str] = ..., roll: _Optional[int] = ..., name: _Optional[str] = ..., matrix: _Optional[str] = ..., matrix_name: _Optional[str] = ..., row: _Optional[str] = ..., reactions: _Optional[_Iterable[str]] = ..., stage: _Optional[_Union[TalesStage, str]] = ..., paragraph: _Optional[int] = ..., text: _Optional[str] = ..., sections: _Optional[_Iterable[_Union[TalesSection, _Mapping]]] = ..., city_roll: _Optional[int] = ...) -> None: ...

class TalesSection(_message.Message):
    __slots__ = ("index", "requires", "all_mandatory", "chosen", "text", "award")
    INDEX_FIELD_NUMBER: _ClassVar[int]
    REQUIRES_FIELD_NUMBER: _ClassVar[int]
    ALL_MANDATORY_FIELD_NUMBER: _ClassVar[int]
    CHOSEN_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    AWARD_FIELD_NUMBER: _ClassVar[int]
    index: int
    requires: _containers.RepeatedCompositeFieldContainer[TalesRequirement]
    all_mandatory: bool
    chosen: bool
    text: str
    award: str
    def __init__(self, index: _Optional[int] = ..., requires: _Optional[_Iterable[_Union[TalesRequirement, _Mapping]]] = ..., all_mandatory: _Optional[bool] = ..., chosen: _Optional[bool] = ..., text: _Optional[str] = ..., award: _Optional[str] = ...) -> None: ...

class TalesRequirement(_message.Message):
    __slots__ = ("kind", "id", "mandatory")
    KIND_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    MANDATORY_FIELD_NUMBER: _ClassVar[int]
    kind: str
    id: str
    mandatory: bool
    def __init__(self, kind: _Optional[str] = ..., id: _Optional[str] = ..., mandatory: _Optional[bool] = ...) -> None: ...

class TalesPending(_message.Message):
    __slots__ = ("name", "seat", "for_seat", "options", "about")
    NAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FOR_SEAT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    ABOUT_FIELD_NUMBER: _ClassVar[int]
    name: str
    seat: int
    for_seat: int
    options: _containers.RepeatedScalarFieldContainer[str]
    about: str
    def __init__(self, name: _Optional[str] = ..., seat: _Optional[int] = ..., for_seat: _Optional[int] = ..., options: _Optional[_Iterable[str]] = ..., about: _Optional[str] = ...) -> None: ...

class TalesHere(_message.Message):
    __slots__ = ("space", "name", "terrain", "continent", "land", "sea", "arrow")
    SPACE_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    CONTINENT_FIELD_NUMBER: _ClassVar[int]
    LAND_FIELD_NUMBER: _ClassVar[int]
    SEA_FIELD_NUMBER: _ClassVar[int]
    ARROW_FIELD_NUMBER: _ClassVar[int]
    space: str
    name: str
    terrain: str
    continent: str
    land: _containers.RepeatedCompositeFieldContainer[TalesPlace]
    sea: _containers.RepeatedCompositeFieldContainer[TalesPlace]
    arrow: TalesPlace
    def __init__(self, space: _Optional[str] = ..., name: _Optional[str] = ..., terrain: _Optional[str] = ..., continent: _Optional[str] = ..., land: _Optional[_Iterable[_Union[TalesPlace, _Mapping]]] = ..., sea: _Optional[_Iterable[_Union[TalesPlace, _Mapping]]] = ..., arrow: _Optional[_Union[TalesPlace, _Mapping]] = ...) -> None: ...

class TalesPlace(_message.Message):
    __slots__ = ("space", "name", "terrain")
    SPACE_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    space: str
    name: str
    terrain: str
    def __init__(self, space: _Optional[str] = ..., name: _Optional[str] = ..., terrain: _Optional[str] = ...) -> None: ...
