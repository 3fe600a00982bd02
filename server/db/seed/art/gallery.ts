/**
 * Workshop gallery: weaving webbing on the loom, braiding rope (also the frames
 * of the gallery video), quality check, eco-friendly packing and dispatch.
 * All 1200 × 900.
 */
import { braid, rope, strap, tassel, whipping } from "./materials";
import { f, pt, sampleCurve } from "./geometry";
import { COLORWAYS as C, darken, lighten } from "./palette";
import { SCENE, SCENE_DEFS, cone, figure, parcel, plant, room, windowLight } from "./scene-kit";
import { svgDoc } from "./studio";

const W = 1200;
const H = 900;
const doc = (body: string, defs = "") =>
  svgDoc({ width: W, height: H, backdrop: null, defs: SCENE_DEFS + defs, body: `${body}<rect width="${W}" height="${H}" fill="url(#vignette)"/>` });

export function loomArt(): string {
  const colors = [C.burgundy, C.mustard, C.navy, C.teal, C.red, C.forest, C.plum, C.tan, C.burgundy, C.mustard, C.navy, C.teal];
  const creel =
    `<rect x="60" y="170" width="300" height="420" rx="8" fill="none" stroke="${SCENE.woodDark}" stroke-width="14"/>` +
    [0, 1, 2].map((r) => `<rect x="60" y="${300 + r * 130}" width="300" height="12" fill="${SCENE.wood}"/>`).join("");
  const cones: string[] = [];
  const warps: string[] = [];
  colors.forEach((c, i) => {
    const x = 100 + (i % 4) * 72;
    const y = 300 + Math.floor(i / 4) * 130;
    cones.push(cone(x, y, 90, c.main));
    warps.push(
      `<path d="M${x} ${y - 96}Q${f((x + 640) / 2)} ${f((y - 96 + 380) / 2 - 30)} 650 ${f(355 + (i % 6) * 9)}" stroke="${c.main}" stroke-width="2" fill="none" opacity="0.85"/>`,
    );
  });
  const heddle = `<rect x="640" y="260" width="70" height="230" rx="6" fill="none" stroke="${SCENE.woodDark}" stroke-width="10"/><path d="${Array.from({ length: 12 }, (_, i) => `M${646 + i * 5} 266V484`).join("")}" stroke="#9aa3ab" stroke-width="1.5"/>`;
  const webbing = strap(sampleCurve([pt(700, 380), pt(860, 380), pt(980, 400), pt(1050, 500), pt(1020, 600)], 5), {
    width: 62,
    color: C.burgundy,
    stripes: true,
  });
  const roll = `<circle cx="1010" cy="640" r="96" fill="${C.burgundy.main}"/>${[80, 64, 48, 32].map((r) => `<circle cx="1010" cy="640" r="${r}" fill="none" stroke="${darken(C.burgundy.main, 0.3)}" stroke-width="3"/>`).join("")}<circle cx="1010" cy="640" r="18" fill="${SCENE.woodDark}"/>`;
  const frame = `<rect x="600" y="240" width="30" height="520" fill="${SCENE.wood}"/><rect x="920" y="240" width="30" height="520" fill="${SCENE.wood}"/><rect x="590" y="230" width="370" height="26" rx="4" fill="${SCENE.woodDark}"/><rect x="590" y="610" width="370" height="22" fill="${SCENE.woodDark}"/>`;
  const weaver = figure({ x: 790, y: 560, scale: 0.85, top: "#2f5a3c", skin: SCENE.skin[1], hands: [pt(-95, 60), pt(95, 55)] });
  const body =
    room(W, H, 640) +
    windowLight(430, 60, 180, 130, 640) +
    creel +
    cones.join("") +
    weaver +
    frame +
    warps.join("") +
    heddle +
    `${webbing}${roll}` +
    plant(1130, 890, 110);
  return doc(body);
}

