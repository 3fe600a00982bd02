import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_THANKS, NEWSLETTER_CONFIRMED, NEWSLETTER_LINK_BAD, NEWSLETTER_THANKS } from "../../../lib/contact";
import { CONTENT_LIMITS } from "./content.routes";
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
    const res = await post("/api/contact", {
      name,
      email: `  ${email.toUpperCase()} `,
      phone: "+91 98765 43210",
      message: "Do you make halters in pony size?",
    });
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
    {
      what: "an invalid email",
      body: (_e, name) => ({ name, email: "not-an-email", message: "Hello there, a long enough message." }),
      status: 400,
      message: /email.*valid email address/i,
    },
    { what: "a too short message", body: (email, name) => ({ name, email, message: "Hi" }), status: 400, message: /message.*at least 10 characters/i },
    { what: "a missing name", body: (email) => ({ email, message: "Hello there, a long enough message." }), status: 400, message: /name/i },
    {
      what: "an extra unknown field",
      body: (email, name) => ({ name, email, message: "Hello there, a long enough message.", admin: true }),
      status: 400,
      message: /admin/i,
    },
    {
      what: "an invalid phone number",
      body: (email, name) => ({ name, email, phone: "call me", message: "Hello there, a long enough message." }),
      status: 400,
      message: /phone/i,
    },
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

describe("contact form abuse", () => {
  it("a filled honeypot gets the same thanks and stores nothing", async () => {
    const email = uniqueEmail();
    const name = uniqueName("Bot");
    const res = await post(
      "/api/contact",
      { name, email, message: "Cheap followers at a great price!", website: "http://spam.example" },
      { "X-Forwarded-For": "198.51.100.200" },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: CONTACT_THANKS });
    expect(await contactRows(email, name)).toBe(0);
  });

  it("limits one address (IPv6 by its /64) with 429 and stores nothing past the limit", async () => {
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i <= CONTENT_LIMITS.contact.perAddress; i++) {
      const email = uniqueEmail();
      emails.push(email);
      const res = await post(
        "/api/contact",
        { name: "Asha Verma", email, message: "Hello there, a long enough message." },
        { "X-Forwarded-For": `2001:db8:77:1::${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await contactRows(emails.at(-1)!, "nobody")).toBe(0);
  });

  it("stops at the global limit however many addresses send", async () => {
    await services.database.db
      .insertInto("rate_limits")
      .values({ key: "contact:global", count: CONTENT_LIMITS.contact.global, reset_at: Date.now() + 60_000 })
      .onConflict((oc) => oc.column("key").doUpdateSet({ count: CONTENT_LIMITS.contact.global, reset_at: Date.now() + 60_000 }))
      .execute();
    const email = uniqueEmail();
    const res = await post(
      "/api/contact",
      { name: "Asha Verma", email, message: "Hello there, a long enough message." },
      { "X-Forwarded-For": "203.0.113.250" },
    );
    expect(res.status).toBe(429);
    expect(await contactRows(email, "nobody")).toBe(0);
    await services.database.db.deleteFrom("rate_limits").where("key", "=", "contact:global").execute();
  });
});

describe("POST /api/newsletter/subscribe (double opt-in)", () => {
  let ip = 0;
  const fromNewAddress = () => ({ "X-Forwarded-For": `192.0.2.${++ip}` });
  const confirmMails = (email: string) =>
    services.database.db
      .selectFrom("outbox")
      .select(["text_body", "html_body", "subject"])
      .where("recipient", "=", email)
      .where("dedupe_key", "like", "newsletter-confirm:%")
      .execute();
  const tokenOf = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
  const confirmedRows = async (email: string) =>
    Number(
      (
        await services.database.db
          .selectFrom("newsletter_subscribers")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("email", "=", email)
          .where("confirmed_at", "is not", null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("answers a new, a pending and a confirmed address alike, mails a single-use link, and counts the address only once confirmed", async () => {
    const email = uniqueEmail();
    const first = await post("/api/newsletter/subscribe", { email }, fromNewAddress());
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: NEWSLETTER_THANKS });
    expect(await subscriberRows(email)).toBe(1);
    expect(await confirmedRows(email)).toBe(0);

    const mails = await confirmMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Confirm your subscription/);
    const token = tokenOf(mails[0]!.text_body);

    const again = await post("/api/newsletter/subscribe", { email: `  ${email.toUpperCase()}  ` }, fromNewAddress());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, message: NEWSLETTER_THANKS });
    // The second request replaced the link: the first one no longer works.
    const second = tokenOf((await confirmMails(email)).map((m) => m.text_body).find((t) => !t.includes(token))!);
    const stale = await post("/api/newsletter/confirm", { token }, fromNewAddress());
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ success: false, message: NEWSLETTER_LINK_BAD });

    const ok = await post("/api/newsletter/confirm", { token: second }, fromNewAddress());
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, message: NEWSLETTER_CONFIRMED });
    expect(await confirmedRows(email)).toBe(1);
    // Single use.
    expect((await post("/api/newsletter/confirm", { token: second }, fromNewAddress())).status).toBe(400);

    // Known and confirmed: the same answer, and no more mail.
    const known = await post("/api/newsletter/subscribe", { email }, fromNewAddress());
    expect(await known.json()).toEqual({ success: true, message: NEWSLETTER_THANKS });
    expect(await confirmMails(email)).toHaveLength(2);
    expect(await subscriberRows(email)).toBe(1);
  });

  it("the back office lists and counts confirmed addresses only", async () => {
    const { newSeller } = await import("../../testing/sellers");
    const seller = await newSeller(shop);
    const pending = uniqueEmail();
    await post("/api/newsletter/subscribe", { email: pending }, fromNewAddress());
    const body = (await (await seller.call("GET", "/api/seller/subscribers")).json()) as { total: number; subscribers: { email: string }[] };
    expect(body.subscribers.map((s) => s.email)).not.toContain(pending);
    const confirmed = Number(
      (
        await services.database.db
          .selectFrom("newsletter_subscribers")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("confirmed_at", "is not", null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(body.total).toBe(confirmed);
  });

  it("mails one address at most 3 times a day however often it is typed in", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 6; i++) expect((await post("/api/newsletter/subscribe", { email }, fromNewAddress())).status).toBe(200);
    expect(await confirmMails(email)).toHaveLength(3);
  });

  it("a filled honeypot gets the same answer and stores and mails nothing", async () => {
    const email = uniqueEmail();
    const res = await post("/api/newsletter/subscribe", { email, website: "http://spam.example" }, fromNewAddress());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: NEWSLETTER_THANKS });
    expect(await subscriberRows(email)).toBe(0);
    expect(await confirmMails(email)).toHaveLength(0);
  });

  it("limits one address with 429 and Retry-After", async () => {
    const headers = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= CONTENT_LIMITS.newsletter.perAddress; i++)
      statuses.push((await post("/api/newsletter/subscribe", { email: uniqueEmail() }, headers)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = await post("/api/newsletter/subscribe", { email: uniqueEmail() }, headers);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a malformed confirm token", async () => {
    const res = await post("/api/newsletter/confirm", { token: "../../etc" }, fromNewAddress());
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).message).toContain(NEWSLETTER_LINK_BAD);
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
