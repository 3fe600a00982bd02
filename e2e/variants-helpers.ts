import { expect, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import type { ApiProduct } from "../lib/catalog";
import { SELLER } from "./helpers";

const SIZE = { name: "Size", values: ["Pony", "Cob", "Full"] };
const COLOUR = { name: "Colour", values: ["Black", "Burgundy"] };

/**
 * Through the seller API: a halter with Size [Pony, Cob, Full] × Colour [Black, Burgundy], every combination at
 * ₹1,200 except Cob / Burgundy at ₹1,350 (3 in stock), and Cob / Black sold out.
 */
export async function createHalter(seller: APIRequestContext, origin: string): Promise<ApiProduct> {
  const headers = { Origin: origin };
  expect((await seller.post("/api/seller/login", { data: SELLER, headers })).status()).toBe(200);
  const stamp = Date.now().toString(36);
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#7a1f2b" } })
    .jpeg()
    .toBuffer();
  const added = await seller.post("/api/product/add-product", {
    headers,
    multipart: {
      name: `E2E Variant Halter ${stamp}`,
      category: "horse accessories",
      description: "Padded nylon\nBrass buckles",
      price: "1500",
      offerPrice: "1200",
      image: { name: "halter.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const productId = ((await added.json()) as { product: { _id: string } }).product._id;
  const grid = (await (await seller.get(`/api/seller/products/${productId}/variants`)).json()) as {
    product: { variants: { _id: string; updatedAt: string }[] };
  };
  const first = grid.product.variants[0]!;
  const variants = SIZE.values.flatMap((size) =>
    COLOUR.values.map((colour) => {
      const firstRow = size === "Pony" && colour === "Black";
      const cobBlack = size === "Cob" && colour === "Black";
      return {
        ...(firstRow ? { _id: first._id, updatedAt: first.updatedAt } : {}),
        options: { Size: size, Colour: colour },
        sku: `E2E-HAL-${stamp}-${size}-${colour}`.toUpperCase(),
        price: 1500,
        offerPrice: size === "Cob" && colour === "Burgundy" ? 1350 : 1200,
        stock: cobBlack ? 0 : size === "Cob" ? 3 : 20,
        inStock: !cobBlack,
      };
    }),
  );
  const saved = await seller.put(`/api/seller/products/${productId}/variants`, { headers, data: { options: [SIZE, COLOUR], variants } });
  expect(saved.status(), await saved.text()).toBe(200);
  const res = await seller.get(`/api/product/${productId}`);
  return ((await res.json()) as { product: ApiProduct }).product;
}
