import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiOrder } from "../../../lib/orders";
import { sampleOrder } from "../../../lib/testing/sample-order";
import { startFakeShiprocket, type FakeShiprocket } from "../../testing/fake-shiprocket";
import { ShippingError, type Parcel, type Serviceability, type ServiceabilityQuery, type ShipRequest, type ShippingProvider } from "./provider";
import { readServiceability, shiprocketOrderDate, shiprocketShipping } from "./shiprocket";

const seller: ApiOrder["seller"] = {
  shopName: "Kiran Handlooms",
  legalName: "Kiran Handlooms LLP",
  gstin: "29ABCDE1234F1Z5",
  address: { line1: "12 MG Road", line2: "", city: "Bengaluru", state: "Karnataka", stateCode: "29", pincode: "560001", country: "India" },
  phone: "9876500000",
  email: "shop@kiran.test",
};

function makeOrder(id: string, paymentType: ApiOrder["paymentType"], address: Partial<ApiOrder["address"]> = {}): ApiOrder {
  const items: ApiOrder["items"] = [
    {
      product: {
        _id: "prd_saree",
        name: "Cotton Saree",
        offerPrice: 1499,
        price: 1999,
        sku: "SAR-001",
        code: "C1",
        hsnCode: "5208",
        image: [],
        category: "Sarees",
      },
      quantity: 2,
      gstRate: 5,
      amount: 2998,
      discount: 0,
      taxable: 2855.24,
      cgst: 71.38,
      sgst: 71.38,
      igst: 0,
    },
    {
      product: {
        _id: "prd_stole",
        name: "Silk Stole",
        offerPrice: 899.5,
        price: 999,
        sku: "STL-002",
        code: "C2",
        hsnCode: "5007",
        image: ["/img/stole.jpg"],
        category: "Stoles",
      },
      quantity: 1,
      gstRate: 12,
      amount: 899.5,
      discount: 0,
      taxable: 803.13,
      cgst: 48.19,
      sgst: 48.18,
      igst: 0,
    },
  ];
  return sampleOrder({
    _id: id,
    items,
    address: {
      firstName: "Asha",
      lastName: "Rao",
      email: "asha@example.in",
      street: "4th Cross, Jayanagar",
      city: "Bengaluru",
      state: "Karnataka",
      stateCode: "29",
      pincode: "560041",
      zipCode: 560041,
      country: "India",
      phone: "9845012345",
      ...address,
    },
    userId: { _id: "usr_asha", name: "Asha Rao", email: "asha@example.in", phone: "9845012345", gstNumber: null },
    paymentType,
    statusLabel: "Placed",
    isPaid: paymentType === "Online",
    amount: 3957.5,
    subtotal: 3897.5,
    taxable: 3658.37,
    cgst: 119.57,
    sgst: 119.56,
    gst: 239.13,
    shippingFee: 60,
    placeOfSupply: { state: "Karnataka", code: "29" },
    seller,
    createdAt: "2026-11-22T10:15:00.000Z",
    paidAt: paymentType === "Online" ? "2026-11-22T10:16:00.000Z" : null,
  });
}

const parcel: Parcel = { weightKg: 1.2, lengthCm: 30, breadthCm: 25, heightCm: 8 };
const request = (order: ApiOrder): ShipRequest => ({ order, carrier: null, awb: null, parcel, trackingUrlTemplate: "https://shop.test/track/{id}" });

let fake: FakeShiprocket;
let logLines: string[];
const logger = () => pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });
const provider = (over: { password?: string; apiUrl?: string } = {}) =>
  shiprocketShipping({ email: fake.email, password: over.password ?? fake.password, apiUrl: over.apiUrl ?? fake.url, pickupLocation: "Primary" }, logger());
const count = (key: string) => fake.calls.get(key) ?? 0;
const LOGIN = "POST /v1/external/auth/login";
const failure = async (p: Promise<unknown>): Promise<ShippingError> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ShippingError);
  return err as ShippingError;
};

beforeEach(async () => {
  fake = await startFakeShiprocket();
  logLines = [];
});
afterEach(async () => {
  // Whatever happened, neither the password nor a token reaches the logs.
  const logs = logLines.join("\n");
  expect(logs).not.toContain(fake.password);
  for (const t of fake.tokens) expect(logs).not.toContain(t);
  await fake.close();
});

