/**
 * A display mannequin horse head in profile (facing left), the way tack shops
 * show halters. Stylised and smooth, in a soft matte finish.
 */
import { pt, smoothPath } from "./geometry";
import { darken, lighten } from "./palette";
import { softShadowFill } from "./studio";

const OUTLINE = [
  pt(588, 184),
  pt(546, 254),
  pt(500, 334),
  pt(414, 474),
  pt(330, 606),
  pt(276, 676),
  pt(240, 730),
  pt(224, 776),
  pt(236, 812),
  pt(266, 836),
  pt(306, 842),
  pt(350, 826),
  pt(430, 806),
  pt(520, 784),
  pt(600, 754),
  pt(660, 700),
  pt(690, 630),
  pt(702, 570),
  pt(722, 640),
  pt(752, 760),
  pt(776, 880),
  pt(790, 1010),
  pt(1010, 1010),
  pt(1010, 700),
  pt(940, 520),
  pt(850, 360),
  pt(770, 260),
  pt(712, 206),
  pt(662, 180),
];

const EAR_FRONT = [pt(592, 214), pt(584, 140), pt(598, 70), pt(628, 112), pt(650, 170), pt(646, 212)];
const EAR_BACK = [pt(640, 200), pt(650, 130), pt(676, 68), pt(698, 120), pt(700, 190)];
const JOWL = [pt(520, 770), pt(580, 730), pt(624, 660), pt(632, 580), pt(604, 506)];

export type HeadStyle = { base: string };

export const HORSE_POINTS = {
  /** Where the halter parts sit on this head. */
  noseFront: pt(352, 578),
  noseBack: pt(452, 806),
  noseRing: pt(424, 708),
  cheekTop: pt(662, 228),
  throat: pt(706, 586),
  eye: pt(540, 348),
};

export function horseHead(style: HeadStyle = { base: "#d8c6ad" }): string {
  const c = style.base;
  const grad = `<linearGradient id="head-shade" x1="0.1" y1="0.1" x2="0.9" y2="0.9"><stop offset="0" stop-color="${lighten(c, 0.35)}"/><stop offset="0.55" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.3)}"/></linearGradient>`;
  const muzzle = `<radialGradient id="muzzle-shade" cx="0.3" cy="0.55" r="0.6"><stop offset="0" stop-color="${darken(c, 0.22)}" stop-opacity="0.55"/><stop offset="1" stop-color="${darken(c, 0.22)}" stop-opacity="0"/></radialGradient>`;
  return (
    `<defs>${grad}${muzzle}<clipPath id="head-clip"><path d="${smoothPath(OUTLINE, true)}"/></clipPath></defs>` +
    softShadowFill((a) => `<path d="${smoothPath(OUTLINE, true)}" ${a}/>`, 1.6) +
    `<path d="${smoothPath(EAR_BACK, true)}" fill="${darken(c, 0.2)}" stroke="${darken(c, 0.45)}" stroke-width="2"/>` +
    `<path d="${smoothPath(OUTLINE, true)}" fill="url(#head-shade)" stroke="${darken(c, 0.4)}" stroke-width="2.5"/>` +
    `<path d="${smoothPath(EAR_FRONT, true)}" fill="${c}" stroke="${darken(c, 0.4)}" stroke-width="2"/>` +
    `<path d="M604 196C600 150 606 112 616 96" fill="none" stroke="${darken(c, 0.3)}" stroke-width="5" stroke-linecap="round" stroke-opacity="0.5"/>` +
    `<ellipse cx="262" cy="770" rx="76" ry="70" fill="url(#muzzle-shade)" clip-path="url(#head-clip)"/>` +
    // Jowl line, eye, nostril, mouth.
    `<path d="${smoothPath(JOWL)}" fill="none" stroke="${darken(c, 0.3)}" stroke-width="4" stroke-linecap="round" stroke-opacity="0.55"/>` +
    `<path d="M512 346C528 330 556 330 570 346C556 360 528 362 512 346Z" fill="${darken(c, 0.62)}"/>` +
    `<path d="M508 338C530 318 560 320 576 340" fill="none" stroke="${darken(c, 0.35)}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.6"/>` +
    `<path d="M258 738C246 720 258 704 276 710C288 716 284 734 272 744" fill="none" stroke="${darken(c, 0.5)}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M236 810C256 818 278 818 298 810" fill="none" stroke="${darken(c, 0.45)}" stroke-width="4" stroke-linecap="round"/>` +
    // Wooden plinth edge the head stands on.
    `<path d="M790 1010C800 960 980 940 1010 980" fill="none" stroke="${darken(c, 0.3)}" stroke-width="3" stroke-opacity="0.4"/>`
  );
}
