// The lobby: the games newest first, a page at a time, filtered by game and status; the
// create form built from ListGameTypes; after creating, each seat's link to hand out.
import { useEffect, useState } from "preact/hooks";
import { gameTypes, games, sentence } from "./api";
import { Failure } from "./failure";
import { Game_State, type Game, type GameType } from "./gen/scheherazade/v1/game_service_pb";
import { NewGame } from "./newgame";
import { tablePath } from "./address";

const PAGE = 20;
const STATES: [Game_State, string][] = [
  [Game_State.UNSPECIFIED, "Any status"],
  [Game_State.ACTIVE, "Being played"],
  [Game_State.FINISHED, "Over"],
];

export function Lobby() {
  const [types, setTypes] = useState<GameType[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(0); // bumped after creating: the list reads again
  useEffect(() => { gameTypes().then(setTypes, (err) => setError(sentence(err))); }, []);
  if (error) return <Failure text={error} />;
  return (
    <div id="lobby">
      <GameList types={types} fresh={created} />
      <NewGame types={types} created={() => setCreated((n) => n + 1)} />
    </div>
  );
}

function GameList({ types, fresh }: { types: GameType[]; fresh: number }) {
  const [gameType, setGameType] = useState("");
  const [state, setState] = useState(Game_State.UNSPECIFIED);
  const [pages, setPages] = useState<string[]>([""]); // the page tokens read so far: here is the last
  const [list, setList] = useState<{ games: Game[]; next: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = (t: string) => types.find((x) => x.gameType === t)?.title ?? t;

  useEffect(() => setPages([""]), [gameType, state, fresh]);
  useEffect(() => {
    let current = true;
    games.listGames({ pageSize: PAGE, pageToken: pages.at(-1), newestFirst: true, gameType, state })
      .then((r) => { if (current) { setList({ games: r.games, next: r.nextPageToken }); setError(null); } })
      .catch((err) => { if (current) setError(sentence(err)); });
    return () => { current = false; };
  }, [pages]);

  return (
    <section id="games" aria-label="Games">
      <h2>Games</h2>
      <div class="filters">
        <label>Game
          <select id="filter-game" value={gameType} onChange={(e) => setGameType((e.target as HTMLSelectElement).value)}>
            <option value="">Every game</option>
            {types.map((t) => <option value={t.gameType}>{t.title}</option>)}
          </select>
        </label>
        <label>Status
          <select id="filter-state" value={String(state)}
            onChange={(e) => setState(Number((e.target as HTMLSelectElement).value))}>
            {STATES.map(([s, words]) => <option value={String(s)}>{words}</option>)}
          </select>
        </label>
      </div>
      {error && <p class="error" role="alert">{error}</p>}
      {list && list.games.length === 0 && <p class="note">No games yet.</p>}
      <ol class="game-list">
        {list?.games.map((g) => (
          <li class="game-row">
            <a href={tablePath(g.name)} data-name={g.name}>
              <strong>{title(g.gameType)}</strong>
              <span class="players">{g.players.join(", ")}</span>
              <span class="state">{g.state === Game_State.FINISHED ? "over" : "being played"}</span>
              <span class="when">{g.createTime ? started(Number(g.createTime.seconds)) : ""}</span>
            </a>
          </li>
        ))}
      </ol>
      <nav class="paging" aria-label="Pages">
        <button type="button" id="newer" disabled={pages.length < 2}
          onClick={() => setPages(pages.slice(0, -1))}>Newer games</button>
        <span class="page">Page {pages.length}</span>
        <button type="button" id="older" disabled={!list?.next}
          onClick={() => list && setPages([...pages, list.next])}>Older games</button>
      </nav>
    </section>
  );
}

const started = (seconds: number) =>
  `started ${new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}`;
