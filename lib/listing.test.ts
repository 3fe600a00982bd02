import { describe, expect, it } from "vitest";
import type { ApiProduct, Category } from "./catalog";
import { LISTING_PAGE_SIZE } from "./catalog";
import { buildListing, cardVariantSummary, listingSearch, parseSort, toggleValue } from "./listing";
import { categoryText, matchesSearch } from "./catalog";
import type { ApiVariant } from "./variants";

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

  it("lists sold-out products after those in stock (issue 15), marked by inStock false", () => {
    const items = buildListing(products, categories, {}).items;
    expect(items.map((p) => p.name)).toEqual(["Padded Dog Collar", "Web Halter", "Rope Halter", "Leather DOG collar"]);
    expect(items.map((p) => p.inStock)).toEqual([true, true, true, false]);
  });

  it("finds sold-out products by search, after the ones in stock, in every sort", () => {
    expect(buildListing(products, categories, { q: "collar" }).items.map((p) => p.name)).toEqual(["Padded Dog Collar", "Leather DOG collar"]);
    const cheapSoldOut = [product(5, { name: "Cheap collar", offerPrice: 1, inStock: false }), product(6, { name: "Dear collar", offerPrice: 500 })];
    expect(buildListing(cheapSoldOut, categories, { sort: "price-asc" }).items.map((p) => p.name)).toEqual(["Dear collar", "Cheap collar"]);
    expect(buildListing(cheapSoldOut, categories, { sort: "price-desc" }).items.map((p) => p.name)).toEqual(["Dear collar", "Cheap collar"]);
  });

  it("filters by name, case-insensitively", () => {
    expect(buildListing(products, categories, { q: "HALTER" }).items.map((p) => p.name)).toEqual(["Web Halter", "Rope Halter"]);
    expect(buildListing(products, categories, { q: "  dog  " }).items.map((p) => p.name)).toEqual(["Padded Dog Collar", "Leather DOG collar"]);
    expect(buildListing(products, categories, { q: "saddle" }).total).toBe(0);
  });

  it("filters by category in lower case and knows unknown categories", () => {
    const l = buildListing(products, categories, { category: "horse accessories" });
    expect(l.items.map((p) => p.name)).toEqual(["Web Halter", "Rope Halter"]);
    expect(l.categoryText).toBe("Horse Halter");
    expect(buildListing(products, categories, { category: "DOG COLLAR" }).total).toBe(2);
    expect(buildListing(products, categories, { category: "unicorns" }).categoryKnown).toBe(false);
  });

  it("sorts a category's listing within that category, sold-out ones last, and counts only its own", () => {
    const mixed = [
      product(1, { name: "Collar ₹450", offerPrice: 450 }),
      product(2, { name: "Halter ₹100", offerPrice: 100 }),
      product(3, { name: "Collar ₹90 sold out", offerPrice: 90, inStock: false }),
      product(5, { name: "Collar ₹120", offerPrice: 120 }),
      product(7, { name: "Collar ₹300", offerPrice: 300 }),
    ];
    const asc = buildListing(mixed, categories, { category: "dog collar", sort: "price-asc" });
    expect(asc.items.map((p) => p.name)).toEqual(["Collar ₹120", "Collar ₹300", "Collar ₹450", "Collar ₹90 sold out"]);
    expect(asc.total).toBe(4);
    expect(buildListing(mixed, categories, { category: "Dog Collar", sort: "price-desc" }).items.map((p) => p.name)).toEqual([
      "Collar ₹450",
      "Collar ₹300",
      "Collar ₹120",
      "Collar ₹90 sold out",
    ]);
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

let variantSeq = 0;
function variant(options: Record<string, string>, offerPrice: number, inStock = true): ApiVariant {
  variantSeq += 1;
  return { _id: `var_${String(variantSeq).padStart(22, "0")}`, options, sku: `V${variantSeq}`, code: "", price: 2000, offerPrice, inStock, image: [] };
}
const SIZE = (values: string[]) => ({ name: "Size", values });
const COLOUR = (values: string[]) => ({ name: "Colour", values });

describe("listing filters by option values and sorts (issue 14)", () => {
  const halter = product(10, {
    name: "Padded Nylon Halter",
    category: "horse accessories",
    offerPrice: 999,
    createdAt: "2026-01-01T00:00:00.000Z",
    options: [SIZE(["Pony", "Cob", "Full"]), COLOUR(["Burgundy", "Black"])],
    variants: [
      variant({ Size: "Pony", Colour: "Burgundy" }, 999),
      variant({ Size: "Cob", Colour: "Burgundy" }, 1199),
      variant({ Size: "Cob", Colour: "Black" }, 1249, false), // sold out: never matches
      variant({ Size: "Full", Colour: "Black" }, 1399),
    ],
  });
  const collar = product(11, {
    name: "Padded Dog Collar",
    category: "Dog Collar",
    offerPrice: 499,
    createdAt: "2026-03-01T00:00:00.000Z",
    options: [SIZE(["S", "M", "Cob"]), COLOUR(["Black", "Navy Blue"])],
    variants: [variant({ Size: "S", Colour: "Black" }, 499), variant({ Size: "Cob", Colour: "Navy Blue" }, 1500)],
  });
  const rope = product(12, { name: "Cotton Lead Rope", offerPrice: 700, createdAt: "2026-02-01T00:00:00.000Z", options: [], variants: [variant({}, 700)] });
  const all = [halter, collar, rope];
  const names = (l: { items: ApiProduct[] }) => l.items.map((p) => p.name);

  it("offers Size and Colour chips for the values on sale in the listing, in the option's order", () => {
    const l = buildListing(all, categories, {});
    expect(l.facets).toEqual([
      { param: "size", label: "Size", chips: ["Pony", "Cob", "Full", "S"].map((value) => ({ value, selected: false })) },
      { param: "colour", label: "Colour", chips: ["Burgundy", "Black", "Navy Blue"].map((value) => ({ value, selected: false })) },
    ]);
    expect(buildListing([rope], categories, {}).facets).toEqual([]);
    expect(buildListing(all, categories, { category: "dog collar" }).facets[0]!.chips.map((c) => c.value)).toEqual(["S", "Cob"]);
  });

  it("matches a product when one variant on sale has the chosen values: OR within an option, AND across options", () => {
    expect(names(buildListing(all, categories, { filters: { size: ["Cob"] } }))).toEqual(["Padded Nylon Halter", "Padded Dog Collar"]);
    expect(names(buildListing(all, categories, { filters: { size: ["cob"], colour: ["Black"] } }))).toEqual([]); // the only Cob / Black is sold out
    expect(names(buildListing(all, categories, { filters: { size: ["Cob"], colour: ["Burgundy"] } }))).toEqual(["Padded Nylon Halter"]);
    expect(names(buildListing(all, categories, { filters: { size: ["Pony", "S"] } }))).toEqual(["Padded Nylon Halter", "Padded Dog Collar"]);
    expect(names(buildListing(all, categories, { filters: { size: ["Pony"], colour: ["Black"] } }))).toEqual([]); // Pony only in Burgundy
    const l = buildListing(all, categories, { filters: { colour: ["navy blue"] } });
    expect(names(l)).toEqual(["Padded Dog Collar"]);
    expect(l.selected).toEqual({ size: [], colour: ["Navy Blue"] });
    expect(l.facets[1]!.chips.find((c) => c.value === "Navy Blue")!.selected).toBe(true);
  });

  it("ignores values no product on sale has, and unknown sorts", () => {
    const l = buildListing(all, categories, { filters: { size: ["Banana", "<script>"], colour: ["Black"] }, sort: "cheapest" });
    expect(l.selected).toEqual({ size: [], colour: ["Black"] });
    expect(l.sort).toBe("");
    expect(names(l)).toEqual(["Padded Nylon Halter", "Padded Dog Collar"]);
    expect(parseSort("price-asc")).toBe("price-asc");
    expect(parseSort("constructor")).toBe("");
  });

  it("sorts by the cheapest matching variant on sale, high to low, and newest first; the default keeps the shop's order", () => {
    expect(names(buildListing(all, categories, {}))).toEqual(["Padded Nylon Halter", "Padded Dog Collar", "Cotton Lead Rope"]);
    expect(names(buildListing(all, categories, { sort: "price-asc" }))).toEqual(["Padded Dog Collar", "Cotton Lead Rope", "Padded Nylon Halter"]);
    expect(names(buildListing(all, categories, { sort: "price-desc" }))).toEqual(["Padded Nylon Halter", "Cotton Lead Rope", "Padded Dog Collar"]);
    expect(names(buildListing(all, categories, { sort: "newest" }))).toEqual(["Padded Dog Collar", "Cotton Lead Rope", "Padded Nylon Halter"]);
    // Filtered by Cob: the halter's Cob costs 1199, the collar's 1500.
    expect(names(buildListing(all, categories, { filters: { size: ["Cob"] }, sort: "price-asc" }))).toEqual(["Padded Nylon Halter", "Padded Dog Collar"]);
    expect(names(buildListing(all, categories, { filters: { size: ["Cob"] }, sort: "price-desc" }))).toEqual(["Padded Dog Collar", "Padded Nylon Halter"]);
  });

  it("writes the listing's URL: filters repeat, page 1 is left out, chips toggle", () => {
    const selected = { size: ["Cob"], colour: [] as string[] };
    expect(listingSearch({ q: "halter", selected, sort: "price-asc", page: 1 })).toBe("?q=halter&size=Cob&sort=price-asc");
    expect(listingSearch({ selected: toggleValue(selected, "size", "Full"), page: 2 })).toBe("?size=Cob&size=Full&page=2");
    expect(listingSearch({ selected: toggleValue(selected, "size", "Cob") })).toBe("");
    expect(listingSearch({ selected: { colour: ["Navy Blue"] } })).toBe("?colour=Navy+Blue");
  });
});

describe("a listing of the search's matches (places in the catalogue, best first)", () => {
  const catalogue = [
    product(1, { name: "A", offerPrice: 300 }), // Dog Collar
    product(2, { name: "B", offerPrice: 100 }), // horse accessories
    product(3, { name: "C", offerPrice: 200, inStock: false }),
    product(4, { name: "D", offerPrice: 100 }),
    product(5, { name: "E", offerPrice: 300 }),
  ];
  const names = (l: { items: ApiProduct[] }) => l.items.map((p) => p.name);
  const ranked = (query: Parameters<typeof buildListing>[2], places: number[]) =>
    buildListing(catalogue, categories, { q: "x", ...query }, undefined, undefined, places);

  it("keeps the search's order, sold-out matches last; a category keeps only its own; places out of the list are skipped", () => {
    expect(names(ranked({}, [4, 2, 0, 3, 1]))).toEqual(["E", "A", "D", "B", "C"]);
    expect(ranked({}, [4, 2, 0, 3, 1]).total).toBe(5);
    expect(names(ranked({ category: "dog collar" }, [4, 2, 0]))).toEqual(["E", "A", "C"]);
    expect(names(ranked({}, [7, -1, 3]))).toEqual(["D"]);
    expect(ranked({}, []).total).toBe(0);
  });

  it("sorted, equal prices keep the search's order", () => {
    expect(names(ranked({ sort: "price-asc" }, [3, 1, 4, 0, 2]))).toEqual(["D", "B", "E", "A", "C"]);
    expect(names(ranked({ sort: "price-asc" }, [1, 3, 0, 4, 2]))).toEqual(["B", "D", "A", "E", "C"]);
    expect(names(ranked({ sort: "price-desc" }, [4, 0, 1, 3]))).toEqual(["E", "A", "B", "D"]);
  });

  it("pages through the matches", () => {
    const many = Array.from({ length: 60 }, (_, i) => product(i, { name: `P${i}` }));
    const places = Array.from({ length: 60 }, (_, i) => 59 - i);
    const page2 = buildListing(many, categories, { q: "p", page: 2 }, undefined, undefined, places);
    expect(page2.total).toBe(60);
    expect(names(page2)).toEqual(Array.from({ length: LISTING_PAGE_SIZE }, (_, i) => `P${59 - LISTING_PAGE_SIZE - i}`));
  });
});

describe("a filtered card shows the chosen colour's photo (issue 14)", () => {
  it("puts the first matching variant's photo first and keeps the product's other photos", () => {
    const black = { ...variant({ Colour: "Black" }, 500), image: ["black.webp"] };
    const burgundy = { ...variant({ Colour: "Burgundy" }, 500), image: ["burgundy.webp"] };
    const p = product(30, { options: [COLOUR(["Black", "Burgundy"])], variants: [black, burgundy], image: ["black.webp", "burgundy.webp"] });
    expect(buildListing([p], categories, { filters: { colour: ["burgundy"] } }).items[0]!.image).toEqual(["burgundy.webp", "black.webp"]);
    expect(buildListing([p], categories, { filters: { colour: ["Black"] } }).items[0]!.image).toEqual(["black.webp", "burgundy.webp"]);
    expect(buildListing([p], categories, {}).items[0]!.image).toEqual(["black.webp", "burgundy.webp"]);
  });
});

describe("search on option values (issue 14)", () => {
  const halter = product(20, {
    name: "Padded Nylon Horse Halter",
    category: "horse accessories",
    options: [SIZE(["Cob", "Full"]), COLOUR(["Royal Blue", "Burgundy", "Green"])],
    variants: [
      variant({ Size: "Cob", Colour: "Royal Blue" }, 1),
      variant({ Size: "Full", Colour: "Burgundy" }, 1),
      variant({ Size: "Full", Colour: "Green" }, 1, false),
    ],
  });
  const collar = product(21, {
    name: "Padded Dog Collar",
    category: "Dog Collar",
    options: [COLOUR(["Burgundy"])],
    variants: [variant({ Colour: "Burgundy" }, 1)],
  });
  const plain = product(22, { name: "Blue Rope Halter", category: "halter" });

  it("finds products by every word across name, category and the option values on sale", () => {
    expect(matchesSearch(halter, "blue halter")).toBe(true);
    expect(matchesSearch(halter, "cob")).toBe(true);
    expect(matchesSearch(halter, "COB burgundy")).toBe(true);
    expect(matchesSearch(collar, "burgundy collar")).toBe(true);
    expect(matchesSearch(halter, "burgundy collar")).toBe(false);
    expect(matchesSearch(halter, "green")).toBe(false); // the only green is sold out
    expect(matchesSearch(halter, "pony")).toBe(false);
    expect(matchesSearch(collar, "dog collar burgundy")).toBe(true);
    expect(matchesSearch(halter, "horse accessories")).toBe(true); // category words
  });

  it("keeps the spec's substring search on the name", () => {
    expect(matchesSearch(plain, "ope hal")).toBe(true);
    expect(matchesSearch(plain, "BLUE ROPE")).toBe(true);
    expect(matchesSearch(plain, "  ")).toBe(true);
    expect(matchesSearch(plain, "saddle")).toBe(false);
  });

  it("the listing uses it", () => {
    expect(buildListing([halter, collar, plain], categories, { q: "burgundy" }).items.map((p) => p.name)).toEqual([
      "Padded Nylon Horse Halter",
      "Padded Dog Collar",
    ]);
    expect(buildListing([halter, collar, plain], categories, { q: "blue halter" }).items.map((p) => p.name)).toEqual([
      "Padded Nylon Horse Halter",
      "Blue Rope Halter",
    ]);
  });
});

describe("product card facts (issue 14)", () => {
  it("says 'from' when offer prices on sale differ, lists up to 5 colours on sale in order, and asks to choose options", () => {
    const colours = ["Black", "Brown", "Tan", "Red", "Navy", "Green", "Pink"];
    const p = { options: [COLOUR(colours)], variants: [...colours.map((c) => variant({ Colour: c }, 500)), variant({ Colour: "Pink" }, 600, false)] };
    expect(cardVariantSummary(p)).toEqual({ priceVaries: false, colours: colours.slice(0, 5), colourCount: 7, chooseOptions: true });
    const sizes = { options: [SIZE(["S", "M"])], variants: [variant({ Size: "S" }, 500), variant({ Size: "M" }, 650)] };
    expect(cardVariantSummary(sizes)).toEqual({ priceVaries: true, colours: [], colourCount: 0, chooseOptions: true });
    expect(cardVariantSummary({ options: [], variants: [variant({}, 1)] })).toEqual({ priceVaries: false, colours: [], colourCount: 0, chooseOptions: false });
  });
});

describe("category display text (issue 15)", () => {
  it("shows the tile text, never the filter value, for any case of the path", () => {
    expect(categoryText(categories, "horse accessories")).toBe("Horse Halter");
    expect(categoryText(categories, "HORSE ACCESSORIES")).toBe("Horse Halter");
    expect(categoryText(categories, "Dog Collar")).toBe("Dog Collar");
    expect(categoryText(categories, "Saddles")).toBe("Saddles");
  });
});
