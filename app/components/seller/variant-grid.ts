/**
 * The back office's options and variant grid (issue 14), as pure functions:
 * options and their ordered values, the generated combinations (rows that
 * already exist are kept), bulk edits of selected rows, photos per colour, the
 * checks worded as the server words them, and the PUT
 * /api/seller/products/{id}/variants body. No React and no zod here.
 */
import {
  choiceKey,
  combinations,
  LOW_STOCK,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  optionsText,
  type ProductOption,
  type VariantChoice,
} from "../../../lib/variants";

/** One row of the grid as typed: every number is text until it is sent. */
export type GridRow = {
  /** Stable key (React key and selection): the variant id, or a made-up one for a new row. */
  key: string;
  /** An existing variant: its id, version as loaded, and SKU/code as loaded (the code is kept while the SKU is). */
  _id?: string;
  updatedAt?: string;
  loadedSku?: string;
  code?: string;
  options: VariantChoice;
  /** The row's on/off switch (the variant's in-stock setting). */
  inStock: boolean;
  sku: string;
  price: string;
  offerPrice: string;
  /** Blank = not counted. */
  stock: string;
  /** Grams; blank = not set. */
  weight: string;
  /** Low-stock alert level for the daily digest; blank = the shop's default (LOW_STOCK). */
  lowStockAt: string;
  /** Index into the product's photos (as the form shows them), or null for none. */
  photo: number | null;
};
export type Grid = { options: ProductOption[]; rows: GridRow[] };
/** What a new row starts with: the product form's price, offer price, SKU and stock. */
export type RowDefaults = {
  sku: string;
  price: string;
  offerPrice: string;
  stock: string;
  weight?: string;
  /** The product's name: SKUs start with its initials when the form has no SKU. */ name?: string;
};
export type BulkField = "price" | "offerPrice" | "stock";

export type SellerVariantLike = {
  _id: string;
  options: VariantChoice;
  sku: string;
  code: string;
  price: number;
  offerPrice: number;
  stock: number | null;
  inStockSetting: boolean;
  weight: number | null;
  lowStockAt?: number | null;
  image: string[];
  updatedAt: string;
};

let counter = 0;
const newKey = () => `new-${++counter}`;

/** A product's options and variants as the grid shows them (photos: the product's photo names in form order). */
export function gridFromSeller(p: { options: ProductOption[]; variants: SellerVariantLike[] }, photos: string[]): Grid {
  return {
    options: p.options.map((o) => ({ name: o.name, values: [...o.values] })),
    rows: p.variants.map((v) => ({
      key: v._id,
      _id: v._id,
      updatedAt: v.updatedAt,
      loadedSku: v.sku,
      code: v.code,
      options: { ...v.options },
      inStock: v.inStockSetting,
      sku: v.sku,
      price: String(v.price),
      offerPrice: String(v.offerPrice),
      stock: v.stock === null ? "" : String(v.stock),
      weight: v.weight === null ? "" : String(v.weight),
      lowStockAt: v.lowStockAt == null ? "" : String(v.lowStockAt),
      photo: v.image[0] !== undefined && photos.includes(v.image[0]) ? photos.indexOf(v.image[0]) : null,
    })),
  };
}

/** "Variant 3 (Cob / Burgundy)": how a row is named in messages (as the server names it). */
export function rowLabel(options: ProductOption[], index: number, choice: VariantChoice): string {
  const text = optionsText(options, choice);
  return text === "" ? `Variant ${index + 1}` : `Variant ${index + 1} (${text})`;
}

/** The grid has options: the product is saved through the variants API. */
export const hasOptions = (g: Grid) => g.options.length > 0;

export function addOption(g: Grid): Grid {
  if (g.options.length >= MAX_OPTIONS) return g;
  return { ...g, options: [...g.options, { name: "", values: [] }] };
}

/** Renaming an option renames it in every row's choice. */
export function renameOption(g: Grid, index: number, name: string): Grid {
  const old = g.options[index]?.name;
  if (old === undefined) return g;
  const options = g.options.map((o, i) => (i === index ? { ...o, name } : o));
  const rows = g.rows.map((r) => {
    if (!(old in r.options)) return r;
    const { [old]: value, ...rest } = r.options;
    return { ...r, options: name === "" ? rest : { ...rest, [name]: value! } };
  });
  return { options, rows };
}

