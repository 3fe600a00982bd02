/**
 * Order pricing with GST, in integer paise. The cart page (an estimate) and the
 * server's order placement (the figures that are stored and invoiced) both call
 * priceOrder, so the customer sees exactly what they will be charged.
 *
 * Rules
 * - Place of supply: delivery state == shop's state → intra-state, CGST + SGST
 *   at half the rate each; otherwise inter-state, IGST at the full rate. An
 *   unknown delivery state (cart before an address is chosen) is priced as
 *   intra-state and reported with placeKnown: false.
 * - Prices exclude tax (pricesIncludeTax false, the default): a line's taxable
 *   value is unit price × quantity and the tax is added on top.
 *     IGST        = round(taxable × rate)
 *     CGST = SGST = round(taxable × rate / 2), each rounded on its own, because
 *                   they are two separate levies at half the rate each.
 *   So with an odd number of half-paise an intra-state line's tax (2 × CGST) can
 *   be 1 paisa more than the same line's IGST (e.g. ₹123.45 at 5 %: IGST 617,
 *   CGST = SGST = round(308.625) = 309, total 618).
 * - Prices include tax: the line total is what the customer pays; the tax in it
 *   is extracted: taxable = round(lineTotal × 10000 / (10000 + rateBp)),
 *   tax = lineTotal − taxable. IGST = tax; intra-state CGST = ceil(tax / 2) and
 *   SGST = floor(tax / 2), so CGST + SGST == tax and an odd paisa goes to CGST.
 * - Rounding is per line and per tax component, half away from zero (amounts
 *   are never negative, so half up), with exact integer arithmetic. Order totals
 *   are sums of the lines (plus shipping), so an invoice always foots.
 * - Shipping: a flat fee once per order with at least one line (none for an
 *   empty order). When shippingTaxed, GST at shippingGstRateBp (default 18 %)
 *   is added on top of the fee, split like a line; otherwise the fee is untaxed.
 * - Totals: subtotal = Σ unit × quantity (the spec's subtotal); gst = CGST +
 *   SGST + IGST of the lines and of shipping; total = subtotal + (prices
 *   exclusive: the lines' GST) + shipping + shipping GST. With the spec's
 *   defaults (12 %, ₹39 untaxed, exclusive) ₹1,000 of goods → GST ₹120, total ₹1,159.
 * - A coupon discount (issue 19; lib/coupons.ts spreads it over the lines to the paisa) is taken off a line
 *   before GST: the line's taxable value and tax are those of (unit × quantity − discount), so every invoice
 *   line still foots. The subtotal stays Σ unit × quantity; total = subtotal − discount + GST (exclusive) +
 *   shipping.
 * - Bad input throws RangeError: paise or quantities that are not safe integers,
 *   negative paise, quantity < 1, a rate outside 0–2800 bp, an unknown state code.
 */
import { stateByCode } from "./india";
import type { Paise } from "./money";

export type PriceLineInput = {
  productId: string;
  name: string;
  unitPricePaise: number;
  quantity: number;
  gstRateBp: number;
  hsnCode: string;
  /** A coupon's share of this line (lib/coupons.ts), taken off before GST; 0 or left out: none. At most the line total. */
  discountPaise?: number;
};
export type PricingRules = { pricesIncludeTax: boolean; shippingFeePaise: number; shippingTaxed: boolean; shippingGstRateBp?: number /* default 1800 */ };
/** deliveryStateCode null = not known yet: priced as intra-state, reported with placeKnown false. */
export type PlaceOfSupply = { shopStateCode: string; deliveryStateCode: string | null };

export type TaxSplit = { cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise; taxPaise: Paise };
/**
 * One priced line: lineTotalPaise = unit × quantity (before any discount), discountPaise its coupon share, and
 * grossPaise = taxablePaise + taxPaise (= lineTotalPaise − discountPaise when prices include tax).
 */
