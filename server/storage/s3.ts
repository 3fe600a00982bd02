import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { StorageConfig } from "../config";
import { contentTypeOf, STORAGE_NAME, type Storage } from "./index";

type S3Config = Extract<StorageConfig, { kind: "s3" }>;

const notFound = (e: unknown) => e instanceof S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === "NoSuchKey" || e.name === "NotFound");

/**
 * Product images and media in an S3-compatible bucket (AWS S3, R2, MinIO, s3rver), so every instance serves what
 * any instance stored. Names are content-addressed and never rewritten, so what was read once is kept in memory
 * (up to `cacheBytes`, least recently used out first) and the bucket is asked once per file per instance.
 */
export function s3Storage(cfg: S3Config, opts: { cacheBytes?: number } = {}): Storage & { close(): void } {
  const client = new S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    ...(cfg.credentials ? { credentials: cfg.credentials } : {}),
    forcePathStyle: cfg.forcePathStyle,
  });
  const limit = opts.cacheBytes ?? 64 * 1024 * 1024;
  const cache = new Map<string, { body: Uint8Array; contentType: string }>();
  let cached = 0;
  const remember = (name: string, file: { body: Uint8Array; contentType: string }) => {
    if (file.body.byteLength > limit / 8) return;
    cache.set(name, file);
    cached += file.body.byteLength;
    for (const [k, v] of cache) {
      if (cached <= limit) break;
      cache.delete(k);
      cached -= v.body.byteLength;
    }
  };
  return {
    async put(name, body, contentType) {
      if (!STORAGE_NAME.test(name)) throw new Error(`Invalid storage name: ${name}`);
      await client.send(
        new PutObjectCommand({ Bucket: cfg.bucket, Key: name, Body: body, ContentType: contentType, CacheControl: "public, max-age=31536000, immutable" }),
      );
    },
    async get(name) {
      if (!STORAGE_NAME.test(name)) return null;
      const hit = cache.get(name);
      if (hit) {
        cache.delete(name); // most recently used goes last
        cache.set(name, hit);
        return hit;
      }
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: name }));
        if (!res.Body) return null;
        const file = { body: await res.Body.transformToByteArray(), contentType: contentTypeOf(name) };
        remember(name, file);
        return file;
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async exists(name) {
      if (!STORAGE_NAME.test(name)) return false;
      if (cache.has(name)) return true;
      try {
        await client.send(new HeadObjectCommand({ Bucket: cfg.bucket, Key: name }));
        return true;
      } catch (e) {
        if (notFound(e)) return false;
        throw e;
      }
    },
    close() {
      client.destroy();
    },
  };
}
