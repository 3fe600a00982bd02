/**
 * Horse halters: flat-webbing halters and knotted rope halters, shown on the
 * display head, as a close-up of the fittings, hanging from a wall hook, and
 * as a set of colourways.
 */
import { angle, at, length, pt, sampleCurve, type Pt, type Sample } from "./geometry";
import { buckle, keeper, namePlate, oRing, snapHook, squareRing } from "./hardware";
import { HORSE_POINTS as H, horseHead } from "./horse-head";
import { knot, rope, strap, whipping } from "./materials";
import { darken, type Colorway, type Metal } from "./palette";
import { floorShadow, place, shadowAt, svgDoc, zoom } from "./studio";

export type HalterKind = "webbing" | "padded" | "rope";
export type HalterView = "head" | "closeup" | "hanging" | "set";

export type HalterOptions = {
  kind: HalterKind;
  color: Colorway;
  metal?: Metal;
  /** Show a lead rope clipped to the halter (halter-and-lead sets). */
  lead?: Colorway;
};

const ROUTES = {
  nose: [pt(336, 468), pt(372, 548), pt(398, 628), pt(424, 708), pt(446, 780), pt(462, 850)],
  cheek: [H.noseRing, pt(500, 590), pt(590, 440), pt(640, 330), H.cheekTop, pt(672, 150)],
  throat: [pt(664, 262), pt(690, 360), pt(706, 470), pt(712, 560), pt(712, 592)],
  chin: [pt(456, 812), pt(560, 790), pt(644, 744), pt(696, 668), pt(712, 596)],
};

function ropeColors(c: Colorway): string[] {
  return [c.main, c.main, c.accent];
}

function part(points: readonly Pt[], o: HalterOptions, lift = 0.5): { d: string; s: Sample[] } {
  const s = sampleCurve(points, 5);
  if (o.kind === "rope") return { d: rope(s, { width: 17, colors: ropeColors(o.color), lift }), s };
  return {
    d: strap(s, { width: 40, color: o.color, stripes: o.kind !== "padded", padding: o.kind === "padded" ? "#3a3431" : undefined, weave: "twill", lift }),
    s,
  };
}

function leadFrom(p: Pt, c: Colorway, m: Metal): string {
  const s = sampleCurve([pt(p.x, p.y + 40), pt(p.x + 30, p.y + 120), pt(p.x + 140, p.y + 160), pt(p.x + 330, p.y + 140), pt(p.x + 480, p.y + 175)], 5);
  const top = at(s, 0);
  return (
    rope(s, { width: 22, colors: ropeColors(c), lift: 0.8 }) +
    whipping(at(s, 14), 22, 26, darken(c.main, 0.3)) +
    place(top.x, top.y, -90, snapHook(120, m, shadowAt(-90)))
  );
}

/** The halter fitted on the display head. */
function onHead(o: HalterOptions): string {
  const m = o.metal ?? "brass";
  const parts = [part(ROUTES.chin, o), part(ROUTES.throat, o), part(ROUTES.nose, o), part(ROUTES.cheek, o)];
  const straps = `<g clip-path="url(#head-clip)">${parts.map((p) => p.d).join("")}</g>`;
  const cheek = parts[3]!.s;
  const fittings: string[] = [];
  if (o.kind === "rope") {
    const c = ropeColors(o.color);
    fittings.push(knot(H.noseRing.x, H.noseRing.y, 20, c, 60), knot(700, 600, 18, c, 80), knot(660, 250, 18, c, 100));
    const tail = sampleCurve([pt(655, 262), pt(640, 320), pt(646, 380), pt(664, 420)], 4);
    fittings.push(rope(tail, { width: 15, colors: c }), knot(470, 840, 24, c, 20));
  } else {
    const b = at(cheek, length(cheek) - 130);
    fittings.push(place(b.x, b.y, angle(b), buckle(40, m, true, shadowAt(angle(b)))));
    const k = at(cheek, length(cheek) - 175);
    fittings.push(place(k.x, k.y, angle(k), keeper(40, o.color.main, darken(o.color.main, 0.5))));
    const plate = at(cheek, 150);
    fittings.push(place(plate.x, plate.y, angle(plate), namePlate(70, 24, m)));
    fittings.push(place(H.noseRing.x, H.noseRing.y, angle(at(cheek, 0)) + 8, squareRing(34, 7, m, shadowAt(angle(at(cheek, 0)) + 8))));
    fittings.push(place(712, 590, 20, squareRing(30, 6, m, shadowAt(20))));
    fittings.push(oRing(24, 7, m, 462, 850, shadowAt(0)));
  }
  const lead = o.lead ? leadFrom(pt(462, 850), o.lead, m) : "";
  return `${horseHead()}${straps}${fittings.join("")}${lead}`;
}

