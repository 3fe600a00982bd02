import { describe, expect, it } from "vitest";
import { ID_PATTERN, newId } from "./ids";

describe("application ids", () => {
  it("are well formed and never repeat, across many refills of the random pool", () => {
    const ids = Array.from({ length: 5000 }, () => newId("ord"));
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    // the random part differs even within one millisecond
    const same = Array.from({ length: 500 }, () => newId("ord", 1_700_000_000_000).slice(14));
    expect(new Set(same).size).toBe(same.length);
  });

  it("sort by creation time as plain strings", () => {
    const earlier = newId("ord", 1_700_000_000_000);
    const later = newId("ord", 1_700_000_000_001);
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 14)).toBe("ord_01hf7yat00"); // 1,700,000,000,000 ms in Crockford base32
  });

  it("use every letter of the alphabet in their random part, about evenly", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const ch of newId("x1", 0).slice(13)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 48,000 letters: 1,500 each expected; a biased draw would be far off
    for (const n of counts.values()) expect(n).toBeGreaterThan(1200);
  });
});
