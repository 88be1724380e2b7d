// The shape of the Tales board's data (./data.ts, generated from seeds/tales/ by
// clients/web/scripts/tales_data.py).

export interface TalesSpace {
  name: string;
  continent: string;
  terrain: string; // "city", "forest", "mountain", "desert", "island", "sea" or "place_of_power"
  number: number; // the number printed under the space (added to the chart roll)
  land: string[];
  sea: string[];
  arrow: string; // a Place of Power's one-way arrow: the space one leaves it by ("" elsewhere)
  x: number;
  y: number;
}

export interface TalesData {
  width: number;
  height: number;
  radius: number;
  continents: Record<string, { name: string; x: number; y: number }>;
  bends: { a: string; b: string; x: number; y: number }[];
  spaces: Record<string, TalesSpace>;
  names: Record<string, Record<string, string>>; // by kind ("skills"), a name by id
}