/** A turned wooden peg on the wall, seen from the front. */
export function peg(x: number, y: number, r: number): string {
  return `<ellipse cx="${x + r * 0.15}" cy="${y + r * 0.3}" rx="${r * 1.1}" ry="${r * 1.05}" fill="#3b2a1a" fill-opacity="0.18"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#wood)" stroke="#5a3a20" stroke-width="2"/><circle cx="${x - r * 0.25}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#fff" opacity="0.2"/>`;
}

export const WOOD_DEFS = `<radialGradient id="wood" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#c99762"/><stop offset="0.7" stop-color="#8d5a33"/><stop offset="1" stop-color="#5e3a1f"/></radialGradient>`;

/** The halter hanging from a wooden wall peg. */
function hanging(o: HalterOptions, dx = 0, scale = 1): string {
  const m = o.metal ?? "brass";
  const T = (x: number, y: number) => pt(500 + (x - 500) * scale + dx, 120 + (y - 120) * scale);
  const crown = [T(372, 600), T(368, 440), T(400, 270), T(450, 180), T(500, 158), T(550, 180), T(600, 270), T(632, 440), T(628, 600)];
  const throat = [T(392, 360), T(430, 470), T(500, 500), T(570, 470), T(608, 360)];
  const nose = [T(372, 620), T(398, 700), T(500, 732), T(602, 700), T(628, 620), T(590, 590), T(500, 582), T(410, 590), T(372, 620)];
  const back = part(throat, { ...o, color: { ...o.color, main: darken(o.color.main, 0.3), accent: darken(o.color.accent, 0.3) } }, 0.6);
  const p = [part(nose, o, 1), part(crown, o, 1)];
  const fittings: string[] = [];
  if (o.kind === "rope") {
    const c = ropeColors(o.color);
    for (const q of [T(372, 612), T(628, 612)]) fittings.push(knot(q.x, q.y, 20 * scale, c, 90));
    fittings.push(knot(T(500, 736).x, T(500, 736).y, 24 * scale, c, 0), knot(T(390, 330).x, T(390, 330).y, 17 * scale, c, 80));
  } else {
    const b = at(p[1]!.s, length(p[1]!.s) - 190 * scale);
    fittings.push(place(b.x, b.y, angle(b), buckle(40, m, true, shadowAt(angle(b), 0.5, scale)), scale));
    const pl = at(p[1]!.s, 90 * scale);
    fittings.push(place(pl.x, pl.y, angle(pl), namePlate(64, 22, m), scale));
    for (const q of [T(370, 612), T(630, 612), T(392, 360), T(608, 360)])
      fittings.push(place(q.x, q.y, 0, squareRing(34, 7, m, shadowAt(0, 0.6, scale)), scale));
    fittings.push(oRing(24 * scale, 7 * scale, m, T(500, 762).x, T(500, 762).y, shadowAt(0, 0.8)));
  }
  const pg = T(500, 150);
  return `${back.d}${p.map((q) => q.d).join("")}${fittings.join("")}${peg(pg.x, pg.y, 26 * scale)}`;
}

export function halterArt(o: HalterOptions, view: HalterView, extra: Colorway[] = []): string {
  switch (view) {
    case "head":
      return svgDoc({ backdrop: "sage", body: onHead(o), view: { x: 150, y: 50, w: 880, h: 880 } });
    case "closeup":
      return svgDoc({ backdrop: "sage", body: onHead(o), view: o.kind === "rope" ? zoom(470, 720, 380) : zoom(560, 520, 420) });
    case "hanging":
      return svgDoc({ backdrop: "sand", defs: WOOD_DEFS, body: floorShadow(500, 945, 280, 30) + hanging(o, 0, 1.2) });
    case "set": {
      const all = [o.color, ...extra].slice(0, 3);
      const body = all.map((c, i) => hanging({ ...o, color: c }, (i - 1) * 305, 0.68)).join("");
      return svgDoc({ backdrop: "cream", defs: WOOD_DEFS, body: `${floorShadow(500, 900, 420, 26)}<g transform="translate(0 130)">${body}</g>` });
    }
  }
}
