import directory from "../../data/pin-directory.json" with { type: "json" };

/** What the directory says of a PIN code (issue 18, decision 027). */
export type PinPlace = { pincode: string; district: string; state: string };

type Directory = { states: string[]; districts: [number, string][]; pinDelta: number[]; district: number[] };

/** The JSON's inferred type is loose (mixed arrays): the script that writes it gives this shape. */
const DIRECTORY = directory as unknown as Directory;
let byPin: Map<number, number> | null = null;

/** PIN → its district's index, built once on first use from the delta-coded list (19,486 PINs, a few ms). */
function index(): Map<number, number> {
  if (byPin) return byPin;
  const d = DIRECTORY;
  const map = new Map<number, number>();
  let pin = 0;
  d.pinDelta.forEach((delta, i) => {
    pin += delta;
    map.set(pin, d.district[i]!);
  });
  byPin = map;
  return map;
}

/**
 * The district and state of a 6-digit PIN code from India Post's directory, kept offline in
 * server/data/pin-directory.json (scripts/build-pin-directory.ts makes it); null for a PIN it does not list.
 * The state is named as lib/india.ts names it.
 */
export function lookupPin(pincode: string): PinPlace | null {
  if (!/^[1-9]\d{5}$/.test(pincode)) return null;
  const at = index().get(Number(pincode));
  if (at === undefined) return null;
  const d = DIRECTORY;
  const [state, district] = d.districts[at]!;
  return { pincode, district, state: d.states[state]! };
}
