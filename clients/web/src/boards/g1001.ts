// 1001's table: the two teams, the 8x8 board with Aladdin, the start, gems and clouds, the
// four flight cards' paths, this turn's vote with its sand timer counting down, and what the
// caller holds. Drawn from the typed G1001View, which is already cut to what the caller sees.
import {
  G1001Colour,
  G1001Team,
  type G1001TeamState,
  type G1001View,
} from "../gen/scheherazade/v1/g1001_pb";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { el, seatName, secondsLeft } from "./dom";

const COLOUR: Record<number, string> = {
  [G1001Colour.RED]: "red", [G1001Colour.BLUE]: "blue", [G1001Colour.GREEN]: "green",
};
const TEAM: Record<number, string> = { [G1001Team.DAY]: "Day", [G1001Team.NIGHT]: "Night" };

function team(game: Game, name: string, t: G1001TeamState | undefined, active: boolean) {
  const box = el("div", undefined, `team${active ? " active" : ""}`);
  if (!t) return box;
  box.append(el("strong", `${name}${active ? " (flies this turn)" : ""}: ${t.points} points`));
  const gems = t.gems ? `gems ${t.gems.red} red, ${t.gems.blue} blue, ${t.gems.green} green` : "";
  box.append(el("div", `${t.seats.map((s) => seatName(game.players, s)).join(", ")}${t.solo ? " (solo)" : ""}`));
  box.append(el("div", `clouds ${t.clouds}; ${gems}; rewards: ${t.rewards.join(", ") || "none"}`));
  return box;
}

function board(v: G1001View): HTMLElement {
  const grid = el("div", undefined, "grid g1001-board");
  grid.setAttribute("role", "grid");
  grid.setAttribute("aria-label", "the board, 8 by 8");
  const flown = new Set(v.flight?.spaces ?? []);
  const onPath = new Map<number, number[]>();
  for (const card of v.flightCards) {
    for (const space of card.path) onPath.set(space, [...(onPath.get(space) ?? []), card.direction]);
  }
  for (const space of v.board?.spaces ?? []) {
    const cell = el("div", undefined, "cell");
    const row = Math.floor(space.index / 8), col = space.index % 8;
    cell.title = `row ${row + 1}, column ${col + 1}: ${space.tile}`;
    cell.dataset.space = String(space.index);
    cell.append(el("span", space.tile, "tile"));
    const marks = el("span", undefined, "marks");
    for (const gem of space.gems) marks.append(el("span", "●", `gem ${COLOUR[gem] ?? ""}`));
    if (space.cloudBonus) marks.append(el("span", `☁+${space.cloudBonus}`, "bonus"));
    if (space.cloudPenalty) marks.append(el("span", `☁−${space.cloudPenalty}`, "penalty"));
    if (space.gemPenalty) marks.append(el("span", "−gem", "penalty"));
    cell.append(marks);
    if (space.index === v.startSpace) cell.append(el("span", "start", "start"));
    const directions = onPath.get(space.index);
    if (directions) cell.append(el("span", `→${directions.join(",")}`, "directions"));
    if (flown.has(space.index)) cell.classList.add("path");
    if (space.index === v.aladdinSpace) {
      cell.classList.add("here");
      cell.append(el("span", "Aladdin", "aladdin"));
    }
    grid.append(cell);
  }
  return grid;
}

export function draw(game: Game, v: G1001View): HTMLElement {
  const out = el("div", undefined, "g1001");
  out.append(el("p", `Turn ${v.turn} of 8 · a point token is worth ${v.pointValue}`));
  const teams = el("div", undefined, "teams");
  teams.append(team(game, "Day", v.day, v.activeTeam === G1001Team.DAY),
    team(game, "Night", v.night, v.activeTeam === G1001Team.NIGHT));
  out.append(teams);
  out.append(el("p", "Individual points: " + v.individualPoints
    .map((p, seat) => `${game.players[seat] ?? seat} ${p}`).join(", ")));
  if (v.board) out.append(board(v));
  if (v.flightCards.length) {
    const ul = el("ul", undefined, "flight-cards");
    for (const c of v.flightCards) {
      ul.append(el("li", `Direction ${c.direction}: card ${c.card}, ${c.path.length} spaces (marked →${c.direction})`));
    }
    out.append(ul);
  }
  if (v.voting && (v.voting.votedSeats.length || v.voting.deadlineTime || v.voting.vizierChosen)) {
    const voted = v.voting.votedSeats.map((s) => seatName(game.players, s)).join(", ") || "nobody";
    const p = el("p", `Voted: ${voted}. Vizier placed: ${v.voting.vizierChosen ? "yes" : "no"}. `);
    if (v.voting.timerRanOut) p.append("The sand timer ran out.");
    else if (v.voting.deadlineTime) {
      const timer = el("span", "", "countdown");
      timer.dataset.deadline = String(v.voting.deadlineTime.seconds);
      timer.textContent = `${secondsLeft(v.voting.deadlineTime.seconds)} s left on the sand timer`;
      p.append(timer);
    }
    out.append(p);
  }
  if (v.lastTally) {
    const t = v.lastTally;
    const votes = t.votes.map((x) => `${game.players[x.seat]} ${x.cards.join("+")}`).join(", ");
    out.append(el("p", `Last tally (turn ${t.turn}): ${votes}; the Vizier banned direction ${t.vizier}.`));
  }
  if (v.flight) {
    out.append(el("p", `Aladdin flew direction ${v.flight.direction} (card ${v.flight.card}): ${v.flight.step} of 7 spaces.`));
  }
  if (v.pendingChoice) {
    out.append(el("p", `${TEAM[v.pendingChoice.team] ?? "A team"} must give up a gem.`));
  }
  if (v.you) {
    const y = v.you;
    out.append(el("p", `You: ${TEAM[y.team] ?? "?"}${y.solo ? " (solo)" : ""}; your vote ${y.vote.join("+") || "not cast"}`
      + (y.teamVizier !== undefined ? `; your team's Vizier bans ${y.teamVizier}` : ""), "you"));
  }
  return out;
}
