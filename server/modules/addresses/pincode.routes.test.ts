import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDIAN_STATES } from "../../../lib/india";
import { buildInvoice } from "../../../lib/invoice";
import { buildShippingLabel } from "../../../lib/label";
import type { ApiOrder } from "../../../lib/orders";
import { KANPUR, newCustomer } from "../../testing/customers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { lookupPin } from "./pin-directory";

/** Issue 18, item 1: every Indian PIN code with its district and state, offline (decision 027). Districts as India Post names them. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});

const get = (pin: string, headers: Record<string, string> = {}) => shop.app.request(`/api/pincode/${pin}`, { headers });

describe("GET /api/pincode/{pin}", () => {
  it.each([
    ["600001", "Chennai", "Tamil Nadu"],
    ["208001", "Kanpur Nagar", "Uttar Pradesh"],
    ["110001", "New Delhi", "Delhi"],
    ["500001", "Hyderabad", "Telangana"],
    ["194101", "Leh Ladakh", "Ladakh"],
    ["744101", "South Andamans", "Andaman and Nicobar Islands"],
    ["795001", "Imphal West", "Manipur"],
    ["403001", "North Goa", "Goa"],
    ["682001", "Ernakulam", "Kerala"],
    ["396210", "Daman", "Dadra and Nagar Haveli and Daman and Diu"],
  ])("%s is in %s, %s", async (pin, district, state) => {
    const res = await get(pin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, pincode: pin, district, state });
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("answers 404 for a PIN India Post does not list, 400 for one that is not 6 digits (in Hindi from a Hindi page)", async () => {
    const unknown = await get("100000");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: "We do not know this PIN code. Please check it." });
    for (const bad of ["20800", "2080011", "abcdef", "208 01"]) {
      const res = await get(encodeURIComponent(bad));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("PIN code must be 6 digits");
    }
    expect(((await (await get("100000", { "X-Shop-Lang": "hi" })).json()) as { message: string }).message).toBe("यह PIN कोड हमें नहीं मिला। कृपया उसे जाँच लें।");
  });
});

describe("the directory", () => {
  it("holds about every PIN in India (India Post lists some 19,000), each in one of our states and union territories", () => {
    const data = JSON.parse(fs.readFileSync("server/modules/addresses/pin-directory.json", "utf8")) as { pins: number; states: string[] };
    expect(data.pins).toBeGreaterThan(19_000);
    expect(data.states.sort()).toEqual(INDIAN_STATES.map((s) => s.name).sort());
    expect(lookupPin("012345")).toBeNull();
  });

  it("is what scripts/build-pin-directory.ts makes from the pinned package (the committed file is not edited by hand)", () => {
    const file = "server/modules/addresses/pin-directory.json";
    const committed = fs.readFileSync(file, "utf8");
    try {
      execFileSync(process.execPath, ["scripts/build-pin-directory.ts"], { stdio: "pipe" });
      expect(fs.readFileSync(file, "utf8")).toBe(committed);
    } finally {
      fs.writeFileSync(file, committed);
    }
  });
});

describe("an address's PIN and state must agree (the state also decides CGST+SGST or IGST)", () => {
  it("refuses PIN 600001 with Uttar Pradesh, and a PIN India Post does not list, saving nothing; in Hindi from a Hindi page", async () => {
    const asha = await newCustomer(shop);
    const count = async () => ((await (await asha.call("GET", "/api/address/get")).json()) as { addresses: unknown[] }).addresses.length;
    const before = await count();
    const chennai = await asha.call("POST", "/api/address/add", { address: { ...KANPUR, zipCode: "600001" } });
    expect(chennai.status).toBe(400);
    expect(await chennai.json()).toEqual({ success: false, message: "PIN 600001 is in Tamil Nadu", errors: { zipCode: "PIN 600001 is in Tamil Nadu" } });
    const unknown = await asha.call("POST", "/api/address/add", { address: { ...KANPUR, zipCode: "100000" } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe("We do not know this PIN code. Please check it.");
    const hindi = await asha.call("POST", "/api/address/add", { address: { ...KANPUR, zipCode: "600001" } }, { "X-Shop-Lang": "hi" });
    expect(((await hindi.json()) as { message: string }).message).toBe("PIN 600001 तमिलनाडु में है");
    expect(await count()).toBe(before);

    // An edit is held to the same rule; the right state for the PIN is taken.
    const { addresses } = (await (await asha.call("GET", "/api/address/get")).json()) as { addresses: { _id: string }[] };
    const id = addresses[0]!._id;
    expect((await asha.call("PUT", `/api/address/${id}`, { address: { ...KANPUR, zipCode: "600001" } })).status).toBe(400);
    const moved = await asha.call("PUT", `/api/address/${id}`, { address: { ...KANPUR, city: "Chennai", state: "Tamil Nadu", zipCode: "600001" } });
    expect(moved.status).toBe(200);
  });

  it("takes either state for a PIN whose post offices are in two (a border PIN)", async () => {
    const data = JSON.parse(fs.readFileSync("server/modules/addresses/pin-directory.json", "utf8")) as { otherStates: [number, number][]; states: string[] };
    const [pin, other] = data.otherStates[0]!;
    const main = lookupPin(String(pin))!.state;
    const asha = await newCustomer(shop);
    for (const state of [main, data.states[other]!]) {
      expect((await asha.call("POST", "/api/address/add", { address: { ...KANPUR, state, zipCode: String(pin) } })).status).toBe(201);
    }
  });
});

describe("house or flat, area and landmark (optional, issue 18)", () => {
  it("are kept, printed on the order's invoice and label, and a spec client that sends none gets them blank", async () => {
    const asha = await newCustomer(shop);
    const full = { ...KANPUR, house: "Flat 4B, Shanti Apartments", street: "14, Mall Road", area: "Civil Lines", landmark: "Opposite Hanuman Mandir" };
    const added = await asha.call("POST", "/api/address/add", { address: full });
    expect(added.status).toBe(201);
    const { address } = (await added.json()) as { address: { _id: string; house: string; area: string; landmark: string } };
    expect(address).toMatchObject({ house: "Flat 4B, Shanti Apartments", area: "Civil Lines", landmark: "Opposite Hanuman Mandir" });
    // The spec's payload alone: the new fields come back blank.
    const plain = (await (await asha.call("POST", "/api/address/add", { address: KANPUR })).json()) as { address: Record<string, unknown> };
    expect(plain.address).toMatchObject({ house: "", area: "", landmark: "", street: KANPUR.street });

    const product = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
    const placed = await asha.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: address._id });
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    const { order } = (await (await asha.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder };
    expect(order.address).toMatchObject({
      house: "Flat 4B, Shanti Apartments",
      street: "14, Mall Road",
      area: "Civil Lines",
      landmark: "Opposite Hanuman Mandir",
    });
    expect(buildInvoice(order).buyer.addressLines.slice(0, 2)).toEqual([
      "Flat 4B, Shanti Apartments, 14, Mall Road, Civil Lines",
      "Landmark: Opposite Hanuman Mandir",
    ]);
    expect(buildShippingLabel(order, { trackingUrlTemplate: "https://t.example/{id}" }).shipTo.street).toBe(
      "Flat 4B, Shanti Apartments, 14, Mall Road, Civil Lines. Landmark: Opposite Hanuman Mandir",
    );
  });

  it("a person with one name: no last name is needed, and the order, invoice, label and email name them without a gap", async () => {
    const asha = await newCustomer(shop);
    const { lastName: _none, ...oneName } = KANPUR;
    const added = await asha.call("POST", "/api/address/add", { address: { ...oneName, firstName: "Ashaben" } });
    expect(added.status).toBe(201);
    const { address } = (await added.json()) as { address: { _id: string; lastName: string } };
    expect(address.lastName).toBe("");
    const product = (await shop.db.selectFrom("products").select("id").where("sku", "=", "BB-HH-003").executeTakeFirstOrThrow()).id;
    const placed = await asha.call("POST", "/api/order/cod", { items: [{ product, quantity: 1 }], address: address._id });
    const { orderId } = (await placed.json()) as { orderId: string };
    const { order } = (await (await asha.call("GET", `/api/order/${orderId}`)).json()) as { order: ApiOrder };
    expect(order.address).toMatchObject({ firstName: "Ashaben", lastName: "" });
    expect(buildInvoice(order).buyer.name).toBe("Ashaben");
    expect(buildShippingLabel(order, { trackingUrlTemplate: "https://t.example/{id}" }).shipTo.name).toBe("Ashaben");
    const mail = await shop.db.selectFrom("outbox").select("text_body").where("dedupe_key", "=", `order-confirmation:${orderId}`).executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/^Ashaben$/m);
  });

  it("are held to 100 characters each, with the field named (in Hindi from a Hindi page)", async () => {
    const asha = await newCustomer(shop);
    const res = await asha.call("POST", "/api/address/add", { address: { ...KANPUR, landmark: "x".repeat(101) } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ landmark: "Landmark must be at most 100 characters" });
    const hi = await asha.call("POST", "/api/address/add", { address: { ...KANPUR, house: 42 } }, { "X-Shop-Lang": "hi" });
    expect(((await hi.json()) as { message: string }).message).toBe("मकान / फ़्लैट शब्दों में लिखें");
  });
});
