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
 * A snapshot's index. `words` maps each word to its number; word `w`'s posting is `docs` and `weights` from
 * `starts[w]` to `starts[w + 1]` (every posting in two typed arrays: at 10,000 products the index is ~10,000 words
 * and, as two typed arrays and an object each, it was 50,000 objects for every full collection to mark).
 * `answers`, `matches`: the last searches' outcomes for this snapshot (shoppers type the same few words), most
 * recent last. `score`, `matched`, `seen`: one query's working space, one slot per product (searches run one at a
 * time in this process and leave them as they found them).
 */
type Index = {
  words: SearchableMap<number>;
  starts: Int32Array;
  docs: Int32Array;
  weights: Float64Array;
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

/** A growable list of (word, product, field, count) rows in typed arrays. */
class Rows {
  size = 0;
  word = new Int32Array(1024);
  doc = new Int32Array(1024);
  field = new Uint8Array(1024);
  count = new Uint16Array(1024);
  push(word: number, doc: number, field: number, count: number): void {
    if (this.size === this.word.length) this.grow();
    const i = this.size++;
    this.word[i] = word;
    this.doc[i] = doc;
    this.field[i] = field;
    this.count[i] = count;
  }
  private grow(): void {
    const grown = <T extends Int32Array | Uint8Array | Uint16Array>(a: T, make: (n: number) => T): T => {
      const b = make(a.length * 2);
      b.set(a);
      return b;
    };
    this.word = grown(this.word, (n) => new Int32Array(n));
    this.doc = grown(this.doc, (n) => new Int32Array(n));
    this.field = grown(this.field, (n) => new Uint8Array(n));
    this.count = grown(this.count, (n) => new Uint16Array(n));
  }
}

/**
 * The snapshot's index (built once per snapshot). Built in typed arrays rather than maps of maps: at 10,000
 * products the maps took ~400 ms and left ~30 MB that outlived young collections (a full collection of its own in
 * the middle of the shop's traffic).
 */
export function searchIndex(snap: CatalogSnapshot): Index {
  const known = indexes.get(snap);
  if (known) return known;
  const groups = groupsOf(snap.synonyms);
  const categoryWords = new Map(snap.categories.map((c) => [c.path.toLowerCase(), `${c.text} ${c.translations?.hi?.text ?? ""}`]));
  const n = snap.products.length;
  // Each word's number; a row per (word, product, field) with how often the word is there, in product order; each
  // field's length per product (its distinct words) and average.
  const numbers = new Map<string, number>();
  const rows = new Rows();
  const lengths = FIELDS.map(() => new Uint16Array(n));
  const average = FIELDS.map(() => 0);
  const inField = new Map<number, number>();
  // A word's terms (itself made singular, and its synonym group's marker), numbered; the same words recur throughout.
  const termsOf = new Map<string, number[]>();
  const numbered = (word: string): number[] => {
    const marker = groups.markerOf(word);
    return (marker ? [singular(word), marker] : [singular(word)]).map((term) => numbers.get(term) ?? numbers.set(term, numbers.size).get(term)!);
  };
  snap.products.forEach((p, doc) => {
    const text = docOf(p, categoryWords);
    FIELDS.forEach((field, f) => {
      const words = normaliseSearch(text[field])
        .split(" ")
        .filter((w) => w !== "");
      const distinct = new Set(words).size;
      lengths[f]![doc] = distinct;
      average[f] = average[f]! + distinct / n;
      inField.clear();
      for (const word of words) {
        for (const w of termsOf.get(word) ?? termsOf.set(word, numbered(word)).get(word)!) inField.set(w, (inField.get(w) ?? 0) + 1);
      }
      for (const [w, count] of inField) rows.push(w, doc, f, count);
    });
  });
  // How many products have each word in each field (for its idf); the rows grouped by word, still in product order.
  const W = numbers.size;
  const F = FIELDS.length;
  const having = new Int32Array(W * F);
  const starts = new Int32Array(W + 1);
  for (let i = 0; i < rows.size; i++) {
    having[rows.word[i]! * F + rows.field[i]!]!++;
    starts[rows.word[i]! + 1]!++;
  }
  for (let w = 0; w < W; w++) starts[w + 1]! += starts[w]!;
  const order = new Int32Array(rows.size);
  const next = starts.slice(0, W);
  for (let i = 0; i < rows.size; i++) order[next[rows.word[i]!]!++] = i;
  // Each word's posting: its products in order, a product's fields' BM25 weights summed.
  const docs = new Int32Array(rows.size);
  const weights = new Float64Array(rows.size);
  const postingStarts = new Int32Array(W + 1);
  let out = 0;
  for (let w = 0; w < W; w++) {
    postingStarts[w] = out;
    let last = -1;
    for (let k = starts[w]!; k < starts[w + 1]!; k++) {
      const i = order[k]!;
      const doc = rows.doc[i]!;
      const f = rows.field[i]!;
      const tf = rows.count[i]!;
      const df = having[w * F + f]!;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const norm = BM25.k * (1 - BM25.b + (BM25.b * lengths[f]![doc]!) / (average[f] || 1));
      const weight = BOOST[FIELDS[f]!] * idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + norm));
      if (doc === last) weights[out - 1] = weights[out - 1]! + weight;
      else {
        docs[out] = doc;
        weights[out++] = weight;
        last = doc;
      }
    }
  }
  postingStarts[W] = out;
  const words = new SearchableMap<number>();
  for (const [term, w] of numbers) words.set(term, w);
  const index: Index = {
    words,
    starts: postingStarts,
    docs: docs.slice(0, out),
    weights: weights.slice(0, out),
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

/** Word `w`'s posting (views on the index's arrays). */
function postingAt(index: Index, w: number): Posting {
  return { docs: index.docs.subarray(index.starts[w], index.starts[w + 1]), weights: index.weights.subarray(index.starts[w], index.starts[w + 1]) };
}

/** A query word's postings, each with how much it counts: the word (or its group), a prefix, one typo. */
function postingsOf(index: Index, token: string, typing: boolean): Array<[Posting, number]> {
  const marker = index.groups.markerOf(token);
  if (marker) {
    const found: Array<[Posting, number]> = [];
    const own = index.words.get(marker);
    if (own !== undefined) found.push([postingAt(index, own), 1]);
    for (const phrase of index.groups.phrases.get(marker) ?? []) {
      const all = allOf(index, phrase);
      if (all) found.push([all, 1]);
    }
    return found;
  }
  const word = singular(token);
  const found = new Map<string, [Posting, number]>();
  const own = index.words.get(word);
  if (own !== undefined) found.set(word, [postingAt(index, own), 1]);
  if (typing && word.length >= 2) {
    for (const [term, w] of index.words.atPrefix(word)) {
      if (term !== word && !term.startsWith("~"))
        found.set(term, [postingAt(index, w), (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length))]);
    }
  }
  if (word.length >= 5) {
    for (const [term, [w, distance]] of index.words.fuzzyGet(word, 1)) {
      if (distance > 0 && !found.has(term)) found.set(term, [postingAt(index, w), (FUZZY_WEIGHT * term.length) / (term.length + distance)]);
    }
  }
  return [...found.values()];
}

/** The products having every word of a synonym entry of several words, with the sum of their weights. */
function allOf(index: Index, phrase: string[]): Posting | undefined {
  let weights: Map<number, number> | undefined;
  for (const word of phrase) {
    const w = index.words.get(word);
    if (w === undefined) return undefined;
    const posting = postingAt(index, w);
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
