// The bidding (4.4, 4.4.2): who opened the round, the highest bid and its bidder, every
// seat's part in the round (to bid, passed, acted this turn), the actions taken; the
// caller's bids as a track of amounts to click and the pass; beside it the decks, the event
// cards to buy (4.5) and the bag.
import type { Game } from "../../gen/scheherazade/v1/game_service_pb";
import type { EmiraView } from "../../gen/scheherazade/v1/emira_pb";
import { bids, type Placed } from "./moves";
import { CardBack, Hit, type Play, Text } from "./svg";
import { ACTION, COLOUR, COUNTER, NO_COLOUR } from "./words";
import { CONTENT } from "./content";

const COLUMNS = 15;
const CELL_W = 40;
const CELL_H = 24;
const PANEL_W = 640;

interface Ctx { game: Game; v: EmiraView; places: Map<string, Placed>; play: Play }

/** A seat's part in this turn's bidding, in words. */
function partOf(v: EmiraView, seat: number): string {
  const b = v.bidding;
  if (!b) return "";
  if (b.chooser === seat) return "chooses an action";
  if (b.toBid === seat) return "to bid";
  if (b.acted.includes(seat)) return "has acted this turn";
  if (b.leader === seat && b.highBid) return `bid ${b.highBid}`;
  if (b.passed.includes(seat)) return "passed";
  return "";
}

function discount(v: EmiraView): number {
  const me = v.you ? v.sheiks[v.you.seat] : undefined;
  if (!me) return 0;
  return me.camels * CONTENT.camel_discounts[Math.min(me.camelTrack, CONTENT.camel_discounts.length - 1)];
}

export function biddingPanel(ctx: Ctx) {
  const { game, v, places, play } = ctx;
  const offered = bids(places);
  const first = offered.length ? Math.floor(offered[0] / (COLUMNS * 10)) * COLUMNS * 10 : 0;
  const rows = offered.length
    ? Math.floor((offered[offered.length - 1] - first) / (COLUMNS * 10)) + 1 : 0;
  const ladderH = rows ? rows * CELL_H + 30 : 0;
  const height = Math.max(112 + ladderH, 168);
  const b = v.bidding;
  const pass = places.get("pass");
  const chipW = Math.min(124, (PANEL_W - 16 - 8 * v.sheiks.length) / Math.max(1, v.sheiks.length));
  const draw = (x: number, y: number) => {
    const name = (seat?: number) => game.players[seat ?? -1] ?? "?";
    // While the round's winner chooses, the bid he won with (none: he chooses free of bid).
    const high = b?.chooser !== undefined
      ? (b.highBid && b.leader === b.chooser ? `${name(b.chooser)} won with ${b.highBid} gold`
        : `${name(b.chooser)} chooses without a bid`)
      : b?.highBid ? `Highest bid: ${b.highBid} gold by ${name(b.leader)}` : "No bid yet";
    const opener = b?.opener !== undefined ? `Round opened by ${game.players[b.opener]} · ` : "";
    const taken = (b?.taken ?? []).map((a) => ACTION[a] ?? a);
    const ladderY = y + 130;
    return (
      <g>
        <rect x={x} y={y} width={PANEL_W} height={height} rx={8} fill="#f7efdc" stroke="#b49a6a" />
        <Text x={x + 12} y={y + 22} size={14} weight={700}>Bidding</Text>
        <Text x={x + 80} y={y + 22} size={13}>{`${opener}${high}`}</Text>
        {pass && (
          <Hit at={pass} play={play} confirm x={x + PANEL_W - 102} y={y + 6} w={90} h={26}>
            <rect x={x + PANEL_W - 102} y={y + 6} width={90} height={26} rx={13} fill="#8b1e3f" />
            <Text x={x + PANEL_W - 57} y={y + 24} size={13} weight={700} fill="#fff" anchor="middle">Pass</Text>
          </Hit>
        )}
        {v.sheiks.map((s, i) => {
          const cx = x + 12 + i * (chipW + 8);
          const colour = COLOUR[s.colour] ?? NO_COLOUR;
          const part = partOf(v, s.seat);
          const now = part === "to bid" || part === "chooses an action";
          return (
            <g key={s.seat}>
              <rect x={cx} y={y + 36} width={chipW} height={44} rx={6}
                fill={now ? "#ffe9a8" : "#fffaf0"} stroke={now ? "#c47f00" : "#c8ad78"}
                stroke-width={now ? 3 : 1} />
              <rect x={cx} y={y + 36} width={8} height={44} rx={3} fill={colour.fill} stroke="#555" stroke-width={0.5} />
              <Text x={cx + 14} y={y + 53} size={12} weight={700}>{game.players[s.seat] ?? "?"}</Text>
              <Text x={cx + 14} y={y + 71} size={11} fill={part === "passed" ? "#8b1e3f" : "#2b2118"}>{part || "waiting"}</Text>
            </g>
          );
        })}
        <Text x={x + 12} y={y + 100} size={12}>
          {`Actions taken this turn: ${taken.length ? taken.join(", ") : "none yet"}`}</Text>
        {rows > 0 && (
          <g>
            <Text x={x + 12} y={ladderY - 8} size={12} weight={600}>
              {`Your bid (click an amount; your camels take ${discount(v)} off what you pay):`}</Text>
            {offered.map((amount) => {
              const i = (amount - first) / 10;
              const cx = x + 12 + (i % COLUMNS) * CELL_W;
              const cy = ladderY + Math.floor(i / COLUMNS) * CELL_H;
              return (
                <Hit key={amount} at={places.get(`bid:${amount}`)} play={play} x={cx} y={cy} w={CELL_W - 3} h={CELL_H - 3}>
                  <rect x={cx} y={cy} width={CELL_W - 3} height={CELL_H - 3} rx={3} fill="#fff8e6" stroke="#c8ad78" />
                  <Text x={cx + (CELL_W - 3) / 2} y={cy + 15} size={11} anchor="middle">{String(amount)}</Text>
                </Hit>
              );
            })}
          </g>
        )}
      </g>
    );
  };
  return { height, draw };
}

