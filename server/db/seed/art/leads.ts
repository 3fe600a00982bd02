/**
 * Lines: horse lead ropes, dog leashes of flat webbing, dog rope leashes and
 * braided cotton rassi. Shown laid out in a loose curve, coiled on the floor,
 * hanging in loops from a peg, and as a close-up of the snap hook.
 */
import { angle, at, f, length, pt, sampleCurve, type Pt, type Sample } from "./geometry";
import { snapHook } from "./hardware";
import { braid, rope, strap, tassel, whipping } from "./materials";
import { darken, type Colorway, type Metal } from "./palette";
import { WOOD_DEFS, peg } from "./halters";
import { floorShadow, place, shadowAt, svgDoc, zoom } from "./studio";

export type LineMaterial = "rope" | "braid" | "webbing";
export type LineView = "laid" | "coil" | "hanging" | "closeup";

export type LineOptions = {
  material: LineMaterial;
  color: Colorway;
  /** Colours of the strands (rope, braid); default main, main, accent. */
  strands?: string[];
  metal?: Metal;
  /** Hand loop at the far end (leashes) instead of a whipped end with a tassel. */
  handle?: boolean;
  /** No snap hook: a rassi with a spliced loop at one end. */
  noHook?: boolean;
  width?: number;
};

function strandsOf(o: LineOptions): string[] {
  return o.strands ?? [o.color.main, o.color.main, o.color.accent];
}

function widthOf(o: LineOptions): number {
  return o.width ?? (o.material === "webbing" ? 42 : o.material === "braid" ? 32 : 28);
}

function body(o: LineOptions, s: Sample[]): string {
  const w = widthOf(o);
  if (o.material === "webbing") return strap(s, { width: w, color: o.color, weave: "twill", stripes: true });
  if (o.material === "braid") return braid(s, { width: w, colors: strandsOf(o) });
  return rope(s, { width: w, colors: strandsOf(o) });
}

/** Box-X stitching over a folded webbing joint. */
function boxStitch(p: Sample, w: number, thread: string): string {
  const l = w * 1.3;
  const h = w * 0.36;
  return place(
    p.x,
    p.y,
    angle(p),
    `<g fill="none" stroke="${thread}" stroke-width="2" stroke-dasharray="6 4"><rect x="${f(-l / 2)}" y="${f(-h)}" width="${f(l)}" height="${f(h * 2)}"/><path d="M${f(-l / 2)} ${f(-h)}L${f(l / 2)} ${f(h)}M${f(-l / 2)} ${f(h)}L${f(l / 2)} ${f(-h)}"/></g>`,
  );
}

/** Draws the line along the points: hook at the first point, handle or tassel at the last. */
export function line(o: LineOptions, points: readonly Pt[], scale = 1): string {
  const m = o.metal ?? "brass";
  const w = widthOf(o);
  const s = sampleCurve(points, 5);
  const total = length(s);
  const parts: string[] = [];
  const end = at(s, total);
  const start = at(s, 0);
  if (o.handle) {
    // The hand loop: a teardrop beyond the end, joined back onto the line.
    const a = at(s, total - 90);
    const dir = { x: end.tx, y: end.ty };
    const nrm = { x: end.nx, y: end.ny };
    const loop = sampleCurve(
      [
        pt(a.x, a.y),
        pt(end.x + nrm.x * 50, end.y + nrm.y * 50),
        pt(end.x + dir.x * 150 + nrm.x * 60, end.y + dir.y * 150 + nrm.y * 60),
        pt(end.x + dir.x * 200, end.y + dir.y * 200),
        pt(end.x + dir.x * 150 - nrm.x * 60, end.y + dir.y * 150 - nrm.y * 60),
        pt(end.x - nrm.x * 40, end.y - nrm.y * 40),
        pt(a.x + (end.x - a.x) * 0.4, a.y + (end.y - a.y) * 0.4),
      ],
      5,
    );
    parts.push(body(o, loop));
  }
  parts.push(body(o, s));
  if (o.handle) {
    const j = at(s, total - 60);
    parts.push(o.material === "webbing" ? boxStitch(j, w, o.color.thread) : whipping(j, w, w * 1.6, darken(o.color.main, 0.35)));
  } else {
    parts.push(tassel(end, w, w * 2.4, o.strands?.[0] ?? o.color.main), whipping(at(s, total - w * 0.7), w, w * 1.2, darken(o.color.main, 0.35)));
  }
  if (!o.noHook) {
    const back = { tx: -start.tx, ty: -start.ty };
    parts.push(place(start.x, start.y, angle(back), snapHook(150 * scale * (w / 26) ** 0.5, m, shadowAt(angle(back), 0.8))));
    const wp = at(s, w * 0.55);
    parts.push(o.material === "webbing" ? boxStitch(at(s, w * 0.9), w, o.color.thread) : whipping(wp, w, w * 1.2, darken(o.color.main, 0.35)));
  } else {
    // Spliced eye: a small loop of the same rope at the start.
    const eye = sampleCurve(
      [
        pt(start.x, start.y),
        pt(start.x - start.tx * 60 + start.nx * 40, start.y - start.ty * 60 + start.ny * 40),
        pt(start.x - start.tx * 110, start.y - start.ty * 110),
        pt(start.x - start.tx * 60 - start.nx * 40, start.y - start.ty * 60 - start.ny * 40),
        pt(start.x + start.tx * 30, start.y + start.ty * 30),
      ],
      5,
    );
    parts.unshift(body(o, eye));
    parts.push(whipping(at(s, 30), w, w * 1.5, darken(o.color.main, 0.35)));
  }
  return parts.join("");
}

