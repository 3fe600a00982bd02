import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInvoice } from "../../../lib/invoice";
import { rupeesToPaise } from "../../../lib/money";
import { orderTotals } from "../../../lib/order-totals";
import type { ApiOrder } from "../../../lib/orders";
import { setProductColumns } from "../../testing/catalog";
import { newCustomer, PUNE, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { issueCreditNote } from "../after-sales/credit-notes";
import { invoicePdf } from "../invoices/invoice-pdf";
import { pdfText } from "../invoices/script-samples";
import { orderConfirmationEmail } from "../notifications/order-emails";

/**
 * Issue 19, item 2: an order placed with a coupon shows its discount wherever its money is shown — the order JSON,
 * the order page's price lines, the tax invoice (view model and PDF, English and Hindi), the confirmation email —
 * and a credit note gives back the discounted value, to the paisa. On SQLite and PostgreSQL.
 */
let shop: TestShop;
let asha: TestCustomer;
let rohan: TestCustomer;
let seller: TestSeller;
/** BB-HH-003, the foal halter: ₹749, GST 12 %. */
let halter: string;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await newCustomer(shop, { name: "Asha Verma" });
  rohan = await newCustomer(shop, { name: "Rohan Kulkarni", address: PUNE });
  seller = await newSeller(shop);
  halter = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
  await setProductColumns(shop.db, halter, { stock: null });
  shop.services.catalog.invalidate();
  const now = new Date().toISOString();
  await shop.db
    .insertInto("coupons")
    .values({
      id: "cpn_discount_display",
      code: "DIWALI10",
      kind: "percent",
      value: 10,
      created_at: now,
      updated_at: now,
      starts_at: null,
      ends_at: null,
      total_limit: null,
      per_customer_limit: null,
      note: null,
    })
    .execute();
});
afterAll(async () => {
  await shop.close();
});

async function placeWithCoupon(who: TestCustomer, quantity = 2): Promise<ApiOrder> {
  const res = await who.call("POST", "/api/order/cod", { items: [{ product: halter, quantity }], address: who.addressId, coupon: "DIWALI10" });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { orderId: string }).orderId;
  return ((await (await who.call("GET", `/api/order/${id}`)).json()) as { order: ApiOrder }).order;
}

