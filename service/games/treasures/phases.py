"""Who may act now in 1000 and One Treasures: its phases, as the rulebook tells them.

- Setup: the chance player deals the cave cards and shuffles the provision pile.
- Placing: each seat in turn puts its figure on a free card.
- Moving: the seat whose turn it is walks its figure (in big luck, after the die), or, when
  no walk is possible, summons the bottle spirit; in big luck, where nobody has to leave,
  a figure whose only way is out may leave or summon the spirit. The turn's end takes the
  card, draws, and moves the chief (`rules._end_turn`).
- Over: the chief reached the entrance, or every figure left the cave.
"""

from __future__ import annotations

from service.games.treasures.commands import MoveFigure, PlaceFigure, SummonSpirit
from service.games.treasures.paths import reach
from service.games.treasures.state import BIG_LUCK, MOVING, OVER, PLACING, SETUP, State
from service.kit.base import ChanceSpec, Command, RuleViolation
from service.kit.phases import Ask, Next, Phase, Phases
from service.kit.turns import Stage, Turn

DIE_FACES = (1, 2, 3, 4, 5, 6)
FIRST_SEAT = 0  # "whoever knows the most tales" cannot be computed: seat 0 starts

PLACE = Stage("place", (PlaceFigure,))
MOVE = Stage("move", (MoveFigure,))
STUCK = Stage("stuck", (SummonSpirit,))  # no legal walk: only the bottle spirit helps
# Big luck, no cave card in reach but the way out: "You don't have to leave the cave".
AT_THE_DOOR = Stage("leave_or_spirit", (MoveFigure, SummonSpirit))


def deal(s: State) -> ChanceSpec:
    """The cave's cards are laid out at random, then the provision pile is shuffled."""
    if not s.cave:
        return ChanceSpec("cave_cards", "shuffle", s.content.cave_cards)
    return ChanceSpec("provision", "shuffle", s.content.provision)


def placing(s: State) -> Ask:
    return Ask.seat(s.current, PLACE)


def moving(s: State) -> Next:
    """The die first in big luck; then the seat's walks, found once for its turn and its
    move (`Ask.about`)."""
    if s.variant == BIG_LUCK and s.die == 0:
        return ChanceSpec(f"die:{s.turn}", "die", DIE_FACES)
    seat = s.current
    others = frozenset(f for k, f in enumerate(s.figures) if f >= 0 and k != seat)
    ways = reach(s.content.board, s.figures[seat], s.steps(seat), others)
    if ways.stuck:
        stage = STUCK
    elif s.variant == BIG_LUCK and not ways.moves:
        stage = AT_THE_DOOR
    else:
        stage = MOVE
    return Ask.seat(seat, stage, about=ways)


PHASES = Phases(
    Phase(SETUP, play=deal, next=(PLACING,)),
    Phase(PLACING, play=placing, next=(MOVING,)),
    Phase(MOVING, play=moving, next=(OVER,)),
    Phase(OVER, over=True),
    current=lambda s: s.phase,
)


def refuse(s: State, turn: Turn, seat: int, command: Command) -> RuleViolation:
    """Why `seat` may not send this command now, in the order the rulebook's checks run."""
    if isinstance(command, PlaceFigure):
        if s.phase != PLACING:
            return RuleViolation("WRONG_PHASE", "every figure is already in the cave")
    elif s.phase != MOVING:
        return RuleViolation("WRONG_PHASE", "the figures are still being placed")
    if seat != s.current:
        return RuleViolation("NOT_YOUR_TURN", f"it is seat {s.current}'s turn, not seat {seat}'s")
    if isinstance(command, MoveFigure):
        return RuleViolation(
            "NO_LEGAL_MOVE",
            f"no walk of {s.steps(seat)} steps is possible: summon the bottle spirit",
        )
    return RuleViolation(
        "SPIRIT_NOT_NEEDED", "the bottle spirit only helps a figure that cannot move"
    )
