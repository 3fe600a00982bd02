import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { CourierBooking } from "../shipping/provider";

/**
 * One courier booking per order. A ship call claims the order (a timestamp
 * set by a conditional update) before it calls the courier, and the claim ends
 * with the booking: shipped, or released when the courier refused. A row lock
 * cannot be held over the courier's HTTP calls, so a claim older than
 * CLAIM_TIMEOUT_MS (a crashed instance) may be taken over; the courier's ids
 * kept on the order let that retry resume the booking instead of making
 * another. While a claim is live, no other status change (cancel) is allowed.
 */
export const CLAIM_TIMEOUT_MS = 5 * 60_000; // past a booking's worst case: 3 courier calls, each up to 4 × 15 s with a fresh login

export const BOOKING_IN_FLIGHT = "A courier booking for this order is in progress. Wait a moment, then reload the order.";

export const claimCutoff = (now: Date): string => new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();

export const shippingClaimLive = (o: { shipping_claimed_at: string | null }, now: Date): boolean =>
  o.shipping_claimed_at !== null && o.shipping_claimed_at >= claimCutoff(now);

/** Claims the order for a booking if it may ship and no live claim exists; returns the claim's stamp, or null. */
export async function claimShipping(db: Kysely<DB>, orderId: string, now: Date): Promise<string | null> {
  const stamp = now.toISOString();
  const claimed = await db
    .updateTable("orders")
    .set({ shipping_claimed_at: stamp })
    .where("id", "=", orderId)
    .where("status", "in", ["placed", "packed"])
    .where((eb) => eb.or([eb("shipping_claimed_at", "is", null), eb("shipping_claimed_at", "<", claimCutoff(now))]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? stamp : null;
}

/** Ends a claim without shipping (the courier refused or could not be reached): the seller may try again. */
export async function releaseShippingClaim(db: Kysely<DB>, orderId: string, stamp: string): Promise<void> {
  await db.updateTable("orders").set({ shipping_claimed_at: null }).where("id", "=", orderId).where("shipping_claimed_at", "=", stamp).execute();
}

/** Keeps the courier's ids the moment it created its order, so a retry resumes this booking. */
export async function saveCourierBooking(db: Kysely<DB>, orderId: string, booking: CourierBooking): Promise<void> {
  await db.updateTable("orders").set({ courier_order_id: booking.orderId, courier_shipment_id: booking.shipmentId }).where("id", "=", orderId).execute();
}
