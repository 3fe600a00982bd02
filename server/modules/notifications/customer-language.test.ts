import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiOrder } from "../../../lib/orders";
import { formatDeliveryDate } from "../../../lib/delivery";
import { formatAmount } from "../../../lib/money";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { setProductColumns } from "../../testing/catalog";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { pdfText } from "../invoices/script-samples";

/** Issue 17, item 2 (decision 025): emails, SMS and the PDFs in the language the customer used the shop in. */

const SITE = "https://shop.example";
const HI = { "X-Shop-Lang": "hi" };
let shop: TestShop;
let seller: TestSeller;
let halter: string;
beforeAll(async () => {
  shop = await createTestShop({ env: { PUBLIC_URL: SITE } });
  seller = await newSeller(shop);
  halter = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
  await setProductColumns(shop.db, halter, { stock: null, price_paise: 3_000_00, offer_price_paise: 2_499_00 });
});
afterAll(async () => {
  await shop.close();
});

const emailOf = (dedupeKey: string) => shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", dedupeKey).executeTakeFirstOrThrow();
const langOfUser = async (id: string) => (await shop.db.selectFrom("users").select("lang").where("id", "=", id).executeTakeFirstOrThrow()).lang;

async function placeCod(who: TestCustomer, headers: Record<string, string> = {}, quantity = 1): Promise<string> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: halter, quantity }], address: who.addressId }, headers);
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}
const orderRow = (id: string) => shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("an order placed from a Hindi page", () => {
  it("is stored as Hindi, and its confirmation email is in Hindi: subject, ₹ amounts with Indian grouping, the date in Hindi, links to /hi pages", async () => {
    const sunita = await newCustomer(shop, { name: "सुनीता शर्मा" });
    // A total past one lakh, where Indian grouping (1,23,456) differs from the West's (123,456).
    const id = await placeCod(sunita, HI, 50);
    const row = await orderRow(id);
    expect(row.lang).toBe("hi");
    expect(row.total_paise).toBeGreaterThan(100_000 * 100);
    const total = formatAmount(row.total_paise);
    expect(total).toMatch(/^₹\d{1,2},\d{2},\d{3}\.\d{2}$/);

    const mail = await emailOf(`order-confirmation:${id}`);
    expect(mail.subject).toBe(`ऑर्डर पक्का हो गया: #${row.order_number} – ${JSON.parse(row.seller).shopName as string}`);
    expect(mail.text_body).toContain("नमस्ते सुनीता शर्मा,");
    expect(mail.text_body).toContain(`कुल: ${total}`);
    expect(mail.text_body).toContain(`कैश ऑन डिलीवरी – कृपया ${total} तैयार रखें`);
    const due = formatDeliveryDate(row.delivery_by!, "hi-IN"); // "शनि, 28 नव॰": the promised date (issue 18)
    expect(due).toMatch(/[\u0900-\u097F]/);
    expect(mail.text_body).toContain(`अनुमानित डिलीवरी: ${due}`);
    expect(mail.text_body).toContain(`${SITE}/hi/my-orders/${id}`);
    expect(mail.text_body).toContain(`वापसी और रिफ़ंड: ${SITE}/hi/policies/returns`);
    expect(mail.text_body).not.toContain("Thank you");
    expect(mail.html_body).toContain('<html lang="hi">');
    expect(mail.html_body).toContain(`href="${SITE}/hi/my-orders/${id}"`);
    expect(mail.html_body).not.toContain(`href="${SITE}/my-orders/`);

    // The shop's own email about it stays English: the seller's views are the back office's.
    const shipped = await seller.call("PUT", `/api/order/${id}/ship`, { carrier: "Delhivery", awb: "DL55443322IN" });
    expect(shipped.status).toBe(200);
    const onItsWay = await emailOf(`order-shipped:${id}`);
    expect(onItsWay.subject).toBe(`ऑर्डर भेज दिया गया: #${row.order_number} – ${JSON.parse(row.seller).shopName as string}`);
    expect(onItsWay.text_body).toContain("कूरियर: Delhivery");
    expect(onItsWay.text_body).toContain(`डिलीवरी पर भुगतान: ${total}`);
    expect(onItsWay.text_body).toContain(`${SITE}/hi/my-orders/${id}`);
  });

  it("names each product as the seller had it in Hindi when ordered: the email and the order's lines; the invoice, the seller and the spec's `name` keep the English", async () => {
    const product = await shop.db.selectFrom("products").select(["name", "translations"]).where("id", "=", halter).executeTakeFirstOrThrow();
    const hiName = (JSON.parse(product.translations) as { hi: { name: string } }).hi.name;
    expect(hiName).toMatch(/[\u0900-\u097F]/);
    const meera = await newCustomer(shop, { name: "मीरा" });
    const id = await placeCod(meera, HI, 2);
    const mail = await emailOf(`order-confirmation:${id}`);
    expect(mail.text_body).toContain(`${hiName} × 2`);
    expect(mail.text_body).not.toContain(product.name);

    const orderOf = async () => ((await (await meera.call("GET", `/api/order/${id}`)).json()) as { order: ApiOrder }).order;
    const order = await orderOf();
    expect(order.items[0]!.product.name).toBe(product.name);
    expect(order.items[0]!.product.translations).toEqual({ hi: { name: hiName } });
    // Renamed later, the order keeps the name it was placed with.
    await shop.db
      .updateTable("products")
      .set({ translations: JSON.stringify({ hi: { name: "नया नाम" } }) })
      .where("id", "=", halter)
      .execute();
    try {
      const again = await orderOf();
      expect(again.items[0]!.product.translations).toEqual({ hi: { name: hiName } });
    } finally {
      await shop.db.updateTable("products").set({ translations: product.translations }).where("id", "=", halter).execute();
    }
    const invoice = await pdfText(Buffer.from(await (await meera.call("GET", `/api/order/${id}/invoice.pdf`)).arrayBuffer()));
    expect(invoice.replace(/\s+/g, " ")).toContain(product.name); // the name may wrap in its cell

    // An English order carries the Hindi name too (an addition), and its email names the product in English.
    const john = await newCustomer(shop);
    const enId = await placeCod(john);
    expect((await emailOf(`order-confirmation:${enId}`)).text_body).toContain(`${product.name} × 1`);
  });

  it("has a tax invoice PDF with bilingual headings (कर बीजक / TAX INVOICE), the legal English kept", async () => {
    const c = await newCustomer(shop);
    const id = await placeCod(c, HI);
    const res = await c.call("GET", `/api/order/${id}/invoice.pdf`);
    expect(res.status).toBe(200);
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain("कर बीजक / TAX INVOICE");
    expect(text).toContain("Invoice No.:");
    expect(text).toContain("बीजक कुल / Invoice total");
    expect(text).toContain("मात्रा");
    expect(text).toContain("This is a computer-generated invoice and does not require a signature.");
  });

  it("when cancelled, gets the cancellation email in Hindi and a credit note PDF with bilingual headings", async () => {
    const c = await newCustomer(shop);
    const id = await placeCod(c, HI);
    expect((await c.call("POST", `/api/order/${id}/cancel`, {}, HI)).status).toBe(200);
    const mail = await emailOf(`order-cancelled:${id}`);
    expect(mail.subject).toBe(`ऑर्डर ${id} रद्द हो गया`);
    expect(mail.text_body).toContain(`आपके कहने पर हमने आपका ऑर्डर ${id} रद्द कर दिया है।`);
    expect(mail.text_body).toContain(`${SITE}/hi/my-orders`);

    const { order } = (await (await c.call("GET", `/api/order/${id}`)).json()) as { order: ApiOrder };
    expect(order.lang).toBe("hi");
    const note = order.creditNotes?.[0];
    expect(note).toBeDefined();
    const pdf = await c.call("GET", `/api/order/${id}/credit-notes/${note!._id}.pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("नोट / CREDIT NOTE");
    expect(text).toContain("नोट कुल / Credit note total");
    expect(text).toContain("Issued under section 34 of the CGST Act");
  });
});

describe("an order placed from an English page", () => {
  it("is English as before: subject, words, links without /hi, and an English-only PDF", async () => {
    const asha = await newCustomer(shop);
    const id = await placeCod(asha);
    const row = await orderRow(id);
    expect(row.lang).toBe("en");
    const mail = await emailOf(`order-confirmation:${id}`);
    expect(mail.subject).toBe(`Order confirmed: #${row.order_number} – ${JSON.parse(row.seller).shopName as string}`);
    expect(mail.text_body).toContain("Hello Asha Verma,");
    expect(mail.text_body).toContain(`Estimated delivery: ${formatDeliveryDate(row.delivery_by!)}`);
    expect(mail.text_body).toContain(`See your order and print the tax invoice: ${SITE}/my-orders/${id}`);
    expect(mail.text_body).toContain(`Returns & Refunds: ${SITE}/policies/returns`);
    expect(mail.text_body).not.toMatch(/[\u0900-\u097F]/);
    expect(mail.html_body).toMatch(/^<!doctype html><html><body/);

    const pdf = await asha.call("GET", `/api/order/${id}/invoice.pdf`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("TAX INVOICE");
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });

  it("a header other than exactly 'hi' counts as English", async () => {
    const c = await newCustomer(shop);
    for (const lang of ["HI", "ta", "hi-IN", "'; drop table orders; --"]) {
      const id = await placeCod(c, { "X-Shop-Lang": lang });
      expect((await orderRow(id)).lang).toBe("en");
    }
  });
});

describe("the customer's language", () => {
  it("follows register, login and profile from a Hindi or an English page; account emails follow the page", async () => {
    const email = `hindi.${process.pid}.${Date.now()}@example.com`;
    const reg = await shop.post("/api/user/register", { name: "Sunita", email, password: "hunter2hunter2" }, { ...HI, "X-Forwarded-For": "10.91.0.1" });
    expect(reg.status).toBe(201);
    const { user } = (await reg.json()) as { user: { _id: string } };
    expect(await langOfUser(user._id)).toBe("hi");
    const verify = await shop.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", email)
      .where("dedupe_key", "like", "verify-email:%")
      .executeTakeFirstOrThrow();
    expect(verify.subject).toMatch(/^अपना ईमेल पक्का करें – /);
    expect(verify.text_body).toContain("नमस्ते Sunita,");
    expect(verify.text_body).toMatch(new RegExp(`${SITE}/hi/verify-email\\?token=`));

    const login = (headers: Record<string, string>) =>
      shop.post("/api/user/login", { email, password: "hunter2hunter2" }, { "X-Forwarded-For": "10.91.0.2", ...headers });
    expect((await login({})).status).toBe(200);
    expect(await langOfUser(user._id)).toBe("en");
    const again = await login(HI);
    expect(again.status).toBe(200);
    expect(await langOfUser(user._id)).toBe("hi");
    const sid = again.headers.get("set-cookie")!.match(/sid=([^;]*)/)![1]!;
    const profile = await shop.app.request("/api/user/profile", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", Host: "localhost", Cookie: `sid=${sid}` },
      body: JSON.stringify({ name: "Sunita", phone: "" }),
    });
    expect(profile.status).toBe(200);
    expect(await langOfUser(user._id)).toBe("en");

    expect((await shop.post("/api/user/forgot-password", { email }, { ...HI, "X-Forwarded-For": "10.91.0.3" })).status).toBe(200);
    const reset = await shop.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", email)
      .where("dedupe_key", "like", "reset-password:%")
      .executeTakeFirstOrThrow();
    expect(reset.subject).toMatch(/^अपना पासवर्ड बदलें – /);
    expect(reset.text_body).toMatch(new RegExp(`${SITE}/hi/reset-password\\?token=`));
    // The link opens the Hindi page, whose reset logs the customer in: the account is Hindi again.
    const token = new RegExp(`${SITE}/hi/reset-password\\?token=([^\\s]+)`).exec(reset.text_body)![1]!;
    expect((await shop.post("/api/user/reset-password", { token, password: "newpass-newpass" }, { ...HI, "X-Forwarded-For": "10.91.0.4" })).status).toBe(200);
    expect(await langOfUser(user._id)).toBe("hi");
  });
});

describe("the login code SMS", () => {
  const smsTo = async (stored: string) => {
    const dir = path.join(shop.services.config.dataDir, "sms");
    for (const f of (await fs.readdir(dir))
      .filter((x) => x.endsWith(".txt"))
      .sort()
      .reverse()) {
      const text = await fs.readFile(path.join(dir, f), "utf8");
      if (text.startsWith(`To: ${stored}\n`)) return text.slice(`To: ${stored}\n\n`.length).trimEnd();
    }
    throw new Error(`no SMS to ${stored}`);
  };
  const shopName = async () => (await shop.services.catalog.get()).settings.shopName;

  it("is in Hindi when asked from a Hindi page, within two Unicode SMS segments; the account it opens is Hindi", async () => {
    const mobile = `98${String(process.pid % 10000).padStart(4, "0")}1717`;
    const res = await shop.post("/api/user/otp/request", { phone: mobile }, { ...HI, "X-Forwarded-For": "10.92.0.1" });
    expect(res.status).toBe(200);
    const sms = await smsTo(`+91${mobile}`);
    const code = /^(\d{6}) /.exec(sms)![1]!;
    expect(sms).toBe(`${code} आपका ${await shopName()} लॉग इन कोड है। 5 मिनट तक चलेगा, किसी को न बताएँ।`);
    // A Unicode (UCS-2) SMS: 70 characters alone, 67 each when split. Devanagari is in the BMP: one unit each.
    expect(sms.length).toBeLessThanOrEqual(2 * 67);

    const verified = await shop.post("/api/user/otp/verify", { phone: mobile, code }, { ...HI, "X-Forwarded-For": "10.92.0.1" });
    expect(verified.status).toBe(201);
    const { user } = (await verified.json()) as { user: { _id: string } };
    expect(await langOfUser(user._id)).toBe("hi");
  });

  it("is in English as before from an English page", async () => {
    const mobile = `97${String(process.pid % 10000).padStart(4, "0")}1718`;
    expect((await shop.post("/api/user/otp/request", { phone: mobile }, { "X-Forwarded-For": "10.92.0.2" })).status).toBe(200);
    const sms = await smsTo(`+91${mobile}`);
    expect(sms).toMatch(new RegExp(`^\\d{6} is your login code for ${await shopName()}\\. It is valid for 5 minutes\\. Do not share it with anyone\\.$`));
  });
});
