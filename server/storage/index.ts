import fs from "node:fs/promises";
import path from "node:path";
import type { StorageConfig } from "../config";
import { s3Storage } from "./s3";

/**
 * Where product images and media live. Local disk by default
 * (`DATA_DIR/uploads`), or an S3-compatible bucket shared by several instances
 * (./s3.ts). Labels are drawn per request; an issued invoice's PDF is kept in the
 * database (invoice_pdfs), not here: everything stored here is public under /images.
 * Names are flat, validated file names: no folders, no traversal.
 */
export interface Storage {
  put(name: string, body: Uint8Array, contentType: string): Promise<void>;
  get(name: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  exists(name: string): Promise<boolean>;
}

export const STORAGE_NAME = /^[a-z0-9][a-z0-9_-]{0,120}\.(webp|png|jpg|jpeg|svg|webm|mp4)$/;

const TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  webm: "video/webm",
  mp4: "video/mp4",
};

export function contentTypeOf(name: string): string {
  return TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export function localDiskStorage(dir: string): Storage {
  const resolve = (name: string) => {
    if (!STORAGE_NAME.test(name)) throw new Error(`Invalid storage name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async put(name, body) {
      await fs.mkdir(dir, { recursive: true });
      const file = resolve(name);
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
    },
    async get(name) {
      if (!STORAGE_NAME.test(name)) return null;
      try {
        const body = await fs.readFile(resolve(name));
        return { body, contentType: contentTypeOf(name) };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async exists(name) {
      if (!STORAGE_NAME.test(name)) return false;
      try {
        await fs.access(resolve(name));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The configured storage: local disk, or an S3-compatible bucket (`S3_BUCKET`). */
export function createStorage(cfg: StorageConfig): Storage {
  return cfg.kind === "s3" ? s3Storage(cfg) : localDiskStorage(cfg.dir);
}
