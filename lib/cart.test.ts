import { describe, expect, it } from "vitest";
import { addOne, cartCount, MAX_QTY_PER_LINE, removeOne, sanitizeCart, setQuantity } from "./cart";

const A = "prd_01jd3x9k2m7q4r8s5t6vab";
const B = "prd_01jd3x9k2m7q4r8s5t6vcd";

describe("visitor cart rules", () => {
  it("counts the sum of quantities", () => {
    expect(cartCount({})).toBe(0);
    expect(cartCount({ [A]: 2, [B]: 3 })).toBe(5);
  });

  it("adds one, caps a line, removes one and deletes at zero", () => {
    let c = addOne({}, A);
    c = addOne(c, A);
    expect(c[A]).toBe(2);
    c = removeOne(removeOne(c, A), A);
    expect(c).toEqual({});
    expect(setQuantity({}, A, 10_000)[A]).toBe(MAX_QTY_PER_LINE);
    expect(setQuantity({ [A]: 3 }, A, 0)).toEqual({});
  });

  it("keeps only well-formed lines from storage", () => {
    expect(sanitizeCart(null)).toEqual({});
    expect(sanitizeCart([1, 2])).toEqual({});
    expect(sanitizeCart({ [A]: 2, [B]: -1, "<script>": 1, x: 1.5 })).toEqual({ [A]: 2 });
    expect(sanitizeCart(JSON.parse(`{"__proto__": 3, "${A}": 1}`))).toEqual({ [A]: 1 });
  });
});
