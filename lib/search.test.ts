import { describe, expect, it } from "vitest";
import type { ApiProduct, Category } from "./catalog";
import { matchesSearch } from "./catalog";
import { DEFAULT_SYNONYMS } from "./default-synonyms";
import { buildListing } from "./listing";
import { normaliseSearch, searchTokens, synonymIndex } from "./search";
import { checkSynonyms } from "./search-synonyms";

/** Issue 17 item 4: Hindi and romanised search, through the seller's synonym groups. */
function product(i: number, over: Partial<ApiProduct>): ApiProduct {
  return {
    _id: `prd_${String(i).padStart(22, "0")}`,
    name: `Product ${i}`,
    category: "Rope",
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

const categories: Category[] = [
  { text: "Dog Collar", path: "Dog Collar", image: "a.webp", bgColor: "#fff", translations: { hi: { text: "कुत्ते का पट्टा" } } },
  { text: "Horse Halter", path: "horse accessories", image: "b.webp", bgColor: "#fff", translations: { hi: { text: "घोड़े का हॉल्टर" } } },
  { text: "Dog Rope", path: "Rope", image: "c.webp", bgColor: "#fff" },
];

const rope = product(1, { name: "Cotton Rope Dog Leash", category: "Rope", translations: { hi: { name: "कुत्ते के लिए सूती रस्सी" } } });
const collar = product(2, { name: "Padded Dog Collar", category: "Dog Collar", translations: { hi: { name: "गद्देदार कुत्ते का पट्टा" } } });
const halter = product(3, { name: "Padded Nylon Horse Halter", category: "horse accessories", translations: { hi: { name: "नायलॉन हॉल्टर" } } });
const foal = product(4, { name: "Foal Halter with Brass Fittings", category: "horse accessories" }); // no Hindi name yet
const bell = product(5, { name: "Brass Cow Bell", category: "Rope", translations: { hi: { name: "गाय की घंटी" } } });
const all = [rope, collar, halter, foal, bell];

const synonyms = synonymIndex(DEFAULT_SYNONYMS);
const found = (q: string) => buildListing(all, categories, { q }, synonyms).items.map((p) => p.name);

describe("normal form", () => {
  it("makes the spellings people mix up one: case, NFC, nukta, chandrabindu, half nasal, joiners, punctuation", () => {
    expect(normaliseSearch("  Dog-Collar!! ")).toBe("dog collar");
    // ड़ typed as one code point (U+095C), as ड + nukta, or without the nukta at all.
    expect(normaliseSearch("\u095C")).toBe(normaliseSearch("\u0921\u093C"));
    expect(normaliseSearch("घोड़ा")).toBe(normaliseSearch("घोडा"));
    expect(normaliseSearch("ऊँट")).toBe(normaliseSearch("ऊंट"));
    expect(normaliseSearch("हिन्दी")).toBe(normaliseSearch("हिंदी"));
    expect(normaliseSearch("क्\u200dष")).toBe(normaliseSearch("क्ष"));
    expect(normaliseSearch("रस्सी।")).toBe("रस्सी");
  });
});

describe("searching in Hindi and romanised words", () => {
  it("a Hindi query finds the product by its Hindi name", () => {
    expect(found("नायलॉन")).toEqual(["Padded Nylon Horse Halter"]);
    expect(found("गद्देदार पट्टा")).toEqual(["Padded Dog Collar"]);
    // A nukta left out still finds it; so does the category's Hindi text.
    expect(found("घोडे")).toEqual(["Padded Nylon Horse Halter", "Foal Halter with Brass Fittings"]);
  });

  it("rassi, rasi and रस्सी find the rope", () => {
    for (const q of ["rassi", "rasi", "रस्सी", "RASSI"]) expect(found(q), q).toContain("Cotton Rope Dog Leash");
    expect(found("rasi")).not.toContain("Padded Dog Collar");
  });

  it("patta and पट्टा find collars, belt too; lagam and लगाम find halters", () => {
    expect(found("patta")).toContain("Padded Dog Collar");
    expect(found("पट्टा")).toContain("Padded Dog Collar");
    expect(found("dog belt")).toEqual(["Padded Dog Collar"]);
    expect(found("lagam")).toEqual(["Padded Nylon Horse Halter", "Foal Halter with Brass Fittings"]);
    expect(found("लगाम")).toEqual(["Padded Nylon Horse Halter", "Foal Halter with Brass Fittings"]);
  });

  it("mixed scripts and Hindi joining words: 'dog पट्टा', 'kutte ka patta', 'गाय की घंटी'", () => {
    expect(found("dog पट्टा")).toEqual(["Padded Dog Collar"]);
    expect(found("kutte ka patta")).toEqual(["Padded Dog Collar"]);
    expect(found("कुत्ते की रस्सी")).toEqual(["Cotton Rope Dog Leash"]);
    expect(found("ghoda lagam")).toEqual(["Padded Nylon Horse Halter", "Foal Halter with Brass Fittings"]);
    expect(found("gaay ki ghanti")).toEqual(["Brass Cow Bell"]);
    expect(found("peetal")).toEqual(["Foal Halter with Brass Fittings", "Brass Cow Bell"]);
  });

  it("a word without synonyms searches as before, and every word still has to match", () => {
    expect(found("nylon")).toEqual(["Padded Nylon Horse Halter"]);
    expect(found("foal")).toEqual(["Foal Halter with Brass Fittings"]);
    expect(found("saddle")).toEqual([]);
    expect(found("lagam saddle")).toEqual([]);
    expect(found("")).toHaveLength(all.length);
    // Without synonyms, romanised words find only what is written that way.
    expect(buildListing(all, categories, { q: "lagam" }).items).toEqual([]);
    expect(matchesSearch(halter, "Horse Halter")).toBe(true);
  });

  it("an entry of several words is one token: 'kutte ka patta' in a group with 'dog collar'", () => {
    const index = synonymIndex([["dog collar", "kutte ka patta", "कुत्ते का पट्टा"]]);
    expect(searchTokens("red kutte ka patta", index)).toEqual(["red", "kutte ka patta"]);
    const plain = product(9, { name: "Padded Dog Collar", category: "Dog Collar" });
    expect(matchesSearch(plain, "kutte ka patta", { synonyms: index })).toBe(true);
    expect(matchesSearch(plain, "कुत्ते का पट्टा", { synonyms: index })).toBe(true);
    expect(matchesSearch(rope, "kutte ka patta", { synonyms: index })).toBe(false);
  });
});

describe("checking the seller's groups", () => {
  it("keeps good groups tidy: empty words, repeats and empty groups dropped", () => {
    expect(checkSynonyms([["rope", "", "rassi", "Rassi"], [], ["halter", "lagam"]])).toEqual({
      groups: [
        ["rope", "rassi"],
        ["halter", "lagam"],
      ],
    });
    expect("groups" in checkSynonyms(DEFAULT_SYNONYMS)).toBe(true);
  });

  it("refuses a word in two groups, naming it and both groups", () => {
    expect(
      checkSynonyms([
        ["rope", "rassi"],
        ["leash", "lead"],
        ["RASSI", "dori"],
      ]),
    ).toEqual({ message: "“RASSI” is in two groups (1 and 3): keep it in one" });
    // Same word once with a nukta, once without: the same word.
    expect(
      checkSynonyms([
        ["horse", "घोड़ा"],
        ["pony", "घोडा"],
      ]),
    ).toEqual({ message: "“घोडा” is in two groups (1 and 2): keep it in one" });
  });

  it("refuses a lone word, a long word, a word of punctuation, too many words or groups", () => {
    expect(checkSynonyms([["rope"]])).toEqual({ message: "Group 1: “rope” needs at least one other word that means the same" });
    expect(checkSynonyms([["rope", "r".repeat(41)]])).toEqual({ message: `Group 1: “${"r".repeat(40)}…” is longer than 40 characters` });
    expect(checkSynonyms([["rope", "!!"]])).toEqual({ message: "Group 1: “!!” has no letters or digits" });
    expect(checkSynonyms([Array.from({ length: 21 }, (_, i) => `w${i}`)])).toEqual({ message: "Group 1: at most 20 words in a group" });
    expect(checkSynonyms(Array.from({ length: 201 }, (_, i) => [`a${i}`, `b${i}`]))).toEqual({ message: "At most 200 groups, please" });
  });
});
