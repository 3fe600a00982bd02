import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../lib/catalog";
import { newCustomer, type TestCustomer } from "../../testing/customers";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import type { SellerProduct } from "../../../lib/product-admin";

let shop: TestShop;
let seller: TestSeller;
let asha: TestCustomer;
let photo: Buffer;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  asha = await newCustomer(shop);
  // A phone photo: JPEG, rotated by its EXIF orientation, with camera details that must not survive.
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7a3e1d" } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneMaker", Model: "Secret Model X" } } })
    .toBuffer();
});
afterAll(async () => {
  await shop.close();
});

type Body = { success: boolean; message?: string; product?: SellerProduct; products?: SellerProduct[]; fileName?: string };
const json = async (res: Response) => (await res.json()) as Body;

function form(fields: Record<string, string>, files: { name: string; type: string; body: Uint8Array }[] = []): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const file of files) f.append("image", new File([new Uint8Array(file.body)], file.name, { type: file.type }));
  return f;
}
const post = (who: { sid: string }, url: string, body: FormData, cookieName = "seller_sid") =>
  shop.app.request(url, { method: "POST", body, headers: { Origin: "http://localhost", Host: "localhost", Cookie: `${cookieName}=${who.sid}` } });
const valid = {
  name: "Hand-Braided Show Halter",
  category: "horse accessories",
  description: "Soft cotton rope\nBrass buckles",
  price: "1499",
  offerPrice: "1249.50",
  gstRate: "12",
  hsnCode: "4201",
  stock: "7",
};
const storedFiles = async () => (await fs.readdir(shop.services.config.uploadsDir).catch(() => [] as string[])).length;
const liveCount = async () =>
  Number(
    (
      await shop.db
        .selectFrom("products")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("deleted_at", "is", null)
        .executeTakeFirstOrThrow()
    ).n,
  );
const storefront = async () => ((await (await shop.app.request("/api/product/list")).json()) as { products: ApiProduct[] }).products;

