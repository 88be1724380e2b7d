from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class TreasuresVariant(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TREASURES_VARIANT_UNSPECIFIED: _ClassVar[TreasuresVariant]
    TREASURES_VARIANT_CLASSIC: _ClassVar[TreasuresVariant]
    TREASURES_VARIANT_BIG_LUCK: _ClassVar[TreasuresVariant]

class TreasuresPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TREASURES_PHASE_UNSPECIFIED: _ClassVar[TreasuresPhase]
    TREASURES_PHASE_SETUP: _ClassVar[TreasuresPhase]
    TREASURES_PHASE_PLACING: _ClassVar[TreasuresPhase]
    TREASURES_PHASE_MOVING: _ClassVar[TreasuresPhase]
    TREASURES_PHASE_OVER: _ClassVar[TreasuresPhase]

class TreasuresFigureStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TREASURES_FIGURE_STATUS_UNSPECIFIED: _ClassVar[TreasuresFigureStatus]
    TREASURES_FIGURE_STATUS_UNPLACED: _ClassVar[TreasuresFigureStatus]
    TREASURES_FIGURE_STATUS_IN_CAVE: _ClassVar[TreasuresFigureStatus]
    TREASURES_FIGURE_STATUS_ESCAPED: _ClassVar[TreasuresFigureStatus]
    TREASURES_FIGURE_STATUS_CAUGHT: _ClassVar[TreasuresFigureStatus]

class TreasuresSide(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TREASURES_SIDE_UNSPECIFIED: _ClassVar[TreasuresSide]
    TREASURES_SIDE_NORTH: _ClassVar[TreasuresSide]
    TREASURES_SIDE_EAST: _ClassVar[TreasuresSide]
    TREASURES_SIDE_SOUTH: _ClassVar[TreasuresSide]
    TREASURES_SIDE_WEST: _ClassVar[TreasuresSide]

class TreasuresEndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TREASURES_END_REASON_UNSPECIFIED: _ClassVar[TreasuresEndReason]
    TREASURES_END_REASON_ALL_ESCAPED: _ClassVar[TreasuresEndReason]
    TREASURES_END_REASON_CHIEF_ARRIVED: _ClassVar[TreasuresEndReason]
TREASURES_VARIANT_UNSPECIFIED: TreasuresVariant
TREASURES_VARIANT_CLASSIC: TreasuresVariant
TREASURES_VARIANT_BIG_LUCK: TreasuresVariant
TREASURES_PHASE_UNSPECIFIED: TreasuresPhase
TREASURES_PHASE_SETUP: TreasuresPhase
TREASURES_PHASE_PLACING: TreasuresPhase
TREASURES_PHASE_MOVING: TreasuresPhase
TREASURES_PHASE_OVER: TreasuresPhase
TREASURES_FIGURE_STATUS_UNSPECIFIED: TreasuresFigureStatus
TREASURES_FIGURE_STATUS_UNPLACED: TreasuresFigureStatus
TREASURES_FIGURE_STATUS_IN_CAVE: TreasuresFigureStatus
TREASURES_FIGURE_STATUS_ESCAPED: TreasuresFigureStatus
TREASURES_FIGURE_STATUS_CAUGHT: TreasuresFigureStatus
TREASURES_SIDE_UNSPECIFIED: TreasuresSide
TREASURES_SIDE_NORTH: TreasuresSide
TREASURES_SIDE_EAST: TreasuresSide
TREASURES_SIDE_SOUTH: TreasuresSide
TREASURES_SIDE_WEST: TreasuresSide
TREASURES_END_REASON_UNSPECIFIED: TreasuresEndReason
TREASURES_END_REASON_ALL_ESCAPED: TreasuresEndReason
TREASURES_END_REASON_CHIEF_ARRIVED: TreasuresEndReason

class TreasuresCommand(_message.Message):
    __slots__ = ("place_figure", "move_figure", "summon_spirit")
    PLACE_FIGURE_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIGURE_FIELD_NUMBER: _ClassVar[int]
    SUMMON_SPIRIT_FIELD_NUMBER: _ClassVar[int]
    place_figure: TreasuresPlaceFigure
    move_figure: TreasuresMoveFigure
    summon_spirit: TreasuresSummonSpirit
    def __init__(self, place_figure: _Optional[_Union[TreasuresPlaceFigure, _Mapping]] = ..., move_figure: _Optional[_Union[TreasuresMoveFigure, _Mapping]] = ..., summon_spirit: _Optional[_Union[TreasuresSummonSpirit, _Mapping]] = ...) -> None: ...

class TreasuresPlaceFigure(_message.Message):
    __slots__ = ("square",)
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    square: str
    def __init__(self, square: _Optional[str] = ...) -> None: ...

class TreasuresMoveFigure(_message.Message):
    __slots__ = ("to",)
    TO_FIELD_NUMBER: _ClassVar[int]
    to: str
    def __init__(self, to: _Optional[str] = ...) -> None: ...

class TreasuresSummonSpirit(_message.Message):
    __slots__ = ("square",)
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    square: str
    def __init__(self, square: _Optional[str] = ...) -> None: ...

class TreasuresView(_message.Message):
    __slots__ = ("variant", "phase", "turn", "current_seat", "die", "steps", "cave", "figures", "collected", "pile_size", "chief", "board", "outcome")
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    CURRENT_SEAT_FIELD_NUMBER: _ClassVar[int]
    DIE_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    CAVE_FIELD_NUMBER: _ClassVar[int]
    FIGURES_FIELD_NUMBER: _ClassVar[int]
    COLLECTED_FIELD_NUMBER: _ClassVar[int]
    PILE_SIZE_FIELD_NUMBER: _ClassVar[int]
    CHIEF_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    variant: TreasuresVariant
    phase: TreasuresPhase
    turn: int
    current_seat: int
    die: int
    steps: int
    cave: _containers.RepeatedCompositeFieldContainer[TreasuresCaveSquare]
    figures: _containers.RepeatedCompositeFieldContainer[TreasuresFigure]
    collected: _containers.RepeatedCompositeFieldContainer[TreasuresCollected]
    pile_size: int
    chief: TreasuresChief
    board: TreasuresBoard
    outcome: TreasuresOutcome
    def __init__(self, variant: _Optional[_Union[TreasuresVariant, str]] = ..., phase: _Optional[_Union[TreasuresPhase, str]] = ..., turn: _Optional[int] = ..., current_seat: _Optional[int] = ..., die: _Optional[int] = ..., steps: _Optional[int] = ..., cave: _Optional[_Iterable[_Union[TreasuresCaveSquare, _Mapping]]] = ..., figures: _Optional[_Iterable[_Union[TreasuresFigure, _Mapping]]] = ..., collected: _Optional[_Iterable[_Union[TreasuresCollected, _Mapping]]] = ..., pile_size: _Optional[int] = ..., chief: _Optional[_Union[TreasuresChief, _Mapping]] = ..., board: _Optional[_Union[TreasuresBoard, _Mapping]] = ..., outcome: _Optional[_Union[TreasuresOutcome, _Mapping]] = ...) -> None: ...

class TreasuresCaveSquare(_message.Message):
    __slots__ = ("square", "card", "treasures", "chief_head", "figure")
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    CHIEF_HEAD_FIELD_NUMBER: _ClassVar[int]
    FIGURE_FIELD_NUMBER: _ClassVar[int]
    square: str
    card: str
    treasures: int
    chief_head: bool
    figure: int
    def __init__(self, square: _Optional[str] = ..., card: _Optional[str] = ..., treasures: _Optional[int] = ..., chief_head: _Optional[bool] = ..., figure: _Optional[int] = ...) -> None: ...

class TreasuresFigure(_message.Message):
    __slots__ = ("seat", "square", "status")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    square: str
    status: TreasuresFigureStatus
    def __init__(self, seat: _Optional[int] = ..., square: _Optional[str] = ..., status: _Optional[_Union[TreasuresFigureStatus, str]] = ...) -> None: ...

class TreasuresCollected(_message.Message):
    __slots__ = ("seat", "cards", "treasures")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    TREASURES_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    treasures: int
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ..., treasures: _Optional[int] = ...) -> None: ...

class TreasuresChief(_message.Message):
    __slots__ = ("position", "space", "steps_to_entrance")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    STEPS_TO_ENTRANCE_FIELD_NUMBER: _ClassVar[int]
    position: int
    space: str
    steps_to_entrance: int
    def __init__(self, position: _Optional[int] = ..., space: _Optional[str] = ..., steps_to_entrance: _Optional[int] = ...) -> None: ...

class TreasuresBoard(_message.Message):
    __slots__ = ("squares", "walls", "entrance", "chief_path")
    SQUARES_FIELD_NUMBER: _ClassVar[int]
    WALLS_FIELD_NUMBER: _ClassVar[int]
    ENTRANCE_FIELD_NUMBER: _ClassVar[int]
    CHIEF_PATH_FIELD_NUMBER: _ClassVar[int]
    squares: _containers.RepeatedCompositeFieldContainer[TreasuresSquare]
    walls: _containers.RepeatedCompositeFieldContainer[TreasuresWall]
    entrance: TreasuresEntrance
    chief_path: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, squares: _Optional[_Iterable[_Union[TreasuresSquare, _Mapping]]] = ..., walls: _Optional[_Iterable[_Union[TreasuresWall, _Mapping]]] = ..., entrance: _Optional[_Union[TreasuresEntrance, _Mapping]] = ..., chief_path: _Optional[_Iterable[str]] = ...) -> None: ...

