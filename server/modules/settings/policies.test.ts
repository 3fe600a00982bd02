import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "../../../app/request-context";
import type { Route } from "../../../app/routes/+types/policy";
import { loader as policyLoader } from "../../../app/routes/policy";
import { DEFAULT_POLICIES } from "../../../lib/default-policies";
import { fillPolicy } from "../../../lib/policy-text";
import { POLICY_SLUGS, type Policy } from "../../../lib/shop-policies";
import type { ShopSettings } from "../../../lib/shop-settings";
import { newCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { readShopSettings } from "./settings.repo";

/**
 * Issue 16, item 8: the policy pages an online seller in India must have, their texts filled from the settings
 * (return window, refund days, shipping fee, grievance officer), edited under Settings with forms.
 */
let shop: TestShop;
let seller: TestSeller;
beforeAll(async () => {
  shop = await createTestShop({ env: { PUBLIC_URL: "https://shop.example.in" } });
  seller = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

type Loaded = { settings: ShopSettings; updatedAt: string };
type Refusal = { success: false; message: string; issues?: { path: string; message: string }[] };
type Page = { slug: string; policy: Policy; officer: ShopSettings["grievanceOfficer"] | null };
const load = async () => (await (await seller.call("GET", "/api/seller/settings")).json()) as Loaded;
const save = (settings: unknown, updatedAt: string) => seller.call("PUT", "/api/seller/settings", { settings, updatedAt });

/** The policy route's loader, as the server renders /policies/:slug: its data, or the Response it throws (404, redirect). */
async function openPolicy(slug: string, prefix = ""): Promise<Page | Response> {
  const context = new RouterContextProvider();
  context.set(servicesContext, shop.services);
  try {
    return (await policyLoader({
      context,
      params: { slug },
      request: new Request(`http://localhost${prefix}/policies/${slug}`),
    } as unknown as Route.LoaderArgs)) as Page;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
async function page(slug: string, prefix = ""): Promise<Page> {
  const got = await openPolicy(slug, prefix);
  if (got instanceof Response) throw new Error(`/policies/${slug} answered ${got.status}`);
  return got;
}
const textOf = (p: Page) => p.policy.paragraphs.join("\n");

describe("the policy pages", () => {
  it("all six exist, are filled from the settings (no braces left) and say what the shop does", async () => {
    for (const slug of POLICY_SLUGS) {
      const p = await page(slug);
      expect(p.policy.title.length).toBeGreaterThan(0);
      expect(textOf(p)).not.toMatch(/\{[a-zA-Z]+\}/);
    }
    expect(textOf(await page("returns"))).toContain("within 7 days of delivery");
    expect(textOf(await page("returns"))).toContain("refund you within 7 working days");
    expect(textOf(await page("returns"))).toContain("UPI or bank transfer");
    expect(textOf(await page("shipping"))).toContain("Delivery charge: ₹39.00 per order");
    expect(textOf(await page("cancellation"))).toContain("until we pack it");
    const privacy = textOf(await page("privacy"));
    for (const words of [
      "Digital Personal Data Protection Act, 2023",
      "Consent",
      "(access)",
      "(correction)",
      "(erasure)",
      "(grievance)",
      "(nomination)",
      "Delete account",
      "72 months",
    ])
      expect(privacy).toContain(words);
  });

  it("follow the settings: a 10-day return window, free delivery and a new grievance officer show on the pages", async () => {
    const { settings, updatedAt } = await load();
    const next = {
      ...settings,
      returnWindowDays: 10,
      refundDays: 5,
      pricing: { ...settings.pricing, shippingFeePaise: 0 },
      grievanceOfficer: { name: "Meera Joshi", email: "grievance@shop.example", phone: "+91 512 246 8199" },
    };
    expect((await save(next, updatedAt)).status).toBe(200);
    const returns = textOf(await page("returns"));
    expect(returns).toContain("within 10 days of delivery");
    expect(returns).toContain("within 5 working days");
    expect(returns).not.toContain("7 days");
    expect(textOf(await page("cancellation"))).toContain("within 10 days");
    expect(textOf(await page("shipping"))).toContain("Delivery charge: none, delivery is free");
    const grievance = await page("grievance");
    expect(grievance.officer).toEqual({ name: "Meera Joshi", email: "grievance@shop.example", phone: "+91 512 246 8199" });
    expect(textOf(await page("privacy"))).toContain("Meera Joshi (grievance@shop.example)");
    // Every other page carries only the officer's words, not the officer block.
    expect((await page("returns")).officer).toBeNull();
  });

  it("the seller's own text keeps its placeholders filled; an unknown word in braces stays as written", async () => {
    const { settings, updatedAt } = await load();
    const returns = { title: "Returns", paragraphs: ["Send it back within {returnDays} days, to {shopName}. {notAThing} stays."] };
    expect((await save({ ...settings, policies: { ...settings.policies, returns } }, updatedAt)).status).toBe(200);
    expect(textOf(await page("returns"))).toBe(`Send it back within ${settings.returnWindowDays} days, to ${settings.shopName}. {notAThing} stays.`);
  });

  it("older addresses move on (301); an unknown one is not found", async () => {
    for (const [from, to] of [
      ["refunds", "returns"],
      ["terms-of-service", "terms"],
      ["Returns", "returns"],
      ["grievance-officer", "grievance"],
    ] as const) {
      const got = await openPolicy(from);
      expect(got).toBeInstanceOf(Response);
      expect([(got as Response).status, (got as Response).headers.get("Location")]).toEqual([301, `/policies/${to}`]);
    }
    const missing = await openPolicy("warranty");
    expect((missing as Response).status).toBe(404);
  });

  it("bad settings are refused with the field named: a return window of 0 or 61 days, an officer without an email", async () => {
    const { settings, updatedAt } = await load();
    for (const [change, path] of [
      [{ returnWindowDays: 0 }, "returnWindowDays"],
      [{ returnWindowDays: 61 }, "returnWindowDays"],
      [{ returnWindowDays: 7.5 }, "returnWindowDays"],
      [{ refundDays: 0 }, "refundDays"],
      [{ grievanceOfficer: { ...settings.grievanceOfficer, email: "not an email" } }, "grievanceOfficer.email"],
      [{ grievanceOfficer: { ...settings.grievanceOfficer, name: " " } }, "grievanceOfficer.name"],
    ] as const) {
      const res = await save({ ...settings, ...change }, updatedAt);
      expect(res.status).toBe(400);
      const body = (await res.json()) as Refusal;
      expect(body.success).toBe(false);
      expect(body.issues?.map((i) => i.path)).toContain(path);
    }
    expect((await load()).updatedAt).toBe(updatedAt);
  });

  it("the sitemap lists all six", async () => {
    const sitemap = await (await shop.app.request("/sitemap.xml")).text();
    for (const slug of POLICY_SLUGS) expect(sitemap).toContain(`/policies/${slug}</loc>`);
  });

  it("the order confirmation email links to the order's page and the policies", async () => {
    const buyer = await newCustomer(shop);
    const product = (
      (await (await shop.app.request("/api/product/list")).json()) as { products: { _id: string; inStock: boolean; variants?: unknown[] }[] }
    ).products.find((p) => p.inStock && (p.variants?.length ?? 1) === 1)!;
    const res = await buyer.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: buyer.addressId });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const row = await shop.db.selectFrom("outbox").selectAll().where("dedupe_key", "=", `order-confirmation:${orderId}`).executeTakeFirstOrThrow();
    const text = JSON.stringify(row);
    expect(text).toContain(`https://shop.example.in/my-orders/${orderId}`);
    expect(text).toContain("https://shop.example.in/policies/returns");
    expect(text).toContain("https://shop.example.in/policies/cancellation");
    expect(text).toContain("https://shop.example.in/policies/grievance");
    expect(text).toContain("cancel the order from that page until we pack it");
  });
});

describe("settings saved before issue 16", () => {
  it("read a grievance officer (the founder, the support email, the first phone), the new pages' defaults, and today's text for untouched issue-15 policies", async () => {
    const row = await shop.db.selectFrom("settings").select("value").where("key", "=", "shop").executeTakeFirstOrThrow();
    const current = JSON.parse(row.value) as ShopSettings;
    const { grievanceOfficer: _o, returnWindowDays: _r, refundDays: _d, policies, ...old } = current;
    const issue15 = {
      shipping: { title: "Shipping Policy", paragraphs: ["Our own words, never the old default."] },
      terms: policies.terms,
      privacy: policies.privacy,
      // The returns text exactly as issue 15 shipped it: read as today's default.
      returns: {
        title: "Returns & Refunds",
        paragraphs: [
          "Not the right size or colour? You may return any unused item within 7 days of delivery, with its tags and original packing. Write to us with your order number first, so we can tell you where to send it.",
          "Items made to measure or personalised for you (a name tag, custom colours) cannot be returned unless they arrive damaged or not as ordered.",
          "If a product arrives damaged or the wrong item reaches you, send us a photo within 48 hours of delivery. We will send a replacement or refund you in full, including shipping, and arrange the pickup ourselves.",
          "Once we receive and check the returned item, we refund you within 5 to 7 working days: online payments go back to the card, UPI or bank account you paid with, and cash on delivery orders are refunded by UPI or bank transfer to an account you give us. The original shipping fee is refunded only when the mistake was ours.",
          "Prefer a different size? We exchange it free of charge once per order, subject to stock.",
        ],
      },
    };
    await shop.db
      .updateTable("settings")
      .set({ value: JSON.stringify({ ...old, policies: issue15 }) })
      .where("key", "=", "shop")
      .execute();
    const settings = await readShopSettings(shop.db);
    expect(settings.grievanceOfficer).toEqual({ name: old.founder.name, email: old.emails.support, phone: old.phones[0] });
    expect([settings.returnWindowDays, settings.refundDays]).toEqual([7, 7]);
    expect(settings.policies.cancellation).toEqual(DEFAULT_POLICIES.cancellation);
    expect(settings.policies.grievance).toEqual(DEFAULT_POLICIES.grievance);
    expect(settings.policies.returns).toEqual(DEFAULT_POLICIES.returns);
    expect(settings.policies.shipping).toEqual(issue15.shipping);
    expect(fillPolicy(settings.policies.returns, settings).paragraphs[0]).toContain("within 7 days of delivery");
  });
});

describe("the policy pages in Hindi (/hi/policies/…)", () => {
  it("show the Hindi text, filled with Hindi words from the settings; the English pages stay English", async () => {
    const { settings, updatedAt } = await load();
    expect((await save({ ...settings, returnWindowDays: 7, policies: DEFAULT_POLICIES, translations: { hi: {} } }, updatedAt)).status).toBe(200);
    const hi = await page("returns", "/hi");
    expect(hi.policy.title).toBe("वापसी और रिफ़ंड");
    expect(textOf(hi)).toContain("डिलीवरी के 7 दिनों के अंदर");
    expect(textOf(hi)).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(textOf(hi)).not.toContain("per order");
    for (const slug of POLICY_SLUGS) expect((await page(slug, "/hi")).policy.title).toMatch(/[\u0900-\u097F]/);
    expect((await page("returns")).policy.title).toBe("Returns & Refunds");
  });

  it("a policy the seller rewrote in English stays English on the Hindi page until they write its Hindi", async () => {
    const { settings, updatedAt } = await load();
    const returns = { title: "Returns & Exchanges", paragraphs: ["Unused items come back within {returnDays} days."] };
    expect((await save({ ...settings, policies: { ...settings.policies, returns } }, updatedAt)).status).toBe(200);
    expect((await page("returns", "/hi")).policy).toEqual({ title: "Returns & Exchanges", paragraphs: ["Unused items come back within 7 days."] });
    expect((await page("shipping", "/hi")).policy.title).toBe("शिपिंग और डिलीवरी");
    const next = await load();
    const hi = { policies: { returns: { title: "वापसी और बदलाव", paragraphs: ["बिना इस्तेमाल का सामान {returnDays} दिनों के अंदर वापस आ सकता है।"] } } };
    expect((await save({ ...next.settings, translations: { hi } }, next.updatedAt)).status).toBe(200);
    expect((await page("returns", "/hi")).policy).toEqual({ title: "वापसी और बदलाव", paragraphs: ["बिना इस्तेमाल का सामान 7 दिनों के अंदर वापस आ सकता है।"] });
  });

  it("an older address moves on to the Hindi page", async () => {
    const got = await openPolicy("refunds", "/hi");
    expect([(got as Response).status, (got as Response).headers.get("Location")]).toEqual([301, "/hi/policies/returns"]);
  });
});