/** Adds a value to an option; a blank or repeated value (any case) is a message instead. */
export function addValue(g: Grid, index: number, raw: string): Grid | string {
  const o = g.options[index];
  const value = raw.trim();
  if (!o) return g;
  if (value === "") return "Option value is required";
  if (value.length > 40) return "Option value must be at most 40 characters";
  if (o.values.some((v) => v.toLowerCase() === value.toLowerCase())) return `${o.name || "This option"} already has ${value}`;
  if (o.values.length >= MAX_OPTION_VALUES) return `An option can have at most ${MAX_OPTION_VALUES} values`;
  return { ...g, options: g.options.map((x, i) => (i === index ? { ...x, values: [...x.values, value] } : x)) };
}

/** Removes a value, and the rows that had it. */
export function removeValue(g: Grid, index: number, valueIndex: number): Grid {
  const o = g.options[index];
  const value = o?.values[valueIndex];
  if (!o || value === undefined) return g;
  const options = g.options.map((x, i) => (i === index ? { ...x, values: x.values.filter((_, j) => j !== valueIndex) } : x));
  return { options, rows: g.rows.filter((r) => r.options[o.name] !== value) };
}

/** Moves a value up (-1) or down (+1); the rows follow the new order. */
export function moveValue(g: Grid, index: number, valueIndex: number, by: -1 | 1): Grid {
  const o = g.options[index];
  const j = valueIndex + by;
  if (!o || j < 0 || j >= o.values.length) return g;
  const values = [...o.values];
  [values[valueIndex], values[j]] = [values[j]!, values[valueIndex]!];
  const options = g.options.map((x, i) => (i === index ? { ...x, values } : x));
  return { options, rows: sortRows(options, g.rows) };
}

/** Removes an option: rows lose that choice, and rows that became the same combination keep the first. */
export function removeOption(g: Grid, index: number): Grid {
  const o = g.options[index];
  if (!o) return g;
  const options = g.options.filter((_, i) => i !== index);
  const seen = new Set<string>();
  const rows: GridRow[] = [];
  for (const r of g.rows) {
    const { [o.name]: _gone, ...rest } = r.options;
    const key = choiceKey(options, rest);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ ...r, options: rest });
  }
  return { options, rows: options.length === 0 ? rows.slice(0, 1) : rows };
}

/** Rows in the order of the combinations (first option slowest), rows matching none last. */
export function sortRows(options: ProductOption[], rows: GridRow[]): GridRow[] {
  const order = new Map(combinations(options).map((c, i) => [choiceKey(options, c), i]));
  const rank = (r: GridRow) => order.get(choiceKey(options, r.options)) ?? Number.MAX_SAFE_INTEGER;
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map((x) => x.r);
}

const skuPart = (v: string) =>
  v
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "")
    .slice(0, 6);

/** A product name's initials for SKUs: "Padded Nylon Halter" → "PNH". */
export const nameInitials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, "").charAt(0))
    .join("")
    .toUpperCase()
    .slice(0, 6);

/** A new row's SKU: the product SKU (else the name's initials) and the values, "HLT-COB-BURGUN"; blank without either. */
export function suggestSku(base: string, options: ProductOption[], choice: VariantChoice, name = ""): string {
  const b = (base.trim() || nameInitials(name)).toUpperCase();
  if (b === "") return "";
  return [b, ...options.map((o) => skuPart(choice[o.name] ?? "")).filter(Boolean)].join("-").slice(0, 40);
}

/**
 * "Generate variants": one row per combination of the options' values. A row
 * that already exists keeps everything (id, SKU, prices, stock, photo); an
 * existing row missing a newly added option takes its first value (so the
 * product's one variant becomes the first combination, keeping its stock).
 * Rows whose combination no longer exists are dropped. More than 100
 * combinations is a message instead.
 */
