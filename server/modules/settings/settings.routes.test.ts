import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_POLICIES } from "../../../lib/default-policies";
import { fillPolicy } from "../../../lib/policy-text";
import type { ShopSettings } from "../../../lib/shop-settings";
import { newCustomer } from "../../testing/customers";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import { createSeller } from "../seller/sellers.repo";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { STALE_SETTINGS } from "./save-settings";
import { readShopSettings } from "./settings.repo";

let shop: TestShop;
let seller: TestSeller;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

type Loaded = { settings: ShopSettings; updatedAt: string };
type Refusal = { success: false; message: string; issues?: { path: string; message: string }[] };
const load = async () => (await (await seller.call("GET", "/api/seller/settings")).json()) as Loaded;
const save = (settings: unknown, updatedAt?: string) =>
  seller.call("PUT", "/api/seller/settings", updatedAt === undefined ? { settings } : { settings, updatedAt });

describe("saving the shop settings from the form", () => {
  it("refuses bad input with every problem named by its field's path, and writes nothing", async () => {
    const { settings, updatedAt } = await load();
    const bad = {
      ...settings,
      testimonials: settings.testimonials.map((t, i) => (i === 1 ? { ...t, name: "  " } : t)),
      banners: settings.banners.slice(0, 3),
      whyChooseUs: [...settings.whyChooseUs, ...settings.whyChooseUs],
      address: { ...settings.address, pincode: "012345" },
      policies: { ...settings.policies, returns: { title: "Returns", paragraphs: [] } },
    };
    const res = await save(bad, updatedAt);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    const byPath = Object.fromEntries(body.issues!.map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({
      "testimonials.1.name": "Required",
      banners: "Exactly 4 banners, please",
      whyChooseUs: "3 to 8 reasons, please",
      "address.pincode": "A PIN code is 6 digits and does not start with 0",
      "policies.returns.paragraphs": "1 to 12 paragraphs, please",
    });
    expect(body.message).toMatch(/^[a-zA-Z.0-9]+: /);
    expect(await load()).toMatchObject({ settings, updatedAt });
  });

  it("saves reordered and added items, and the storefront pages show them", async () => {
    const { settings, updatedAt } = await load();
    const [first, second, ...rest] = settings.testimonials;
    const next: ShopSettings = {
      ...settings,
      testimonials: [second!, first!, ...rest],
      whyChooseUs: [...settings.whyChooseUs, { title: "Custom Colours", text: "Ask for your stable's colours on any halter." }],
    };
    const res = await save(next, updatedAt);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Loaded & { message: string };
    expect(body.message).toBe("Settings saved");
    expect(body.updatedAt > updatedAt).toBe(true);
    const stored = (await shop.services.catalog.get()).settings;
    expect(stored.testimonials.map((t) => t.name).slice(0, 2)).toEqual([second!.name, first!.name]);
    expect(stored.whyChooseUs.at(-1)!.title).toBe("Custom Colours");
  });

  it("refuses a stale save (another tab saved first) and keeps the other tab's save", async () => {
    const tabA = await load();
    const tabB = await load();
    expect((await save({ ...tabA.settings, tagline: "Saved first, in tab A" }, tabA.updatedAt)).status).toBe(200);
    const late = await save({ ...tabB.settings, tagline: "Saved later, from tab B's old copy" }, tabB.updatedAt);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Refusal).message).toBe(STALE_SETTINGS);
    expect((await load()).settings.tagline).toBe("Saved first, in tab A");
    // Reloaded, tab B saves.
    const fresh = await load();
    expect((await save({ ...fresh.settings, tagline: "Tab B after reloading" }, fresh.updatedAt)).status).toBe(200);
  });

  it("two saves of the same version at once: exactly one wins", async () => {
    const { settings, updatedAt } = await load();
    const results = await Promise.all(["One", "Two", "Three"].map((n) => save({ ...settings, tagline: `Race ${n}` }, updatedAt)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it("a save without updatedAt (older clients of the API) still works", async () => {
    const { settings } = await load();
    expect((await save({ ...settings, hours: "10am to 7pm Mon-Sat" })).status).toBe(200);
    expect((await load()).settings.hours).toBe("10am to 7pm Mon-Sat");
  });
});

describe("policies", () => {
  it("a settings row saved before policies existed reads the default texts; the pages and the sitemap list them", async () => {
    const row = await shop.db.selectFrom("settings").select("value").where("key", "=", "shop").executeTakeFirstOrThrow();
    const { policies: _dropped, ...old } = JSON.parse(row.value) as ShopSettings;
    await shop.db
      .updateTable("settings")
      .set({ value: JSON.stringify(old) })
      .where("key", "=", "shop")
      .execute();
    const settings = await readShopSettings(shop.db);
    expect(settings.policies).toEqual(DEFAULT_POLICIES);
    expect(fillPolicy(settings.policies.returns, settings).paragraphs.join(" ")).toContain("within 7 days of delivery");
    expect((await load()).settings.policies.privacy.title).toBe("Privacy Policy");

    const sitemap = await (await shop.app.request("/sitemap.xml")).text();
    for (const slug of ["shipping", "returns", "privacy", "terms", "cancellation", "grievance"]) expect(sitemap).toContain(`/policies/${slug}</loc>`);
  });

  it("are edited like any other setting", async () => {
    const { settings, updatedAt } = await load();
    const returns = { title: "Returns & Exchanges", paragraphs: ["Unused items come back within 10 days.", "Refunds in 5 working days."] };
    expect((await save({ ...settings, policies: { ...settings.policies, returns } }, updatedAt)).status).toBe(200);
    expect((await shop.services.catalog.get()).settings.policies.returns).toEqual(returns);
  });
});

describe("settings pictures", () => {
  const upload = (file: File | null, who = seller.sid) => {
    const form = new FormData();
    if (file) form.append("image", file);
    return shop.app.request("/api/seller/settings/picture", {
      method: "POST",
      body: form,
      headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${who}` },
    });
  };

  it("are stored re-encoded in their own shape (a portrait stays a portrait), with width variants", async () => {
    const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: { r: 120, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    const res = await upload(new File([new Uint8Array(png)], "founder.png", { type: "image/png" }));
    expect(res.status).toBe(201);
    const { fileName } = (await res.json()) as { fileName: string };
    expect(fileName).toMatch(/^up-[0-9a-f]{16}\.webp$/);
    const full = await sharp(await fs.readFile(path.join(shop.services.config.uploadsDir, fileName))).metadata();
    expect([full.format, full.width, full.height]).toEqual(["webp", 600, 900]);
    const small = await sharp(await fs.readFile(path.join(shop.services.config.uploadsDir, fileName.replace(".webp", "-240.webp")))).metadata();
    expect([small.width, small.height]).toEqual([240, 360]);
  });

  it("refuse what is not a photo, and anyone but the seller", async () => {
    const svg = await upload(new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "x.svg", { type: "image/svg+xml" }));
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as Refusal).message).toContain("Image upload failed");
    expect((await upload(null)).status).toBe(400);
    const buyer = await newCustomer(shop);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const res = await shop.app.request("/api/seller/settings/picture", {
      method: "POST",
      body: (() => {
        const f = new FormData();
        f.append("image", new File([new Uint8Array(png)], "a.png", { type: "image/png" }));
        return f;
      })(),
      headers: { Origin: "http://localhost", Host: "localhost", Cookie: `sid=${buyer.sid}` },
    });
    expect(res.status).toBe(401);
    // Staff logins may not change the settings, pictures included.
    const email = `packer.${Date.now()}@example.com`;
    await createSeller(shop.db, { email, password: "staff-secret-123", name: "Ravi", role: "staff" });
    const staff = await loginSeller(shop, email, "staff-secret-123", { "X-Forwarded-For": "172.31.9.9" });
    const refused = await upload(new File([new Uint8Array(png)], "a.png", { type: "image/png" }), staff.sid);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Refusal).message).toBe("Only the shop owner can change settings");
  });
});
