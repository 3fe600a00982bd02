import { Hono, type Context } from "hono";
import { addressFieldErrors, addressInputSchema, type Address } from "../../../lib/address";
import { newId } from "../../../lib/ids";
import { requireCustomer } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { lockCustomer } from "../accounts/customer-lock";
import { HttpError, readJson } from "../../http/errors";
import { z } from "zod";
import { findOwnAddress, listAddresses, toApiAddress, toColumns } from "./addresses.repo";
import { lookupPin, pinStateProblem, UNKNOWN_PIN } from "./pin-directory";

export const MAX_ADDRESSES = 20;
const envelope = z.strictObject({ address: z.unknown() });

/** `{ address }` validated field by field: 400 with the first message and every field's message. */
async function readAddress(c: Context<AppEnv>): Promise<Address | Response> {
  const { address } = await readJson(c, envelope);
  const parsed = addressInputSchema.safeParse(address);
  if (parsed.success) {
    // The PIN must be one India Post lists, in the state the address names (issue 18).
    const problem = pinStateProblem(parsed.data.zipCode, parsed.data.state);
    if (problem === null) return parsed.data;
    return c.json({ success: false, message: problem, errors: { zipCode: problem } }, 400);
  }
  const errors = addressFieldErrors(parsed.error);
  return c.json({ success: false, message: Object.values(errors)[0] ?? "Invalid address", errors }, 400);
}

export function addressesRoutes() {
  const r = new Hono<AppEnv>();

  /** A PIN code's district and state from the offline directory (issue 18): the address form fills them in. */
  r.get("/pincode/:pin", (c) => {
    const pin = c.req.param("pin");
    if (!/^\d{6}$/.test(pin)) throw new HttpError(400, "PIN code must be 6 digits");
    const place = lookupPin(pin);
    if (!place) throw new HttpError(404, UNKNOWN_PIN);
    c.header("Cache-Control", "public, max-age=86400");
    return c.json({ success: true, ...place });
  });

  r.get("/address/get", async (c) => {
    const user = await requireCustomer(c);
    const rows = await listAddresses(c.var.services.database.db, user.id);
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, addresses: rows.map(toApiAddress) });
  });

  r.post("/address/add", async (c) => {
    const user = await requireCustomer(c);
    const address = await readAddress(c);
    if (address instanceof Response) return address;
    const { db } = c.var.services.database;
    const now = new Date().toISOString();
    const row = { id: newId("adr"), user_id: user.id, ...toColumns(address), created_at: now, updated_at: now, deleted_at: null };
    // Counted and written under a lock on the customer, so parallel adds cannot pass the cap together.
    await db.transaction().execute(async (trx) => {
      await lockCustomer(trx, user.id);
      if ((await listAddresses(trx, user.id)).length >= MAX_ADDRESSES)
        throw new HttpError(409, `You can keep at most ${MAX_ADDRESSES} addresses. Delete one first.`);
      await trx.insertInto("addresses").values(row).execute();
    });
    return c.json({ success: true, message: "Address added", address: toApiAddress(row) }, 201);
  });

  r.put("/address/:id", async (c) => {
    const user = await requireCustomer(c);
    const { db } = c.var.services.database;
    if (!(await findOwnAddress(db, user.id, c.req.param("id")))) throw new HttpError(404, "Address not found");
    const address = await readAddress(c);
    if (address instanceof Response) return address;
    await db
      .updateTable("addresses")
      .set({ ...toColumns(address), updated_at: new Date().toISOString() })
      .where("id", "=", c.req.param("id"))
      .where("user_id", "=", user.id)
      .execute();
    const row = await findOwnAddress(db, user.id, c.req.param("id"));
    return c.json({ success: true, message: "Address updated", address: toApiAddress(row!) });
  });

  r.delete("/address/:id", async (c) => {
    const user = await requireCustomer(c);
    const { db } = c.var.services.database;
    const result = await db
      .updateTable("addresses")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", c.req.param("id"))
      .where("user_id", "=", user.id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, "Address not found");
    return c.json({ success: true, message: "Address deleted" });
  });

  return r;
}
