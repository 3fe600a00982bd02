/**
 * Pieces for the workshop illustrations (about page, gallery, founder):
 * room, window light, wooden table, shelves, thread cones, parcels, plants and
 * simple faceless figures in a flat, warm style.
 */
import { f, pt, smoothPath, type Pt } from "./geometry";
import { darken, lighten, mix } from "./palette";

export const SCENE = {
  wall: "#f1e2cc",
  wallShade: "#e2ccad",
  wood: "#a8703f",
  woodDark: "#7c4f2a",
  woodLight: "#c89563",
  kraft: "#c89a64",
  kraftDark: "#a8794a",
  leaf: "#5f7f4a",
  skin: ["#c68a62", "#a86f4c", "#d9a07a"],
  hair: "#2a1b14",
};

export const SCENE_DEFS =
  `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(SCENE.wall, 0.3)}"/><stop offset="1" stop-color="${SCENE.wallShade}"/></linearGradient>` +
  `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SCENE.woodDark}"/><stop offset="1" stop-color="${SCENE.wood}"/></linearGradient>` +
  `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6dc" stop-opacity="0.75"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></linearGradient>` +
  `<linearGradient id="tabletop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SCENE.woodLight}"/><stop offset="1" stop-color="${SCENE.wood}"/></linearGradient>` +
  `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#2a1a0c" stop-opacity="0"/><stop offset="1" stop-color="#2a1a0c" stop-opacity="0.22"/></radialGradient>`;

/** Back wall and plank floor; the floor starts at y = horizon. */
export function room(w: number, h: number, horizon: number): string {
  const planks: string[] = [];
  for (let x = -200; x < w + 200; x += 110) {
    planks.push(`M${f(w / 2 + (x - w / 2) * 0.55)} ${horizon}L${f(w / 2 + (x - w / 2) * 1.6)} ${h}`);
  }
  return (
    `<rect width="${w}" height="${horizon}" fill="url(#wall)"/>` +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#floor)"/>` +
    `<path d="${planks.join("")}" stroke="${darken(SCENE.woodDark, 0.2)}" stroke-width="2" opacity="0.5"/>` +
    `<rect y="${horizon - 16}" width="${w}" height="16" fill="${SCENE.woodDark}"/>`
  );
}

/** A window with soft light falling into the room. */
export function windowLight(x: number, y: number, w: number, h: number, floorY: number): string {
  const bars = `<path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}" stroke="${SCENE.woodDark}" stroke-width="10"/>`;
  const beam = `<path d="M${x} ${y}L${x + w} ${y}L${x + w * 2.6} ${floorY + 60}L${x + w * 0.9} ${floorY + 60}Z" fill="url(#light)" opacity="0.55"/>`;
  return `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" rx="6" fill="${SCENE.woodDark}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#dff0f2"/><rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.38}" fill="#b9d7a9"/><circle cx="${x + w * 0.75}" cy="${y + h * 0.25}" r="${w * 0.12}" fill="#fff1c4"/>${bars}${beam}`;
}

/** Wooden table seen from the front: top slab and two legs. */
export function table(x: number, y: number, w: number, depth: number, legH: number): string {
  return (
    `<rect x="${x + 30}" y="${y + depth}" width="22" height="${legH}" fill="${SCENE.woodDark}"/><rect x="${x + w - 52}" y="${y + depth}" width="22" height="${legH}" fill="${SCENE.woodDark}"/>` +
    `<path d="M${x + 20} ${y}H${x + w - 20}L${x + w} ${y + depth}H${x}Z" fill="url(#tabletop)"/><rect x="${x}" y="${y + depth}" width="${w}" height="18" fill="${SCENE.woodDark}"/>`
  );
}

