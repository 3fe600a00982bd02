/**
 * The demo catalogue: the spec's seven categories (in order) and 34 products
 * across the six category paths. Prices are in rupees here (whole or .50) and
 * become paise when seeded. Array order is display order: best sellers first.
 */
import { CATEGORY_TILES } from "./art/index";
import { dogProducts } from "./demo-products-dog";
import { horseProducts } from "./demo-products-horse";
import type { SeedArt } from "./images";

export type DemoCategory = { text: string; path: string; bgColor: string; image: SeedArt };

export type DemoProduct = {
  name: string;
  /** A category path. */
  category: string;
  description: string[];
  /** MRP in rupees. */
  mrp: number;
  offerPrice: number;
  images: SeedArt[];
  sku: string;
  code: string;
  hsnCode: string;
  /** GST rate in percent. */
  gstRate: number;
  inStock: boolean;
  /** null: stock not counted. */
  stock: number | null;
};

export const demoCategories: DemoCategory[] = [
  { text: "Dog Collar", path: "Dog Collar", bgColor: "#FEF6DA", image: CATEGORY_TILES.dogCollar },
  { text: "Horse Halter", path: "horse accessories", bgColor: "#FEE0E0", image: CATEGORY_TILES.horseHalter },
  { text: "Dog Rope", path: "Rope", bgColor: "#F0F5DE", image: CATEGORY_TILES.dogRope },
  { text: "Dog Rassi", path: "Rassi", bgColor: "#E1F5EC", image: CATEGORY_TILES.dogRassi },
  { text: "Lead Rope", path: "Lead Rope", bgColor: "#E0F6FE", image: CATEGORY_TILES.leadRope },
  { text: "Halterface", path: "Dog Collar", bgColor: "#F1E7F9", image: CATEGORY_TILES.halterface },
  { text: "Rope halter", path: "halter", bgColor: "#FDEBD0", image: CATEGORY_TILES.ropeHalter },
];

/** Shown first (the home page's best sellers are the first five in stock). */
const FEATURED = ["BB-HH-001", "BB-DC-001", "BB-LR-001", "BB-RS-001", "BB-RH-001", "BB-DR-001", "BB-DC-005", "BB-HH-004"];

function ordered(all: DemoProduct[]): DemoProduct[] {
  const rank = (p: DemoProduct) => {
    const i = FEATURED.indexOf(p.sku);
    return i === -1 ? FEATURED.length : i;
  };
  // Stable sort: featured first in the listed order, then the rest as written.
  return [...all].sort((a, b) => rank(a) - rank(b));
}

export const demoProducts: DemoProduct[] = ordered([...horseProducts, ...dogProducts]);
