import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "../../../app/request-context";
import type { Route } from "../../../app/routes/+types/products";
import { loader as listingLoader } from "../../../app/routes/products";
import { DEFAULT_SYNONYMS } from "../../../lib/default-synonyms";
import { STALE_SYNONYMS, SYNONYMS_SAVED } from "../../../lib/search-synonyms";
import { newCustomer } from "../../testing/customers";
import { loginSeller, newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { createSeller } from "../seller/sellers.repo";
import { SEARCH_KEY } from "./search-synonyms";
import { OWNER_ONLY_SYNONYMS } from "./search-synonyms.routes";

/** Issue 17 item 4: the seller's search synonyms, GET and PUT /api/seller/search-synonyms, and the listing using them. */
let shop: TestShop;
let owner: TestSeller;
beforeAll(async () => {
  shop = await createTestShop();
  owner = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

type Loaded = { success: boolean; groups: string[][]; updatedAt: string | null; message?: string };
const URL_ = "/api/seller/search-synonyms";
const load = async () => (await (await owner.call("GET", URL_)).json()) as Loaded;
const save = (groups: unknown, updatedAt: string | null) => owner.call("PUT", URL_, { groups, updatedAt });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

/** The listing page's loader as the server renders /products?q=… (or /hi/products?q=…): the names it lists. */
async function listing(q: string, lang: "" | "/hi" = "") {
  const context = new RouterContextProvider();
  context.set(servicesContext, shop.services);
  return listingLoader({
    context,
    params: {},
    request: new Request(`http://localhost${lang}/products?q=${encodeURIComponent(q)}`),
  } as unknown as Route.LoaderArgs);
}
/** The names the listing shows (the Hindi page shows the seller's Hindi names). */
const listed = async (q: string, lang: "" | "/hi" = "") => (await listing(q, lang)).items.map((p) => p.name);
const listedIds = async (q: string, lang: "" | "/hi" = "") => (await listing(q, lang)).items.map((p) => p._id);

describe("the seller's search synonyms", () => {
  it("a new shop starts with the default list, and the listing finds the rope by 'rasi' and the halters by 'lagam'", async () => {
    const { groups, updatedAt } = await load();
    expect(groups).toEqual(DEFAULT_SYNONYMS);
    expect(updatedAt).not.toBeNull();
    const rasi = await listed("rasi");
    expect(rasi.length).toBeGreaterThan(0);
    expect(rasi.every((n) => /rope|rassi|leash|lead/i.test(n))).toBe(true);
    // The same products (ranked by match since issue 19: "halter" also matches "Halterface" as the word being typed).
    expect((await listed("lagam", "/hi")).sort()).toEqual((await listed("halter", "/hi")).sort());
  });

  it("a save is used by the next listing: 'dori' finds the rope after the seller adds it", async () => {
    expect(await listed("dori")).toEqual([]);
    const { groups, updatedAt } = await load();
    const next = groups.map((g) => (g[0] === "rope" ? [...g, "dori", "डोरी"] : g));
    const res = await save(next, updatedAt);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Loaded;
    expect(body.message).toBe(SYNONYMS_SAVED);
    expect(body.updatedAt! > updatedAt!).toBe(true);
    const dori = await listed("dori");
    expect(dori).toEqual(await listed("rassi"));
    expect(dori.length).toBeGreaterThan(0);
    expect(await listedIds("डोरी", "/hi")).toEqual(await listedIds("dori"));
    expect((await load()).groups.find((g) => g[0] === "rope")).toContain("डोरी");
  });

  it("an entry of several words: 'jodi' finds what has both 'collar' and 'set'", async () => {
    const { groups, updatedAt } = await load();
    expect((await save([...groups, ["collar set", "jodi"]], updatedAt)).status).toBe(200);
    const jodi = await listed("jodi");
    expect(jodi).toContain("Dog Collar & Leash Set – Medium, Teal");
    expect(jodi.every((n) => /collar/i.test(n) && /set/i.test(n))).toBe(true);
    const suggested = (await (await shop.app.request("/api/search?q=jodi&limit=50")).json()) as { products: { name: string }[] };
    expect(suggested.products.map((p) => p.name).sort()).toEqual([...jodi].sort());
  });

  it("refuses bad lists with a clear 400 and writes nothing", async () => {
    const before = await load();
    for (const [groups, message] of [
      [
        [
          ["rope", "rassi"],
          ["halter", "Rassi"],
        ],
        "“Rassi” is in two groups (1 and 2): keep it in one",
      ],
      [[["rope"]], "Group 1: “rope” needs at least one other word that means the same"],
      [[["rope", "x".repeat(41)]], `Group 1: “${"x".repeat(40)}…” is longer than 40 characters`],
      [[["rope", "?!"]], "Group 1: “?!” has no letters or digits"],
      [Array.from({ length: 201 }, (_, i) => [`a${i}`, `b${i}`]), "At most 200 groups, please"],
      [[["rope", 7]], "groups.0.1: Invalid input: expected string, received number"],
      ["rope, rassi", "groups: Invalid input: expected array, received string"],
    ] as const) {
      const res = await save(groups, before.updatedAt);
      expect([res.status, await messageOf(res)]).toEqual([400, message]);
    }
    expect(await load()).toEqual(before);
  });

  it("refuses a stale save (another tab saved first) with 409, keeping the first save", async () => {
    const tabA = await load();
    const tabB = await load();
    expect((await save([...tabA.groups, ["pony", "tattu"]], tabA.updatedAt)).status).toBe(200);
    const late = await save([...tabB.groups, ["saddle", "kathi"]], tabB.updatedAt);
    expect([late.status, await messageOf(late)]).toEqual([409, STALE_SYNONYMS]);
    expect((await load()).groups.at(-1)).toEqual(["pony", "tattu"]);
  });

  it("a shop seeded before synonyms existed searches with the defaults; its first save takes version null, once", async () => {
    await shop.db.deleteFrom("settings").where("key", "=", SEARCH_KEY).execute();
    shop.services.catalog.invalidate();
    const { groups, updatedAt } = await load();
    expect([groups, updatedAt]).toEqual([DEFAULT_SYNONYMS, null]);
    expect((await listed("lagam")).length).toBeGreaterThan(0);
    const results = await Promise.all([save([["rope", "rassi"]], null), save([["rope", "rasi"]], null)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await listed("lagam")).toEqual([]);
  });

  it("only the owner: staff get 403, a customer and a visitor 401", async () => {
    await createSeller(shop.db, { email: "staff.search@example.com", password: "staff-secret-123", name: "Ravi Kumar", role: "staff" });
    const staff = await loginSeller(shop, "staff.search@example.com", "staff-secret-123");
    for (const res of [await staff.call("GET", URL_), await staff.call("PUT", URL_, { groups: [], updatedAt: null })]) {
      expect([res.status, await messageOf(res)]).toEqual([403, OWNER_ONLY_SYNONYMS]);
    }
    const customer = await newCustomer(shop);
    expect((await customer.call("GET", URL_)).status).toBe(401);
    expect((await shop.app.request(URL_)).status).toBe(401);
  });
});
