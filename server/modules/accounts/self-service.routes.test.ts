import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXT } from "../../../lib/account-self-service";
import type { ApiUser } from "../../../lib/accounts";
import { LOGIN_FAILED } from "../../../lib/accounts";
import { singleVariant } from "../../testing/catalog";
import { newCustomer } from "../../testing/customers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { hashToken } from "../../http/sessions";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

type Body = { success: boolean; message?: string; user?: ApiUser | null; emailVerified?: boolean; ended?: number };
let n = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ip = () => `10.${unique()}`;
const cookieOf = (res: Response) => res.headers.get("set-cookie")?.match(/sid=([^;]*)/)?.[1] ?? "";
const PASSWORD = "hunter2hunter2";

/** A same-origin JSON request, with this session cookie and client address. */
async function call(method: string, pathname: string, body?: unknown, opts: { sid?: string; ip?: string } = {}) {
  const res = await shop.app.request(pathname, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      Origin: "http://localhost",
      Host: "localhost",
      "X-Forwarded-For": opts.ip ?? ip(),
      ...(opts.sid ? { Cookie: `sid=${opts.sid}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { res, status: res.status, body: (await res.json()) as Body };
}

async function register(email = `rider.${unique()}@example.com`, password = PASSWORD) {
  const r = await call("POST", "/api/user/register", { name: "Asha Verma", email, password });
  expect(r.status).toBe(201);
  return { email, sid: cookieOf(r.res), user: r.body.user! };
}
const login = (email: string, password: string) => call("POST", "/api/user/login", { email, password });
const isAuth = (sid: string) => call("GET", "/api/user/is-auth", undefined, { sid });

/** The newest email of this kind to this address, as stored in the outbox; its link's token. */
async function mailedToken(email: string, kind: "verify-email" | "reset-password"): Promise<string> {
  const rows = await shop.db
    .selectFrom("outbox")
    .select(["text_body", "html_body", "subject", "created_at", "id"])
    .where("recipient", "=", email)
    .where("dedupe_key", "like", `${kind}:%`)
    .orderBy("id", "desc")
    .execute();
  expect(rows.length).toBeGreaterThan(0);
  const page = kind === "verify-email" ? "verify-email" : "reset-password";
  const m = new RegExp(`http://localhost/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(rows[0]!.text_body);
  expect(m, rows[0]!.text_body).not.toBeNull();
  return m![1]!;
}
const mailCount = async (email: string, kind: string) =>
  (await shop.db.selectFrom("outbox").select("id").where("recipient", "=", email).where("dedupe_key", "like", `${kind}:%`).execute()).length;
const expireTokens = (email: string) =>
  shop.db
    .updateTable("account_tokens")
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where("email", "=", email)
    .execute();

describe("email verification", () => {
  it("register mails a 24-hour single-use link; opening it verifies the account", async () => {
    const { email, sid, user } = await register();
    expect(user).toMatchObject({ email, emailVerified: false, phone: null });
    expect((await isAuth(sid)).body.user).toMatchObject({ emailVerified: false });
    const token = await mailedToken(email, "verify-email");

    // Only the hash is stored, and the link works for 24 hours.
    const row = await shop.db.selectFrom("account_tokens").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * 3_600_000);

    const ok = await call("POST", "/api/user/verify-email", { token });
    expect(ok).toMatchObject({ status: 200, body: { success: true, message: ACCOUNT_TEXT.verified } });
    expect((await isAuth(sid)).body.user).toMatchObject({ emailVerified: true });
    expect((await login(email, PASSWORD)).body.user).toMatchObject({ emailVerified: true });

    // Single use.
    const again = await call("POST", "/api/user/verify-email", { token });
    expect(again).toMatchObject({ status: 400, body: { success: false, message: ACCOUNT_TEXT.verifyLinkBad } });
  });

  it("refuses a forged, expired or missing token with a 400", async () => {
    const { email } = await register();
    const token = await mailedToken(email, "verify-email");
    expect((await call("POST", "/api/user/verify-email", { token: "A".repeat(43) })).body).toEqual({ success: false, message: ACCOUNT_TEXT.verifyLinkBad });
    expect((await call("POST", "/api/user/verify-email", {})).status).toBe(400);
    expect((await call("POST", "/api/user/verify-email", { token: "x".repeat(500) })).status).toBe(400);
    await expireTokens(email);
    const expired = await call("POST", "/api/user/verify-email", { token });
    expect(expired).toMatchObject({ status: 400, body: { message: ACCOUNT_TEXT.verifyLinkBad } });
    const row = await shop.db.selectFrom("users").select("email_verified_at").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeNull();
  });

  it("resend: needs a login, mails a new link (the old one stops working), is rate limited, and says when already verified", async () => {
    expect((await call("POST", "/api/user/resend-verification")).status).toBe(401);
    const { email, sid } = await register();
    const first = await mailedToken(email, "verify-email");
    const resent = await call("POST", "/api/user/resend-verification", undefined, { sid });
    expect(resent).toMatchObject({ status: 200, body: { success: true, message: ACCOUNT_TEXT.verificationSent, emailVerified: false } });
    const second = await mailedToken(email, "verify-email");
    expect(second).not.toBe(first);
    expect((await call("POST", "/api/user/verify-email", { token: first })).status).toBe(400);

    for (let i = 0; i < 2; i++) expect((await call("POST", "/api/user/resend-verification", undefined, { sid })).status).toBe(200);
    const limited = await call("POST", "/api/user/resend-verification", undefined, { sid });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many attempts/);
    expect(await mailCount(email, "verify-email")).toBe(4);

    const newest = await mailedToken(email, "verify-email");
    expect((await call("POST", "/api/user/verify-email", { token: newest })).status).toBe(200);
    expect((await call("POST", "/api/user/resend-verification", undefined, { sid })).body).toEqual({
      success: true,
      message: ACCOUNT_TEXT.alreadyVerified,
      emailVerified: true,
    });
  });
});

describe("forgot password", () => {
  it("answers the same for a known and an unknown address; only the known one gets a link", async () => {
    const { email } = await register();
    const unknown = `nobody.${unique()}@example.com`;
    const t0 = Date.now();
    const known = await call("POST", "/api/user/forgot-password", { email: email.toUpperCase() });
    const t1 = Date.now();
    const stranger = await call("POST", "/api/user/forgot-password", { email: unknown });
    const t2 = Date.now();
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: ACCOUNT_TEXT.resetRequested });
    // Both wait the same floor, so neither is quicker by skipping the work.
    expect(t1 - t0).toBeGreaterThanOrEqual(290);
    expect(t2 - t1).toBeGreaterThanOrEqual(290);
    expect(await mailCount(email, "reset-password")).toBe(1);
    expect(await mailCount(unknown, "reset-password")).toBe(0);
    const row = await shop.db
      .selectFrom("account_tokens")
      .selectAll()
      .where("email", "=", email)
      .where("purpose", "=", "reset-password")
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
  });

  it("is rate limited per address (known or not alike) and per client address", async () => {
    const { email } = await register();
    const unknown = `nobody.${unique()}@example.com`;
    for (const who of [email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await call("POST", "/api/user/forgot-password", { email: who })).status).toBe(200);
      const limited = await call("POST", "/api/user/forgot-password", { email: who });
      expect(limited.status).toBe(429);
      expect(limited.res.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect(await mailCount(email, "reset-password")).toBe(3);

    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call("POST", "/api/user/forgot-password", { email: `other.${unique()}@example.com` }, { ip: from })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("refuses a bad address with a 400", async () => {
    expect((await call("POST", "/api/user/forgot-password", { email: "not-an-email" })).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/valid email/),
    });
    expect((await call("POST", "/api/user/forgot-password", {})).status).toBe(400);
  });
});

