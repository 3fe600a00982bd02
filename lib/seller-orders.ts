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

const positive = (label: string, max: number) => z.number({ error: `${label} must be a number` }).positive(`${label} must be more than 0`).max(max, `${label} must be at most ${max}`).optional();

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
