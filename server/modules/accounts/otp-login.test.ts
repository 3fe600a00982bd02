import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiUser } from "../../../lib/accounts";
import { OTP_MESSAGES, OTP_PER_ADDRESS_PER_HOUR, OTP_PER_NUMBER_PER_HOUR } from "../../../lib/otp-login";
import { singleVariant } from "../../testing/catalog";
import { KANPUR, newCustomer } from "../../testing/customers";
import { newSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";

let shop: TestShop;
let product: string;
beforeAll(async () => {
  shop = await createTestShop();
  product = (await shop.services.catalog.get()).products.filter(singleVariant)[0]!._id;
});
afterAll(async () => {
  await shop.close();
});

type Body = { success: boolean; message?: string; user?: ApiUser; newAccount?: boolean; phone?: string; resendAfterS?: number; expiresInS?: number };
let n = 0;
/** A fresh 10-digit mobile number (starts with 9) and a client address of its own. */
const freshMobile = () => `9${String(process.pid % 1000).padStart(3, "0")}${String(Date.now() % 10000).padStart(4, "0")}${String(n++ % 100).padStart(2, "0")}`;
const ip = () => `10.77.${n % 250}.${n++ % 250}`;
const cookieOf = (res: Response) => res.headers.get("set-cookie")?.match(/sid=([^;]*)/)?.[1] ?? "";
const body = async (res: Response) => (await res.json()) as Body;

const request = (phone: string, from = ip()) => shop.post("/api/user/otp/request", { phone }, { "X-Forwarded-For": from });
const verify = (phone: string, code: string, extra: Record<string, unknown> = {}, from = ip()) =>
  shop.post("/api/user/otp/verify", { phone, code, ...extra }, { "X-Forwarded-For": from });

/** The code of the latest SMS to this number, read from DATA_DIR/sms as a person would read their phone. */
async function codeFor(stored: string, dataDir = shop.services.config.dataDir): Promise<string> {
  const dir = path.join(dataDir, "sms");
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith(".txt")).sort();
  for (const f of files.reverse()) {
    const text = await fs.readFile(path.join(dir, f), "utf8");
    if (text.startsWith(`To: ${stored}\n`)) return /\b(\d{6})\b/.exec(text)![1]!;
  }
  throw new Error(`no SMS to ${stored}`);
}

/** Lets the next code for `stored` be asked at once (the 30 s resend wait is tested on its own). */
const skipResendWait = (stored: string) => shop.db.deleteFrom("rate_limits").where("key", "=", `otp:resend:${stored}`).execute();

async function loginByOtp(mobile: string, extra: Record<string, unknown> = {}) {
  expect((await request(mobile)).status).toBe(200);
  const res = await verify(mobile, await codeFor(`+91${mobile.slice(-10)}`), extra);
  return { res, body: await body(res), sid: cookieOf(res) };
}

