import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_SELLER, sampleItem, sampleOrder } from "../../../lib/testing/sample-order";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { returnRejectedEmail } from "../after-sales/return-emails";
import type { ReturnRow } from "../after-sales/returns";
import type { OrderRow } from "../orders/orders.repo";
import { orderConfirmationEmail, orderShippedEmail } from "./order-emails";
import { enqueueEmail } from "./outbox";

/** Issue 17, item 1: emails carry every script intact (UTF-8 through the outbox table, MIME-encoded in the .eml). */

const FIRST = "सुनीता";
const LAST = "கார்த்திகேயன் سید";
const NAME = `${FIRST} ${LAST}`;
const SHOP = "நெசவும் கடிவாளமும் · بنائی اور لگام";
const PRODUCT = "हाथ से बुना सूती पट्टा";

/** RFC 2047 encoded words (=?UTF-8?B?…?= and ?Q?) in a header, decoded; adjacent encoded words join without the space between. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function headersOf(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) map.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return map;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** A nodemailer .eml read back as a mail client would: subject, and each text part decoded by its charset and transfer encoding. */
function readEml(raw: string): { subject: string; parts: { type: string; text: string }[] } {
  const split = raw.indexOf("\n\n");
  const head = headersOf(raw.slice(0, split));
  const body = raw.slice(split + 2);
  const boundary = /boundary="?([^";]+)"?/.exec(head.get("content-type") ?? "")?.[1];
  const parts = (boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw]).map((part) => {
    const p = part.replace(/^\r?\n/, "");
    const cut = p.indexOf("\n\n");
    const h = headersOf(p.slice(0, cut));
    expect(h.get("content-type")).toMatch(/charset=utf-8/i);
    return { type: (h.get("content-type") ?? "").split(";")[0]!, text: decodeBody(p.slice(cut + 2), h.get("content-transfer-encoding")) };
  });
  return { subject: decodeHeader(head.get("subject") ?? ""), parts };
}

describe("emails in Devanagari, Tamil and Urdu", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it("order confirmed, shipped and return emails reach the .eml with every character intact", async () => {
    const base = sampleOrder();
    const order = sampleOrder({
      userId: { ...base.userId, name: NAME },
      address: { ...base.address, firstName: FIRST, lastName: LAST },
      seller: { ...SAMPLE_SELLER, shopName: SHOP },
      items: [{ ...sampleItem(1, { name: PRODUCT }) }],
      status: "shipped",
      awb: "AWB1234567890",
      carrier: "Delhivery",
      trackingUrl: "https://t.17track.net/en#nums=AWB1234567890",
    });
    // The return emails read the order and return rows; only the fields they use.
    const orderRow = {
      id: order._id,
      order_number: 1001,
      customer_name: NAME,
      customer_email: "a@example.com",
      seller: JSON.stringify({ ...SAMPLE_SELLER, shopName: SHOP }),
    } as unknown as OrderRow;
    const ret = { id: "ret_1", type: "return", seller_note: `${PRODUCT} பயன்படுத்தப்பட்டது` } as unknown as ReturnRow;
    const now = new Date();
    const emails = [
      orderConfirmationEmail(order, "https://shop.example"),
      orderShippedEmail(order, "https://shop.example"),
      returnRejectedEmail(orderRow, ret, null),
    ];
    for (const e of emails) await enqueueEmail(shop.db, e, now);
    expect(await shop.services.outbox.drain(now)).toEqual({ sent: 3, failed: 0 });

    const dir = shop.services.config.mail.outboxDir;
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(3);
    const mails = await Promise.all(files.map(async (f) => readEml(await fs.readFile(path.join(dir, f), "utf8"))));
    const bySubject = (re: RegExp) => mails.find((m) => re.test(m.subject))!;

    const confirmed = bySubject(/^Order confirmed/);
    expect(confirmed.subject).toBe(`Order confirmed: #1001 – ${SHOP}`);
    const text = confirmed.parts.find((p) => p.type === "text/plain")!.text;
    const html = confirmed.parts.find((p) => p.type === "text/html")!.text;
    for (const s of [`Hello ${NAME},`, `Thank you for your order with ${SHOP}.`, `- ${PRODUCT} × 1`, `${FIRST} ${LAST}`]) expect(text).toContain(s);
    for (const s of [`Thank you for your order, ${NAME}`, PRODUCT, SHOP]) expect(html).toContain(s);

    const shipped = mails.find((m) => m.subject !== confirmed.subject && !/return/i.test(m.subject))!;
    expect(shipped.parts.map((p) => p.text).join("\n")).toContain(NAME.split(" ")[0]);

    const rejected = bySubject(/return request/);
    const rejectedText = rejected.parts.find((p) => p.type === "text/plain")!.text;
    expect(rejectedText).toContain(`Hello ${NAME},`);
    expect(rejectedText).toContain(`Reason: ${PRODUCT} பயன்படுத்தப்பட்டது`);
    expect(rejectedText).toContain(SHOP);
  });
});
