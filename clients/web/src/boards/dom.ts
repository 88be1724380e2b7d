// Small DOM helpers shared by the page and the game drawings.
export const el = (tag: string, text?: string, cls?: string): HTMLElement => {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
};

/** A seat's name as the table shows it: "Ann (seat 0)". */
export const seatName = (players: string[], seat: number) =>
  `${players[seat] ?? "?"} (seat ${seat})`;

/** Seconds left until a deadline (epoch seconds), never below zero. */
export const secondsLeft = (deadline: bigint) =>
  Math.max(0, Math.round(Number(deadline) - Date.now() / 1000));