/** The braiding machine; `phase` in [0, 1) animates bobbins, braid and pulley (a seamless loop: the gallery video). */
export function braidingArt(phase = 0): string {
  const cx = 560;
  const deckY = 690;
  const strands = ["#efe3c8", "#efe3c8", "#c8693f", "#efe3c8"];
  const bobbins: { x: number; y: number; color: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const dir = i % 2 ? -1 : 1;
    const a = ((i * 45 + dir * phase * 180) * Math.PI) / 180;
    const r = 260 + dir * 18 * Math.sin(a * 4);
    bobbins.push({ x: cx + Math.cos(a) * r, y: deckY + Math.sin(a) * r * 0.28, color: strands[i % 4]! });
  }
  bobbins.sort((p, q) => p.y - q.y);
  const top = pt(cx, 330);
  const bob = (b: { x: number; y: number; color: string }) =>
    `<rect x="${f(b.x - 14)}" y="${f(b.y - 86)}" width="28" height="86" rx="6" fill="${b.color}" stroke="${darken(b.color, 0.4)}" stroke-width="1.5"/><ellipse cx="${f(b.x)}" cy="${f(b.y - 86)}" rx="16" ry="6" fill="${SCENE.woodDark}"/><ellipse cx="${f(b.x)}" cy="${f(b.y)}" rx="18" ry="7" fill="${SCENE.woodDark}"/><path d="M${f(b.x)} ${f(b.y - 90)}L${top.x} ${top.y}" stroke="${b.color}" stroke-width="3"/>`;
  const back = bobbins
    .filter((b) => b.y < deckY)
    .map(bob)
    .join("");
  const front = bobbins
    .filter((b) => b.y >= deckY)
    .map(bob)
    .join("");
  const deck = `<ellipse cx="${cx}" cy="${deckY + 24}" rx="320" ry="100" fill="${SCENE.woodDark}"/><ellipse cx="${cx}" cy="${deckY}" rx="320" ry="96" fill="#8d969e"/><ellipse cx="${cx}" cy="${deckY}" rx="262" ry="72" fill="none" stroke="#5d646b" stroke-width="10"/><ellipse cx="${cx}" cy="${deckY}" rx="320" ry="96" fill="url(#sheen)" opacity="0.5"/>`;
  const pitch = 44 * 0.3;
  const rise = 8 * pitch * (1 - phase);
  const rope = braid(sampleCurve([pt(cx, 330 + rise), pt(cx, 200), pt(cx, 92)], 3), { width: 44, colors: strands, pitch });
  const rot = phase * 60;
  const pulley = `<g transform="translate(${cx} 80) rotate(${f(rot)})"><circle r="52" fill="#8d969e" stroke="#5d646b" stroke-width="6"/>${[0, 60, 120].map((a) => `<path d="M-44 0H44" transform="rotate(${a})" stroke="#5d646b" stroke-width="8"/>`).join("")}<circle r="12" fill="#5d646b"/></g>`;
  const frame = `<rect x="${cx - 230}" y="60" width="24" height="640" fill="${SCENE.wood}"/><rect x="${cx + 206}" y="60" width="24" height="640" fill="${SCENE.wood}"/><rect x="${cx - 240}" y="50" width="480" height="22" rx="4" fill="${SCENE.woodDark}"/>`;
  const basket = `<path d="M880 720H1120L1100 880H900Z" fill="#b98a52"/><path d="${Array.from({ length: 7 }, (_, i) => `M${890 + i * 34} 720L${905 + i * 31} 880`).join("")}M884 760H1116M890 800H1110M895 840H1105" stroke="#8a5f33" stroke-width="4"/><ellipse cx="1000" cy="720" rx="120" ry="22" fill="#efe3c8"/>`;
  const worker = figure({ x: 1000, y: 520, scale: 0.9, top: "#1f3556", skin: SCENE.skin[2], bun: true, hands: [pt(-120, 120), pt(40, 200)] });
  const body =
    room(W, H, 600) + windowLight(70, 70, 200, 150, 600) + frame + back + `<g clip-path="url(#above)">${rope}</g>` + pulley + deck + front + worker + basket;
  return doc(body, `<clipPath id="above"><rect x="0" y="0" width="${W}" height="332"/></clipPath>`);
}

function planks(): string {
  return Array.from(
    { length: 6 },
    (_, i) =>
      `<rect y="${i * 150}" width="${W}" height="150" fill="${i % 2 ? SCENE.woodLight : lighten(SCENE.woodLight, 0.08)}"/><path d="M0 ${i * 150 + 60}C300 ${i * 150 + 40} 600 ${i * 150 + 90} ${W} ${i * 150 + 55}" stroke="${SCENE.wood}" stroke-width="2" fill="none" opacity="0.5"/>`,
  ).join("");
}

