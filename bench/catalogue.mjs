// Shared by bench/search.mjs and bench/listing.mjs.
const kinds = [
  { category: "Dog Collar", name: "Dog Collar", hi: "कुत्ते का पट्टा", options: ["S", "M", "L"] },
  { category: "horse accessories", name: "Horse Halter", hi: "घोड़े का हॉल्टर", options: ["Pony", "Cob", "Full"] },
  { category: "Lead Rope", name: "Lead Rope", hi: "लीड रस्सी", options: ["2 m", "2.5 m", "3 m"] },
  { category: "Rassi", name: "Dog Rassi", hi: "कुत्ते की रस्सी", options: ["2 m", "3 m", "5 m"] },
  { category: "Rope", name: "Dog Leash", hi: "कुत्ते की लीश", options: ["1.2 m", "1.5 m", "1.8 m"] },
];
const adjectives = [
  "Padded",
  "Braided",
  "Jacquard",
  "Classic",
  "Knotted",
  "Twisted",
  "Webbing",
  "Designer",
  "Heavy-Duty",
  "Quick-Release",
  "Leather-Trim",
  "Cotton",
  "Nylon",
  "Poly-Cotton",
  "Climbing-Rope",
  "Hands-Free",
];
const colours = [
  "Red",
  "Navy",
  "Teal",
  "Plum",
  "Black",
  "Burgundy",
  "Forest Green",
  "Saffron",
  "Mustard",
  "Olive",
  "Royal Blue",
  "Chocolate",
  "Dusty Rose",
  "Natural",
];
/**
 * A generated catalogue of `n` products for the benches at scale (search, listing): five kinds of product (names in
 * English and Hindi, three sizes each), 16 words of style and 14 colours, two colours × three sizes = 6 variants
 * each; every 7th sold out; prices and dates spread so sorting has work to do.
 */
export function bigCatalogue(n) {
  const products = [];
  for (let i = 0; i < n; i++) {
    const k = kinds[i % kinds.length];
    const adj = adjectives[Math.floor(i / kinds.length) % adjectives.length];
    const colour = colours[Math.floor(i / (kinds.length * adjectives.length)) % colours.length];
    const id = `prd_${String(i).padStart(22, "0")}`;
    const variants = k.options.flatMap((size) =>
      [colour, colours[(i + 3) % colours.length]].map((c, j) => ({
        _id: `var_${i}_${size}_${j}`,
        options: { Size: size, Colour: c },
        sku: `SKU-${i}-${size}-${j}`,
        code: "C",
        price: 999,
        offerPrice: 849,
        inStock: true,
        image: [],
      })),
    );
    products.push({
      _id: id,
      name: `${adj} ${k.name} ${i} – ${colour}`,
      category: k.category,
      description: [],
      price: 999 + ((i * 37) % 2000),
      offerPrice: 849 + ((i * 37) % 2000),
      image: [`p${i}.webp`],
      inStock: i % 7 !== 0,
      rating: null,
      sku: `SKU-${i}`,
      code: "C",
      hsnCode: "4201",
      gstRate: 12,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
      updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
      options: [
        { name: "Size", values: k.options },
        { name: "Colour", values: [...new Set(variants.map((v) => v.options.Colour))] },
      ],
      variants,
      translations: { hi: { name: `${k.hi} ${i}` } },
    });
  }
  return products;
}

/** The categories of bigCatalogue's products. */
export const BIG_CATEGORIES = kinds.map((k) => ({ path: k.category, text: k.category }));
