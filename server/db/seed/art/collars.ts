/**
 * Dog collars: a collar standing as a ring (a cylinder band with its inside
 * visible at the back), the same collar laid flat, a close-up of the buckle, and
 * a set of colourways.
 */
import { angle, at, f, length, pt, sampleCurve } from "./geometry";
import { buckle, dRing, holes, keeper, sideRelease } from "./hardware";
import { strap } from "./materials";
import { darken, lighten, type Colorway, type Metal } from "./palette";
import { floorShadow, place, shadowAt, softShadowFill, svgDoc, zoom } from "./studio";

export type CollarOptions = {
  color: Colorway;
  metal?: Metal;
  /** Lining colour for padded collars. */
  padding?: string;
  /** Plastic side-release buckle instead of a metal tongue buckle. */
  clip?: boolean;
  stripes?: boolean;
};

export type CollarView = "ring" | "flat" | "closeup" | "set";

export type Ring = { cx: number; cy: number; rx: number; ry: number; h: number };

function arcPts(r: Ring, from: number, to: number, dy: number, grow = 0): string {
  const n = Math.max(8, Math.round(Math.abs(to - from) / 3));
  const out: string[] = [];
  for (let i = 0; i <= n; i++) {
    const a = ((from + ((to - from) * i) / n) * Math.PI) / 180;
    out.push(`${i ? "L" : "M"}${f(r.cx + (r.rx + grow) * Math.cos(a))} ${f(r.cy + (r.ry + grow * 0.4) * Math.sin(a) + dy)}`);
  }
  return out.join("");
}

function bandShape(r: Ring, from: number, to: number, grow = 0): string {
  const top = arcPts(r, from, to, 0, grow);
  const bottom = arcPts(r, to, from, r.h, grow).replace(/^M/, "L");
  return `${top}${bottom}Z`;
}

/** One face of the collar band between two angles (0° = right, 90° = front). */
function band(r: Ring, from: number, to: number, o: CollarOptions, inner: boolean, id: string, grow = 0): string {
  const c = inner ? (o.padding ?? darken(o.color.main, 0.2)) : o.color.main;
  const parts = [`<path d="${bandShape(r, from, to, grow)}" fill="${c}" stroke="${darken(c, 0.5)}" stroke-width="1.4"/>`];
  if (!inner || !o.padding) {
    const rows = Math.round(r.h / 5);
    for (let k = 0; k < rows; k++) {
      const dy = (r.h / rows) * (k + 0.5);
      parts.push(
        `<path d="${arcPts(r, from, to, dy, grow)}" fill="none" stroke="${k % 2 ? lighten(c, 0.22) : darken(c, 0.25)}" stroke-width="${f((r.h / rows) * 0.75)}" stroke-dasharray="${f(r.h / 9)} ${f(r.h / 9)}" stroke-dashoffset="${f((k * r.h) / 27)}" stroke-opacity="0.5"/>`,
      );
    }
  }
  if (!inner) {
    if (o.stripes)
      for (const dy of [r.h * 0.24, r.h * 0.76])
        parts.push(`<path d="${arcPts(r, from, to, dy, grow)}" fill="none" stroke="${o.color.accent}" stroke-width="${f(r.h * 0.07)}"/>`);
    for (const dy of [r.h * 0.11, r.h * 0.89])
      parts.push(`<path d="${arcPts(r, from, to, dy, grow)}" fill="none" stroke="${o.color.thread}" stroke-width="1.8" stroke-dasharray="9 6"/>`);
  }
  parts.push(`<path d="${bandShape(r, from, to, grow)}" fill="url(#${id})"/>`);
  return parts.join("");
}

function cylinderShade(id: string, r: Ring, inner: boolean): string {
  const dark = inner ? 0.45 : 0.4;
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(r.cx - r.rx)}" y1="0" x2="${f(r.cx + r.rx)}" y2="0"><stop offset="0" stop-color="#140c06" stop-opacity="${dark}"/><stop offset="0.25" stop-color="#140c06" stop-opacity="${inner ? 0.25 : 0}"/><stop offset="0.42" stop-color="#fff" stop-opacity="${inner ? 0 : 0.12}"/><stop offset="0.75" stop-color="#140c06" stop-opacity="${inner ? 0.25 : 0.05}"/><stop offset="1" stop-color="#140c06" stop-opacity="${dark}"/></linearGradient>`;
}

function ringPoint(r: Ring, deg: number, dy: number, grow = 0) {
  const a = (deg * Math.PI) / 180;
  return {
    x: r.cx + (r.rx + grow) * Math.cos(a),
    y: r.cy + (r.ry + grow * 0.4) * Math.sin(a) + dy,
    tan: (Math.atan2(r.ry * Math.cos(a), -r.rx * Math.sin(a)) * 180) / Math.PI,
  };
}

