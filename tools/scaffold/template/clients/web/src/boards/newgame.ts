// New Game's drawing: each seat with its hand (the viewer's own), whether it placed its
// card of the round, and the cards revealed.
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import type { NewgameView } from "../gen/scheherazade/v1/newgame_pb";
import { el, seatName } from "./dom";

export function draw(game: Game, v: NewgameView): HTMLElement {
  const root = el("div", undefined, "newgame-table");
  root.append(el("p", `round ${v.round}: ${v.phase}`));
  for (const s of v.seats) {
    const seat = el("section", undefined, "newgame-seat");
    if (v.phase === "playing" && !s.placed) seat.classList.add("to-act");
    seat.append(el("h3", `${seatName(game.players, s.seat)}: ${s.total}`));
    const hand = s.hand.map((c) => `${c.card} (${c.value})`).join(", ");
    seat.append(el("p", `hand: ${hand || `${s.handSize} card(s), face down`}`));
    const placed = s.placedCard ?? (s.placed ? "a card, face down" : "nothing yet");
    seat.append(el("p", `placed: ${placed}`));
    const played = s.played.map((c) => `${c.card} (${c.value})`).join(", ");
    seat.append(el("p", `revealed: ${played || "nothing yet"}`));
    root.append(seat);
  }
  return root;
}
