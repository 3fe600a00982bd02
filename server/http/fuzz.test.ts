import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer, type TestCustomer } from "../testing/customers";
import { newSeller, type TestSeller } from "../testing/sellers";
import { createTestShop, type TestShop } from "../testing/test-app";
import { singleVariant } from "../testing/catalog";

/**
 * Hostile input: generated requests against every JSON and multipart endpoint
 * (wrong types, missing and extra fields, huge strings and numbers, unicode,
 * prototype-pollution keys, broken JSON, wrong content types). Every answer
 * must be a 4xx or 2xx JSON envelope that gives nothing away, and an endpoint
 * that refused everything must have left the database exactly as it was.
 */
// FUZZ_RUNS raises it for a longer hunt (e.g. FUZZ_RUNS=5000 npx vitest run server/http/fuzz.test.ts).
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 500);
const LEAKS = /\bat [\w.<>]+ \(|\.(ts|js):\d+|SQLITE_|sqlite3?|postgres|pg_|syntax error|\bselect\b.*\bfrom\b|\binsert into\b|node_modules|stack/i;

let shop: TestShop;
let customer: TestCustomer;
let seller: TestSeller;
let ids: Ids;
beforeAll(async () => {
  shop = await createTestShop();
  customer = await newCustomer(shop);
  seller = await newSeller(shop);
  const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!._id;
  const placed = await customer.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: customer.addressId });
  ids = { product, order: ((await placed.json()) as { orderId: string }).orderId, address: customer.addressId };
}, 60_000);
afterAll(async () => {
  await shop.close();
});

type Who = "anonymous" | "customer" | "seller";
type Ids = { product: string; order: string; address: string };
type Endpoint = { method: "POST" | "PUT"; path: (i: Ids) => string; who: Who; valid: () => Record<string, unknown>; multipart?: boolean };
const address = {
  firstName: "Asha",
  lastName: "Verma",
  email: "a@example.com",
  street: "14, Mall Road",
  city: "Kanpur",
  state: "Uttar Pradesh",
  zipCode: "208001",
  country: "India",
  phone: "9876543210",
};
const ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    path: () => "/api/contact",
    who: "anonymous",
    valid: () => ({ name: "Priya", email: "p@example.com", phone: "", message: "Hello there, a question." }),
  },
  { method: "POST", path: () => "/api/newsletter/subscribe", who: "anonymous", valid: () => ({ email: "n@example.com" }) },
  { method: "POST", path: () => "/api/newsletter/confirm", who: "anonymous", valid: () => ({ token: "A".repeat(43) }) },
  { method: "POST", path: () => "/api/user/register", who: "anonymous", valid: () => ({ name: "Asha", email: "r@example.com", password: "hunter2hunter2" }) },
  { method: "POST", path: () => "/api/user/login", who: "anonymous", valid: () => ({ email: "r@example.com", password: "hunter2hunter2" }) },
  { method: "POST", path: () => "/api/seller/login", who: "anonymous", valid: () => ({ email: "owner@example.com", password: "secret-secret" }) },
  { method: "POST", path: () => "/api/webhooks/razorpay", who: "anonymous", valid: () => ({ event: "payment.captured", payload: {} }) },
  { method: "POST", path: () => "/api/cart/update", who: "customer", valid: () => ({ cartItems: { [ids.product]: 2 } }) },
  { method: "POST", path: () => "/api/cart/check", who: "anonymous", valid: () => ({ id: ids.product, quantity: 2 }) },
  { method: "POST", path: () => "/api/address/add", who: "customer", valid: () => ({ address }) },
  { method: "PUT", path: (i) => `/api/address/${i.address}`, who: "customer", valid: () => ({ address }) },
  {
    method: "POST",
    path: () => "/api/order/cod",
    who: "customer",
    valid: () => ({ items: [{ product: ids.product, quantity: 1 }], address: ids.address, gstNumber: "" }),
  },
  {
    method: "POST",
    path: () => "/api/order/razorpay",
    who: "customer",
    valid: () => ({ items: [{ product: ids.product, quantity: 1 }], address: ids.address }),
  },
  {
    method: "POST",
    path: () => "/api/order/verify",
    who: "customer",
    valid: () => ({ razorpay_order_id: "order_x", razorpay_payment_id: "pay_x", razorpay_signature: "0".repeat(64) }),
  },
  { method: "POST", path: () => "/api/order/abandon", who: "customer", valid: () => ({ orderId: "order_x" }) },
  { method: "POST", path: () => "/api/order/sandbox-pay", who: "customer", valid: () => ({ orderId: "order_x" }) },
  { method: "PUT", path: (i) => `/api/order/${i.order}/ship`, who: "seller", valid: () => ({ carrier: "Delhivery", awb: "AWB1" }) },
  { method: "PUT", path: (i) => `/api/order/${i.order}/status`, who: "seller", valid: () => ({ status: "packed" }) },
  { method: "POST", path: () => "/api/product/stock", who: "seller", valid: () => ({ id: ids.product, inStock: true }) },
  { method: "PUT", path: (i) => `/api/product/${i.product}`, who: "seller", valid: () => ({ name: "Halter", category: "Rope", offerPrice: 100 }) },
  { method: "PUT", path: () => "/api/seller/settings", who: "seller", valid: () => ({ settings: {} }) },
  {
    method: "POST",
    path: () => "/api/product/add-product",
    who: "seller",
    multipart: true,
    valid: () => ({ name: "Halter", category: "Rope", price: "100", offerPrice: "90" }),
  },
  { method: "POST", path: () => "/api/upload", who: "seller", multipart: true, valid: () => ({}) },
];

