// The peer benchmark's client: N concurrent tic-tac-toe matches against boardgame.io's
// server, every player its own socket.io client (websocket transport), each match playing
// random legal moves. Usage:
//   node client.js <port> <matches> <seconds> <warmup seconds> <matches set up per slot>
// Prints one JSON line: moves/s, p50/p99/max ms, counts.
//
// A move counts when the OPPONENT's client receives the server's state with the move in it
// (the mover's own client applies it optimistically at once, so its state proves nothing).
// Matches are created, joined and connected before the window (setup is not a move, and our
// side's games are created beforehand too); a finished match is replaced by one set up
// beforehand, or, when a slot has used them all, by one set up inside the window (counted
// in `late_setups`: its time lowers the rate).
const { Client, LobbyClient } = require('boardgame.io/client');
const { SocketIO } = require('boardgame.io/multiplayer');

const [port, matchesArg, secondsArg, warmupArg, poolArg = '2'] = process.argv.slice(2);
const MATCHES = Number(matchesArg);
const SECONDS = Number(secondsArg);
const WARMUP = Number(warmupArg);
const POOL = Number(poolArg);
const server = `http://127.0.0.1:${port}`;
const lobby = new LobbyClient({ server });
const game = { name: 'tic-tac-toe', moves: { clickCell: () => {} } };

async function setUp() {
  const { matchID } = await lobby.createMatch('tic-tac-toe', { numPlayers: 2 });
  const players = [];
  for (const playerID of ['0', '1']) {
    const { playerCredentials } = await lobby.joinMatch('tic-tac-toe', matchID, {
      playerID, playerName: `p${playerID}`,
    });
    const client = Client({
      game, matchID, playerID, credentials: playerCredentials, debug: false,
      multiplayer: SocketIO({ server, socketOpts: { transports: ['websocket'] } }),
    });
    client.start();
    players.push(client);
  }
  await Promise.all(players.map((c) => until(c, (s) => s !== null && s.isConnected)));
  return players;
}

// Resolves on the first state of `client` that satisfies `test` (now or later).
function until(client, test) {
  return new Promise((resolve) => {
    let unsubscribe = null;
    let done = false;
    unsubscribe = client.subscribe((state) => {
      if (!done && test(state)) {
        done = true;
        if (unsubscribe) unsubscribe();
        else setImmediate(() => unsubscribe());
        resolve(state);
      }
    });
  });
}

const latencies = [];
let counted = 0;
let errors = 0;
let lateSetups = 0;

async function playMatches(slot, spare, window) {
  let players = spare.shift() || await setUp();
  const rand = () => Math.random();
  for (;;) {
    const state = players[0].getState();
    if (state.ctx.gameover) {
      players.forEach((c) => c.stop());
      if (performance.now() >= window.end) return;
      if (!spare.length) lateSetups += 1;
      players = spare.shift() || await setUp();
      continue;
    }
    const mover = players[Number(state.ctx.currentPlayer)];
    const other = players[1 - Number(state.ctx.currentPlayer)];
    const empty = state.G.cells.flatMap((c, i) => (c === null ? [i] : []));
    const cell = empty[Math.floor(rand() * empty.length)];
    const turn = state.ctx.turn;
    const t0 = performance.now();
    if (t0 >= window.end) { players.forEach((c) => c.stop()); return; }
    const seen = until(other, (s) => s.ctx.turn > turn || s.ctx.gameover);
    const mine = until(mover, (s) => s.ctx.turn > turn || s.ctx.gameover);
    mover.moves.clickCell(cell);
    await Promise.all([seen, mine]);
    const t1 = performance.now();
    if (t0 >= window.start) { latencies.push(t1 - t0); counted += 1; }
  }
}

(async () => {
  const spares = [];
  for (let i = 0; i < MATCHES; i++) {
    const pool = [];
    for (let k = 0; k < POOL; k++) pool.push(await setUp());
    spares.push(pool);
  }
  const now = performance.now();
  const window = { start: now + WARMUP * 1000, end: now + (WARMUP + SECONDS) * 1000 };
  await Promise.all(spares.map((spare, i) => playMatches(i, spare, window).catch((e) => {
    errors += 1; console.error(String(e));
  })));
  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p / 100))] : null);
  console.log(JSON.stringify({
    matches: MATCHES, seconds: SECONDS, count: counted, rate: counted / SECONDS,
    p50_ms: pct(50), p99_ms: pct(99), max_ms: latencies[latencies.length - 1] ?? null, errors,
    late_setups: lateSetups,
  }));
  process.exit(0);
})();
