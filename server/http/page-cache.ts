/**
 * Server-rendered HTML for visitors without a session is the same for everyone,
 * so it is kept in memory per URL and dropped when the catalogue version moves.
 * Bounded (least recently used out) so random query strings cannot grow it.
 */
import type { NonceOffsets } from "./page-nonce";
import type { Precompressed } from "./precompressed";

export type CachedPage = {
  version: number;
  status: number;
  body: Precompressed;
  headers: [string, string][];
  etag: string;
  /** CSP nonce the page was rendered with (its inline scripts carry it): the placeholder of ./page-nonce.ts. */
  nonce: string;
  /** Where that placeholder sits in the bodies; each response writes its own nonce there (./page-nonce.ts). */
  nonceAt?: NonceOffsets;
};

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string, version: number): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.version !== version) {
      this.entries.delete(key);
      return null;
    }
    // refresh recency
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
