/**
 * Metal fittings in local coordinates: the strap or rope attaches at the origin
 * and the fitting extends along +x. Place them on a curve with `place()`.
 */
import { f } from "./geometry";
import { METALS, type Metal } from "./palette";

const fill = (m: Metal) => `url(#metal-${m})`;

/** Local offset of a fitting's shadow (see `shadowAt`); none when undefined. */
export type ShadowOffset = { x: number; y: number } | undefined;

function rodShadow(d: string, t: number, sh: ShadowOffset): string {
  if (!sh) return "";
  return [0.6, 1]
    .map(
      (k, i) =>
        `<path d="${d}" transform="translate(${f(sh.x * k)} ${f(sh.y * k)})" fill="none" stroke="#2a1a0c" stroke-opacity="${i ? 0.16 : 0.07}" stroke-width="${f(t + (i ? 2 : 7))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join("");
}

/** Metal rod drawn as a stroked path: dark edge, metal body, specular line. */
function rod(d: string, t: number, m: Metal, extra = "", sh?: ShadowOffset): string {
  return (
    rodShadow(d, t, sh) +
    `<path d="${d}" fill="none" stroke="${METALS[m].edge}" stroke-width="${f(t + 2.2)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>` +
    `<path d="${d}" fill="none" stroke="${fill(m)}" stroke-width="${f(t)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${f(t * 0.22)}" stroke-linecap="round" stroke-opacity="0.55" transform="translate(${f(-t * 0.18)} ${f(-t * 0.2)})"${extra}/>`
  );
}

/** D-ring: straight side on the y axis at the origin, the round side bulging to +x. */
export function dRing(h: number, t: number, m: Metal = "brass", sh?: ShadowOffset): string {
  const d = `M0 ${f(-h / 2)}L0 ${f(h / 2)}C${f(h * 0.78)} ${f(h / 2)} ${f(h * 0.78)} ${f(-h / 2)} 0 ${f(-h / 2)}Z`;
  return `<g>${rod(d, t, m, "", sh)}</g>`;
}

export function oRing(r: number, t: number, m: Metal = "brass", cx = 0, cy = 0, sh?: ShadowOffset): string {
  const d = `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}Z`;
  return `<g>${rod(d, t, m, "", sh)}</g>`;
}

/** Square halter fitting (a rounded square ring). */
export function squareRing(s: number, t: number, m: Metal = "brass", sh?: ShadowOffset): string {
  const h = s / 2;
  const d = `M${f(-h)} ${f(-h)}H${f(h)}V${f(h)}H${f(-h)}Z`;
  return `<g>${rod(d, t, m, "", sh)}</g>`;
}

/**
 * Tongue buckle centred on the origin, strap running along x. `w` is the strap
 * width; the frame is a little wider. The strap tail goes under the frame.
 */
export function buckle(w: number, m: Metal = "brass", rounded = true, sh?: ShadowOffset): string {
  const bh = w * 1.3;
  const bw = w * 0.95;
  const t = Math.max(3, w * 0.14);
  const r = rounded ? bh * 0.32 : t;
  const d = `M${f(-bw / 2 + r)} ${f(-bh / 2)}H${f(bw / 2 - r)}Q${f(bw / 2)} ${f(-bh / 2)} ${f(bw / 2)} ${f(-bh / 2 + r)}V${f(bh / 2 - r)}Q${f(bw / 2)} ${f(bh / 2)} ${f(bw / 2 - r)} ${f(bh / 2)}H${f(-bw / 2 + r)}Q${f(-bw / 2)} ${f(bh / 2)} ${f(-bw / 2)} ${f(bh / 2 - r)}V${f(-bh / 2 + r)}Q${f(-bw / 2)} ${f(-bh / 2)} ${f(-bw / 2 + r)} ${f(-bh / 2)}Z`;
  const bar = `M0 ${f(-bh / 2)}V${f(bh / 2)}`;
  const tongue = `M0 0H${f(bw / 2 + t * 0.4)}`;
  return `<g>${rod(d, t, m, "", sh)}${rod(bar, t * 0.9, m)}${rod(tongue, t * 0.75, m, "", sh)}</g>`;
}

/** Strap keeper loop (a band across the strap just after a buckle). */
export function keeper(w: number, color: string, edge: string): string {
  const h = w * 1.12;
  return `<rect x="${f(-w * 0.16)}" y="${f(-h / 2)}" width="${f(w * 0.32)}" height="${f(h)}" rx="${f(w * 0.08)}" fill="${color}" stroke="${edge}" stroke-width="1.2"/><rect x="${f(-w * 0.1)}" y="${f(-h / 2 + 2)}" width="${f(w * 0.08)}" height="${f(h - 4)}" fill="#fff" fill-opacity="0.18"/>`;
}

/** Eyelet holes punched along a strap end, on the x axis. */
export function holes(count: number, spacing: number, r: number, m: Metal = "brass"): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = i * spacing;
    out.push(
      `<circle cx="${f(x)}" cy="0" r="${f(r * 1.55)}" fill="${fill(m)}" stroke="${METALS[m].edge}" stroke-width="1"/><circle cx="${f(x)}" cy="0" r="${f(r)}" fill="#2a1d14"/>`,
    );
  }
  return `<g>${out.join("")}</g>`;
}

/**
 * Bolt snap hook: swivel eye at the origin (for a rope or strap), body along +x.
 * `size` is the overall length.
 */
