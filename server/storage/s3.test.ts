import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startS3 } from "../testing/s3";
import { newSeller } from "../testing/sellers";
import { createTestShop } from "../testing/test-app";
import { s3Storage } from "./s3";

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
});

const config = () => {
  const storage = loadConfig({ ...s3.env, DATA_DIR: "/tmp/unused" }).storage;
  if (storage.kind !== "s3") throw new Error("S3_BUCKET should select S3 storage");
  return storage;
};

describe("S3 storage", () => {
  it("stores, finds and returns files; a missing file is null, not an error", async () => {
    const storage = s3Storage(config());
    const body = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(await storage.exists("logo-abc123.svg")).toBe(false);
    expect(await storage.get("logo-abc123.svg")).toBeNull();
    await storage.put("logo-abc123.svg", body, "image/svg+xml");
    expect(await storage.exists("logo-abc123.svg")).toBe(true);
    const file = await storage.get("logo-abc123.svg");
    expect(file?.contentType).toBe("image/svg+xml");
    expect(Buffer.from(file!.body).equals(Buffer.from(body))).toBe(true);
    // a second instance (its own client, empty memory cache) reads the same bucket
    const other = s3Storage(config());
    expect(Buffer.from((await other.get("logo-abc123.svg"))!.body).toString()).toContain("<svg");
    storage.close();
    other.close();
  });

  it("refuses names outside the storage pattern without asking the bucket", async () => {
    const storage = s3Storage(config());
    await expect(storage.put("../etc/passwd.webp", new Uint8Array(1), "image/webp")).rejects.toThrow("Invalid storage name");
    expect(await storage.get("../../x.webp")).toBeNull();
    expect(await storage.exists("a/b.webp")).toBe(false);
    storage.close();
  });

  it("serves a file from memory after the first read, within its memory limit", async () => {
    const storage = s3Storage(config(), { cacheBytes: 8 * 1024 });
    await storage.put("small-1.webp", new Uint8Array(500).fill(1), "image/webp");
    await storage.put("big-1.webp", new Uint8Array(4000).fill(2), "image/webp");
    expect((await storage.get("small-1.webp"))?.body.byteLength).toBe(500);
    expect((await storage.get("big-1.webp"))?.body.byteLength).toBe(4000); // over an eighth of the limit: not kept
    await s3.close(); // the bucket is gone: only what was kept in memory can still be served
    expect((await storage.get("small-1.webp"))?.body.byteLength).toBe(500);
    await expect(storage.get("big-1.webp")).rejects.toThrow();
    s3 = await startS3();
    storage.close();
  });

  it("configuration: both keys or neither, and S3 settings need a bucket", () => {
    expect(() => loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toThrow("set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
    expect(() => loadConfig({ S3_ENDPOINT: "http://localhost:9000" })).toThrow("S3_ENDPOINT and S3 keys need S3_BUCKET");
    expect(loadConfig({}).storage.kind).toBe("disk");
    expect(loadConfig({ S3_BUCKET: "b" }).storage).toMatchObject({ kind: "s3", endpoint: null, region: "us-east-1", credentials: null, forcePathStyle: false });
    expect(loadConfig({ ...s3.env }).storage).toMatchObject({ kind: "s3", forcePathStyle: true });
  });
});

describe("a shop on S3 storage", () => {
  it("seeds its pictures into the bucket, serves them, and stores a seller's upload there", async () => {
    const shop = await createTestShop({ renderImages: true, env: s3.env });
    try {
      const { products } = (await (await shop.app.request("/api/product/list")).json()) as { products: { image: string[] }[] };
      const seeded = products[0]!.image[0]!.replace(/\.webp$/, "-240.webp");
      const res = await shop.app.request(`/images/${seeded}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(await s3Storage(config()).exists(seeded)).toBe(true);

      const seller = await newSeller(shop);
      const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#3f5f3a" } })
        .jpeg()
        .toBuffer();
      const body = new FormData();
      body.append("image", new File([new Uint8Array(photo)], "collar.jpg", { type: "image/jpeg" }));
      const upload = await shop.app.request("/api/upload", {
        method: "POST",
        body,
        headers: { Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${seller.sid}` },
      });
      expect(upload.status).toBe(201);
      const { fileName } = (await upload.json()) as { fileName: string };
      expect(await s3Storage(config()).exists(fileName)).toBe(true);
      expect(shop.services.config.storage.kind).toBe("s3");
    } finally {
      await shop.close();
    }
  }, 120_000);
});
