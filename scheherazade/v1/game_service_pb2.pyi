import datetime

from google.protobuf import any_pb2 as _any_pb2
from google.protobuf import struct_pb2 as _struct_pb2
from google.protobuf import timestamp_pb2 as _timestamp_pb2
from scheherazade.v1 import dragons_pb2 as _dragons_pb2
from scheherazade.v1 import emira_pb2 as _emira_pb2
from scheherazade.v1 import g1001_pb2 as _g1001_pb2
from scheherazade.v1 import tales_pb2 as _tales_pb2
from scheherazade.v1 import treasures_pb2 as _treasures_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class GameView(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GAME_VIEW_UNSPECIFIED: _ClassVar[GameView]
    GAME_VIEW_BASIC: _ClassVar[GameView]
    GAME_VIEW_FULL: _ClassVar[GameView]

class ViewerRole(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    VIEWER_ROLE_UNSPECIFIED: _ClassVar[ViewerRole]
    VIEWER_ROLE_SEAT: _ClassVar[ViewerRole]
    VIEWER_ROLE_SPECTATOR: _ClassVar[ViewerRole]
    VIEWER_ROLE_AUDITOR: _ClassVar[ViewerRole]
GAME_VIEW_UNSPECIFIED: GameView
GAME_VIEW_BASIC: GameView
GAME_VIEW_FULL: GameView
VIEWER_ROLE_UNSPECIFIED: ViewerRole
VIEWER_ROLE_SEAT: ViewerRole
VIEWER_ROLE_SPECTATOR: ViewerRole
VIEWER_ROLE_AUDITOR: ViewerRole

class Game(_message.Message):
    __slots__ = ("name", "game_type", "version", "players", "state", "create_time", "viewer_role", "viewer_seat", "deadline_time", "result", "view_json", "seed_commitment", "seed", "g1001", "treasures", "emira", "dragons", "tales")
    class State(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
        __slots__ = ()
        STATE_UNSPECIFIED: _ClassVar[Game.State]
        STATE_ACTIVE: _ClassVar[Game.State]
        STATE_FINISHED: _ClassVar[Game.State]
    STATE_UNSPECIFIED: Game.State
    STATE_ACTIVE: Game.State
    STATE_FINISHED: Game.State
    NAME_FIELD_NUMBER: _ClassVar[int]
    GAME_TYPE_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    CREATE_TIME_FIELD_NUMBER: _ClassVar[int]
    VIEWER_ROLE_FIELD_NUMBER: _ClassVar[int]
    VIEWER_SEAT_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_TIME_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    VIEW_JSON_FIELD_NUMBER: _ClassVar[int]
    SEED_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    G1001_FIELD_NUMBER: _ClassVar[int]
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    EMIRA_FIELD_NUMBER: _ClassVar[int]
    DRAGONS_FIELD_NUMBER: _ClassVar[int]
    TALES_FIELD_NUMBER: _ClassVar[int]
    name: str
    game_type: str
    version: int
    players: _containers.RepeatedScalarFieldContainer[str]
    state: Game.State
    create_time: _timestamp_pb2.Timestamp
    viewer_role: ViewerRole
    viewer_seat: int
    deadline_time: _timestamp_pb2.Timestamp
    result: GameResult
    view_json: _struct_pb2.Struct
    seed_commitment: str
    seed: int
    g1001: _g1001_pb2.G1001View
    treasures: _treasures_pb2.TreasuresView
    emira: _emira_pb2.EmiraView
    dragons: _dragons_pb2.DragonsView
    tales: _tales_pb2.TalesView
    def __init__(self, name: _Optional[str] = ..., game_type: _Optional[str] = ..., version: _Optional[int] = ..., players: _Optional[_Iterable[str]] = ..., state: _Optional[_Union[Game.State, str]] = ..., create_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., viewer_role: _Optional[_Union[ViewerRole, str]] = ..., viewer_seat: _Optional[int] = ..., deadline_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., result: _Optional[_Union[GameResult, _Mapping]] = ..., view_json: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., seed_commitment: _Optional[str] = ..., seed: _Optional[int] = ..., g1001: _Optional[_Union[_g1001_pb2.G1001View, _Mapping]] = ..., treasures: _Optional[_Union[_treasures_pb2.TreasuresView, _Mapping]] = ..., emira: _Optional[_Union[_emira_pb2.EmiraView, _Mapping]] = ..., dragons: _Optional[_Union[_dragons_pb2.DragonsView, _Mapping]] = ..., tales: _Optional[_Union[_tales_pb2.TalesView, _Mapping]] = ...) -> None: ...

class GameResult(_message.Message):
    __slots__ = ("winners", "scores", "details")
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    DETAILS_FIELD_NUMBER: _ClassVar[int]
    winners: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedScalarFieldContainer[int]
    details: _struct_pb2.Struct
    def __init__(self, winners: _Optional[_Iterable[int]] = ..., scores: _Optional[_Iterable[int]] = ..., details: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class GameEvent(_message.Message):
    __slots__ = ("version", "type", "event_time", "seat", "redacted", "data", "draw", "text")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    EVENT_TIME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    REDACTED_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    version: int
    type: str
    event_time: _timestamp_pb2.Timestamp
    seat: int
    redacted: bool
    data: _struct_pb2.Struct
    draw: Draw
    text: str
    def __init__(self, version: _Optional[int] = ..., type: _Optional[str] = ..., event_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., seat: _Optional[int] = ..., redacted: _Optional[bool] = ..., data: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., draw: _Optional[_Union[Draw, _Mapping]] = ..., text: _Optional[str] = ...) -> None: ...

class Draw(_message.Message):
    __slots__ = ("key", "kind", "items", "outcome")
    KEY_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    key: str
    kind: str
    items: _struct_pb2.ListValue
    outcome: _struct_pb2.Value
    def __init__(self, key: _Optional[str] = ..., kind: _Optional[str] = ..., items: _Optional[_Union[_struct_pb2.ListValue, _Mapping]] = ..., outcome: _Optional[_Union[_struct_pb2.Value, _Mapping]] = ...) -> None: ...

class Command(_message.Message):
    __slots__ = ("g1001", "treasures", "emira", "dragons", "tales", "generic")
    G1001_FIELD_NUMBER: _ClassVar[int]
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    EMIRA_FIELD_NUMBER: _ClassVar[int]
    DRAGONS_FIELD_NUMBER: _ClassVar[int]
    TALES_FIELD_NUMBER: _ClassVar[int]
    GENERIC_FIELD_NUMBER: _ClassVar[int]
    g1001: _g1001_pb2.G1001Command
    treasures: _treasures_pb2.TreasuresCommand
    emira: _emira_pb2.EmiraCommand
    dragons: _dragons_pb2.DragonsCommand
    tales: _tales_pb2.TalesCommand
    generic: GenericCommand
    def __init__(self, g1001: _Optional[_Union[_g1001_pb2.G1001Command, _Mapping]] = ..., treasures: _Optional[_Union[_treasures_pb2.TreasuresCommand, _Mapping]] = ..., emira: _Optional[_Union[_emira_pb2.EmiraCommand, _Mapping]] = ..., dragons: _Optional[_Union[_dragons_pb2.DragonsCommand, _Mapping]] = ..., tales: _Optional[_Union[_tales_pb2.TalesCommand, _Mapping]] = ..., generic: _Optional[_Union[GenericCommand, _Mapping]] = ...) -> None: ...

class GenericCommand(_message.Message):
    __slots__ = ("game_type", "command", "fields")
    GAME_TYPE_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    FIELDS_FIELD_NUMBER: _ClassVar[int]
    game_type: str
    command: str
    fields: _struct_pb2.Struct
    def __init__(self, game_type: _Optional[str] = ..., command: _Optional[str] = ..., fields: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class CreateGameRequest(_message.Message):
    __slots__ = ("game_type", "players", "options", "seed", "request_id")
    GAME_TYPE_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game_type: str
    players: _containers.RepeatedScalarFieldContainer[str]
    options: _struct_pb2.Struct
    seed: int
    request_id: str
    def __init__(self, game_type: _Optional[str] = ..., players: _Optional[_Iterable[str]] = ..., options: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., seed: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class ForkGameRequest(_message.Message):
    __slots__ = ("name", "version", "players", "same_chance")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    SAME_CHANCE_FIELD_NUMBER: _ClassVar[int]
    name: str
    version: int
    players: _containers.RepeatedScalarFieldContainer[str]
    same_chance: bool
    def __init__(self, name: _Optional[str] = ..., version: _Optional[int] = ..., players: _Optional[_Iterable[str]] = ..., same_chance: _Optional[bool] = ...) -> None: ...

class ForkGameResponse(_message.Message):
    __slots__ = ("game", "seat_tokens")
    GAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    game: Game
    seat_tokens: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., seat_tokens: _Optional[_Iterable[str]] = ...) -> None: ...

class CreateGameResponse(_message.Message):
    __slots__ = ("game", "seat_tokens")
    GAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    game: Game
    seat_tokens: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, game: _Optional[_Union[Game, _Mapping]] = ..., seat_tokens: _Optional[_Iterable[str]] = ...) -> None: ...

class GetGameRequest(_message.Message):
    __slots__ = ("name", "view")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    name: str
    view: GameView
    def __init__(self, name: _Optional[str] = ..., view: _Optional[_Union[GameView, str]] = ...) -> None: ...

class ListGamesRequest(_message.Message):
    __slots__ = ("page_size", "page_token", "game_type", "state", "newest_first")
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    GAME_TYPE_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    NEWEST_FIRST_FIELD_NUMBER: _ClassVar[int]
    page_size: int
    page_token: str
    game_type: str
    state: Game.State
    newest_first: bool
    def __init__(self, page_size: _Optional[int] = ..., page_token: _Optional[str] = ..., game_type: _Optional[str] = ..., state: _Optional[_Union[Game.State, str]] = ..., newest_first: _Optional[bool] = ...) -> None: ...

class ListGamesResponse(_message.Message):
    __slots__ = ("games", "next_page_token")
    GAMES_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    games: _containers.RepeatedCompositeFieldContainer[Game]
    next_page_token: str
    def __init__(self, games: _Optional[_Iterable[_Union[Game, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...

class ListGameTypesRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListGameTypesResponse(_message.Message):
    __slots__ = ("game_types",)
    GAME_TYPES_FIELD_NUMBER: _ClassVar[int]
    game_types: _containers.RepeatedCompositeFieldContainer[GameType]
    def __init__(self, game_types: _Optional[_Iterable[_Union[GameType, _Mapping]]] = ...) -> None: ...

class GameType(_message.Message):
    __slots__ = ("game_type", "title", "min_players", "max_players", "options")
    GAME_TYPE_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    MIN_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    MAX_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    game_type: str
    title: str
    min_players: int
    max_players: int
    options: _containers.RepeatedCompositeFieldContainer[GameOption]
    def __init__(self, game_type: _Optional[str] = ..., title: _Optional[str] = ..., min_players: _Optional[int] = ..., max_players: _Optional[int] = ..., options: _Optional[_Iterable[_Union[GameOption, _Mapping]]] = ...) -> None: ...

class GameOption(_message.Message):
    __slots__ = ("name", "kind", "description", "choices", "low", "high", "default_value")
    NAME_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    CHOICES_FIELD_NUMBER: _ClassVar[int]
    LOW_FIELD_NUMBER: _ClassVar[int]
    HIGH_FIELD_NUMBER: _ClassVar[int]
    DEFAULT_VALUE_FIELD_NUMBER: _ClassVar[int]
    name: str
    kind: str
    description: str
    choices: _struct_pb2.ListValue
    low: int
    high: int
    default_value: _struct_pb2.Value
    def __init__(self, name: _Optional[str] = ..., kind: _Optional[str] = ..., description: _Optional[str] = ..., choices: _Optional[_Union[_struct_pb2.ListValue, _Mapping]] = ..., low: _Optional[int] = ..., high: _Optional[int] = ..., default_value: _Optional[_Union[_struct_pb2.Value, _Mapping]] = ...) -> None: ...

class SubmitCommandRequest(_message.Message):
    __slots__ = ("name", "command_id", "expected_version", "command", "view")
    NAME_FIELD_NUMBER: _ClassVar[int]
    COMMAND_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    name: str
    command_id: str
    expected_version: int
    command: Command
    view: GameView
    def __init__(self, name: _Optional[str] = ..., command_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., command: _Optional[_Union[Command, _Mapping]] = ..., view: _Optional[_Union[GameView, str]] = ...) -> None: ...

class SubmitCommandResponse(_message.Message):
    __slots__ = ("version", "events", "game", "duplicate")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    DUPLICATE_FIELD_NUMBER: _ClassVar[int]
    version: int
    events: _containers.RepeatedCompositeFieldContainer[GameEvent]
    game: Game
    duplicate: bool
    def __init__(self, version: _Optional[int] = ..., events: _Optional[_Iterable[_Union[GameEvent, _Mapping]]] = ..., game: _Optional[_Union[Game, _Mapping]] = ..., duplicate: _Optional[bool] = ...) -> None: ...

class ListLegalCommandsRequest(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class ListLegalCommandsResponse(_message.Message):
    __slots__ = ("commands", "version", "words")
    COMMANDS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    WORDS_FIELD_NUMBER: _ClassVar[int]
    commands: _containers.RepeatedCompositeFieldContainer[Command]
    version: int
    words: _containers.RepeatedCompositeFieldContainer[CommandWords]
    def __init__(self, commands: _Optional[_Iterable[_Union[Command, _Mapping]]] = ..., version: _Optional[int] = ..., words: _Optional[_Iterable[_Union[CommandWords, _Mapping]]] = ...) -> None: ...

class CommandWords(_message.Message):
    __slots__ = ("label", "confirm")
    LABEL_FIELD_NUMBER: _ClassVar[int]
    CONFIRM_FIELD_NUMBER: _ClassVar[int]
    label: str
    confirm: bool
    def __init__(self, label: _Optional[str] = ..., confirm: _Optional[bool] = ...) -> None: ...

class WatchGameRequest(_message.Message):
    __slots__ = ("name", "from_version", "view")
    NAME_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    name: str
    from_version: int
    view: GameView
    def __init__(self, name: _Optional[str] = ..., from_version: _Optional[int] = ..., view: _Optional[_Union[GameView, str]] = ...) -> None: ...

class GameUpdate(_message.Message):
    __slots__ = ("events", "game")
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    events: _containers.RepeatedCompositeFieldContainer[GameEvent]
    game: Game
    def __init__(self, events: _Optional[_Iterable[_Union[GameEvent, _Mapping]]] = ..., game: _Optional[_Union[Game, _Mapping]] = ...) -> None: ...

class ListGameEventsRequest(_message.Message):
    __slots__ = ("name", "page_size", "page_token")
    NAME_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    name: str
    page_size: int
    page_token: str
    def __init__(self, name: _Optional[str] = ..., page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class ListGameEventsResponse(_message.Message):
    __slots__ = ("events", "next_page_token")
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    events: _containers.RepeatedCompositeFieldContainer[GameEvent]
    next_page_token: str
    def __init__(self, events: _Optional[_Iterable[_Union[GameEvent, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...

class PlaySessionRequest(_message.Message):
    __slots__ = ("ref", "open", "submit", "legal_commands")
    REF_FIELD_NUMBER: _ClassVar[int]
    OPEN_FIELD_NUMBER: _ClassVar[int]
    SUBMIT_FIELD_NUMBER: _ClassVar[int]
    LEGAL_COMMANDS_FIELD_NUMBER: _ClassVar[int]
    ref: int
    open: WatchGameRequest
    submit: SubmitCommandRequest
    legal_commands: ListLegalCommandsRequest
    def __init__(self, ref: _Optional[int] = ..., open: _Optional[_Union[WatchGameRequest, _Mapping]] = ..., submit: _Optional[_Union[SubmitCommandRequest, _Mapping]] = ..., legal_commands: _Optional[_Union[ListLegalCommandsRequest, _Mapping]] = ...) -> None: ...

class PlaySessionResponse(_message.Message):
    __slots__ = ("ref", "update", "submitted", "legal_commands", "error")
    REF_FIELD_NUMBER: _ClassVar[int]
    UPDATE_FIELD_NUMBER: _ClassVar[int]
    SUBMITTED_FIELD_NUMBER: _ClassVar[int]
    LEGAL_COMMANDS_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    ref: int
    update: GameUpdate
    submitted: SubmitCommandResponse
    legal_commands: ListLegalCommandsResponse
    error: SessionError
    def __init__(self, ref: _Optional[int] = ..., update: _Optional[_Union[GameUpdate, _Mapping]] = ..., submitted: _Optional[_Union[SubmitCommandResponse, _Mapping]] = ..., legal_commands: _Optional[_Union[ListLegalCommandsResponse, _Mapping]] = ..., error: _Optional[_Union[SessionError, _Mapping]] = ...) -> None: ...

class SessionError(_message.Message):
    __slots__ = ("code", "message", "details")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    DETAILS_FIELD_NUMBER: _ClassVar[int]
    code: int
    message: str
    details: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    def __init__(self, code: _Optional[int] = ..., message: _Optional[str] = ..., details: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ...) -> None: ...
