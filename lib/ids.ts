/**
 * Application-generated ids: a short prefix, a time part and a random part,
 * in Crockford base32 so that ids sort by creation time as plain strings and
 * look the same on SQLite and PostgreSQL. Example: prd_01jd3x9k2m7q4r8s5t6v.
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

function encodeTime(ms: number, length: number): string {
  let out = "";
  let n = ms;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[n % 32] + out;
    n = Math.floor(n / 32);
  }
  return out;
}

/**
 * Random bytes drawn from the platform's CSPRNG a page at a time: one `getRandomValues` call per id cost 2.7 % of the
 * server's time under checkouts (about eight ids an order: order, lines, ledger, outbox; `bench:orders`), one call
 * per 341 ids does not. Each byte is used once.
 */
const POOL = new Uint8Array(4096);
let used = POOL.length;

function randomPart(length: number): string {
  if (used + length > POOL.length) {
    crypto.getRandomValues(POOL);
    used = 0;
  }
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[POOL[used++]! % 32];
  return out;
}

export function newId(prefix: string, now: number = Date.now()): string {
  return `${prefix}_${encodeTime(now, 10)}${randomPart(12)}`;
}

export const ID_PATTERN = /^[a-z]{2,5}_[0-9a-hjkmnp-tv-z]{22}$/;
