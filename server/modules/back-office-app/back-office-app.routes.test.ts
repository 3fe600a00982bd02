import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeBuild } from "../../testing/fake-build";
import { newCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { createApp } from "../../app";
import { sessionTag, shortName } from "./back-office-app.routes";

let shop: TestShop;
let seller: TestSeller;
beforeAll(async () => {
  shop = await createTestShop({ build: fakeBuild() });
  seller = await newSeller(shop);
});
afterAll(async () => {
  await shop.close();
});

const get = (path: string, headers: Record<string, string> = {}) => shop.app.request(path, { headers: { Host: "localhost", ...headers } });

describe("the back office's web app manifest", () => {
  it("names the shop's back office, opens at /seller in its own window, in the shop's colours", async () => {
    const res = await get("/seller/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const m = (await res.json()) as Record<string, unknown>;
    const { settings } = await shop.services.catalog.get();
    expect(m).toMatchObject({
      name: `${settings.shopName} Seller`,
      short_name: shortName(settings.shopName),
      start_url: "/seller",
      scope: "/seller",
      display: "standalone",
      theme_color: "#7a3e1d",
      background_color: "#fbf7f0",
    });
    expect((m.short_name as string).length).toBeLessThanOrEqual(12);
    expect(m.icons).toEqual([
      { src: "/seller/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/seller/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/seller/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
  });

  it("follows the shop name in the settings", async () => {
    expect(shortName("Bunai and Bridle")).toBe("Bunai Seller");
    expect(shortName("Kathiawadi Saddlery")).toBe("Seller");
  });

  it("serves each icon as a PNG of its size; a maskable one fills its square to the corners", async () => {
    for (const [name, size] of [
      ["icon-192.png", 192],
      ["icon-512.png", 512],
      ["maskable-512.png", 512],
    ] as const) {
      const res = await get(`/seller/icons/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", size, size]);
      const corner = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
      // The plain icon is a rounded tile (transparent corner); the maskable one is full bleed (the launcher cuts it).
      expect(corner[3]).toBe(name.startsWith("maskable") ? 255 : 0);
    }
    expect((await get("/seller/icons/secret.png")).status).toBe(404);
  });
});

describe("the service worker script", () => {
  it("is JavaScript for /seller, never cached for long, and carries the notification hooks", async () => {
    const res = await get("/seller/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    // Its folder is /seller/; it may control /seller itself (the dashboard) and nothing of the storefront.
    expect(res.headers.get("service-worker-allowed")).toBe("/seller");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await res.text();
    expect(body).not.toContain("__VERSION__");
    expect(body).toMatch(/const VERSION = "[0-9a-f]{12}";/);
    expect(body).toContain('addEventListener("push"');
    expect(body).toContain('addEventListener("notificationclick"');
  });

  it("changes with the build, so a deploy installs a new worker (which drops the old caches)", async () => {
    const version = async (assetsVersion: string) => {
      const build = fakeBuild();
      build.assets.version = assetsVersion;
      const app = createApp(shop.services, { build });
      return /const VERSION = "([0-9a-f]+)"/.exec(await (await app.request("/seller/sw.js")).text())![1];
    };
    expect(await version("a1")).toBe(await version("a1"));
    expect(await version("a1")).not.toBe(await version("b2"));
  });

  it("is allowed by the pages' Content Security Policy (same origin)", async () => {
    const csp = (await get("/seller")).headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/); // both fall back to default-src 'self'
  });
});

describe("the session tag the worker's cache goes by", () => {
  const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

  it("comes with back-office pages and the order list for a signed-in seller, with a readable marker cookie kept to /seller", async () => {
    const page = await seller.call("GET", "/seller/Orderlist");
    expect(page.status).toBe(200);
    const tag = sessionTag(seller.sid);
    expect(page.headers.get("x-seller-cache")).toBe(tag);
    const marker = cookieOf(page, "seller_sw")!;
    expect(marker).toContain(`seller_sw=${tag}`);
    expect(marker).toContain("Path=/seller");
    expect(marker).toContain("SameSite=Strict");
    expect(marker).not.toContain("HttpOnly");
    // Not the session token, and not something a token can be read back from.
    expect(tag).not.toContain(seller.sid);

    const orders = await seller.call("GET", "/api/order/seller", undefined, { Cookie: `seller_sid=${seller.sid}; seller_sw=${tag}` });
    expect(orders.status).toBe(200);
    expect(orders.headers.get("x-seller-cache")).toBe(tag);
    expect(cookieOf(orders, "seller_sw")).toBeUndefined(); // already right: not set again
  });

  it("differs between two sellers' sessions", async () => {
    const other = await newSeller(shop);
    const a = (await seller.call("GET", "/seller")).headers.get("x-seller-cache");
    const b = (await other.call("GET", "/seller")).headers.get("x-seller-cache");
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("is never on a customer's or the storefront's responses, and a stale marker is removed", async () => {
    const buyer = await newCustomer(shop);
    const home = await buyer.call("GET", "/");
    expect(home.headers.get("x-seller-cache")).toBeNull();
    const mine = await buyer.call("GET", "/api/order/user");
    expect(mine.headers.get("x-seller-cache")).toBeNull();
    // A customer at /seller (the login screen), holding a marker left from a seller session: it is cleared.
    const login = await buyer.call("GET", "/seller", undefined, { Cookie: `sid=${buyer.sid}; seller_sw=leftover-tag-123` });
    expect(login.headers.get("x-seller-cache")).toBeNull();
    expect(cookieOf(login, "seller_sw")).toMatch(/^seller_sw=;.*Max-Age=0/);
    // The storefront never sees the marker at all: it is kept to /seller.
    expect((await seller.call("GET", "/products")).headers.get("x-seller-cache")).toBeNull();
  });

  it("is gone after logout: the order list answers 401 with no tag and clears the marker", async () => {
    const leaving = await newSeller(shop);
    const tag = sessionTag(leaving.sid);
    expect((await leaving.call("POST", "/api/seller/logout")).status).toBe(200);
    const after = await leaving.call("GET", "/api/order/seller", undefined, { Cookie: `seller_sid=${leaving.sid}; seller_sw=${tag}` });
    expect(after.status).toBe(401);
    expect(after.headers.get("x-seller-cache")).toBeNull();
    expect(cookieOf(after, "seller_sw")).toMatch(/^seller_sw=;/);
  });
});
