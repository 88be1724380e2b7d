// Around the board: the turn track with the hourglass, and each team's place at the table —
// its score, its Cloud and Gem tokens, its rewards, its players with their own points and
// the vote cards in front of them, and the opposing team's Vizier card. The seat to act is
// marked. The team's tokens are where the active team gives up a gem and sets tokens aside
// to spend; the hourglass is where it ends its turn.
import { G1001Phase, G1001Team, type G1001TeamState, type G1001View } from "../../gen/scheherazade/v1/g1001_pb";
import { COLOURS, GEM, PATH_COLOUR, TEAM, TOKEN_VALUE, type Cost, rewardName } from "./content";
import { CardBack, Cloud, DAY, Gem, Hourglass, INK, NIGHT, VizierCard, VoteCard } from "./icons";
import { Act, type Play, Toggle, every, find } from "./moves";
import type { Move } from "../../board";

export const SIDE = 360; // the panel's width

/** Seats the game waits for now (chance and the application's own steps wait for no seat). */
export function acting(v: G1001View): Set<number> {
  const out = new Set<number>();
  const active = v.activeTeam === G1001Team.DAY ? v.day : v.night;
  const opposing = v.activeTeam === G1001Team.DAY ? v.night : v.day;
  if (v.phase === G1001Phase.VOTING && v.voting) {
    for (const seat of [...(v.day?.seats ?? []), ...(v.night?.seats ?? [])]) {
      if (!v.voting.votedSeats.includes(seat)) out.add(seat);
    }
    if (!v.voting.vizierChosen) opposing?.seats.forEach((s) => out.add(s));
  } else if (v.phase === G1001Phase.FLIGHT && v.pendingChoice) {
    v.pendingChoice.seats.forEach((s) => out.add(s));
  } else if (v.phase === G1001Phase.BUYING) {
    active?.seats.forEach((s) => out.add(s));
  }
  return out;
}

export function TurnTrack(p: { v: G1001View; moves: Move[]; play: Play }) {
  const { v } = p;
  const end = find(p.moves, "endTurn");
  const hx = 29 + (Math.max(1, v.turn) - 1) * 43;
  return (
    <g>
      <text x={8} y={16} font-size={14} font-weight={700} fill={INK}>
        {v.turn ? `Turn ${v.turn} of 8` : "Before the first turn"}
      </text>
      {TOKEN_VALUE.map((value, i) => (
        <g>
          <text x={29 + i * 43} y={35} text-anchor="middle" font-size={11} fill={INK}>{`${value} pt`}</text>
          <rect x={8 + i * 43} y={40} width={42} height={28} rx={3} fill={i % 2 ? NIGHT : DAY}
            stroke={v.turn === i + 1 ? "#8b1e3f" : "#7a5c2e"} stroke-width={v.turn === i + 1 ? 3 : 1} />
          <text x={29 + i * 43} y={59} text-anchor="middle" font-size={13} font-weight={700}
            fill={i % 2 ? "#fff" : INK}>{i + 1}</text>
        </g>
      ))}
      {end ? (
        <Act found={end} play={p.play} x={hx - 14} y={72} w={28} h={32}>
          <Hourglass x={hx} y={88} />
        </Act>
      ) : v.turn > 0 && <Hourglass x={hx} y={88} />}
    </g>
  );
}

export const TRACK_HEIGHT = 110;

/** What the board shares with a team's panel: the moves, and the tokens set aside to spend. */
export interface TeamProps {
  v: G1001View; players: string[]; moves: Move[]; play: Play;
  aside: Cost; setAside: (c: Cost) => void;
}

const ROW = 30;

/** A name short enough for its row. */
const short = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

export const teamHeight = (t: G1001TeamState | undefined, opposing: boolean) =>
  28 + 34 + 20 + (t?.seats.length ?? 0) * ROW + (opposing ? ROW : 0) + 10;