const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "isAdmin", "role", "price", "amount", "_id", "deleted_at", "toString", "valueOf"];
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 20_000 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    -1,
    0,
    1e308,
    -0,
    1.5,
    2 ** 53 + 1,
    "NaN",
    "Infinity",
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "😀".repeat(500),
  ),
);

/** A body: the valid one mutated, or something else entirely; as JSON text (prototype keys written literally). */
const body = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc
      .record({ drop: fc.constantFrom(...Object.keys(valid), "none") })
      .map(({ drop }) => JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== drop)))),
    fc.tuple(fc.constantFrom(...Object.keys(valid), "x"), value).map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
    fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), value)
      .map(([k, v]) => `${JSON.stringify(valid).slice(0, -1)}${Object.keys(valid).length ? "," : ""}${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}}`),
    fc.constant(`{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}`),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 300 }),
    fc.constantFrom("", "{", "null", "[]", "true", "{}", '{"a":', "\uFEFF{}", JSON.stringify({ x: "y".repeat(70_000) })),
  );
/** Mostly JSON, so most requests reach validation; sometimes a wrong or missing type. */
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8"), weight: 9 },
  { arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", ""), weight: 1 },
);

/** Everything a refused request must not have changed (rate-limit counters and sessions are allowed to). */
async function fingerprint(): Promise<string> {
  const db = shop.db;
  const tables = [
    "users",
    "addresses",
    "orders",
    "order_items",
    "products",
    "contact_messages",
    "newsletter_subscribers",
    "outbox",
    "payment_events",
    "sellers",
    "invoice_counters",
    "categories",
  ] as const;
  const counts = await Promise.all(
    tables.map((t) =>
      db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ),
  );
  const products = await db
    .selectFrom("products")
    .select([sql<string>`coalesce(max(updated_at), '')`.as("u"), sql<number>`coalesce(sum(stock), 0)`.as("s"), sql<number>`sum(in_stock)`.as("i")])
    .executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom("orders")
    .select([sql<string>`coalesce(max(updated_at), '')`.as("u")])
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom("users")
    .select([sql<string>`coalesce(max(updated_at), '')`.as("u")])
    .executeTakeFirstOrThrow();
  const addresses = await db
    .selectFrom("addresses")
    .select([sql<string>`coalesce(max(updated_at), '')`.as("u")])
    .executeTakeFirstOrThrow();
  const settings = await db.selectFrom("settings").select("value").where("key", "=", "shop").executeTakeFirstOrThrow();
  return JSON.stringify([counts.map((c) => Number(c.n)), products, orders, users, addresses, settings.value.length]);
}

