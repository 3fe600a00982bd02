/**
 * Small 2-D geometry kit for the seed artwork: smooth splines through points,
 * resampled at even arc length so that straps, ropes and braids can be drawn
 * along any curve with their texture following the curve.
 */
export type Pt = { x: number; y: number };

/** A point on a sampled curve with unit tangent (tx, ty), unit normal (nx, ny) and arc length s. */
export type Sample = Pt & { tx: number; ty: number; nx: number; ny: number; s: number };

/** Rounds to one decimal so the SVG text stays short and stable. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export const pt = (x: number, y: number): Pt => ({ x, y });

type Seg = [Pt, Pt, Pt, Pt];

/** Catmull-Rom through the points, as cubic Bézier segments. */
function segments(points: readonly Pt[], closed: boolean): Seg[] {
  const n = points.length;
  const at = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n]!;
    return points[Math.max(0, Math.min(n - 1, i))]!;
  };
  const segs: Seg[] = [];
  const count = closed ? n : n - 1;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    segs.push([p1, { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 }, { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 }, p2]);
  }
  return segs;
}

/** Smooth SVG path data through the points. */
export function smoothPath(points: readonly Pt[], closed = false): string {
  const segs = segments(points, closed);
  const first = points[0]!;
  let d = `M${f(first.x)} ${f(first.y)}`;
  for (const [, c1, c2, p] of segs) d += `C${f(c1.x)} ${f(c1.y)} ${f(c2.x)} ${f(c2.y)} ${f(p.x)} ${f(p.y)}`;
  return closed ? `${d}Z` : d;
}

function bezier([a, b, c, d]: Seg, t: number): Pt {
  const u = 1 - t;
  const w0 = u * u * u;
  const w1 = 3 * u * u * t;
  const w2 = 3 * u * t * t;
  const w3 = t * t * t;
  return { x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x, y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y };
}

/** The spline through the points, resampled every `step` units of arc length. */
export function sampleCurve(points: readonly Pt[], step: number, closed = false): Sample[] {
  const dense: Pt[] = [];
  for (const seg of segments(points, closed)) {
    for (let i = 0; i < 24; i++) dense.push(bezier(seg, i / 24));
  }
  dense.push(closed ? points[0]! : points[points.length - 1]!);
  const cum = [0];
  for (let i = 1; i < dense.length; i++) {
    const a = dense[i - 1]!;
    const b = dense[i]!;
    cum.push(cum[i - 1]! + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const total = cum[cum.length - 1]!;
  const out: Pt[] = [];
  let j = 1;
  for (let s = 0; s <= total + 1e-6; s += step) {
    while (j < cum.length - 1 && cum[j]! < s) j++;
    const a = dense[j - 1]!;
    const b = dense[j]!;
    const span = cum[j]! - cum[j - 1]! || 1;
    const t = Math.min(1, Math.max(0, (s - cum[j - 1]!) / span));
    out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  }
  return withFrames(out, step);
}

/** Samples along a circle/ellipse arc (angles in degrees, clockwise in screen space). */
export function sampleArc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, step: number): Sample[] {
  const pts: Pt[] = [];
  const approxLen = (Math.abs(to - from) / 360) * Math.PI * (rx + ry);
  const n = Math.max(2, Math.ceil(approxLen / step));
  for (let i = 0; i <= n; i++) {
    const a = ((from + ((to - from) * i) / n) * Math.PI) / 180;
    pts.push({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  }
  return withFrames(pts, approxLen / n);
}

function withFrames(pts: readonly Pt[], step: number): Sample[] {
  return pts.map((p, i) => {
    const a = pts[Math.max(0, i - 1)]!;
    const b = pts[Math.min(pts.length - 1, i + 1)]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const tx = (b.x - a.x) / len;
    const ty = (b.y - a.y) / len;
    return { x: p.x, y: p.y, tx, ty, nx: -ty, ny: tx, s: i * step };
  });
}

/** The curve shifted sideways by d along its normal. */
export function offset(samples: readonly Sample[], d: number): Pt[] {
  return samples.map((p) => ({ x: p.x + p.nx * d, y: p.y + p.ny * d }));
}

export function polyline(points: readonly Pt[]): string {
  return points.map((p, i) => `${i ? "L" : "M"}${f(p.x)} ${f(p.y)}`).join("");
}

/** Closed outline of a band of the given width around the curve. */
export function ribbon(samples: readonly Sample[], width: number): string {
  const left = offset(samples, width / 2);
  const right = offset(samples, -width / 2).reverse();
  return `${polyline([...left, ...right])}Z`;
}

/** Sample nearest to arc length s (clamped). */
export function at(samples: readonly Sample[], s: number): Sample {
  const step = samples.length > 1 ? samples[1]!.s - samples[0]!.s : 1;
  const i = Math.round(s / step);
  return samples[Math.max(0, Math.min(samples.length - 1, i))]!;
}

export function length(samples: readonly Sample[]): number {
  return samples.length ? samples[samples.length - 1]!.s : 0;
}

/** Angle of the tangent in degrees, for rotating hardware onto a curve. */
export function angle(p: Pick<Sample, "tx" | "ty">): number {
  return (Math.atan2(p.ty, p.tx) * 180) / Math.PI;
}

/** Deterministic pseudo-random numbers (mulberry32) so the art is stable and hashes stay put. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
