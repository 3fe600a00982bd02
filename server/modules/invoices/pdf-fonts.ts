import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";

/**
 * The fonts of the printouts (decision 021). DejaVu Sans draws Latin, the rupee sign and most symbols, as before;
 * each Indian script has its Noto font from the @fontsource packages (the same files the storefront can
 * self-host), and Urdu is drawn in Noto Naskh Arabic. We read the WOFF cut of each, unpack it to a plain
 * TrueType font once with Node's zlib (fontkit would inflate a table in pure JS on every glyph it reads, and
 * WOFF2 needs its pure-JS Brotli), and parse it once per process: pdfkit accepts a parsed fontkit font and makes
 * its own subset per document.
 */
const require = createRequire(import.meta.url);

export type FontStyle = "regular" | "bold";
export type LatinCut = "normal" | "condensed";
/** The scripts that get a font of their own; anything else is drawn in DejaVu Sans. */
export const SCRIPTS = ["Devanagari", "Bengali", "Gujarati", "Gurmukhi", "Kannada", "Malayalam", "Oriya", "Tamil", "Telugu", "Arabic"] as const;
export type Script = (typeof SCRIPTS)[number];
export type FontKey = "latin" | Script;

const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const LATIN: Record<LatinCut, Record<FontStyle, string>> = {
  normal: { regular: dejavu("DejaVuSans.ttf"), bold: dejavu("DejaVuSans-Bold.ttf") },
  condensed: { regular: dejavu("DejaVuSansCondensed.ttf"), bold: dejavu("DejaVuSansCondensed-Bold.ttf") },
};

/** npm package (under @fontsource) and its subset name for each script. */
const NOTO: Record<Script, { pkg: string; subset: string }> = {
  Devanagari: { pkg: "noto-sans-devanagari", subset: "devanagari" },
  Bengali: { pkg: "noto-sans-bengali", subset: "bengali" },
  Gujarati: { pkg: "noto-sans-gujarati", subset: "gujarati" },
  Gurmukhi: { pkg: "noto-sans-gurmukhi", subset: "gurmukhi" },
  Kannada: { pkg: "noto-sans-kannada", subset: "kannada" },
  Malayalam: { pkg: "noto-sans-malayalam", subset: "malayalam" },
  Oriya: { pkg: "noto-sans-oriya", subset: "oriya" },
  Tamil: { pkg: "noto-sans-tamil", subset: "tamil" },
  Telugu: { pkg: "noto-sans-telugu", subset: "telugu" },
  Arabic: { pkg: "noto-naskh-arabic", subset: "arabic" },
};

const WEIGHT: Record<FontStyle, number> = { regular: 400, bold: 700 };

/** The file a font is read from. */
export function fontFile(key: FontKey, style: FontStyle, cut: LatinCut = "normal"): string {
  if (key === "latin") return LATIN[cut][style];
  const { pkg, subset } = NOTO[key];
  return require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${WEIGHT[style]}-normal.woff`);
}

const parsed = new Map<string, fontkit.Font>();

/** A WOFF 1.0 file as the TrueType (sfnt) font it wraps: tables inflated, 4-byte aligned, same checksums. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const e = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(e + 4), woff.readUInt32BE(e + 8), woff.readUInt32BE(e + 12)];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(e, e + 4), checksum: woff.readUInt32BE(e + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const header = 12 + 16 * numTables;
  const out = Buffer.alloc(header + tables.reduce((sum, t) => sum + pad(t.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** entrySelector, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - 16 * 2 ** entrySelector, 10);
  let offset = header;
  tables.forEach((t, i) => {
    const r = 12 + 16 * i;
    t.tag.copy(out, r);
    out.writeUInt32BE(t.checksum, r + 4);
    out.writeUInt32BE(offset, r + 8);
    out.writeUInt32BE(t.data.length, r + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}

type Anchor = { xCoordinate: number; yCoordinate: number } | null;
type GposProcessor = { applyAnchor(markRecord: { markAnchor: Anchor }, baseAnchor: Anchor, baseGlyphIndex: number): void };
let anchorsPatched = false;

/**
 * fontkit 2.0.4 crashes ("reading 'xCoordinate'") on a mark-to-base attachment whose base has no anchor for the
 * mark's class: OpenType allows that null offset, and Noto Sans Gurmukhi and Telugu use it (ਗੁਰਪ੍ਰੀਤ, శ్రీలక్ష్మి).
 * HarfBuzz leaves such a mark where it is; so do we, by wrapping the GPOS processor's applyAnchor once.
 */
function patchNullAnchors(font: fontkit.Font): void {
  if (anchorsPatched) return;
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } } })._layoutEngine?.engine;
  const gpos = engine?.GPOSProcessor;
  if (!gpos) return;
  const proto = Object.getPrototypeOf(gpos) as GposProcessor;
  const apply = proto.applyAnchor;
  proto.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    apply.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  anchorsPatched = true;
}

/** The parsed font, read and parsed on first use and kept for the life of the process. */
export function loadFont(key: FontKey, style: FontStyle, cut: LatinCut = "normal"): fontkit.Font {
  const file = fontFile(key, style, cut);
  let font = parsed.get(file);
  if (!font) {
    font = fontkit.create(woffToSfnt(readFileSync(file)));
    patchNullAnchors(font);
    parsed.set(file, font);
  }
  return font;
}

/** The name a font is registered under in a document: "regular" and "bold" stay DejaVu, as before. */
export function fontName(key: FontKey, style: FontStyle): string {
  return key === "latin" ? style : `${key}-${style}`;
}