class TreasuresSquare(_message.Message):
    __slots__ = ("id", "x", "y")
    ID_FIELD_NUMBER: _ClassVar[int]
    X_FIELD_NUMBER: _ClassVar[int]
    Y_FIELD_NUMBER: _ClassVar[int]
    id: str
    x: int
    y: int
    def __init__(self, id: _Optional[str] = ..., x: _Optional[int] = ..., y: _Optional[int] = ...) -> None: ...

class TreasuresWall(_message.Message):
    __slots__ = ("squares",)
    SQUARES_FIELD_NUMBER: _ClassVar[int]
    squares: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, squares: _Optional[_Iterable[str]] = ...) -> None: ...

class TreasuresEntrance(_message.Message):
    __slots__ = ("square", "side")
    SQUARE_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    square: str
    side: TreasuresSide
    def __init__(self, square: _Optional[str] = ..., side: _Optional[_Union[TreasuresSide, str]] = ...) -> None: ...

class TreasuresOutcome(_message.Message):
    __slots__ = ("reason", "scores", "winners", "caught_seats")
    REASON_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    CAUGHT_SEATS_FIELD_NUMBER: _ClassVar[int]
    reason: TreasuresEndReason
    scores: _containers.RepeatedScalarFieldContainer[int]
    winners: _containers.RepeatedScalarFieldContainer[int]
    caught_seats: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, reason: _Optional[_Union[TreasuresEndReason, str]] = ..., scores: _Optional[_Iterable[int]] = ..., winners: _Optional[_Iterable[int]] = ..., caught_seats: _Optional[_Iterable[int]] = ...) -> None: ...
