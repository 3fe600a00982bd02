/**
 * Bundles and the dog head halter ("Halterface"): several products in one
 * shot, and the head collar with its nose loop and neck loop.
 */
import { angle, at, length, pt, sampleCurve, type Pt } from "./geometry";
import { buckle, keeper, oRing, sideRelease } from "./hardware";
import { line, type LineOptions } from "./leads";
import { strap } from "./materials";
import { darken, type Colorway, type Metal } from "./palette";
import { ringCollar, type CollarOptions } from "./collars";
import { floorShadow, place, shadowAt, svgDoc } from "./studio";

function ellipsePts(cx: number, cy: number, rx: number, ry: number, tilt: number, from = 0, to = 360): Pt[] {
  const pts: Pt[] = [];
  const t = (tilt * Math.PI) / 180;
  for (let a = from; a <= to; a += 20) {
    const r = (a * Math.PI) / 180;
    const x = Math.cos(r) * rx;
    const y = Math.sin(r) * ry;
    pts.push(pt(cx + x * Math.cos(t) - y * Math.sin(t), cy + x * Math.sin(t) + y * Math.cos(t)));
  }
  return pts;
}

export type HeadHalterOptions = { color: Colorway; metal?: Metal; padding?: string };

/** Dog head halter laid flat: padded nose loop (left), neck strap (right), lead ring below. */
export function headHalter(o: HeadHalterOptions): string {
  const m = o.metal ?? "nickel";
  const w = 34;
  const nose = sampleCurve(ellipsePts(320, 540, 150, 96, -18, 0, 340), 5, true);
  const neck = sampleCurve(ellipsePts(640, 450, 250, 190, 6, 0, 340), 5, true);
  const link = sampleCurve([pt(430, 610), pt(470, 660), pt(520, 690)], 5);
  const parts = [
    strap(neck, { width: w, color: o.color, stripes: true }),
    strap(link, { width: w * 0.8, color: o.color }),
    strap(nose, { width: w, color: o.color, padding: o.padding ?? "#2f2a27" }),
  ];
  const b = at(neck, 2);
  parts.push(place(b.x, b.y, angle(b), sideRelease(w * 1.05, undefined, shadowAt(angle(b)))));
  const k = at(nose, 2);
  parts.push(place(k.x, k.y, angle(k), keeper(w, o.color.main, darken(o.color.main, 0.5))));
  const slide = at(neck, length(neck) * 0.62);
  parts.push(place(slide.x, slide.y, angle(slide), buckle(w, m, false, shadowAt(angle(slide)))));
  parts.push(oRing(28, 8, m, 540, 700, shadowAt(0, 0.8)));
  // A matching lead clipped to the chin ring, running out of the picture.
  const lead = line({ material: "webbing", color: o.color, metal: m, width: 30 }, [pt(548, 800), pt(600, 880), pt(760, 940), pt(1060, 960)]);
  return parts.join("") + lead;
}

export function headHalterArt(o: HeadHalterOptions, view: "flat" | "closeup"): string {
  if (view === "flat") return svgDoc({ backdrop: "mist", body: headHalter(o) });
  return svgDoc({ backdrop: "mist", body: headHalter(o), view: { x: 300, y: 500, w: 420, h: 420 } });
}

/** Matching collar and leash: the collar standing at the back, the leash curled in front. */
export function collarLeashSet(collar: CollarOptions, leash: LineOptions): string {
  const ring = { cx: 330, cy: 260, rx: 230, ry: 94, h: 70 };
  const path = [pt(700, 180), pt(770, 330), pt(700, 480), pt(520, 560), pt(330, 600), pt(220, 730), pt(330, 850), pt(560, 830), pt(740, 760)];
  return svgDoc({
    backdrop: "blush",
    body: `${floorShadow(330, 440, 260, 60)}${ringCollar(collar, ring, "set")}${line({ ...leash, handle: true }, path)}`,
  });
}

/** Three coils side by side (multipacks and colour ranges). */
export function coilTrio(lines: readonly LineOptions[]): string {
  const spots = [pt(290, 640), pt(710, 640), pt(500, 330)];
  const order = [2, 0, 1];
  const body = order
    .filter((i) => lines[i])
    .map((i) => {
      const c = spots[i]!;
      const pts: Pt[] = [];
      for (let k = 0; k <= 44; k++) {
        const a = (k / 16) * Math.PI * 2;
        const r = 172 - k * 3;
        pts.push(pt(c.x + Math.cos(a) * r, c.y + Math.sin(a) * r * 0.6));
      }
      return line({ ...lines[i]!, handle: false }, pts);
    })
    .join("");
  return svgDoc({ backdrop: "cream", body });
}
