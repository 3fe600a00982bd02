import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { pdfFonts } from "./script-samples";
import { SCRIPT_SAMPLES } from "./script-samples";

/**
 * Issue 17, item 1, as the customer met it: a name and address typed in Hindi (and one in Urdu) come back on the
 * tax invoice and the shipping label drawn, not as empty boxes (both engines: the texts go through the database).
 */
let shop: TestShop;
let seller: TestSeller;
let halter: string;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  halter = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
  await shop.db.updateTable("products").set({ stock: null }).where("id", "=", halter).execute();
});
afterAll(async () => {
  await shop.close();
});

const pdfOf = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await res.arrayBuffer());
};

describe.each([
  ["Hindi", SCRIPT_SAMPLES.Devanagari, "NotoSansDevanagari"],
  ["Urdu", SCRIPT_SAMPLES.Arabic, "NotoNaskhArabic"],
] as const)("a customer writing in %s", (_language, s, font) => {
  it("gets an invoice PDF, and the seller a label PDF, that embed the script's font", async () => {
    const customer = await newCustomer(shop, {
      name: `${s.first} ${s.last}`,
      address: { firstName: s.first, lastName: s.last, street: s.street, city: s.city },
    });
    const placed = await customer.call("POST", "/api/order/cod", { items: [{ product: halter, quantity: 1 }], address: customer.addressId });
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    for (const pdf of [
      await pdfOf(await customer.call("GET", `/api/order/${orderId}/invoice.pdf`)),
      await pdfOf(await seller.call("GET", `/api/seller/labels.pdf?ids=${orderId}`)),
    ]) {
      const fonts = await pdfFonts(pdf);
      expect(fonts.some((f) => f.name.startsWith(font))).toBe(true);
      expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
    }
  });
});
