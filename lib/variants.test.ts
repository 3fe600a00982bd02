import { describe, expect, it } from "vitest";
import { buildInvoice } from "./invoice";
import { buildShippingLabel } from "./label";
import { itemLabel } from "./orders";
import { sampleItem, sampleOrder } from "./testing/sample-order";
import { saveVariantsSchema, variantsProblem } from "./variant-admin";
import { cheapestVariant, chooseVariantMessage, combinations, optionsText, priceRange } from "./variants";

const SIZE = { name: "Size", values: ["Pony", "Cob", "Full"] };
const COLOUR = { name: "Colour", values: ["Burgundy", "Navy"] };

describe("combinations", () => {
  it("lists every combination in the options' order, the first option varying slowest", () => {
    expect(combinations([SIZE, COLOUR])).toEqual([
      { Size: "Pony", Colour: "Burgundy" },
      { Size: "Pony", Colour: "Navy" },
      { Size: "Cob", Colour: "Burgundy" },
      { Size: "Cob", Colour: "Navy" },
      { Size: "Full", Colour: "Burgundy" },
      { Size: "Full", Colour: "Navy" },
    ]);
    expect(combinations([SIZE, COLOUR, { name: "Length", values: ["2 m", "3 m"] }])).toHaveLength(12);
  });

  it("gives one empty choice for a product without options", () => {
    expect(combinations([])).toEqual([{}]);
  });

  it("names a choice in the options' order and asks for the options by name", () => {
    expect(optionsText([SIZE, COLOUR], { Colour: "Burgundy", Size: "Cob" })).toBe("Cob / Burgundy");
    expect(optionsText([], {})).toBe("");
    expect(chooseVariantMessage([SIZE, COLOUR])).toBe("Please choose a size / colour");
  });
});

describe("price range", () => {
  const v = (offerPaise: number, onSale = true, mrpPaise = offerPaise + 10_000) => ({ offerPaise, mrpPaise, onSale });

  it("spans the variants on sale, and says whether prices differ (cards show 'from ₹…')", () => {
    expect(priceRange([v(119_900), v(139_900), v(99_900, false)])).toEqual({ minPaise: 119_900, maxPaise: 139_900, varies: true });
    expect(priceRange([v(119_900), v(119_900)])).toEqual({ minPaise: 119_900, maxPaise: 119_900, varies: false });
  });

  it("falls back to every variant when none is on sale, and to nothing without variants", () => {
    expect(priceRange([v(119_900, false), v(99_900, false)])).toEqual({ minPaise: 99_900, maxPaise: 119_900, varies: true });
    expect(priceRange([])).toBeNull();
  });

  it("takes the cheapest variant on sale for the product's spec prices", () => {
    expect(cheapestVariant([v(99_900, false), v(139_900), v(119_900, true, 149_900)])).toEqual(v(119_900, true, 149_900));
  });
});

describe("the seller's variant list", () => {
  const row = (options: Record<string, string>, sku: string, extra: Record<string, unknown> = {}) => ({
    options,
    sku,
    price: 1499,
    offerPrice: 1199,
    ...extra,
  });
  const problem = (body: unknown) => {
    const parsed = saveVariantsSchema.safeParse(body);
    return parsed.success ? variantsProblem(parsed.data) : parsed.error.issues[0]!.message;
  };

  it("accepts a full grid", () => {
    const variants = combinations([SIZE, COLOUR]).map((c, i) => row(c, `HH-${i}`));
    expect(problem({ options: [SIZE, COLOUR], variants })).toBeNull();
  });

  it("refuses each bad input with a message naming the row", () => {
    expect(problem({ options: [SIZE], variants: [row({ Size: "Cob" }, "A"), row({ Size: "Cob" }, "B")] })).toBe("The combination Cob is listed twice");
    expect(problem({ options: [SIZE], variants: [row({ Size: "Cob" }, "A"), row({ Size: "Full" }, "a")] })).toBe("SKU A is used twice");
    expect(problem({ options: [SIZE, COLOUR], variants: [row({ Size: "Cob" }, "A")] })).toBe("Variant 1 (Cob): choose a colour");
    expect(problem({ options: [SIZE], variants: [row({ Size: "Huge" }, "A")] })).toBe('Variant 1 (Huge): "Huge" is not one of the values of Size');
    expect(problem({ options: [SIZE], variants: [row({ Size: "Cob", Colour: "Navy" }, "A")] })).toBe(
      "Variant 1 (Cob): Colour is not one of the product's options",
    );
    expect(problem({ options: [SIZE], variants: [row({ Size: "Cob" }, "A", { offerPrice: 1500 })] })).toBe(
      "Variant 1 (Cob): offer price must not be more than the MRP",
    );
    const four = [SIZE, COLOUR, { name: "Length", values: ["2 m"] }, { name: "Buckle", values: ["Brass"] }];
    expect(problem({ options: four, variants: [row({}, "A")] })).toBe("A product can have at most 3 options");
    const many = Array.from({ length: 101 }, (_, i) => row({ Size: `S${i}` }, `S${i}`));
    expect(problem({ options: [{ name: "Size", values: many.map((_, i) => `S${i}`).slice(0, 50) }], variants: many })).toBe(
      "A product can have at most 100 variants",
    );
    expect(problem({ options: [], variants: [row({}, "A"), row({}, "B")] })).toBe(
      "A product without options has exactly one variant: add an option (like Size) first",
    );
    expect(problem({ options: [SIZE], variants: [] })).toBe("A product needs at least one variant");
  });
});

describe("order lines name the variant", () => {
  const variant = { _id: "var_1", options: { Size: "Cob", Colour: "Burgundy" }, optionsText: "Cob / Burgundy", sku: "HH-COB-BUR" };

  it("on the invoice and the label: 'Padded Halter (Cob / Burgundy)'; lines made before variants read as before", () => {
    const order = sampleOrder({
      invoiceNumber: "INV/26-27/000001",
      invoiceDate: "2026-11-24",
      items: [sampleItem(1, { name: "Padded Halter", variant }), sampleItem(2)],
    });
    expect(itemLabel(order.items[0]!.product)).toBe("Padded Halter (Cob / Burgundy)");
    expect(buildInvoice(order).lines.map((l) => l.description)).toEqual(["Padded Halter (Cob / Burgundy)", "Dog collar 2"]);
    expect(buildShippingLabel(order, { trackingUrlTemplate: "https://t.example/{id}" }).items.map((i) => i.name)).toEqual([
      "Padded Halter (Cob / Burgundy)",
      "Dog collar 2",
    ]);
  });
});
