/**
 * GST credit notes (CGST Rules, rule 53): what a credit note takes off an
 * invoice, line by line, in exact paise. Pure, shared by the server (which
 * issues and stores notes) and the screens (which show them).
 *
 * A credit note's lines refer to the invoice's lines (`line` = the invoice
 * line's index; shipping, when charged, is the last line). What may still be
 * credited on a line is the invoice line less every earlier note's line; a new
 * note never takes more than that from any figure, so tax splits never go
 * negative and invoice − credit notes is always what the shop keeps.
 *
 * Two ways to say what a note credits:
 * - an amount (a refund, a cancellation: everything left): spread over the lines
 *   in proportion to what is left on each, then inside a line over taxable value,
 *   CGST, SGST and IGST in proportion, largest remainder first, so the parts add
 *   up to the amount exactly;
 * - quantities of lines (a return): the returned share of what is left on the line.
 */
import { apportion } from "./apportion";
import { amountInWords } from "./amount-in-words";
import { buildInvoice, type InvoiceLine, type TaxInvoice } from "./invoice";
import type { Paise } from "./money";
import type { ApiOrder } from "./orders";

export type CreditNoteKind = "cancellation" | "refund" | "return";

export type CreditNoteLine = {
  /** The invoice line's index (0-based, in the invoice's order). */
  line: number;
  description: string;
  hsn: string;
  gstRate: number;
  /** Units credited; 0 for a value-only credit (a partial refund that returns no goods). */
  quantity: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
};

export type CreditTotals = { taxablePaise: Paise; cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise; totalPaise: Paise };

const PARTS = ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise"] as const;
type Part = (typeof PARTS)[number];

/** What is still creditable on each invoice line after the earlier notes' lines. */
export function remainingLines(invoice: Pick<TaxInvoice, "lines">, earlier: CreditNoteLine[][]): CreditNoteLine[] {
  return invoice.lines.map((l: InvoiceLine, i) => {
    const taken = earlier.flat().filter((c) => c.line === i);
    const less = (pick: (c: CreditNoteLine) => number) => taken.reduce((s, c) => s + pick(c), 0);
    const out: CreditNoteLine = {
      line: i,
      description: l.description,
      hsn: l.hsn,
      gstRate: l.gstRate,
      quantity: l.quantity - less((c) => c.quantity),
      taxablePaise: l.taxablePaise - less((c) => c.taxablePaise),
      cgstPaise: l.cgstPaise - less((c) => c.cgstPaise),
      sgstPaise: l.sgstPaise - less((c) => c.sgstPaise),
      igstPaise: l.igstPaise - less((c) => c.igstPaise),
      totalPaise: 0,
    };
    out.totalPaise = out.taxablePaise + out.cgstPaise + out.sgstPaise + out.igstPaise;
    return out;
  });
}

export function creditableTotal(remaining: CreditNoteLine[]): Paise {
  return remaining.reduce((s, l) => s + l.totalPaise, 0);
}

function splitLine(left: CreditNoteLine, amount: number, quantity: number): CreditNoteLine {
  const shares = apportion(
    amount,
    PARTS.map((p) => left[p]),
  );
  const parts = Object.fromEntries(PARTS.map((p, i) => [p, shares[i]!])) as Record<Part, number>;
  return { ...left, quantity, ...parts, totalPaise: amount };
}

/**
 * The lines of a note crediting `amountPaise` of what is left (everything left:
 * a cancellation). Lines credited nothing are left out. Units are credited only
 * when a line is credited in full.
 */
export function creditAmount(remaining: CreditNoteLine[], amountPaise: Paise): CreditNoteLine[] {
  const total = creditableTotal(remaining);
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError("A credit note must credit a positive amount");
  if (amountPaise > total) throw new RangeError(`Only ${total} paise are left to credit on this invoice`);
  const shares = apportion(
    amountPaise,
    remaining.map((l) => l.totalPaise),
  );
  return remaining.map((l, i) => splitLine(l, shares[i]!, shares[i] === l.totalPaise ? l.quantity : 0)).filter((l) => l.totalPaise > 0);
}