describe("reset password", () => {
  it("sets the password, ends every session, logs this browser in and marks the address verified", async () => {
    const { email, sid } = await register();
    const other = cookieOf((await login(email, PASSWORD)).res);
    await call("POST", "/api/user/forgot-password", { email });
    const token = await mailedToken(email, "reset-password");

    const done = await call("POST", "/api/user/reset-password", { token, password: "new-secret-456" }, { sid });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, message: ACCOUNT_TEXT.resetDone, user: { email, emailVerified: true } });
    const fresh = cookieOf(done.res);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.res.headers.get("set-cookie")).toContain("HttpOnly");

    expect((await isAuth(sid)).status).toBe(401);
    expect((await isAuth(other)).status).toBe(401);
    expect((await isAuth(fresh)).body.user).toMatchObject({ email, emailVerified: true });
    expect((await login(email, PASSWORD)).body).toEqual({ success: false, message: LOGIN_FAILED });
    expect((await login(email, "new-secret-456")).status).toBe(200);

    const reused = await call("POST", "/api/user/reset-password", { token, password: "third-secret-789" });
    expect(reused).toMatchObject({ status: 400, body: { success: false, message: ACCOUNT_TEXT.resetLinkBad } });
    expect(cookieOf(reused.res)).toBe("");
  });

  it("refuses an expired, forged or verify-email token, and a password register would refuse", async () => {
    const { email } = await register();
    await call("POST", "/api/user/forgot-password", { email });
    const token = await mailedToken(email, "reset-password");

    const short = await call("POST", "/api/user/reset-password", { token, password: "short" });
    expect(short).toMatchObject({ status: 400, body: { message: "password: Password must be at least 8 characters" } });
    expect((await call("POST", "/api/user/reset-password", { token: "B".repeat(43), password: "new-secret-456" })).body.message).toBe(
      ACCOUNT_TEXT.resetLinkBad,
    );
    const verifyToken = await mailedToken(email, "verify-email");
    expect((await call("POST", "/api/user/reset-password", { token: verifyToken, password: "new-secret-456" })).status).toBe(400);
    expect((await call("POST", "/api/user/verify-email", { token })).status).toBe(400); // and the other way round

    await expireTokens(email);
    const expired = await call("POST", "/api/user/reset-password", { token, password: "new-secret-456" });
    expect(expired).toMatchObject({ status: 400, body: { message: ACCOUNT_TEXT.resetLinkBad } });
    expect((await login(email, PASSWORD)).status).toBe(200); // nothing changed
  });

  it("only the newest link works, and changing the password cancels a pending link", async () => {
    const { email, sid } = await register();
    await call("POST", "/api/user/forgot-password", { email });
    const first = await mailedToken(email, "reset-password");
    await call("POST", "/api/user/forgot-password", { email });
    const second = await mailedToken(email, "reset-password");
    expect((await call("POST", "/api/user/reset-password", { token: first, password: "new-secret-456" })).status).toBe(400);
    expect((await call("PUT", "/api/user/password", { currentPassword: PASSWORD, newPassword: "changed-secret-1" }, { sid })).status).toBe(200);
    expect((await call("POST", "/api/user/reset-password", { token: second, password: "new-secret-456" })).status).toBe(400);
  });

  it("lets the true owner take back an address someone else registered: the squatter's password and sessions stop working", async () => {
    const email = `victim.${unique()}@example.com`;
    const squatter = await register(email, "squatter-pass-1");
    const squatterPhone = cookieOf((await login(email, "squatter-pass-1")).res);
    // The owner cannot register (409) but can reset.
    expect((await call("POST", "/api/user/register", { name: "Real Owner", email, password: "owner-pass-123" })).status).toBe(409);
    await call("POST", "/api/user/forgot-password", { email });
    const owner = await call("POST", "/api/user/reset-password", { token: await mailedToken(email, "reset-password"), password: "owner-pass-123" });
    expect(owner.status).toBe(200);
    expect((await isAuth(squatter.sid)).status).toBe(401);
    expect((await isAuth(squatterPhone)).status).toBe(401);
    expect((await login(email, "squatter-pass-1")).status).toBe(401);
    // The squatter's old verification link is dead too.
    expect((await call("POST", "/api/user/verify-email", { token: await mailedToken(email, "verify-email") })).status).toBe(400);
    expect((await isAuth(cookieOf(owner.res))).body.user).toMatchObject({ email, emailVerified: true });
  });

  it("one link used by many requests at once logs in exactly one of them", async () => {
    for (let round = 0; round < 5; round++) {
      const { email } = await register();
      await call("POST", "/api/user/forgot-password", { email });
      const token = await mailedToken(email, "reset-password");
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => call("POST", "/api/user/reset-password", { token, password: `racing-pass-${i}` })));
      const winners = results.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => r.status === 400)).toHaveLength(5);
      const user = await shop.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      const live = await shop.db.selectFrom("sessions").select("id").where("subject_id", "=", user.id).where("revoked_at", "is", null).execute();
      expect(live).toHaveLength(1);
      const winner = results.indexOf(winners[0]!);
      expect((await login(email, `racing-pass-${winner}`)).status).toBe(200);
    }
  }, 60_000);
});

