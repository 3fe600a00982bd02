import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerProduct } from "../../../lib/product-admin";
import { newSeller, type TestSeller } from "../../testing/sellers";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { FRAME_RGB } from "./product-images";

// Issue 15 item 6: a landscape photo is never cut to a square unless the seller asks for a crop.
let shop: TestShop;
let seller: TestSeller;
let landscape: Buffer;
beforeAll(async () => {
  shop = await createTestShop();
  seller = await newSeller(shop);
  // 1200 × 400: a red band at the left edge, a blue band at the right, green between, on a white backdrop row top and bottom.
  const w = 1200;
  const h = 400;
  const px = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const c = y < 4 || y >= h - 4 ? [255, 255, 255] : x < 150 ? [220, 20, 20] : x >= w - 150 ? [20, 20, 220] : [20, 160, 40];
      px[i] = c[0]!;
      px[i + 1] = c[1]!;
      px[i + 2] = c[2]!;
    }
  landscape = await sharp(px, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await shop.close();
});

type Body = { success: boolean; message?: string; product?: SellerProduct; fileName?: string };
const post = (url: string, body: FormData) =>
  shop.app.request(url, { method: "POST", body, headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` } });
function form(fields: Record<string, string>, count = 1): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (let i = 0; i < count; i++) f.append("image", new File([new Uint8Array(landscape)], `wide-${i}.png`, { type: "image/png" }));
  return f;
}
const product = { name: "Wide Photo Halter", category: "horse accessories", price: "999", offerPrice: "899" };

/** The stored 800 px file of an upload, as RGB pixels, and a function reading one pixel. */
async function stored800(fileName: string) {
  const file = path.join(shop.services.config.uploadsDir, fileName.replace(/\.webp$/, "-800.webp"));
  const { data, info } = await sharp(await fs.readFile(file))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  /** The pixel at a fraction of the width and height (a cropped photo is stored at its own 400 px, never enlarged). */
  const at = (fx: number, fy: number) => {
    const i = (Math.round(fy * (info.height - 1)) * info.width + Math.round(fx * (info.width - 1))) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { width: info.width, height: info.height, at };
}
const near = (got: number[], want: readonly number[], tolerance = 30) => got.every((v, i) => Math.abs(v - want[i]!) <= tolerance);
const RED = [220, 20, 20];
const BLUE = [20, 20, 220];
const GREEN = [20, 160, 40];

describe("uploaded photos keep their whole picture by default", () => {
  it("POST /api/upload without a choice (the spec's payload) pads a 1200×400 photo into the square: both the red left and the blue right edge are kept", async () => {
    const res = await post("/api/upload", form({}));
    expect(res.status).toBe(201);
    const { fileName } = (await res.json()) as Body;
    const img = await stored800(fileName!);
    expect([img.width, img.height]).toEqual([800, 800]);
    expect(near(img.at(0.006, 0.5), RED)).toBe(true);
    expect(near(img.at(0.994, 0.5), BLUE)).toBe(true);
    expect(near(img.at(0.5, 0.5), GREEN)).toBe(true);
    // The bands above and below continue the photo's own plain (white) edge rather than a hard frame.
    expect(near(img.at(0.5, 0.025), [255, 255, 255], 12)).toBe(true);
    expect(near(img.at(0.5, 0.975), [255, 255, 255], 12)).toBe(true);
  });

  it('cuts the centre square only when the seller chose "crop": neither edge survives', async () => {
    const res = await post("/api/upload", form({ imageFit: "crop" }));
    expect(res.status).toBe(201);
    const img = await stored800(((await res.json()) as Body).fileName!);
    expect([img.width, img.height]).toEqual([400, 400]); // the centre 400 px square, not enlarged
    expect(near(img.at(0.006, 0.5), GREEN)).toBe(true);
    expect(near(img.at(0.994, 0.5), GREEN)).toBe(true);
    expect(near(img.at(0.006, 0.5), RED)).toBe(false);
  });

  it("add-product takes one choice per photo, in photo order; photos without a choice are fitted", async () => {
    const res = await post("/api/product/add-product", form({ ...product, imageFit: "crop" }, 1));
    expect(res.status).toBe(201);
    const cropped = await stored800(((await res.json()) as Body).product!.image[0]!);
    expect(near(cropped.at(0.006, 0.5), GREEN)).toBe(true);

    const res2 = await post("/api/product/add-product", form({ ...product, name: "Wide Photo Rope" }, 1));
    expect(res2.status).toBe(201);
    const fitted = await stored800(((await res2.json()) as Body).product!.image[0]!);
    expect(near(fitted.at(0.006, 0.5), RED)).toBe(true);
    expect(near(fitted.at(0.994, 0.5), BLUE)).toBe(true);
  });

  it("a photo with a busy edge is padded with the storefront's frame colour", async () => {
    const w = 600;
    const h = 300;
    const px = Buffer.alloc(w * h * 3);
    for (let i = 0; i < px.length; i++) px[i] = (i * 37) % 256; // noise: no plain edge
    const noisy = await sharp(px, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toBuffer();
    const f = new FormData();
    f.append("image", new File([new Uint8Array(noisy)], "noisy.png", { type: "image/png" }));
    const res = await post("/api/upload", f);
    expect(res.status).toBe(201);
    const file = path.join(shop.services.config.uploadsDir, ((await res.json()) as Body).fileName!);
    const { data, info } = await sharp(await fs.readFile(file))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([600, 600]);
    expect(near([...data.subarray((10 * 600 + 300) * 3, (10 * 600 + 300) * 3 + 3)], FRAME_RGB, 6)).toBe(true);
  });

  it("turns a phone photo upright by its EXIF orientation before padding it", async () => {
    // Stored sideways (600 × 300, red left half, blue right half) with orientation 6: upright it is 300 × 600, red on top.
    const px = Buffer.alloc(600 * 300 * 3);
    for (let y = 0; y < 300; y++) for (let x = 0; x < 600; x++) px.set(x < 300 ? RED : BLUE, (y * 600 + x) * 3);
    const sideways = await sharp(px, { raw: { width: 600, height: 300, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const f = new FormData();
    f.append("image", new File([new Uint8Array(sideways)], "phone.jpg", { type: "image/jpeg" }));
    const res = await post("/api/upload", f);
    expect(res.status).toBe(201);
    const img = await stored800(((await res.json()) as Body).fileName!);
    expect([img.width, img.height]).toEqual([600, 600]);
    // Orientation 6 turns the picture 90° clockwise: the left (red) half becomes the top.
    expect(near(img.at(0.5, 0.1), RED)).toBe(true);
    expect(near(img.at(0.5, 0.9), BLUE)).toBe(true);
  });

  it.each([
    ["/api/upload", { imageFit: "stretch" }, 1, 'imageFit: use "fit" (keep the whole photo) or "crop" (centre square), not "stretch"'],
    ["/api/upload", { imageFit: "fit,crop" }, 1, "imageFit: 2 choices for 1 image"],
    ["/api/product/add-product", { ...product, imageFit: "fit,crop,fit" }, 2, "imageFit: 3 choices for 2 images"],
  ])("refuses a wrong choice on %s with a clear 400 and stores nothing", async (url, fields, count, message) => {
    const before = (await fs.readdir(shop.services.config.uploadsDir).catch(() => [] as string[])).length;
    const res = await post(url, form(fields, count));
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.success).toBe(false);
    expect(body.message).toBe(`Image upload failed: ${message}`);
    expect((await fs.readdir(shop.services.config.uploadsDir).catch(() => [] as string[])).length).toBe(before);
  });
});
