/**
 * Textiles drawn along a sampled curve: flat woven webbing, twisted three-strand
 * rope, braided cotton rope (rassi) and rope knots. The texture is generated
 * along the curve, so ribs, twists and chevrons follow every bend.
 */
import { at, f, length, offset, polyline, ribbon, sampleCurve, type Pt, type Sample } from "./geometry";
import { darken, lighten, mix, type Colorway } from "./palette";
import { softShadowFill, softShadowStroke } from "./studio";

export type StrapStyle = {
  width: number;
  color: Colorway;
  weave?: "twill" | "basket";
  /** Jacquard edge stripes in the accent colour. */
  stripes?: boolean;
  stitch?: boolean;
  /** Colour of a soft padding band showing along both edges (padded collars, halters). */
  padding?: string;
  /** Rounded tip at the end of the strap (collar and belt ends). */
  tipEnd?: boolean;
  /** Height above what lies below, for the drop shadow (0: none). Default 1. */
  lift?: number;
};

/** Band outline with a rounded tip at the far end. */
function tipped(samples: readonly Sample[], width: number): string {
  const left = offset(samples, width / 2);
  const right = offset(samples, -width / 2).reverse();
  const r = width / 2;
  return `${polyline(left)}A${f(r)} ${f(r)} 0 0 0 ${f(right[0]!.x)} ${f(right[0]!.y)}${polyline(right).replace(/^M/, "L")}Z`;
}

export function strap(samples: readonly Sample[], st: StrapStyle): string {
  const w = st.width;
  const c = st.color.main;
  const parts: string[] = [];
  const outline = (width: number) => (st.tipEnd ? tipped(samples, width) : ribbon(samples, width));
  const silhouette = outline(st.padding ? w * 1.34 : w);
  parts.push(softShadowFill((a) => `<path d="${silhouette}" ${a}/>`, st.lift ?? 1));
  if (st.padding) {
    parts.push(`<path d="${outline(w + w * 0.34)}" fill="${st.padding}" stroke="${darken(st.padding, 0.45)}" stroke-width="1.2"/>`);
    parts.push(`<path d="${outline(w + w * 0.2)}" fill="none" stroke="${lighten(st.padding, 0.25)}" stroke-width="1" stroke-opacity="0.6"/>`);
  }
  parts.push(`<path d="${outline(w)}" fill="${c}" stroke="${darken(c, 0.5)}" stroke-width="1.3"/>`);
  // Woven ribs running along the strap; alternating dash phase makes the weave.
  const rows = Math.max(4, Math.round(w / 4.2));
  const rowW = w / rows;
  const dash = Math.max(3, w / 9);
  for (let r = 0; r < rows; r++) {
    const d = -w / 2 + rowW * (r + 0.5);
    const phase = st.weave === "basket" ? (r % 2) * dash : (r * dash) / 3;
    const tone = r % 2 ? lighten(c, 0.22) : darken(c, 0.25);
    parts.push(
      `<path d="${polyline(offset(samples, d))}" fill="none" stroke="${tone}" stroke-width="${f(rowW * 0.75)}" stroke-dasharray="${f(dash)} ${f(dash)}" stroke-dashoffset="${f(phase)}" stroke-opacity="0.55"/>`,
    );
  }
  if (st.stripes) {
    for (const side of [-1, 1]) {
      parts.push(
        `<path d="${polyline(offset(samples, side * w * 0.3))}" fill="none" stroke="${st.color.accent}" stroke-width="${f(w * 0.08)}" stroke-opacity="0.9"/>`,
      );
    }
  }
  // Slight curvature: darker edges, lighter middle.
  parts.push(`<path d="${polyline(offset(samples, 0))}" fill="none" stroke="#fff" stroke-width="${f(w * 0.45)}" stroke-opacity="0.09"/>`);
  for (const side of [-1, 1]) {
    parts.push(
      `<path d="${polyline(offset(samples, side * (w / 2 - w * 0.06)))}" fill="none" stroke="${darken(c, 0.6)}" stroke-width="${f(w * 0.1)}" stroke-opacity="0.35"/>`,
    );
  }
  if (st.stitch !== false) {
    for (const side of [-1, 1]) {
      const line = polyline(offset(samples, side * (w / 2 - Math.max(3.5, w * 0.13))));
      parts.push(
        `<path d="${line}" fill="none" stroke="${st.color.thread}" stroke-width="${f(Math.max(1.2, w * 0.035))}" stroke-dasharray="${f(w * 0.16)} ${f(w * 0.09)}" stroke-linecap="round"/>`,
      );
    }
  }
  return `<g>${parts.join("")}</g>`;
}

export type RopeStyle = {
  width: number;
  /** Strand colours, cycled strand by strand (one colour = plain rope). */
  colors: readonly string[];
  /** Distance between strand crests along the rope; default 0.55 × width. */
  pitch?: number;
  /** Height above what lies below, for the drop shadow (0: none). Default 1. */
  lift?: number;
};

