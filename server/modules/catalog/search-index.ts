import MiniSearch, { type Query, type SearchResult } from "minisearch";
import { productPath, type ApiProduct } from "../../../lib/catalog";
import { normaliseSearch, searchTokens, type SynonymIndex } from "../../../lib/search";
import { cutQuery, type SearchHit } from "../../../lib/search-hits";
import type { CatalogSnapshot } from "./catalog.cache";

/**
 * Search that forgives (issue 19, item 3; decision 034), over the in-memory catalogue with MiniSearch: one index per
 * catalogue snapshot, built on the first search after the catalogue changes.
 *
 * - Words are compared in lib/search.ts's normal form (case, Devanagari spellings) and English plurals are made
 *   singular on both sides ("halters" = "halter", "leashes" = "leash"); word order does not matter.
 * - One typo in a word of 5 letters or more ("coller"); the last word of the query also matches as a prefix (what
 *   someone is still typing).
 * - The seller's synonym groups: each query word matches through any word of its group (rasi = rassi = रस्सी).
 * - Fields: the name and the Hindi name (weighted most), the category and its Hindi name, option values (sizes,
 *   colours), SKU.
 * - Every word must match; when no product has them all, products matching any word are shown.
 * - Ranked in-stock first, then by match, then by units sold in the last 90 days (then by id, a fixed order).
 */

type Doc = { id: string; name: string; nameHi: string; category: string; categoryHi: string; options: string; sku: string };

const FIELDS = ["name", "nameHi", "category", "categoryHi", "options", "sku"] as const;
const BOOST = { name: 3, nameHi: 3, category: 1.5, categoryHi: 1.5, options: 1, sku: 1 };

/** English plural → singular for Latin words of 4+ letters; other words as they are. */
export function singular(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const tokenize = (text: string) => normaliseSearch(text).split(" ");
const processTerm = (term: string) => (term === "" ? null : singular(term));

function docOf(p: ApiProduct, categoryWords: Map<string, string>): Doc {
  const values = new Set<string>();
  for (const v of p.variants ?? []) for (const value of Object.values(v.options)) values.add(value);
  for (const o of p.options ?? []) for (const value of o.values) values.add(value);
  return {
    id: p._id,
    name: p.name,
    nameHi: p.translations?.hi?.name ?? "",
    category: p.category,
    // The category as stored (its path) and as its tile shows it, in English and Hindi.
    categoryHi: categoryWords.get(p.category.toLowerCase()) ?? "",
    options: [...values].join(" "),
    sku: [p.sku, ...(p.variants ?? []).map((v) => v.sku)].join(" "),
  };
}

/** `answers`: the last searches' outcomes for this snapshot (shoppers type the same few words), most recent last. */
type Index = { mini: MiniSearch<Doc>; byId: Map<string, ApiProduct>; synonyms: SynonymIndex; answers: Map<string, SearchOutcome> };
const REMEMBERED = 500;
const indexes = new WeakMap<CatalogSnapshot, Index>();

/** The snapshot's index (built once per snapshot). */
export function searchIndex(snap: CatalogSnapshot): Index {
  const known = indexes.get(snap);
  if (known) return known;
  const mini = new MiniSearch<Doc>({ fields: [...FIELDS], idField: "id", tokenize, processTerm });
  const categoryWords = new Map(snap.categories.map((c) => [c.path.toLowerCase(), `${c.text} ${c.translations?.hi?.text ?? ""}`]));
  mini.addAll(snap.products.map((p) => docOf(p, categoryWords)));
  const index = { mini, byId: snap.byId, synonyms: snap.synonyms, answers: new Map<string, SearchOutcome>() };
  indexes.set(snap, index);
  return index;
}

/** A query word's alternatives: itself and its synonym group's words (each may be several words, "lead rope"). */
function alternatives(token: string, synonyms: SynonymIndex): string[] {
  return [...new Set([token, ...(synonyms.byWord.get(token) ?? synonyms.byWord.get(singular(token)) ?? [])])];
}

function queryOf(tokens: string[], synonyms: SynonymIndex, combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: tokens.map((t) => ({ combineWith: "OR", queries: alternatives(t, synonyms).map((alt) => ({ combineWith: "AND", queries: [alt] })) })),
  };
}

const fuzzy = (term: string) => (term.length >= 5 ? 1 : false);

export type SearchOutcome = { query: string; total: number; hits: SearchHit[] };

/**
 * Searches the catalogue; `limit` hits (all when omitted), ranked as the top of this file says. The last 500
 * answers of a snapshot are remembered (a new snapshot, after any catalogue change, starts afresh; `sales` changes
 * at most every 10 minutes and only reorders ties). `remember: false` for the bench's cold figures.
 */
export function searchCatalogue(snap: CatalogSnapshot, rawQuery: string, sales: ReadonlyMap<string, number>, limit?: number, remember = true): SearchOutcome {
  const query = cutQuery(rawQuery);
  const index = searchIndex(snap);
  const key = `${limit ?? "all"} ${query}`;
  const known = remember ? index.answers.get(key) : undefined;
  if (known) {
    index.answers.delete(key);
    index.answers.set(key, known);
    return known;
  }
  const outcome = rankedSearch(index, query, sales, limit);
  if (remember) {
    index.answers.set(key, outcome);
    if (index.answers.size > REMEMBERED) index.answers.delete(index.answers.keys().next().value!);
  }
  return outcome;
}

function rankedSearch(index: Index, query: string, sales: ReadonlyMap<string, number>, limit: number | undefined): SearchOutcome {
  const tokens = searchTokens(query, index.synonyms);
  if (tokens.length === 0) return { query, total: 0, hits: [] };
  const typing = processTerm(normaliseSearch(query).split(" ").at(-1) ?? "");
  const options = {
    boost: BOOST,
    fuzzy,
    // The word being typed (the query's last) matches as a prefix once it has two letters.
    prefix: (term: string) => typing !== null && typing.length >= 2 && term === typing,
  };
  let found: SearchResult[] = index.mini.search(queryOf(tokens, index.synonyms, "AND"), options);
  if (found.length === 0 && tokens.length > 1) found = index.mini.search(queryOf(tokens, index.synonyms, "OR"), options);
  const ranked: Ranked[] = [];
  for (const r of found) {
    const product = index.byId.get(String(r.id));
    if (product) ranked.push({ product, score: Math.round(r.score * 100) / 100, sold: sales.get(product._id) ?? 0 });
  }
  const chosen = limit === undefined ? ranked.sort(before) : top(ranked, limit);
  return { query, total: ranked.length, hits: chosen.map(({ product }) => hitOf(product)) };
}

type Ranked = { product: ApiProduct; score: number; sold: number };

/** In stock first, then the better match, then more sold, then the id (a fixed order). */
function before(a: Ranked, b: Ranked): number {
  return Number(b.product.inStock) - Number(a.product.inStock) || b.score - a.score || b.sold - a.sold || (a.product._id < b.product._id ? -1 : a.product._id > b.product._id ? 1 : 0);
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
  return { _id: p._id, name: p.name, ...(nameHi ? { nameHi } : {}), category: p.category, image: p.image[0] ?? null, offerPrice: p.offerPrice, price: p.price, inStock: p.inStock, href: productPath(p) };
}
