// What the page's address says: `/` the lobby; `/games/<id>` a table as a spectator;
// `/games/<id>#token=…` as that seat (the fragment never reaches the server, and staying in
// the address it survives a reload); `?v=N` the replay at version N.
export interface Address {
  game?: string; // the game's resource name, "games/<id>"
  token?: string;
  version?: number;
}

export function readAddress(loc: Location = location): Address {
  const found = /^\/games\/([^/]+)\/?$/.exec(loc.pathname);
  if (!found) return {};
  const token = new URLSearchParams(loc.hash.slice(1)).get("token") || undefined;
  const v = Number(new URLSearchParams(loc.search).get("v"));
  return {
    game: `games/${decodeURIComponent(found[1])}`,
    token,
    version: Number.isInteger(v) && v > 0 ? v : undefined,
  };
}

/** The table's address, path only (a link from the lobby): "/games/<id>". */
export const tablePath = (name: string) => `/${name}`;

/** A seat's link to hand out: the whole address with its token in the fragment. */
export const seatLink = (name: string, token: string) =>
  `${location.origin}/${name}#token=${encodeURIComponent(token)}`;
