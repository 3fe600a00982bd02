import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_THANKS, NEWSLETTER_ALREADY, NEWSLETTER_THANKS } from "../../../lib/contact";
import { createTestShop, type TestShop } from "../../testing/test-app";

type Body = { success: boolean; message?: string };

let shop: TestShop;
let services: TestShop["services"];
let app: TestShop["app"];

beforeAll(async () => {
  shop = await createTestShop();
  services = shop.services;
  app = shop.app;
});

afterAll(async () => {
  await shop?.close();
});

/** A value no other test (or test file sharing the database) uses. */
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
/** A unique name made of letters only (names are names: lib/names.ts). */
const uniqueName = (label: string) => `${label} ${unique("x").replace(/[^a-z]/g, "")}`;
const uniqueEmail = () => `${unique("visitor")}@example.com`;

const SAME_SITE = { Origin: "http://localhost", Host: "localhost" };

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...SAME_SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function contactRows(email: string, name: string): Promise<number> {
  const row = await services.database.db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => eb.or([eb("email", "=", email), eb("name", "=", name)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function subscriberRows(email: string): Promise<number> {
  const row = await services.database.db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("POST /api/contact", () => {
  it("stores a valid message and thanks the sender", async () => {
    const email = uniqueEmail();
    const name = uniqueName("Asha");
    const res = await post("/api/contact", { name, email: `  ${email.toUpperCase()} `, phone: "+91 98765 43210", message: "Do you make halters in pony size?" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Body;
    expect(body).toEqual({ success: true, message: CONTACT_THANKS });
    expect(body.message).toBe("Thank you! Your message has been sent. We will get back to you within one working day.");

    const rows = await services.database.db.selectFrom("contact_messages").selectAll().where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name, email, phone: "+91 98765 43210", message: "Do you make halters in pony size?" });
  });

  it("stores a message without a phone number as null", async () => {
    const email = uniqueEmail();
    const res = await post("/api/contact", { name: uniqueName("Ravi"), email, message: "Please call me back about an order." });
    expect(res.status).toBe(201);
    const row = await services.database.db.selectFrom("contact_messages").select("phone").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  const invalid: Array<{ what: string; body: (email: string, name: string) => unknown; status: number; message: RegExp }> = [
    { what: "an invalid email", body: (_e, name) => ({ name, email: "not-an-email", message: "Hello there, a long enough message." }), status: 400, message: /email.*valid email address/i },
    { what: "a too short message", body: (email, name) => ({ name, email, message: "Hi" }), status: 400, message: /message.*at least 10 characters/i },
    { what: "a missing name", body: (email) => ({ email, message: "Hello there, a long enough message." }), status: 400, message: /name/i },
    { what: "an extra unknown field", body: (email, name) => ({ name, email, message: "Hello there, a long enough message.", admin: true }), status: 400, message: /admin/i },
    { what: "an invalid phone number", body: (email, name) => ({ name, email, phone: "call me", message: "Hello there, a long enough message." }), status: 400, message: /phone/i },
  ];

  for (const c of invalid) {
    it(`refuses ${c.what} with a clear message and writes nothing`, async () => {
      const email = uniqueEmail();
      const name = uniqueName("Nobody");
      const res = await post("/api/contact", c.body(email, name));
      expect(res.status).toBe(c.status);
      const body = (await res.json()) as Body;
      expect(body.success).toBe(false);
      expect(body.message).toMatch(c.message);
      expect(await contactRows(email, name)).toBe(0);
    });
  }

  it("refuses a body that is not JSON", async () => {
    const res = await post("/api/contact", "{name: oops");
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body).toEqual({ success: false, message: expect.stringMatching(/not valid JSON/i) });
  });

  it("refuses a wrong content type and writes nothing", async () => {
    const email = uniqueEmail();
    const name = uniqueName("Form");
    const res = await post("/api/contact", `name=${name}&email=${email}&message=hello+there+friend`, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
    const body = (await res.json()) as Body;
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/JSON/);
    expect(await contactRows(email, name)).toBe(0);
  });

  it("refuses a cross-site request and writes nothing", async () => {
    const email = uniqueEmail();
    const name = uniqueName("Mallory");
    const res = await post("/api/contact", { name, email, message: "Hello there, a long enough message." }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const body = (await res.json()) as Body;
    expect(body.success).toBe(false);
    expect(await contactRows(email, name)).toBe(0);
  });
});

describe("POST /api/newsletter/subscribe", () => {
  it("subscribes once; the same address again (any case, spaces) is already subscribed", async () => {
    const email = uniqueEmail();
    const first = await post("/api/newsletter/subscribe", { email });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true, message: NEWSLETTER_THANKS });
    expect(NEWSLETTER_THANKS).toBe("Thank you for subscribing!");

    const again = await post("/api/newsletter/subscribe", { email: `  ${email.toUpperCase()}  ` });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, message: NEWSLETTER_ALREADY });
    expect(NEWSLETTER_ALREADY).toBe("You are already subscribed.");

    expect(await subscriberRows(email)).toBe(1);
  });

  it("refuses an invalid email", async () => {
    const res = await post("/api/newsletter/subscribe", { email: "nobody@" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/valid email address/i);
    expect(await subscriberRows("nobody@")).toBe(0);
  });

  it("refuses a cross-site request", async () => {
    const email = uniqueEmail();
    const res = await post("/api/newsletter/subscribe", { email }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await subscriberRows(email)).toBe(0);
  });
});
