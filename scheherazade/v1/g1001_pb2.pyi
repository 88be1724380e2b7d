import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class G1001Colour(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    G1001_COLOUR_UNSPECIFIED: _ClassVar[G1001Colour]
    G1001_COLOUR_RED: _ClassVar[G1001Colour]
    G1001_COLOUR_BLUE: _ClassVar[G1001Colour]
    G1001_COLOUR_GREEN: _ClassVar[G1001Colour]

class G1001Team(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    G1001_TEAM_UNSPECIFIED: _ClassVar[G1001Team]
    G1001_TEAM_DAY: _ClassVar[G1001Team]
    G1001_TEAM_NIGHT: _ClassVar[G1001Team]

class G1001Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    G1001_PHASE_UNSPECIFIED: _ClassVar[G1001Phase]
    G1001_PHASE_TILES: _ClassVar[G1001Phase]
    G1001_PHASE_GEMS: _ClassVar[G1001Phase]
    G1001_PHASE_DEALING: _ClassVar[G1001Phase]
    G1001_PHASE_VOTING: _ClassVar[G1001Phase]
    G1001_PHASE_TALLY: _ClassVar[G1001Phase]
    G1001_PHASE_DRAWING: _ClassVar[G1001Phase]
    G1001_PHASE_FLIGHT: _ClassVar[G1001Phase]
    G1001_PHASE_BUYING: _ClassVar[G1001Phase]
    G1001_PHASE_TURN_OVER: _ClassVar[G1001Phase]
    G1001_PHASE_OVER: _ClassVar[G1001Phase]

class G1001DiscardReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    G1001_DISCARD_REASON_UNSPECIFIED: _ClassVar[G1001DiscardReason]
    G1001_DISCARD_REASON_PENALTY: _ClassVar[G1001DiscardReason]
    G1001_DISCARD_REASON_OVERFLOW: _ClassVar[G1001DiscardReason]
G1001_COLOUR_UNSPECIFIED: G1001Colour
G1001_COLOUR_RED: G1001Colour
G1001_COLOUR_BLUE: G1001Colour
G1001_COLOUR_GREEN: G1001Colour
G1001_TEAM_UNSPECIFIED: G1001Team
G1001_TEAM_DAY: G1001Team
G1001_TEAM_NIGHT: G1001Team
G1001_PHASE_UNSPECIFIED: G1001Phase
G1001_PHASE_TILES: G1001Phase
G1001_PHASE_GEMS: G1001Phase
G1001_PHASE_DEALING: G1001Phase
G1001_PHASE_VOTING: G1001Phase
G1001_PHASE_TALLY: G1001Phase
G1001_PHASE_DRAWING: G1001Phase
G1001_PHASE_FLIGHT: G1001Phase
G1001_PHASE_BUYING: G1001Phase
G1001_PHASE_TURN_OVER: G1001Phase
G1001_PHASE_OVER: G1001Phase
G1001_DISCARD_REASON_UNSPECIFIED: G1001DiscardReason
G1001_DISCARD_REASON_PENALTY: G1001DiscardReason
G1001_DISCARD_REASON_OVERFLOW: G1001DiscardReason

class G1001Command(_message.Message):
    __slots__ = ("cast_vote", "choose_vizier", "discard_gem", "buy_reward", "exchange_tokens", "end_turn")
    CAST_VOTE_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_VIZIER_FIELD_NUMBER: _ClassVar[int]
    DISCARD_GEM_FIELD_NUMBER: _ClassVar[int]
    BUY_REWARD_FIELD_NUMBER: _ClassVar[int]
    EXCHANGE_TOKENS_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    cast_vote: G1001CastVote
    choose_vizier: G1001ChooseVizier
    discard_gem: G1001DiscardGem
    buy_reward: G1001BuyReward
    exchange_tokens: G1001ExchangeTokens
    end_turn: G1001EndTurn
    def __init__(self, cast_vote: _Optional[_Union[G1001CastVote, _Mapping]] = ..., choose_vizier: _Optional[_Union[G1001ChooseVizier, _Mapping]] = ..., discard_gem: _Optional[_Union[G1001DiscardGem, _Mapping]] = ..., buy_reward: _Optional[_Union[G1001BuyReward, _Mapping]] = ..., exchange_tokens: _Optional[_Union[G1001ExchangeTokens, _Mapping]] = ..., end_turn: _Optional[_Union[G1001EndTurn, _Mapping]] = ...) -> None: ...

class G1001CastVote(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, cards: _Optional[_Iterable[int]] = ...) -> None: ...

class G1001ChooseVizier(_message.Message):
    __slots__ = ("direction",)
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    direction: int
    def __init__(self, direction: _Optional[int] = ...) -> None: ...

class G1001DiscardGem(_message.Message):
    __slots__ = ("colour",)
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    colour: G1001Colour
    def __init__(self, colour: _Optional[_Union[G1001Colour, str]] = ...) -> None: ...

class G1001BuyReward(_message.Message):
    __slots__ = ("reward",)
    REWARD_FIELD_NUMBER: _ClassVar[int]
    reward: str
    def __init__(self, reward: _Optional[str] = ...) -> None: ...

class G1001ExchangeTokens(_message.Message):
    __slots__ = ("red", "blue", "green", "clouds")
    RED_FIELD_NUMBER: _ClassVar[int]
    BLUE_FIELD_NUMBER: _ClassVar[int]
    GREEN_FIELD_NUMBER: _ClassVar[int]
    CLOUDS_FIELD_NUMBER: _ClassVar[int]
    red: int
    blue: int
    green: int
    clouds: int
    def __init__(self, red: _Optional[int] = ..., blue: _Optional[int] = ..., green: _Optional[int] = ..., clouds: _Optional[int] = ...) -> None: ...

class G1001EndTurn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class G1001Gems(_message.Message):
    __slots__ = ("red", "blue", "green")
    RED_FIELD_NUMBER: _ClassVar[int]
    BLUE_FIELD_NUMBER: _ClassVar[int]
    GREEN_FIELD_NUMBER: _ClassVar[int]
    red: int
    blue: int
    green: int
    def __init__(self, red: _Optional[int] = ..., blue: _Optional[int] = ..., green: _Optional[int] = ...) -> None: ...

class G1001View(_message.Message):
    __slots__ = ("phase", "turn", "active_team", "point_value", "day", "night", "individual_points", "board", "aladdin_space", "start_space", "flight_cards", "available_rewards", "voting", "last_tally", "flight", "pending_choice", "bought_this_turn", "result", "you", "secret", "content_hash")
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    ACTIVE_TEAM_FIELD_NUMBER: _ClassVar[int]
    POINT_VALUE_FIELD_NUMBER: _ClassVar[int]
    DAY_FIELD_NUMBER: _ClassVar[int]
    NIGHT_FIELD_NUMBER: _ClassVar[int]
    INDIVIDUAL_POINTS_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    ALADDIN_SPACE_FIELD_NUMBER: _ClassVar[int]
    START_SPACE_FIELD_NUMBER: _ClassVar[int]
    FLIGHT_CARDS_FIELD_NUMBER: _ClassVar[int]
    AVAILABLE_REWARDS_FIELD_NUMBER: _ClassVar[int]
    VOTING_FIELD_NUMBER: _ClassVar[int]
    LAST_TALLY_FIELD_NUMBER: _ClassVar[int]
    FLIGHT_FIELD_NUMBER: _ClassVar[int]
    PENDING_CHOICE_FIELD_NUMBER: _ClassVar[int]
    BOUGHT_THIS_TURN_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    YOU_FIELD_NUMBER: _ClassVar[int]
    SECRET_FIELD_NUMBER: _ClassVar[int]
    CONTENT_HASH_FIELD_NUMBER: _ClassVar[int]
    phase: G1001Phase
    turn: int
    active_team: G1001Team
    point_value: int
    day: G1001TeamState
    night: G1001TeamState
    individual_points: _containers.RepeatedScalarFieldContainer[int]
    board: G1001Board
    aladdin_space: int
    start_space: int
    flight_cards: _containers.RepeatedCompositeFieldContainer[G1001FlightCard]
    available_rewards: _containers.RepeatedCompositeFieldContainer[G1001Reward]
    voting: G1001Voting
    last_tally: G1001Tally
    flight: G1001Flight
    pending_choice: G1001PendingChoice
    bought_this_turn: bool
    result: G1001Result
    you: G1001You
    secret: G1001Secrets
    content_hash: str
    def __init__(self, phase: _Optional[_Union[G1001Phase, str]] = ..., turn: _Optional[int] = ..., active_team: _Optional[_Union[G1001Team, str]] = ..., point_value: _Optional[int] = ..., day: _Optional[_Union[G1001TeamState, _Mapping]] = ..., night: _Optional[_Union[G1001TeamState, _Mapping]] = ..., individual_points: _Optional[_Iterable[int]] = ..., board: _Optional[_Union[G1001Board, _Mapping]] = ..., aladdin_space: _Optional[int] = ..., start_space: _Optional[int] = ..., flight_cards: _Optional[_Iterable[_Union[G1001FlightCard, _Mapping]]] = ..., available_rewards: _Optional[_Iterable[_Union[G1001Reward, _Mapping]]] = ..., voting: _Optional[_Union[G1001Voting, _Mapping]] = ..., last_tally: _Optional[_Union[G1001Tally, _Mapping]] = ..., flight: _Optional[_Union[G1001Flight, _Mapping]] = ..., pending_choice: _Optional[_Union[G1001PendingChoice, _Mapping]] = ..., bought_this_turn: _Optional[bool] = ..., result: _Optional[_Union[G1001Result, _Mapping]] = ..., you: _Optional[_Union[G1001You, _Mapping]] = ..., secret: _Optional[_Union[G1001Secrets, _Mapping]] = ..., content_hash: _Optional[str] = ...) -> None: ...

class G1001TeamState(_message.Message):
    __slots__ = ("seats", "solo", "clouds", "gems", "points", "rewards")
    SEATS_FIELD_NUMBER: _ClassVar[int]
    SOLO_FIELD_NUMBER: _ClassVar[int]
    CLOUDS_FIELD_NUMBER: _ClassVar[int]
    GEMS_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    REWARDS_FIELD_NUMBER: _ClassVar[int]
    seats: _containers.RepeatedScalarFieldContainer[int]
    solo: bool
    clouds: int
    gems: G1001Gems
    points: int
    rewards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, seats: _Optional[_Iterable[int]] = ..., solo: _Optional[bool] = ..., clouds: _Optional[int] = ..., gems: _Optional[_Union[G1001Gems, _Mapping]] = ..., points: _Optional[int] = ..., rewards: _Optional[_Iterable[str]] = ...) -> None: ...

class G1001Board(_message.Message):
    __slots__ = ("tiles", "spaces")
    TILES_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    tiles: _containers.RepeatedScalarFieldContainer[str]
    spaces: _containers.RepeatedCompositeFieldContainer[G1001Space]
    def __init__(self, tiles: _Optional[_Iterable[str]] = ..., spaces: _Optional[_Iterable[_Union[G1001Space, _Mapping]]] = ...) -> None: ...

class G1001Space(_message.Message):
    __slots__ = ("index", "tile", "gem_penalty", "cloud_penalty", "gem_holes", "cloud_bonus", "gems")
    INDEX_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    GEM_PENALTY_FIELD_NUMBER: _ClassVar[int]
    CLOUD_PENALTY_FIELD_NUMBER: _ClassVar[int]
    GEM_HOLES_FIELD_NUMBER: _ClassVar[int]
    CLOUD_BONUS_FIELD_NUMBER: _ClassVar[int]
    GEMS_FIELD_NUMBER: _ClassVar[int]
    index: int
    tile: str
    gem_penalty: int
    cloud_penalty: int
    gem_holes: int
    cloud_bonus: int
    gems: _containers.RepeatedScalarFieldContainer[G1001Colour]
    def __init__(self, index: _Optional[int] = ..., tile: _Optional[str] = ..., gem_penalty: _Optional[int] = ..., cloud_penalty: _Optional[int] = ..., gem_holes: _Optional[int] = ..., cloud_bonus: _Optional[int] = ..., gems: _Optional[_Iterable[_Union[G1001Colour, str]]] = ...) -> None: ...

class G1001FlightCard(_message.Message):
    __slots__ = ("direction", "card", "path")
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    direction: int
    card: str
    path: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, direction: _Optional[int] = ..., card: _Optional[str] = ..., path: _Optional[_Iterable[int]] = ...) -> None: ...

