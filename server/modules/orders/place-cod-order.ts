import type { Checkout } from "../../../lib/checkout";
import type { ApiOrder } from "../../../lib/orders";
import { isUniqueViolation } from "../../db/errors";
import type { Services } from "../../services";
import type { UserRow } from "../accounts/accounts.repo";
import { confirmOrder } from "./confirm-order";
import { insertOrder } from "./insert-order";
import { findOrderByIdempotencyKey, loadApiOrder } from "./orders.repo";
import { prepareOrder } from "./prepare-order";

/**
 * Spec: POST /api/order/cod. In one transaction: price from the database,
 * snapshot, take the stock, allocate the invoice number, empty the saved cart
 * and queue the confirmation email. Either all of it happens or none of it.
 * A repeated request with the same idempotency key returns the first order.
 */
export async function placeCodOrder(services: Services, user: UserRow, input: Checkout, idempotencyKey: string | null): Promise<{ order: ApiOrder; repeated: boolean }> {
  const { db } = services.database;
  const earlier = idempotencyKey ? await findOrderByIdempotencyKey(db, user.id, idempotencyKey) : undefined;
  if (earlier) return { order: await loadApiOrder(db, earlier), repeated: true };

  const now = new Date();
  let result: { order: ApiOrder; soldOut: boolean };
  try {
    result = await db.transaction().execute(async (trx) => {
      const draft = await prepareOrder(trx, user, input, "COD", now);
      draft.order.idempotency_key = idempotencyKey;
      const { soldOut } = await insertOrder(trx, draft);
      return { order: await confirmOrder(trx, draft.order, draft.items, services.config.publicUrl, now), soldOut };
    });
  } catch (err) {
    // The same checkout sent twice at once: the second insert lost the race on the key.
    const winner = idempotencyKey && isUniqueViolation(err) ? await findOrderByIdempotencyKey(db, user.id, idempotencyKey) : undefined;
    if (winner) return { order: await loadApiOrder(db, winner), repeated: true };
    throw err;
  }
  if (result.soldOut) services.catalog.invalidate();
  services.outbox.kick();
  services.metrics.ordersPlaced.inc({ payment_type: "COD" });
  return { order: result.order, repeated: false };
}
