import SearchableMap from "minisearch/SearchableMap";
import { productPath, type ApiProduct } from "../../../lib/catalog";
import { normaliseSearch, searchTokens, type SynonymIndex } from "../../../lib/search";
import { cutQuery, type SearchHit } from "../../../lib/search-hits";
import type { CatalogSnapshot } from "./catalog.cache";

/**
 * Search that forgives (issue 19, item 3; decision 034), over the in-memory catalogue: one index per catalogue
 * snapshot, built on the first search after the catalogue changes.
 *
 * - Words are compared in lib/search.ts's normal form (case, Devanagari spellings) and English plurals are made
 *   singular on both sides ("halters" = "halter", "leashes" = "leash"); word order does not matter.
 * - One typo in a word of 5 letters or more ("coller"); the last word of the query also matches as a prefix (what
 *   someone is still typing).
 * - The seller's synonym groups: each query word matches through any word of its group (rasi = rassi = रस्सी).
 * - Fields: the names in English and Hindi (weighted most), the category's words, option values (sizes, colours),
 *   SKU.
 * - Every word must match; when no product has them all, products matching any word are shown.
 * - Ranked in-stock first, then by match, then by units sold in the last 90 days (then by id, a fixed order).
 *
 * The words live in MiniSearch's radix tree (its SearchableMap: exact, prefix and fuzzy look-ups); each word's
 * products and weights are typed arrays, the BM25 weight of every (word, product) worked out when the index is
 * built, so a query only adds numbers. MiniSearch's own search built a result object with match details for every
 * matching product (1.6 µs each: 10 ms for a word that 6,000 of 10,000 products have) only for the page to keep five.
 */

/**
 * A product's searchable text. The English and Hindi names are one field (as are the category's words): a word of a
 * synonym group in both ("dog", "कुत्ते") is then one posting, not two, and the two were weighted alike anyway.
 */
type Doc = { names: string; category: string; options: string; sku: string };
type Field = keyof Doc;

const BOOST: Record<Field, number> = { names: 3, category: 1.5, options: 1, sku: 1 };
const FIELDS = Object.keys(BOOST) as Field[];
/** MiniSearch's BM25 parameters (k: saturation, b: length normalisation, d: the floor for any match). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** How much a prefix or one-typo match counts against the word itself (MiniSearch's weights). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** English plural → singular for Latin words of 4+ letters; other words as they are. */
export function singular(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The synonym groups as the index uses them. Every one-word member of a group is indexed twice: as itself (so a
 * typo or a prefix of it still finds it) and as the group's marker ("~3": no query word has a "~", normaliseSearch
 * makes it a space), so a query word of the group is one look-up of the marker instead of one per member (the
 * default "dog" group has six spellings). Members of several words ("lead rope") are searched as all their words.
 */
type Groups = { markerOf: (word: string) => string | undefined; phrases: Map<string, string[][]> };

function groupsOf(synonyms: SynonymIndex): Groups {
  const markers = new Map<readonly string[], string>();
  const phrases = new Map<string, string[][]>();
  for (const members of synonyms.byWord.values()) {
    if (markers.has(members)) continue;
    const marker = `~${markers.size}`;
    markers.set(members, marker);
    phrases.set(
      marker,
      members.filter((m) => m.includes(" ")).map((m) => m.split(" ").map(singular)),
    );
  }
  return {
    markerOf: (word) => {
      const members = synonyms.byWord.get(word) ?? synonyms.byWord.get(singular(word));
      return members ? markers.get(members) : undefined;
    },
    phrases,
  };
}

function docOf(p: ApiProduct, categoryWords: Map<string, string>): Doc {
  const values = new Set<string>();
  for (const v of p.variants ?? []) for (const value of Object.values(v.options)) values.add(value);
  for (const o of p.options ?? []) for (const value of o.values) values.add(value);
  return {
    names: `${p.name} ${p.translations?.hi?.name ?? ""}`,
    // The category as stored (its path) and as its tile shows it, in English and Hindi.
    category: `${p.category} ${categoryWords.get(p.category.toLowerCase()) ?? ""}`,
    options: [...values].join(" "),
    sku: [p.sku, ...(p.variants ?? []).map((v) => v.sku)].join(" "),
  };
}

/** The products (by place in the snapshot's list) that have a word, each with the word's BM25 weight there. */
type Posting = { docs: Int32Array; weights: Float64Array };

/**
 * A snapshot's index. `answers`, `matches`: the last searches' outcomes for this snapshot (shoppers type the same few words),
 * most recent last. `score`, `matched`, `seen`: one query's working space, one slot per product (searches run one
 * at a time in this process and leave them as they found them).
 */
type Index = {
  words: SearchableMap<Posting>;
  products: readonly ApiProduct[];
  synonyms: SynonymIndex;
  groups: Groups;
  answers: Map<string, SearchOutcome>;
  matches: Map<string, Int32Array>;
  score: Float64Array;
  matched: Uint16Array;
  seen: Uint16Array;
};
const REMEMBERED = 500;
const indexes = new WeakMap<CatalogSnapshot, Index>();

