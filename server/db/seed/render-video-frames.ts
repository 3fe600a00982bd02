/**
 * Writes the PNG frames of the gallery video (a seamless loop of the braiding
 * machine at work) for scripts/make-gallery-video.sh. Usage:
 *   tsx server/db/seed/render-video-frames.ts <out-dir> [fps=24] [seconds=4] [width=640]
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { braidingArt } from "./art/gallery";
import { mapLimit } from "./images";

const [outDir, fpsArg, secondsArg, widthArg] = process.argv.slice(2);
if (!outDir) throw new Error("usage: render-video-frames.ts <out-dir> [fps] [seconds] [width]");
const fps = Number(fpsArg ?? 24);
const count = Math.round(fps * Number(secondsArg ?? 4));
const width = Number(widthArg ?? 640);

await fs.mkdir(outDir, { recursive: true });
await mapLimit(
  Array.from({ length: count }, (_, i) => i),
  3,
  async (i) => {
    const svg = braidingArt(i / count);
    const file = path.join(outDir, `frame-${String(i).padStart(4, "0")}.png`);
    await sharp(Buffer.from(svg)).resize({ width }).flatten({ background: "#ffffff" }).png({ compressionLevel: 1 }).toFile(file);
  },
);
console.log(`${count} frames (${width} px wide) in ${outDir}`);
