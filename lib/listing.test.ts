import { describe, expect, it } from "vitest";
import type { ApiProduct, Category } from "./catalog";
import { LISTING_PAGE_SIZE } from "./catalog";
import { buildListing } from "./listing";

const categories: Category[] = [
  { text: "Dog Collar", path: "Dog Collar", image: "a.webp", bgColor: "#fff" },
  { text: "Horse Halter", path: "horse accessories", image: "b.webp", bgColor: "#fff" },
];

function product(i: number, over: Partial<ApiProduct> = {}): ApiProduct {
  return {
    _id: `prd_${String(i).padStart(22, "0")}`,
    name: `Product ${i}`,
    category: i % 2 ? "Dog Collar" : "horse accessories",
    description: [],
    price: 100,
    offerPrice: 90,
    image: ["x.webp"],
    inStock: true,
    rating: 4,
    sku: `S${i}`,
    code: `C${i}`,
    hsnCode: "4201",
    gstRate: 12,
    createdAt: "",
    updatedAt: "",
    ...over,
  };
}

describe("product listing", () => {
  const products = [
    product(1, { name: "Padded Dog Collar" }),
    product(2, { name: "Web Halter" }),
    product(3, { name: "Leather DOG collar", inStock: false }),
    product(4, { name: "Rope Halter" }),
  ];

  it("shows in-stock products only", () => {
    expect(buildListing(products, categories, {}).items.map((p) => p.name)).toEqual(["Padded Dog Collar", "Web Halter", "Rope Halter"]);
  });

  it("filters by name, case-insensitively", () => {
    expect(buildListing(products, categories, { q: "HALTER" }).items.map((p) => p.name)).toEqual(["Web Halter", "Rope Halter"]);
    expect(buildListing(products, categories, { q: "  dog  " }).items.map((p) => p.name)).toEqual(["Padded Dog Collar"]);
    expect(buildListing(products, categories, { q: "saddle" }).total).toBe(0);
  });

  it("filters by category in lower case and knows unknown categories", () => {
    const l = buildListing(products, categories, { category: "horse accessories" });
    expect(l.items.map((p) => p.name)).toEqual(["Web Halter", "Rope Halter"]);
    expect(l.categoryText).toBe("Horse Halter");
    expect(buildListing(products, categories, { category: "DOG COLLAR" }).total).toBe(1);
    expect(buildListing(products, categories, { category: "unicorns" }).categoryKnown).toBe(false);
  });

  it("pages through long listings and clamps silly page numbers", () => {
    const many = Array.from({ length: 60 }, (_, i) => product(i));
    const p3 = buildListing(many, categories, { page: 3 });
    expect(p3.pages).toBe(3);
    expect(p3.items.length).toBe(60 - 2 * LISTING_PAGE_SIZE);
    expect(buildListing(many, categories, { page: 99 }).page).toBe(3);
    expect(buildListing(many, categories, { page: Number.NaN }).page).toBe(1);
    expect(buildListing(many, categories, { page: -5 }).page).toBe(1);
  });
});