export type PricedLine = PriceLineInput & TaxSplit & { lineTotalPaise: Paise; discountPaise: Paise; taxablePaise: Paise; grossPaise: Paise };
/** Shipping as an invoice row: taxablePaise is the fee when taxed, 0 when not. */
export type PricedShipping = TaxSplit & { feePaise: Paise; taxed: boolean; gstRateBp: number; taxablePaise: Paise; grossPaise: Paise };

export type OrderPricing = {
  lines: PricedLine[];
  /** Σ unit price × quantity. */
  subtotalPaise: Paise;
  /** Σ the lines' coupon discounts (taken off before GST; the subtotal is before it). */
  discountPaise: Paise;
  /** Σ taxable value of the lines, plus the shipping fee when shipping is taxed. */
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** cgst + sgst + igst, shipping's GST included. */
  gstPaise: Paise;
  shippingPaise: Paise;
  shippingTaxPaise: Paise;
  shipping: PricedShipping;
  totalPaise: Paise;
  interState: boolean;
  placeKnown: boolean;
  pricesIncludeTax: boolean;
};

export const DEFAULT_SHIPPING_GST_RATE_BP = 1800;
export const MAX_GST_RATE_BP = 2800;

/** round(a × b / c) half up, exact for any safe integers a, b ≥ 0 and c > 0. */
function mulDivRound(a: number, b: number, c: number): number {
  const q = (2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c));
  return checkedPaise(Number(q), "amount");
}

