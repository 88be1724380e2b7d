// The create form, built from ListGameTypes: the game, its seats (within its counts), each
// option as the input its kind asks for, and a seed; then each seat's link to hand out.
import { toJson, type JsonObject, type JsonValue } from "@bufbuild/protobuf";
import { ValueSchema } from "@bufbuild/protobuf/wkt";
import { useEffect, useState } from "preact/hooks";
import { games, sentence } from "./api";
import { seatLink, tablePath } from "./address";
import type { GameOption, GameType } from "./gen/scheherazade/v1/game_service_pb";

const NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eve", "Fay", "Gus", "Hal"];
const MAX_SEED = 9223372036854775807n;
export const SEED_RULE = "The seed is a whole number from 0 to 9223372036854775807.";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const defaultOf = (o: GameOption): JsonValue | undefined =>
  o.defaultValue ? (toJson(ValueSchema, o.defaultValue) as JsonValue) : undefined;

interface Created { name: string; gameType: string; players: string[]; tokens: string[] }

export function NewGame({ types, created }: { types: GameType[]; created: () => void }) {
  const [gameType, setGameType] = useState("");
  const type = types.find((t) => t.gameType === gameType) ?? types[0];
  const [players, setPlayers] = useState<string[]>(NAMES.slice(0, 3));
  const [options, setOptions] = useState<JsonObject>({});
  const [seed, setSeed] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Created | null>(null);

  useEffect(() => { // a new game: its own seat count and options
    if (!type) return;
    const n = Math.min(Math.max(players.length, type.minPlayers), type.maxPlayers);
    setPlayers((had) => Array.from({ length: n }, (_, i) => had[i] ?? NAMES[i] ?? `Player ${i + 1}`));
    setOptions({});
  }, [type?.gameType]);
  if (!type) return null;

  const submit = async (ev: Event) => {
    ev.preventDefault();
    setError(null);
    setDone(null); // the last game's links go: they must not be taken for this one's
    const s = seed.trim();
    if (s && (!/^\d+$/.test(s) || BigInt(s) > MAX_SEED)) { setError(SEED_RULE); return; }
    try {
      const r = await games.createGame({
        gameType: type.gameType, players: players.map((p) => p.trim()),
        options, seed: s ? BigInt(s) : undefined, requestId: crypto.randomUUID(),
      });
      setDone({ name: r.game!.name, gameType: r.game!.gameType, players: r.game!.players, tokens: r.seatTokens });
      created();
    } catch (err) {
      setError(sentence(err));
    }
  };
  const seats = (n: number) => setPlayers(Array.from({ length: n }, (_, i) => players[i] ?? NAMES[i] ?? `Player ${i + 1}`));

  return (
    <section id="new-game" aria-label="New game">
      <h2>New game</h2>
      <form id="create" onSubmit={submit}>
        <label>Game
          <select id="game-type" value={type.gameType} onChange={(e) => setGameType((e.target as HTMLSelectElement).value)}>
            {types.map((t) => <option value={t.gameType}>{t.title}</option>)}
          </select>
        </label>
        <label>Players
          <select id="seats" value={String(players.length)} onChange={(e) => seats(Number((e.target as HTMLSelectElement).value))}>
            {Array.from({ length: type.maxPlayers - type.minPlayers + 1 }, (_, i) => type.minPlayers + i)
              .map((n) => <option value={String(n)}>{n}</option>)}
          </select>
        </label>
        <fieldset class="names"><legend>Names</legend>
          {players.map((p, i) => (
            <input class="player" aria-label={`Player ${i + 1}'s name`} value={p} required
              onInput={(e) => setPlayers(players.map((q, j) => (j === i ? (e.target as HTMLInputElement).value : q)))} />
          ))}
        </fieldset>
        {type.options.map((o) => (
          <OptionInput option={o} value={options[o.name]} set={(v) => {
            const next = { ...options };
            if (v === undefined) delete next[o.name]; else next[o.name] = v;
            setOptions(next);
          }} />
        ))}
        <label>Seed
          <input id="seed" inputmode="numeric" placeholder="any" value={seed}
            onInput={(e) => setSeed((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit">Create the game</button>
      </form>
      {error && <p class="error" role="alert">{error}</p>}
      {done && <SeatLinks created={done} />}
    </section>
  );
}

/** One option, as the input its kind calls for; `undefined`: leave it to the game. */
function OptionInput({ option: o, value, set }: { option: GameOption; value: JsonValue | undefined; set: (v: JsonValue | undefined) => void }) {
  // The game's own description, whose choices are named as CreateGame takes them (big_luck).
  const label = capital((o.description || o.name).replace(/_/g, " "));
  const fallback = defaultOf(o);
  const choices = (o.choices?.values ?? []).map((c) => toJson(ValueSchema, c) as JsonValue);
  const id = `option-${o.name}`;
  if (o.kind === "bool") {
    return (
      <label class="check"><input type="checkbox" id={id} checked={Boolean(value ?? fallback)}
        onChange={(e) => set((e.target as HTMLInputElement).checked)} />{label}</label>
    );
  }
  if (choices.length) {
    return (
      <label>{label}
        <select id={id} value={String(value ?? fallback ?? "")} onChange={(e) => { const t = (e.target as HTMLSelectElement).value; set(t === "" ? undefined : o.kind === "int" ? Number(t) : t); }}>
          {fallback === undefined && <option value="">as the game sets it</option>}
          {choices.map((c) => <option value={String(c)}>{String(c).replace(/_/g, " ")}</option>)}
        </select>
      </label>
    );
  }
  if (o.kind === "int") {
    return (
      <label>{label}
        <input type="number" id={id} min={o.low?.toString()} max={o.high?.toString()} step={1}
          value={value === undefined ? "" : String(value)} placeholder={fallback === undefined ? "not set" : String(fallback)}
          onInput={(e) => { const t = (e.target as HTMLInputElement).value; set(t === "" ? undefined : Number(t)); }} />
      </label>
    );
  }
  const list = o.kind === "list";
  return (
    <label>{label}
      <input id={id} value={value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value)}
        placeholder={list ? "numbers, separated by commas" : ""}
        onInput={(e) => {
          const t = (e.target as HTMLInputElement).value.trim();
          if (!t) set(undefined);
          else set(list ? t.split(/[\s,]+/).filter(Boolean).map((x) => (/^\d+$/.test(x) ? Number(x) : x)) : t);
        }} />
    </label>
  );
}

function SeatLinks({ created }: { created: Created }) {
  return (
    <div id="created" role="status" data-game-type={created.gameType}>
      <p>The game is ready. Hand each player their own link (it is their seat: shown only here),
        or <a href={tablePath(created.name)}>watch the table</a>.</p>
      <ul>
        {created.players.map((p, seat) => {
          const link = seatLink(created.name, created.tokens[seat]);
          return (
            <li class="seat-link">
              <a href={link} data-seat={seat}>{p}'s seat</a>
              <CopyButton text={link} label={`Copy ${p}'s link`} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
  return <button type="button" class="copy" onClick={copy}>{copied ? "Copied" : label}</button>;
}
