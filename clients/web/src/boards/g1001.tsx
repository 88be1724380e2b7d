// 1001's table (issue 28): the board with Aladdin, the Flight cards and their paths, the
// flown path, the vote cards and the Vizier; the turn track and each team's tokens, rewards
// and players; the rewards board; the caller's own cards; a legend. Drawn only from the
// caller's typed G1001View, which the server has already cut to what the caller may see.
// Every 1001 move is made on the board: a Vote card, a Vizier card, a gem to give up, a
// Reward card, tokens set aside and spent, the hourglass to end the turn.
import { useEffect, useState } from "preact/hooks";
import type { BoardProps, Move } from "../board";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { G1001DiscardReason, G1001Phase, G1001Team, type G1001View } from "../gen/scheherazade/v1/g1001_pb";
import { Hand, RewardsBoard } from "./g1001/cards";
import { TEAM, type Cost, listed } from "./g1001/content";
import { Legend } from "./g1001/legend";
import { commandOf } from "./g1001/moves";
import { Sky, bannedNow } from "./g1001/sky";
import { SIDE, TRACK_HEIGHT, TeamPanel, TurnTrack, acting, teamHeight } from "./g1001/teams";

const NOTHING_ASIDE: Cost = { red: 0, blue: 0, green: 0, clouds: 0 };

/** Every 1001 move has its place on the board (tokens to spend are set aside on the team's
 *  tray, then spent there), so the frame shows none of them as a button. */
export function placed(move: Move): boolean {
  return commandOf(move) !== undefined;
}

/** The seats the game waits for, as the view shows it (the frame highlights their panels). */
export function toAct(game: Game): number[] {
  return game.view.case === "g1001" ? [...acting(game.view.value)].sort((a, b) => a - b) : [];
}

/** What is public of a seat beside the board: its team, its own points, its vote placed. */
export function panel(game: Game, seat: number): string | null {
  if (game.view.case !== "g1001") return null;
  const v = game.view.value;
  const team = v.day?.seats.includes(seat) ? G1001Team.DAY : v.night?.seats.includes(seat) ? G1001Team.NIGHT : undefined;
  if (team === undefined) return null;
  const own = v.individualPoints[seat] ?? 0;
  const voted = v.phase === G1001Phase.VOTING && v.voting?.votedSeats.includes(seat);
  return `${TEAM[team]} team · ${own} own point${own === 1 ? "" : "s"}${voted ? " · vote placed" : ""}`;
}

export function Board({ game, moves, play }: BoardProps) {
  const [aside, setAside] = useState<Cost>(NOTHING_ASIDE);
  useEffect(() => setAside(NOTHING_ASIDE), [game.version]); // a new position: nothing set aside
  if (game.view.case !== "g1001") return <p>This is not a game of 1001.</p>;
  const v = game.view.value;
  const who = acting(v);
  const opposingTeam = v.activeTeam === G1001Team.DAY ? G1001Team.NIGHT : G1001Team.DAY;
  const order = [G1001Team.DAY, G1001Team.NIGHT];
  const heights = order.map((t) => teamHeight(t === G1001Team.DAY ? v.day : v.night,
    t === opposingTeam && v.activeTeam !== G1001Team.UNSPECIFIED && v.phase !== G1001Phase.OVER));
  const panel = { v, players: game.players, moves, play, aside, setAside };
  return (
    <div class="g1001">
      <Caption v={v} players={game.players} waiting={[...who].sort((a, b) => a - b)} />
      <div class="g1001-table">
        <Sky v={v} />
        <div class="g1001-side">
          <svg class="g1001-teams" viewBox={`0 0 ${SIDE} ${TRACK_HEIGHT + heights[0] + heights[1]}`} width={SIDE}
            role="group" aria-label="The turn track and the two teams">
            <TurnTrack v={v} moves={moves} play={play} />
            {order.map((team, i) => (
              <TeamPanel {...panel} team={team} acting={who}
                y={TRACK_HEIGHT + (i ? heights[0] : 0)} />
            ))}
          </svg>
          <Hand moves={moves} play={play} />
        </div>
      </div>
      <RewardsBoard v={v} moves={moves} play={play} />
      <Legend />
    </div>
  );
}