const LAID = [
  pt(190, 170),
  pt(250, 300),
  pt(420, 340),
  pt(640, 270),
  pt(820, 340),
  pt(850, 520),
  pt(700, 640),
  pt(470, 600),
  pt(290, 680),
  pt(250, 820),
  pt(430, 880),
  pt(640, 840),
];

function spiral(cx: number, cy: number, turns: number, r0: number, r1: number, squash: number): Pt[] {
  const pts: Pt[] = [];
  const n = Math.round(turns * 16);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = t * turns * Math.PI * 2;
    const r = r0 + (r1 - r0) * t;
    pts.push(pt(cx + Math.cos(a) * r, cy + Math.sin(a) * r * squash));
  }
  return pts;
}

function hangingLoops(o: LineOptions): string {
  const loops: string[] = [];
  const w = widthOf(o);
  for (let i = 0; i < 5; i++) {
    const dx = (i - 2) * 16;
    const pts = [
      pt(480 + dx * 0.3, 200),
      pt(400 + dx, 320),
      pt(360 + dx * 1.4, 520),
      pt(400 + dx * 1.6, 700),
      pt(500 + dx * 1.5, 760 + i * 6),
      pt(600 + dx * 1.6, 700),
      pt(640 + dx * 1.4, 520),
      pt(600 + dx, 320),
      pt(520 + dx * 0.3, 200),
    ];
    loops.push(body(o, sampleCurve(pts, 5)));
  }
  const wrap = sampleCurve([pt(420, 262), pt(500, 250), pt(580, 262)], 4);
  const tail = line({ ...o, handle: false }, [pt(590, 860), pt(575, 700), pt(548, 500), pt(520, 320), pt(505, 230)]);
  return `${loops.join("")}${tail}${rope(wrap, { width: w * 1.1, colors: strandsOf(o) })}`;
}

export function lineArt(o: LineOptions, view: LineView): string {
  switch (view) {
    case "laid":
      return svgDoc({ backdrop: "cream", body: line(o, LAID) });
    case "coil": {
      const pts = spiral(500, 520, 3.2, 70, 300, 0.62).reverse();
      const hook = [pt(270, 820), pt(190, 720), pt(210, 600)];
      return svgDoc({ backdrop: "sand", body: `${floorShadow(500, 560, 360, 230)}${line({ ...o, handle: false }, [...hook, ...pts])}` });
    }
    case "hanging":
      return svgDoc({ backdrop: "sand", defs: WOOD_DEFS, body: `${floorShadow(500, 940, 240, 26)}${hangingLoops(o)}${peg(500, 190, 28)}` });
    case "closeup":
      return svgDoc({ backdrop: "cream", body: line(o, LAID), view: zoom(260, 232, 440) });
  }
}
