/**
 * Brand pictures: the founder portrait, the workshop (about section) and the
 * brand section's collection flat lay.
 */
import { collarArt } from "./collars";
import { pt, sampleArc, type Pt } from "./geometry";
import { halterArt } from "./halters";
import { buckle, dRing, snapHook } from "./hardware";
import { line } from "./leads";
import { braid } from "./materials";
import { COLORWAYS as C } from "./palette";
import { SCENE, SCENE_DEFS, cone, figure, miniCoil, plant, room, shelf, table, windowLight } from "./scene-kit";
import { place, shadowAt, svgDoc } from "./studio";
import { WOOD_DEFS } from "./halters";

/** Inner content of another rendered picture, placed as a nested image-free group. */
function embed(svg: string, x: number, y: number, size: number): string {
  const inner = svg
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/<g id="bg">.*?<\/g>/, "");
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 1000 1000" overflow="visible">${inner}</svg>`;
}

function shelves(x: number, y: number): string {
  const colors = [C.burgundy, C.navy, C.mustard, C.forest, C.teal, C.natural, C.red, C.plum];
  const items: string[] = [shelf(x, y, 360), shelf(x, y + 150, 360)];
  colors.forEach((c, i) => {
    const row = Math.floor(i / 4);
    items.push(miniCoil(x + 50 + (i % 4) * 88, y - 22 + row * 150, 40, c.main, c.accent));
  });
  return items.join("");
}

export function founderArt(): string {
  const coil = [0, 1, 2, 3]
    .map((k) => braid(sampleArc(400, 742 + k * 6, 150 - k * 14, 66 - k * 6, 0, 360, 5), { width: 26, colors: ["#efe3c8", "#efe3c8", "#c8693f", "#efe3c8"] }))
    .join("");
  const body =
    `<rect width="800" height="1000" fill="url(#wall)"/>` +
    `<g opacity="0.45">${shelves(40, 300)}${shelves(420, 300)}</g>` +
    `<rect width="800" height="1000" fill="#f6ead8" opacity="0.35"/>` +
    `<circle cx="400" cy="470" r="300" fill="#e8b27a" opacity="0.35"/>` +
    figure({ x: 400, y: 640, scale: 1.7, top: "#c8952b", scarf: "#b4492f", bun: true, face: true, body: 300, hands: [pt(-52, 80), pt(52, 80)] }) +
    coil +
    `<circle cx="312" cy="778" r="32" fill="${SCENE.skin[0]}"/><circle cx="488" cy="778" r="32" fill="${SCENE.skin[0]}"/>` +
    `<rect width="800" height="1000" fill="url(#vignette)"/>`;
  return svgDoc({ width: 800, height: 1000, backdrop: null, defs: SCENE_DEFS, body });
}

export function aboutArt(): string {
  const W = 1200;
  const H = 900;
  const hangers = [C.burgundy, C.navy, C.forest]
    .map((c, i) => embed(halterArt({ kind: i === 1 ? "rope" : "webbing", color: c }, "hanging"), 520 + i * 170, 90, 230))
    .join("");
  const board = `<rect x="520" y="110" width="560" height="250" rx="8" fill="#d9b98c"/><rect x="520" y="110" width="560" height="250" rx="8" fill="none" stroke="${SCENE.woodDark}" stroke-width="8"/>`;
  const cones = [C.red, C.mustard, C.teal, C.navy, C.rose, C.forest].map((c, i) => cone(110 + i * 62, 300, 90, c.main)).join("");
  const bench = table(160, 600, 880, 70, 220);
  const onBench =
    embed(collarArt({ color: C.teal, stripes: true }, "ring"), 200, 430, 300) +
    line(
      { material: "braid", color: C.natural, strands: ["#efe3c8", "#efe3c8", "#b3322c", "#efe3c8"], noHook: true, width: 18 },
      [pt(560, 640), pt(660, 615), pt(760, 650), pt(860, 625)],
      0.6,
    ) +
    miniCoil(620, 590, 60, C.navy.main, C.navy.accent) +
    place(960, 650, -20, buckle(40, "brass", true, shadowAt(-20))) +
    place(1000, 640, 10, dRing(40, 6, "brass", shadowAt(10)));
  const body =
    room(W, H, 560) +
    windowLight(140, 80, 260, 170, 560) +
    shelf(80, 310, 420) +
    cones +
    board +
    hangers +
    bench +
    onBench +
    plant(1110, 900, 120) +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return svgDoc({ width: W, height: H, backdrop: null, defs: SCENE_DEFS + WOOD_DEFS, body });
}