/** The table in a few sentences: the turn, what the game waits for, what just happened. */
function Caption(p: { v: G1001View; players: string[]; waiting: number[] }) {
  const { v, players } = p;
  const active = TEAM[v.activeTeam], opposing = TEAM[v.activeTeam === G1001Team.DAY ? G1001Team.NIGHT : G1001Team.DAY];
  const names = (seats: number[]) => listed(seats.map((s) => players[s] ?? "?"));
  const lines: string[] = [];
  if (v.phase === G1001Phase.OVER && v.result) {
    const r = v.result;
    lines.push(`The game is over. Day ${r.dayPoints} points, Night ${r.nightPoints} points.`);
    lines.push(`Scores (team points plus own points): ${r.scores.map((s, seat) => `${players[seat]} ${s}`).join(", ")}.`);
    lines.push(`${names(r.winners)} ${r.winners.length > 1 ? "share the victory" : "wins"}.`);
    return <div class="g1001-caption" role="status">{lines.map((l) => <p>{l}</p>)}</div>;
  }
  if (v.turn) {
    lines.push(`Turn ${v.turn} of 8: ${active} flies, ${opposing} opposes. A right guess scores ${v.pointValue} point${v.pointValue > 1 ? "s" : ""}.`);
  }
  const tally = v.lastTally && v.lastTally.turn === v.turn ? v.lastTally : undefined;
  if (tally) {
    const guessed = tally.individual.map((g) => players[g.seat] ?? "?");
    lines.push([
      tally.unanimousBonus ? `${active} voted unanimously: +${tally.unanimousBonus} points.` : "",
      guessed.length ? `${listed(guessed)} guessed right.` : "Nobody on the opposing team guessed right.",
      `The Vizier banned path ${bannedNow(v)}.`,
      tally.remaining.length ? "" : "Every vote was banned: Aladdin stays grounded.",
    ].filter(Boolean).join(" "));
  }
  if (v.flight) {
    const stopped = v.flight.step < 7 && v.phase !== G1001Phase.FLIGHT;
    lines.push(`Aladdin flew path ${v.flight.direction}: ${v.flight.step} of 7 spaces${stopped ? ", then ran out of clouds" : ""}.`);
  }
  switch (v.phase) {
    case G1001Phase.TILES: case G1001Phase.GEMS: lines.push("The board is being laid out."); break;
    case G1001Phase.DEALING: lines.push("The Flight cards are being dealt."); break;
    case G1001Phase.DRAWING: lines.push("The remaining votes differ: one is drawn at random."); break;
    case G1001Phase.VOTING: {
      const voters = p.waiting.filter((s) => !v.voting?.votedSeats.includes(s));
      const parts = [voters.length ? `votes from ${names(voters)}` : "",
        v.voting?.vizierChosen ? "" : `${opposing}'s Vizier card`].filter(Boolean);
      lines.push(`Waiting for ${parts.join(" and ")}.${v.voting?.timerRanOut ? " The sand timer has run out." : ""}`);
      break;
    }
    case G1001Phase.FLIGHT:
      if (v.pendingChoice) {
        const why = v.pendingChoice.reason === G1001DiscardReason.OVERFLOW
          ? "a 6th gem (5 at most)" : "a gem penalty";
        lines.push(`${TEAM[v.pendingChoice.team]} must give up a gem for ${why}: ${names(v.pendingChoice.seats)} ${v.pendingChoice.seats.length > 1 ? "choose" : "chooses"} by clicking one of its gems.`);
      }
      break;
    case G1001Phase.BUYING:
      lines.push(`${active} may buy one reward and spend tokens (click gems and clouds to set them aside, then Spend), then passes the hourglass: ${names(p.waiting)}.`);
      break;
  }
  if (v.you) {
    lines.push(`You are ${players[v.you.seat] ?? "?"}, on the ${TEAM[v.you.team]} team${v.you.solo ? ", flying solo" : ""}.`);
  }
  return <div class="g1001-caption" role="status">{lines.map((l) => <p>{l}</p>)}</div>;
}
