/**
 * The stock ledger as the back office reads it (GET /api/seller/products/{id}/stock-ledger):
 * every movement of a product's counted stock, who made it and when.
 */
import type { OrderStatus } from "./order-status";

export const STOCK_MOVEMENTS = ["received", "sold", "held", "released", "returned", "adjusted"] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENTS)[number];

export type StockLedgerEntry = {
  _id: string;
  kind: StockMovementKind;
  /** Signed units: + back into stock, − taken from it. */
  quantity: number;
  /** The stock the movement left; null when counting was switched off. */
  stockAfter: number | null;
  orderId: string | null;
  /** The variant whose stock moved (issue 14). */
  variantId: string | null;
  /** The order's status now (a hold that was paid reads "placed"). */
  orderStatus: OrderStatus | null;
  by: "seller" | "customer" | "system";
  byName: string;
  note: string | null;
  createdAt: string;
};

/** What the seller reads for each kind of movement. */
export const MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  received: "Received",
  sold: "Sold",
  held: "Held for payment",
  released: "Released",
  returned: "Returned",
  adjusted: "Adjusted",
};