describe("account page", () => {
  it("changes name and phone; refuses a bad phone or name", async () => {
    const { sid } = await register();
    const saved = await call("PUT", "/api/user/profile", { name: "  Asha  Kumari ", phone: "+91 98765-43210" }, { sid });
    expect(saved).toMatchObject({
      status: 200,
      body: { success: true, message: ACCOUNT_TEXT.profileSaved, user: { name: "Asha Kumari", phone: "9876543210" } },
    });
    expect((await isAuth(sid)).body.user).toMatchObject({ name: "Asha Kumari", phone: "9876543210" });
    expect((await call("PUT", "/api/user/profile", { name: "Asha", phone: "12345" }, { sid })).body).toEqual({
      success: false,
      message: "phone: Enter a 10-digit mobile number",
    });
    expect((await call("PUT", "/api/user/profile", { name: "<b>x</b>", phone: "" }, { sid })).status).toBe(400);
    expect((await call("PUT", "/api/user/profile", { name: "Asha", phone: "", admin: true }, { sid })).status).toBe(400);
    const cleared = await call("PUT", "/api/user/profile", { name: "Asha", phone: "" }, { sid });
    expect(cleared.body.user).toMatchObject({ phone: null });
    expect((await call("PUT", "/api/user/profile", { name: "Asha", phone: "" })).status).toBe(401);
  });

  it("changes the password with the current one; other sessions end, this one stays", async () => {
    const { email, sid } = await register();
    const other = cookieOf((await login(email, PASSWORD)).res);
    const wrong = await call("PUT", "/api/user/password", { currentPassword: "not-it-at-all", newPassword: "new-secret-456" }, { sid });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: ACCOUNT_TEXT.wrongPassword } });
    expect((await call("PUT", "/api/user/password", { currentPassword: PASSWORD, newPassword: "short" }, { sid })).body.message).toBe(
      "newPassword: New password must be at least 8 characters",
    );
    expect((await call("PUT", "/api/user/password", { currentPassword: PASSWORD, newPassword: PASSWORD }, { sid })).body.message).toBe(
      ACCOUNT_TEXT.samePassword,
    );
    expect((await call("PUT", "/api/user/password", { currentPassword: PASSWORD, newPassword: "new-secret-456" })).status).toBe(401);
    expect((await isAuth(other)).status).toBe(200); // refusals changed nothing

    const ok = await call("PUT", "/api/user/password", { currentPassword: PASSWORD, newPassword: "new-secret-456" }, { sid });
    expect(ok).toMatchObject({ status: 200, body: { success: true, message: ACCOUNT_TEXT.passwordChanged, ended: 1 } });
    expect((await isAuth(sid)).status).toBe(200);
    expect((await isAuth(other)).status).toBe(401);
    expect((await login(email, "new-secret-456")).status).toBe(200);
  });

  it("the current password is throttled like a login", async () => {
    const { sid } = await register();
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await call("PUT", "/api/user/password", { currentPassword: `guess-${i}-guess`, newPassword: "new-secret-456" }, { sid, ip: from })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("log out everywhere ends every session, this one included", async () => {
    const { email, sid } = await register();
    const other = cookieOf((await login(email, PASSWORD)).res);
    const out = await call("POST", "/api/user/logout-everywhere", undefined, { sid });
    expect(out).toMatchObject({ status: 200, body: { success: true, message: ACCOUNT_TEXT.loggedOutEverywhere, ended: 2 } });
    expect(out.res.headers.get("set-cookie")).toMatch(/sid=;/);
    expect((await isAuth(sid)).status).toBe(401);
    expect((await isAuth(other)).status).toBe(401);
    expect((await call("POST", "/api/user/logout-everywhere")).status).toBe(401);
  });

  it("delete account: needs the password; removes personal data, keeps the orders; the address can register again", async () => {
    const buyer = await newCustomer(shop, { name: "Meera Iyer" });
    await buyer.call("PUT", "/api/user/profile", { name: "Meera Iyer", phone: "9822012345" });
    const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!;
    const placed = await buyer.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId });
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    await call("POST", "/api/user/forgot-password", { email: buyer.email }); // a pending link

    const wrong = await call("POST", "/api/user/delete-account", { password: "not-my-password" }, { sid: buyer.sid });
    expect(wrong).toMatchObject({ status: 400, body: { message: ACCOUNT_TEXT.wrongPassword } });
    expect((await call("POST", "/api/user/delete-account", {}, { sid: buyer.sid })).status).toBe(400);
    expect((await call("POST", "/api/user/delete-account", { password: PASSWORD })).status).toBe(401);
    expect((await isAuth(buyer.sid)).status).toBe(200);

    const gone = await call("POST", "/api/user/delete-account", { password: "hunter2hunter2" }, { sid: buyer.sid });
    expect(gone).toMatchObject({ status: 200, body: { success: true, message: ACCOUNT_TEXT.accountDeleted } });
    expect(gone.res.headers.get("set-cookie")).toMatch(/sid=;/);
    expect((await isAuth(buyer.sid)).status).toBe(401);

    const row = await shop.db.selectFrom("users").selectAll().where("id", "=", buyer.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Deleted customer", phone: null, cart: "{}", email_verified_at: null });
    expect(row.email).not.toContain(buyer.email);
    expect(row.deleted_at).not.toBeNull();
    expect(JSON.stringify(row)).not.toMatch(/Meera|9822012345/);
    expect(await shop.db.selectFrom("addresses").select("id").where("user_id", "=", buyer.userId).execute()).toHaveLength(0);
    expect(await shop.db.selectFrom("sessions").select("id").where("subject_id", "=", buyer.userId).execute()).toHaveLength(0);
    expect(await shop.db.selectFrom("account_tokens").select("id").where("user_id", "=", buyer.userId).execute()).toHaveLength(0);
    // The order and its invoice stay (GST law).
    const order = await shop.db.selectFrom("orders").select(["id", "invoice_number"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.invoice_number).toBeTruthy();

    expect((await login(buyer.email, PASSWORD)).status).toBe(401);
    expect((await call("POST", "/api/user/forgot-password", { email: buyer.email })).status).toBe(200);
    expect(await mailCount(buyer.email, "reset-password")).toBe(1); // only the one from before
    const again = await register(buyer.email, "fresh-start-123");
    expect(again.user).toMatchObject({ email: buyer.email, emailVerified: false });
    expect(again.user._id).not.toBe(buyer.userId);
  });
});

describe("the stored email", () => {
  it("is written as an .eml file carrying the link (embedded default)", async () => {
    const { email } = await register();
    await call("POST", "/api/user/forgot-password", { email });
    const token = await mailedToken(email, "reset-password");
    while ((await shop.services.outbox.drain()).sent > 0);
    const dir = shop.services.config.mail.outboxDir;
    const files = await fs.readdir(dir);
    const texts = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), "utf8")));
    const mine = texts.filter((t) => t.includes(`To: ${email}`)).map((t) => t.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
    expect(mine.some((t) => t.includes(`/reset-password?token=${token}`))).toBe(true);
    expect(mine.some((t) => /^Subject: .*Reset your password/m.test(t) || /Reset_your_password/.test(t))).toBe(true);
  });
});
