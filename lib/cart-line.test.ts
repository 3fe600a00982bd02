import { describe, expect, it } from "vitest";
import type { ApiProduct } from "./catalog";
import { cartLineView, lineOrderable, orderLine } from "./cart-line";
import type { ApiVariant } from "./variants";

const base: ApiProduct = {
  _id: "prd_halter",
  name: "Padded Halter",
  category: "halter",
  description: [],
  price: 700,
  offerPrice: 500,
  image: ["halter.webp"],
  inStock: true,
  rating: 4,
  sku: "HAL-PONY-BLK",
  code: "H1",
  hsnCode: "4201",
  gstRate: 12,
  createdAt: "",
  updatedAt: "",
};
const cob: ApiVariant = {
  _id: "var_cobburgundy",
  options: { Size: "Cob", Colour: "Burgundy" },
  sku: "HAL-COB-BUR",
  code: "H4",
  price: 900,
  offerPrice: 720,
  inStock: true,
  image: ["halter-burgundy.webp"],
};
const pony: ApiVariant = {
  _id: "var_ponyblack",
  options: { Size: "Pony", Colour: "Black" },
  sku: "HAL-PONY-BLK",
  code: "H1",
  price: 700,
  offerPrice: 500,
  inStock: false,
  image: [],
};
const halter: ApiProduct = {
  ...base,
  options: [
    { name: "Size", values: ["Pony", "Cob"] },
    { name: "Colour", values: ["Black", "Burgundy"] },
  ],
  variants: [pony, cob],
};
const rope: ApiProduct = { ...base, _id: "prd_rope", name: "Rope", options: [], variants: [{ ...pony, _id: "var_rope", options: {}, inStock: true }] };

describe("cart lines by variant", () => {
  it("sells a variant key at the variant's price, photos and stock, named and linked by its choice", () => {
    const line = cartLineView("var_cobburgundy", 2, { product: halter, variant: cob });
    expect(line.product).toMatchObject({ _id: "prd_halter", name: "Padded Halter", offerPrice: 720, price: 900, inStock: true, sku: "HAL-COB-BUR" });
    expect(line.product!.image[0]).toBe("halter-burgundy.webp");
    expect(line.optionsText).toBe("Cob / Burgundy");
    expect(line.href).toBe("/product/halter/prd_halter?variant=var_cobburgundy");
    expect(lineOrderable(line)).toBe(true);
    expect(orderLine(line)).toEqual({ product: "prd_halter", variant: "var_cobburgundy", quantity: 2 });
  });

  it("leaves a sold-out variant out of the order", () => {
    expect(lineOrderable(cartLineView("var_ponyblack", 1, { product: halter, variant: pony }))).toBe(false);
  });

  it("keeps an old cart's product id working for a single-variant product", () => {
    const line = cartLineView("prd_rope", 3, { product: rope, variant: null });
    expect(line.optionsText).toBe("");
    expect(line.href).toBe("/product/halter/prd_rope");
    expect(lineOrderable(line)).toBe(true);
    expect(orderLine(line)).toEqual({ product: "prd_rope", quantity: 3 });
    // Its variant id (a single-variant product chosen by variant) shows no options text and links to the plain page.
    const byVariant = cartLineView("var_rope", 1, { product: rope, variant: rope.variants![0]! });
    expect(byVariant.optionsText).toBe("");
    expect(byVariant.href).toBe("/product/halter/prd_rope");
  });

  it("asks for the choice when the key names only a product with several variants", () => {
    const line = cartLineView("prd_halter", 1, { product: halter, variant: null });
    expect(line.needsChoice).toBe("Please choose a size / colour");
    expect(lineOrderable(line)).toBe(false);
  });

  it("marks a key the shop no longer knows as unavailable", () => {
    const line = cartLineView("var_gone", 1, undefined);
    expect(line.product).toBeUndefined();
    expect(lineOrderable(line)).toBe(false);
  });
});