class G1001Cost(_message.Message):
    __slots__ = ("red", "blue", "green", "clouds")
    RED_FIELD_NUMBER: _ClassVar[int]
    BLUE_FIELD_NUMBER: _ClassVar[int]
    GREEN_FIELD_NUMBER: _ClassVar[int]
    CLOUDS_FIELD_NUMBER: _ClassVar[int]
    red: int
    blue: int
    green: int
    clouds: int
    def __init__(self, red: _Optional[int] = ..., blue: _Optional[int] = ..., green: _Optional[int] = ..., clouds: _Optional[int] = ...) -> None: ...

class G1001Reward(_message.Message):
    __slots__ = ("id", "name", "cost", "points")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    COST_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    id: str
    name: str
    cost: G1001Cost
    points: int
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., cost: _Optional[_Union[G1001Cost, _Mapping]] = ..., points: _Optional[int] = ...) -> None: ...

class G1001Voting(_message.Message):
    __slots__ = ("voted_seats", "vizier_chosen", "deadline_time", "timer_ran_out")
    VOTED_SEATS_FIELD_NUMBER: _ClassVar[int]
    VIZIER_CHOSEN_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_TIME_FIELD_NUMBER: _ClassVar[int]
    TIMER_RAN_OUT_FIELD_NUMBER: _ClassVar[int]
    voted_seats: _containers.RepeatedScalarFieldContainer[int]
    vizier_chosen: bool
    deadline_time: _timestamp_pb2.Timestamp
    timer_ran_out: bool
    def __init__(self, voted_seats: _Optional[_Iterable[int]] = ..., vizier_chosen: _Optional[bool] = ..., deadline_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., timer_ran_out: _Optional[bool] = ...) -> None: ...

