/**
 * Server-rendered HTML for visitors without a session is the same for everyone,
 * so it is kept in memory per URL and dropped when the catalogue version moves.
 * Bounded in bytes and in entries (least recently used out) so random query
 * strings cannot grow it; keys carry only the query a page reads (./page-query.ts).
 */
import type { NonceOffsets } from "./page-nonce";
import type { Precompressed } from "./precompressed";

export type CachedPage = {
  version: number;
  status: number;
  body: Precompressed;
  headers: [string, string][];
  etag: string;
  /** CSP nonce the page was rendered with (its inline scripts carry it): the stand-in nonce of ./page-nonce.ts. */
  nonce: string;
  /** Where that stand-in sits in the bodies; each response writes its own nonce there (./page-nonce.ts). */
  nonceAt?: NonceOffsets;
};

/** Default byte budget (PAGE_CACHE_MB). */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** What an entry holds in memory, roughly: its three encodings, its key and headers, plus bookkeeping. */
export function pageBytes(key: string, page: CachedPage): number {
  let n = 256 + key.length * 2 + page.etag.length * 2 + page.nonce.length * 2;
  // The memory each body keeps alive: its whole ArrayBuffer, not just its view (precompress makes them equal).
  for (const b of [page.body.identity, page.body.gzip, page.body.br]) n += b.buffer.byteLength;
  for (const [k, v] of page.headers) n += (k.length + v.length) * 2 + 32;
  return n;
}

export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; bytes: number }>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries = 1000,
    private readonly maxBytes = PAGE_CACHE_BYTES,
  ) {}

  get(key: string, version: number): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.page.version !== version) {
      this.delete(key);
      return null;
    }
    // refresh recency
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const bytes = pageBytes(key, page);
    if (bytes > this.maxBytes) return; // larger than the whole budget: not kept
    this.entries.set(key, { page, bytes });
    this.totalBytes += bytes;
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held (as counted by pageBytes). */
  get bytes(): number {
    return this.totalBytes;
  }
}
