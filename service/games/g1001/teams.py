"""Section "The teams": 2 to 8 players in two teams, Day and Night, as equal as possible.

The options `day_seats` and `night_seats` (lists of seats) name the teams; one given, the
other team is every other seat; neither, seats alternate, seat 0 on Day. The options a
game records are both lists, sorted (tuples), Day first. Refused (`BAD_OPTIONS`): a seat
missing or twice, an empty team, sizes differing by more than one.
"""

from __future__ import annotations

from typing import Any

from service.kit.base import RuleViolation
from service.kit.options import Option, Options

MIN_PLAYERS = 2
# 32 vote cards are 8 sets of 1-4: eight players use one set each, and a solo player (only in
# 2- or 3-player games) uses two, so at most 8 players; 4 opposing players × 8 turns is also
# exactly the 32 individual point tokens.
MAX_PLAYERS = 8


def _seat_list(value: Any, players: int, name: str) -> tuple[int, ...]:
    seats = []
    for s in value:
        if type(s) is not int or not 0 <= s < players:
            raise RuleViolation("BAD_OPTIONS",
                                f"{name}: {s!r} is not a seat of a {players}-player game")
        seats.append(s)
    if len(set(seats)) != len(seats):
        raise RuleViolation("BAD_OPTIONS", f"{name} lists a seat twice")
    return tuple(sorted(seats))


def teams(players: int, options: dict[str, Any]) -> dict[str, Any]:
    """Both teams, from the one given, both, or neither (seats alternate, seat 0 on Day)."""
    day_raw, night_raw = options.get("day_seats"), options.get("night_seats")
    everyone = tuple(range(players))
    if day_raw is None and night_raw is None:
        day, night = everyone[0::2], everyone[1::2]
    else:
        if day_raw is not None:
            day = _seat_list(day_raw, players, "day_seats")
        if night_raw is not None:
            night = _seat_list(night_raw, players, "night_seats")
        if day_raw is None:
            day = tuple(s for s in everyone if s not in night)
        if night_raw is None:
            night = tuple(s for s in everyone if s not in day)
        if tuple(sorted(day + night)) != everyone:
            raise RuleViolation("BAD_OPTIONS", "every seat must be in exactly one team")
    if not day or not night or abs(len(day) - len(night)) > 1:
        raise RuleViolation("BAD_OPTIONS",
                            "teams must be as equal as possible (sizes differ by ≤ 1)")
    return {"day_seats": day, "night_seats": night}


OPTIONS = Options(
    (
        Option("day_seats", list, "the Day team's seats (default: 0, 2, 4, …)"),
        Option("night_seats", list, "the Night team's seats (default: every other seat)"),
    ),
    check=teams,
)