describe("an order with a coupon", () => {
  it("carries the discount in its JSON, and its page's price lines add up to the total with a Discount line", async () => {
    const o = await placeWithCoupon(asha);
    // ₹749 × 2 = ₹1,498 − 10 % = ₹1,348.20 taxable; CGST = SGST = ₹80.89 (Kanpur, in the shop's state); + ₹39 shipping.
    expect([o.subtotal, o.discount, o.coupon, o.taxable]).toEqual([1498, 149.8, "DIWALI10", 1348.2]);
    expect(o.items[0]).toMatchObject({ amount: 1498, discount: 149.8, taxable: 1348.2, cgst: 80.89, sgst: 80.89 });
    expect(o.amount).toBe(1548.98);
    const t = orderTotals(o);
    expect(t.lines.find((l) => l.label === "Discount")).toEqual({ label: "Discount", paise: -14_980, code: "DIWALI10" });
    expect([...t.lines, ...t.tax].reduce((s, l) => s + l.paise, 0)).toBe(t.totalPaise);
  });

  it("has a tax invoice that shows each line's value, discount and taxable value, and foots to the paisa", async () => {
    for (const who of [asha, rohan]) {
      const o = await placeWithCoupon(who);
      const inv = buildInvoice(o);
      expect(inv.coupon).toBe("DIWALI10");
      const [line, shipping] = inv.lines;
      expect(line).toMatchObject({ unitPricePaise: 74_900, quantity: 2, valuePaise: 149_800, discountPaise: 14_980, taxablePaise: 134_820 });
      expect(shipping).toMatchObject({ description: "Shipping charges", discountPaise: 0 });
      for (const l of inv.lines) {
        expect(l.valuePaise - l.discountPaise).toBe(l.taxablePaise);
        expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
      }
      expect(inv.totals.discountPaise).toBe(14_980);
      expect(inv.lines.reduce((s, l) => s + l.totalPaise, 0)).toBe(inv.totals.totalPaise);
      expect(inv.totals.totalPaise).toBe(Math.round(o.amount * 100));
      // Pune is in another state: IGST ₹161.78 on the discounted value.
      if (who === rohan) expect(line).toMatchObject({ igstPaise: 16_178, cgstPaise: 0, totalPaise: 150_998 });
    }
  });

  it("prints the Discount column and the Discount (CODE) line on the PDF, in English and in Hindi", async () => {
    const o = await placeWithCoupon(asha);
    const res = await asha.call("GET", `/api/order/${o._id}/invoice.pdf`);
    expect(res.status).toBe(200);
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    for (const s of ["Discount", "Value (₹)", "1,498.00", "149.80", "1,348.20", "Discount (DIWALI10)", "−₹149.80", "₹1,548.98"]) expect(text).toContain(s);
    const hindi = await pdfText(await invoicePdf({ ...o, lang: "hi" }));
    for (const s of ["छूट", "Discount (DIWALI10)", "−₹149.80", "1,348.20"]) expect(hindi).toContain(s);
    // An order without a coupon keeps the invoice it always had: no Value or Discount column.
    const plain = await asha.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 1 }], address: asha.addressId });
    const plainId = ((await plain.json()) as { orderId: string }).orderId;
    const plainText = await pdfText(Buffer.from(await (await asha.call("GET", `/api/order/${plainId}/invoice.pdf`)).arrayBuffer()));
    expect(plainText).not.toContain("Discount");
    expect(plainText).not.toContain("Value (₹)");
  });

  it("says Discount (DIWALI10): −₹149.80 in the confirmation email, and छूट in a Hindi order's", async () => {
    const o = await placeWithCoupon(asha);
    const en = orderConfirmationEmail(o, "https://shop.example");
    expect(en.text).toContain("Subtotal: ₹1,498.00\nDiscount (DIWALI10): −₹149.80\nGST: ₹161.78");
    expect(en.html).toContain("Discount (DIWALI10)");
    expect(en.html).toContain("−₹149.80");
    const hi = orderConfirmationEmail({ ...o, lang: "hi" }, "https://shop.example");
    expect(hi.text).toContain("छूट (DIWALI10): −₹149.80");
    // Without a coupon, no discount line.
    expect(orderConfirmationEmail({ ...o, discount: 0, coupon: null }, null).text).not.toContain("Discount");
  });

  it("credits the discounted value: one of two units returned gives back exactly half the line's taxable value and GST; a cancellation gives back the whole discounted total", async () => {
    const o = await placeWithCoupon(asha);
    const row = await shop.db.selectFrom("orders").selectAll().where("id", "=", o._id).executeTakeFirstOrThrow();
    const note = await shop.db
      .transaction()
      .execute((trx) =>
        issueCreditNote(trx, { order: row, kind: "return", reason: "Too small", actor: "test", now: new Date(), lines: [{ line: 0, quantity: 1 }] }),
      );
    // Line: taxable ₹1,348.20 + CGST ₹80.89 + SGST ₹80.89 = ₹1,509.98; half is ₹754.99 (₹674.10 + ₹80.89 of GST), not ₹749 + GST.
    expect(note).toMatchObject({ taxable_paise: 67_410, total_paise: 75_499 });
    expect(note!.cgst_paise + note!.sgst_paise).toBe(8_089);

    const other = await placeWithCoupon(asha, 3);
    expect((await seller.call("PUT", `/api/order/${other._id}/status`, { status: "cancelled" })).status).toBe(200);
    const cancelled = ((await (await asha.call("GET", `/api/order/${other._id}`)).json()) as { order: ApiOrder }).order;
    expect(cancelled.creditNotes).toHaveLength(1);
    expect(cancelled.creditNotes![0]!.amount).toBe(cancelled.amount);
    // The invoice's taxable value (the goods after the discount, and the untaxed shipping row at 0 %), all of it.
    expect(rupeesToPaise(cancelled.creditNotes![0]!.taxable)).toBe(buildInvoice(cancelled).totals.taxablePaise);
    expect(rupeesToPaise(cancelled.creditNotes![0]!.taxable)).toBe(rupeesToPaise(cancelled.taxable) + rupeesToPaise(cancelled.shippingFee));
  });
});
