// The web table: lists and creates games, opens one as a seat (its token kept in this page's
// memory only) or as a spectator, draws the caller's view, offers the seat's legal commands
// as buttons, follows the game live (WatchGame), tells the events in words, and replays any
// version (AnalyticsService.ReplaySteps: one stream of every version, kept, so moving the
// slider reads nothing more). It speaks Connect (JSON) to the server that served it; every
// message type is generated from proto/ (npm run generate).
import { toJson, type JsonObject, type JsonValue } from "@bufbuild/protobuf";
import { ConnectError, createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { AnalyticsService, type ReplayStep } from "./gen/scheherazade/v1/analytics_service_pb";
import {
  CommandSchema,
  GameEventSchema,
  GameSchema,
  GameService,
  GameView,
  Game_State,
  type Command,
  type Game,
  type GameEvent,
} from "./gen/scheherazade/v1/game_service_pb";
import { DRAWINGS } from "./gen/boards";
import { el, secondsLeft } from "./boards/dom";

const transport = createConnectTransport({ baseUrl: location.origin, useBinaryFormat: false });
const games = createClient(GameService, transport);
const analytics = createClient(AnalyticsService, transport);

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;


interface Open {
  name: string; token?: string; game?: Game; events: GameEvent[]; live: boolean;
  steps: ReplayStep[]; // the replay's versions 1, 2, … as the caller saw them, once read
  reading: Promise<void> | null; // the ReplaySteps stream now filling `steps`
}
let open: Open | null = null;
let watching: AbortController | null = null;

const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : undefined);

function say(text: string, error = false) {
  const s = $("status");
  s.textContent = text;
  s.className = error ? "error" : "";
}

function failed(err: unknown) {
  const e = ConnectError.from(err);
  say(`${e.code ? e.name ?? "" : ""} ${e.rawMessage}`.trim(), true);
}

// ---------------------------------------------------------------------------- the lobby

async function refreshGames() {
  const list = $("games");
  list.replaceChildren();
  const { games: found } = await games.listGames({ pageSize: 100 });
  for (const g of [...found].reverse()) {
    const li = el("li");
    const finished = g.state === Game_State.FINISHED;
    li.append(`${g.name} — ${g.gameType}, ${g.players.join(", ")}, v${g.version}${finished ? ", finished" : ""} `);
    const watch = el("button", "Watch") as HTMLButtonElement;
    watch.type = "button";
    watch.onclick = () => openTable(g.name);
    li.append(watch);
    list.append(li);
  }
}

async function createGame(ev: SubmitEvent) {
  ev.preventDefault();
  const players = $<HTMLInputElement>("players").value.split(",").map((p) => p.trim()).filter(Boolean);
  const seed = $<HTMLInputElement>("seed").value.trim();
  const gameType = $<HTMLSelectElement>("game-type").value;
  try {
    const r = await games.createGame({ gameType, players, seed: seed ? BigInt(seed) : undefined });
    const name = r.game!.name;
    const box = $("created");
    box.replaceChildren(el("p", `Created ${name}. Hand each player their token (it is shown only here), or open a seat:`));
    const ul = el("ul");
    players.forEach((player, seat) => {
      const b = el("button", `${player} (seat ${seat})`) as HTMLButtonElement;
      b.type = "button";
      b.className = "seat";
      b.onclick = () => openTable(name, r.seatTokens[seat]);
      const token = el("input", undefined, "token") as HTMLInputElement;
      token.readOnly = true;
      token.value = r.seatTokens[seat];
      token.setAttribute("aria-label", `${player}'s token`);
      const li = el("li");
      li.append(b, " ", token);
      ul.append(li);
    });
    box.append(ul);
    say(`created ${name}`);
    await refreshGames();
  } catch (err) {
    failed(err);
  }
}

// ---------------------------------------------------------------------------- the table

async function openTable(name: string, token?: string) {
  watching?.abort();
  name = name.startsWith("games/") ? name : `games/${name}`;
  open = { name, token, events: [], live: true, steps: [], reading: null };
  $("lobby").hidden = true;
  $("table").hidden = false;
  try {
    const game = await games.getGame({ name, view: GameView.FULL }, { headers: headers(token) });
    open.events = await history(name, token);
    show(game);
    follow(open, game.version);
  } catch (err) {
    failed(err);
  }
}

async function history(name: string, token?: string): Promise<GameEvent[]> {
  const out: GameEvent[] = [];
  let pageToken = "";
  do {
    const r = await games.listGameEvents({ name, pageSize: 500, pageToken }, { headers: headers(token) });
    out.push(...r.events);
    pageToken = r.nextPageToken;
  } while (pageToken);
  return out;
}