export function snapHook(size: number, m: Metal = "brass", sh?: ShadowOffset): string {
  const k = size / 200;
  const e = METALS[m].edge;
  const eye = oRing(15 * k, 8 * k, m, 0, 0, sh);
  const silhouette = `M${f(14 * k)} 0H${f(150 * k)}C${f(188 * k)} 0 ${f(188 * k)} ${f(40 * k)} ${f(150 * k)} ${f(40 * k)}H${f(50 * k)}`;
  const shadow = rodShadow(silhouette, 20 * k, sh);
  const swivel = `<path d="M${f(14 * k)} ${f(-7 * k)}H${f(34 * k)}L${f(40 * k)} ${f(-11 * k)}V${f(11 * k)}L${f(34 * k)} ${f(7 * k)}H${f(14 * k)}Z" fill="${fill(m)}" stroke="${e}" stroke-width="1.4"/>`;
  // Spine, the hook bend and the tip returning towards the barrel.
  const spine = `M${f(44 * k)} ${f(-4 * k)}L${f(150 * k)} ${f(-4 * k)}C${f(188 * k)} ${f(-4 * k)} ${f(188 * k)} ${f(40 * k)} ${f(152 * k)} ${f(40 * k)}L${f(140 * k)} ${f(40 * k)}`;
  // Barrel (holds the spring) and the bolt sliding out of it to the hook tip.
  const barrel = `<rect x="${f(44 * k)}" y="${f(28 * k)}" width="${f(62 * k)}" height="${f(22 * k)}" rx="${f(9 * k)}" fill="${fill(m)}" stroke="${e}" stroke-width="1.4"/><rect x="${f(50 * k)}" y="${f(31 * k)}" width="${f(50 * k)}" height="${f(5 * k)}" rx="${f(2.5 * k)}" fill="#fff" fill-opacity="0.45"/>`;
  const bolt = `<path d="M${f(104 * k)} ${f(39 * k)}H${f(139 * k)}" stroke="${e}" stroke-width="${f(10 * k + 2)}" stroke-linecap="round"/><path d="M${f(104 * k)} ${f(39 * k)}H${f(139 * k)}" stroke="${fill(m)}" stroke-width="${f(10 * k)}" stroke-linecap="round"/>`;
  const neck = `<path d="M${f(40 * k)} 0C${f(46 * k)} ${f(14 * k)} ${f(44 * k)} ${f(24 * k)} ${f(50 * k)} ${f(32 * k)}" fill="none" stroke="${e}" stroke-width="${f(12 * k + 2)}"/><path d="M${f(40 * k)} 0C${f(46 * k)} ${f(14 * k)} ${f(44 * k)} ${f(24 * k)} ${f(50 * k)} ${f(32 * k)}" fill="none" stroke="${fill(m)}" stroke-width="${f(12 * k)}"/>`;
  const knob = `<rect x="${f(78 * k)}" y="${f(44 * k)}" width="${f(14 * k)}" height="${f(17 * k)}" rx="${f(4 * k)}" fill="${fill(m)}" stroke="${e}" stroke-width="1.2"/>`;
  return `<g>${shadow}${eye}${neck}${rod(spine, 13 * k, m)}${bolt}${barrel}${knob}${swivel}</g>`;
}

/** Small engraved brass name plate (rounded rectangle) centred on the origin. */
export function namePlate(w: number, h: number, m: Metal = "brass"): string {
  return `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.25)}" fill="${fill(m)}" stroke="${METALS[m].edge}" stroke-width="1.2"/><circle cx="${f(-w / 2 + h * 0.3)}" cy="0" r="${f(h * 0.09)}" fill="${METALS[m].edge}"/><circle cx="${f(w / 2 - h * 0.3)}" cy="0" r="${f(h * 0.09)}" fill="${METALS[m].edge}"/><path d="M${f(-w * 0.28)} 0H${f(w * 0.28)}" stroke="${METALS[m].edge}" stroke-width="${f(h * 0.1)}" stroke-opacity="0.45" stroke-dasharray="${f(h * 0.25)} ${f(h * 0.12)}"/>`;
}

/** Side-release plastic buckle for nylon collars, centred on the origin, strap along x. */
export function sideRelease(w: number, color = "#2b2724", sh?: ShadowOffset): string {
  const h = w * 1.15;
  const shadow = sh
    ? `<rect x="${f(-w * 1.05)}" y="${f(-h / 2)}" width="${f(w * 1.8)}" height="${f(h)}" rx="${f(h * 0.2)}" transform="translate(${f(sh.x)} ${f(sh.y)})" fill="#2a1a0c" fill-opacity="0.18"/>`
    : "";
  const male = `M${f(-w * 0.1)} ${f(-h / 2)}H${f(w * 0.55)}Q${f(w * 0.95)} 0 ${f(w * 0.55)} ${f(h / 2)}H${f(-w * 0.1)}Z`;
  const female = `M${f(-w * 0.1)} ${f(-h / 2)}H${f(-w * 0.9)}Q${f(-w * 1.05)} ${f(-h / 2)} ${f(-w * 1.05)} ${f(-h * 0.3)}V${f(h * 0.3)}Q${f(-w * 1.05)} ${f(h / 2)} ${f(-w * 0.9)} ${f(h / 2)}H${f(-w * 0.1)}Z`;
  return `<g>${shadow}<path d="${female}" fill="${color}" stroke="#000" stroke-width="1.2"/><path d="${male}" fill="${color}" stroke="#000" stroke-width="1.2"/><path d="M${f(w * 0.05)} ${f(-h * 0.32)}H${f(w * 0.5)}" stroke="#fff" stroke-width="${f(w * 0.06)}" stroke-opacity="0.25" stroke-linecap="round"/><path d="M${f(-w * 0.85)} ${f(-h * 0.35)}V${f(h * 0.35)}" stroke="#fff" stroke-width="${f(w * 0.05)}" stroke-opacity="0.2"/></g>`;
}
