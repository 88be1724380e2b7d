"""Palace rooms: paying the guard or the artifact (The Locations in Detail). "All of the
treasure cards must be of the same type" (Alchemy aside), "equal to or greater than" the
amount, no change given; DECISION: no card the payment does not need (README, the palace).
Every payment the moves accept is one `payments` lists, so `legal_commands` offers them all.
"""

from __future__ import annotations

from service.games.dragons.state import State, treasure_type, treasure_value


def payment_total(g: State, seat: int, cards: tuple[str, ...]) -> int:
    """What `cards` pay, Golden Touch counted (one card counts more, a Golden Touch each)."""
    bonus = sum(a for s, a in g.room.golden if s == seat)
    return sum(treasure_value(g, c) for c in cards) + (bonus if cards else 0)


def payment_problem(g: State, seat: int, cards: tuple[str, ...], amount: int) -> str | None:
    """Why `cards` cannot pay `amount` (None: they can). One type unless Alchemy; no card
    it does not need (DECISION: without any one of its cards, a payment falls short)."""
    if not cards:
        return None if amount <= 0 else "EMPTY_PAYMENT"
    if len(set(cards)) != len(cards):
        return "DUPLICATE_CARD"
    hand = g.hands[seat].treasures
    if any(c not in hand for c in cards):
        return "NOT_IN_HAND"
    if seat not in g.room.alchemy and len({treasure_type(g, c) for c in cards}) > 1:
        return "NOT_ONE_TYPE"
    if payment_total(g, seat, cards) < amount:
        return "TOO_LITTLE"
    if any(payment_total(g, seat, tuple(x for x in cards if x != c)) >= amount for c in cards):
        return "NEEDLESS_CARD"
    return None


def payments(g: State, seat: int, amount: int) -> list[tuple[str, ...]]:
    """Every payment `payment_problem` accepts from `seat`'s hand for `amount`, cheapest
    first (least total, then fewest cards), each card list sorted: the offered payments."""
    if amount <= 0:
        return [()]  # "equal to or greater than" a price of nothing: nothing
    return sorted(_payments(g, g.hands[seat].treasures, amount, seat in g.room.alchemy,
                            sum(a for s, a in g.room.golden if s == seat)),
                  key=lambda p: (sum(treasure_value(g, c) for c in p), len(p), p))


def _payments(g: State, hand: tuple[str, ...], amount: int, mixed: bool,
              bonus: int) -> list[tuple[str, ...]]:
    """Each set of `hand`'s cards, of one type unless `mixed`, worth `amount` or more with
    `bonus` added, and none without one of its cards (amount > 0)."""
    groups: dict[str, list[str]] = {}
    for c in hand:
        groups.setdefault("*" if mixed else treasure_type(g, c), []).append(c)
    out: list[tuple[str, ...]] = []
    for cards in groups.values():
        # Highest first: the card added last is the smallest, so a set is complete the moment
        # it reaches the amount, and none of its cards is needless (the rest fell short).
        ranked = tuple(sorted(cards, key=lambda c: (-treasure_value(g, c), c)))
        _complete(g, ranked, 0, (), 0, amount - bonus, out)
    return out


def _complete(g: State, ranked: tuple[str, ...], start: int, chosen: tuple[str, ...],
              total: int, need: int, out: list[tuple[str, ...]]) -> None:
    """Every set `chosen` grows into with cards of `ranked[start:]` that reaches `need`
    with its last card, into `out`."""
    for i in range(start, len(ranked)):
        card = ranked[i]
        now = total + treasure_value(g, card)
        if now >= need:
            out.append(tuple(sorted(chosen + (card,))))
        else:
            _complete(g, ranked, i + 1, chosen + (card,), now, need, out)


def can_pay(g: State, hand: tuple[str, ...], amount: int) -> bool:
    """Whether `hand` pays `amount` in one type (no Alchemy, no Golden Touch: a payment
    after the first, which used them up)."""
    return amount <= 0 or bool(_payments(g, hand, amount, False, 0))
