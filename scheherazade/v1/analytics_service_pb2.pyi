from google.protobuf import struct_pb2 as _struct_pb2
from scheherazade.v1 import game_service_pb2 as _game_service_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class AuditGameRequest(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class AuditFinding(_message.Message):
    __slots__ = ("version", "what")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    WHAT_FIELD_NUMBER: _ClassVar[int]
    version: int
    what: str
    def __init__(self, version: _Optional[int] = ..., what: _Optional[str] = ...) -> None: ...

class AuditGameResponse(_message.Message):
    __slots__ = ("ok", "events", "problems", "unverified", "moves", "automatic", "unchained", "copied")
    OK_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    PROBLEMS_FIELD_NUMBER: _ClassVar[int]
    UNVERIFIED_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    AUTOMATIC_FIELD_NUMBER: _ClassVar[int]
    UNCHAINED_FIELD_NUMBER: _ClassVar[int]
    COPIED_FIELD_NUMBER: _ClassVar[int]
    ok: bool
    events: int
    problems: _containers.RepeatedCompositeFieldContainer[AuditFinding]
    unverified: _containers.RepeatedCompositeFieldContainer[AuditFinding]
    moves: int
    automatic: int
    unchained: int
    copied: int
    def __init__(self, ok: _Optional[bool] = ..., events: _Optional[int] = ..., problems: _Optional[_Iterable[_Union[AuditFinding, _Mapping]]] = ..., unverified: _Optional[_Iterable[_Union[AuditFinding, _Mapping]]] = ..., moves: _Optional[int] = ..., automatic: _Optional[int] = ..., unchained: _Optional[int] = ..., copied: _Optional[int] = ...) -> None: ...

class ReplayGameRequest(_message.Message):
    __slots__ = ("name", "version")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    name: str
    version: int
    def __init__(self, name: _Optional[str] = ..., version: _Optional[int] = ...) -> None: ...

class ReplayGameResponse(_message.Message):
    __slots__ = ("game", "events")
    GAME_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    game: _game_service_pb2.Game
    events: _containers.RepeatedCompositeFieldContainer[_game_service_pb2.GameEvent]
    def __init__(self, game: _Optional[_Union[_game_service_pb2.Game, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_game_service_pb2.GameEvent, _Mapping]]] = ...) -> None: ...

class ReplayStepsRequest(_message.Message):
    __slots__ = ("name", "from_version", "to_version")
    NAME_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    TO_VERSION_FIELD_NUMBER: _ClassVar[int]
    name: str
    from_version: int
    to_version: int
    def __init__(self, name: _Optional[str] = ..., from_version: _Optional[int] = ..., to_version: _Optional[int] = ...) -> None: ...

class ReplayStep(_message.Message):
    __slots__ = ("version", "event", "game")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    version: int
    event: _game_service_pb2.GameEvent
    game: _game_service_pb2.Game
    def __init__(self, version: _Optional[int] = ..., event: _Optional[_Union[_game_service_pb2.GameEvent, _Mapping]] = ..., game: _Optional[_Union[_game_service_pb2.Game, _Mapping]] = ...) -> None: ...

class Statistic(_message.Message):
    __slots__ = ("name", "description", "columns", "rows")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    columns: _containers.RepeatedScalarFieldContainer[str]
    rows: _containers.RepeatedCompositeFieldContainer[StatisticRow]
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., columns: _Optional[_Iterable[str]] = ..., rows: _Optional[_Iterable[_Union[StatisticRow, _Mapping]]] = ...) -> None: ...

class StatisticRow(_message.Message):
    __slots__ = ("values",)
    VALUES_FIELD_NUMBER: _ClassVar[int]
    values: _containers.RepeatedCompositeFieldContainer[_struct_pb2.Value]
    def __init__(self, values: _Optional[_Iterable[_Union[_struct_pb2.Value, _Mapping]]] = ...) -> None: ...

class ListStatisticsRequest(_message.Message):
    __slots__ = ("page_size", "page_token")
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    page_size: int
    page_token: str
    def __init__(self, page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class ListStatisticsResponse(_message.Message):
    __slots__ = ("statistics", "next_page_token")
    STATISTICS_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    statistics: _containers.RepeatedCompositeFieldContainer[Statistic]
    next_page_token: str
    def __init__(self, statistics: _Optional[_Iterable[_Union[Statistic, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...

class GetStatisticRequest(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...