/** The lines of a note crediting units of lines (a return): each the same share of what is left on its line. */
export function creditQuantities(remaining: CreditNoteLine[], wanted: { line: number; quantity: number }[]): CreditNoteLine[] {
  const out: CreditNoteLine[] = [];
  for (const w of wanted) {
    const left = remaining[w.line];
    if (!left) throw new RangeError(`The invoice has no line ${w.line + 1}`);
    if (!Number.isSafeInteger(w.quantity) || w.quantity <= 0) throw new RangeError("Quantities must be whole numbers above 0");
    if (w.quantity > left.quantity) throw new RangeError(`Only ${left.quantity} of ${left.description} are left to credit`);
    const amount = Number((BigInt(left.totalPaise) * BigInt(w.quantity)) / BigInt(left.quantity));
    if (amount > 0) out.push(splitLine(left, w.quantity === left.quantity ? left.totalPaise : amount, w.quantity));
  }
  return out;
}

export function creditTotals(lines: CreditNoteLine[]): CreditTotals {
  const sum = (pick: (l: CreditNoteLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
}

/** Credit note numbers: CN/26-27/000001 (tax series), SCN/26-27/000001 for sandbox orders; at most 16 characters. */
export function formatCreditNoteNumber(fy: string, n: number, series: "tax" | "sandbox" = "tax"): string {
  if (!/^\d{2}-\d{2}$/.test(fy)) throw new RangeError(`Not a financial year: ${fy}`);
  if (!Number.isSafeInteger(n) || n < 1 || n > 9_999_999) throw new RangeError(`Credit note number out of range: ${n}`);
  // From the millionth note of a year the sandbox prefix shortens to keep 16 characters (CN/26-27/1000000 fits).
  if (n > 999_999) return `${series === "sandbox" ? "SC" : "CN"}/${fy}/${n}`;
  return `${series === "sandbox" ? "SCN" : "CN"}/${fy}/${String(n).padStart(6, "0")}`;
}

/** What the API says of a credit note (amounts in rupees, like every order amount). */
export type ApiCreditNote = {
  _id: string;
  number: string;
  kind: CreditNoteKind;
  reason: string;
  invoiceNumber: string;
  invoiceDate: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  amount: number;
  createdAt: string;
};

/** What the API says of a refund (amounts in rupees). */
export type ApiRefund = {
  _id: string;
  amount: number;
  /** "gateway" (back to the way they paid online), "sandbox" (no money moved), "upi" or "bank" (recorded by the shop). */
  method: "gateway" | "sandbox" | "upi" | "bank";
  reference: string | null;
  status: "pending" | "processed" | "failed";
  reason: string;
  creditNoteNumber: string | null;
  createdAt: string;
};

export const REFUND_METHOD_LABELS: Record<ApiRefund["method"], string> = {
  gateway: "Back to the original payment",
  sandbox: "Sandbox (no money moved)",
  upi: "UPI",
  bank: "Bank transfer",
};

export const REFUND_STATUS_LABELS: Record<ApiRefund["status"], string> = {
  pending: "Being processed",
  processed: "Refunded",
  failed: "Failed – the shop will contact you",
};

/** A credit note as the printable page and the PDF show it (same figures on both). */
export type CreditNoteDocument = {
  number: string;
  date: string;
  kind: CreditNoteKind;
  reason: string;
  orderId: string;
  invoiceNumber: string;
  invoiceDate: string;
  seller: TaxInvoice["seller"];
  buyer: TaxInvoice["buyer"];
  placeOfSupply: string;
  interState: boolean;
  lines: CreditNoteLine[];
  totals: CreditTotals;
  amountInWords: string;
  /** Set for a sandbox order's note: not a real tax document. */
  sandbox: boolean;
};

export const CREDIT_NOTE_KIND_LABELS: Record<CreditNoteKind, string> = { cancellation: "Order cancelled", refund: "Refund", return: "Goods returned" };

export function buildCreditNoteDocument(order: ApiOrder, note: ApiCreditNote, lines: CreditNoteLine[]): CreditNoteDocument {
  const invoice = buildInvoice(order);
  const totals = creditTotals(lines);
  return {
    number: note.number,
    date: note.createdAt,
    kind: note.kind,
    reason: note.reason,
    orderId: order._id,
    invoiceNumber: note.invoiceNumber,
    invoiceDate: note.invoiceDate,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    interState: invoice.interState,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    sandbox: order.sandbox,
  };
}