/** The face-down decks, the event cards to buy and the bag's counters. */
export function Decks({ x, y, ctx }: { x: number; y: number; ctx: Ctx }) {
  const { v, places, play } = ctx;
  const cheap = v.you ? (v.sheiks[v.you.seat]?.princesses ?? []).includes("zainab") : false;
  const c = CONTENT.costs;
  const buys = [
    { count: 2, cost: cheap ? c.cheap_events_2 : c.events_2 },
    { count: 3, cost: cheap ? c.cheap_events_3 : c.events_3 },
  ];
  const bag = v.board?.bag;
  return (
    <g>
      <Text x={x} y={y + 14} size={12} weight={600}>Status cards</Text>
      <CardBack x={x} y={y + 22} w={86} h={72} label={`${v.decks?.status ?? 0} cards`} />
      <Text x={x + 104} y={y + 14} size={12} weight={600}>Event cards</Text>
      <CardBack x={x + 104} y={y + 22} w={86} h={72} label={`${v.decks?.events ?? 0} cards`} />
      {buys.map((buy, i) => {
        const at = places.get(`buy:${buy.count}`);
        if (!at) return null;
        const top = y + 22 + i * 38;
        return (
          <Hit key={buy.count} at={at} play={play} x={x + 198} y={top} w={96} h={32}>
            <rect x={x + 198} y={top} width={96} height={32} rx={5} fill="#fff8e6" stroke="#c8ad78" />
            <Text x={x + 204} y={top + 14} size={11} weight={600}>{`Draw ${buy.count}, keep 1`}</Text>
            <Text x={x + 204} y={top + 27} size={11}>{`${buy.cost} gold`}</Text>
          </Hit>
        );
      })}
      <Text x={x} y={y + 118} size={12} weight={600}>In the bag</Text>
      <Text x={x} y={y + 136} size={12}>
        {Object.entries(COUNTER).map(([k, c2]) => `${bag?.[k as "beauty"] ?? 0} ${c2.name.toLowerCase()}`).join(", ")}
      </Text>
      {(v.board?.xeniaMarkers ?? 0) > 0 && (
        <Text x={x} y={y + 156} size={12}>{`Markers on Xenia's card: ${v.board?.xeniaMarkers}`}</Text>
      )}
    </g>
  );
}

export const BIDDING_W = PANEL_W;