describe("adding a product", () => {
  it("stores the product and its photos re-encoded as WebP variants without EXIF, and the storefront shows it at once", async () => {
    await storefront(); // warm the catalogue cache
    const res = await post(
      seller,
      "/api/product/add-product",
      form(valid, [
        { name: "halter.jpg", type: "image/jpeg", body: photo },
        { name: "side.jpg", type: "image/jpeg", body: photo },
      ]),
    );
    expect(res.status).toBe(201);
    const { product } = await json(res);
    expect(product).toMatchObject({
      name: "Hand-Braided Show Halter",
      category: "horse accessories",
      description: ["Soft cotton rope", "Brass buckles"],
      price: 1499,
      offerPrice: 1249.5,
      gstRate: 12,
      hsnCode: "4201",
      stock: 7,
      inStock: true,
      inStockSetting: true,
      rating: null,
      reviewCount: 0,
    });
    expect(product!.image).toHaveLength(1); // the same photo twice is one stored picture
    const listed = (await storefront()).find((p) => p._id === product!._id);
    expect(listed).toMatchObject({ name: "Hand-Braided Show Halter", offerPrice: 1249.5 });

    const file = path.join(shop.services.config.uploadsDir, product!.image[0]!);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1200, 1200]); // turned upright (800 × 1200), then padded to the square frame (issue 15; product-images.test.ts)
    for (const w of [240, 480, 800]) await expect(fs.access(file.replace(/\.webp$/, `-${w}.webp`))).resolves.toBeUndefined();
    const image = await shop.app.request(`/images/${product!.image[0]!.replace(/\.webp$/, "-480.webp")}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).includes(Buffer.from("Secret Model X"))).toBe(false);
  });

  it.each([
    [{ ...valid, name: "" }, "Name is required"],
    [{ ...valid, offerPrice: "1600" }, "Offer price must not be more than the price (MRP)"],
    [{ ...valid, price: "12.345" }, "Price must be an amount in rupees"],
    [{ ...valid, price: "-5" }, "Price must be more than ₹0"],
    [{ ...valid, category: "Cat Toys" }, "Category must be one of"],
    [{ ...valid, gstRate: "7" }, "GST rate must be one of 0, 5, 12, 18, 28 %"],
    [{ ...valid, stock: "-1" }, "Stock must be a whole number"],
    [{ ...valid, hsnCode: "42" }, "HSN code must be 4, 6 or 8 digits"],
    [{ ...valid, rating: "5" }, "Unknown field: rating"],
  ])("refuses %j with a clear message and stores nothing", async (fields, message) => {
    const before = await liveCount();
    const res = await post(seller, "/api/product/add-product", form(fields as Record<string, string>));
    expect(res.status).toBe(400);
    expect((await json(res)).message).toContain(message);
    expect(await liveCount()).toBe(before);
  });

  it("refuses a non-image renamed .jpg, an SVG with script, a 20 MB file and a fifth image: nothing stored", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const big = Buffer.alloc(20 * 1024 * 1024, 1);
    const cases: [{ name: string; type: string; body: Uint8Array }[], number, string][] = [
      [[{ name: "halter.jpg", type: "image/jpeg", body: Buffer.from("MZ this is really an executable, not a photo") }], 415, "is not a photo"],
      [[{ name: "logo.svg", type: "image/svg+xml", body: svg }], 415, "is not a photo"],
      [[{ name: "huge.jpg", type: "image/jpeg", body: big }], 413, ""],
      [Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.jpg`, type: "image/jpeg", body: photo })), 400, "at most 4 images"],
    ];
    for (const [files, status, message] of cases) {
      const [products, stored] = [await liveCount(), await storedFiles()];
      const res = await post(seller, "/api/product/add-product", form(valid, files));
      expect(res.status).toBe(status);
      const body = await json(res);
      expect(body.success).toBe(false);
      if (status !== 413 || body.message?.startsWith("Image upload failed")) expect(body.message).toContain(message);
      expect(await liveCount()).toBe(products);
      expect(await storedFiles()).toBe(stored);
    }
  });

  it("neutralises an image polyglot: a valid GIF carrying script is stored only as a fresh WebP", async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from("<script>alert(document.cookie)</script>")]);
    const res = await post(seller, "/api/upload", form({}, [{ name: "x.gif", type: "image/gif", body: polyglot }]));
    expect(res.status).toBe(201);
    const { fileName } = await json(res);
    const stored = await fs.readFile(path.join(shop.services.config.uploadsDir, fileName!));
    expect(stored.subarray(8, 12).toString()).toBe("WEBP");
    expect(stored.includes(Buffer.from("<script>"))).toBe(false);
    const served = await shop.app.request(`/images/${fileName}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("editing, stock and delete", () => {
  let product: SellerProduct;
  beforeAll(async () => {
    product = (await json(await post(seller, "/api/product/add-product", form({ ...valid, name: "Editable Collar", category: "dog collar" })))).product!;
  });

  it("edits the editable fields, with images uploaded first; the storefront updates", async () => {
    const { fileName } = await json(await post(seller, "/api/upload", form({}, [{ name: "new.jpg", type: "image/jpeg", body: photo }])));
    const res = await seller.call("PUT", `/api/product/${product._id}`, { name: "Padded Collar", category: "Dog Collar", offerPrice: 999, image: [fileName] });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      success: true,
      message: "Product updated successfully",
      product: { name: "Padded Collar", offerPrice: 999, price: 1499, image: [fileName] },
    });
    expect((await storefront()).find((p) => p._id === product._id)).toMatchObject({ name: "Padded Collar", offerPrice: 999 });
  });

  it("refuses mass assignment and images that were never uploaded", async () => {
    for (const extra of [{ rating: 5 }, { _id: "prd_x" }, { deleted_at: null }, { createdAt: "2020-01-01" }]) {
      const res = await seller.call("PUT", `/api/product/${product._id}`, { name: "X", category: "Dog Collar", offerPrice: 10, ...extra });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toContain("Unknown field");
    }
    const res = await seller.call("PUT", `/api/product/${product._id}`, {
      name: "X",
      category: "Dog Collar",
      offerPrice: 10,
      image: ["up-0000000000000000.webp"],
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toContain("upload it first");
    const missing = await seller.call("PUT", "/api/product/prd_0000000000000000000000", { name: "X", category: "Dog Collar", offerPrice: 10 });
    expect(missing.status).toBe(404);
  });

  it("switches a product out of stock and back", async () => {
    expect((await json(await seller.call("POST", "/api/product/stock", { id: product._id, inStock: false }))).product).toMatchObject({
      inStock: false,
      inStockSetting: false,
    });
    expect((await storefront()).find((p) => p._id === product._id)?.inStock).toBe(false);
    await seller.call("POST", "/api/product/stock", { id: product._id, inStock: true });
    expect((await storefront()).find((p) => p._id === product._id)?.inStock).toBe(true);
    expect((await seller.call("POST", "/api/product/stock", { id: "prd_0000000000000000000000", inStock: true })).status).toBe(404);
  });

  it("deletes a product: gone from the shop, while an old order keeps its snapshot", async () => {
    const order = await asha.call("POST", "/api/order/cod", { items: [{ product: product._id, quantity: 1 }], address: asha.addressId });
    const { orderId } = (await order.json()) as { orderId: string };
    expect((await seller.call("DELETE", `/api/product/${product._id}`)).status).toBe(200);
    expect((await storefront()).some((p) => p._id === product._id)).toBe(false);
    expect((await shop.app.request(`/api/product/${product._id}`)).status).toBe(404);
    const kept = (await (await asha.call("GET", `/api/order/${orderId}`)).json()) as { order: { items: { product: { name: string } }[] } };
    expect(kept.order.items[0]!.product.name).toBe("Padded Collar");
    expect((await seller.call("DELETE", `/api/product/${product._id}`)).status).toBe(404);
  });
});

describe("only the seller", () => {
  it("refuses customers, crafted cookies and visitors on every product write", async () => {
    const calls: [string, string, FormData | unknown][] = [
      ["POST", "/api/product/add-product", form(valid)],
      ["POST", "/api/upload", form({}, [{ name: "a.jpg", type: "image/jpeg", body: photo }])],
      ["PUT", "/api/product/prd_0000000000000000000000", { name: "X", category: "Dog Collar", offerPrice: 1 }],
      ["POST", "/api/product/stock", { id: "prd_0000000000000000000000", inStock: false }],
      ["DELETE", "/api/product/prd_0000000000000000000000", undefined],
      ["GET", "/api/seller/products", undefined],
    ];
    for (const cookie of [`sid=${asha.sid}`, `seller_sid=${asha.sid}`, "seller_sid=AAAA", ""]) {
      for (const [method, url, body] of calls) {
        const isForm = body instanceof FormData;
        const res = await shop.app.request(url, {
          method,
          headers: {
            Origin: "http://localhost",
            Host: "localhost",
            Cookie: cookie,
            ...(isForm || body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
        });
        expect([method, url, cookie, res.status]).toEqual([method, url, cookie, 401]);
      }
    }
  });
});
