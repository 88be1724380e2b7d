// Emira: the princesses on offer (those deciding this turn, later, undecided) with what
// each prefers first and second; the bidding; and each sheik's board — gold (the caller's
// own, others' only when shown), camels, palace, appearance, status, caravans and wives;
// then the caller's hand with each card's text.
import {
  EmiraColour,
  EmiraPreference,
  type EmiraPrincess,
  type EmiraSheik,
  type EmiraView,
} from "../gen/scheherazade/v1/emira_pb";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { el, seatName } from "./dom";

const PREFERENCE: Record<number, string> = {
  [EmiraPreference.APPEARANCE]: "appearance", [EmiraPreference.STATUS]: "status",
  [EmiraPreference.PALACE]: "palace", [EmiraPreference.GOLD]: "gold",
  [EmiraPreference.CAMELS]: "camels",
};
const COLOUR: Record<number, string> = {
  [EmiraColour.GREEN]: "green", [EmiraColour.WHITE]: "white", [EmiraColour.RED]: "red",
  [EmiraColour.BLUE]: "blue", [EmiraColour.BLACK]: "black",
};

function offer(title: string, princesses: EmiraPrincess[]): HTMLElement | null {
  if (!princesses.length) return null;
  const box = el("div", undefined, "offer");
  box.append(el("strong", title));
  const ul = el("ul", undefined, "princesses");
  for (const p of princesses) {
    const skills = p.skills.length ? `; skills ${p.skills.join(", ")}` : "";
    ul.append(el("li", `${p.id}: first ${PREFERENCE[p.first] ?? "?"}, then `
      + `${PREFERENCE[p.second] ?? "?"}${skills}${p.ability ? `; ${p.ability}` : ""}`));
  }
  box.append(ul);
  return box;
}

function sheik(game: Game, s: EmiraSheik, you: boolean): HTMLElement {
  const box = el("div", undefined, `sheik${you ? " you" : ""}`);
  box.style.borderTopColor = COLOUR[s.colour] ?? "#b49a6a";
  box.append(el("strong", `${seatName(game.players, s.seat)} · ${COLOUR[s.colour] ?? ""}`));
  const rows: [string, string][] = [
    ["gold", s.gold !== undefined ? String(s.gold) : "hidden"],
    ["camels", `${s.camels} (track ${s.camelTrack})`],
    ["palace", `${s.palaceSections} section(s), worth ${s.palaceValue}`],
    ["appearance", `${s.appearance}`
      + (s.counters ? ` (beauty ${s.counters.beauty}, manners ${s.counters.manners}, attire ${s.counters.attire})` : "")],
    ["status", `${s.status}${s.statusCards.length ? ` (${s.statusCards.join(", ")})` : ""}`],
    ["caravans", s.caravans.map((c) => `${c.caravan} (${c.paymentsLeft} to pay)`).join(", ") || "none"],
    ["wives", s.princesses.join(", ") || "none"],
    ["cards in hand", String(s.handSize)],
  ];
  const dl = el("dl");
  for (const [k, value] of rows) dl.append(el("dt", k), el("dd", value));
  box.append(dl);
  return box;
}

export function draw(game: Game, v: EmiraView): HTMLElement {
  const out = el("div", undefined, "emira");
  out.append(el("p", `Turn ${v.turn} · first player ${seatName(game.players, v.firstPlayer)}`
    + (v.toAct.length ? ` · to act: ${v.toAct.map((s) => game.players[s]).join(", ")}` : "")));
  const offers = el("div", undefined, "offers");
  for (const part of [offer("Deciding this turn", v.board?.active ?? []),
    offer("Later", v.board?.later ?? []), offer("Undecided", v.board?.undecided ?? [])]) {
    if (part) offers.append(part);
  }
  out.append(offers);
  const b = v.bidding;
  if (b && (b.highBid || b.toBid !== undefined || b.taken.length)) {
    out.append(el("p", `Bidding: high bid ${b.highBid}`
      + (b.leader !== undefined ? ` by ${game.players[b.leader]}` : "")
      + (b.toBid !== undefined ? ` · ${game.players[b.toBid]} to bid` : "")
      + (b.passed.length ? ` · passed: ${b.passed.map((s) => game.players[s]).join(", ")}` : "")
      + (b.taken.length ? ` · taken: ${b.taken.join(", ")}` : "")));
  }
  const boards = el("div", undefined, "sheiks");
  for (const s of v.sheiks) boards.append(sheik(game, s, v.you?.seat === s.seat));
  out.append(boards);
  if (v.pending?.name) {
    out.append(el("p", `Waiting for ${seatName(game.players, v.pending.seat)}: `
      + `${v.pending.name.replace(/_/g, " ")}`));
  }
  if (v.you) {
    const box = el("div", undefined, "you");
    box.append(el("p", `Your gold: ${v.you.gold}` + (v.you.goalText ? ` · your goal: ${v.you.goalText}`
      + (v.you.goalMet ? " (met)" : "") : "")));
    const ul = el("ul", undefined, "hand");
    for (const c of v.you.cards) ul.append(el("li", `${c.name}: ${c.text}`));
    box.append(ul);
    out.append(box);
  }
  return out;
}
