import { describe, expect, it } from "vitest";
import type { ApiProduct } from "./catalog";
import { isColourOption, swatchColour } from "./colours";
import { productJsonLd } from "./product-jsonld";
import { choicePriceRange, chooseHint, galleryFor, hasPickers, initialChoice, valueState, variantFor, variantPath } from "./variant-choice";
import type { ApiVariant } from "./variants";

const SIZE = { name: "Size", values: ["Pony", "Cob", "Full"] };
const COLOUR = { name: "Colour", values: ["Black", "Burgundy"] };

let n = 0;
function v(size: string, colour: string, offerPrice: number, inStock = true, image: string[] = []): ApiVariant {
  n += 1;
  return {
    _id: `var_${size}${colour}`.toLowerCase(),
    options: { Size: size, Colour: colour },
    sku: `HAL-${n}`,
    code: `C${n}`,
    price: offerPrice + 200,
    offerPrice,
    inStock,
    image,
  };
}

// Pony/Black, Pony/Burgundy, Cob/Black (sold out), Cob/Burgundy (dearer), Full/Black; no Full/Burgundy.
const variants = [
  v("Pony", "Black", 500),
  v("Pony", "Burgundy", 500),
  v("Cob", "Black", 650, false),
  v("Cob", "Burgundy", 720, true, ["halter-burgundy.webp"]),
  v("Full", "Black", 800),
];
const halter: ApiProduct = {
  _id: "prd_halter",
  name: "Padded Halter",
  category: "horse accessories",
  description: ["Soft padding."],
  price: 700,
  offerPrice: 500,
  image: ["halter.webp", "halter-side.webp"],
  inStock: true,
  rating: 4,
  sku: "HAL-1",
  code: "C1",
  hsnCode: "4201",
  gstRate: 12,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  options: [SIZE, COLOUR],
  variants,
};
const single: ApiProduct = {
  ...halter,
  _id: "prd_rope",
  name: "Lead Rope",
  price: 300,
  offerPrice: 250,
  sku: "ROPE-1",
  options: [],
  variants: [{ _id: "var_rope", options: {}, sku: "ROPE-1", code: "R1", price: 300, offerPrice: 250, inStock: true, image: [] }],
};

