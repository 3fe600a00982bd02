import type { Kysely } from "kysely";
import { MAX_QTY_PER_LINE } from "../../../lib/cart";
import { CHECKOUT_MESSAGES, type Checkout } from "../../../lib/checkout";
import { chooseVariantMessage, optionsText } from "../../../lib/variants";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { PRODUCT_COLUMNS, type ProductRow } from "../catalog/catalog.repo";
import { parseChoice, parseOptions, VARIANT_COLUMNS, type VariantRow } from "../catalog/variants.repo";

export type ResolvedLine = {
  product: ProductRow;
  variant: VariantRow;
  /** "Halter (Cob / Burgundy)", the name refusals and the ledger use. */ name: string;
  quantity: number;
};

/** "Padded Halter (Cob / Burgundy)"; the product's name alone without options. */
export function lineName(product: ProductRow, variant: VariantRow): string {
  const text = optionsText(parseOptions(product.options), parseChoice(variant.options));
  return text === "" ? product.name : `${product.name} (${text})`;
}

/** The two reads the order's lines are resolved from (linesOf): the lines' products and all their variants. */
export function lineQueries(trx: Kysely<DB>, items: Checkout["items"]) {
  const productIds = [...new Set(items.map((i) => i.product))];
  return {
    products: trx.selectFrom("products").select(PRODUCT_COLUMNS).where("id", "in", productIds),
    variants: trx.selectFrom("product_variants").select(VARIANT_COLUMNS).where("product_id", "in", productIds).orderBy("position").orderBy("id"),
  };
}

/**
 * The order's lines as variants, from the rows lineQueries read: a line names a product and, when the product
 * has several variants, which one (a product id alone stands for its only
 * variant). A variant of another product, a deleted one or a product with
 * several variants and no choice is refused; the same variant on two lines
 * counts once, with the quantities added. Then every variant must be on sale
 * with enough stock.
 */
export function linesOf(items: Checkout["items"], products: ProductRow[], variants: VariantRow[]): ResolvedLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const merged = new Map<string, ResolvedLine>();
  for (const item of items) {
    const p = byId.get(item.product);
    if (!p) throw new HttpError(400, CHECKOUT_MESSAGES.product);
    if (p.deleted_at !== null) throw new HttpError(409, `"${p.name}" is no longer available`);
    const own = variants.filter((v) => v.product_id === p.id);
    const live = own.filter((v) => v.deleted_at === null);
    let v: VariantRow | undefined;
    if (item.variant !== undefined) {
      v = own.find((x) => x.id === item.variant);
      if (!v) throw new HttpError(400, `That choice is not one of "${p.name}"'s. Please choose again.`);
      if (v.deleted_at !== null) throw new HttpError(409, `That choice of "${p.name}" is no longer available. Please choose again.`);
    } else {
      if (live.length > 1) throw new HttpError(400, chooseVariantMessage(parseOptions(p.options)));
      v = live[0];
      if (!v) throw new HttpError(409, `"${p.name}" is no longer available`);
    }
    const prior = merged.get(v.id);
    merged.set(v.id, { product: p, variant: v, name: lineName(p, v), quantity: (prior?.quantity ?? 0) + item.quantity });
  }
  const lines = [...merged.values()];
  for (const { variant: v, name, quantity } of lines) {
    if (v.in_stock !== 1 || (v.stock !== null && v.stock <= 0)) throw new HttpError(409, `"${name}" is out of stock`);
    if (quantity > MAX_QTY_PER_LINE) throw new HttpError(400, `At most ${MAX_QTY_PER_LINE} of "${name}" per order`);
    if (v.stock !== null && v.stock < quantity) throw new HttpError(409, `Only ${v.stock} of "${name}" left in stock`);
  }
  return lines;
}
