"""Readable text for New Game (game "newgame-type"): each seat's hand (the viewer's own),
the cards played, the totals. Drawn from the typed view only (`Game.newgame`)."""

from __future__ import annotations

from clients.render import player, seat_label, sentence, summary
from scheherazade.v1 import game_service_pb2 as pb


def describe_command(kind: str, body: object) -> str:
    """A menu label for one command (`kind` is the NewgameCommand oneof field)."""
    if kind == "play_card":
        return f"play {body.card}"  # type: ignore[attr-defined]
    return kind


def describe_event(kind: str, d: dict, players: list[str]) -> str | None:
    who = player(players, d.get("seat"))
    sentences = {
        "DeckShuffled": lambda: f"the deck is shuffled ({d['size']} cards)",
        "HandDealt": lambda: f"{who} is dealt {d['size']} card(s)",
        "CardPlayed": lambda: f"{who} plays {d['card']} ({d['value']})",
        "GameEnded": lambda: "the game ends",
    }
    return sentence(sentences, kind)


def summary_tail(game: pb.Game) -> str:
    v = game.newgame
    if v.HasField("current_seat"):
        return f"{v.phase} | {seat_label(game, v.current_seat)} to play"
    return v.phase


def full(game: pb.Game, now: float, brief: bool) -> str:
    v = game.newgame
    lines = [summary(game)]
    for s in v.seats:
        hand = " ".join(f"{c.card}={c.value}" for c in s.hand) or f"{s.hand_size} card(s)"
        played = " ".join(f"{c.card}={c.value}" for c in s.played) or "-"
        lines.append(f"  {seat_label(game, s.seat)}: hand {hand} | played {played} | "
                     f"total {s.total}")
    return "\n".join(lines)