function ropeShadow(samples: readonly Sample[], st: RopeStyle): string {
  const d = polyline(samples);
  return softShadowStroke((a) => `<path d="${d}" ${a}/>`, st.width, st.lift ?? 1);
}

/** Rounded quadrilateral through the midpoints of its sides (soft corners). */
function soft(c: readonly Pt[]): string {
  const mid = (a: Pt, b: Pt) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const n = c.length;
  const m0 = mid(c[n - 1]!, c[0]!);
  let d = `M${f(m0.x)} ${f(m0.y)}`;
  for (let i = 0; i < n; i++) {
    const m = mid(c[i]!, c[(i + 1) % n]!);
    d += `Q${f(c[i]!.x)} ${f(c[i]!.y)} ${f(m.x)} ${f(m.y)}`;
  }
  return `${d}Z`;
}

/** The same quad shrunk towards its centre and nudged up-left: the lit crest of a strand. */
function crest(c: readonly Pt[], k: number, nudge: number): string {
  const cx = c.reduce((a, p) => a + p.x, 0) / c.length;
  const cy = c.reduce((a, p) => a + p.y, 0) / c.length;
  return soft(c.map((p) => ({ x: cx + (p.x - cx) * k - nudge, y: cy + (p.y - cy) * k - nudge * 1.2 })));
}

function edge(p: Sample, d: number): Pt {
  return { x: p.x + p.nx * d, y: p.y + p.ny * d };
}

/** Curve offset towards the side facing away from the light (upper left), for rounded shading. */
function shadowSide(samples: readonly Sample[], d: number): Pt[] {
  const lx = -0.45;
  const ly = -0.89;
  return samples.map((p) => {
    const k = Math.tanh(-(p.nx * lx + p.ny * ly) * 4) * d;
    return { x: p.x + p.nx * k, y: p.y + p.ny * k };
  });
}

/** Cylinder shading over a rope: a soft dark band on the shadow side. */
function roundness(samples: readonly Sample[], w: number): string {
  return `<path d="${polyline(shadowSide(samples, w * 0.3))}" fill="none" stroke="#1a0f08" stroke-width="${f(w * 0.38)}" stroke-linecap="round" stroke-opacity="0.16"/>`;
}

type Strand = { corners: Pt[]; color: string };

/**
 * Strands grouped by colour into one path each (plus one path of crests): far
 * fewer SVG elements than a path per strand, which keeps rendering fast.
 */
function drawStrands(strands: readonly Strand[], w: number): string {
  const bodies = new Map<string, string[]>();
  const crests = new Map<string, string[]>();
  for (const { corners, color } of strands) {
    (bodies.get(color) ?? bodies.set(color, []).get(color)!).push(soft(corners));
    (crests.get(color) ?? crests.set(color, []).get(color)!).push(crest(corners, 0.55, w * 0.05));
  }
  const out: string[] = [];
  for (const [color, d] of bodies)
    out.push(`<path d="${d.join("")}" fill="${color}" stroke="${darken(color, 0.5)}" stroke-width="${f(Math.max(0.6, w * 0.03))}"/>`);
  for (const [color, d] of crests) out.push(`<path d="${d.join("")}" fill="${lighten(color, 0.35)}" fill-opacity="0.55"/>`);
  return out.join("");
}

/** Twisted three-strand rope. */
export function rope(samples: readonly Sample[], st: RopeStyle): string {
  const w = st.width;
  const pitch = st.pitch ?? w * 0.5;
  const base = st.colors[0]!;
  const h = w * 0.5;
  const skew = w * 0.85;
  const strands: Strand[] = [];
  const total = length(samples);
  let i = 0;
  for (let s = -skew * 0.7; s < total - pitch * 0.2; s += pitch, i++) {
    const s0 = Math.max(0, s);
    const s1 = Math.max(0, s + pitch * 1.05);
    const s2 = Math.min(total, s + skew + pitch * 1.05);
    const s3 = Math.min(total, s + skew);
    strands.push({
      corners: [edge(at(samples, s0), h), edge(at(samples, s1), h), edge(at(samples, s2), -h), edge(at(samples, s3), -h)],
      color: st.colors[i % st.colors.length]!,
    });
  }
  const groove = `<path d="${polyline(samples)}" fill="none" stroke="${darken(base, 0.55)}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<g>${ropeShadow(samples, st)}${groove}${drawStrands(strands, w)}${roundness(samples, w)}</g>`;
}

/** Braided (plaited) cotton rope: rows of chevrons, optionally with spiral stripes. */
export function braid(samples: readonly Sample[], st: RopeStyle): string {
  const w = st.width;
  const pitch = st.pitch ?? w * 0.3;
  const base = st.colors[0]!;
  const back = w * 0.42;
  const strands: Strand[] = [];
  const total = length(samples);
  let i = 0;
  for (let s = back; s < total + pitch; s += pitch, i++) {
    for (const side of [1, -1]) {
      const s0 = s + (side > 0 ? 0 : pitch / 2);
      const c = (u: number) => Math.max(0, Math.min(total, u));
      strands.push({
        corners: [
          edge(at(samples, c(s0)), 0),
          edge(at(samples, c(s0 + pitch * 1.1)), 0),
          edge(at(samples, c(s0 - back + pitch * 1.1)), side * w * 0.5),
          edge(at(samples, c(s0 - back)), side * w * 0.5),
        ],
        color: st.colors[(i + (side > 0 ? 0 : 2)) % st.colors.length]!,
      });
    }
  }
  const groove = `<path d="${polyline(samples)}" fill="none" stroke="${darken(base, 0.55)}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<g>${ropeShadow(samples, st)}${groove}${drawStrands(strands, w)}${roundness(samples, w)}</g>`;
}