export function shelf(x: number, y: number, w: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="14" rx="2" fill="${SCENE.wood}"/><rect x="${x}" y="${y + 14}" width="${w}" height="6" fill="${SCENE.woodDark}"/><path d="M${x + 30} ${y + 20}l14 30M${x + w - 30} ${y + 20}l-14 30" stroke="${SCENE.woodDark}" stroke-width="6"/>`;
}

/** A cone of yarn standing on its base at (x, y). */
export function cone(x: number, y: number, h: number, color: string): string {
  const w = h * 0.62;
  const wraps: string[] = [];
  for (let k = 1; k < 6; k++)
    wraps.push(`M${f(x - w / 2 + (k * w) / 14)} ${f(y - (h * k) / 6)}L${f(x + w / 2 - (k * w) / 14)} ${f(y - (h * k) / 6 + h * 0.03)}`);
  return (
    `<path d="M${f(x - w / 2)} ${y}L${f(x - w * 0.18)} ${f(y - h)}H${f(x + w * 0.18)}L${f(x + w / 2)} ${y}Z" fill="${color}"/>` +
    `<path d="${wraps.join("")}" stroke="${darken(color, 0.25)}" stroke-width="1.5" opacity="0.6"/>` +
    `<path d="M${f(x - w * 0.3)} ${y}L${f(x - w * 0.1)} ${f(y - h)}" stroke="#fff" stroke-width="${f(w * 0.12)}" opacity="0.2"/>` +
    `<rect x="${f(x - w * 0.1)}" y="${f(y - h - 8)}" width="${f(w * 0.2)}" height="10" fill="#e9dcc3"/>`
  );
}

/** A small flat rope coil seen from above at an angle (for shelves and baskets). */
export function miniCoil(x: number, y: number, r: number, color: string, accent: string): string {
  const rings: string[] = [];
  for (let k = 0; k < 4; k++) {
    const rr = r * (1 - k * 0.22);
    rings.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rr)}" ry="${f(rr * 0.42)}" fill="none" stroke="${k % 2 ? color : mix(color, accent, 0.25)}" stroke-width="${f(r * 0.2)}"/>`,
    );
    rings.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rr)}" ry="${f(rr * 0.42)}" fill="none" stroke="${accent}" stroke-width="${f(r * 0.05)}" stroke-dasharray="${f(r * 0.09)} ${f(r * 0.12)}" opacity="0.7"/>`,
    );
  }
  return `<g>${rings.join("")}</g>`;
}

/** A kraft parcel in two-point-ish view: front face, top face, optional label and twine. */
export function parcel(x: number, y: number, w: number, h: number, d: number, label = true): string {
  const top = `M${x} ${y}L${x + d} ${y - d * 0.6}H${x + w + d}L${x + w} ${y}Z`;
  const side = `M${x + w} ${y}L${x + w + d} ${y - d * 0.6}V${y + h - d * 0.6}L${x + w} ${y + h}Z`;
  const twine = `<path d="M${x + w / 2} ${y}V${y + h}M${x + w / 2 + d / 2} ${y - d * 0.3}L${x + w / 2} ${y}" stroke="#efe3c8" stroke-width="3"/>`;
  const lab = label
    ? `<rect x="${x + w * 0.58}" y="${y + h * 0.22}" width="${w * 0.34}" height="${h * 0.42}" fill="#fffaf0"/><path d="M${x + w * 0.62} ${y + h * 0.32}h${w * 0.24}M${x + w * 0.62} ${y + h * 0.4}h${w * 0.18}" stroke="#7a6a58" stroke-width="2"/><path d="M${x + w * 0.62} ${y + h * 0.5}h${w * 0.26}" stroke="#2b2724" stroke-width="${h * 0.08}" stroke-dasharray="2 1.5 1 2 3 1"/>`
    : "";
  return `<g><path d="${top}" fill="${lighten(SCENE.kraft, 0.2)}"/><path d="${side}" fill="${SCENE.kraftDark}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${SCENE.kraft}"/>${twine}${lab}</g>`;
}

export function plant(x: number, y: number, s: number): string {
  const leaves: string[] = [];
  const angles = [-70, -45, -20, 0, 20, 45, 70, -90, 90];
  angles.forEach((a, i) => {
    const len = s * (0.9 + (i % 3) * 0.2);
    leaves.push(
      `<ellipse cx="0" cy="${f(-len / 2)}" rx="${f(s * 0.16)}" ry="${f(len / 2)}" transform="translate(${x} ${y - s * 0.5}) rotate(${a})" fill="${i % 2 ? SCENE.leaf : lighten(SCENE.leaf, 0.15)}"/>`,
    );
  });
  return `<g>${leaves.join("")}<path d="M${x - s * 0.4} ${y - s * 0.55}H${x + s * 0.4}L${x + s * 0.3} ${y}H${x - s * 0.3}Z" fill="#c8693f"/><rect x="${x - s * 0.45}" y="${y - s * 0.62}" width="${s * 0.9}" height="${s * 0.12}" rx="4" fill="${darken("#c8693f", 0.15)}"/></g>`;
}

export type Figure = {
  x: number;
  /** Shoulder line. */
  y: number;
  scale?: number;
  skin?: string;
  top: string;
  scarf?: string;
  bun?: boolean;
  /** Hand positions relative to the shoulders' centre, before scaling. */
  hands?: [Pt, Pt];
  /** Draw gentle eyes and a smile (portraits); otherwise faceless. */
  face?: boolean;
  /** Height of the body below the shoulders. */
  body?: number;
  /** Standing figure: leg length below the body (trousers and shoes). */
  legs?: number;
};