class G1001Vote(_message.Message):
    __slots__ = ("seat", "cards")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[int]] = ...) -> None: ...

class G1001SeatPoints(_message.Message):
    __slots__ = ("seat", "points")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    points: int
    def __init__(self, seat: _Optional[int] = ..., points: _Optional[int] = ...) -> None: ...

class G1001Tally(_message.Message):
    __slots__ = ("turn", "votes", "vizier", "unanimous_bonus", "individual", "returned", "remaining")
    TURN_FIELD_NUMBER: _ClassVar[int]
    VOTES_FIELD_NUMBER: _ClassVar[int]
    VIZIER_FIELD_NUMBER: _ClassVar[int]
    UNANIMOUS_BONUS_FIELD_NUMBER: _ClassVar[int]
    INDIVIDUAL_FIELD_NUMBER: _ClassVar[int]
    RETURNED_FIELD_NUMBER: _ClassVar[int]
    REMAINING_FIELD_NUMBER: _ClassVar[int]
    turn: int
    votes: _containers.RepeatedCompositeFieldContainer[G1001Vote]
    vizier: int
    unanimous_bonus: int
    individual: _containers.RepeatedCompositeFieldContainer[G1001SeatPoints]
    returned: _containers.RepeatedScalarFieldContainer[int]
    remaining: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, turn: _Optional[int] = ..., votes: _Optional[_Iterable[_Union[G1001Vote, _Mapping]]] = ..., vizier: _Optional[int] = ..., unanimous_bonus: _Optional[int] = ..., individual: _Optional[_Iterable[_Union[G1001SeatPoints, _Mapping]]] = ..., returned: _Optional[_Iterable[int]] = ..., remaining: _Optional[_Iterable[int]] = ...) -> None: ...