export function generate(g: Grid, defaults: RowDefaults): Grid | string {
  const options = g.options.filter((o) => o.name.trim() !== "" && o.values.length > 0);
  if (options.length === 0) return "Add an option with at least one value first";
  const combos = combinations(options);
  if (combos.length > MAX_VARIANTS) return `A product can have at most ${MAX_VARIANTS} variants (these options make ${combos.length})`;
  const byKey = new Map<string, GridRow>();
  for (const r of g.rows) {
    const choice: VariantChoice = {};
    for (const o of options)
      choice[o.name] =
        r.options[o.name] !== undefined && o.values.includes(r.options[o.name]!) ? r.options[o.name]! : r.options[o.name] === undefined ? o.values[0]! : "";
    if (Object.values(choice).includes("")) continue;
    const key = choiceKey(options, choice);
    if (!byKey.has(key)) byKey.set(key, { ...r, options: choice });
  }
  const rows = combos.map((choice) => {
    const kept = byKey.get(choiceKey(options, choice));
    if (kept) return kept.sku.trim() === "" ? { ...kept, sku: suggestSku(defaults.sku, options, choice, defaults.name) } : kept;
    return {
      key: newKey(),
      options: choice,
      inStock: true,
      sku: suggestSku(defaults.sku, options, choice, defaults.name),
      price: defaults.price,
      offerPrice: defaults.offerPrice,
      stock: defaults.stock,
      weight: defaults.weight ?? "",
      lowStockAt: "",
      photo: null,
    };
  });
  return { options: g.options, rows };
}

/** Sets the offer price, MRP or stock of the selected rows. */
export function bulkSet(rows: GridRow[], selected: ReadonlySet<string>, field: BulkField, value: string): GridRow[] {
  return rows.map((r) => (selected.has(r.key) ? { ...r, [field]: value.trim() } : r));
}

/** The photo for every row with this value of the option (a photo per colour). */
export function setPhotoFor(rows: GridRow[], optionName: string, value: string, photo: number | null): GridRow[] {
  return rows.map((r) => (r.options[optionName] === value ? { ...r, photo } : r));
}

/** The option whose values get a photo each: the one named Colour/Color, else the last one. */
export function photoOption(options: ProductOption[]): ProductOption | undefined {
  return options.find((o) => /^colou?r$/i.test(o.name.trim())) ?? options[options.length - 1];
}

/** The rows' photos after the product's photo `index` moved by one place (the photos swapped). */
export function photosAfterMove(rows: GridRow[], index: number, by: -1 | 1): GridRow[] {
  const j = index + by;
  return rows.map((r) => (r.photo === index ? { ...r, photo: j } : r.photo === j ? { ...r, photo: index } : r));
}

/** The rows' photos after the product's photo `index` was removed: rows showing it show none. */
export function photosAfterRemove(rows: GridRow[], index: number): GridRow[] {
  return rows.map((r) => (r.photo === index ? { ...r, photo: null } : r.photo !== null && r.photo > index ? { ...r, photo: r.photo - 1 } : r));
}

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

function amountProblem(label: string, text: string): string | undefined {
  const v = text.trim();
  if (v === "") return `${label} is required`;
  if (!AMOUNT.test(v)) return `${label} must be an amount in rupees, like 1299 or 1299.50`;
  const n = Number(v);
  if (n <= 0) return `${label} must be more than ₹0`;
  if (n > 100_000) return `${label} must be at most ₹1,00,000`;
  return undefined;
}

export type GridProblem = { message: string; row?: string; field?: keyof GridRow | "option" };

/**
 * What must be fixed before saving, worded as the server words it (the
 * server checks everything again): options named, unique, with values; rows
 * matching the options (else "Generate variants"); per row SKU, MRP, offer
 * price ≤ MRP, stock and weight; no SKU twice.
 */