/** Hand-braiding a cotton rassi, from above: three strands from their cones becoming a braid. */
export function handBraidingArt(): string {
  const cotton = ["#efe3c8", "#efe3c8", "#c8693f", "#efe3c8"];
  const join = pt(520, 420);
  const strandsFrom = [pt(240, 230), pt(520, 200), pt(800, 240)];
  const strands = strandsFrom
    .map((p, i) =>
      rope(sampleCurve([p, pt((p.x + join.x) / 2 + (i - 1) * 20, (p.y + join.y) / 2), join], 4), {
        width: 22,
        colors: i === 1 ? ["#c8693f", "#d98a5f"] : ["#efe3c8", "#e2d2b0"],
      }),
    )
    .join("");
  const path = sampleCurve([join, pt(540, 560), pt(640, 700), pt(820, 760), pt(980, 720)], 4);
  const braided = braid(path, { width: 40, colors: cotton }) + whipping(path[0]!, 40, 36, "#8a5f33") + tassel(path[path.length - 1]!, 40, 70, "#efe3c8");
  const cones = strandsFrom
    .map((p, i) => {
      const rot = (Math.atan2(join.y - p.y, join.x - p.x) * 180) / Math.PI + 90;
      return `<g transform="translate(${p.x} ${p.y}) rotate(${f(rot)})">${cone(0, 150, 130, i === 1 ? "#c8693f" : "#efe3c8")}</g>`;
    })
    .join("");
  const scissors = `<g transform="translate(230 640) rotate(-30)" fill="none" stroke="#3a3431" stroke-width="12"><circle cx="-40" cy="60" r="34"/><circle cx="40" cy="60" r="34"/><path d="M-20 30L60 -170M20 30L-60 -170" stroke="#9aa3ab" stroke-width="16" stroke-linecap="round"/></g>`;
  const coil = [0, 1, 2, 3]
    .map(
      (k) => `<ellipse cx="1040" cy="300" rx="${120 - k * 26}" ry="${120 - k * 26}" fill="none" stroke="${k % 2 ? "#efe3c8" : "#e5d6b6"}" stroke-width="24"/>`,
    )
    .join("");
  return doc(`${planks()}${coil}${cones}${strands}${braided}${scissors}`);
}