const asCustomer = (sid: string) => (method: string, p: string, json?: unknown) =>
  shop.app.request(p, {
    method,
    headers: { ...(json === undefined ? {} : { "Content-Type": "application/json" }), Origin: "http://localhost", Host: "localhost", Cookie: `sid=${sid}` },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

describe("POST /api/user/otp/request", () => {
  it("sends a 6-digit code by SMS (a file under DATA_DIR/sms) and stores only a salted hash of it", async () => {
    const mobile = freshMobile();
    const res = await request(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(res.status).toBe(200);
    const b = await body(res);
    expect(b).toMatchObject({ success: true, phone: `+91${mobile}`, expiresInS: 300, resendAfterS: 30 });
    expect(b.message).toContain("It is valid for 5 minutes");
    const code = await codeFor(`+91${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    const row = await shop.db.selectFrom("otp_codes").selectAll().where("phone", "=", `+91${mobile}`).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(5 * 60_000);
  });

  it("answers the same whether or not an account has the number", async () => {
    const known = freshMobile();
    await loginByOtp(known);
    await skipResendWait(`+91${known}`);
    const unknown = freshMobile();
    const a = await body(await request(known));
    const b = await body(await request(unknown));
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.message!.replace(/\+91 \d{5} \d{5}/, "N")).toBe(b.message!.replace(/\+91 \d{5} \d{5}/, "N"));
  });

  it.each([["98765"], ["5876543210"], ["+1 9876543210"], ["98765-4321x"], ["+91 98765 432100"], [""]])(
    "refuses the number %j with a clear 400",
    async (phone) => {
      const res = await request(phone);
      expect(res.status).toBe(400);
      expect(await body(res)).toEqual({ success: false, message: `phone: ${OTP_MESSAGES.badPhone}` });
    },
  );

  it("refuses a body that is not just the number", async () => {
    expect((await shop.post("/api/user/otp/request", { phone: freshMobile(), code: "123456" }, { "X-Forwarded-For": ip() })).status).toBe(400);
    expect((await shop.post("/api/user/otp/request", { phone: 9876543210 }, { "X-Forwarded-For": ip() })).status).toBe(400);
  });

  it("accepts 0, +91, 91 and spaces, and stores +91XXXXXXXXXX", async () => {
    const mobile = freshMobile();
    for (const typed of [`0${mobile}`, `91${mobile}`, ` ${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)} `]) {
      await skipResendWait(`+91${mobile}`);
      const b = await body(await request(typed));
      expect(b.phone).toBe(`+91${mobile}`);
    }
  });

  it("asks a number to wait 30 s before another code (429 with Retry-After), and a new code replaces the old one", async () => {
    const mobile = freshMobile();
    await request(mobile);
    const first = await codeFor(`+91${mobile}`);
    const again = await request(mobile);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await body(again)).message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    await skipResendWait(`+91${mobile}`);
    expect((await request(mobile)).status).toBe(200);
    const second = await codeFor(`+91${mobile}`);
    if (second !== first) {
      const old = await verify(mobile, first);
      expect(old.status).toBe(400);
    }
    expect((await verify(mobile, second)).status).toBe(201);
  });

  it(`sends at most ${OTP_PER_NUMBER_PER_HOUR} codes to one number an hour`, async () => {
    const mobile = freshMobile();
    for (let i = 0; i < OTP_PER_NUMBER_PER_HOUR; i++) {
      await skipResendWait(`+91${mobile}`);
      expect((await request(mobile)).status).toBe(200);
    }
    await skipResendWait(`+91${mobile}`);
    const res = await request(mobile);
    expect(res.status).toBe(429);
    expect((await body(res)).message).toMatch(/^Too many codes for this number\. Please try again in \d+ minutes\.$/);
  });

  it(`sends at most ${OTP_PER_ADDRESS_PER_HOUR} codes an hour from one address`, async () => {
    const from = "10.250.250.1";
    for (let i = 0; i < OTP_PER_ADDRESS_PER_HOUR; i++) expect((await request(freshMobile(), from)).status).toBe(200);
    const res = await request(freshMobile(), from);
    expect(res.status).toBe(429);
    expect((await body(res)).message).toMatch(/^Too many attempts\. Please wait/);
  });
});

describe("POST /api/user/otp/verify", () => {
  it("makes an account on the first login: no password, no email, the number stored +91…, a session as a password login gives", async () => {
    const mobile = freshMobile();
    const { res, body: b, sid } = await loginByOtp(`0${mobile}`, { cartItems: { [product]: 2 } });
    expect(res.status).toBe(201);
    expect(b).toMatchObject({
      success: true,
      message: "Account created",
      newAccount: true,
      user: { name: "Customer", email: "", mobile: `+91${mobile}`, cart: { [product]: 2 } },
    });
    expect(res.headers.get("set-cookie")).toMatch(/sid=[A-Za-z0-9_-]{43};.*HttpOnly/);
    const row = await shop.db.selectFrom("users").selectAll().where("mobile", "=", `+91${mobile}`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "", email: null, password_hash: null });
    const auth = await body(await asCustomer(sid)("GET", "/api/user/is-auth"));
    expect(auth.user).toMatchObject({ _id: row.id, name: "Customer", email: "", mobile: `+91${mobile}` });
    expect(await shop.db.selectFrom("otp_codes").select("phone").where("phone", "=", `+91${mobile}`).executeTakeFirst()).toBeUndefined();
  });

  it("logs the same account in next time, merging the visitor's cart, and a new session replaces the one the browser brought", async () => {
    const mobile = freshMobile();
    const first = await loginByOtp(mobile, { cartItems: { [product]: 1 } });
    await skipResendWait(`+91${mobile}`);
    await request(mobile);
    const code = await codeFor(`+91${mobile}`);
    const res = await shop.post(
      "/api/user/otp/verify",
      { phone: mobile, code, cartItems: { [product]: 2 } },
      { "X-Forwarded-For": ip(), Cookie: `sid=${first.sid}` },
    );
    expect(res.status).toBe(200);
    const b = await body(res);
    expect(b).toMatchObject({ message: "Logged in", newAccount: false, user: { _id: first.body.user!._id, cart: { [product]: 3 } } });
    expect((await asCustomer(first.sid)("GET", "/api/user/is-auth")).status).toBe(401);
    expect((await asCustomer(cookieOf(res))("GET", "/api/user/is-auth")).status).toBe(200);
  });

  it("refuses a wrong code with the tries left; after 5 tries the code is dead, even the right one (429)", async () => {
    const mobile = freshMobile();
    await request(mobile);
    const code = await codeFor(`+91${mobile}`);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verify(mobile, wrong);
      expect(res.status).toBe(400);
      messages.push((await body(res)).message!);
    }
    expect(messages).toEqual([
      "Wrong code. 4 tries left.",
      "Wrong code. 3 tries left.",
      "Wrong code. 2 tries left.",
      "Wrong code. 1 try left.",
      "Wrong code. No tries left: please ask for a new code.",
    ]);
    const right = await verify(mobile, code);
    expect(right.status).toBe(429);
    expect(await body(right)).toEqual({ success: false, message: OTP_MESSAGES.tooManyTries });
    expect(right.headers.get("set-cookie")).toBeNull();
  });

  it("refuses an expired code (400)", async () => {
    const mobile = freshMobile();
    await request(mobile);
    const code = await codeFor(`+91${mobile}`);
    await shop.db
      .updateTable("otp_codes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("phone", "=", `+91${mobile}`)
      .execute();
    const res = await verify(mobile, code);
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({ success: false, message: OTP_MESSAGES.expired });
  });

  it("refuses a used code, and a number that asked for none (400)", async () => {
    const mobile = freshMobile();
    await request(mobile);
    const code = await codeFor(`+91${mobile}`);
    expect((await verify(mobile, code)).status).toBe(201);
    const again = await verify(mobile, code);
    expect(again.status).toBe(400);
    expect(await body(again)).toEqual({ success: false, message: OTP_MESSAGES.noCode });
    const never = await verify(freshMobile(), "123456");
    expect(never.status).toBe(400);
    expect((await body(never)).message).toBe(OTP_MESSAGES.noCode);
  });

  it.each([["12345"], ["1234567"], ["abcdef"], [""]])("refuses the code %j as malformed (400)", async (code) => {
    const res = await verify(freshMobile(), code);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(`code: ${OTP_MESSAGES.badCode}`);
  });

  it("refuses parallel guesses beyond 5 tries, and a right code used by parallel requests logs in once", async () => {
    for (let round = 0; round < (shop.services.database.engine === "postgres" ? 5 : 1); round++) {
      const mobile = freshMobile();
      await request(mobile);
      const code = await codeFor(`+91${mobile}`);
      const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
      const results = await Promise.all(guesses.map((g) => verify(mobile, g)));
      expect(results.filter((r) => r.status === 400)).toHaveLength(5);
      expect(results.filter((r) => r.status === 429)).toHaveLength(15);

      const other = freshMobile();
      await request(other);
      const right = await codeFor(`+91${other}`);
      const logins = await Promise.all(Array.from({ length: 8 }, () => verify(other, right)));
      expect(logins.filter((r) => r.status === 201)).toHaveLength(1);
      // The others find the code used (400), or its tries spent by the parallel requests before it was (429).
      expect(logins.filter((r) => r.status === 400 || r.status === 429)).toHaveLength(7);
      const accounts = await shop.db.selectFrom("users").select("id").where("mobile", "=", `+91${other}`).execute();
      expect(accounts).toHaveLength(1);
    }
  });

  it("limits verify attempts per address", async () => {
    const from = "10.251.1.1";
    let last: Response | null = null;
    for (let i = 0; i < 51; i++) last = await verify(freshMobile(), "123456", {}, from);
    expect(last!.status).toBe(429);
  });
});

describe("POST /api/user/otp/name", () => {
  it("lets a new account give its name; refuses bad names and strangers", async () => {
    const { sid } = await loginByOtp(freshMobile());
    const call = asCustomer(sid);
    const bad = await call("POST", "/api/user/otp/name", { name: "http://spam" });
    expect(bad.status).toBe(400);
    const res = await call("POST", "/api/user/otp/name", { name: "  Meena  Devi " });
    expect(res.status).toBe(200);
    expect((await body(res)).user).toMatchObject({ name: "Meena Devi" });
    expect((await body(await call("GET", "/api/user/is-auth"))).user?.name).toBe("Meena Devi");
    expect((await shop.post("/api/user/otp/name", { name: "Meena" })).status).toBe(401);
  });
});

describe("an account with no email and no name", () => {
  it("checks out: the order, its emails, invoice and the seller's views take the delivery address's name and email", async () => {
    const mobile = freshMobile();
    const { sid } = await loginByOtp(mobile);
    const call = asCustomer(sid);
    const added = await call("POST", "/api/address/add", { address: { ...KANPUR, email: "meena.otp@example.com", firstName: "Meena", lastName: "Devi" } });
    expect(added.status).toBe(201);
    const addressId = ((await added.json()) as { address: { _id: string } }).address._id;
    const placed = await call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: addressId });
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };

    const order = ((await (await call("GET", `/api/order/${orderId}`)).json()) as { order: { userId: { name: string; email: string } } }).order;
    expect(order.userId).toMatchObject({ name: "Meena Devi", email: "meena.otp@example.com" });
    const mails = await shop.db.selectFrom("outbox").select(["recipient", "subject"]).where("dedupe_key", "like", `%${orderId}%`).execute();
    expect(mails.some((m) => m.recipient === "meena.otp@example.com")).toBe(true);
    const pdf = await call("GET", `/api/order/${orderId}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const seller = await newSeller(shop);
    const list = await seller.call("GET", "/api/order/seller");
    expect(list.status).toBe(200);
    const listed = ((await list.json()) as { orders: { _id: string; userId: { name: string } }[] }).orders.find((o) => o._id === orderId);
    expect(listed?.userId.name).toBe("Meena Devi");
    expect((await seller.call("GET", `/api/seller/orders/${orderId}/invoice.pdf`)).status).toBe(200);
  });
});

describe("without an SMS provider", () => {
  it("says OTP login is not available (503), before sending anything", async () => {
    const off = await createTestShop({ env: { SMS_FILES: "false" } });
    try {
      const res = await off.post("/api/user/otp/request", { phone: "9876543210" });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ success: false, message: OTP_MESSAGES.unavailable });
    } finally {
      await off.close();
    }
  });
});

describe("the account page for an account made by an OTP login (no email, no password)", () => {
  it("has no password to change and no email to verify (400s that say why), and deletes itself with its session alone", async () => {
    const mobile = freshMobile();
    const { sid, body: b } = await loginByOtp(mobile);
    const me = asCustomer(sid);
    expect(b.user).toMatchObject({ email: "", mobile: `+91${mobile}`, emailVerified: false, phone: null });

    const change = await me("PUT", "/api/user/password", { currentPassword: "anything-at-all", newPassword: "a-new-password-123" });
    expect(change.status).toBe(400);
    expect(((await change.json()) as Body).message).toBe(
      "This account logs in with a one-time code sent to its mobile number, so it has no password to change.",
    );
    const resend = await me("POST", "/api/user/resend-verification", {});
    expect(resend.status).toBe(400);
    expect(((await resend.json()) as Body).message).toBe(
      "This account has no email address to verify: it logs in with a one-time code sent to its mobile number.",
    );

    const gone = await me("POST", "/api/user/delete-account", {});
    expect(gone.status, await gone.clone().text()).toBe(200);
    const row = await shop.db.selectFrom("users").select(["mobile", "deleted_at", "name"]).where("id", "=", b.user!._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mobile: null, name: "Deleted customer" });
    expect(row.deleted_at).not.toBeNull();
    expect((await me("GET", "/api/user/is-auth")).status).toBe(401);
    // The number is free again: the next OTP login makes a new, empty account.
    await skipResendWait(`+91${mobile}`);
    const again = await loginByOtp(mobile);
    expect(again.body.newAccount).toBe(true);
    expect(again.body.user!._id).not.toBe(b.user!._id);
  });

  it("an account with a password still needs it to delete itself", async () => {
    const email = `keeps.${Date.now()}${n++}@example.com`;
    const reg = await shop.post("/api/user/register", { name: "Kavya", email, password: "hunter2hunter2" }, { "X-Forwarded-For": ip() });
    expect(reg.status).toBe(201);
    const me = asCustomer(cookieOf(reg));
    const res = await me("POST", "/api/user/delete-account", {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).message).toBe("Password is required");
  });
});

