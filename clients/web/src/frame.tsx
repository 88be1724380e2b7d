// The table's frame, the same for every game: the player panels around the game's board,
// the moves the board does not place as buttons, the story newest first, a timer while one
// runs, the end screen, and the replay slider that steps the board.
import { useEffect, useRef, useState } from "preact/hooks";
import { asSeat, games, isStale } from "./api";
import type { BoardModule, Move } from "./board";
import { Failure } from "./failure";
import { BOARDS } from "./gen/boards";
import { Game_State, type Game, type GameEvent } from "./gen/scheherazade/v1/game_service_pb";
import { useLive } from "./follow";
import { Panels } from "./panels";
import { TableHead } from "./seatbar";
import { ReplaySteps } from "./replay";
import { AnyView } from "./anyview";

interface Props { name: string; token?: string; version?: number }

export function Table({ name, token, version }: Props) {
  const live = useLive(name, token);
  const [at, setAt] = useState<number | null>(version ?? null); // the replay's version, or live
  const [shown, setShown] = useState<{ game: Game; events: GameEvent[] } | null>(null);
  const steps = useRef(new ReplaySteps(name, token));
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState<{ move: Move; at: bigint } | null>(null);

  const latest = Number(live.game?.version ?? 0);
  const replaying = at !== null && live.game !== null && at < latest;

  useEffect(() => {
    if (!replaying || at === null) return;
    let current = true;
    steps.current.upTo(at, latest).then(() => {
      if (!current) return;
      const kept = steps.current.steps.slice(0, at);
      setShown({ game: kept[at - 1].game!, events: kept.map((s) => s.event!) });
    }).catch(live.failed);
    return () => { current = false; };
  }, [at, replaying]);

  useEffect(() => { // the address keeps the replay's version (and the seat's fragment)
    const url = new URL(location.href);
    if (replaying) url.searchParams.set("v", String(at));
    else url.searchParams.delete("v");
    if (url.href !== location.href) history.replaceState(null, "", url);
  }, [at, replaying]);

  if (!live.game) {
    if (!live.error) return <p class="loading">Opening the table…</p>;
    return (
      <Failure text={live.error}>
        {token && <><a href={location.pathname}>Watch this game without a seat</a> · </>}
      </Failure>
    );
  }
  const game = replaying && shown ? shown.game : live.game;
  const events = replaying && shown ? shown.events : live.events;
  const moves = replaying || sending ? [] : live.moves;
  const board: BoardModule | undefined = game.view.case ? BOARDS[game.view.case] : undefined;

  // A move is sent as of the version it was computed at: had the game moved on meanwhile, the
  // server refuses it (ABORTED) instead of playing a stale choice, and the page says nothing
  // but waits for the new version's moves.
  const send = async (move: Move, at: bigint) => {
    setAsking(null);
    setSending(true);
    try {
      const done = await games.submitCommand(
        { name, command: move.command, commandId: crypto.randomUUID(), expectedVersion: at },
        asSeat(token));
      live.movedOn(done.version);
    } catch (err) {
      if (isStale(err)) live.movedOn(at + 1n);
      else live.failed(err);
    } finally {
      setSending(false);
    }
  };
  const play = (move: Move) => {
    const at = live.movesAt;
    if (move.confirm) setAsking({ move, at });
    else void send(move, at);
  };
  // A question about a move of an older version than the moves offered now is not asked.
  const ask = asking && moves.length > 0 && asking.at === live.movesAt ? asking : null;
  const toAct = game.state === Game_State.FINISHED ? []
    : board?.toAct?.(game) ?? (moves.length && game.viewerSeat !== undefined ? [game.viewerSeat] : []);

  return (
    <div id="table" data-version={String(game.version)} data-live={String(!replaying)}>
      <TableHead game={live.game} />
      {live.error && <p id="error" role="alert">{live.error}</p>}
      {game.state === Game_State.FINISHED && game.result && <Result game={game} />}
      <Panels game={game} board={board} toAct={toAct} />
      <div class="table-main">
      <section id="board" aria-label="The board">
        {board ? <board.Board game={game} moves={moves} play={play} /> : <AnyView game={game} />}
      </section>
      <aside id="side">
        <Moves moves={moves} placed={board?.placed} play={play} game={live.game}
          replaying={replaying} sending={sending} seat={game.viewerSeat} />
        {ask && <Confirm move={ask.move} yes={() => send(ask.move, ask.at)} no={() => setAsking(null)} />}
        {!replaying && <Timer game={game} />}
        <Replay at={replaying ? at! : latest} latest={latest} go={(v) => setAt(v >= latest ? null : v)} />
        <Story events={events} />
      </aside>
      </div>
    </div>
  );
}