/** The snapshot's index (built once per snapshot). */
export function searchIndex(snap: CatalogSnapshot): Index {
  const known = indexes.get(snap);
  if (known) return known;
  const groups = groupsOf(snap.synonyms);
  const categoryWords = new Map(snap.categories.map((c) => [c.path.toLowerCase(), `${c.text} ${c.translations?.hi?.text ?? ""}`]));
  const n = snap.products.length;
  // word → field → product → how often; each field's length per product (its distinct words) and average.
  const counts = new Map<string, Map<Field, Map<number, number>>>();
  const lengths = new Map(FIELDS.map((f) => [f, new Uint16Array(n)]));
  const average = new Map(FIELDS.map((f) => [f, 0]));
  snap.products.forEach((p, doc) => {
    const text = docOf(p, categoryWords);
    for (const field of FIELDS) {
      const words = normaliseSearch(text[field])
        .split(" ")
        .filter((w) => w !== "");
      lengths.get(field)![doc] = new Set(words).size;
      average.set(field, average.get(field)! + new Set(words).size / n);
      for (const word of words) {
        const marker = groups.markerOf(word);
        for (const term of marker ? [singular(word), marker] : [singular(word)]) {
          const byField = counts.get(term) ?? counts.set(term, new Map()).get(term)!;
          const byDoc = byField.get(field) ?? byField.set(field, new Map()).get(field)!;
          byDoc.set(doc, (byDoc.get(doc) ?? 0) + 1);
        }
      }
    }
  });
  const words = new SearchableMap<Posting>();
  for (const [term, byField] of counts) {
    const weight = new Map<number, number>();
    for (const [field, byDoc] of byField) {
      const idf = Math.log(1 + (n - byDoc.size + 0.5) / (byDoc.size + 0.5));
      const avg = average.get(field) || 1;
      for (const [doc, tf] of byDoc) {
        const norm = BM25.k * (1 - BM25.b + (BM25.b * lengths.get(field)![doc]!) / avg);
        weight.set(doc, (weight.get(doc) ?? 0) + BOOST[field] * idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + norm)));
      }
    }
    words.set(term, postingOf(weight));
  }
  const index: Index = {
    words,
    products: snap.products,
    synonyms: snap.synonyms,
    groups,
    answers: new Map(),
    matches: new Map(),
    score: new Float64Array(n),
    matched: new Uint16Array(n),
    seen: new Uint16Array(n),
  };
  indexes.set(snap, index);
  return index;
}

/** A query word's postings, each with how much it counts: the word (or its group), a prefix, one typo. */
function postingsOf(index: Index, token: string, typing: boolean): Array<[Posting, number]> {
  const marker = index.groups.markerOf(token);
  if (marker) {
    const found: Array<[Posting, number]> = [];
    const own = index.words.get(marker);
    if (own) found.push([own, 1]);
    for (const phrase of index.groups.phrases.get(marker) ?? []) {
      const all = allOf(index, phrase);
      if (all) found.push([all, 1]);
    }
    return found;
  }
  const word = singular(token);
  const found = new Map<string, [Posting, number]>();
  const own = index.words.get(word);
  if (own) found.set(word, [own, 1]);
  if (typing && word.length >= 2) {
    for (const [term, posting] of index.words.atPrefix(word)) {
      if (term !== word && !term.startsWith("~")) found.set(term, [posting, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length))]);
    }
  }
  if (word.length >= 5) {
    for (const [term, [posting, distance]] of index.words.fuzzyGet(word, 1)) {
      if (distance > 0 && !found.has(term)) found.set(term, [posting, (FUZZY_WEIGHT * term.length) / (term.length + distance)]);
    }
  }
  return [...found.values()];
}

/** The products having every word of a synonym entry of several words, with the sum of their weights. */
function allOf(index: Index, phrase: string[]): Posting | undefined {
  let weights: Map<number, number> | undefined;
  for (const word of phrase) {
    const posting = index.words.get(word);
    if (!posting) return undefined;
    const next = new Map<number, number>();
    posting.docs.forEach((doc, i) => {
      if (!weights || weights.has(doc)) next.set(doc, (weights?.get(doc) ?? 0) + posting.weights[i]!);
    });
    weights = next;
  }
  return weights && weights.size > 0 ? postingOf(weights) : undefined;
}

/** Product → weight as a posting's typed arrays. */
function postingOf(weights: ReadonlyMap<number, number>): Posting {
  const docs = Int32Array.from(weights.keys());
  return { docs, weights: Float64Array.from(docs, (d) => weights.get(d)!) };
}

export type SearchOutcome = { query: string; total: number; hits: SearchHit[] };

