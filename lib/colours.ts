/**
 * Colour option values → a CSS colour for swatches (product-page pickers, cards' dots, listing chips).
 * Names are matched without case or extra spaces; an unknown name gives null (the caller shows a neutral,
 * outlined dot and the name as text). One small map: it is in the storefront's shared chunk.
 */
const COLOURS = new Map<string, string>(
  Object.entries({
    black: "#1c1917",
    white: "#ffffff",
    ivory: "#fffff0",
    cream: "#f5f0e1",
    "off white": "#f5f0e6",
    beige: "#d8c3a5",
    tan: "#c19a6b",
    brown: "#6b4226",
    chocolate: "#4a2c1a",
    "dark brown": "#3e2618",
    grey: "#808080",
    gray: "#808080",
    charcoal: "#36454f",
    silver: "#c0c0c0",
    gold: "#c9a227",
    red: "#c0262d",
    crimson: "#a4161a",
    maroon: "#6d1a1f",
    burgundy: "#7a1f35",
    wine: "#722f37",
    pink: "#e58fb1",
    "hot pink": "#e0457b",
    fuchsia: "#c2185b",
    purple: "#6a3d9a",
    violet: "#7f3fbf",
    lavender: "#b4a7d6",
    orange: "#e67e22",
    rust: "#b7410e",
    mustard: "#d4a017",
    yellow: "#f2c511",
    green: "#2e7d32",
    "forest green": "#228b22",
    "dark green": "#1e5631",
    "bottle green": "#0b5d3b",
    "hunter green": "#355e3b",
    olive: "#6b7a2a",
    lime: "#9ccc3d",
    teal: "#0f7c7c",
    turquoise: "#30b5b0",
    blue: "#1f5fbf",
    "royal blue": "#2251c5",
    "sky blue": "#6cb4e4",
    navy: "#1b2a4a",
    "navy blue": "#1b2a4a",
    khaki: "#b5a36a",
    plum: "#8e4585",
    saffron: "#f4c430",
  }),
);

/** The CSS colour for a colour name ("Burgundy" → #7a1f35, "  navy BLUE" = "Navy", "Red Fleck" = "Red"), or null when no word of it is one we know. */
export function colourCss(name: string): string | null {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ");
  const known = COLOURS.get(key);
  if (known) return known;
  // "Red Fleck", "Saffron Fleck": the first word that names a colour
  for (const word of key.split(" ")) {
    const css = COLOURS.get(word);
    if (css) return css;
  }
  return null;
}

/** The product page's name for the same lookup. */
export const swatchColour = colourCss;

export { isColourOption } from "./variant-choice";
