/**
 * The seller's search synonyms (issue 17 item 4, decision record 024): the limits, the PUT body and its check.
 * Apart from lib/search.ts so that the storefront's bundle, which searches, does not carry zod schemas.
 */
import { z } from "zod";
import { normaliseSearch, type SynonymGroups } from "./search";

/** Limits of the seller's list (PUT /api/seller/search-synonyms). */
export const MAX_SYNONYM_GROUPS = 200;
export const MAX_GROUP_WORDS = 20;
export const MAX_SYNONYM_CHARS = 40;
/** A multi-word entry ("lead rope") has at most this many words. */
export const MAX_ENTRY_WORDS = 3;

/** The text a stale save is refused with (409). */
export const STALE_SYNONYMS =
  "The search synonyms were changed since you opened them (saved in another tab or by someone else). Reload the page, then make your changes again.";
export const SYNONYMS_SAVED = "Search synonyms saved";

const word = z
  .string()
  .max(200, "A word is too long")
  .transform((w) => w.normalize("NFC").trim().replace(/\s+/g, " "));

/** PUT body: every group, and the `updatedAt` the list was loaded as (null: the shop never saved a list). */
export const saveSynonymsBody = z.strictObject({
  groups: z.array(z.array(word).max(100, "A group has too many words")).max(1000, "Too many groups"),
  updatedAt: z.string().max(40).nullable(),
});

/**
 * The seller's groups checked and tidied (empty words and repeats within a group dropped, empty groups dropped), or
 * the first problem in words the seller understands, naming the group or the word.
 */
export function checkSynonyms(groups: string[][]): { groups: SynonymGroups } | { message: string } {
  const kept: SynonymGroups = [];
  const owner = new Map<string, number>(); // normal form → 1-based group number
  for (const [i, raw] of groups.entries()) {
    const n = i + 1; // the group's place in what was sent: the screen's line
    const words: string[] = [];
    const here = new Set<string>();
    for (const w of raw) {
      if (w === "") continue;
      if (w.length > MAX_SYNONYM_CHARS) return { message: `Group ${n}: “${w.slice(0, MAX_SYNONYM_CHARS)}…” is longer than ${MAX_SYNONYM_CHARS} characters` };
      if (w.includes(",")) return { message: `Group ${n}: “${w}” has a comma; each word of a group is separate` };
      const key = normaliseSearch(w);
      if (key === "") return { message: `Group ${n}: “${w}” has no letters or digits` };
      if (key.split(" ").length > MAX_ENTRY_WORDS) return { message: `Group ${n}: “${w}” has more than ${MAX_ENTRY_WORDS} words; use shorter entries` };
      if (here.has(key)) continue;
      const other = owner.get(key);
      if (other !== undefined) return { message: `“${w}” is in two groups (${other} and ${n}): keep it in one` };
      here.add(key);
      words.push(w);
    }
    if (words.length === 0) continue;
    if (words.length === 1) return { message: `Group ${n}: “${words[0]}” needs at least one other word that means the same` };
    if (words.length > MAX_GROUP_WORDS) return { message: `Group ${n}: at most ${MAX_GROUP_WORDS} words in a group` };
    for (const key of here) owner.set(key, n);
    kept.push(words);
    if (kept.length > MAX_SYNONYM_GROUPS) return { message: `At most ${MAX_SYNONYM_GROUPS} groups, please` };
  }
  return { groups: kept };
}