function Tokens(p: TeamProps & { t: G1001TeamState; y: number; active: boolean }) {
  const { t, y, aside } = p;
  const gems = t.gems ?? { red: 0, blue: 0, green: 0 };
  const held: Record<number, number> = { [COLOURS[0]]: gems.red, [COLOURS[1]]: gems.blue, [COLOURS[2]]: gems.green };
  // Only the active team gives up gems and spends tokens: the other team's tray is not a place.
  const spending = p.active && every(p.moves, "exchangeTokens").length > 0;
  const key = (c: number) => GEM[c].name as "red" | "blue" | "green";
  let x = 84;
  const groups = COLOURS.filter((c) => held[c] > 0).map((c) => {
    const n = held[c], gx = x;
    x += n * 15 + 12;
    const drawn = Array.from({ length: n }, (_, i) => (
      <g>
        {i < aside[key(c)] && <circle cx={gx + 7 + i * 15} cy={y + 15} r={8} fill="none" stroke="#e0a21b" stroke-width={2.5} />}
        <Gem x={gx + 7 + i * 15} y={y + 15} colour={c} r={7} />
      </g>
    ));
    const discard = p.active ? find(p.moves, "discardGem", (b) => b.colour === c) : undefined;
    const box = { x: gx, y: y + 6, w: n * 15, h: 18 };
    if (discard) return <Act found={discard} play={p.play} {...box}>{drawn}</Act>;
    if (spending) {
      const next = (aside[key(c)] + 1) % (n + 1);
      return (
        <Toggle {...box} on={aside[key(c)] > 0} toggle={() => p.setAside({ ...aside, [key(c)]: next })}
          label={`Set aside ${GEM[c].name} gems to spend: ${next} of ${n}`}>{drawn}</Toggle>
      );
    }
    return <g>{drawn}</g>;
  });
  const clouds = (
    <g>
      <Cloud x={20} y={y + 14} s={1.1} />
      <text x={34} y={y + 20} font-size={14} font-weight={700} fill={INK}>{`× ${t.clouds}`}</text>
      {aside.clouds > 0 && <text x={34} y={y + 32} font-size={11} fill={INK}>{`${aside.clouds} aside`}</text>}
    </g>
  );
  const maxClouds = t.clouds - (t.clouds % 2);
  const spend = spending && find(p.moves, "exchangeTokens", (b) =>
    b.red === aside.red && b.blue === aside.blue && b.green === aside.green && b.clouds === aside.clouds);
  const worth = aside.red + aside.blue + aside.green + aside.clouds / 2;
  return (
    <g>
      {spending && maxClouds > 0 ? (
        <Toggle x={6} y={y} w={70} h={26} on={aside.clouds > 0}
          toggle={() => p.setAside({ ...aside, clouds: (aside.clouds + 2) % (maxClouds + 2) })}
          label={`Set aside clouds to spend: ${(aside.clouds + 2) % (maxClouds + 2)} of ${t.clouds}`}>{clouds}</Toggle>
      ) : clouds}
      {groups}
      {spend && (
        <Act found={spend} play={p.play} x={262} y={y + 2} w={92} h={26}>
          <rect x={262} y={y + 2} width={92} height={26} rx={5} fill="#f1dfb4" stroke="#7a5c2e" />
          <text x={308} y={y + 20} text-anchor="middle" font-size={12} font-weight={700} fill={INK}>
            {`Spend: +${worth} pt${worth === 1 ? "" : "s"}`}
          </text>
        </Act>
      )}
    </g>
  );
}

/** The vote card(s) a seat has placed in front of it, as the caller may see them. */
function VoteSlot(p: { v: G1001View; seat: number; x: number; y: number }) {
  const { v, seat, x, y } = p;
  const tally = v.lastTally && v.lastTally.turn === v.turn ? v.lastTally : undefined;
  const revealed = tally?.votes.find((vote) => vote.seat === seat);
  const own = v.you?.seat === seat && v.you.vote.length ? v.you.vote : undefined;
  const voted = v.voting?.votedSeats.includes(seat);
  if (revealed) {
    // A card on the banned path went back to its owner's hand: struck through.
    return (
      <g>
        {revealed.cards.map((card, i) => (
          <VoteCard x={x + i * 24} y={y} w={20} h={26} value={card} colour={PATH_COLOUR[card]}
            struck={card === tally!.vizier} />
        ))}
      </g>
    );
  }
  if (own) {
    return (
      <g>
        {own.map((card, i) => <VoteCard x={x + i * 24} y={y} w={20} h={26} value={card} colour={PATH_COLOUR[card]} />)}
        <text x={x + own.length * 24 + 2} y={y + 18} font-size={11} fill={INK}>face down</text>
      </g>
    );
  }
  if (voted) return <CardBack x={x} y={y} w={20} h={26} title="A vote card, face down" />;
  return <rect x={x} y={y} width={20} height={26} rx={4} fill="none" stroke="#b49a6a" stroke-dasharray="3 3" />;
}