describe("shiprocketShipping", () => {
  it("books a COD shipment with the order, items, address and parcel", async () => {
    const shipment = await provider().ship(request(makeOrder("ord_cod1", "COD")));

    const created = fake.orders.get("ord_cod1");
    expect(created).toBeDefined();
    expect(created!.body).toMatchObject({
      order_id: "ord_cod1",
      order_date: "2026-11-22 15:45",
      pickup_location: "Primary",
      billing_customer_name: "Asha",
      billing_last_name: "Rao",
      billing_address: "4th Cross, Jayanagar",
      billing_city: "Bengaluru",
      billing_pincode: "560041",
      billing_state: "Karnataka",
      billing_country: "India",
      billing_email: "asha@example.in",
      billing_phone: "9845012345",
      shipping_is_billing: true,
      payment_method: "COD",
      sub_total: 3957.5,
      length: 30,
      breadth: 25,
      height: 8,
      weight: 1.2,
    });
    expect(created!.body.order_items).toEqual([
      { name: "Cotton Saree", sku: "SAR-001", units: 2, selling_price: 1499, hsn: "5208", tax: 5 },
      { name: "Silk Stole", sku: "STL-002", units: 1, selling_price: 899.5, hsn: "5007", tax: 12 },
    ]);
    expect(shipment).toEqual({
      carrier: "Delhivery Surface",
      awb: created!.awb,
      trackingId: created!.awb,
      trackingUrl: `https://shiprocket.co/tracking/${created!.awb}`,
      labelUrl: created!.labelUrl,
    });
    expect(shipment.awb).toMatch(/^\d{14}$/);
    expect(shipment.labelUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/labels\/\d+\.pdf$/);
  });

  it("books a prepaid order as Prepaid", async () => {
    await provider().ship(request(makeOrder("ord_pre1", "Online")));
    expect(fake.orders.get("ord_pre1")!.body).toMatchObject({ order_id: "ord_pre1", payment_method: "Prepaid", sub_total: 3957.5 });
  });

  it("reuses the token, and logs in again once after it expires", async () => {
    const shipping = provider();
    await shipping.ship(request(makeOrder("ord_a", "COD")));
    await shipping.ship(request(makeOrder("ord_b", "Online")));
    expect(count(LOGIN)).toBe(1);

    const stale = [...fake.tokens];
    fake.expireTokens();
    const third = await shipping.ship(request(makeOrder("ord_c", "COD")));
    expect(third.awb).toBe(fake.orders.get("ord_c")!.awb);
    expect(count(LOGIN)).toBe(2);
    expect(count("POST /v1/external/orders/create/adhoc")).toBe(4); // one answered 401, then retried
    expect(fake.orders.size).toBe(3);
    for (const t of stale) expect(logLines.join("\n")).not.toContain(t);
  });

  it("still ships when the label fails, without a label", async () => {
    fake.failLabel = true;
    const shipment = await provider().ship(request(makeOrder("ord_nolabel", "COD")));
    expect(shipment.labelUrl).toBeNull();
    expect(shipment.awb).toBe(fake.orders.get("ord_nolabel")!.awb);
    expect(logLines.some((l) => l.includes("label"))).toBe(true);
  });

  it("says so when no courier takes the shipment", async () => {
    fake.refuseAwb = true;
    const err = await failure(provider().ship(request(makeOrder("ord_refused", "COD"))));
    expect(err.message).toMatch(/^Shiprocket could not assign a courier: Selected courier is not serviceable for this pincode\. .*ship manually/);
  });

  it("passes on Shiprocket's reasons when it refuses the order (422)", async () => {
    const err = await failure(provider().ship(request(makeOrder("ord_bad", "COD", { pincode: "" }))));
    expect(err.message).toMatch(/^Shiprocket refused the order: Oops! Invalid Data\.; billing_pincode: The billing pincode field is required\./);
    expect(fake.orders.size).toBe(0);
    expect(count("POST /v1/external/courier/assign/awb")).toBe(0);
  });

  it("tells the seller to try again or ship manually during an outage", async () => {
    const shipping = provider();
    fake.down = true;
    expect((await failure(shipping.ship(request(makeOrder("ord_down1", "COD"))))).message).toBe(
      "Shiprocket could not be reached. Try again, or ship manually.",
    );

    fake.down = false;
    await shipping.ship(request(makeOrder("ord_up", "COD")));
    fake.down = true;
    expect((await failure(shipping.ship(request(makeOrder("ord_down2", "COD"))))).message).toBe(
      "Shiprocket is not answering right now (HTTP 503). Try again, or ship manually.",
    );
  });

  it("reports an unreachable server", async () => {
    const gone = await startFakeShiprocket();
    const apiUrl = gone.url;
    await gone.close();
    const err = await failure(provider({ apiUrl }).ship(request(makeOrder("ord_gone", "COD"))));
    expect(err.message).toBe("Shiprocket could not be reached. Try again, or ship manually.");
  });

  it("rejects wrong credentials without repeating them", async () => {
    const err = await failure(provider({ password: "not-the-password" }).ship(request(makeOrder("ord_creds", "COD"))));
    expect(err.message).toMatch(/did not accept the API user's email or password/);
    expect(err.message).not.toContain("not-the-password");
    expect(logLines.join("\n")).not.toContain("not-the-password");
    expect(count("POST /v1/external/orders/create/adhoc")).toBe(0);
  });
});

describe("shiprocketOrderDate", () => {
  it("writes the order time in India", () => {
    expect(shiprocketOrderDate("2026-11-22T10:15:00.000Z")).toBe("2026-11-22 15:45");
    expect(shiprocketOrderDate("2026-11-22T20:00:00.000Z")).toBe("2026-11-23 01:30");
  });
});

describe("shiprocketShipping serviceability", () => {
  const SERVICEABILITY = "GET /v1/external/courier/serviceability/";
  const question = (over: Partial<ServiceabilityQuery> = {}): ServiceabilityQuery => ({
    pickupPin: "560001",
    deliveryPin: "560041",
    weightKg: 0.5,
    cod: true,
    ...over,
  });
  const ask = (shipping: ShippingProvider, q: ServiceabilityQuery): Promise<Serviceability> => {
    if (!shipping.serviceability) throw new Error("Shiprocket should answer serviceability");
    return shipping.serviceability(q);
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers serviceable, with the fastest courier's days and COD", async () => {
    fake.days.set("560041", 2);
    expect(await ask(provider(), question())).toEqual({ serviceable: true, days: 2, cod: true });
    expect(count(SERVICEABILITY)).toBe(1);
  });

  it("takes the days from the fastest courier, not the first listed", async () => {
    // The fake lists a courier 2 days slower first; its default fastest is 4 days.
    expect(await ask(provider(), question({ deliveryPin: "110001" }))).toEqual({ serviceable: true, days: 4, cod: true });
    fake.days.set("400001", 7);
    expect((await ask(provider(), question({ deliveryPin: "400001" }))).days).toBe(7);
  });

  it("says no COD where no courier offers it", async () => {
    fake.noCod.add("793001");
    expect(await ask(provider(), question({ deliveryPin: "793001" }))).toEqual({ serviceable: true, days: 4, cod: false });
  });

  it("answers not serviceable, not an error, when no courier reaches the PIN (404)", async () => {
    fake.unserviceable.add("744101");
    expect(await ask(provider(), question({ deliveryPin: "744101" }))).toEqual({ serviceable: false, days: null, cod: false });
    expect(count(SERVICEABILITY)).toBe(1);
  });

  it("sends the PINs, the weight in kg and cod 1/0 in the query string, with the token", async () => {
    const shipping = provider();
    await ask(shipping, question({ weightKg: 0.5, cod: true }));
    await ask(shipping, question({ deliveryPin: "110001", weightKg: 1.25, cod: false }));
    expect(fake.serviceabilityQueries).toEqual([
      { pickup_postcode: "560001", delivery_postcode: "560041", weight: "0.5", cod: "1" },
      { pickup_postcode: "560001", delivery_postcode: "110001", weight: "1.25", cod: "0" },
    ]);
    expect(count(LOGIN)).toBe(1);
  });

  it("caches an answer by the whole question", async () => {
    const shipping = provider();
    const first = await ask(shipping, question());
    expect(await ask(shipping, question())).toEqual(first);
    expect(count(SERVICEABILITY)).toBe(1);

    await ask(shipping, question({ weightKg: 2 }));
    expect(count(SERVICEABILITY)).toBe(2);
    await ask(shipping, question({ cod: false }));
    expect(count(SERVICEABILITY)).toBe(3);
    await ask(shipping, question({ deliveryPin: "110001" }));
    expect(count(SERVICEABILITY)).toBe(4);
    await ask(shipping, question({ weightKg: 2 }));
    await ask(shipping, question({ cod: false }));
    expect(count(SERVICEABILITY)).toBe(4);
  });

  it("caches a not-serviceable answer too", async () => {
    const shipping = provider();
    fake.unserviceable.add("744101");
    await ask(shipping, question({ deliveryPin: "744101" }));
    fake.unserviceable.clear();
    expect((await ask(shipping, question({ deliveryPin: "744101" }))).serviceable).toBe(false);
    expect(count(SERVICEABILITY)).toBe(1);
  });

  it("asks again once the cached answer is 6 hours old", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:00:00.000Z"));
    const shipping = provider();
    fake.days.set("560041", 3);
    expect((await ask(shipping, question())).days).toBe(3);
    fake.days.set("560041", 5);
    vi.setSystemTime(new Date("2026-11-22T15:59:00.000Z"));
    expect((await ask(shipping, question())).days).toBe(3);
    vi.setSystemTime(new Date("2026-11-22T16:01:00.000Z"));
    expect((await ask(shipping, question())).days).toBe(5);
    expect(count(SERVICEABILITY)).toBe(2);
  });

  it("shares one request between identical questions asked at once", async () => {
    const shipping = provider();
    fake.latencyMs = 50;
    const answers = await Promise.all([ask(shipping, question()), ask(shipping, question()), ask(shipping, question())]);
    expect(answers).toEqual([0, 1, 2].map(() => ({ serviceable: true, days: 4, cod: true })));
    expect(count(SERVICEABILITY)).toBe(1);
    expect(count(LOGIN)).toBe(1);
  });

  it("logs in again once after the token expires, and answers", async () => {
    const shipping = provider();
    await ask(shipping, question());
    fake.expireTokens();
    expect(await ask(shipping, question({ deliveryPin: "110001" }))).toEqual({ serviceable: true, days: 4, cod: true });
    expect(count(LOGIN)).toBe(2);
    expect(count(SERVICEABILITY)).toBe(3); // one answered 401, then retried
  });

  it("throws during an outage, caches nothing, and answers once Shiprocket is back", async () => {
    const shipping = provider();
    await ask(shipping, question({ deliveryPin: "110001" })); // logged in
    fake.down = true;
    expect((await failure(ask(shipping, question()))).message).toBe("Shiprocket is not answering right now (HTTP 503). Try again, or ship manually.");
    await failure(ask(shipping, question()));
    expect(count(SERVICEABILITY)).toBe(3);

    fake.down = false;
    expect(await ask(shipping, question())).toEqual({ serviceable: true, days: 4, cod: true });
    expect(count(SERVICEABILITY)).toBe(4);
  });

  it("throws when Shiprocket cannot be reached", async () => {
    const gone = await startFakeShiprocket();
    const apiUrl = gone.url;
    await gone.close();
    expect((await failure(ask(provider({ apiUrl }), question()))).message).toBe("Shiprocket could not be reached. Try again, or ship manually.");
  });

  it("throws when the login is refused, without repeating the password", async () => {
    const err = await failure(ask(provider({ password: "not-the-password" }), question()));
    expect(err.message).toMatch(/did not accept the API user's email or password/);
    expect(err.message).not.toContain("not-the-password");
    expect(logLines.join("\n")).not.toContain("not-the-password");
    expect(count(SERVICEABILITY)).toBe(0);
  });

  it("passes on Shiprocket's reasons for a PIN it rejects (422), and caches nothing", async () => {
    const shipping = provider();
    const err = await failure(ask(shipping, question({ deliveryPin: "56004" })));
    expect(err.message).toBe(
      "Shiprocket could not check delivery to this PIN: Oops! Invalid Data.; delivery_postcode: The delivery postcode must be 6 digits.",
    );
    await failure(ask(shipping, question({ deliveryPin: "56004" })));
    expect(count(SERVICEABILITY)).toBe(2);
  });
});

