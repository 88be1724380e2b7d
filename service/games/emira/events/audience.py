"""Who sees an event: the auditor alone (a deck's order), or its seat in full and everyone
else its `PUBLIC_FIELDS` (a hand, a goal)."""

from __future__ import annotations

from typing import ClassVar

from service.games.base import Event


class Auditor(Event):
    def audience(self) -> frozenset[int] | None:
        return frozenset()


class Own(Event):
    """An event its `seat` sees in full; everyone else sees `PUBLIC_FIELDS`."""

    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat",)
    seat: int

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))