/** A stylised person from the waist (or hips) up. */
export function figure(p: Figure): string {
  const k = p.scale ?? 1;
  const skin = p.skin ?? SCENE.skin[0]!;
  const bodyH = p.body ?? 260;
  const hands = p.hands ?? [pt(-70, 200), pt(70, 200)];
  const torso = smoothPath([pt(-95, 30), pt(-78, -10), pt(-30, -22), pt(30, -22), pt(78, -10), pt(95, 30), pt(104, bodyH), pt(-104, bodyH)], true);
  const arm = (side: number, hand: Pt) => {
    const sx = side * 80;
    const ex = (sx + hand.x) / 2 + side * 34;
    const ey = (0 + hand.y) / 2 + 20;
    const d = `M${sx} 10Q${f(ex)} ${f(ey)} ${f(hand.x)} ${f(hand.y)}`;
    return `<path d="${d}" fill="none" stroke="${darken(p.top, 0.08)}" stroke-width="44" stroke-linecap="round"/><circle cx="${f(hand.x)}" cy="${f(hand.y)}" r="19" fill="${skin}"/>`;
  };
  const hair = p.bun
    ? `<circle cx="0" cy="-150" r="30" fill="${SCENE.hair}"/><path d="M-62 -78C-70 -140 -30 -150 0 -150C30 -150 70 -140 62 -78C58 -112 30 -126 0 -126C-30 -126 -58 -112 -62 -78Z" fill="${SCENE.hair}"/>`
    : `<path d="M-64 -70C-72 -150 -20 -156 0 -156C20 -156 72 -150 64 -70C60 -110 40 -124 0 -126C-40 -124 -60 -110 -64 -70Z" fill="${SCENE.hair}"/>`;
  const face = p.face
    ? `<path d="M-34 -66q10 -9 20 0M14 -66q10 -9 20 0" fill="none" stroke="${SCENE.hair}" stroke-width="4" stroke-linecap="round"/><path d="M-36 -82q12 -6 24 -2M12 -84q12 -4 24 2" fill="none" stroke="${SCENE.hair}" stroke-width="3.5" stroke-linecap="round"/><path d="M-16 -30q16 12 32 0" fill="none" stroke="${darken(skin, 0.45)}" stroke-width="4" stroke-linecap="round"/><path d="M-2 -60q-6 14 4 16" fill="none" stroke="${darken(skin, 0.25)}" stroke-width="3" stroke-linecap="round"/><circle cx="-60" cy="-50" r="7" fill="url(#metal-brass)"/><circle cx="60" cy="-50" r="7" fill="url(#metal-brass)"/>`
    : "";
  const scarf = p.scarf
    ? `<path d="M-82 -8C-40 40 40 40 82 -8L96 40C40 90 -40 90 -96 40Z" fill="${p.scarf}"/><path d="M60 20L100 ${bodyH}H60L40 40Z" fill="${darken(p.scarf, 0.1)}"/>`
    : "";
  const legs = p.legs
    ? `<rect x="-70" y="${bodyH - 20}" width="60" height="${p.legs}" rx="14" fill="#3a3431"/><rect x="10" y="${bodyH - 20}" width="60" height="${p.legs}" rx="14" fill="#3a3431"/><ellipse cx="-44" cy="${bodyH + p.legs - 14}" rx="44" ry="18" fill="#2b2724"/><ellipse cx="44" cy="${bodyH + p.legs - 14}" rx="44" ry="18" fill="#2b2724"/>`
    : "";
  return (
    `<g transform="translate(${f(p.x)} ${f(p.y)}) scale(${k})">${legs}` +
    `<path d="${torso}" fill="${p.top}"/>${scarf}` +
    `<rect x="-17" y="-46" width="34" height="40" fill="${darken(skin, 0.12)}"/>` +
    `<g transform="translate(0 -30) scale(0.84)"><ellipse cx="-58" cy="-72" rx="10" ry="15" fill="${darken(skin, 0.05)}"/><ellipse cx="58" cy="-72" rx="10" ry="15" fill="${darken(skin, 0.05)}"/>` +
    `<ellipse cx="0" cy="-78" rx="58" ry="72" fill="${skin}"/>${hair}${face}</g>` +
    `${arm(-1, hands[0])}${arm(1, hands[1])}</g>`
  );
}