function Moves(p: {
  moves: Move[]; placed?: (m: Move) => boolean; play: (m: Move) => void; game: Game;
  replaying: boolean; sending: boolean; seat?: number;
}) {
  const buttons = p.moves.map((m, i) => ({ m, i })).filter(({ m }) => !p.placed?.(m));
  let note = "";
  if (p.replaying) note = "You are looking back: return to the present to play.";
  else if (p.game.state === Game_State.FINISHED) note = "The game is over.";
  else if (p.seat === undefined) note = "You are watching.";
  else if (p.sending) note = "Sending your move…";
  else if (!p.moves.length) note = "Waiting for the others.";
  else if (!buttons.length) note = "Your move: choose it on the board.";
  return (
    <section id="moves" aria-label="Your moves">
      <h2>Your moves</h2>
      {note && <p class="note">{note}</p>}
      <div class="buttons">
        {buttons.map(({ m, i }) => (
          <button type="button" class="move" data-move={i} onClick={() => p.play(m)}>{m.label}</button>
        ))}
      </div>
    </section>
  );
}

function Confirm({ move, yes, no }: { move: Move; yes: () => void; no: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), [move]);
  return (
    <div id="confirm" role="alertdialog" aria-label="Are you sure?">
      <p>{move.label}: this cannot be taken back. Are you sure?</p>
      <button type="button" ref={first} class="yes" onClick={yes}>Yes, {move.label.toLowerCase()}</button>
      <button type="button" class="no" onClick={no}>No</button>
    </div>
  );
}

function Timer({ game }: { game: Game }) {
  const [, tick] = useState(0);
  const deadline = game.deadlineTime ? Number(game.deadlineTime.seconds) : 0;
  const running = deadline > 0 && game.state !== Game_State.FINISHED;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [running, deadline]);
  if (!running) return null;
  const left = Math.max(0, Math.round(deadline - Date.now() / 1000));
  return <p id="timer" role="timer">{left ? `${left} s left` : "Time is up"}</p>;
}

function Replay({ at, latest, go }: { at: number; latest: number; go: (v: number) => void }) {
  if (latest < 2) return null;
  return (
    <section id="replay-bar" aria-label="Replay">
      <label>
        {at < latest ? `Looking back: step ${at} of ${latest}` : `Step ${latest}: now`}
        <input id="replay" type="range" min={1} max={latest} value={at}
          onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
      </label>
      {at < latest && <button type="button" id="live" onClick={() => go(latest)}>Back to now</button>}
    </section>
  );
}

function Story({ events }: { events: GameEvent[] }) {
  return (
    <section id="story" aria-label="What happened">
      <h2>What happened</h2>
      <ol reversed>
        {[...events].reverse().map((e) => (
          <li key={String(e.version)} data-version={String(e.version)} class={e.redacted ? "secret" : undefined}>{e.text}</li>
        ))}
      </ol>
    </section>
  );
}

function Result({ game }: { game: Game }) {
  const r = game.result!;
  const winners = r.winners.map((s) => game.players[s]);
  const said = winners.length === 0 ? "Nobody won."
    : `${winners.length > 1 ? winners.slice(0, -1).join(", ") + " and " + winners.at(-1) : winners[0]} won.`;
  return (
    <section id="result" aria-label="The result">
      <h2>The game is over. {said}</h2>
      {r.scores.length > 0 && (
        <table class="scores">
          <tbody>
            {game.players.map((p, seat) => (
              <tr class={r.winners.includes(seat) ? "winner" : undefined}>
                <th scope="row">{p}</th><td>{String(r.scores[seat] ?? "")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
