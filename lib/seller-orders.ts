/**
 * What the seller sends to ship an order (spec: PUT /api/order/{id}/ship with an
 * empty body, or the courier and AWB the seller typed) and the parcel for a
 * courier booking; the other status moves of the back office.
 */
import { z } from "zod";

const optionalText = (label: string, max: number, pattern?: RegExp, patternMessage?: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => v === "" || !pattern || pattern.test(v), patternMessage ?? `${label} is not valid`)
    .nullish()
    .transform((v) => (v ? v : null));

const positive = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(max, `${label} must be at most ${max}`)
    .optional();

export const shipOrderSchema = z.strictObject(
  {
    carrier: optionalText("Courier", 60),
    awb: optionalText("AWB", 40, /^[A-Za-z0-9-]+$/, "AWB may contain only letters, digits and -"),
    weightKg: positive("Weight", 100),
    lengthCm: positive("Length", 300),
    breadthCm: positive("Breadth", 300),
    heightCm: positive("Height", 300),
  },
  { error: (iss) => (iss.code === "unrecognized_keys" ? `Unknown field: ${iss.keys.join(", ")}` : undefined) },
);
export type ShipOrderInput = z.output<typeof shipOrderSchema>;

export const ORDER_ACTIONS = ["packed", "delivered", "cancelled"] as const;
export const orderStatusSchema = z.strictObject({
  status: z.enum(ORDER_ACTIONS, { error: `status must be one of: ${ORDER_ACTIONS.join(", ")}` }),
});

/** Seller order list paging. */
export const SELLER_ORDERS_PAGE = 50;

/**
 * What the seller typed in an order search box, read for each key it may be:
 * "#1001" is an order number only; "1001" an order number or part of an id or phone; "ord_…" (whole) the
 * id; anything else part of an id, a customer's name or email (case-insensitive) or, its digits, a phone.
 */
export type OrderSearch =
  { kind: "id"; id: string } | { kind: "number"; orderNumber: number } | { kind: "text"; text: string; orderNumber: number | null; phoneDigits: string | null };

const WHOLE_ORDER_ID = /^ord_[0-9a-z]{22}$/;

export function parseOrderSearch(raw: string): OrderSearch | null {
  const q = raw.trim().toLowerCase();
  if (q === "") return null;
  if (WHOLE_ORDER_ID.test(q)) return { kind: "id", id: q };
  const hashed = /^#\s*(\d{1,9})$/.exec(q);
  if (hashed) return { kind: "number", orderNumber: Number(hashed[1]) };
  const orderNumber = /^\d{1,9}$/.test(q) ? Number(q) : null;
  // A phone as people write it: "98765 43210", "+91-98765-43210" → 9876543210 (numbers are stored as 10 digits).
  let phoneDigits: string | null = /^[\d\s()+-]+$/.test(q) ? q.replace(/\D/g, "") : null;
  if (phoneDigits && phoneDigits.length === 12 && phoneDigits.startsWith("91")) phoneDigits = phoneDigits.slice(2);
  if (phoneDigits !== null && phoneDigits.length < 3) phoneDigits = null;
  return { kind: "text", text: q, orderNumber, phoneDigits };
}
