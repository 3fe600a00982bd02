import fs from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.mjs";
import { newCustomer } from "../../testing/customers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { enqueueEmail, OUTBOX_MAX_ATTEMPTS, OutboxWorker, retryDelayMs } from "./outbox";
import { singleVariant } from "../../testing/catalog";

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const email = (key: string) => ({
  dedupeKey: key,
  to: "asha@example.com",
  subject: `Order confirmed: ${key}`,
  text: `Order ${key}`,
  html: `<p>Order ${key}</p>`,
});
const row = (shop: TestShop, key: string) => shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", key).executeTakeFirstOrThrow();

describe("email outbox over SMTP", () => {
  let shop: TestShop;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    shop = await createTestShop({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "shop@example.com" } });
  });
  afterAll(async () => {
    await shop.close();
  });

  it("retries a failing SMTP server with backoff and delivers once, when it is back", async () => {
    const t0 = new Date();
    await enqueueEmail(shop.db, email("order-confirmation:ord_retry"), t0);
    await enqueueEmail(shop.db, email("order-confirmation:ord_retry"), t0); // queued twice: kept once

    // Server down: the attempt fails and is scheduled 30 s later.
    expect(await shop.services.outbox.drain(t0)).toEqual({ sent: 0, failed: 1 });
    const failed = await row(shop, "order-confirmation:ord_retry");
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(Date.parse(failed.next_attempt_at) - t0.getTime()).toBe(retryDelayMs(1));
    expect(failed.last_error).toBeTruthy();

    const smtp = await startSmtp(port);
    try {
      // Not due yet: nothing is sent before the backoff has passed.
      expect(await shop.services.outbox.drain(new Date(t0.getTime() + 10_000))).toEqual({ sent: 0, failed: 0 });
      expect(await shop.services.outbox.drain(new Date(t0.getTime() + retryDelayMs(1) + 1))).toEqual({ sent: 1, failed: 0 });
      expect(await shop.services.outbox.drain(new Date(t0.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: "shop@example.com", to: ["asha@example.com"] });
      expect(smtp.received[0]!.raw).toContain("Subject: Order confirmed: order-confirmation:ord_retry");
      expect(await row(shop, "order-confirmation:ord_retry")).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    let now = new Date();
    await enqueueEmail(shop.db, email("order-confirmation:ord_giveup"), now);
    for (let i = 1; i <= OUTBOX_MAX_ATTEMPTS; i++) {
      await shop.services.outbox.drain(now);
      now = new Date(now.getTime() + retryDelayMs(i) + 1);
    }
    expect(await row(shop, "order-confirmation:ord_giveup")).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS });
    expect(await shop.services.outbox.drain(new Date(now.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
  });

  it("never sends a message twice when two instances drain at once", async () => {
    const smtp = await startSmtp(port);
    try {
      const now = new Date(Date.now() + 86_400_000 * 2);
      for (let i = 0; i < 10; i++) await enqueueEmail(shop.db, email(`order-confirmation:ord_pair${i}`), now);
      const { createMailTransport } = await import("./mail-transport");
      const other = new OutboxWorker(shop.db, createMailTransport(shop.services.config.mail), async () => "shop@example.com", shop.services.log);
      const [a, b] = await Promise.all([shop.services.outbox.drain(now), other.drain(now)]);
      expect(a.sent + b.sent).toBe(10);
      expect(smtp.received.filter((m) => m.raw.includes("ord_pair"))).toHaveLength(10);
      await other.stop();
    } finally {
      await smtp.close();
    }
  });
});

describe("email outbox without SMTP (embedded default)", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it("writes the order confirmation as an .eml file, with the customer's text escaped in the HTML part", async () => {
    const buyer = await newCustomer(shop);
    // A name from before names were checked (lib/names.ts): still escaped.
    await shop.db.updateTable("users").set({ name: `<img src=x onerror=alert(1)>` }).where("email", "=", buyer.email).execute();
    const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!;
    const dir = shop.services.config.mail.outboxDir;
    // The email-verification message sent at registration goes first, out of the way.
    await shop.services.outbox.drain();
    await fs.rm(dir, { recursive: true, force: true });
    const placed = (await (
      await buyer.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId })
    ).json()) as { orderId: string };
    // The confirmation email, and the owner's WhatsApp message (written to DATA_DIR/whatsapp here, decision 031).
    expect(await shop.services.outbox.drain()).toEqual({ sent: 2, failed: 0 });
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await fs.readFile(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain(`To: ${buyer.email}`);
    // Quoted-printable: soft line breaks ("=\n") undone, "=3D" is "=".
    const decoded = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(decoded).toMatch(/^Subject: =\?UTF-8\?Q\?Order_confirmed/m);
    expect(decoded).toContain(`Order ID: ${placed.orderId}`);
    expect(decoded).toMatch(/Order number: #\d{4,}/);
    const html = decoded.slice(decoded.indexOf("Content-Type: text/html"));
    expect(html).toContain("Thank you for your order, &lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
  });

  it("carries no free text the buyer typed: the street and city of the address stay out of the confirmation", async () => {
    const spam = { street: "Claim your prize now call 9999999999 today", city: "Lucky Winner Town" };
    const buyer = await newCustomer(shop, { address: spam });
    const product = (await shop.services.catalog.get()).products.find((p) => p.inStock && singleVariant(p))!;
    const res = await buyer.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId });
    expect(res.status).toBe(201);
    const row = await shop.db
      .selectFrom("outbox")
      .select(["text_body", "html_body", "recipient"])
      .where("recipient", "=", buyer.email)
      .where("dedupe_key", "like", "order-confirmation:%")
      .executeTakeFirstOrThrow();
    for (const body of [row.text_body, row.html_body]) {
      expect(body).not.toContain("prize");
      expect(body).not.toContain("Lucky Winner");
      expect(body).toContain("208001");
    }
  });
});
