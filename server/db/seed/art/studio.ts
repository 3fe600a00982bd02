/** SVG document wrapper with the shared definitions: studio backdrop, shadows, metal finishes. */
import { f } from "./geometry";
import { BACKDROPS, METALS, mix, type Backdrop, type Metal } from "./palette";

export type DocOptions = {
  /** Canvas size in pixels (the rendered full size). Default 1000 × 1000. */
  width?: number;
  height?: number;
  /** Part of the 1000-unit scene to show (for close-ups); default the whole canvas. */
  view?: { x: number; y: number; w: number; h: number };
  /** Studio paper colour, or null for a transparent background. */
  backdrop?: Backdrop | null;
  defs?: string;
  body: string;
};

function metalGradient(name: Metal): string {
  const { stops } = METALS[name];
  const offsets = [0, 0.28, 0.55, 0.75, 1];
  const s = stops.map((c, i) => `<stop offset="${offsets[i]}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="metal-${name}" x1="0" y1="0" x2="1" y2="1">${s}</linearGradient>`;
}

const COMMON_DEFS = [
  ...(["brass", "nickel", "bronze"] as const).map(metalGradient),
  `<filter id="shadow" color-interpolation-filters="sRGB" x="-15%" y="-15%" width="135%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="7"/><feOffset dx="5" dy="12"/><feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  `<filter id="shadow-sm" color-interpolation-filters="sRGB" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="2.5"/><feOffset dx="2" dy="4"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  `<radialGradient id="floor-shadow"><stop offset="0" stop-color="#3b2a1a" stop-opacity="0.28"/><stop offset="0.6" stop-color="#3b2a1a" stop-opacity="0.1"/><stop offset="1" stop-color="#3b2a1a" stop-opacity="0"/></radialGradient>`,
  `<radialGradient id="sheen" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#5a4530" stop-opacity="0"/><stop offset="1" stop-color="#5a4530" stop-opacity="0.10"/></linearGradient>`,
].join("");

/**
 * Seamless studio paper: a vertical light fall-off plus darker sides. Only linear
 * gradients: a full-canvas radial gradient costs librsvg ~8× more.
 */
function backdropDefs(name: Backdrop): string {
  const [centre, edge] = BACKDROPS[name];
  return (
    `<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(centre, edge, 0.45)}"/><stop offset="0.38" stop-color="${centre}"/><stop offset="0.72" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></linearGradient>` +
    `<linearGradient id="paper-sides" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${edge}" stop-opacity="0.8"/><stop offset="0.3" stop-color="${edge}" stop-opacity="0"/><stop offset="0.7" stop-color="${edge}" stop-opacity="0"/><stop offset="1" stop-color="${edge}" stop-opacity="0.8"/></linearGradient>`
  );
}

export function svgDoc(o: DocOptions): string {
  const width = o.width ?? 1000;
  const height = o.height ?? 1000;
  const v = o.view ?? { x: 0, y: 0, w: width, h: height };
  const backdrop = o.backdrop === undefined ? "cream" : o.backdrop;
  const bg = backdrop
    ? `<g id="bg"><rect x="${f(v.x)}" y="${f(v.y)}" width="${f(v.w)}" height="${f(v.h)}" fill="url(#paper)"/><rect x="${f(v.x)}" y="${f(v.y)}" width="${f(v.w)}" height="${f(v.h)}" fill="url(#paper-sides)"/><rect x="${f(v.x)}" y="${f(v.y)}" width="${f(v.w)}" height="${f(v.h)}" fill="url(#sweep)"/></g>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${f(v.x)} ${f(v.y)} ${f(v.w)} ${f(v.h)}">` +
    `<defs>${COMMON_DEFS}${backdrop ? backdropDefs(backdrop) : ""}${o.defs ?? ""}</defs>${bg}${o.body}</svg>`
  );
}

/** Soft contact shadow on the studio floor. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#floor-shadow)"/>`;
}

export function group(body: string, attrs = ""): string {
  return `<g${attrs ? ` ${attrs}` : ""}>${body}</g>`;
}

export function place(x: number, y: number, rotate: number, body: string, scale = 1): string {
  const s = scale === 1 ? "" : ` scale(${Math.round(scale * 1000) / 1000})`;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotate)})${s}">${body}</g>`;
}

/** A close-up window: the scene cropped to a square of side `size` centred on (cx, cy). */
export function zoom(cx: number, cy: number, size: number): { x: number; y: number; w: number; h: number } {
  return { x: cx - size / 2, y: cy - size / 2, w: size, h: size };
}

/** The same picture without its studio paper (for tiles drawn on a coloured card). */
export function transparent(svg: string): string {
  return svg.replace(/<g id="bg">.*?<\/g>/, "");
}

/**
 * Soft drop shadows without SVG filters (filters make librsvg render whole
 * groups off-screen, several times slower): three translucent copies of the
 * shape, each a little further away and wider, fake the blur. Light comes from
 * the upper left. `draw` gets the attributes and returns the element.
 */
const SHADOW_LAYERS = [
  { d: 0.6, spread: 14, a: 0.05 },
  { d: 0.8, spread: 7, a: 0.07 },
  { d: 1, spread: 0, a: 0.1 },
];
const SHADOW_COLOR = "#2a1a0c";

export function softShadowFill(draw: (attrs: string) => string, lift = 1): string {
  if (lift <= 0) return "";
  return SHADOW_LAYERS.map((l) =>
    draw(
      `transform="translate(${f(5 * lift * l.d)} ${f(10 * lift * l.d)})" fill="${SHADOW_COLOR}" fill-opacity="${l.a}" stroke="${SHADOW_COLOR}" stroke-opacity="${l.a}" stroke-width="${f(l.spread * lift)}" stroke-linejoin="round"`,
    ),
  ).join("");
}

export function softShadowStroke(draw: (attrs: string) => string, width: number, lift = 1): string {
  if (lift <= 0) return "";
  return SHADOW_LAYERS.map((l) =>
    draw(
      `transform="translate(${f(5 * lift * l.d)} ${f(10 * lift * l.d)})" fill="none" stroke="${SHADOW_COLOR}" stroke-opacity="${l.a}" stroke-width="${f(width + l.spread * lift)}" stroke-linecap="round" stroke-linejoin="round"`,
    ),
  ).join("");
}

/** The shadow offset seen from inside a group rotated by `rot` degrees and scaled by `scale`. */
export function shadowAt(rot: number, lift = 0.5, scale = 1): { x: number; y: number } {
  const a = (-rot * Math.PI) / 180;
  const x = (5 * lift) / scale;
  const y = (10 * lift) / scale;
  return { x: x * Math.cos(a) - y * Math.sin(a), y: x * Math.sin(a) + y * Math.cos(a) };
}
