// Aladdin's Dragons: each location as a card with the heroes placed there in order (face
// down unless the caller may see them), what it gives (treasures, an artifact) and the
// totals once revealed; the dragon guard; the artifacts in the palace row; and each seat's
// hand, hoard and spells (counts only for the others: their view says no more).
import type { DragonsLocation, DragonsView } from "../gen/scheherazade/v1/dragons_pb";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { el, seatName } from "./dom";

function location(game: Game, v: DragonsView, loc: DragonsLocation): HTMLElement {
  const card = el("div", undefined, `location${v.resolving === loc.id ? " here" : ""}`);
  card.dataset.location = loc.id;
  card.append(el("strong", loc.id.replace(/_/g, " ")));
  const gives = [...loc.treasures, loc.artifact].filter(Boolean);
  if (gives.length) card.append(el("div", `gives ${gives.join(", ")}`, "gives"));
  const ol = el("ol", undefined, "heroes");
  for (const h of loc.heroes) {
    const who = game.players[h.seat] ?? (h.seat === v.dummy ? "the Dummy" : `seat ${h.seat}`);
    const shown = h.value !== undefined ? `${h.value}` : h.number !== undefined ? `${h.number}` : "?";
    const mods = h.modifiers.length ? ` (${h.modifiers.join(" ")})` : "";
    ol.append(el("li", `${who}: ${h.faceUp || h.value !== undefined ? shown : "face down"}${mods}`
      + (h.withdrawn ? ", withdrawn" : ""), h.faceUp ? undefined : "secret"));
  }
  card.append(ol);
  if (loc.totals.length) {
    card.append(el("div", "totals: " + loc.totals
      .map((t) => `${game.players[t.seat] ?? t.seat} ${t.total}`).join(", ")));
  }
  return card;
}

export function draw(game: Game, v: DragonsView): HTMLElement {
  const out = el("div", undefined, "dragons");
  let head = `Round ${v.round}`;
  if (v.startPlayer !== undefined) head += ` · start player ${seatName(game.players, v.startPlayer)}`;
  if (v.placer !== undefined) head += ` · ${seatName(game.players, v.placer)} places${v.placingDummy ? " for the Dummy" : ""}`;
  if (v.resolving) head += ` · resolving ${v.resolving.replace(/_/g, " ")}`;
  out.append(el("p", head));
  const grid = el("div", undefined, "locations");
  for (const loc of v.locations) grid.append(location(game, v, loc));
  out.append(grid);
  if (v.guard?.placed) {
    out.append(el("p", `The dragon guard: ${v.guard.faceUp ? `${v.guard.card} (${v.guard.value ?? "?"})` : "face down"}`));
  }
  if (v.row.length) out.append(el("p", `The palace row: ${v.row.join(", ")}`));
  const seats = el("ul", undefined, "seats");
  for (const s of v.seats) {
    const name = s.dummy ? `${s.name} (the Dummy)` : seatName(game.players, s.seat);
    const hand = s.heroes.length ? `heroes ${s.heroes.join(", ")}` : `${s.heroesInHand} hero(es) in hand`;
    const treasures = s.treasures.length ? s.treasures.join(", ") : `${s.treasureCount}`;
    const spells = s.spells.length ? s.spells.join(", ") : `${s.spellCount}`;
    const artifacts = s.artifacts.length ? s.artifacts.join(", ") : `${s.artifactCount}`;
    seats.append(el("li", `${name}: ${hand}; treasures ${treasures}; spells ${spells}; `
      + `artifacts ${artifacts}`, s.seat === v.you ? "you" : undefined));
  }
  out.append(seats);
  if (v.pending?.name) {
    out.append(el("p", `Waiting for ${seatName(game.players, v.pending.seat)}: ${v.pending.name.replace(/_/g, " ")}`
      + (v.pending.options.length ? ` (${v.pending.options.join(", ")})` : "")));
  }
  if (v.window?.about) {
    out.append(el("p", `Answers to ${v.window.about}: ${seatName(game.players, v.window.responder)} may respond`));
  }
  if (v.winners.length) {
    out.append(el("p", `Winners: ${v.winners.map((s) => game.players[s] ?? "the Dummy").join(" and ")}`));
  }
  return out;
}
