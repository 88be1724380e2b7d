// Creates a game of 1001 on a running server, plays every seat with a random legal-command
// bot over real gRPC, each seat on its own session (PlaySession: one stream for its
// commands, their answers and the others' moves), and prints the winner. Moves are picked
// by their label and the story is told in the service's sentences (`words`, `text`): the
// same words every client shows.
//   node dist/examples/play1001.js [host:port] [seed]      (default 127.0.0.1:50051)
import {
  Code, ConnectError, GameView, ScheherazadeClient, errorReason, finished, type Command,
} from "../index.js";

const address = process.argv[2] ?? "127.0.0.1:50051";
const seed = BigInt(process.argv[3] ?? 1);
const client = new ScheherazadeClient(address);
const players = ["Scheherazade", "Shahryar", "Dunyazad", "Vizier"];
const { game, tokens } = await client.createGame("1001", players, { seed });
console.log(`created ${game.name}: ${players.join(", ")}`);

const sessions = await Promise.all(
  tokens.map((token) => client.session(game.name, token, { view: GameView.BASIC })));
let updates = 0; // the others' moves each seat heard of, on its session
const following = sessions.map(async (session) => {
  for await (const _ of session.updates) updates += 1;
});

let moves = 0;
let lastCommand: Command | undefined;
let lastSeat = 0;
let state = await client.getGame(game.name);
for (let idleRounds = 0; !finished(state); ) {
  let played = false;
  for (const [seat, session] of sessions.entries()) {
    const { commands, words } = await session.legal();
    if (commands.length === 0) continue;
    const labels = words.map((w) => w.label); // one per command, never twice
    const label = labels[Math.floor(Math.random() * labels.length)];
    const command = commands[labels.indexOf(label)];
    try {
      const answer = await session.submit(command);
      console.log(`${players[seat]} chooses: ${label}`);
      for (const event of answer.events) console.log(`  v${event.version} ${event.text}`);
      moves += 1;
      played = true;
      [lastCommand, lastSeat] = [command, seat];
    } catch (err) {
      // Another seat's command (or a timer) may have moved the game on since the listing.
      const reason = errorReason(err);
      if (!(err instanceof ConnectError) || err.code !== Code.FailedPrecondition) {
        throw new Error(`seat ${seat}: ${reason ?? err}`);
      }
    }
  }
  state = await client.getGame(game.name);
  // Nobody may act while a timer runs (the sand timer): wait for the server to expire it.
  idleRounds = played ? 0 : idleRounds + 1;
  if (idleRounds > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  if (idleRounds > 600) throw new Error("nobody could act for two minutes");
}
const winners = state.result!.winners.map((seat) => players[seat]);
console.log(`${moves} moves; winner: ${winners.join(" and ")}; scores ${state.result!.scores.join(", ")}`);

// A refusal carries a stable reason in its google.rpc.ErrorInfo: the last move once more,
// on the session (which stays open), then as a unary call.
try {
  await sessions[lastSeat].submit(lastCommand!);
} catch (err) {
  console.log(`the last move sent again is refused: ${errorReason(err)}`);
}
try {
  await client.submit(game.name, lastCommand!, tokens[lastSeat]);
} catch (err) {
  console.log(`and as a unary call: ${errorReason(err)}`);
}
await Promise.all(sessions.map((session) => session.close()));
await Promise.all(following);
console.log(`${sessions.length} sessions; ${updates} updates of others' moves`);
