// Shared by bench/search.mjs, bench/listing.mjs and bench/catalogue-http.mjs.
import SQLite from "better-sqlite3";

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

/**
 * bigCatalogue(n) written into a shop's SQLite database (made by the shop: its migrations ran) as the shop stores it:
 * products, their variants and the categories replace what was there; the catalogue version moves so the shop reads it.
 */
export function writeCatalogue(file, n) {
  const db = new SQLite(file);
  db.pragma("busy_timeout = 10000");
  const paise = (rupees) => Math.round(rupees * 100);
  const product =
    db.prepare(`insert into products (id, name, category, description, price_paise, offer_price_paise, images, in_stock, stock, rating, sku, code, hsn_code, gst_rate_bp, position,
    created_at, updated_at, deleted_at, options, translations) values (?, ?, ?, '[]', ?, ?, ?, ?, null, 4, ?, ?, ?, ?, ?, ?, ?, null, ?, ?)`);
  const variant =
    db.prepare(`insert into product_variants (id, product_id, options, sku, code, mrp_paise, offer_price_paise, stock, in_stock, weight_grams, images, position, created_at, updated_at, deleted_at, low_stock_at)
    values (?, ?, ?, ?, ?, ?, ?, null, ?, null, '[]', ?, ?, ?, null, null)`);
  const category = db.prepare("insert into categories (id, text, path, image, bg_color, position) values (?, ?, ?, 'bench.webp', '#FEF6DA', ?)");
  db.transaction(() => {
    db.prepare("update products set deleted_at = ? where deleted_at is null").run(new Date().toISOString());
    db.prepare("delete from categories").run();
    BIG_CATEGORIES.forEach((c, i) => category.run(`cat_bench_${i}`, c.text, c.path, i));
    bigCatalogue(n).forEach((p, i) => {
      // In stock as the generator says: a sold-out product's variants are sold out too.
      const inStock = (v) => (p.inStock && v.inStock ? 1 : 0);
      product.run(
        p._id,
        p.name,
        p.category,
        paise(p.price),
        paise(p.offerPrice),
        JSON.stringify(p.image),
        p.inStock ? 1 : 0,
        p.sku,
        p.code,
        p.hsnCode,
        p.gstRate * 100,
        i,
        p.createdAt,
        p.updatedAt,
        JSON.stringify(p.options),
        JSON.stringify(p.translations),
      );
      p.variants.forEach((v, j) =>
        variant.run(
          v._id,
          p._id,
          JSON.stringify(v.options),
          v.sku,
          `${v.code}${i}-${j}`,
          paise(p.price),
          paise(p.offerPrice),
          inStock(v),
          j,
          p.createdAt,
          p.updatedAt,
        ),
      );
    });
    db.prepare("update catalog_version set version = version + 1, updated_at = ? where id = 1").run(new Date().toISOString());
  })();
  db.close();
}
