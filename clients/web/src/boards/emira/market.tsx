// The game board's boxes for the six actions (2.1, 4.4.1): small and large spice caravan
// (each slow or fast), the appearance counter, the status card in play, the palace section
// and the camel, with what each costs and whether it is still to be had this turn; the bank
// (the 150 gold instead of an action, 4.4.2 rule 3) and what is left beside the board.
import type { ComponentChildren } from "preact";
import type { EmiraView } from "../../gen/scheherazade/v1/emira_pb";
import type { Placed } from "./moves";
import { Counter, Hit, Lines, type Play, Text } from "./svg";
import { ACTION, COUNTER, statusCard, statusWords } from "./words";
import { CONTENT } from "./content";

const BOX_W = 124;
const BOX_H = 132;
const GAP = 8;
export const MARKET_H = BOX_H + 26;

interface Ctx { v: EmiraView; places: Map<string, Placed>; play: Play }

/** What a box's action costs the caller (his princesses' discounts, 7.3). */
function costs(v: EmiraView) {
  const mine = v.you ? v.sheiks[v.you.seat]?.princesses ?? [] : [];
  const c = CONTENT.costs;
  const caravan = (size: string, speed: string) => {
    const k = CONTENT.caravans.find((x) => x.size === size && x.speed === speed)!;
    return { cost: mine.includes("adara") ? k.cheap_cost : k.cost, pays: k.pays, turns: k.turns };
  };
  return {
    caravan,
    palace: mine.includes("badra") ? c.cheap_palace : c.palace,
    camel: mine.includes("farah") ? c.cheap_camel : c.camel,
    appearance: c.appearance,
  };
}

function Box({ x, y, title, state, children }: {
  x: number; y: number; title: string; state: string; children?: ComponentChildren;
}) {
  const open = state === "";
  return (
    <g>
      <rect x={x} y={y} width={BOX_W} height={BOX_H} rx={6} fill={open ? "#f3e3bb" : "#e4dccb"}
        stroke="#9c7c45" />
      <Text x={x + BOX_W / 2} y={y + 17} size={12} weight={700} anchor="middle">{title}</Text>
      {open ? children : <Lines x={x + BOX_W / 2} y={y + 66} size={12} anchor="middle"
        fill="#6b5a44" italic lines={state.split("\n")} />}
    </g>
  );
}

/** A box's state: "" while its action is to be had, else why not. */
function stateOf(v: EmiraView, action: string, marker: boolean, left: number | undefined): string {
  if (v.bidding?.taken.includes(action)) return "Taken\nthis turn";
  if (!marker) return left === 0 ? "None left" : "None\nthis turn";
  return "";
}

function CaravanBox({ x, y, size, ctx }: { x: number; y: number; size: "small" | "large"; ctx: Ctx }) {
  const { v, places, play } = ctx;
  const action = `${size}_caravan`;
  const supply = size === "small" ? v.board?.supply?.smallCaravans : v.board?.supply?.largeCaravans;
  const state = stateOf(v, action, v.board?.markers.includes(size) ?? false, supply);
  const price = costs(v).caravan;
  return (
    <Box x={x} y={y} title={ACTION[action]} state={state}>
      {(["slow", "fast"] as const).map((speed, i) => {
        const k = price(size, speed);
        const top = y + 24 + i * 47;
        return (
          <Hit key={speed} at={places.get(`action:${action}:${speed}`)} play={play}
            x={x + 6} y={top} w={BOX_W - 12} h={42}>
            <rect x={x + 6} y={top} width={BOX_W - 12} height={42} rx={4} fill="#fff8e6" stroke="#c8ad78" />
            <Text x={x + 12} y={top + 17} size={12} weight={600}>{`${speed === "slow" ? "Slow" : "Fast"} · ${k.cost} gold`}</Text>
            <Text x={x + 12} y={top + 34} size={11}>{`pays ${k.pays} × ${k.turns} turns`}</Text>
          </Hit>
        );
      })}
      <Text x={x + BOX_W / 2} y={y + BOX_H - 6} size={11} anchor="middle">{`${supply ?? 0} left`}</Text>
    </Box>
  );
}

function SimpleBox({ x, y, action, ctx, children, left }: {
  x: number; y: number; action: string; ctx: Ctx; children: ComponentChildren; left?: number;
}) {
  const { v, places, play } = ctx;
  const b = v.board;
  const marker = action === "appearance" ? b?.counter !== undefined
    : action === "status" ? b?.statusCard !== undefined
      : b?.markers.includes(action) ?? false;
  const state = stateOf(v, action, marker, left);
  return (
    <Box x={x} y={y} title={ACTION[action]} state={state}>
      <Hit at={places.get(`action:${action}`)} play={play} x={x + 6} y={y + 26} w={BOX_W - 12} h={BOX_H - 32}>
        <rect x={x + 6} y={y + 26} width={BOX_W - 12} height={BOX_H - 32} rx={4} fill="#fff8e6" stroke="#c8ad78" />
        {children}
      </Hit>
    </Box>
  );
}

