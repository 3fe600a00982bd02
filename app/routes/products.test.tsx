import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, RouterContextProvider, StaticRouterProvider, useLoaderData } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../lib/catalog";
import { combinations } from "../../lib/variants";
import { pageQuery } from "../../server/http/page-query";
import { bumpCatalogVersion } from "../../server/modules/catalog/catalog.repo";
import { newSeller } from "../../server/testing/sellers";
import { createTestShop, type TestShop } from "../../server/testing/test-app";
import { servicesContext } from "../request-context";
// The server holds every language's catalogue (app/i18n/catalogues.ts).
import "../i18n/catalogue.server";
import type { RootData } from "../state/shop";
import type { Route } from "./+types/products";
import Products, { loader } from "./products";

/**
 * The listing route rendered on the server as the shop does (its loader on the real catalogue, React to HTML):
 * filters and sort come from the URL, so the HTML a visitor without JS gets already shows only matching cards.
 */
let shop: TestShop;
let halter: ApiProduct;
let collar: ApiProduct;
beforeAll(async () => {
  shop = await createTestShop();
  const seller = await newSeller(shop);
  // The demo catalogue has products with options of its own (halters in Cob, collars in S, …): they are taken off
  // the shelf, so the filters below find exactly the two products with options built here.
  await shop.db.updateTable("products").set({ deleted_at: new Date().toISOString() }).where("options", "!=", "[]").execute();
  await bumpCatalogVersion(shop.db);
  shop.services.catalog.invalidate();
  const products = ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products;
  halter = products.find((p) => p.sku === "BB-HH-003")!; // the foal halter: no options in the demo catalogue
  collar = products.find((p) => p.category === "Dog Collar" && p.variants!.length === 1)!;
  const loaded = async (p: ApiProduct) =>
    ((await (await seller.call("GET", `/api/seller/products/${p._id}/variants`)).json()) as { product: { variants: { updatedAt: string }[] } }).product
      .variants[0]!.updatedAt;
  const stamps = new Map([
    [halter._id, await loaded(halter)],
    [collar._id, await loaded(collar)],
  ]);
  const grid = (p: ApiProduct, options: { name: string; values: string[] }[], price: (o: Record<string, string>) => number) => ({
    options,
    variants: combinations(options).map((o, i) => ({
      ...(i === 0 ? { _id: p.variants![0]!._id, updatedAt: stamps.get(p._id) } : {}),
      options: o,
      sku: i === 0 ? p.sku : `${p.sku}-L${i}`,
      price: 3000,
      offerPrice: price(o),
      stock: 4,
      inStock: true,
    })),
  });
  const halterGrid = grid(
    halter,
    [
      { name: "Size", values: ["Pony", "Cob", "Full"] },
      { name: "Colour", values: ["Burgundy", "Black"] },
    ],
    (o) => ({ Pony: 1100, Cob: 1300, Full: 1500 })[o.Size!]!,
  );
  const collarGrid = grid(
    collar,
    [
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Black", "Navy"] },
    ],
    (o) => (o.Size === "S" ? 400 : 450),
  );
  for (const [p, body] of [
    [halter, halterGrid],
    [collar, collarGrid],
  ] as const) {
    const res = await seller.call("PUT", `/api/seller/products/${p._id}/variants`, body);
    expect(res.status, await res.clone().text()).toBe(200);
  }
});
afterAll(async () => {
  await shop.close();
});

function ProductsPage() {
  const loaderData = useLoaderData<typeof loader>();
  return <Products {...({ loaderData, params: {}, matches: [] } as unknown as Route.ComponentProps)} />; // the route's generated props; the page reads loaderData only
}

/** The HTML of a listing URL, through the page cache's query rules (as ssr.ts renders it). */
async function render(path: string): Promise<string> {
  const url = new URL(path, "http://localhost");
  url.search = pageQuery(url).search;
  const snap = await shop.services.catalog.get();
  const root: RootData = {
    lang: "en",
    settings: snap.settings,
    categories: snap.categories,
    origin: "http://localhost",
    user: null,
    isSeller: false,
    payments: null,
  };
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => root,
      Component: Outlet,
      children: [
        { id: "routes/products", path: "products", loader, Component: ProductsPage },
        { id: "routes/category", path: "products/:category", loader, Component: ProductsPage },
      ],
    },
  ]);
  const context = new RouterContextProvider();
  context.set(servicesContext, shop.services);
  const result = await handler.query(new Request(url), { requestContext: context });
  if (result instanceof Response) throw new Error(`unexpected response ${result.status}`);
  expect(result.statusCode).toBe(200);
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} hydrate={false} />);
}

const cardNames = (html: string) =>
  [...html.matchAll(/data-testid="product-card"[\s\S]*?<h3[^>]*>[\s\S]*?<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("listing page: filters and sort server-rendered (issue 14)", () => {
  it("/products?size=Cob renders only the products with a Cob variant on sale, with chips and Clear filters", async () => {
    const all = await render("/products");
    expect(cardNames(all).length).toBeGreaterThan(10);
    expect(all).not.toContain("Clear filters");
    const html = await render("/products?size=Cob");
    expect(cardNames(html)).toEqual([halter.name]);
    expect(html.replace(/<!-- -->/g, "")).toContain('role="status">1 product</p>');
    expect(html).toMatch(/aria-current="true"[^>]*>Cob/);
    expect(html).toContain('href="/products?size=Cob&amp;size=Full"'); // another size adds to the choice
    expect(html).toContain("Clear filters");
  });

  it("AND across options, OR within one; unknown values and sorts are ignored", async () => {
    expect(cardNames(await render("/products?size=Cob&size=S&sort=price-asc"))).toEqual([collar.name, halter.name]);
    expect(cardNames(await render("/products?size=Cob&size=S&sort=price-desc"))).toEqual([halter.name, collar.name]);
    expect(cardNames(await render("/products?colour=Navy"))).toEqual([collar.name]);
    expect(cardNames(await render("/products?colour=Navy&size=Cob"))).toEqual([]);
    const junk = await render("/products?size=Banana&sort=nope&colour=%3Cb%3E");
    expect(cardNames(junk)).toEqual(cardNames(await render("/products")));
  });

  it("cards of products with options say 'from', show colour dots and link to Choose options; single-variant cards keep Add", async () => {
    const html = await render("/products?size=Cob&size=S");
    expect(html).toMatch(/>from<\/span>/);
    expect(html).toContain("2 colours");
    expect(html).toContain(`aria-label="Choose options: ${collar.name.replace(/&/g, "&amp;")}"`);
    expect(html).not.toContain(`aria-label="Add ${halter.name} to cart"`);
    const plain = await render("/products?q=" + encodeURIComponent("Lead Rope"));
    expect(plain).toContain("to cart");
    expect(plain).not.toContain("Choose options");
    expect(plain).not.toMatch(/>from<\/span>/);
  });

  it("works on category pages and with search words over option values", async () => {
    expect(cardNames(await render("/products/dog%20collar?colour=Navy"))).toEqual([collar.name]);
    expect(cardNames(await render("/products?q=" + encodeURIComponent("cob burgundy")))).toEqual([halter.name]);
  });
});