function VizierSlot(p: { v: G1001View; team: G1001Team; x: number; y: number }) {
  const { v, x, y } = p;
  const tally = v.lastTally && v.lastTally.turn === v.turn ? v.lastTally : undefined;
  const mine = v.you?.team === p.team ? v.you.teamVizier : undefined;
  if (tally) return <text x={x} y={y + 18} font-size={12} fill={INK}>{`on path ${tally.vizier}`}</text>;
  if (mine !== undefined) return <VizierCard x={x} y={y} w={20} h={26} direction={mine} />;
  if (v.voting?.vizierChosen) return <CardBack x={x} y={y} w={20} h={26} title="The Vizier card, face down" />;
  return <rect x={x} y={y} width={20} height={26} rx={4} fill="none" stroke="#b49a6a" stroke-dasharray="3 3" />;
}

export function TeamPanel(p: TeamProps & { team: G1001Team; y: number; acting: Set<number> }) {
  const { v, team, y } = p;
  const t = team === G1001Team.DAY ? v.day : v.night;
  if (!t) return null;
  const active = v.activeTeam === team;
  const opposing = v.activeTeam !== G1001Team.UNSPECIFIED && !active && v.phase !== G1001Phase.OVER;
  const rewards = t.rewards.map(rewardName).join(", ") || "none yet";
  const height = teamHeight(t, opposing);
  const seatsY = y + 28 + 34 + 20;
  return (
    <g class="g1001-team">
      <rect x={2} y={y} width={SIDE - 4} height={height - 6} rx={8} fill="#fffaf0"
        stroke={active ? "#8b1e3f" : "#b49a6a"} stroke-width={active ? 3 : 1} />
      <rect x={2} y={y} width={SIDE - 4} height={26} rx={8} fill={team === G1001Team.DAY ? DAY : NIGHT} />
      <text x={12} y={y + 18} font-size={14} font-weight={700} fill={team === G1001Team.DAY ? INK : "#fff"}>
        {`${TEAM[team]}${t.solo ? " (flying solo)" : ""}${active && v.phase !== G1001Phase.OVER ? " · flies this turn" : ""}`}
      </text>
      <text x={SIDE - 12} y={y + 18} text-anchor="end" font-size={14} font-weight={700}
        fill={team === G1001Team.DAY ? INK : "#fff"}>{`${t.points} points`}</text>
      <Tokens {...p} t={t} y={y + 28} active={active} aside={active ? p.aside : { red: 0, blue: 0, green: 0, clouds: 0 }} />
      <text x={12} y={y + 28 + 34 + 12} font-size={12} fill={INK}>{`Rewards: ${rewards}`}</text>
      {t.seats.map((seat, i) => {
        const ry = seatsY + i * ROW;
        const toAct = p.acting.has(seat);
        return (
          <g class={toAct ? "g1001-to-act" : undefined}>
            {toAct && <text x={10} y={ry + 18} font-size={14} fill="#8b1e3f">▶</text>}
            <text x={28} y={ry + 18} font-size={13} font-weight={v.you?.seat === seat ? 700 : 400} fill={INK}>
              {`${short(p.players[seat] ?? "?")}${v.you?.seat === seat ? " (you)" : ""}${toAct ? " · to act" : ""}`}
            </text>
            <text x={220} y={ry + 18} text-anchor="end" font-size={12} fill={INK}>
              {`own ${v.individualPoints[seat] ?? 0}`}
            </text>
            <VoteSlot v={v} seat={seat} x={232} y={ry} />
          </g>
        );
      })}
      {opposing && (
        <g>
          <text x={28} y={seatsY + t.seats.length * ROW + 18} font-size={13} fill={INK}>Vizier card</text>
          <VizierSlot v={v} team={team} x={232} y={seatsY + t.seats.length * ROW} />
        </g>
      )}
    </g>
  );
}
