// What is the caller's alone (his goal, his event cards with their text, the cards he was
// dealt or drew to keep one), the decision the rules wait on, the end of the game with every
// goal revealed, and the legend of the board's symbols.
import type { Game } from "../../gen/scheherazade/v1/game_service_pb";
import type { EmiraView } from "../../gen/scheherazade/v1/emira_pb";
import { playChoices, type Placed } from "./moves";
import { Counter, Hit, Lines, type Play, PreferenceIcon, SkillChip, Text } from "./svg";
import {
  COUNTER,
  eventCard,
  goalText,
  PENDING,
  PREFERENCE_WORDS,
  princess,
  princessName,
  REASON,
  SKILL,
  statusWords,
  wrap,
} from "./words";

interface Ctx { game: Game; v: EmiraView; places: Map<string, Placed>; play: Play }

const EVENT_W = 180;
const EVENT_H = 184;
const CHOICE: Record<string, string> = {
  beauty: "Beauty", manners: "Manners", attire: "Attire", odd: "Odd turn", even: "Even turn",
  odd2: "Odd turn, 2nd", even2: "Even turn, 2nd",
};

function EventCardFace({ x, y, id, ctx }: { x: number; y: number; id: string; ctx: Ctx }) {
  const { places, play } = ctx;
  const card = eventCard(id);
  const choices = playChoices(places, id);
  const whole = places.get(`play:${id}`) ?? places.get(`keep:${id}`);
  const lines = wrap(card.text, EVENT_W - 16, 11).slice(0, choices.length ? 8 : 11);
  return (
    <g>
      <Hit at={whole} play={play} x={x} y={y} w={EVENT_W} h={EVENT_H}>
        <rect x={x} y={y} width={EVENT_W} height={EVENT_H} rx={8} fill="#fff8e6" stroke="#7a5c2e" />
        <rect x={x} y={y} width={EVENT_W} height={24} rx={8} fill="#d9b65c" />
        <Text x={x + EVENT_W / 2} y={y + 17} size={13} weight={700} anchor="middle">{card.name}</Text>
        <Lines x={x + 8} y={y + 40} lines={lines} size={11} />
      </Hit>
      {choices.map((choice, i) => {
        const w = (EVENT_W - 12) / choices.length;
        const cx = x + 6 + i * w;
        return (
          <Hit key={choice} at={places.get(`play:${id}:${choice}`)} play={play} x={cx} y={y + EVENT_H - 30} w={w - 4} h={24}>
            <rect x={cx} y={y + EVENT_H - 30} width={w - 4} height={24} rx={4} fill="#f1dfb4" stroke="#7a5c2e" />
            <Text x={cx + (w - 4) / 2} y={y + EVENT_H - 14} size={11} weight={600} anchor="middle">{CHOICE[choice] ?? choice}</Text>
          </Hit>
        );
      })}
    </g>
  );
}

/** The caller's own: goal, hand, the cards to keep one of, and the pending decision. */
export function yourPanel(ctx: Ctx, width: number) {
  const { game, v, places, play } = ctx;
  const you = v.you;
  const pending = v.pending?.name ? v.pending : undefined;
  const waiting = pending
    ? `${pending.seat === you?.seat ? "You" : game.players[pending.seat] ?? "?"}: ${PENDING[pending.name] ?? "decides"}`
    : "";
  const mine = pending && you && pending.seat === you.seat ? pending : undefined;
  const drawn = mine?.name === "keep_event" ? mine.options : [];
  const groups: { title: string; cards: string[] }[] = you ? [
    { title: "Your event cards", cards: [...you.hand] },
    { title: "Dealt to you: keep one", cards: [...you.dealt] },
    { title: "Drawn: keep one, the others go under the deck", cards: [...drawn] },
  ].filter((g) => g.cards.length) : [];
  const perRow = Math.max(1, Math.floor((width - 20) / (EVENT_W + 10)));
  const goal = you?.goalText ? wrap(`Your goal: ${you.goalText}${you.goalMet ? " (filled now)" : ""}`, width - 20, 13) : [];
  const seen = mine && (mine.name === "changing_her_mind" || mine.name === "court_influence")
    ? `The top of the Emira deck: ${mine.options.map(princessLine).join("; ")}` : "";
  const picks = [...places.keys()].filter((k) => k.startsWith("counter:") || k.startsWith("status:"));
  let h = 10 + goal.length * 17 + (waiting ? 22 : 0) + (seen ? 20 : 0) + (picks.length ? 52 : 0);
  const tops: number[] = [];
  for (const g of groups) {
    tops.push(h);
    h += 22 + Math.ceil(g.cards.length / perRow) * (EVENT_H + 10);
  }
  const height = you || waiting ? h + 6 : 0;
  const draw = (x: number, y: number) => {
    let at = y + 10;
    const line = (n: number) => { const top = at; at += n; return top; };
    return (
      <g>
        {goal.length > 0 && <Lines x={x} y={line(goal.length * 17) + 13} lines={goal} size={13} weight={600} />}
        {waiting && <Text x={x} y={line(22) + 15} size={13} weight={600} fill="#8b1e3f">{`Waiting for ${waiting}`}</Text>}
        {seen && <Text x={x} y={line(20) + 14} size={12}>{seen}</Text>}
        {picks.length > 0 && ((cy: number) => (
          <g>
            {picks.map((key, i) => {
              const [kind, value] = key.split(":");
              const cx = x + i * 150;
              return (
                <Hit key={key} at={places.get(key)} play={play} x={cx} y={cy} w={140} h={42}>
                  <rect x={cx} y={cy} width={140} height={42} rx={6} fill="#fff8e6" stroke="#7a5c2e" />
                  {kind === "counter" ? <Counter x={cx + 22} y={cy + 21} kind={value} r={14} /> : null}
                  <Text x={cx + (kind === "counter" ? 44 : 10)} y={cy + 26} size={12} weight={600}>
                    {kind === "counter" ? COUNTER[value]?.name ?? value : statusWords(value)}</Text>
                </Hit>
              );
            })}
          </g>
        ))(line(52))}
        {groups.map((g, gi) => (
          <g key={g.title}>
            <Text x={x} y={y + tops[gi] + 15} size={13} weight={700}>{g.title}</Text>
            {g.cards.map((id, i) => (
              <EventCardFace key={id} id={id} ctx={ctx}
                x={x + (i % perRow) * (EVENT_W + 10)}
                y={y + tops[gi] + 22 + Math.floor(i / perRow) * (EVENT_H + 10)} />
            ))}
          </g>
        ))}
      </g>
    );
  };
  return { height, draw };
}

