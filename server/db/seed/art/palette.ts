/** Colour helpers and the named colourways the products come in. */
export type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mix two colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);
export const darken = (c: string, t: number): string => mix(c, "#1a0f08", t);

/** One colourway of a textile: main colour, a second colour for stripes or flecks, thread colour. */
export type Colorway = { name: string; main: string; accent: string; thread: string };

export const COLORWAYS = {
  burgundy: { name: "Burgundy", main: "#7a2333", accent: "#c9a25a", thread: "#e8d3a8" },
  navy: { name: "Navy", main: "#1f3556", accent: "#d9b46a", thread: "#d8d2c4" },
  forest: { name: "Forest Green", main: "#2f5a3c", accent: "#d6b56c", thread: "#e6dcc0" },
  tan: { name: "Tan", main: "#a8693a", accent: "#f0dcb4", thread: "#f3e6c9" },
  black: { name: "Black", main: "#26221f", accent: "#b0895a", thread: "#9c8f7e" },
  royal: { name: "Royal Blue", main: "#2a4f9e", accent: "#f1c760", thread: "#e9e4d6" },
  red: { name: "Red", main: "#b3322c", accent: "#f2d49b", thread: "#f4e7cf" },
  teal: { name: "Teal", main: "#1f6f6b", accent: "#e9c37a", thread: "#e3eee9" },
  mustard: { name: "Mustard", main: "#c8952b", accent: "#5b3a1e", thread: "#fbeccb" },
  plum: { name: "Plum", main: "#5b2d52", accent: "#e2b86f", thread: "#eadbe3" },
  rose: { name: "Dusty Rose", main: "#c27a7f", accent: "#f6e3d4", thread: "#fbeee6" },
  natural: { name: "Natural", main: "#e6d5b3", accent: "#a8693a", thread: "#fff7e6" },
  olive: { name: "Olive", main: "#6b6a34", accent: "#e7c98c", thread: "#eee7cc" },
  chocolate: { name: "Chocolate", main: "#5a3623", accent: "#d3a867", thread: "#e9d3ae" },
  sky: { name: "Sky Blue", main: "#5d97c2", accent: "#f7f0de", thread: "#f2f5f7" },
  orange: { name: "Saffron", main: "#d9732a", accent: "#3a2a1d", thread: "#fde9cf" },
} satisfies Record<string, Colorway>;

export type ColorName = keyof typeof COLORWAYS;

export function colorway(name: ColorName): Colorway {
  return COLORWAYS[name];
}

/** Metal finishes for buckles, rings and snaps. */
export type Metal = "brass" | "nickel" | "bronze";

export const METALS: Record<Metal, { stops: string[]; edge: string }> = {
  brass: { stops: ["#fff1c2", "#e4be63", "#a9792a", "#f2d57e", "#7a5418"], edge: "#5e3f10" },
  nickel: { stops: ["#ffffff", "#d9dde2", "#8e959e", "#e9ecef", "#5d636b"], edge: "#474c53" },
  bronze: { stops: ["#f6d2a8", "#c48a52", "#7d4f26", "#d8a26b", "#55331a"], edge: "#3e2412" },
};

/** Studio backdrops: centre and edge colours of the seamless paper. */
export const BACKDROPS = {
  cream: ["#fbf6ee", "#e9dcc7"],
  sand: ["#f7efe3", "#e2cfb3"],
  sage: ["#f1f3ea", "#d5dbc6"],
  blush: ["#fbf1ee", "#ead3cb"],
  mist: ["#f2f4f5", "#d6dde1"],
} as const;

export type Backdrop = keyof typeof BACKDROPS;