export function gridProblems(g: Grid): GridProblem[] {
  const out: GridProblem[] = [];
  const names = g.options.map((o) => o.name.trim().toLowerCase());
  for (const o of g.options) {
    if (o.name.trim() === "") out.push({ message: "Option name is required", field: "option" });
    else if (o.values.length === 0) out.push({ message: `${o.name}: each option needs at least one value`, field: "option" });
  }
  if (new Set(names).size !== names.length) out.push({ message: "Two options have the same name", field: "option" });
  if (out.length > 0) return out;
  if (g.rows.length === 0) return [{ message: "Press Generate variants to make the variants" }];
  if (g.rows.length > MAX_VARIANTS) return [{ message: `A product can have at most ${MAX_VARIANTS} variants` }];
  const combos = new Set<string>();
  const skus = new Map<string, number>();
  for (const [i, r] of g.rows.entries()) {
    const name = rowLabel(g.options, i, r.options);
    const unmatched = g.options.some((o) => r.options[o.name] === undefined || !o.values.includes(r.options[o.name]!));
    if (unmatched) {
      out.push({ message: `${name}: press Generate variants to match the options`, row: r.key });
      continue;
    }
    const key = choiceKey(g.options, r.options);
    if (combos.has(key)) out.push({ message: `The combination ${optionsText(g.options, r.options)} is listed twice`, row: r.key });
    combos.add(key);
    const sku = r.sku.trim();
    if (sku === "") out.push({ message: `${name}: SKU is required`, row: r.key, field: "sku" });
    else if (!SKU.test(sku)) out.push({ message: `${name}: SKU may contain letters, digits and . _ / - (at most 40)`, row: r.key, field: "sku" });
    else if (skus.has(sku.toUpperCase())) out.push({ message: `SKU ${sku.toUpperCase()} is used twice`, row: r.key, field: "sku" });
    else skus.set(sku.toUpperCase(), i);
    const mrp = amountProblem("MRP", r.price);
    if (mrp) out.push({ message: `${name}: ${mrp}`, row: r.key, field: "price" });
    const offer = amountProblem("Offer price", r.offerPrice);
    if (offer) out.push({ message: `${name}: ${offer}`, row: r.key, field: "offerPrice" });
    if (!mrp && !offer && Number(r.offerPrice) > Number(r.price))
      out.push({ message: `${name}: offer price must not be more than the MRP`, row: r.key, field: "offerPrice" });
    const stock = r.stock.trim();
    if (stock !== "" && (!/^\d{1,7}$/.test(stock) || Number(stock) > 1_000_000))
      out.push({ message: `${name}: Stock must be a whole number from 0 (leave it empty not to count stock)`, row: r.key, field: "stock" });
    const alertAt = r.lowStockAt.trim();
    if (alertAt !== "" && (!/^\d{1,7}$/.test(alertAt) || Number(alertAt) > 1_000_000))
      out.push({
        message: `${name}: Low-stock alert must be a whole number from 0 (leave it empty for the usual ${LOW_STOCK})`,
        row: r.key,
        field: "lowStockAt",
      });
    const weight = r.weight.trim();
    if (weight !== "" && (!/^\d{1,6}$/.test(weight) || Number(weight) < 1 || Number(weight) > 100_000))
      out.push({ message: `${name}: Weight must be whole grams (1 to 100000)`, row: r.key, field: "weight" });
  }
  return out;
}

/** The PUT /api/seller/products/{id}/variants body (photos: the product's stored photo names, in form order). */
export function variantsBody(g: Grid, photos: string[]) {
  return {
    options: g.options.map((o) => ({ name: o.name.trim(), values: o.values })),
    variants: g.rows.map((r) => {
      const sku = r.sku.trim().toUpperCase();
      const photo = r.photo === null ? undefined : photos[r.photo];
      return {
        ...(r._id ? { _id: r._id, updatedAt: r.updatedAt } : {}),
        ...(r._id && r.code && r.loadedSku === sku ? { code: r.code } : {}),
        options: g.options.length === 0 ? {} : r.options,
        sku,
        price: Number(r.price.trim()),
        offerPrice: Number(r.offerPrice.trim()),
        stock: r.stock.trim() === "" ? null : Number(r.stock.trim()),
        inStock: r.inStock,
        weight: r.weight.trim() === "" ? null : Number(r.weight.trim()),
        lowStockAt: r.lowStockAt.trim() === "" ? null : Number(r.lowStockAt.trim()),
        image: photo === undefined ? [] : [photo],
      };
    }),
  };
}

/** A one-row grid from the product form's fields (a product without options that gets its first option). */
export function rowFromFields(defaults: RowDefaults, existing?: { _id: string; updatedAt: string; code?: string }): GridRow {
  return {
    key: existing?._id ?? newKey(),
    ...(existing ? { _id: existing._id, updatedAt: existing.updatedAt, loadedSku: defaults.sku.trim().toUpperCase(), code: existing.code } : {}),
    options: {},
    inStock: true,
    sku: defaults.sku.trim(),
    price: defaults.price,
    offerPrice: defaults.offerPrice,
    stock: defaults.stock,
    weight: defaults.weight ?? "",
    lowStockAt: "",
    photo: null,
  };
}
