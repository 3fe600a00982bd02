/**
 * The seed artwork as `SeedArt` entries (slug + lazy SVG) for products,
 * category tiles and the shop's content pictures.
 */
import type { SeedArt } from "../images";
import { collarArt, type CollarOptions, type CollarView } from "./collars";
import { braidingArt, handBraidingArt, loomArt, packingArt, qualityArt, shippingArt } from "./gallery";
import { halterArt, type HalterOptions, type HalterView } from "./halters";
import { lineArt, type LineOptions, type LineView } from "./leads";
import { COLORWAYS as C, type Colorway } from "./palette";
import { coilTrio, collarLeashSet, headHalterArt, type HeadHalterOptions } from "./sets";
import { aboutArt, brandArt, founderArt } from "./showcase";
import { transparent } from "./studio";

export { COLORWAYS } from "./palette";
export type { Colorway } from "./palette";

const slugOf = (sku: string, view: string) => `${sku.toLowerCase()}-${view}`;

export function halterPic(sku: string, o: HalterOptions, view: HalterView, extra: Colorway[] = []): SeedArt {
  return { slug: slugOf(sku, view), svg: () => halterArt(o, view, extra) };
}

export function collarPic(sku: string, o: CollarOptions, view: CollarView, extra: Colorway[] = []): SeedArt {
  return { slug: slugOf(sku, view), svg: () => collarArt(o, view, extra) };
}

export function linePic(sku: string, o: LineOptions, view: LineView): SeedArt {
  return { slug: slugOf(sku, view), svg: () => lineArt(o, view) };
}

export function headHalterPic(sku: string, o: HeadHalterOptions, view: "flat" | "closeup"): SeedArt {
  return { slug: slugOf(sku, view), svg: () => headHalterArt(o, view) };
}

export function collarLeashPic(sku: string, collar: CollarOptions, leash: LineOptions): SeedArt {
  return { slug: slugOf(sku, "set"), svg: () => collarLeashSet(collar, leash) };
}

export function coilTrioPic(sku: string, lines: LineOptions[]): SeedArt {
  return { slug: slugOf(sku, "trio"), svg: () => coilTrio(lines) };
}

/** Category tile: the product on a transparent background, for the coloured card. */
export function tilePic(slug: string, svg: () => string): SeedArt {
  return { slug: `category-${slug}`, svg: () => transparent(svg()), transparent: true };
}

/** Braided cotton in natural colour with a coloured fleck. */
export function cotton(fleck: string): string[] {
  return ["#efe3c8", "#efe3c8", fleck, "#efe3c8"];
}

export const CATEGORY_TILES = {
  dogCollar: tilePic("dog-collar", () => collarArt({ color: C.red, stripes: true }, "ring")),
  horseHalter: tilePic("horse-halter", () => halterArt({ kind: "padded", color: C.burgundy }, "hanging")),
  dogRope: tilePic("dog-rope", () => lineArt({ material: "rope", color: C.navy, handle: true }, "coil")),
  dogRassi: tilePic("dog-rassi", () => lineArt({ material: "braid", color: C.natural, strands: cotton("#b3322c"), noHook: true }, "coil")),
  leadRope: tilePic("lead-rope", () => lineArt({ material: "rope", color: C.forest }, "hanging")),
  halterface: tilePic("halterface", () => headHalterArt({ color: C.orange }, "flat")),
  ropeHalter: tilePic("rope-halter", () => halterArt({ kind: "rope", color: C.teal }, "hanging")),
};

export const CONTENT_ART = {
  founder: { slug: "founder-portrait", svg: founderArt } satisfies SeedArt,
  about: { slug: "about-workshop", svg: aboutArt } satisfies SeedArt,
  brand: { slug: "brand-collection", svg: brandArt } satisfies SeedArt,
  videoPoster: { slug: "gallery-braiding-video-poster", svg: () => braidingArt(0) } satisfies SeedArt,
  gallery: [
    { slug: "gallery-loom", svg: loomArt },
    { slug: "gallery-rope-braiding", svg: handBraidingArt },
    { slug: "gallery-quality-check", svg: () => qualityArt(halterArt({ kind: "webbing", color: C.navy }, "hanging")) },
    { slug: "gallery-eco-packing", svg: () => packingArt(lineArt({ material: "rope", color: C.teal }, "coil")) },
    { slug: "gallery-shipping", svg: shippingArt },
  ] satisfies SeedArt[],
};