describe("POST /api/user/mobile: an email account adds the number it logs in with by code", () => {
  it("after the code, an OTP login with that number opens the same account (its orders), not a second one", async () => {
    const buyer = await newCustomer(shop, { name: "Nisha Kapoor" });
    const placed = await buyer.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: buyer.addressId });
    expect(placed.status).toBe(201);
    const mobile = freshMobile();
    expect((await request(mobile)).status).toBe(200);
    const wrong = await buyer.call(
      "POST",
      "/api/user/mobile",
      { phone: mobile, code: "000000" === (await codeFor(`+91${mobile}`)) ? "111111" : "000000" },
      { "X-Forwarded-For": ip() },
    );
    expect(wrong.status).toBe(400);
    const res = await buyer.call("POST", "/api/user/mobile", { phone: mobile, code: await codeFor(`+91${mobile}`) }, { "X-Forwarded-For": ip() });
    expect(res.status).toBe(200);
    const b = await body(res);
    expect(b.message).toBe(`Mobile number verified. You can now log in with a code sent to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`);
    expect(b.user).toMatchObject({ _id: buyer.userId, mobile: `+91${mobile}`, name: "Nisha Kapoor" });
    // The code is used up: it cannot be used again, neither here nor to log in.
    expect((await buyer.call("POST", "/api/user/mobile", { phone: mobile, code: await codeFor(`+91${mobile}`) }, { "X-Forwarded-For": ip() })).status).toBe(
      400,
    );

    await skipResendWait(`+91${mobile}`);
    const login = await loginByOtp(mobile);
    expect(login.res.status).toBe(200);
    expect(login.body).toMatchObject({ message: "Logged in", newAccount: false, user: { _id: buyer.userId, email: buyer.email } });
    const orders = (await (await asCustomer(login.sid)("GET", "/api/order/user")).json()) as { orders: { _id: string }[] };
    expect(orders.orders).toHaveLength(1);
    expect(await shop.db.selectFrom("users").select("id").where("mobile", "=", `+91${mobile}`).execute()).toHaveLength(1);
  });

  it("refuses a number another account logs in with (409, told only after its code), and a visitor (401)", async () => {
    const mobile = freshMobile();
    const first = await loginByOtp(mobile);
    expect(first.res.status).toBe(201);
    const other = await newCustomer(shop);
    await skipResendWait(`+91${mobile}`);
    expect((await request(mobile)).status).toBe(200);
    const guess = await other.call("POST", "/api/user/mobile", { phone: mobile, code: "12345" }, { "X-Forwarded-For": ip() });
    expect(guess.status).toBe(400);
    const res = await other.call("POST", "/api/user/mobile", { phone: mobile, code: await codeFor(`+91${mobile}`) }, { "X-Forwarded-For": ip() });
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe("This mobile number already logs in to another account. Log in with it by code, or add another number.");
    expect((await shop.db.selectFrom("users").select("mobile").where("id", "=", other.userId).executeTakeFirstOrThrow()).mobile).toBeNull();
    expect((await shop.post("/api/user/mobile", { phone: mobile, code: "123456" })).status).toBe(401);
  });
});
