/**
 * GSTIN (GST identification number) checks, for the optional GST number a
 * customer gives at checkout and for the shop's own number.
 *
 * Layout of the 15 characters (after trimming and upper-casing):
 *   1–2   GST state code of the registration (a code listed in lib/india.ts)
 *   3–12  the holder's PAN: 5 letters, 4 digits, 1 letter
 *   13    entity number: how many registrations this PAN has in the state, 1–9 then A–Z
 *   14    "Z" (fixed by default for every PAN-based registration; required here)
 *   15    check character: Luhn mod 36 over the first 14 characters (see gstinCheckChar)
 *
 * Only the format is checked: whether the number is actually registered (and
 * active) is known only to the GST portal.
 */
import { stateByCode } from "./india";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Trimmed and upper-cased: the form a GSTIN is checked and stored in. */
export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check character for the first 14 characters of a GSTIN (upper case),
 * with the official mod-36 algorithm: each character's value in base 36
 * ("0"–"9" = 0–9, "A"–"Z" = 10–35) is multiplied by a factor alternating 1, 2,
 * 1, 2, … from the first character; each product adds floor(product / 36) +
 * product % 36 to the sum; the check value is (36 − sum % 36) % 36.
 * Throws RangeError when the input is not 14 characters of 0–9/A–Z.
 */
export function gstinCheckChar(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError("Expected 14 characters of 0-9 or A-Z");
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * Why this is not a valid GSTIN, as a sentence for the person who typed it,
 * or null when it is valid. Input is normalised first (trim, upper case).
 */
export function gstinProblem(value: string): string | null {
  const g = normaliseGstin(value);
  if (g === "") return "Enter a GST number";
  if (g.length !== 15) return "GST number must be 15 characters";
  if (!/^[0-9A-Z]+$/.test(g)) return "GST number may contain only letters and digits";
  if (!stateByCode(g.slice(0, 2))) return "GST number must start with a valid state code";
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(g.slice(2, 12))) return "GST number must contain a valid PAN (characters 3 to 12)";
  if (!/^[1-9A-Z]$/.test(g.charAt(12))) return "GST number has an invalid entity number (13th character)";
  if (g.charAt(13) !== "Z") return "GST number must have Z as its 14th character";
  if (g.charAt(14) !== gstinCheckChar(g.slice(0, 14))) return "GST number has an invalid check character";
  return null;
}

/** True when the value (after trimming and upper-casing) is a well-formed GSTIN with a correct check character. */
export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}
