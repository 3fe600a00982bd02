import directory from "./pin-directory.json" with { type: "json" };

/** What the directory says of a PIN code (issue 18, decision 027). */
export type PinPlace = { pincode: string; district: string; state: string };

type Directory = { states: string[]; districts: [number, string][]; pinDelta: number[]; district: number[]; otherStates: [number, number][] };

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
 * server/modules/addresses/pin-directory.json (scripts/build-pin-directory.ts makes it); null for a PIN it does not list.
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

/** Every state a PIN's post offices are in: its own, and for a few border PINs another one too. */
function statesOf(pin: string): string[] {
  const place = lookupPin(pin);
  if (!place) return [];
  const n = Number(pin);
  return [place.state, ...DIRECTORY.otherStates.filter(([p]) => p === n).map(([, s]) => DIRECTORY.states[s]!)];
}

/**
 * Why an address's PIN and state cannot both be right, or null when they agree: an unknown PIN, or a PIN in another
 * state ("PIN 600001 is in Tamil Nadu"; the state also decides the GST split).
 */
export function pinStateProblem(pincode: string, state: string): string | null {
  const states = statesOf(pincode);
  if (states.length === 0) return UNKNOWN_PIN;
  return states.includes(state) ? null : `PIN ${pincode} is in ${states[0]}`;
}

export const UNKNOWN_PIN = "We do not know this PIN code. Please check it.";
