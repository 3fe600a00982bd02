import { describe, expect, it } from "vitest";
import { SAMPLE_SELLER } from "../../../lib/testing/sample-order";
import type { ShopSettings } from "../../../lib/shop-settings";
import type { OrderRow } from "../orders/orders.repo";
import { cancellationEmail, refundEmail } from "./after-sales-emails";
import type { CreditNoteRow } from "./credit-notes";
import type { RefundRow } from "./refunds";
import { replacementShippedEmail, returnApprovedEmail, returnReceivedEmail, returnRejectedEmail } from "./return-emails";
import type { ReturnRow } from "./returns";

/** Issue 17 (decision 025): after-sales emails in the language the order was placed in. */

const SITE = "https://shop.example";
// Only the fields the emails read.
const order = (lang: "en" | "hi") =>
  ({
    id: "ord_01m81j8ykjp5mxc0wh2mh3",
    order_number: 1001,
    customer_name: "सुनीता",
    customer_email: "s@example.com",
    payment_type: "Online",
    seller: JSON.stringify(SAMPLE_SELLER),
    lang,
  }) as unknown as OrderRow;
const ret = (type: "return" | "exchange") =>
  ({ id: "ret_1", type, seller_note: "टैग हटा दिया गया था", replacement_carrier: "Delhivery", replacement_awb: "DL1" }) as unknown as ReturnRow;
const refund = { id: "rfd_1", amount_paise: 1_23_456_50, method: "gateway", reference: null, reason: "साइज़ छोटा है" } as unknown as RefundRow;
const note = { number: "CN/26-27/0007", total_paise: 1_23_456_50, invoice_number: "BB/26-27/0042" } as unknown as CreditNoteRow;
const settings = { shopName: SAMPLE_SELLER.shopName, legalName: SAMPLE_SELLER.legalName, address: SAMPLE_SELLER.address } as unknown as ShopSettings;
const devanagari = /[\u0900-\u097F]/;

describe("after-sales emails of a Hindi order", () => {
  it("cancellation and refund: Hindi subject and words, ₹ with Indian grouping, the /hi orders page", () => {
    const cancelled = cancellationEmail(order("hi"), 1_23_456_50, note, true, SITE);
    expect(cancelled.subject).toBe("ऑर्डर ord_01m81j8ykjp5mxc0wh2mh3 रद्द हो गया");
    expect(cancelled.text).toContain("₹1,23,456.50 उसी तरीके से वापस किए जाएँगे");
    expect(cancelled.text).toContain(`${SITE}/hi/my-orders`);
    expect(cancelled.html).toContain('<html lang="hi">');

    const refunded = refundEmail(order("hi"), refund, note, SITE);
    expect(refunded.subject).toBe("ऑर्डर ord_01m81j8ykjp5mxc0wh2mh3 का ₹1,23,456.50 का रिफ़ंड");
    expect(refunded.text).toContain("कारण: साइज़ छोटा है");
    expect(refunded.text).toContain("क्रेडिट नोट CN/26-27/0007 (₹1,23,456.50) से टैक्स इनवॉइस BB/26-27/0042 में बदलाव हुआ है।");
  });

  it("return and exchange steps: Hindi, each linking the order's /hi page", () => {
    const mails = [
      returnApprovedEmail(order("hi"), ret("return"), settings, SITE),
      returnRejectedEmail(order("hi"), ret("exchange"), SITE),
      returnReceivedEmail(order("hi"), ret("return"), 50_000, note, SITE),
      replacementShippedEmail(order("hi"), ret("exchange"), SITE),
    ];
    expect(mails.map((m) => m.subject)).toEqual([
      "ऑर्डर #1001: आपका वापसी का अनुरोध मंज़ूर",
      "ऑर्डर #1001: आपका बदलाव का अनुरोध",
      "ऑर्डर #1001 का वापसी वाला पार्सल हमें मिल गया",
      "ऑर्डर #1001 का बदला हुआ सामान भेज दिया गया",
    ]);
    for (const m of mails) {
      expect(m.text).toMatch(/^नमस्ते सुनीता,/);
      expect(m.text).toContain(`आपका ऑर्डर: ${SITE}/hi/my-orders/ord_01m81j8ykjp5mxc0wh2mh3`);
    }
    expect(mails[2]!.text).toContain("हम ₹500.00 का रिफ़ंड कर रहे हैं");
  });

  it("an English order's after-sales emails stay English", () => {
    const mails = [
      cancellationEmail(order("en"), 0, null, false, SITE),
      refundEmail(order("en"), refund, null, SITE),
      returnApprovedEmail(order("en"), ret("return"), settings, SITE),
    ];
    expect(mails.map((m) => m.subject)).toEqual([
      "Order ord_01m81j8ykjp5mxc0wh2mh3 is cancelled",
      "Refund of ₹1,23,456.50 for order ord_01m81j8ykjp5mxc0wh2mh3",
      "Your return for order #1001 is accepted",
    ]);
    for (const m of mails) expect(m.subject).not.toMatch(devanagari);
    expect(mails[0]!.text).toContain(`Your order, refunds and credit notes: ${SITE}/my-orders`);
    expect(mails[2]!.text).toContain(`Your order: ${SITE}/my-orders/ord_01m81j8ykjp5mxc0wh2mh3`);
  });
});
