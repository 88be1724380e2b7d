// The table's heading: the game's title, who is looking, and for a seat "Copy seat link"
// (the address holds the seat); for a spectator a place to type a seat's token in.
import { useEffect, useState } from "preact/hooks";
import { gameTypes } from "./api";
import type { Game } from "./gen/scheherazade/v1/game_service_pb";
import { CopyButton } from "./newgame";

export function TableHead({ game }: { game: Game }) {
  const [title, setTitle] = useState("");
  useEffect(() => {
    gameTypes().then((ts) => setTitle(ts.find((t) => t.gameType === game.gameType)?.title ?? ""), () => {});
  }, [game.gameType]);
  useEffect(() => { if (title) document.title = `${title} — Scheherazade`; }, [title]);
  const seat = game.viewerSeat;
  return (
    <div id="table-head">
      <h1>{title || "The table"}</h1>
      {seat !== undefined
        ? <p id="who">You are <strong>{game.players[seat]}</strong>. <CopyButton text={location.href} label="Copy seat link" /></p>
        : <p id="who">You are watching. <TakeSeat /></p>}
    </div>
  );
}

function TakeSeat() {
  const [token, setToken] = useState("");
  return (
    <form class="take-seat" onSubmit={(e) => {
      e.preventDefault();
      if (token.trim()) location.hash = `token=${encodeURIComponent(token.trim())}`;
    }}>
      <input type="password" autocomplete="off" aria-label="A seat's token" placeholder="a seat's token"
        value={token} onInput={(e) => setToken((e.target as HTMLInputElement).value)} />
      <button type="submit">Take the seat</button>
    </form>
  );
}
