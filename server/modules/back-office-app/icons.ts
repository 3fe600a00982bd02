import sharp from "sharp";

/** The back office's colours (app/app.css): saddle leather on cream. */
export const THEME_COLOUR = "#7a3e1d";
export const BACKGROUND_COLOUR = "#fbf7f0";

/**
 * The shop mark, drawn for this shop: a horseshoe in cream with its nail holes,
 * a rope loop through it and a brass ring, on saddle leather. `maskable` fills
 * the whole square (the launcher cuts its own shape) and keeps the mark inside
 * the middle 80 % safe zone; the plain icon is a rounded tile.
 */
export function shopMarkSvg(maskable: boolean): string {
  const tile = maskable
    ? `<rect width="512" height="512" fill="${THEME_COLOUR}"/>`
    : `<rect x="16" y="16" width="480" height="480" rx="108" fill="${THEME_COLOUR}"/>`;
  // Mark drawn in a 512 box, scaled into the safe zone for the maskable icon.
  const scale = maskable ? 0.72 : 0.86;
  const shift = (512 - 512 * scale) / 2;
  const holes = [
    [176, 318],
    [166, 262],
    [180, 208],
    [336, 318],
    [346, 262],
    [332, 208],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${THEME_COLOUR}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${tile}
<g transform="translate(${shift} ${shift}) scale(${scale})">
<path d="M150 400 L150 300 C150 170 200 120 256 120 C312 120 362 170 362 300 L362 400" fill="none" stroke="#f3e9da" stroke-width="58" stroke-linecap="round"/>
${holes}
<path d="M96 420 C180 360 332 360 416 420" fill="none" stroke="#b7791f" stroke-width="22" stroke-linecap="round" stroke-dasharray="30 14"/>
<circle cx="256" cy="118" r="34" fill="none" stroke="#b7791f" stroke-width="16"/>
</g></svg>`;
}

export type IconName = "icon-192.png" | "icon-512.png" | "maskable-512.png";
export const ICONS: Record<IconName, { size: number; maskable: boolean }> = {
  "icon-192.png": { size: 192, maskable: false },
  "icon-512.png": { size: 512, maskable: false },
  "maskable-512.png": { size: 512, maskable: true },
};

const rendered = new Map<IconName, Promise<Buffer>>();

/** A PNG of the mark, rendered by sharp on first request and kept in memory (three small files, ~20 KB together). */
export function iconPng(name: IconName): Promise<Buffer> {
  let png = rendered.get(name);
  if (!png) {
    const { size, maskable } = ICONS[name];
    png = sharp(Buffer.from(shopMarkSvg(maskable)), { density: 144 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    // A failed render is not kept: the next request tries again.
    png.catch(() => rendered.delete(name));
    rendered.set(name, png);
  }
  return png;
}