export function Market({ x, y, ctx }: { x: number; y: number; ctx: Ctx }) {
  const { v, places, play } = ctx;
  const b = v.board;
  const price = costs(v);
  const cx = (i: number) => x + i * (BOX_W + GAP);
  const counter = b?.counter ?? "";
  const status = b?.statusCard ?? "";
  const mid = BOX_W / 2;
  return (
    <g>
      <Text x={x} y={y + 14} size={13} weight={700}>The game board: one action each</Text>
      <CaravanBox x={cx(0)} y={y + 22} size="small" ctx={ctx} />
      <CaravanBox x={cx(1)} y={y + 22} size="large" ctx={ctx} />
      <SimpleBox x={cx(2)} y={y + 22} action="appearance" ctx={ctx}>
        <Counter x={cx(2) + mid} y={y + 72} kind={counter} r={18} />
        <Text x={cx(2) + mid} y={y + 108} size={12} anchor="middle">{COUNTER[counter]?.name ?? ""}</Text>
        <Text x={cx(2) + mid} y={y + 124} size={12} weight={600} anchor="middle">{`${price.appearance} gold`}</Text>
      </SimpleBox>
      <SimpleBox x={cx(3)} y={y + 22} action="status" ctx={ctx}>
        <rect x={cx(3) + 30} y={y + 54} width={64} height={44} rx={4} fill="#8d6e00" />
        <Text x={cx(3) + mid} y={y + 82} size={16} weight={700} fill="#fff" anchor="middle">
          {`+${statusCard(status)?.points ?? ""}`}</Text>
        <Text x={cx(3) + mid} y={y + 118} size={12} weight={600} anchor="middle">{statusWords(status)}</Text>
      </SimpleBox>
      <SimpleBox x={cx(4)} y={y + 22} action="palace" ctx={ctx} left={b?.supply?.palaceSections}>
        <path d={`M${cx(4) + 42} ${y + 96}V${y + 66}Q${cx(4) + mid} ${y + 40} ${cx(4) + 82} ${y + 66}V${y + 96}Z`}
          fill="#c9a46a" stroke="#6d4c41" />
        <Text x={cx(4) + mid} y={y + 116} size={12} weight={600} anchor="middle">{`${price.palace} gold`}</Text>
        <Text x={cx(4) + mid} y={y + 130} size={11} anchor="middle">{`${b?.supply?.palaceSections ?? 0} left`}</Text>
      </SimpleBox>
      <SimpleBox x={cx(5)} y={y + 22} action="camel" ctx={ctx} left={b?.supply?.camels}>
        <Camel x={cx(5) + mid - 20} y={y + 52} size={40} />
        <Text x={cx(5) + mid} y={y + 116} size={12} weight={600} anchor="middle">{`${price.camel} gold`}</Text>
        <Text x={cx(5) + mid} y={y + 130} size={11} anchor="middle">{`${b?.supply?.camels ?? 0} left`}</Text>
      </SimpleBox>
      <g>
        <rect x={cx(6)} y={y + 22} width={BOX_W} height={BOX_H} rx={6} fill="#efe6d2" stroke="#9c7c45" />
        <Text x={cx(6) + mid} y={y + 39} size={12} weight={700} anchor="middle">The bank</Text>
        <Hit at={places.get("gold")} play={play} x={cx(6) + 6} y={y + 48} w={BOX_W - 12} h={BOX_H - 54}>
          <rect x={cx(6) + 6} y={y + 48} width={BOX_W - 12} height={BOX_H - 54} rx={4} fill="#fff8e6" stroke="#c8ad78" />
          <circle cx={cx(6) + mid} cy={y + 74} r={16} fill="#d4a017" stroke="#8a6500" />
          <Text x={cx(6) + mid} y={y + 79} size={12} weight={700} anchor="middle">150</Text>
          <Lines x={cx(6) + mid} y={y + 106} size={11} anchor="middle"
            lines={["150 gold instead", "of an action"]} />
        </Hit>
      </g>
    </g>
  );
}

/** A camel in profile, `size` wide. */
export function Camel({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size / 40;
  return (
    <path aria-hidden="true" fill="#a1887f" stroke="#5d4037" stroke-width={1}
      transform={`translate(${x} ${y}) scale(${s})`}
      d="M4 14 Q6 6 10 10 L12 14 Q15 2 20 10 Q24 2 28 12 L30 14 L30 26 L28 26 L28 18 L14 18 L14 26 L12 26 L12 16 L6 16 Z" />
  );
}