function multipartBody(fields: Record<string, unknown>, extra: [string, unknown] | null, file: Uint8Array | null, fileName: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
  if (extra) form.append(extra[0], typeof extra[1] === "string" ? extra[1] : (JSON.stringify(extra[1]) ?? ""));
  if (file) form.append("image", new File([new Uint8Array(file)], fileName, { type: "image/jpeg" }));
  return form;
}

/** Strings the request itself carried: an answer may quote them back (e.g. a file name), which is not a leak. */
function sentStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) sentStrings(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      sentStrings(v, out);
    }
  }
  return out;
}
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
function withoutEchoes(answer: string, sent: string[]): string {
  let out = answer;
  for (const s of sent.filter((x) => x.length >= 2).sort((a, b) => b.length - a.length)) {
    const escaped = JSON.stringify(s).slice(1, -1);
    out = out.split(escaped).join("").split(escaped.slice(0, 60)).join("");
  }
  return out;
}

const cookieOf = (who: Who) => (who === "customer" ? `sid=${customer.sid}` : who === "seller" ? `seller_sid=${seller.sid}` : "");
let total = 0;
/** How the generated requests were answered, for the report (status → count). */
const statuses = new Map<number, number>();

describe("hostile input", () => {
  for (const ep of ENDPOINTS) {
    it(`${ep.method} ${ep.path({ product: "{id}", order: "{id}", address: "{id}" })}: ${RUNS_PER_ENDPOINT} generated requests, no 5xx, nothing given away, nothing written when refused`, async () => {
      const before = await fingerprint();
      let accepted = 0;
      const headers = (type: string | null) => ({
        Origin: "http://localhost",
        Host: "localhost",
        Cookie: cookieOf(ep.who),
        "X-Forwarded-For": `10.77.${total % 250}.${(total >> 8) % 250}`,
        ...(type ? { "Content-Type": type } : {}),
      });
      const arbitrary = ep.multipart
        ? fc.tuple(
            fc.option(fc.tuple(fc.constantFrom(...HOSTILE_KEYS, "name", "price", "stock"), value), { nil: null }),
            fc.option(fc.uint8Array({ maxLength: 2000 }), { nil: null }),
            fc.string({ maxLength: 80 }),
          )
        : fc.tuple(body(ep.valid()), contentType);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          total++;
          const res = ep.multipart
            ? await shop.app.request(ep.path(ids), {
                method: ep.method,
                headers: headers(null),
                body: multipartBody(ep.valid(), input[0] as [string, unknown] | null, input[1] as Uint8Array | null, input[2] as string),
              })
            : await shop.app.request(ep.path(ids), { method: ep.method, headers: headers(input[1] as string), body: input[0] as string });
          const text = await res.text();
          const sent = sentStrings(ep.multipart ? [ep.valid(), input[0], input[2]] : parsedOrText(input[0] as string));
          expect(res.status, text.slice(0, 200)).toBeLessThan(500);
          if (res.status < 300) accepted++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const parsed = JSON.parse(text) as { success: boolean; message?: string };
          expect(typeof parsed.success).toBe("boolean");
          if (res.status >= 400) expect(parsed.success).toBe(false);
          expect(withoutEchoes(text, sent)).not.toMatch(LEAKS);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      if (accepted === 0) expect(await fingerprint()).toBe(before);
    });
  }

  it("sent at least 10,000 requests in all", () => {
    expect(total).toBeGreaterThanOrEqual(10_000);
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
    console.log(`hostile input: ${total} requests to ${ENDPOINTS.length} endpoints; answers ${summary}`);
  });
});
