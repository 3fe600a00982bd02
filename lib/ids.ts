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

function randomPart(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % 32];
  return out;
}

export function newId(prefix: string, now: number = Date.now()): string {
  return `${prefix}_${encodeTime(now, 10)}${randomPart(12)}`;
}

export const ID_PATTERN = /^[a-z]{2,5}_[0-9a-hjkmnp-tv-z]{22}$/;
