"""Readable text for New Game (game "newgame-type"): each seat's hand (the
viewer's own), who placed a card, the cards revealed, the totals. Drawn from the typed
view only (`Game.newgame`)."""

from __future__ import annotations

from clients.render import player, seat_label, sentence, summary
from scheherazade.v1 import game_service_pb2 as pb


def describe_command(kind: str, body: object) -> str:
    """A menu label for one command (`kind` is the NewgameCommand oneof field)."""
    if kind == "place_card":
        return f"place {body.card} face down"  # type: ignore[attr-defined]
    return kind


def describe_event(kind: str, d: dict, players: list[str]) -> str | None:
    who = player(players, d.get("seat"))
    sentences = {
        "DeckShuffled": lambda: f"the deck is shuffled ({d['size']} cards)",
        "HandDealt": lambda: f"{who} is dealt {d['size']} card(s)",
        "CardPlaced": lambda: f"{who} places {d['card']} face down",
        "CardsRevealed": lambda: f"round {d['round']}: " + ", ".join(
            f"{player(players, seat)} {card}" for seat, card in enumerate(d["cards"])),
        "GameEnded": lambda: "the game ends",
    }
    return sentence(sentences, kind)


def summary_tail(game: pb.Game) -> str:
    v = game.newgame
    waiting = [seat_label(game, s.seat) for s in v.seats if not s.placed]
    if v.phase == "playing" and waiting:
        return f"round {v.round} | to place a card: {', '.join(waiting)}"
    return v.phase


def full(game: pb.Game, now: float, brief: bool) -> str:
    v = game.newgame
    lines = [summary(game)]
    for s in v.seats:
        hand = " ".join(f"{c.card}={c.value}" for c in s.hand) or f"{s.hand_size} card(s)"
        placed = s.placed_card if s.HasField("placed_card") else "a card" if s.placed else "-"
        played = " ".join(f"{c.card}={c.value}" for c in s.played) or "-"
        lines.append(f"  {seat_label(game, s.seat)}: hand {hand} | placed {placed} | "
                     f"revealed {played} | total {s.total}")
    return "\n".join(lines)
