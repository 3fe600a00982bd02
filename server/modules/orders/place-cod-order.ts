import type { Checkout } from "../../../lib/checkout";
import type { Lang } from "../../../lib/i18n";
import type { ApiOrder } from "../../../lib/orders";
import { isUniqueViolation } from "../../db/errors";
import { writeTransaction } from "../../db/group-commit";
import type { Services } from "../../services";
import { emptySavedCartQuery, type UserRow } from "../accounts/accounts.repo";
import { confirmOrder } from "./confirm-order";
import { sameRequest, type Idempotency } from "./idempotency";
import { insertOrder } from "./insert-order";
import { findOrderByIdempotencyKey, loadApiOrder } from "./orders.repo";
import { prepareOrder } from "./prepare-order";
import { promiseForCheckout } from "../delivery/delivery";

/**
 * Spec: POST /api/order/cod. In one transaction: price from the database,
 * snapshot, take the stock, allocate the invoice number, empty the saved cart
 * and queue the confirmation email. Either all of it happens or none of it.
 * A repeated request with the same idempotency key returns the first order;
 * the same key with another body is refused (422).
 */
export async function placeCodOrder(
  services: Services,
  user: UserRow,
  input: Checkout,
  idem: Idempotency | null,
  lang: Lang,
): Promise<{ order: ApiOrder; repeated: boolean }> {
  const { db } = services.database;
  const earlier = idem ? await findOrderByIdempotencyKey(db, user.id, idem.key) : undefined;
  if (earlier && idem) return { order: await loadApiOrder(db, sameRequest(earlier, idem)), repeated: true };

  const now = new Date();
  const promise = await promiseForCheckout(services, user.id, input, now);
  let result: { order: ApiOrder; soldOut: boolean };
  try {
    // SQLite: a job of the group-commit writer (decision 037), answered once its batch is on disk.
    result = await writeTransaction(db, async (trx) => {
      // Locks are taken customer first, then products (as every checkout and payment does): no deadlock. Emptying the
      // saved cart the order takes locks the customer's row; a refused checkout rolls it back with the rest. It goes
      // first, with the order's reads.
      const draft = await prepareOrder(trx, user, input, "COD", now, lang, promise, [emptySavedCartQuery(trx, user.id, now.toISOString())]);
      if (!services.whatsapp) draft.order.whatsapp_updates = 0; // the shop sends no WhatsApp messages
      draft.order.idempotency_key = idem?.key ?? null;
      draft.order.idempotency_fingerprint = idem?.fingerprint ?? null;
      const { soldOut } = await insertOrder(trx, draft, { confirmed: true });
      return { order: await confirmOrder(trx, draft.order, draft.items, services.config.publicUrl, now, services.whatsapp !== null), soldOut };
    });
  } catch (err) {
    // The same checkout sent twice at once: the second insert lost the race on the key.
    const winner = idem && isUniqueViolation(err) ? await findOrderByIdempotencyKey(db, user.id, idem.key) : undefined;
    if (winner && idem) return { order: await loadApiOrder(db, sameRequest(winner, idem)), repeated: true };
    throw err;
  }
  if (result.soldOut) services.catalog.invalidate();
  services.outbox.kick();
  services.metrics.ordersPlaced.inc({ payment_type: "COD" });
  return { order: result.order, repeated: false };
}