async function follow(table: Open, from: bigint) {
  const abort = new AbortController();
  watching = abort;
  try {
    for await (const update of games.watchGame(
      { name: table.name, fromVersion: from, view: GameView.FULL },
      { headers: headers(table.token), signal: abort.signal },
    )) {
      table.events.push(...update.events);
      if (update.game && table.live) show(update.game);
      else if (update.game) table.game = update.game;
    }
  } catch (err) {
    if (!abort.signal.aborted) failed(err);
  }
}

function show(game: Game) {
  if (!open) return;
  open.game = game;
  const who = game.viewerSeat !== undefined ? `${game.players[game.viewerSeat]} (seat ${game.viewerSeat})` : "a spectator";
  $("title").textContent = `${game.name} — ${game.gameType}`;
  let summary = `v${game.version} · ${game.players.join(", ")} · you are ${who}`;
  if (game.state === Game_State.FINISHED && game.result) {
    const winners = game.result.winners.map((s) => game.players[s]).join(" and ");
    summary += ` · finished: ${winners} won (scores ${game.result.scores.join(", ")})`;
  } else if (game.deadlineTime) {
    summary += ` · timer ends at ${new Date(Number(game.deadlineTime.seconds) * 1000).toLocaleTimeString()}`;
  }
  $("summary").textContent = summary;
  drawBoard(game);
  const slider = $<HTMLInputElement>("replay");
  slider.max = String(game.version);
  if (open.live) {
    slider.value = String(game.version);
    $("replay-at").textContent = String(game.version);
    tellEvents(open.events, game.players);
    refreshCommands(game);
  }
}

/** The caller's view: the game's own drawing where it has one, and always the whole view
 *  as the server sent it (nothing more), generically, in words. */
function drawBoard(game: Game) {
  const json = toJson(GameSchema, game) as JsonObject;
  const view = ((game.view.case && json[game.view.case]) ?? json.viewJson ?? {}) as JsonValue;
  const board = $("board");
  const drawing = game.view.case ? DRAWINGS[game.view.case] : undefined;
  if (!drawing) {
    board.replaceChildren(render(view));
    return;
  }
  const all = el("details");
  all.append(el("summary", "Everything in your view"), render(view));
  board.replaceChildren(drawing(game, game.view.value as never), all);
}

// Sand timers and other deadlines count down every second.
setInterval(() => {
  for (const timer of document.querySelectorAll<HTMLElement>(".countdown")) {
    const left = secondsLeft(BigInt(timer.dataset.deadline ?? "0"));
    timer.textContent = timer.textContent!.replace(/^\d+ s/, `${left} s`);
  }
}, 1000);

function render(value: JsonValue): Node {
  if (value === null) return el("span", "—");
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) {
      return el("span", value.map((v) => (v === null ? "—" : String(v))).join(", ") || "none");
    }
    if (value.every((v) => v !== null && typeof v === "object" && !Array.isArray(v))) {
      const rows = value as JsonObject[];
      const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      const table = el("table");
      const head = el("tr");
      keys.forEach((k) => head.append(el("th", words(k))));
      table.append(head);
      for (const r of rows) {
        const tr = el("tr");
        keys.forEach((k) => {
          const td = el("td");
          td.append(r[k] === undefined ? "" : render(r[k] as JsonValue));
          tr.append(td);
        });
        table.append(tr);
      }
      return table;
    }
    const ol = el("ol");
    value.forEach((v) => { const li = el("li"); li.append(render(v)); ol.append(li); });
    return ol;
  }
  if (typeof value === "object") {
    const dl = el("dl");
    for (const [k, v] of Object.entries(value)) {
      dl.append(el("dt", words(k)));
      const dd = el("dd");
      dd.append(render(v as JsonValue));
      dl.append(dd);
    }
    return dl;
  }
  return el("span", String(value));
}

