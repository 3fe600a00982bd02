import { describe, expect, it } from "vitest";
import { lowStockText, variantFigures } from "./variant-stock";

const OPTIONS = [
  { name: "Size", values: ["Cob", "Full"] },
  { name: "Colour", values: ["Burgundy", "Navy"] },
];
const v = (id: string, size: string, colour: string, stock: number | null, inStockSetting = true) => ({
  _id: id,
  options: { Colour: colour, Size: size },
  stock,
  inStockSetting,
});

describe("variantFigures", () => {
  it("counts variants, totals counted stock and flags low stock (≤ 5, switch on) lowest first, in the options' order", () => {
    const f = variantFigures(OPTIONS, [
      v("a", "Cob", "Burgundy", 2),
      v("b", "Cob", "Navy", 6),
      v("c", "Full", "Burgundy", null),
      v("d", "Full", "Navy", 1, false),
      v("e", "Full", "Navy", 0),
    ]);
    expect(f).toEqual({
      variantCount: 5,
      totalStock: 9,
      uncountedVariants: 1,
      lowStock: [
        { _id: "e", optionsText: "Full / Navy", stock: 0 },
        { _id: "a", optionsText: "Cob / Burgundy", stock: 2 },
      ],
    });
    expect(lowStockText(f.lowStock[1]!)).toBe("Low stock: Cob / Burgundy (2)");
  });
  it("a product without options: no total when not counted, and low stock without option text", () => {
    expect(variantFigures([], [{ _id: "x", options: {}, stock: null, inStockSetting: true }])).toMatchObject({
      variantCount: 1,
      totalStock: null,
      lowStock: [],
    });
    const one = variantFigures([], [{ _id: "x", options: {}, stock: 3, inStockSetting: true }]);
    expect(lowStockText(one.lowStock[0]!)).toBe("Low stock (3)");
  });
});
