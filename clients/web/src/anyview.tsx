// A game with no board of its own yet: its view, as the server sent it, in nested lists
// with every name in words. Nothing here is more than the caller may see.
import { toJson, type JsonObject, type JsonValue } from "@bufbuild/protobuf";
import { GameSchema, type Game } from "./gen/scheherazade/v1/game_service_pb";
import { inWords } from "./words";

export function AnyView({ game }: { game: Game }) {
  const json = toJson(GameSchema, game) as JsonObject;
  const view = ((game.view.case && json[game.view.case]) ?? json.viewJson ?? {}) as JsonValue;
  return <div class="any-view"><Value value={view} /></div>;
}

function Value({ value }: { value: JsonValue }) {
  if (value === null) return <span>none</span>;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) {
      return <span>{value.map((v) => (v === null ? "none" : String(v).replace(/_/g, " "))).join(", ") || "none"}</span>;
    }
    return <ol>{value.map((v) => <li><Value value={v} /></li>)}</ol>;
  }
  if (typeof value === "object") {
    return (
      <dl>
        {Object.entries(value).map(([k, v]) => [<dt>{inWords(k)}</dt>, <dd><Value value={v as JsonValue} /></dd>])}
      </dl>
    );
  }
  return <span>{String(value).replace(/_/g, " ")}</span>;
}