function princessLine(id: string): string {
  const p = princess(id);
  if (!p) return "a princess";
  const prefs = [p.first, p.second].filter(Boolean).map((k) => PREFERENCE_WORDS[k as string]);
  const skills = (p.skills as readonly string[]).map((k) => SKILL[k]?.name ?? k).join(" or ");
  return `${p.name} (${prefs.join(", then ")}${skills ? `; ${skills}` : ""})`;
}

/** The end: who won and why, every score and every goal, revealed. */
export function resultPanel(game: Game, v: EmiraView, width: number) {
  const r = v.result;
  if (!r) return { height: 0, draw: () => null };
  const winners = r.winners.map((s) => game.players[s] ?? "?");
  const rows = v.sheiks.map((s) => `${game.players[s.seat] ?? "?"}: score ${r.scores[s.seat] ?? 0}`
    + ` · ${s.princesses.length} princesses · goal: ${goalText(r.goals[s.seat] ?? "") || "none"}`);
  const lines = rows.flatMap((row) => wrap(row, width - 30, 12));
  const height = 46 + lines.length * 15 + 10;
  const draw = (x: number, y: number) => (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={10} fill="#3b2a4a" />
      <Text x={x + 14} y={y + 28} size={18} weight={700} fill="#f6e7c1">
        {`${winners.join(" and ")} ${winners.length === 1 ? "wins" : "share the win"} · ${REASON[r.reason] ?? ""}`}</Text>
      <Lines x={x + 14} y={y + 52} lines={lines} size={12} fill="#f6e7c1" />
    </g>
  );
  return { height, draw };
}

export const LEGEND_H = 114;

export function Legend({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <Text x={x} y={y + 14} size={13} weight={700}>Legend</Text>
      {Object.entries(PREFERENCE_WORDS).map(([kind, name], i) => (
        <g key={kind}>
          <PreferenceIcon x={x + i * 120} y={y + 24} kind={kind} />
          <Text x={x + i * 120 + 16} y={y + 35} size={12}>{name}</Text>
        </g>
      ))}
      {Object.keys(SKILL).map((skill, i) => <SkillChip key={skill} x={x + i * 100} y={y + 46} skill={skill} />)}
      {Object.entries(COUNTER).map(([kind, c], i) => (
        <g key={kind}>
          <Counter x={x + 420 + i * 90} y={y + 54} kind={kind} r={9} />
          <Text x={x + 433 + i * 90} y={y + 58} size={12}>{c.name}</Text>
        </g>
      ))}
      <rect x={x} y={y + 72} width={28} height={16} rx={4} fill="none" stroke="#e0a100" stroke-width={3} />
      <Text x={x + 34} y={y + 85} size={12}>a move you can make (click it)</Text>
      <rect x={x + 250} y={y + 72} width={28} height={16} rx={4} fill="none" stroke="#c47f00" stroke-width={4} />
      <Text x={x + 284} y={y + 85} size={12}>the sheik to act</Text>
      <Text x={x + 420} y={y + 85} size={12}>1st, 2nd: what a princess compares first, then on a tie</Text>
      <Text x={x} y={y + 106} size={12}>
        {"Spice trade “Small slow 3×”: a caravan that pays 3 more times · a card back “× 2”: event cards in hand"}</Text>
    </g>
  );
}