function checkedPaise(value: number, what: string): Paise {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number of paise, got ${value}`);
  return value;
}

function checkedRate(bp: number, what: string): number {
  if (!Number.isInteger(bp) || bp < 0 || bp > MAX_GST_RATE_BP) throw new RangeError(`${what} must be 0–${MAX_GST_RATE_BP} basis points, got ${bp}`);
  return bp;
}

/** Tax added on top of a taxable value. */
function taxOnTop(taxable: Paise, rateBp: number, interState: boolean): TaxSplit {
  if (interState) {
    const igst = mulDivRound(taxable, rateBp, 10_000);
    return { cgstPaise: 0, sgstPaise: 0, igstPaise: igst, taxPaise: igst };
  }
  const half = mulDivRound(taxable, rateBp, 20_000);
  return { cgstPaise: half, sgstPaise: half, igstPaise: 0, taxPaise: 2 * half };
}

/** Tax contained in an amount that includes it. */
function taxWithin(gross: Paise, rateBp: number, interState: boolean): TaxSplit & { taxablePaise: Paise } {
  const taxable = mulDivRound(gross, 10_000, 10_000 + rateBp);
  const tax = gross - taxable;
  if (interState) return { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, taxPaise: tax };
  const sgst = Math.floor(tax / 2);
  return { taxablePaise: taxable, cgstPaise: tax - sgst, sgstPaise: sgst, igstPaise: 0, taxPaise: tax };
}

function priceLine(line: PriceLineInput, includeTax: boolean, interState: boolean): PricedLine {
  const unit = checkedPaise(line.unitPricePaise, `Unit price of ${line.name}`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`Quantity of ${line.name} must be a whole number of at least 1, got ${line.quantity}`);
  const rate = checkedRate(line.gstRateBp, `GST rate of ${line.name}`);
  const lineTotal = checkedPaise(unit * line.quantity, `Line total of ${line.name}`);
  const discount = checkedPaise(line.discountPaise ?? 0, `Discount on ${line.name}`);
  if (discount > lineTotal) throw new RangeError(`Discount on ${line.name} is more than its line total: ${discount} > ${lineTotal}`);
  const net = lineTotal - discount;
  if (includeTax) {
    const t = taxWithin(net, rate, interState);
    return { ...line, lineTotalPaise: lineTotal, discountPaise: discount, ...t, grossPaise: net };
  }
  const t = taxOnTop(net, rate, interState);
  return { ...line, lineTotalPaise: lineTotal, discountPaise: discount, taxablePaise: net, ...t, grossPaise: net + t.taxPaise };
}

function stateCode(code: string, what: string): string {
  if (!stateByCode(code)) throw new RangeError(`${what} is not a GST state code: ${code}`);
  return code;
}

/** Prices an order; see the rules at the top of this file. Pure: the same input always gives the same figures. */
export function priceOrder(lines: PriceLineInput[], rules: PricingRules, place: PlaceOfSupply): OrderPricing {
  const shop = stateCode(place.shopStateCode, "Shop state");
  const delivery = place.deliveryStateCode === null ? null : stateCode(place.deliveryStateCode, "Delivery state");
  const interState = delivery !== null && delivery !== shop;
  const fee = checkedPaise(rules.shippingFeePaise, "Shipping fee");
  const shippingRate = checkedRate(rules.shippingGstRateBp ?? DEFAULT_SHIPPING_GST_RATE_BP, "Shipping GST rate");

  const priced = lines.map((l) => priceLine(l, rules.pricesIncludeTax, interState));
  const feePaise = priced.length > 0 ? fee : 0;
  const taxed = rules.shippingTaxed && feePaise > 0;
  const shipTax: TaxSplit = taxed ? taxOnTop(feePaise, shippingRate, interState) : { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };
  const shipping: PricedShipping = {
    feePaise,
    taxed,
    gstRateBp: taxed ? shippingRate : 0,
    taxablePaise: taxed ? feePaise : 0,
    ...shipTax,
    grossPaise: feePaise + shipTax.taxPaise,
  };

  const sum = (pick: (l: PricedLine) => number) =>
    checkedPaise(
      priced.reduce((acc, l) => acc + pick(l), 0),
      "Order amount",
    );
  const cgst = sum((l) => l.cgstPaise) + shipping.cgstPaise;
  const sgst = sum((l) => l.sgstPaise) + shipping.sgstPaise;
  const igst = sum((l) => l.igstPaise) + shipping.igstPaise;
  return {
    lines: priced,
    subtotalPaise: sum((l) => l.lineTotalPaise),
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise: sum((l) => l.taxablePaise) + shipping.taxablePaise,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    gstPaise: cgst + sgst + igst,
    shippingPaise: feePaise,
    shippingTaxPaise: shipping.taxPaise,
    shipping,
    totalPaise: checkedPaise(sum((l) => l.grossPaise) + shipping.grossPaise, "Order total"),
    interState,
    placeKnown: delivery !== null,
    pricesIncludeTax: rules.pricesIncludeTax,
  };
}

/** A GST rate in basis points as a percentage: 1200 → "12%", 250 → "2.5%", 125 → "1.25%", 12.5 → "0.125%". */
export function formatGstRate(bp: number): string {
  if (!Number.isFinite(bp) || bp < 0) throw new RangeError(`Not a GST rate: ${bp}`);
  return `${Number((bp / 100).toFixed(3))}%`;
}

export type GstLabelLine = { label: string; paise: Paise };

/**
 * The GST lines the cart and the invoice show: CGST and SGST (intra-state or
 * place not yet known) or IGST (inter-state), each with its rate when every
 * taxed item (the lines, and shipping when taxed) has the same rate, e.g.
 * "CGST (6%)"; without a rate when rates are mixed. None for an empty order.
 */
export function gstLabel(pricing: OrderPricing): GstLabelLine[] {
  if (pricing.lines.length === 0) return [];
  const rates = new Set(pricing.lines.map((l) => l.gstRateBp));
  if (pricing.shipping.taxed) rates.add(pricing.shipping.gstRateBp);
  const [only] = rates.size === 1 ? [...rates] : [];
  const withRate = (name: string, bp: number) => (only === undefined ? name : `${name} (${formatGstRate(bp)})`);
  if (pricing.interState) return [{ label: withRate("IGST", only ?? 0), paise: pricing.igstPaise }];
  return [
    { label: withRate("CGST", (only ?? 0) / 2), paise: pricing.cgstPaise },
    { label: withRate("SGST", (only ?? 0) / 2), paise: pricing.sgstPaise },
  ];
}
