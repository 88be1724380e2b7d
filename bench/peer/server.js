// boardgame.io's server playing its own tic-tac-toe example, for the peer benchmark
// (bench/peer/README.md). Usage: node server.js <port> <memory|flatfile|flatfile-queued> [dir]
//   memory           its default in-memory storage
//   flatfile         FlatFile storage with node-persist's write queue off: every update is
//                    written when it happens (no fsync: node-persist writes plain files)
//   flatfile-queued  FlatFile as it comes: node-persist batches writes once a second
// Prints "listening <port>" once it accepts connections.
const { Server, FlatFile } = require('boardgame.io/server');
const { INVALID_MOVE } = require('boardgame.io/core');

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

// boardgame.io's tutorial game, as its documentation writes it.
const TicTacToe = {
  name: 'tic-tac-toe',
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }) => {
    for (const [a, b, c] of LINES) {
      if (G.cells[a] !== null && G.cells[a] === G.cells[b] && G.cells[a] === G.cells[c]) {
        return { winner: ctx.currentPlayer };
      }
    }
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
};

// FlatFile passes node-persist only dir/logging/ttl; this one also turns the write queue off.
class FlatFileNow extends FlatFile {
  async connect() {
    await this.games.init({ dir: this.dir, logging: false, writeQueue: false });
  }
}

const [port, storage = 'memory', dir = '/tmp/bgio-flatfile'] = process.argv.slice(2);
let db;
if (storage === 'flatfile') db = new FlatFileNow({ dir });
else if (storage === 'flatfile-queued') db = new FlatFile({ dir });
else if (storage !== 'memory') throw new Error(`unknown storage ${storage}`);

const server = Server({ games: [TicTacToe], db, origins: ['*'] });
server.run(Number(port), () => console.log(`listening ${port}`));
