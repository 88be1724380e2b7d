// Each game's own drawing of its typed view, by the Game.view oneof's case. A game without
// one is drawn generically from its view (table.ts), which is also shown under every drawing.
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import * as dragons from "./dragons";
import * as emira from "./emira";
import * as g1001 from "./g1001";
import * as tales from "./tales";
import * as treasures from "./treasures";

type Drawing = (game: Game, view: never) => HTMLElement;

export const DRAWINGS: Partial<Record<NonNullable<Game["view"]["case"]>, Drawing>> = {
  dragons: dragons.draw as Drawing,
  emira: emira.draw as Drawing,
  g1001: g1001.draw as Drawing,
  tales: tales.draw as Drawing,
  treasures: treasures.draw as Drawing,
};
