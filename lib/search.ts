/**
 * Search in English, Hindi and romanised Hindi (issue 17 item 4, decision record 024): one normal form for the
 * query and the product texts, and the seller's synonym groups ("rope, rassi, rasi, रस्सी").
 */
/**
 * The form both sides are compared in: Unicode NFC, lower case, and the Devanagari spellings people mix up made one:
 * the nukta dropped (ड़ = ड, composed or not: NFC keeps क़…य़ decomposed), chandrabindu as anusvara (ँ = ं), a nasal
 * consonant with virama before a consonant as anusvara (हिन्दी = हिंदी, कम्बल = कंबल), no zero-width joiners. Anything
 * that is not a letter, mark or digit (punctuation, the danda, symbols) is a space; spaces are single.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, "")
    .replace(/\u093c/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g, "\u0902")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** Groups of words meaning the same thing, as the seller wrote them (lib/search-synonyms.ts checks them). */
export type SynonymGroups = string[][];

/** The groups ready for searching: each word's normal form → every normal form of its group. */
export type SynonymIndex = { byWord: Map<string, readonly string[]>; longest: number };

export const NO_SYNONYMS: SynonymIndex = { byWord: new Map(), longest: 1 };

export function synonymIndex(groups: SynonymGroups): SynonymIndex {
  const byWord = new Map<string, readonly string[]>();
  let longest = 1;
  for (const group of groups) {
    const keys = [...new Set(group.map(normaliseSearch).filter((k) => k !== ""))];
    for (const k of keys) {
      if (!byWord.has(k)) byWord.set(k, keys);
      longest = Math.max(longest, k.split(" ").length);
    }
  }
  return { byWord, longest };
}

/**
 * The query's tokens (of its normal form): its words, except that a synonym entry of several words ("lead rope")
 * found in it is one token (the longest entry first); Hindi joining words are left out when other words remain.
 */
export function searchTokens(query: string, index: SynonymIndex): string[] {
  const words = normaliseSearch(query)
    .split(" ")
    .filter((w) => w !== "");
  const tokens: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    for (let n = Math.min(index.longest, words.length - i); n > 1; n--) {
      if (index.byWord.has(words.slice(i, i + n).join(" "))) {
        taken = n;
        break;
      }
    }
    tokens.push(words.slice(i, i + taken).join(" "));
    i += taken;
  }
  const meaningful = tokens.filter((t) => !FILLERS.has(t));
  return meaningful.length > 0 ? meaningful : tokens;
}

/**
 * Hindi's little joining words, in Devanagari and romanised ("kutte ka patta", "घोड़े के लिए रस्सी"): no product
 * text holds them, so with other words in the query they are left out instead of failing the search.
 */
const FILLERS = new Set([
  "का",
  "की",
  "के",
  "को",
  "में",
  "से",
  "लिए",
  "वाला",
  "वाली",
  "वाले",
  "और",
  "ka",
  "ki",
  "ke",
  "ko",
  "mein",
  "me",
  "se",
  "liye",
  "lie",
  "wala",
  "wali",
  "wale",
  "aur",
]);

/**
 * Whether a product's normalised text matches the query: the whole query within the name (the spec's search), or
 * every token within the text, a token also matching through any word of its synonym group.
 */
export function matchesTokens(name: string, haystack: string, query: string, tokens: readonly string[], index: SynonymIndex): boolean {
  if (query === "" || name.includes(query)) return true;
  return tokens.every((t) => haystack.includes(t) || (index.byWord.get(t)?.some((s) => haystack.includes(s)) ?? false));
}