describe("readServiceability", () => {
  it("reads the fastest whole number of days, strings or numbers, skipping what it cannot read", () => {
    const data = (couriers: unknown[]) => ({ status: 200, data: { available_courier_companies: couriers } });
    expect(
      readServiceability(
        data([
          { estimated_delivery_days: "5", cod: 0 },
          { estimated_delivery_days: 3, cod: "1" },
          { estimated_delivery_days: "2-3", cod: 0 },
        ]),
      ),
    ).toEqual({ serviceable: true, days: 3, cod: true });
    expect(
      readServiceability(
        data([{ estimated_delivery_days: "", cod: 0 }, { estimated_delivery_days: 0 }, { estimated_delivery_days: null }, { etd: "Nov 29, 2026" }]),
      ),
    ).toEqual({ serviceable: true, days: null, cod: false });
    expect(readServiceability(data([{ estimated_delivery_days: " 6 ", cod: 1 }, { estimated_delivery_days: 2.5 }]))).toEqual({
      serviceable: true,
      days: 6,
      cod: true,
    });
  });

  it("reads an empty or missing courier list as not serviceable", () => {
    const none = { serviceable: false, days: null, cod: false };
    expect(readServiceability({ status: 200, data: { available_courier_companies: [] } })).toEqual(none);
    expect(readServiceability({ status: 200, data: {} })).toEqual(none);
    expect(readServiceability({ status: 404, message: "No courier serviceable for this pincode" })).toEqual(none);
  });
});
