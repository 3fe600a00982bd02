/**
 * Issue 17 item 3: the catalogue in the shopper's language. The seller's Hindi texts (a product's name and
 * description, a category's tile text) take the place of the English ones in the same fields, so every page and API
 * client reads the same shapes; anything not translated (missing or blank) stays English.
 */
import type { ApiProduct, Category, CategoryTranslations, ProductTranslations } from "./catalog";
import type { Lang } from "./i18n";

const filled = (text: string | undefined): text is string => text !== undefined && text.trim() !== "";

export function localiseProduct<P extends Pick<ApiProduct, "name" | "description" | "translations">>(p: P, lang: Lang): P {
  const hi = lang === "hi" ? p.translations?.hi : undefined;
  if (!hi) return p;
  const description = hi.description?.filter(filled);
  return { ...p, name: filled(hi.name) ? hi.name : p.name, description: description && description.length > 0 ? description : p.description };
}

export function localiseCategory(c: Category, lang: Lang): Category {
  const text = lang === "hi" ? c.translations?.hi?.text : undefined;
  return filled(text) ? { ...c, text } : c;
}

/**
 * An order in the customer's language: each line's product name as the seller had it in Hindi when the order was
 * placed (the line's `translations`), English where there was none. Only the customer's views and emails use it; the
 * invoice and the seller keep the English.
 */
export function localiseOrder<O extends { items: { product: { name: string; translations?: { hi?: { name?: string } } } }[] }>(order: O, lang: Lang): O {
  if (lang !== "hi" || !order.items.some((it) => filled(it.product.translations?.hi?.name))) return order;
  return {
    ...order,
    items: order.items.map((it) =>
      filled(it.product.translations?.hi?.name) ? { ...it, product: { ...it.product, name: it.product.translations.hi.name } } : it,
    ),
  };
}

/** A product's translations as an order line keeps them: its Hindi name only (JSON for the line's column). */
export function orderLineTranslations(productTranslations: string | null | undefined): string {
  const name = parseProductTranslations(productTranslations)?.hi?.name;
  return name ? JSON.stringify({ hi: { name } }) : "{}";
}

/** Stored translations JSON → the shape the catalogue carries; anything malformed reads as untranslated. */
export function parseProductTranslations(json: string | null | undefined): ProductTranslations | undefined {
  const value = parseObject(json);
  const hi = parseObject(value?.hi);
  if (!hi) return undefined;
  const out: NonNullable<ProductTranslations["hi"]> = {};
  if (typeof hi.name === "string" && hi.name !== "") out.name = hi.name;
  if (Array.isArray(hi.description)) {
    const lines = hi.description.filter((l): l is string => typeof l === "string" && l !== "");
    if (lines.length > 0) out.description = lines;
  }
  return Object.keys(out).length > 0 ? { hi: out } : undefined;
}

export function parseCategoryTranslations(json: string | null | undefined): CategoryTranslations | undefined {
  const hi = parseObject(parseObject(json)?.hi);
  return typeof hi?.text === "string" && hi.text !== "" ? { hi: { text: hi.text } } : undefined;
}

function parseObject(value: unknown): Record<string, unknown> | undefined {
  let v = value;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      return undefined;
    }
  }
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}