class G1001Flight(_message.Message):
    __slots__ = ("direction", "card", "path", "step", "spaces")
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    STEP_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    direction: int
    card: str
    path: _containers.RepeatedScalarFieldContainer[int]
    step: int
    spaces: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, direction: _Optional[int] = ..., card: _Optional[str] = ..., path: _Optional[_Iterable[int]] = ..., step: _Optional[int] = ..., spaces: _Optional[_Iterable[int]] = ...) -> None: ...

class G1001PendingChoice(_message.Message):
    __slots__ = ("team", "seats", "reason", "options", "space")
    TEAM_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    team: G1001Team
    seats: _containers.RepeatedScalarFieldContainer[int]
    reason: G1001DiscardReason
    options: _containers.RepeatedScalarFieldContainer[G1001Colour]
    space: int
    def __init__(self, team: _Optional[_Union[G1001Team, str]] = ..., seats: _Optional[_Iterable[int]] = ..., reason: _Optional[_Union[G1001DiscardReason, str]] = ..., options: _Optional[_Iterable[_Union[G1001Colour, str]]] = ..., space: _Optional[int] = ...) -> None: ...

class G1001Result(_message.Message):
    __slots__ = ("winners", "scores", "day_points", "night_points")
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    DAY_POINTS_FIELD_NUMBER: _ClassVar[int]
    NIGHT_POINTS_FIELD_NUMBER: _ClassVar[int]
    winners: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedScalarFieldContainer[int]
    day_points: int
    night_points: int
    def __init__(self, winners: _Optional[_Iterable[int]] = ..., scores: _Optional[_Iterable[int]] = ..., day_points: _Optional[int] = ..., night_points: _Optional[int] = ...) -> None: ...

