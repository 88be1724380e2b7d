// The cards a player picks: their own Vote cards and their team's Vizier cards while the
// sand timer runs, and the Reward cards on the rewards board (bought by clicking one).
import { G1001Team, type G1001View } from "../../gen/scheherazade/v1/g1001_pb";
import type { Move } from "../../board";
import { COLOURS, PATH_COLOUR, REWARDS, TEAM, type Cost } from "./content";
import { Cloud, Gem, INK, VizierCard, VoteCard } from "./icons";
import { Act, type Play, every } from "./moves";
import { SIDE } from "./teams";

/** The caller's Vote cards (two at once for a solo player whose team flies: the ten pairs)
 *  and Vizier cards, while they may play them; nothing otherwise. */
export function Hand(p: { moves: Move[]; play: Play }) {
  const votes = every(p.moves, "castVote");
  const viziers = every(p.moves, "chooseVizier");
  if (!votes.length && !viziers.length) return null;
  const pairs = votes.some((f) => f.body.cards.length > 1);
  const voteHeight = votes.length ? (pairs ? 24 + 2 * 50 : 24 + 82) : 0;
  const height = voteHeight + (viziers.length ? 24 + 68 : 0) + 4;
  return (
    <svg class="g1001-hand" viewBox={`0 0 ${SIDE} ${height}`} width={SIDE} role="group"
      aria-label="Your cards">
      {votes.length > 0 && (
        <text x={8} y={16} font-size={13} font-weight={700} fill={INK}>
          {pairs ? "Your vote: pick two cards (the same twice votes unanimously)" : "Your vote cards"}
        </text>
      )}
      {votes.map((found, i) => {
        const cards = found.body.cards;
        if (!pairs) {
          const x = 8 + i * 66;
          return (
            <Act found={found} play={p.play} x={x} y={24} w={56} h={76}>
              <VoteCard x={x} y={24} w={56} h={76} value={cards[0]} colour={PATH_COLOUR[cards[0]]} />
            </Act>
          );
        }
        const x = 8 + (i % 5) * 70, y = 24 + Math.floor(i / 5) * 50;
        return (
          <Act found={found} play={p.play} x={x} y={y} w={62} h={42}>
            <rect x={x} y={y} width={62} height={42} rx={4} fill="#f6ecd6" />
            {cards.map((card, k) => (
              <VoteCard x={x + 3 + k * 30} y={y + 4} w={26} h={34} value={card} colour={PATH_COLOUR[card]} />
            ))}
          </Act>
        );
      })}
      {viziers.length > 0 && (
        <text x={8} y={voteHeight + 16} font-size={13} font-weight={700} fill={INK}>
          Your team's Vizier cards: pick one path to ban
        </text>
      )}
      {viziers.map((found, i) => {
        const x = 8 + i * 66, y = voteHeight + 24;
        return (
          <Act found={found} play={p.play} x={x} y={y} w={48} h={64}>
            <VizierCard x={x} y={y} w={48} h={64} direction={found.body.direction} />
          </Act>
        );
      })}
    </svg>
  );
}

function CostDrawn({ cost, x, y }: { cost: Cost; x: number; y: number }) {
  const gems = COLOURS.flatMap((c, k) => Array<number>([cost.red, cost.blue, cost.green][k]).fill(c));
  let at = x;
  return (
    <g>
      {gems.map((c) => { at += 12; return <Gem x={at - 6} y={y} colour={c} r={6} />; })}
      {cost.clouds > 0 && (
        <g>
          <Cloud x={at + 12} y={y - 1} s={0.8} />
          <text x={at + 22} y={y + 5} font-size={12} font-weight={700} fill={INK}>{`×${cost.clouds}`}</text>
        </g>
      )}
    </g>
  );
}

const W = 100, GAP = 8;
export const REWARDS_WIDTH = 6 * (W + GAP) + GAP;

/** The rewards board: every Reward card on its space, with its cost and points; a bought
 *  card's space says who bought it. */
export function RewardsBoard(p: { v: G1001View; moves: Move[]; play: Play }) {
  const { v } = p;
  const buys = every(p.moves, "buyReward");
  const owner = (id: string) =>
    v.day?.rewards.includes(id) ? TEAM[G1001Team.DAY] : v.night?.rewards.includes(id) ? TEAM[G1001Team.NIGHT] : undefined;
  return (
    <svg class="g1001-rewards" viewBox={`0 0 ${REWARDS_WIDTH} 248`} width={REWARDS_WIDTH} role="group"
      aria-label="The rewards board">
      <text x={GAP} y={18} font-size={14} font-weight={700} fill={INK}>
        {v.boughtThisTurn ? "Rewards board (one bought this turn)" : "Rewards board: 1 gem or 2 clouds = 1 point"}
      </text>
      {REWARDS.map((card, i) => {
        const x = GAP + (i % 6) * (W + GAP), y = 28 + Math.floor(i / 6) * (W + GAP + 2);
        const taken = owner(card.id);
        if (taken || !v.availableRewards.some((r) => r.id === card.id)) {
          return (
            <g>
              <rect x={x} y={y} width={W} height={W} rx={6} fill="none" stroke="#b49a6a" stroke-dasharray="4 4" />
              <text x={x + W / 2} y={y + 46} text-anchor="middle" font-size={12} fill={INK}>{card.name}</text>
              <text x={x + W / 2} y={y + 62} text-anchor="middle" font-size={12} fill={INK}>
                {taken ? `bought by ${taken}` : "bought"}
              </text>
            </g>
          );
        }
        const drawn = (
          <g>
            <rect x={x} y={y} width={W} height={W} rx={6} fill="#fffaf0" stroke="#7a5c2e" stroke-width={1.5} />
            <text x={x + W / 2} y={y + 18} text-anchor="middle" font-size={12} font-weight={700} fill={INK}>{card.name}</text>
            <circle cx={x + W / 2} cy={y + 46} r={17} fill="#e6c76a" stroke="#7a5c2e" />
            <text x={x + W / 2} y={y + 53} text-anchor="middle" font-size={19} font-weight={700} fill={INK}>{card.points}</text>
            <CostDrawn cost={card.cost} x={x + 6} y={y + 82} />
          </g>
        );
        const buy = buys.find((f) => f.body.reward === card.id);
        return buy ? <Act found={buy} play={p.play} x={x} y={y} w={W} h={W}>{drawn}</Act> : drawn;
      })}
    </svg>
  );
}
