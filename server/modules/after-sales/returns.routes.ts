import { Hono, type Context } from "hono";
import {
  approveReturnSchema,
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_PHOTOS,
  receiveReturnSchema,
  rejectReturnSchema,
  returnRequestSchema,
  shipReplacementSchema,
} from "../../../lib/returns";
import { newId } from "../../../lib/ids";
import { OWNER_ONLY } from "../../../lib/seller";
import { encodePhoto, readPhotoForm } from "../../http/photo-form";
import { ownerOnly, requireSeller, sellerOnly } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson, readOptionalJson } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { findOrder, loadApiOrder, type OrderRow } from "../orders/orders.repo";
import { anyOrder, ownOrder } from "./order-access";
import { afterSalesQueue } from "./returns-queue";
import {
  approveReturn,
  createReturnRequest,
  receiveReturn,
  rejectReturn,
  requestedMessage,
  RETURN_ID,
  returnPhoto,
  returnPhotoKey,
  shipReplacement,
} from "./returns";

const RET = "ret_[0-9a-z]{22}";
/** The customer's request path: multipart (photos) is allowed here, with a body limit for three photos. */
export const RETURN_UPLOAD_PATH = /^\/api\/order\/ord_[0-9a-z]{22}\/return$/;
export const RETURN_BODY_LIMIT = (MAX_RETURN_PHOTOS + 1) * MAX_RETURN_PHOTO_BYTES;

const retParam = (c: Context<AppEnv>) => {
  const id = c.req.param("ret") ?? "";
  if (!RETURN_ID.test(id)) throw new HttpError(404, "Return request not found");
  return id;
};

async function photoResponse(c: Context<AppEnv>, order: OrderRow) {
  const n = Number(c.req.param("n"));
  const body = Number.isInteger(n) && n >= 1 && n <= MAX_RETURN_PHOTOS ? await returnPhoto(c.var.services, order.id, retParam(c), n) : null;
  if (!body) throw new HttpError(404, "Photo not found");
  return c.body(new Uint8Array(body), 200, { "Content-Type": "image/webp", "Cache-Control": "private, max-age=3600" });
}

/**
 * Returns and exchanges (issue 16, item 4; lib/returns.ts): the customer's request with photos, the seller's queue
 * and decisions, the owner's receipt (money moves) and the exchange's replacement.
 */
export function returnsRoutes() {
  const r = new Hono<AppEnv>();

  r.post("/order/:id{ord_[0-9a-z]{22}}/return", async (c) => {
    const order = await ownOrder(c);
    const { input, photos } = await readPhotoForm(c, returnRequestSchema, {
      text: ["type", "reason"],
      json: { items: "items must be the list of items as JSON" },
    });
    if (photos.length > MAX_RETURN_PHOTOS) throw new HttpError(400, `You can add at most ${MAX_RETURN_PHOTOS} photos`);
    await enforceRateLimits(c.var.services.database.db, [{ key: `return:user:${order.user_id}`, limit: 10, windowMs: 60 * 60_000 }]);
    const encoded: Uint8Array[] = [];
    for (const [i, p] of photos.entries()) encoded.push(await encodePhoto(p, i + 1, MAX_RETURN_PHOTO_BYTES));
    const id = newId("ret");
    const keys = encoded.map((_, i) => returnPhotoKey(id, i + 1));
    // Stored before the request: a refused request leaves private files nobody links to, never a request without its photos.
    for (const [i, body] of encoded.entries()) await c.var.services.storage.put(keys[i]!, body, "image/webp");
    const row = await createReturnRequest(c.var.services, order.id, order.user_id, { id, input, photoKeys: keys });
    const fresh = await loadApiOrder(c.var.services.database.db, (await findOrder(c.var.services.database.db, order.id))!);
    return c.json({ success: true, message: requestedMessage(row.type), returnRequest: fresh.returns!.find((x) => x._id === row.id)!, order: fresh }, 201);
  });

  r.get(`/order/:id{ord_[0-9a-z]{22}}/returns/:ret{${RET}}/photos/:n{[0-9]}`, async (c) => photoResponse(c, await ownOrder(c)));
  r.get(`/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{${RET}}/photos/:n{[0-9]}`, sellerOnly, async (c) => photoResponse(c, await anyOrder(c)));

  r.get("/seller/after-sales", sellerOnly, async (c) => {
    const filter = c.req.query("filter") ?? "open";
    if (filter !== "open" && filter !== "all") throw new HttpError(400, "filter must be open or all");
    return c.json({ success: true, ...(await afterSalesQueue(c.var.services.database.db, filter)) });
  });

  /** The seller's answer: the request and its order as the back office shows them. */
  const answer = async (c: Context<AppEnv>, orderId: string, retId: string, message: string) => {
    const { db } = c.var.services.database;
    const fresh = await loadApiOrder(db, (await findOrder(db, orderId))!, "seller");
    return c.json({ success: true, message, returnRequest: fresh.returns!.find((x) => x._id === retId)!, order: fresh });
  };

  r.post(`/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{${RET}}/approve`, sellerOnly, async (c) => {
    const order = await anyOrder(c);
    const ret = retParam(c);
    const input = await readOptionalJson(c, approveReturnSchema);
    const seller = await requireSeller(c);
    await approveReturn(c.var.services, order.id, ret, { note: input.note, actor: seller.id });
    return answer(c, order.id, ret, "Request approved");
  });

  r.post(`/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{${RET}}/reject`, sellerOnly, async (c) => {
    const order = await anyOrder(c);
    const ret = retParam(c);
    const input = await readJson(c, rejectReturnSchema);
    await rejectReturn(c.var.services, order.id, ret, { note: input.note });
    return answer(c, order.id, ret, "Request rejected");
  });

  // Money moves (a refund, a credit note): the owner's alone, like refunds.
  r.post(`/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{${RET}}/receive`, ownerOnly(OWNER_ONLY.returns), async (c) => {
    const order = await anyOrder(c);
    const ret = retParam(c);
    const input = await readOptionalJson(c, receiveReturnSchema);
    const seller = await requireSeller(c);
    await receiveReturn(c.var.services, order.id, ret, { ...input, actor: seller.id });
    const refund = (await c.var.services.database.db.selectFrom("refunds").select("status").where("idempotency_key", "=", `return:${ret}`).executeTakeFirst())
      ?.status;
    const message =
      refund === "failed"
        ? "Marked received; the refund did not go through – retry it from the order"
        : refund === "pending"
          ? "Marked received; the gateway is processing the refund"
          : refund
            ? "Marked received and refunded"
            : "Marked received";
    return answer(c, order.id, ret, message);
  });

  r.post(`/seller/orders/:id{ord_[0-9a-z]{22}}/returns/:ret{${RET}}/ship-replacement`, sellerOnly, async (c) => {
    const order = await anyOrder(c);
    const ret = retParam(c);
    const input = await readOptionalJson(c, shipReplacementSchema);
    await shipReplacement(c.var.services, order.id, ret, input);
    return answer(c, order.id, ret, "Replacement shipped");
  });

  return r;
}