describe("the shopper's choice", () => {
  it("names a variant only when every option has a value", () => {
    expect(variantFor(halter, { Size: "Cob" })).toBeNull();
    expect(variantFor(halter, { Size: "Cob", Colour: "Burgundy" })?.offerPrice).toBe(720);
    expect(variantFor(halter, { Size: "Full", Colour: "Burgundy" })).toBeNull();
    expect(variantFor(single, {})?._id).toBe("var_rope");
  });

  it("disables values whose combination with the chosen ones is sold out or does not exist", () => {
    expect(valueState(halter, { Colour: "Black" }, "Size", "Cob")).toBe("sold-out");
    expect(valueState(halter, { Colour: "Burgundy" }, "Size", "Cob")).toBe("available");
    expect(valueState(halter, { Colour: "Burgundy" }, "Size", "Full")).toBe("missing");
    expect(valueState(halter, { Size: "Full" }, "Colour", "Burgundy")).toBe("missing");
    expect(valueState(halter, { Size: "Cob" }, "Colour", "Black")).toBe("sold-out");
    // Nothing else chosen: a value is open while any of its variants is on sale.
    expect(valueState(halter, {}, "Size", "Cob")).toBe("available");
    expect(valueState(halter, {}, "Colour", "Burgundy")).toBe("available");
    // The value's own option is replaced, not combined: with Cob chosen, Pony is still open.
    expect(valueState(halter, { Size: "Cob", Colour: "Black" }, "Size", "Pony")).toBe("available");
  });

  it("opens with the variant in the URL, the only variant, or nothing chosen", () => {
    expect(initialChoice(halter, "var_cobburgundy")).toEqual({ Size: "Cob", Colour: "Burgundy" });
    expect(initialChoice(halter, "var_unknown")).toEqual({});
    expect(initialChoice(halter, null)).toEqual({});
    expect(initialChoice(single, null)).toEqual({});
    expect(hasPickers(halter)).toBe(true);
    expect(hasPickers(single)).toBe(false);
  });

  it("asks for the options still to choose, in the server's words", () => {
    expect(chooseHint(halter, {})).toBe("Please choose a size / colour");
    expect(chooseHint(halter, { Size: "Cob" })).toBe("Please choose a colour");
    expect(chooseHint(halter, { Size: "Cob", Colour: "Burgundy" })).toBeNull();
  });

  it("gives the from-price of the variants on sale the choice still allows", () => {
    // Cob/Black (650) is sold out, so it does not set the range.
    expect(choicePriceRange(halter, {})).toEqual({ minPaise: 50000, maxPaise: 80000 });
    expect(choicePriceRange(halter, { Size: "Cob" })).toEqual({ minPaise: 72000, maxPaise: 72000 });
    expect(choicePriceRange(halter, { Colour: "Black" })).toEqual({ minPaise: 50000, maxPaise: 80000 });
    expect(choicePriceRange({ variants: [] }, {})).toBeNull();
  });

  it("shows the variant's photos first, then the product's others", () => {
    expect(galleryFor(["a.webp", "b.webp"], variantFor(halter, { Size: "Cob", Colour: "Burgundy" }))).toEqual(["halter-burgundy.webp", "a.webp", "b.webp"]);
    expect(galleryFor(["a.webp", "b.webp"], { ...variants[0]!, image: ["b.webp"] })).toEqual(["b.webp", "a.webp"]);
    expect(galleryFor(["a.webp"], null)).toEqual(["a.webp"]);
  });

  it("draws known colour names as swatches and leaves unknown ones as text", () => {
    expect(isColourOption("Colour")).toBe(true);
    expect(isColourOption("color")).toBe(true);
    expect(isColourOption("Size")).toBe(false);
    expect(swatchColour("Burgundy")).toMatch(/^#[0-9a-f]{6}$/);
    expect(swatchColour("Sky Blue")).toBe("#6cb4e4");
    expect(swatchColour("Forest Green")).toMatch(/^#[0-9a-f]{6}$/);
    expect(swatchColour("black")).toBe(swatchColour("Black"));
    expect(swatchColour("  navy   blue ")).toBe(swatchColour("Navy"));
    expect(swatchColour("Sunset Sparkle")).toBeNull();
  });
});

describe("product JSON-LD", () => {
  const shop = { origin: "https://shop.example", shopName: "Shop", legalName: "Shop Pvt Ltd", categoryText: "Horse Halter" };

  it("rates a product only from its published reviews: none, no aggregateRating and no review (decision 032)", () => {
    const none = productJsonLd(single, shop, { rating: null, reviewCount: 0, distribution: [0, 0, 0, 0, 0], reviews: [], page: 1, pages: 1 });
    expect(none).not.toHaveProperty("aggregateRating");
    expect(none).not.toHaveProperty("review");
    const review = (rating: number, title: string) => ({
      _id: `rev_${title}`,
      productId: single._id,
      rating,
      title,
      text: `${title}, and strong.`,
      photos: [],
      thumbs: [],
      author: "Asha V.",
      verifiedBuyer: true as const,
      createdAt: "2026-11-20T10:00:00.000Z",
      reply: null,
    });
    const ld = productJsonLd(single, shop, {
      rating: 4.5,
      reviewCount: 2,
      distribution: [0, 0, 0, 1, 1],
      reviews: [review(5, "Soft"), review(4, "Good fit")],
      page: 1,
      pages: 1,
    });
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "4.5", reviewCount: 2, bestRating: "5", worstRating: "1" });
    expect(ld.review).toEqual([
      expect.objectContaining({
        "@type": "Review",
        name: "Soft",
        reviewBody: "Soft, and strong.",
        datePublished: "2026-11-20",
        author: { "@type": "Person", name: "Asha V." },
        reviewRating: expect.objectContaining({ ratingValue: "5" }),
      }),
      expect.objectContaining({ name: "Good fit", reviewRating: expect.objectContaining({ ratingValue: "4" }) }),
    ]);
  });

  it("keeps a single-variant product a Product with one Offer", () => {
    const ld = productJsonLd(single, shop);
    expect(ld["@type"]).toBe("Product");
    expect(ld.sku).toBe(single.sku);
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: "250.00", priceCurrency: "INR", availability: "https://schema.org/InStock" });
    expect(ld).not.toHaveProperty("hasVariant");
  });

  it("makes a multi-variant product a ProductGroup with each variant's own SKU, name, image and Offer", () => {
    const ld = productJsonLd(halter, shop);
    expect(ld["@type"]).toBe("ProductGroup");
    expect(ld.productGroupID).toBe("prd_halter");
    expect(ld.variesBy).toEqual(["https://schema.org/size", "https://schema.org/color"]);
    const hasVariant = ld.hasVariant as Record<string, unknown>[];
    expect(hasVariant).toHaveLength(5);
    const cob = hasVariant[3]!;
    expect(cob).toMatchObject({
      "@type": "Product",
      name: "Padded Halter (Cob / Burgundy)",
      sku: variants[3]!.sku,
      size: "Cob",
      color: "Burgundy",
      inProductGroupWithID: "prd_halter",
      image: ["https://shop.example/images/halter-burgundy.webp"],
      offers: {
        "@type": "Offer",
        price: "720.00",
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/product/horse%20accessories/prd_halter?variant=var_cobburgundy",
      },
    });
    expect((hasVariant[2]!.offers as Record<string, unknown>).availability).toBe("https://schema.org/OutOfStock");
    // A variant without photos of its own shows the product's.
    expect(hasVariant[0]!.image).toEqual(["https://shop.example/images/halter.webp", "https://shop.example/images/halter-side.webp"]);
    expect(new Set(hasVariant.map((x) => x.sku)).size).toBe(5);
  });

  it("leaves options schema.org has no property for out of variesBy", () => {
    const rope = {
      ...halter,
      options: [{ name: "Length", values: ["2 m"] }, COLOUR],
      variants: variants.map((x) => ({ ...x, options: { Length: "2 m", Colour: x.options.Colour! } })),
    };
    expect(productJsonLd(rope, shop).variesBy).toEqual(["https://schema.org/color"]);
    expect(variantPath(halter, "var_x")).toBe("/product/horse%20accessories/prd_halter?variant=var_x");
  });
});