/** A kraft tag with the brand mark: a horseshoe around a paw. */
export function brandTag(x: number, y: number, s: number, rot: number): string {
  const toe = (dx: number, dy: number, r: number) => `<ellipse cx="${dx}" cy="${dy}" rx="${r}" ry="${r * 1.25}"/>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">` +
    `<path d="M-70 -120H70V110L0 140L-70 110Z" fill="${SCENE.kraft}" stroke="${SCENE.kraftDark}" stroke-width="3"/>` +
    `<circle cx="0" cy="-96" r="9" fill="#f6ead8" stroke="${SCENE.kraftDark}" stroke-width="3"/>` +
    `<path d="M-44 30C-60 -30 -40 -70 0 -70C40 -70 60 -30 44 30" fill="none" stroke="#7a2333" stroke-width="14" stroke-linecap="round"/>` +
    `<g fill="#7a2333">${toe(0, -6, 14)}${toe(-20, -30, 6)}${toe(-7, -40, 6)}${toe(7, -40, 6)}${toe(20, -30, 6)}</g>` +
    `<path d="M-40 70H40M-28 90H28" stroke="#7a5a3a" stroke-width="5" stroke-linecap="round"/></g>`
  );
}

export function brandArt(): string {
  const W = 1200;
  const H = 900;
  const linen = `<rect width="${W}" height="${H}" fill="#efe4d2"/><path d="${Array.from({ length: 60 }, (_, i) => `M0 ${i * 15}H${W}`).join("")}" stroke="#e2d3bc" stroke-width="1.5" opacity="0.35"/><path d="${Array.from({ length: 80 }, (_, i) => `M${i * 15} 0V${H}`).join("")}" stroke="#e7dac5" stroke-width="1" opacity="0.3"/>`;
  const spiral = (cx: number, cy: number, turns: number, r0: number, r1: number): Pt[] => {
    const pts: Pt[] = [];
    for (let i = 0; i <= turns * 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const r = r1 - ((r1 - r0) * i) / (turns * 16);
      pts.push(pt(cx + Math.cos(a) * r, cy + Math.sin(a) * r));
    }
    return pts;
  };
  const body =
    linen +
    line({ material: "rope", color: C.navy, handle: false }, spiral(300, 300, 3, 50, 210)) +
    line({ material: "braid", color: C.natural, strands: ["#efe3c8", "#efe3c8", "#c8693f", "#efe3c8"], noHook: true }, spiral(880, 620, 2.6, 50, 190)) +
    embed(collarArt({ color: C.burgundy, stripes: true }, "ring"), 330, 380, 520) +
    brandTag(900, 220, 1.2, 12) +
    place(610, 170, 30, snapHook(150, "brass", shadowAt(30))) +
    place(180, 700, -15, buckle(50, "brass", true, shadowAt(-15))) +
    place(270, 760, 20, dRing(50, 7, "brass", shadowAt(20))) +
    `<g opacity="0.95">${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="0" cy="-40" rx="14" ry="40" fill="${SCENE.leaf}" transform="translate(1090 ${120 + i * 28}) rotate(${-60 + i * 30})"/>`).join("")}</g>` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return svgDoc({ width: W, height: H, backdrop: null, defs: SCENE_DEFS, body });
}
