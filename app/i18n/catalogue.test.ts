import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue.server";
import type { MessageKey } from "./messages";
import { fill, translator } from "./use-t";

const DEVANAGARI = /[\u0900-\u097f]/;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Texts that are the same in Hindi: abbreviations and codes customers read in English (GST, SKU, MRP, …). */
const SAME_IN_HINDI = /^[\s+#:/()]*(?:GST|GSTIN|SKU|MRP|HSN|UPI|OTP|PIN|CGST|SGST|IGST|AWB|UTR|COD|IFSC|[A-Z]{2,6})?[\s+#:/()]*$/;

describe("the interface catalogues", () => {
  const keys = Object.keys(CATALOGUE.en) as MessageKey[];

  it("Hindi has every English key and nothing else", () => {
    expect(Object.keys(CATALOGUE.hi).sort()).toEqual([...keys].sort());
  });

  it.each(keys)("%s: the Hindi keeps the English placeholders and is written in Hindi", (key) => {
    const en = CATALOGUE.en[key];
    const hi = CATALOGUE.hi[key];
    expect(placeholders(hi), `${key}: ${hi}`).toEqual(placeholders(en));
    if (!SAME_IN_HINDI.test(en.replace(/\{\w+\}/g, ""))) expect(hi, `${key} is not translated`).toMatch(DEVANAGARI);
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fill("Cart, {count} items", { count: 3 })).toBe("Cart, 3 items");
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(translator(CATALOGUE.hi)("nav.cart", { count: 2 })).toBe("कार्ट, 2 सामान");
  });
});

describe("namespaces", () => {
  it("no key is in two namespaces (a later one would silently replace the earlier one's text)", async () => {
    const modules = await Promise.all(
      ["common", "shop", "checkout", "account", "orders", "pages"].map((ns) => import(`./en/${ns}.ts`) as Promise<Record<string, Record<string, string>>>),
    );
    const total = modules.reduce((n, m) => n + Object.values(m).reduce((k, ns) => k + Object.keys(ns).length, 0), 0);
    expect(total).toBe(Object.keys(CATALOGUE.en).length);
  });
});