/** "castVote" / "VoteCast" / "vizier_direction" → "cast vote" / "vote cast" / "vizier direction". */
function words(name: string): string {
  return name.replace(/[_.]/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().trim();
}

function describeCommand(command: Command): string {
  const json = toJson(CommandSchema, command) as JsonObject;
  const [, inner] = Object.entries(json)[0] ?? [];
  if (!inner || typeof inner !== "object" || Array.isArray(inner)) return "command";
  if ("command" in inner && "gameType" in inner) {  // a generic command
    return `${words(String(inner.command))} ${fields((inner.fields ?? {}) as JsonObject)}`.trim();
  }
  const [kind, body] = Object.entries(inner)[0] ?? ["command", {}];
  const entries = Object.entries((body ?? {}) as JsonObject);
  if (entries.length === 1) {  // "choose character ali baba", not "… character ali_baba"
    return `${words(kind)} ${value(entries[0][0], entries[0][1]).replace(/_/g, " ")}`;
  }
  return `${words(kind)} ${fields(body as JsonObject)}`.trim();
}

function fields(body: JsonObject): string {
  return Object.entries(body ?? {})
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${words(k)} ${value(k, v)}`)
    .join(", ");
}

/** A field's value in words; epoch-second times (deadlines) as local clock times. */
function value(key: string, v: JsonValue): string {
  if (typeof v === "number" && /deadline|_at$|At$|time/i.test(key) && v > 1e9) {
    return new Date(v * 1000).toLocaleTimeString();
  }
  if (Array.isArray(v)) return v.map((x) => (typeof x === "object" ? JSON.stringify(x) : String(x))).join(", ");
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

async function refreshCommands(game: Game) {
  const box = $("commands");
  if (!open?.token || game.state === Game_State.FINISHED) {
    box.replaceChildren(el("p", open?.token ? "The game is over." : "Spectators watch."));
    return;
  }
  const table = open;
  try {
    const r = await games.listLegalCommands({ name: game.name }, { headers: headers(table.token) });
    if (open !== table || !table.live) return;
    box.replaceChildren();
    if (r.commands.length === 0) box.append(el("p", "Waiting for the others."));
    for (const command of r.commands) {
      const b = el("button", describeCommand(command), "command") as HTMLButtonElement;
      b.type = "button";
      b.onclick = () => submit(table, command, box);
      box.append(b);
    }
  } catch (err) {
    failed(err);
  }
}

async function submit(table: Open, command: Command, box: HTMLElement) {
  box.querySelectorAll("button").forEach((b) => ((b as HTMLButtonElement).disabled = true));
  try {
    await games.submitCommand(
      { name: table.name, command, commandId: crypto.randomUUID() },
      { headers: headers(table.token) },
    );
    say("");
  } catch (err) {
    failed(err);
    if (table.game) refreshCommands(table.game);
  }
}

function tellEvents(events: GameEvent[], players: string[]) {
  const list = $("events");
  list.replaceChildren();
  for (const e of [...events].reverse()) {
    const json = toJson(GameEventSchema, e) as JsonObject;
    const who = e.seat !== undefined ? `${players[e.seat] ?? `seat ${e.seat}`}: ` : "";
    const kind = words(e.type.split(".").pop() ?? e.type);
    const data = { ...((json.data ?? {}) as JsonObject) };
    delete data.seat;
    const detail = e.redacted ? " (secret)" : fields(data) ? ` — ${fields(data)}` : "";
    list.append(el("li", `v${e.version} ${who}${kind}${detail}`, e.redacted ? "secret" : undefined));
  }
}

// Reads the replay's versions up to the game's latest in one ReplaySteps stream, once; a
// later call reads only the versions played since.
async function readSteps(table: Open, version: number): Promise<void> {
  while (table.steps.length < version) {
    if (!table.reading) {
      const from = table.steps.length + 1;
      const to = Math.max(version, Number(table.game?.version ?? version));
      table.reading = (async () => {
        try {
          const stream = analytics.replaySteps(
            { name: table.name, fromVersion: BigInt(from), toVersion: BigInt(to) },
            { headers: headers(table.token) });
          for await (const step of stream) table.steps.push(step);
        } finally {
          table.reading = null;
        }
      })();
    }
    const had = table.steps.length;
    await table.reading;
    if (table.steps.length === had) throw new Error(`no replay step ${had + 1}`);
  }
}

async function replayTo(version: number) {
  if (!open?.game) return;
  const table = open;
  $("replay-at").textContent = String(version);
  table.live = version >= Number(table.game!.version);
  if (table.live) { show(table.game!); return; }
  try {
    await readSteps(table, version);
    // The slider may have moved on while the steps were read: draw where it is now.
    if (open !== table || table.live || $("replay-at").textContent !== String(version)) return;
    const game = table.steps[version - 1].game!;
    drawBoard(game);
    $("summary").textContent = `replaying v${version} of ${table.game!.version}`;
    tellEvents(table.steps.slice(0, version).map((s) => s.event!), game.players);
    $("commands").replaceChildren(el("p", "Replaying: back to live to play."));
  } catch (err) {
    failed(err);
  }
}

// ---------------------------------------------------------------------------- wiring

$<HTMLFormElement>("create").addEventListener("submit", createGame);
$<HTMLFormElement>("open").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const token = $<HTMLInputElement>("open-token").value.trim();
  openTable($<HTMLInputElement>("open-name").value.trim(), token || undefined);
});
$("refresh").onclick = () => refreshGames().catch(failed);
$("back").onclick = () => {
  watching?.abort();
  open = null;
  $("table").hidden = true;
  $("lobby").hidden = false;
  refreshGames().catch(failed);
};
$<HTMLInputElement>("replay").addEventListener("input", (ev) => replayTo(Number((ev.target as HTMLInputElement).value)));
$("live").onclick = () => { if (open?.game) { open.live = true; show(open.game); } };
refreshGames().catch(failed);