/** A round brass ID tag with an embossed paw. */
function tag(x: number, y: number, r: number, m: Metal): string {
  const toe = (dx: number, dy: number, s: number) => `<ellipse cx="${f(x + dx * r)}" cy="${f(y + dy * r)}" rx="${f(s * r)}" ry="${f(s * r * 1.25)}"/>`;
  return `<g>${softShadowFill((a) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${a}/>`, 0.35)}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#metal-${m})" stroke="#5e3f10" stroke-width="1.5"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.82)}" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="1.5"/><g fill="#6b4a18" fill-opacity="0.55">${toe(0, 0.18, 0.28)}${toe(-0.34, -0.2, 0.12)}${toe(-0.12, -0.4, 0.12)}${toe(0.12, -0.4, 0.12)}${toe(0.34, -0.2, 0.12)}</g><circle cx="${f(x)}" cy="${f(y - r * 0.78)}" r="${f(r * 0.1)}" fill="#3b2a1a"/></g>`;
}

export function ringCollar(o: CollarOptions, r: Ring, key: string): string {
  const m = o.metal ?? "brass";
  const defs = `<defs>${cylinderShade(`${key}-o`, r, false)}${cylinderShade(`${key}-i`, r, true)}</defs>`;
  const back = band(r, 180, 360, o, true, `${key}-i`);
  const front = band(r, 0, 180, o, false, `${key}-o`);
  const b = ringPoint(r, 118, r.h / 2);
  const parts = [defs, back, front];
  if (o.clip) {
    parts.push(place(b.x, b.y, b.tan, sideRelease(r.h * 0.95, undefined, shadowAt(b.tan, 0.4))));
  } else {
    parts.push(band(r, 62, 118, o, false, `${key}-o`, 7));
    for (const deg of [74, 84, 94]) {
      const p = ringPoint(r, deg, r.h / 2, 7);
      parts.push(place(p.x, p.y, p.tan, holes(1, 0, r.h * 0.07, m)));
    }
    const k = ringPoint(r, 108, r.h / 2, 7);
    parts.push(place(k.x, k.y, k.tan, keeper(r.h, o.color.main, darken(o.color.main, 0.5))));
    parts.push(place(b.x, b.y, b.tan, buckle(r.h, m, true, shadowAt(b.tan, 0.4))));
  }
  const d = ringPoint(r, 128, r.h);
  parts.push(place(d.x, d.y - 4, 90, dRing(r.h * 0.75, r.h * 0.1, m, shadowAt(90, 0.4))));
  parts.push(tag(d.x, d.y + r.h * 0.95, r.h * 0.36, m));
  return parts.join("");
}

const RING: Ring = { cx: 500, cy: 380, rx: 325, ry: 132, h: 98 };

export function flatCollar(o: CollarOptions): { body: string; buckleAt: { x: number; y: number } } {
  const m = o.metal ?? "brass";
  const w = 78;
  const s = sampleCurve([pt(120, 720), pt(340, 610), pt(560, 520), pt(760, 420), pt(900, 330)], 5);
  const total = length(s);
  const dp = at(s, 130);
  const ring = { x: dp.x + dp.nx * (w / 2 - 8), y: dp.y + dp.ny * (w / 2 - 8) };
  const parts = [place(ring.x, ring.y, angle(dp) + 90, dRing(w * 0.8, w * 0.1, m, shadowAt(angle(dp) + 90, 0.8)))];
  parts.push(strap(s, { width: w, color: o.color, stripes: o.stripes, padding: o.padding, weave: "twill", tipEnd: true }));
  const b = at(s, 38);
  if (o.clip) {
    parts.push(place(b.x, b.y, angle(b), sideRelease(w, undefined, shadowAt(angle(b), 0.5))));
  } else {
    const h = at(s, total - 250);
    parts.push(place(h.x, h.y, angle(h), holes(5, 38, w * 0.07, m)));
    const k = at(s, 95);
    parts.push(place(k.x, k.y, angle(k), keeper(w, o.color.main, darken(o.color.main, 0.5))));
    parts.push(place(b.x, b.y, angle(b), buckle(w, m, true, shadowAt(angle(b), 0.5))));
  }
  return { body: parts.join(""), buckleAt: b };
}

export function collarArt(o: CollarOptions, view: CollarView, extra: Colorway[] = []): string {
  switch (view) {
    case "ring":
      return svgDoc({ backdrop: "blush", body: `${floorShadow(500, 700, 370, 80)}<g transform="translate(0 90)">${ringCollar(o, RING, "c0")}</g>` });
    case "flat": {
      const { body } = flatCollar(o);
      return svgDoc({ backdrop: "cream", body });
    }
    case "closeup": {
      const { body, buckleAt } = flatCollar(o);
      return svgDoc({ backdrop: "cream", body, view: zoom(buckleAt.x + 60, buckleAt.y - 10, 360) });
    }
    case "set": {
      const all = [o.color, ...extra].slice(0, 3);
      const rings: Ring[] = [
        { cx: 330, cy: 600, rx: 190, ry: 78, h: 58 },
        { cx: 680, cy: 620, rx: 175, ry: 72, h: 54 },
        { cx: 500, cy: 330, rx: 205, ry: 84, h: 62 },
      ];
      const order = [2, 0, 1];
      const body = order
        .filter((i) => all[i])
        .map(
          (i) =>
            `${floorShadow(rings[i]!.cx, rings[i]!.cy + rings[i]!.h + 60, rings[i]!.rx * 1.1, 40)}${ringCollar({ ...o, color: all[i]! }, rings[i]!, `c${i}`)}`,
        )
        .join("");
      return svgDoc({ backdrop: "cream", body });
    }
  }
}