/** Quality check, seen from above: a halter being measured, a checklist, a loupe. */
export function qualityArt(halterSvg: string): string {
  const inner = halterSvg
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/<g id="bg">.*?<\/g>/, "");
  const halter = `<svg x="60" y="40" width="720" height="720" viewBox="0 0 1000 1000">${inner}</svg>`;
  const tape = sampleCurve([pt(120, 830), pt(400, 800), pt(700, 840), pt(860, 760)], 4);
  const tapeArt =
    strap(tape, { width: 44, color: { name: "tape", main: "#f0c93c", accent: "#f0c93c", thread: "#f0c93c" }, stitch: false }) +
    `<path d="${tape.map((p, i) => `${i ? "L" : "M"}${f(p.x + p.nx * 12)} ${f(p.y + p.ny * 12)}`).join("")}" stroke="#2b2724" stroke-width="12" stroke-dasharray="2 8" fill="none"/>`;
  const checks = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M860 ${250 + i * 70}l12 14 22 -26" stroke="#3f8a4a" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="910" y="${248 + i * 70}" width="${150 - (i % 2) * 40}" height="12" rx="6" fill="#cbbfae"/>`,
    )
    .join("");
  const board = `<rect x="820" y="140" width="290" height="420" rx="16" fill="${SCENE.woodDark}"/><rect x="842" y="180" width="246" height="360" fill="#fffaf0"/><rect x="915" y="126" width="100" height="40" rx="8" fill="#8d969e"/>${checks}`;
  const loupe = `<g transform="translate(560 300) rotate(-35)"><rect x="-16" y="80" width="32" height="150" rx="12" fill="#3a2a1d"/><circle r="92" fill="#dff0f2" fill-opacity="0.35" stroke="#3a2a1d" stroke-width="16"/><path d="M-50 -40A70 70 0 0 1 10 -70" stroke="#fff" stroke-width="8" opacity="0.6" fill="none"/></g>`;
  const badge = `<g transform="translate(1010 680)"><circle r="70" fill="#3f8a4a"/><circle r="58" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="8 6"/><path d="M-28 0l18 20 38 -44" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  return doc(`${planks()}${halter}${tapeArt}<g filter="url(#shadow)">${board}${loupe}${badge}</g>`);
}

/** Eco-friendly packing from above: kraft box, paper filler, twine, tag and a sprig. */
export function packingArt(coilSvg: string): string {
  const inner = coilSvg
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/<g id="bg">.*?<\/g>/, "");
  const box = `<path d="M300 160H760L820 90H240Z" fill="${lighten(SCENE.kraft, 0.15)}"/><path d="M300 160L240 90V700L300 640Z" fill="${SCENE.kraftDark}"/><path d="M760 160L820 90V700L760 640Z" fill="${SCENE.kraftDark}"/><path d="M300 640H760L820 700H240Z" fill="${lighten(SCENE.kraft, 0.1)}"/><rect x="300" y="160" width="460" height="480" fill="${darken(SCENE.kraft, 0.12)}"/>`;
  const filler = Array.from(
    { length: 26 },
    (_, i) =>
      `<path d="M${320 + (i % 7) * 64} ${190 + Math.floor(i / 7) * 118}q20 -26 44 -4t40 6" stroke="#e9d8b8" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  ).join("");
  const product = `<svg x="300" y="150" width="460" height="460" viewBox="0 0 1000 1000">${inner}</svg>`;
  const twine = `<circle cx="980" cy="260" r="90" fill="#d9c39a"/>${[72, 56, 40].map((r) => `<circle cx="980" cy="260" r="${r}" fill="none" stroke="#b59a6a" stroke-width="3"/>`).join("")}<circle cx="980" cy="260" r="22" fill="${SCENE.woodDark}"/><path d="M900 300C860 380 900 460 860 560" stroke="#d9c39a" stroke-width="5" fill="none"/>`;
  const tag = `<g transform="translate(960 620) rotate(14)"><path d="M-60 -90H60V80L0 110L-60 80Z" fill="${SCENE.kraft}" stroke="${SCENE.kraftDark}" stroke-width="3"/><circle cy="-66" r="8" fill="#f6ead8"/><path d="M-30 -10C-10 -40 30 -30 20 0C10 30 -20 30 -30 -10Z" fill="${SCENE.leaf}"/><path d="M-36 40H36M-24 60H24" stroke="#7a5a3a" stroke-width="5" stroke-linecap="round"/></g>`;
  const sprig =
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<ellipse cx="0" cy="-34" rx="13" ry="34" fill="${i % 2 ? SCENE.leaf : lighten(SCENE.leaf, 0.15)}" transform="translate(${130 + i * 18} ${640 - i * 60}) rotate(${i % 2 ? 50 : -50})"/>`,
      )
      .join("") + `<path d="M120 660C150 520 180 400 220 300" stroke="${darken(SCENE.leaf, 0.2)}" stroke-width="5" fill="none"/>`;
  const bg = `<rect width="${W}" height="${H}" fill="#e9ddc8"/><rect width="${W}" height="${H}" fill="url(#tabletop)" opacity="0.25"/>`;
  return doc(`${bg}<g filter="url(#shadow)">${box}</g>${filler}${product}<g filter="url(#shadow)">${twine}${tag}</g>${sprig}`);
}

export function shippingArt(): string {
  const stack = [
    parcel(120, 560, 230, 170, 60),
    parcel(370, 600, 180, 130, 50),
    parcel(150, 400, 180, 160, 50),
    parcel(380, 470, 140, 130, 40, false),
    parcel(180, 270, 140, 130, 40),
  ].join("");
  const pallet = `<rect x="100" y="730" width="480" height="26" fill="${SCENE.woodLight}"/><rect x="110" y="756" width="40" height="30" fill="${SCENE.woodDark}"/><rect x="320" y="756" width="40" height="30" fill="${SCENE.woodDark}"/><rect x="530" y="756" width="40" height="30" fill="${SCENE.woodDark}"/>`;
  const door = `<rect x="700" y="150" width="400" height="500" fill="#cfe6ee"/><rect x="700" y="460" width="400" height="190" fill="#c9b48e"/><path d="M700 520H1100" stroke="#fff" stroke-width="6" stroke-dasharray="30 20" opacity="0.7"/><rect x="686" y="136" width="428" height="514" fill="none" stroke="${SCENE.woodDark}" stroke-width="28"/><circle cx="820" cy="240" r="40" fill="#fff1c4"/>`;
  const scooter = `<g transform="translate(900 560)"><circle cx="-90" cy="40" r="36" fill="#2b2724"/><circle cx="90" cy="40" r="36" fill="#2b2724"/><circle cx="-90" cy="40" r="14" fill="#8d969e"/><circle cx="90" cy="40" r="14" fill="#8d969e"/><path d="M-130 20C-120 -30 -40 -30 -20 0H60L100 -80H120L110 20Z" fill="#c8693f"/><rect x="-150" y="-90" width="100" height="80" rx="6" fill="${SCENE.kraft}" stroke="${SCENE.kraftDark}" stroke-width="4"/><path d="M100 -80L90 -120H130" stroke="#2b2724" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
  const courier = figure({ x: 640, y: 400, scale: 0.72, top: "#c8952b", skin: SCENE.skin[1], hands: [pt(-60, 170), pt(60, 170)], legs: 300 });
  const handed = parcel(590, 480, 100, 80, 26);
  const body =
    room(W, H, 690) +
    door +
    scooter +
    `<ellipse cx="640" cy="820" rx="110" ry="16" fill="#2a1a0c" opacity="0.25"/>` +
    courier +
    handed +
    pallet +
    `<g filter="url(#shadow)">${stack}</g>`;
  return doc(body);
}
