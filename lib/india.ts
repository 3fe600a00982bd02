/**
 * The 28 states and 8 union territories of India with their GST state codes
 * (the two digits that start every GSTIN and decide the place of supply).
 *
 * Left out on purpose: codes that name no place a parcel can be delivered to or
 * that are no longer issued — 25 (Daman and Diu, merged into 26 in 2020), 28
 * (undivided Andhra Pradesh, replaced by 37), 97 (Other Territory) and 99
 * (Centre Jurisdiction).
 */

export type IndianStateKind = "state" | "union territory";

export type IndianState = { readonly name: string; readonly code: string; readonly kind: IndianStateKind };

/** Sorted by name (plain code-unit order, which here is also alphabetical order). */
export const INDIAN_STATES = [
  { name: "Andaman and Nicobar Islands", code: "35", kind: "union territory" },
  { name: "Andhra Pradesh", code: "37", kind: "state" },
  { name: "Arunachal Pradesh", code: "12", kind: "state" },
  { name: "Assam", code: "18", kind: "state" },
  { name: "Bihar", code: "10", kind: "state" },
  { name: "Chandigarh", code: "04", kind: "union territory" },
  { name: "Chhattisgarh", code: "22", kind: "state" },
  { name: "Dadra and Nagar Haveli and Daman and Diu", code: "26", kind: "union territory" },
  { name: "Delhi", code: "07", kind: "union territory" },
  { name: "Goa", code: "30", kind: "state" },
  { name: "Gujarat", code: "24", kind: "state" },
  { name: "Haryana", code: "06", kind: "state" },
  { name: "Himachal Pradesh", code: "02", kind: "state" },
  { name: "Jammu and Kashmir", code: "01", kind: "union territory" },
  { name: "Jharkhand", code: "20", kind: "state" },
  { name: "Karnataka", code: "29", kind: "state" },
  { name: "Kerala", code: "32", kind: "state" },
  { name: "Ladakh", code: "38", kind: "union territory" },
  { name: "Lakshadweep", code: "31", kind: "union territory" },
  { name: "Madhya Pradesh", code: "23", kind: "state" },
  { name: "Maharashtra", code: "27", kind: "state" },
  { name: "Manipur", code: "14", kind: "state" },
  { name: "Meghalaya", code: "17", kind: "state" },
  { name: "Mizoram", code: "15", kind: "state" },
  { name: "Nagaland", code: "13", kind: "state" },
  { name: "Odisha", code: "21", kind: "state" },
  { name: "Puducherry", code: "34", kind: "union territory" },
  { name: "Punjab", code: "03", kind: "state" },
  { name: "Rajasthan", code: "08", kind: "state" },
  { name: "Sikkim", code: "11", kind: "state" },
  { name: "Tamil Nadu", code: "33", kind: "state" },
  { name: "Telangana", code: "36", kind: "state" },
  { name: "Tripura", code: "16", kind: "state" },
  { name: "Uttar Pradesh", code: "09", kind: "state" },
  { name: "Uttarakhand", code: "05", kind: "state" },
  { name: "West Bengal", code: "19", kind: "state" },
] as const satisfies readonly IndianState[];

/** One entry of INDIAN_STATES, with its name and code as literal types. */
export type KnownIndianState = (typeof INDIAN_STATES)[number];

/** The canonical name of a state or union territory, e.g. "Uttar Pradesh". */
export type IndianStateName = KnownIndianState["name"];

/** A few older or common spellings people still type, mapped to the canonical name. */
const ALIASES: Readonly<Record<string, IndianStateName>> = {
  orissa: "Odisha",
  pondicherry: "Puducherry",
  uttaranchal: "Uttarakhand",
  "new delhi": "Delhi",
  "nct of delhi": "Delhi",
  "national capital territory of delhi": "Delhi",
  "andaman and nicobar": "Andaman and Nicobar Islands",
};

/** Lower case, single spaces, "&" read as "and": the form names are compared in. */
function key(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, " and ")
    .replace(/\s+/g, " ");
}

const byKey = new Map<string, KnownIndianState>(INDIAN_STATES.map((s) => [key(s.name), s]));
for (const [alias, name] of Object.entries(ALIASES)) {
  const state = byKey.get(key(name));
  if (state) byKey.set(alias, state);
}
const byCode = new Map<string, KnownIndianState>(INDIAN_STATES.map((s) => [s.code, s]));

/**
 * The state or union territory with this name, compared case-insensitively after
 * trimming (inner runs of spaces and "&" for "and" are tolerated, as are a few
 * old names such as "Orissa"); undefined when there is none.
 */
export function stateByName(name: string): KnownIndianState | undefined {
  return byKey.get(key(name));
}

/** The state or union territory with this two-digit GST state code, e.g. "09". */
export function stateByCode(code: string): KnownIndianState | undefined {
  return byCode.get(code.trim());
}
