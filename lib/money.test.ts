import { describe, expect, it } from "vitest";
import { discountPercent, formatAmount, formatPrice, groupIndian, paiseToRupees, rupeesToPaise } from "./money";

describe("rupees ↔ paise", () => {
  it("converts exact rupee amounts to integer paise", () => {
    expect(rupeesToPaise(1299)).toBe(129_900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30); // floating noise below a paisa is not a third decimal
    expect(rupeesToPaise(149.5)).toBe(14_950);
    expect(rupeesToPaise("2,499".replace(",", ""))).toBe(249_900);
    expect(rupeesToPaise("39.05")).toBe(3_905);
    expect(rupeesToPaise("-10.5")).toBe(-1_050);
  });

  it("refuses amounts that are not money", () => {
    expect(() => rupeesToPaise(12.345)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => rupeesToPaise("12.3.4")).toThrow(RangeError);
    expect(() => rupeesToPaise("1e5")).toThrow(RangeError);
    expect(() => rupeesToPaise("")).toThrow(RangeError);
  });

  it("round-trips paise to rupees for JSON", () => {
    for (const p of [0, 1, 99, 100, 3_900, 129_950, 1_234_567_89]) expect(rupeesToPaise(paiseToRupees(p))).toBe(p);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});

describe("en-IN formatting", () => {
  it("groups digits the Indian way", () => {
    expect(groupIndian(0)).toBe("0");
    expect(groupIndian(999)).toBe("999");
    expect(groupIndian(1000)).toBe("1,000");
    expect(groupIndian(99_999)).toBe("99,999");
    expect(groupIndian(1_00_000)).toBe("1,00,000");
    expect(groupIndian(12_34_567)).toBe("12,34,567");
    expect(groupIndian(1_23_45_67_890)).toBe("1,23,45,67,890");
  });

  it("formats totals with two decimals and the rupee symbol", () => {
    expect(formatAmount(0)).toBe("₹0.00");
    expect(formatAmount(5)).toBe("₹0.05");
    expect(formatAmount(3_900)).toBe("₹39.00");
    expect(formatAmount(1_23_456_50)).toBe("₹1,23,456.50");
    expect(formatAmount(-1_050)).toBe("-₹10.50");
  });

  it("formats price tags without .00 for whole rupees", () => {
    expect(formatPrice(129_900)).toBe("₹1,299");
    expect(formatPrice(14_950)).toBe("₹149.50");
    expect(formatPrice(1_00_000_00)).toBe("₹1,00,000");
  });

  it("matches what Intl says for en-IN", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    for (const p of [0, 5, 3_900, 1_23_456_50, 99_99_999_99]) expect(formatAmount(p)).toBe(intl.format(p / 100));
  });

  it("computes whole percent off MRP", () => {
    expect(discountPercent(100_000, 79_900)).toBe(20);
    expect(discountPercent(100_000, 100_000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
