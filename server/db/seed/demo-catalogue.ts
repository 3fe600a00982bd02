/**
 * The demo catalogue: the spec's seven categories (in order) and the products
 * across their seven category paths (Halterface has its own, issue 15). Prices are in rupees here (whole or .50) and
 * become paise when seeded. Array order is display order: best sellers first.
 *
 * A product either has options (Size / Length × Colour, one variant per
 * combination offered) or is a single variant (`single`). Every variant has
 * its own SKU, prices, stock, weight and photos (the photos of its colour).
 */
import { CATEGORY_TILES } from "./art/index";
import { dogProducts } from "./demo-products-dog";
import { horseProducts } from "./demo-products-horse";
import type { SeedArt } from "./images";
import type { DemoProduct } from "./demo-variants";

export type { DemoProduct, DemoVariant } from "./demo-variants";

export type DemoCategory = { text: string; path: string; bgColor: string; image: SeedArt };

export const demoCategories: DemoCategory[] = [
  { text: "Dog Collar", path: "Dog Collar", bgColor: "#FEF6DA", image: CATEGORY_TILES.dogCollar },
  { text: "Horse Halter", path: "horse accessories", bgColor: "#FEE0E0", image: CATEGORY_TILES.horseHalter },
  { text: "Dog Rope", path: "Rope", bgColor: "#F0F5DE", image: CATEGORY_TILES.dogRope },
  { text: "Dog Rassi", path: "Rassi", bgColor: "#E1F5EC", image: CATEGORY_TILES.dogRassi },
  { text: "Lead Rope", path: "Lead Rope", bgColor: "#E0F6FE", image: CATEGORY_TILES.leadRope },
  // Issue 15: the spec reuses Dog Collar's path for Halterface, which sent the tile to the collars and labelled the
  // head halters "Dog Collar"; the demo shop gives the head halters their own path.
  { text: "Halterface", path: "Halterface", bgColor: "#F1E7F9", image: CATEGORY_TILES.halterface },
  { text: "Rope halter", path: "halter", bgColor: "#FDEBD0", image: CATEGORY_TILES.ropeHalter },
];

/** The padded halter: other tests and journeys rely on its Size × Colour grid. */
export const PADDED_HALTER = "Padded Nylon Horse Halter";

/** Shown first (the home page's best sellers are the first five in stock). */
const FEATURED = [
  PADDED_HALTER,
  "Jacquard Nylon Dog Collar",
  "Cotton Lead Rope with Brass Bolt Snap",
  "Braided Cotton Dog Rassi",
  "Knotted Rope Halter",
  "Cotton Rope Dog Leash",
  "Dog Collar & Leash Set – Medium, Teal",
  "Halter & Lead Rope Combo – Full Size, Royal Blue",
];

function ordered(all: DemoProduct[]): DemoProduct[] {
  const rank = (p: DemoProduct) => {
    const i = FEATURED.indexOf(p.name);
    return i === -1 ? FEATURED.length : i;
  };
  // Stable sort: featured first in the listed order, then the rest as written.
  return [...all].sort((a, b) => rank(a) - rank(b));
}

export const demoProducts: DemoProduct[] = ordered([...horseProducts, ...dogProducts]);
