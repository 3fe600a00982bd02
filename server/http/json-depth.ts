/** How deeply a stranger's JSON may nest: the API's deepest body is a few levels; 5,000 levels overflowed the stack. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when JSON text opens more than `max` arrays/objects inside each other.
 * Scans the raw text (skipping strings) without parsing, so a hostile body is
 * refused before anything recursive (JSON.stringify, schema checks) touches it.
 */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}