/**
 * Searches the catalogue; the first `limit` hits, ranked as the top of this file says (`total`: all the matches). The
 * last 500 answers of a snapshot are remembered (a new snapshot, after any catalogue change, starts afresh; `sales`
 * changes at most every 10 minutes and only reorders ties). `remember: false` for the bench's cold figures.
 */
export function searchCatalogue(snap: CatalogSnapshot, rawQuery: string, sales: ReadonlyMap<string, number>, limit: number, remember = true): SearchOutcome {
  const query = cutQuery(rawQuery);
  const index = searchIndex(snap);
  return remembered(index.answers, `${limit} ${query}`, remember, () => {
    const ranked = rank(index, query, sales);
    return { query, total: ranked.length, hits: top(ranked, limit).map(({ product }) => hitOf(product)) };
  });
}

/**
 * Every match in rank order, as places in `snap.products` (the listing's `?q=`: it pages and filters them itself),
 * remembered alike.
 */
export function searchMatches(snap: CatalogSnapshot, rawQuery: string, sales: ReadonlyMap<string, number>, remember = true): Int32Array {
  const query = cutQuery(rawQuery);
  const index = searchIndex(snap);
  return remembered(index.matches, query, remember, () => Int32Array.from(rank(index, query, sales).sort(before), ({ doc }) => doc));
}

/** `memory`'s answer for `key` (now the most recent), or `make`'s, kept; the oldest goes past REMEMBERED. */
function remembered<T>(memory: Map<string, T>, key: string, remember: boolean, make: () => T): T {
  const known = remember ? memory.get(key) : undefined;
  if (known !== undefined) {
    memory.delete(key);
    memory.set(key, known);
    return known;
  }
  const made = make();
  if (remember) {
    memory.set(key, made);
    if (memory.size > REMEMBERED) memory.delete(memory.keys().next().value!);
  }
  return made;
}

/** The query's matches with their scores, in no order. */
function rank(index: Index, query: string, sales: ReadonlyMap<string, number>): Ranked[] {
  const last = normaliseSearch(query).split(" ").at(-1) ?? "";
  let tokens = searchTokens(query, index.synonyms);
  // A last word of one letter is still being typed: as a prefix it would match nearly every word, so it waits.
  if (tokens.length > 1 && last.length === 1 && tokens.at(-1) === last) tokens = tokens.slice(0, -1);
  if (tokens.length === 0) return [];
  // Each product's score (the sum of its matching words' weights) and how many query words it has.
  const { score, matched, seen } = index;
  const candidates: number[] = [];
  tokens.forEach((token, t) => {
    for (const [{ docs, weights }, weight] of postingsOf(index, token, t === tokens.length - 1 && token === last)) {
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        score[doc] = score[doc]! + weight * weights[i]!;
        if (seen[doc] === t + 1) continue;
        seen[doc] = t + 1;
        if (matched[doc] === 0) candidates.push(doc);
        matched[doc] = matched[doc]! + 1;
      }
    }
  });
  // Every word when some product has them all, else any word (more words matched count for more, as in MiniSearch).
  const needed = candidates.some((doc) => matched[doc] === tokens.length) ? tokens.length : 1;
  const ranked: Ranked[] = [];
  for (const doc of candidates) {
    if (matched[doc]! >= needed) {
      const product = index.products[doc]!;
      ranked.push({ product, doc, score: Math.round(score[doc]! * matched[doc]! * 100) / 100, sold: sales.get(product._id) ?? 0 });
    }
    score[doc] = 0;
    matched[doc] = 0;
    seen[doc] = 0;
  }
  return ranked;
}

/** A match: the product, its place in the snapshot's list, its score and units sold. */
type Ranked = { product: ApiProduct; doc: number; score: number; sold: number };

/** In stock first, then the better match, then more sold, then the id (a fixed order). */
function before(a: Ranked, b: Ranked): number {
  return (
    Number(b.product.inStock) - Number(a.product.inStock) ||
    b.score - a.score ||
    b.sold - a.sold ||
    (a.product._id < b.product._id ? -1 : a.product._id > b.product._id ? 1 : 0)
  );
}

/** The first `k` in `before` order without sorting them all (a broad query matches thousands; a page shows a few). */
function top(items: Ranked[], k: number): Ranked[] {
  const best: Ranked[] = [];
  for (const item of items) {
    if (best.length === k && before(item, best[k - 1]!) >= 0) continue;
    let i = best.length - (best.length === k ? 1 : 0);
    best[i] = item;
    for (; i > 0 && before(best[i]!, best[i - 1]!) < 0; i--) [best[i], best[i - 1]] = [best[i - 1]!, best[i]!];
  }
  return best;
}

export function hitOf(p: ApiProduct): SearchHit {
  const nameHi = p.translations?.hi?.name;
  return {
    _id: p._id,
    name: p.name,
    ...(nameHi ? { nameHi } : {}),
    category: p.category,
    image: p.image[0] ?? null,
    offerPrice: p.offerPrice,
    price: p.price,
    inStock: p.inStock,
    href: productPath(p),
  };
}
