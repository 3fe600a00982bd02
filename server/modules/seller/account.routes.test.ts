import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../../lib/dashboard";
import type { ApiSession, ApiStaffMember } from "../../../lib/seller";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let shop: TestShop;
let owner: TestSeller;
beforeAll(async () => {
  shop = await createTestShop();
  owner = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

const json = async <T>(res: Response) => (await res.json()) as T & { success: boolean; message: string };
const signedIn = async (s: TestSeller) => (await s.call("GET", "/api/seller/is-auth")).status === 200;

describe("changing one's own password", () => {
  it("refuses a wrong current password, a weak or mismatched new one; success ends every other session and keeps this one", async () => {
    const me = await newSeller(shop);
    const phone = await loginSeller(shop, me.email, me.password, { "User-Agent": ANDROID_CHROME });
    const laptop = await loginSeller(shop, me.email, me.password);

    const wrong = await me.call("PUT", "/api/seller/password", {
      currentPassword: "not-my-password",
      newPassword: "a-brand-new-secret",
      confirmPassword: "a-brand-new-secret",
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe("Your current password is not correct");

    const weak = await me.call("PUT", "/api/seller/password", { currentPassword: me.password, newPassword: "short", confirmPassword: "short" });
    expect(weak.status).toBe(400);
    expect((await json(weak)).message).toContain("New password must be at least 10 characters");

    const mismatch = await me.call("PUT", "/api/seller/password", {
      currentPassword: me.password,
      newPassword: "a-brand-new-secret",
      confirmPassword: "a-brand-new-secreT",
    });
    expect(mismatch.status).toBe(400);
    expect((await json(mismatch)).message).toBe("The new passwords do not match");

    const same = await me.call("PUT", "/api/seller/password", { currentPassword: me.password, newPassword: me.password, confirmPassword: me.password });
    expect(same.status).toBe(400);
    // Nothing refused changed anything: every session still works.
    expect([await signedIn(me), await signedIn(phone), await signedIn(laptop)]).toEqual([true, true, true]);

    const ok = await me.call("PUT", "/api/seller/password", {
      currentPassword: me.password,
      newPassword: "a-brand-new-secret",
      confirmPassword: "a-brand-new-secret",
    });
    expect(ok.status).toBe(200);
    expect(await json<{ ended: number }>(ok)).toMatchObject({ success: true, message: "Password changed. Every other device was signed out.", ended: 2 });
    expect([await signedIn(me), await signedIn(phone), await signedIn(laptop)]).toEqual([true, false, false]);

    expect((await shop.post("/api/seller/login", { email: me.email, password: me.password }, { "X-Forwarded-For": "10.77.0.1" })).status).toBe(401);
    expect((await shop.post("/api/seller/login", { email: me.email, password: "a-brand-new-secret" }, { "X-Forwarded-For": "10.77.0.1" })).status).toBe(200);
  });

  it("is throttled like a login: guesses at the current password end in 429", async () => {
    const me = await newSeller(shop);
    const guess = () =>
      me.call(
        "PUT",
        "/api/seller/password",
        { currentPassword: "guess-guess", newPassword: "a-brand-new-secret", confirmPassword: "a-brand-new-secret" },
        { "X-Forwarded-For": "10.78.0.1" },
      );
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(400);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await signedIn(me)).toBe(true);
  });

  it("needs a seller session", async () => {
    const res = await shop.post("/api/seller/password", {});
    expect([401, 404]).toContain(res.status);
    const put = await shop.app.request("/api/seller/password", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", Host: "localhost" },
      body: "{}",
    });
    expect(put.status).toBe(401);
  });
});

describe("the seller's sessions", () => {
  it("lists each device in plain words with a masked address, marks this device, and ends one or all the others", async () => {
    const me = await newSeller(shop);
    const phone = await loginSeller(shop, me.email, me.password, { "User-Agent": ANDROID_CHROME, "X-Forwarded-For": "203.0.113.77" });
    const tablet = await loginSeller(shop, me.email, me.password, { "User-Agent": IPHONE_SAFARI, "X-Forwarded-For": "2001:db8:abcd:12::1" });

    const { sessions } = await json<{ sessions: ApiSession[] }>(await phone.call("GET", "/api/seller/sessions"));
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: "Chrome on Android", place: "203.0.113.*", current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toContain("Safari on iPhone");
    expect(sessions.find((s) => s.device === "Safari on iPhone")!.place).toBe("2001:db8:abcd::*");
    for (const s of sessions) {
      expect(Date.parse(s.signedInAt)).not.toBeNaN();
      expect(Date.parse(s.lastActiveAt)).not.toBeNaN();
    }
    // Only the masked network is kept, never the whole address.
    const stored = await shop.db.selectFrom("sessions").select("ip").where("id", "=", sessions[0]!._id).executeTakeFirstOrThrow();
    expect(stored.ip).toBe("203.0.113.*");

    // Ending the tablet's session signs it out at once.
    const tabletRow = sessions.find((s) => s.device === "Safari on iPhone")!;
    const ended = await phone.call("DELETE", `/api/seller/sessions/${tabletRow._id}`);
    expect(ended.status).toBe(200);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    expect((await phone.call("DELETE", `/api/seller/sessions/${tabletRow._id}`)).status).toBe(404);

    // "Sign out of all other devices" keeps only this one.
    const others = await phone.call("POST", "/api/seller/sessions/sign-out-others");
    expect(await json<{ ended: number }>(others)).toMatchObject({ success: true, ended: 1, message: "Signed out of 1 other device" });
    expect(await signedIn(me)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    const after = await json<{ sessions: ApiSession[] }>(await phone.call("GET", "/api/seller/sessions"));
    expect(after.sessions.map((s) => s.current)).toEqual([true]);

    // Ending this device's own session is signing out here: the cookie goes too.
    const self = await phone.call("DELETE", `/api/seller/sessions/${after.sessions[0]!._id}`);
    expect(await json(self)).toMatchObject({ success: true, current: true });
    expect(self.headers.get("set-cookie")).toMatch(/seller_sid=;/);
    expect(await signedIn(phone)).toBe(false);
  });

  it("cannot see or end another seller's session (404), nor a customer's", async () => {
    const me = await newSeller(shop);
    const other = await newSeller(shop);
    const theirs = await json<{ sessions: ApiSession[] }>(await other.call("GET", "/api/seller/sessions"));
    const mine = await json<{ sessions: ApiSession[] }>(await me.call("GET", "/api/seller/sessions"));
    expect(mine.sessions.map((s) => s._id)).not.toContain(theirs.sessions[0]!._id);
    const res = await me.call("DELETE", `/api/seller/sessions/${theirs.sessions[0]!._id}`);
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe("No such session");
    expect(await signedIn(other)).toBe(true);
    expect((await me.call("DELETE", "/api/seller/sessions/not-an-id")).status).toBe(404);
  });
});

describe("staff logins", () => {
  let staff: TestSeller;
  let member: ApiStaffMember;
  beforeAll(async () => {
    const res = await owner.call("POST", "/api/seller/staff", { name: "Ravi Kumar", email: "Ravi.Packer@example.com", password: "packing-desk-2026" });
    expect(res.status).toBe(201);
    member = (await json<{ member: ApiStaffMember }>(res)).member;
    expect(member).toMatchObject({ name: "Ravi Kumar", email: "ravi.packer@example.com", role: "staff" });
    staff = await loginSeller(shop, "ravi.packer@example.com", "packing-desk-2026", { "User-Agent": ANDROID_CHROME });
  });

  it("are listed for the owner with their role; an email already in use is refused 409; bad input 400", async () => {
    const { staff: list } = await json<{ staff: ApiStaffMember[] }>(await owner.call("GET", "/api/seller/staff"));
    expect(list.find((m) => m.email === owner.email)).toMatchObject({ role: "owner" });
    expect(list.find((m) => m._id === member._id)).toMatchObject({ role: "staff", name: "Ravi Kumar" });
    const again = await owner.call("POST", "/api/seller/staff", { name: "Ravi Again", email: "ravi.packer@example.com", password: "packing-desk-2026" });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("A back-office login with this email already exists");
    expect((await owner.call("POST", "/api/seller/staff", { name: "Owner Clash", email: owner.email, password: "packing-desk-2026" })).status).toBe(409);
    const weak = await owner.call("POST", "/api/seller/staff", { name: "Weak", email: "weak@example.com", password: "short" });
    expect(weak.status).toBe(400);
    expect((await json(weak)).message).toContain("Password must be at least 10 characters");
    const badName = await owner.call("POST", "/api/seller/staff", { name: "visit evil.com", email: "bad@example.com", password: "packing-desk-2026" });
    expect(badName.status).toBe(400);
    expect((await owner.call("POST", "/api/seller/staff", { name: "No Email", email: "nope", password: "packing-desk-2026" })).status).toBe(400);
  });

  it("know their role, and do their work: orders, products, messages", async () => {
    expect(await json(await staff.call("GET", "/api/seller/is-auth"))).toMatchObject({ seller: { name: "Ravi Kumar", role: "staff" } });
    expect(await json(await owner.call("GET", "/api/seller/is-auth"))).toMatchObject({ seller: { role: "owner" } });
    for (const path of ["/api/order/seller", "/api/seller/products", "/api/seller/messages", "/api/seller/subscribers", "/api/seller/sessions"]) {
      expect((await staff.call("GET", path)).status, path).toBe(200);
    }
  });

  it("cannot change (or open) settings: 403 with the owner-only message", async () => {
    const { settings } = await json<{ settings: unknown }>(await owner.call("GET", "/api/seller/settings"));
    const put = await staff.call("PUT", "/api/seller/settings", { settings });
    expect(put.status).toBe(403);
    expect((await json(put)).message).toBe("Only the shop owner can change settings");
    const get = await staff.call("GET", "/api/seller/settings");
    expect(get.status).toBe(403);
    expect((await json(get)).message).toBe("Only the shop owner can open settings");
    expect((await owner.call("PUT", "/api/seller/settings", { settings })).status).toBe(200);
  });

  it("get dashboard counts with no revenue in the response at all; the owner gets it", async () => {
    const forStaff = await json<Dashboard>(await staff.call("GET", "/api/seller/dashboard"));
    expect(forStaff.success).toBe(true);
    expect(forStaff).toHaveProperty("totalOrders");
    expect(forStaff).not.toHaveProperty("totalRevenue");
    expect(forStaff.days).toHaveLength(30);
    for (const d of forStaff.days) expect(Object.keys(d).sort()).toEqual(["date", "orders"]);
    const forOwner = await json<Dashboard>(await owner.call("GET", "/api/seller/dashboard"));
    expect(typeof forOwner.totalRevenue).toBe("number");
    expect(forOwner.days.every((d) => typeof d.revenue === "number")).toBe(true);
  });

  it("cannot export the orders CSV (the shop's takings): 403", async () => {
    const res = await staff.call("GET", "/api/seller/orders.csv?from=2026-01-01&to=2026-01-31");
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe("Only the shop owner can export orders");
    expect((await owner.call("GET", "/api/seller/orders.csv?from=2026-01-01&to=2026-01-31")).status).toBe(200);
  });

  it("cannot manage staff: list, add or remove is 403", async () => {
    expect((await staff.call("GET", "/api/seller/staff")).status).toBe(403);
    const add = await staff.call("POST", "/api/seller/staff", { name: "Friend", email: "friend@example.com", password: "packing-desk-2026" });
    expect(add.status).toBe(403);
    expect((await json(add)).message).toBe("Only the shop owner can manage staff");
    expect(await shop.db.selectFrom("sellers").select("id").where("email", "=", "friend@example.com").executeTakeFirst()).toBeUndefined();
    expect((await staff.call("DELETE", `/api/seller/staff/${member._id}`)).status).toBe(403);
  });

  it("can change their own password", async () => {
    const res = await staff.call("PUT", "/api/seller/password", {
      currentPassword: "packing-desk-2026",
      newPassword: "my-own-secret-99",
      confirmPassword: "my-own-secret-99",
    });
    expect(res.status).toBe(200);
    staff = { ...staff, password: "my-own-secret-99" };
  });

  it("removed by the owner: every session ends at once, the login no longer works, and the owner cannot be removed", async () => {
    const second = await loginSeller(shop, "ravi.packer@example.com", "my-own-secret-99");
    const res = await owner.call("DELETE", `/api/seller/staff/${member._id}`);
    expect(res.status).toBe(200);
    expect(await signedIn(staff)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect((await staff.call("GET", "/api/order/seller")).status).toBe(401);
    expect(
      (await shop.post("/api/seller/login", { email: "ravi.packer@example.com", password: "my-own-secret-99" }, { "X-Forwarded-For": "10.79.0.1" })).status,
    ).toBe(401);
    const { staff: list } = await json<{ staff: ApiStaffMember[] }>(await owner.call("GET", "/api/seller/staff"));
    expect(list.map((m) => m._id)).not.toContain(member._id);
    expect((await owner.call("DELETE", `/api/seller/staff/${member._id}`)).status).toBe(404);

    const ownerRow = await shop.db.selectFrom("sellers").select("id").where("email", "=", owner.email).executeTakeFirstOrThrow();
    expect((await owner.call("DELETE", `/api/seller/staff/${ownerRow.id}`)).status).toBe(404);
    expect(await signedIn(owner)).toBe(true);

    // Added again later: the same person's row comes back with the new password.
    expect(
      (await owner.call("POST", "/api/seller/staff", { name: "Ravi Kumar", email: "ravi.packer@example.com", password: "second-start-2026" })).status,
    ).toBe(201);
    const back = await loginSeller(shop, "ravi.packer@example.com", "second-start-2026");
    expect(await json(await back.call("GET", "/api/seller/is-auth"))).toMatchObject({ seller: { role: "staff" } });
  });
});
