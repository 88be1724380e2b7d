// A table's live state: the game as the caller sees it (GetGame, then WatchGame), its story
// (ListGameEvents, then the events WatchGame brings), and the caller's legal moves
// (ListLegalCommands after each change, for a seat of a game not over). Moves are offered only
// while they belong to the version shown: a move computed at an older version is never shown
// nor sent (a fast click between a new version and its moves would send a stale command).
import { useEffect, useState } from "preact/hooks";
import { asSeat, games, sentence } from "./api";
import type { Move } from "./board";
import {
  GameView,
  Game_State,
  type Game,
  type GameEvent,
} from "./gen/scheherazade/v1/game_service_pb";
import { movesOf } from "./words";

export interface Live {
  game: Game | null;
  events: GameEvent[]; // oldest first, one per version
  moves: Move[]; // the caller's moves at the version shown; [] while they are being read
  movesAt: bigint; // the version `moves` were computed at: a move is sent as of this version
  /** The game is known to be at `version` or later (a move was played, or refused as
   *  stale): moves of an older version are no longer offered. */
  movedOn: (version: bigint) => void;
  error: string | null; // the last failure, as a sentence
  failed: (err: unknown) => void;
}

async function history(name: string, token?: string): Promise<GameEvent[]> {
  const out: GameEvent[] = [];
  let pageToken = "";
  do {
    const r = await games.listGameEvents({ name, pageSize: 500, pageToken }, asSeat(token));
    out.push(...r.events);
    pageToken = r.nextPageToken;
  } while (pageToken);
  return out;
}

/** Appends the events not yet told (a version is told once, whichever read brought it). */
const told = (had: GameEvent[], more: GameEvent[]) => {
  const last = had.length ? had[had.length - 1].version : 0n;
  const fresh = more.filter((e) => e.version > last);
  return fresh.length ? [...had, ...fresh] : had;
};

export function useLive(name: string, token?: string): Live {
  const [game, setGame] = useState<Game | null>(null);
  const [events, setEvents] = useState<GameEvent[]>([]);
  const [offered, setOffered] = useState<{ at: bigint; moves: Move[] }>({ at: -1n, moves: [] });
  const [atLeast, setAtLeast] = useState(0n);
  const [error, setError] = useState<string | null>(null);
  const failed = (err: unknown) => setError(sentence(err));

  useEffect(() => {
    const stop = new AbortController();
    (async () => {
      const first = await games.getGame({ name, view: GameView.FULL }, asSeat(token));
      setGame(first);
      setEvents(await history(name, token));
      for await (const update of games.watchGame(
        { name, fromVersion: first.version, view: GameView.FULL },
        { ...asSeat(token), signal: stop.signal },
      )) {
        setEvents((had) => told(had, update.events));
        if (update.game) setGame(update.game);
      }
    })().catch((err) => { if (!stop.signal.aborted) failed(err); });
    return () => stop.abort();
  }, [name, token]);

  useEffect(() => {
    if (!game || !token || game.state === Game_State.FINISHED) {
      setOffered({ at: -1n, moves: [] });
      return;
    }
    let current = true; // a later version's answer replaces this one's
    games.listLegalCommands({ name }, asSeat(token))
      .then((r) => { if (current) setOffered({ at: r.version, moves: movesOf(r) }); })
      .catch((err) => { if (current) failed(err); });
    return () => { current = false; };
  }, [game?.version, game?.state, token]);

  // Between a new version's arrival and its ListLegalCommands answer the kept moves are the
  // previous version's: none is offered then.
  const fresh = game !== null && offered.at === game.version && offered.at >= atLeast;
  const movedOn = (version: bigint) => setAtLeast((had) => (version > had ? version : had));
  return { game, events, moves: fresh ? offered.moves : [], movesAt: offered.at, movedOn, error, failed };
}
