import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiUser } from "../../lib/accounts";
import type { ApiProduct } from "../../lib/catalog";
import { newCustomer, type TestCustomer } from "../../server/testing/customers";
import { createTestShop, type TestShop } from "../../server/testing/test-app";
import { servicesContext, userContext } from "../request-context";
import type { Route } from "./+types/cart";
import { clientLoader, loader } from "./cart";

/**
 * Issue 20 (decision 035): a customer's cart page is drawn whole by the server — the saved cart's products and the
 * addresses — so its Place Order works before hydration; a visitor's cart lives in the browser.
 */
let shop: TestShop;
let asha: TestCustomer;
let products: ApiProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  asha = await newCustomer(shop);
  products = ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products;
});
afterAll(async () => {
  await shop.close();
});

async function cartPage(user: ApiUser | null, lang: "" | "/hi" = "") {
  const context = new RouterContextProvider();
  context.set(servicesContext, shop.services);
  context.set(userContext, user);
  return loader({ context, params: {}, request: new Request(`http://localhost${lang}/cart`) } as unknown as Route.LoaderArgs);
}

async function me(who: TestCustomer): Promise<ApiUser> {
  return ((await (await who.call("GET", "/api/user/is-auth")).json()) as { user: ApiUser }).user;
}

describe("the cart page's loader", () => {
  it("draws a customer's saved cart: its products (a variant key brings its product, once) and the addresses", async () => {
    const simple = products.find((p) => (p.variants?.length ?? 1) === 1)!;
    const withOptions = products.find((p) => (p.variants?.length ?? 1) > 1)!;
    const [v1, v2] = withOptions.variants!;
    const cartItems = { [simple._id]: 2, [v1!._id]: 1, [v2!._id]: 3 };
    expect((await asha.call("POST", "/api/cart/update", { cartItems })).status).toBe(200);
    await asha.addAddress({ street: "7, Mall Road" });

    const { drawn } = await cartPage(await me(asha));
    expect(drawn!.products.map((p) => p._id).sort()).toEqual([simple._id, withOptions._id].sort());
    // the same products GET /api/product/list?ids= sends the browser (which fetches them on a client-side visit)
    const ids = Object.keys(cartItems).join(",");
    const api = (await (await shop.app.request(`/api/product/list?ids=${ids}`)).json()) as { products: ApiProduct[] };
    expect(drawn!.products).toEqual(api.products);
    expect(drawn!.addresses.map((a) => a.street)).toEqual([expect.any(String), "7, Mall Road"]);
    expect(drawn!.addresses[0]!._id).toBe(asha.addressId);
  });

  it("names the products in Hindi under /hi, as the API does with lang=hi", async () => {
    const simple = products.find((p) => (p.variants?.length ?? 1) === 1)!;
    await asha.call("POST", "/api/cart/update", { cartItems: { [simple._id]: 1 } });
    const { drawn } = await cartPage(await me(asha), "/hi");
    const api = (await (await shop.app.request(`/api/product/list?ids=${simple._id}&lang=hi`)).json()) as { products: ApiProduct[] };
    expect(drawn!.products).toEqual(api.products);
  });

  it("leaves a visitor's cart (in the browser) and client-side visits to the page itself", async () => {
    expect(await cartPage(null)).toEqual({ drawn: null });
    expect(clientLoader()).toEqual({ drawn: null });
  });

  it("draws an empty saved cart as no products", async () => {
    await asha.call("POST", "/api/cart/update", { cartItems: {} });
    const { drawn } = await cartPage(await me(asha));
    expect(drawn!.products).toEqual([]);
  });
});