class G1001You(_message.Message):
    __slots__ = ("seat", "team", "solo", "vote", "team_vizier")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TEAM_FIELD_NUMBER: _ClassVar[int]
    SOLO_FIELD_NUMBER: _ClassVar[int]
    VOTE_FIELD_NUMBER: _ClassVar[int]
    TEAM_VIZIER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    team: G1001Team
    solo: bool
    vote: _containers.RepeatedScalarFieldContainer[int]
    team_vizier: int
    def __init__(self, seat: _Optional[int] = ..., team: _Optional[_Union[G1001Team, str]] = ..., solo: _Optional[bool] = ..., vote: _Optional[_Iterable[int]] = ..., team_vizier: _Optional[int] = ...) -> None: ...

class G1001VizierCard(_message.Message):
    __slots__ = ("seat", "direction")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    direction: int
    def __init__(self, seat: _Optional[int] = ..., direction: _Optional[int] = ...) -> None: ...

class G1001Secrets(_message.Message):
    __slots__ = ("votes", "vizier")
    VOTES_FIELD_NUMBER: _ClassVar[int]
    VIZIER_FIELD_NUMBER: _ClassVar[int]
    votes: _containers.RepeatedCompositeFieldContainer[G1001Vote]
    vizier: G1001VizierCard
    def __init__(self, votes: _Optional[_Iterable[_Union[G1001Vote, _Mapping]]] = ..., vizier: _Optional[_Union[G1001VizierCard, _Mapping]] = ...) -> None: ...
