/**
 * Source media shipped with the seed (not generated at seed time): the short
 * gallery video, made by scripts/make-gallery-video.sh from frames of our own
 * artwork. Its storage name carries the first 8 hex digits of the file's
 * sha256 (checked by the seed test), like the rendered images.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const GALLERY_VIDEO = {
  source: "gallery-rope-braiding.webm",
  name: "gallery-rope-braiding-bd0b5f30.webm",
  contentType: "video/webm",
} as const;

/** This module's folder, when it runs from source (the bundled server has no such folder). */
function moduleDir(): string | null {
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
}

/**
 * Reads a file of server/db/seed/media: from `mediaDir` when given, else next to
 * this module when running from source, else under the working directory (the
 * bundled server runs from the project root).
 */
export async function readSeedMedia(source: string, mediaDir?: string): Promise<Uint8Array> {
  const here = moduleDir();
  const candidates = [
    ...(mediaDir ? [path.join(mediaDir, source)] : []),
    ...(here ? [path.join(here, "media", source)] : []),
    path.resolve(process.cwd(), "server/db/seed/media", source),
  ];
  for (const file of candidates) {
    try {
      return await fs.readFile(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    }
  }
  throw new Error(`Seed media not found: ${source} (looked in ${candidates.join(", ")})`);
}
