// Tales of the Arabian Nights: where the traveller whose turn it is stands on the map and
// where one move by land or by sea leads; the encounter being told — its card, chart roll,
// reaction matrix and the paragraph with its sections; and every traveller: place, Destiny
// and Story against the goal (the caller's own goal only: the others' are secret), wealth,
// skills, statuses, treasures and quest.
import { TalesTime, type TalesPlace, type TalesView } from "../gen/scheherazade/v1/tales_pb";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { el, seatName } from "./dom";

const TIME: Record<number, string> = {
  [TalesTime.MORNING]: "morning", [TalesTime.NOON]: "noon", [TalesTime.NIGHT]: "night",
};

const places = (list: TalesPlace[]) =>
  list.map((p) => `${p.name} (${p.terrain})`).join(", ") || "none";

export function draw(game: Game, v: TalesView): HTMLElement {
  const out = el("div", undefined, "tales");
  out.append(el("p", `Round ${v.round}${v.rounds ? ` of ${v.rounds}` : ""}, ${TIME[v.time] ?? ""}`
    + ` · ${seatName(game.players, v.seat)}'s turn · goals add up to ${v.goalTotal}`));
  if (v.here?.space) {
    const map = el("div", undefined, "map");
    map.append(el("strong", `${v.here.name} — ${v.here.terrain}, ${v.here.continent}`));
    map.append(el("div", `By land: ${places(v.here.land)}`));
    map.append(el("div", `By sea: ${places(v.here.sea)}`));
    if (v.here.arrow?.space) map.append(el("div", `Destination arrow: ${v.here.arrow.name}`));
    out.append(map);
  }
  const e = v.encounter;
  if (e && (e.card || e.paragraph !== undefined)) {
    const box = el("div", undefined, "encounter");
    box.append(el("strong", [e.cardName || e.card, e.name].filter(Boolean).join(": ") || "An encounter"));
    if (e.roll) box.append(el("div", `Encounter chart roll ${e.roll}`));
    if (e.matrix) box.append(el("div", `Reaction matrix ${e.matrixName || e.matrix}, row ${e.row}`
      + (e.reactions.length ? `: ${e.reactions.join(", ")}` : "")));
    if (e.paragraph !== undefined) box.append(el("div", `Paragraph ${e.paragraph}`, "paragraph-number"));
    if (e.text) box.append(el("p", e.text, "paragraph"));
    for (const s of e.sections) {
      const line = el("p", `${s.allMandatory ? "(all mandatory) " : ""}${s.text}`
        + (s.award ? ` — ${s.award}` : ""), s.chosen ? "section chosen" : "section");
      box.append(line);
    }
    out.append(box);
  }
  const ul = el("ul", undefined, "travellers");
  for (const s of v.seats) {
    const goal = s.goal ? ` of Destiny ${s.goal.destiny} + Story ${s.goal.story}`
      : s.goalSet ? " (goal secret)" : "";
    const skills = s.skills.map((k) => `${k.skill}${k.master ? " (master)" : ""}`).join(", ");
    const statuses = s.statuses.map((x) => x.status).join(", ");
    ul.append(el("li", `${seatName(game.players, s.seat)} as ${s.character || "?"} at ${s.space}: `
      + `Destiny ${s.destiny}, Story ${s.story}${goal}; ${s.wealth}; skills ${skills || "none"}`
      + (statuses ? `; ${statuses}` : "") + (s.treasures.length ? `; treasures ${s.treasures.join(", ")}` : "")
      + (s.quest ? `; quest ${s.quest}` : ""), s.seat === v.you ? "you" : undefined));
  }
  out.append(ul);
  if (v.pending?.name) {
    out.append(el("p", `Waiting for ${seatName(game.players, v.pending.seat)}: ${v.pending.name.replace(/_/g, " ")}`
      + (v.pending.about ? ` (${v.pending.about})` : "")));
  }
  return out;
}
