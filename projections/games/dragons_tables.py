"""Aladdin's Dragons' fact tables (`projections/games/dragons.py` is the adapter): their
columns, documented in `docs/analytics.md`."""

from __future__ import annotations

import pyarrow as pa

from projections.kit import Columns

_S, _I, _B = pa.string(), pa.int32(), pa.bool_()
_G = [("game_id", "VARCHAR", _S)]
_R = [*_G, ("round", "INTEGER", _I)]
_ROOM = [("location", "VARCHAR", _S), ("artifact", "VARCHAR", _S), ("kind", "VARCHAR", _S)]
TABLES: dict[str, Columns] = {
    "dragons_placements": [
        *_R, ("placement", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("placed_by", "INTEGER", _I), ("dummy", "BOOLEAN", _B), ("nth", "INTEGER", _I),
        ("location", "VARCHAR", _S), ("resolved_at", "VARCHAR", _S), ("hero", "INTEGER", _I),
        ("value", "INTEGER", _I), ("turned", "BOOLEAN", _B), ("moved", "BOOLEAN", _B),
        ("withdrawn", "BOOLEAN", _B),
    ],
    "dragons_rankings": [
        *_R, ("location", "VARCHAR", _S), ("location_kind", "VARCHAR", _S),
        ("seat", "INTEGER", _I), ("dummy", "BOOLEAN", _B), ("heroes", "INTEGER", _I),
        ("total", "INTEGER", _I), ("rank", "INTEGER", _I), ("winner", "BOOLEAN", _B),
        ("contestants", "INTEGER", _I),
    ],
    "dragons_cave_picks": [
        *_R, ("location", "VARCHAR", _S), ("pick", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("dummy", "BOOLEAN", _B), ("decider", "INTEGER", _I), ("card", "VARCHAR", _S),
        ("treasure_type", "VARCHAR", _S), ("treasure_value", "INTEGER", _I),
        ("cave_cards", "INTEGER", _I), ("highest", "BOOLEAN", _B),
    ],
    "dragons_bribes": [
        *_R, *_ROOM, ("seat", "INTEGER", _I), ("dummy", "BOOLEAN", _B),
        ("rank", "INTEGER", _I), ("total", "INTEGER", _I), ("due", "INTEGER", _I),
        ("paid", "INTEGER", _I), ("cards", "INTEGER", _I), ("withdrew", "BOOLEAN", _B),
    ],
    "dragons_purchases": [
        *_R, *_ROOM, ("seat", "INTEGER", _I), ("dummy", "BOOLEAN", _B),
        ("rank", "INTEGER", _I), ("total", "INTEGER", _I), ("price", "INTEGER", _I),
        ("paid", "INTEGER", _I), ("cards", "INTEGER", _I), ("bribed", "BOOLEAN", _B),
        ("start_player", "BOOLEAN", _B),
    ],
    "dragons_declines": [
        *_R, *_ROOM, ("seat", "INTEGER", _I), ("dummy", "BOOLEAN", _B),
        ("rank", "INTEGER", _I), ("total", "INTEGER", _I), ("price", "INTEGER", _I),
        ("bribed", "BOOLEAN", _B),
    ],
    "dragons_cards": [
        *_R, ("phase", "VARCHAR", _S), ("play", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("owner", "INTEGER", _I), ("dummy_card", "BOOLEAN", _B), ("card", "VARCHAR", _S),
        ("card_type", "VARCHAR", _S), ("name", "VARCHAR", _S), ("location", "VARCHAR", _S),
        ("hero", "INTEGER", _I), ("hero_seat", "INTEGER", _I), ("player", "INTEGER", _I),
        ("treasure", "VARCHAR", _S), ("to_location", "VARCHAR", _S),
        ("answered", "VARCHAR", _S), ("countered", "BOOLEAN", _B), ("changed", "VARCHAR", _S),
        ("op", "VARCHAR", _S), ("amount", "INTEGER", _I), ("value", "INTEGER", _I),
    ],
    "dragons_dummy_claims": [
        *_R, ("claim", "INTEGER", _I), ("card", "VARCHAR", _S), ("card_type", "VARCHAR", _S),
        ("name", "VARCHAR", _S), ("claimer", "INTEGER", _I), ("winner", "INTEGER", _I),
        ("claimer_won", "BOOLEAN", _B), ("claimer_offer", "INTEGER", _I),
        ("claimer_cards", "INTEGER", _I), ("other_offer", "INTEGER", _I),
        ("other_cards", "INTEGER", _I),
    ],
    "dragons_rounds": [
        *_R, ("players", "INTEGER", _I), ("seats", "INTEGER", _I),
        ("start_seat", "INTEGER", _I), ("artifacts_added", "INTEGER", _I),
        ("artifacts_offered", "INTEGER", _I), ("caravanserai_winner", "INTEGER", _I),
        ("palace_start", "INTEGER", _I), ("bought", "INTEGER", _I),
        ("bought_by_start", "INTEGER", _I), ("bought_by_caravanserai_winner", "INTEGER", _I),
    ],
    "dragons_outcomes": [
        *_G, ("seat", "INTEGER", _I), ("players", "INTEGER", _I), ("dummy", "BOOLEAN", _B),
        ("position", "INTEGER", _I), ("artifacts", "INTEGER", _I), ("lamps", "INTEGER", _I),
        ("treasure_value", "INTEGER", _I), ("score", "INTEGER", _I), ("winner", "BOOLEAN", _B),
        ("replay", "BOOLEAN", _B), ("caravanserai_wins", "INTEGER", _I),
    ],
}
