import { describe, expect, it } from "vitest";
import { buildShippingLabel, DEFAULT_LABEL_DIMENSIONS, DEFAULT_LABEL_WEIGHT, isCode128Text, LABEL_MAX_ITEMS } from "./label";
import type { ApiOrder } from "./orders";
import { sampleItem, sampleOrder } from "./testing/sample-order";

const TEMPLATE = "https://t.17track.net/en#nums={id}";

function order(over: Partial<ApiOrder> = {}, items = 2): ApiOrder {
  return sampleOrder({
    items: Array.from({ length: items }, (_, i) => sampleItem(i + 1)),
    awb: "AWB123456789",
    trackingId: "TRK-42",
    trackingUrl: "https://courier.example/track/AWB123456789",
    carrier: "Delhivery",
    ...over,
  });
}

const build = (o: ApiOrder, opts: { weight?: string; dimensions?: string } = {}) => buildShippingLabel(o, { trackingUrlTemplate: TEMPLATE, ...opts });

describe("buildShippingLabel", () => {
  it("copies sender, recipient, order facts and the total in paise", () => {
    const l = build(order());
    expect(l.sender).toEqual({
      name: "Bunai & Bridle Handicrafts",
      shopName: "Bunai & Bridle",
      gstin: "09AAFCB4821K1ZK",
      city: "Kanpur",
      phone: "+91 98390 12345",
    });
    expect(l.shipTo).toEqual({ name: "Asha Verma", street: "14 Mall Road", city: "Kanpur", state: "Uttar Pradesh", pincode: "208001", phone: "9876543210" });
    expect(l.orderId).toBe("ord_01m81j8ykjp5mxc0wh2mh3");
    expect(l.orderNumber).toBe("#1001");
    expect(l.orderDate).toBe("2026-11-22T06:00:00.000Z");
    expect(l.totalPaise).toBe(123450);
    expect(l.carrier).toBe("Delhivery");
    expect(l.items).toEqual([
      { name: "Dog collar 1", quantity: 1 },
      { name: "Dog collar 2", quantity: 2 },
    ]);
    expect(l.moreItems).toBe(0);
  });

  describe("barcode value: AWB, else tracking id, else order id", () => {
    it("uses the AWB", () => {
      expect(build(order())).toMatchObject({ barcodeValue: "AWB123456789", barcodeKind: "AWB" });
    });
    it("falls back to the tracking id when there is no AWB (null or blank)", () => {
      expect(build(order({ awb: null }))).toMatchObject({ barcodeValue: "TRK-42", barcodeKind: "Tracking ID" });
      expect(build(order({ awb: "   " }))).toMatchObject({ barcodeValue: "TRK-42", barcodeKind: "Tracking ID" });
    });
    it("falls back to the order id when there is neither", () => {
      expect(build(order({ awb: null, trackingId: "" }))).toMatchObject({ barcodeValue: "ord_01m81j8ykjp5mxc0wh2mh3", barcodeKind: "Order ID" });
    });
  });

  describe("QR value: the tracking URL, else the tracking page for the barcode value", () => {
    it("uses the order's tracking URL", () => {
      expect(build(order()).qrValue).toBe("https://courier.example/track/AWB123456789");
    });
    it("fills the shop's template with the AWB when there is no tracking URL", () => {
      expect(build(order({ trackingUrl: null })).qrValue).toBe("https://t.17track.net/en#nums=AWB123456789");
    });
    it("fills the template with the order id when there is no AWB or tracking id", () => {
      expect(build(order({ trackingUrl: " ", awb: null, trackingId: null })).qrValue).toBe("https://t.17track.net/en#nums=ord_01m81j8ykjp5mxc0wh2mh3");
    });
    it("uses the shop's own template and URL-encodes the id", () => {
      const l = buildShippingLabel(order({ trackingUrl: null, awb: "A B/1" }), { trackingUrlTemplate: "https://shop.example/track?id={id}" });
      expect(l.qrValue).toBe("https://shop.example/track?id=A%20B%2F1");
    });
    it("falls back to the third-party tracking page when the template has no {id}", () => {
      const l = buildShippingLabel(order({ trackingUrl: null }), { trackingUrlTemplate: "" });
      expect(l.qrValue).toBe("https://t.17track.net/en#nums=AWB123456789");
    });
  });

  describe("ship-to phone", () => {
    it("falls back to the customer's phone when the address has none", () => {
      expect(build(order({ address: { ...order().address, phone: " " } })).shipTo.phone).toBe("9123456780");
    });
    it("is N/A when neither has one", () => {
      expect(build(order({ address: { ...order().address, phone: "" }, userId: { ...order().userId, phone: "" } })).shipTo.phone).toBe("N/A");
    });
  });

  it("lists the first 6 of 8 lines and counts the 2 left out", () => {
    const l = build(order({}, 8));
    expect(LABEL_MAX_ITEMS).toBe(6);
    expect(l.items).toHaveLength(6);
    expect(l.items.map((i) => i.name)).toEqual(["Dog collar 1", "Dog collar 2", "Dog collar 3", "Dog collar 4", "Dog collar 5", "Dog collar 6"]);
    expect(l.moreItems).toBe(2);
    expect(build(order({}, 6)).moreItems).toBe(0);
  });

  describe("payment", () => {
    it("COD collects the total", () => {
      expect(build(order({ paymentType: "COD" }))).toMatchObject({ isCod: true, paymentLabel: "COD", codAmountPaise: 123450, totalPaise: 123450 });
    });
    it('recognises COD case-insensitively ("cod")', () => {
      // paymentType comes from stored data; older rows may say "cod".
      const o = { ...order(), paymentType: "cod" } as unknown as ApiOrder;
      expect(build(o)).toMatchObject({ isCod: true, paymentLabel: "COD", codAmountPaise: 123450 });
    });
    it("a paid online order is prepaid and collects nothing", () => {
      expect(build(order({ paymentType: "Online", isPaid: true }))).toMatchObject({
        isCod: false,
        paymentLabel: "Prepaid",
        codAmountPaise: null,
        totalPaise: 123450,
      });
    });

    it("an unpaid online order never says Prepaid, nor a sandbox order", () => {
      expect(build(order({ paymentType: "Online", isPaid: false }))).toMatchObject({ isCod: false, paymentLabel: "NOT PAID", codAmountPaise: null });
      expect(build(order({ paymentType: "Sandbox", sandbox: true, isPaid: false }))).toMatchObject({
        isCod: false,
        paymentLabel: "SANDBOX – NOT PAID",
        codAmountPaise: null,
      });
    });
  });

  describe("weight and dimensions", () => {
    it("default when missing or blank", () => {
      expect(build(order())).toMatchObject({ weight: DEFAULT_LABEL_WEIGHT, dimensions: DEFAULT_LABEL_DIMENSIONS });
      expect(build(order(), { weight: "   ", dimensions: "\n\t" })).toMatchObject({ weight: "0.5 kg", dimensions: "10x10x5 cm" });
    });
    it("are trimmed, kept on one line and cut to 40 characters", () => {
      const l = build(order(), { weight: "  1.2 kg ", dimensions: `30x20x10 cm\n${"x".repeat(60)}` });
      expect(l.weight).toBe("1.2 kg");
      expect(l.dimensions).toBe(`30x20x10 cm ${"x".repeat(28)}`);
      expect(l.dimensions).toHaveLength(40);
    });
  });

  it("keeps customer text on one line and never interprets it", () => {
    const l = build(order({ address: { ...order().address, firstName: "<b>Asha</b>", street: "14 Mall Road\r\nNear ^FNC1 temple" } }));
    expect(l.shipTo.name).toBe("<b>Asha</b> Verma");
    expect(l.shipTo.street).toBe("14 Mall Road Near ^FNC1 temple");
  });
});

describe("isCode128Text", () => {
  it("accepts printable ASCII and refuses what a scanner would not read back", () => {
    expect(isCode128Text("AWB123456789")).toBe(true);
    expect(isCode128Text("ord_01m81j8ykjp5mxc0wh2mh3")).toBe(true);
    expect(isCode128Text("")).toBe(false);
    expect(isCode128Text("€123")).toBe(false);
    expect(isCode128Text("café")).toBe(false);
    expect(isCode128Text("a\nb")).toBe(false);
  });
});