/** A tied knot: a barrel of rope wraps across the rope axis (angle in degrees). */
export function knot(x: number, y: number, r: number, colors: readonly string[], turn = 0): string {
  const base = colors[0]!;
  const wraps: string[] = [];
  const rad = (turn * Math.PI) / 180;
  const ax = Math.cos(rad);
  const ay = Math.sin(rad);
  for (const k of [-0.62, 0, 0.62]) {
    const cx = x + ax * k * r;
    const cy = y + ay * k * r;
    // A wrap crosses the axis at about 70 degrees and bows outwards like a turn round a barrel.
    const w = (70 * Math.PI) / 180;
    const dx = Math.cos(rad + w);
    const dy = Math.sin(rad + w);
    const half = r * (1 - Math.abs(k) * 0.35);
    const pts = [-1, -0.5, 0, 0.5, 1].map((u) => ({
      x: cx + dx * u * half + ax * (1 - u * u) * r * 0.18,
      y: cy + dy * u * half + ay * (1 - u * u) * r * 0.18,
    }));
    wraps.push(rope(sampleCurve(pts, r / 12), { width: r * 0.66, colors, pitch: r * 0.3, lift: 0 }));
  }
  const shadow = softShadowFill((a) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.15)}" ry="${f(r * 0.95)}" ${a}/>`, 0.5);
  return `<g>${shadow}<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.15)}" ry="${f(r * 0.95)}" transform="rotate(${f(turn)} ${f(x)} ${f(y)})" fill="${darken(base, 0.4)}"/>${wraps.join("")}<ellipse cx="${f(x - r * 0.25)}" cy="${f(y - r * 0.3)}" rx="${f(r * 0.6)}" ry="${f(r * 0.45)}" fill="url(#sheen)" fill-opacity="0.45"/></g>`;
}

/** Cord wrapped tightly round a rope end (whipping), drawn across the rope at a sample. */
export function whipping(p: Sample, ropeWidth: number, len: number, color: string): string {
  const hw = ropeWidth * 0.56;
  const turns = Math.max(3, Math.round(len / 4));
  const lines: string[] = [];
  for (let k = 0; k <= turns; k++) {
    const s = -len / 2 + (len * k) / turns;
    const cx = p.x + p.tx * s;
    const cy = p.y + p.ty * s;
    lines.push(`M${f(cx + p.nx * hw)} ${f(cy + p.ny * hw)}L${f(cx - p.nx * hw)} ${f(cy - p.ny * hw)}`);
  }
  const ang = (Math.atan2(p.ty, p.tx) * 180) / Math.PI;
  return (
    `<g><rect x="${f(-len / 2)}" y="${f(-hw)}" width="${f(len)}" height="${f(hw * 2)}" rx="${f(hw * 0.35)}" transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(ang)})" fill="${color}" stroke="${darken(color, 0.5)}" stroke-width="1"/>` +
    `<path d="${lines.join("")}" stroke="${darken(color, 0.35)}" stroke-width="${f(Math.max(0.8, len / turns / 3))}" stroke-opacity="0.7"/>` +
    `<rect x="${f(-len / 2)}" y="${f(-hw * 0.7)}" width="${f(len)}" height="${f(hw * 0.45)}" rx="${f(hw * 0.2)}" transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(ang)})" fill="#fff" fill-opacity="0.22"/></g>`
  );
}

/** Loose fibre tassel flaring out beyond a rope end (pointing along the tangent). */
export function tassel(p: Sample, ropeWidth: number, len: number, color: string): string {
  const strands: string[] = [];
  const n = 9;
  for (let k = 0; k < n; k++) {
    const spread = (k / (n - 1) - 0.5) * ropeWidth * 1.3;
    const sx = p.x + p.nx * spread * 0.45;
    const sy = p.y + p.ny * spread * 0.45;
    const ex = p.x + p.tx * len + p.nx * spread;
    const ey = p.y + p.ty * len + p.ny * spread;
    strands.push(
      `<path d="M${f(sx)} ${f(sy)}Q${f((sx + ex) / 2 + p.nx * spread * 0.2)} ${f((sy + ey) / 2 + p.ny * spread * 0.2)} ${f(ex)} ${f(ey)}" stroke="${k % 2 ? color : mix(color, "#ffffff", 0.25)}" stroke-width="${f(ropeWidth * 0.16)}" stroke-linecap="round" fill="none"/>`,
    );
  }
  return `<g>${strands.join("")}</g>`;
}
