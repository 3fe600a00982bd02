import bidiFactory from "bidi-js";
import { SCRIPTS, fontName, loadFont, type FontKey, type FontStyle, type LatinCut, type Script } from "./pdf-fonts";

/**
 * Text of any Indian script on the printouts (decision 021). A string is cut into runs by Unicode script, each
 * run drawn in its own font (DejaVu Sans for Latin, digits, ₹ and punctuation; a Noto font per Indian script;
 * Noto Naskh Arabic for Urdu), shaped by fontkit (its Indic and Arabic shapers do the conjuncts, vowel signs
 * and joining forms), and put in visual order by the Unicode bidi algorithm (bidi-js), so Urdu reads right to
 * left on its own and inside a Latin line. Text that is all DejaVu and left to right goes to pdfkit unchanged,
 * so an English printout is drawn exactly as before.
 */

export type Align = "left" | "center" | "right";
export type TextStyle = {
  font: FontStyle;
  size: number;
  /** Wrap inside this width (drawText), or align inside it (drawLine). */
  width?: number;
  /** "left" is the start of the line: an Urdu paragraph starts on the right. */
  align?: Align;
  /** Extra space between wrapped lines, as pdfkit's lineGap. */
  lineGap?: number;
};

type Doc = PDFKit.PDFDocument;

/** One piece of a line: same font, same bidi level, in logical order. */
export type Run = { text: string; font: FontKey; level: number };

const SCRIPT_RE = SCRIPTS.map((s) => [s, new RegExp(`^\\p{Script=${s}}$`, "u")] as const);
const SCRIPT_EXT_RE = SCRIPTS.map((s) => [s, new RegExp(`^\\p{Script_Extensions=${s}}$`, "u")] as const);
const INHERITED = /^\p{Script=Inherited}$/u;
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]$/u;
/** Anything that can make a line right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko… and the bidi controls. */
const MAYBE_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
/** The scripts fontkit lays out right to left (it reverses their glyphs itself). */
const FONTKIT_RTL = /^[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]$/u;

/**
 * Naskh's letters are small for their em (its tall line box holds stacked marks): at the Latin size Urdu reads
 * a size smaller than the English beside it, so its runs are drawn a fifth larger.
 */
const SIZE_SCALE: Partial<Record<FontKey, number>> = { Arabic: 1.2 };
const scaled = (key: FontKey, size: number) => size * (SIZE_SCALE[key] ?? 1);

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });
const coverage = new Map<string, boolean>();
function covers(key: FontKey, cp: number): boolean {
  const k = `${key}|${cp}`;
  let has = coverage.get(k);
  if (has === undefined) {
    has = loadFont(key, "regular").hasGlyphForCodePoint(cp);
    if (coverage.size < 50_000) coverage.set(k, has);
  }
  return has;
}

type Kind = { script: FontKey } | { inherited: true } | { common: Script[] };

const kinds = new Map<string, Kind>();

function kindOf(ch: string): Kind {
  let kind = kinds.get(ch);
  if (kind) return kind;
  const cp = ch.codePointAt(0)!;
  if (cp < 0x300) kind = /[\p{L}]/u.test(ch) ? { script: "latin" } : { common: [] };
  else if (NEUTRAL.test(ch)) kind = INHERITED.test(ch) ? { inherited: true } : { common: SCRIPT_EXT_RE.filter(([, re]) => re.test(ch)).map(([s]) => s) };
  else kind = { script: SCRIPT_RE.find(([, re]) => re.test(ch))?.[0] ?? "latin" };
  // Characters seen are few (an alphabet or two per customer): kept for the life of the process.
  if (kinds.size < 20_000) kinds.set(ch, kind);
  return kind;
}

/**
 * The font of each character (one entry per code point): a character of one of our scripts gets that script's
 * font; combining marks, ZWJ/ZWNJ and characters several scripts share (dandas, Arabic comma) stay with the run
 * around them; digits, spaces and punctuation stay with the run before them when its font has them, else DejaVu.
 */
export function fontsOf(text: string): { ch: string; font: FontKey }[] {
  const chars = Array.from(text);
  const kinds = chars.map(kindOf);
  const out: { ch: string; font: FontKey }[] = [];
  const nextScript = (i: number): FontKey | null => {
    for (let j = i + 1; j < kinds.length; j++) {
      const k = kinds[j]!;
      if ("script" in k) return k.script;
    }
    return null;
  };
  chars.forEach((ch, i) => {
    const k = kinds[i]!;
    const prev = out[i - 1]?.font ?? null;
    let font: FontKey;
    if ("script" in k) font = k.script;
    else if ("inherited" in k) font = prev ?? nextScript(i) ?? "latin";
    else if (k.common.length > 0) {
      const next = nextScript(i);
      font =
        prev !== null && prev !== "latin" && k.common.includes(prev)
          ? prev
          : next !== null && next !== "latin" && k.common.includes(next)
            ? next
            : k.common[0]!;
    } else font = prev ?? "latin";
    const cp = ch.codePointAt(0)!;
    // A shared character the chosen font lacks (digits and most punctuation are not in the Noto subsets): DejaVu.
    if (font !== "latin" && !("script" in k) && !("inherited" in k) && !covers(font, cp) && covers("latin", cp)) font = "latin";
    out.push({ ch, font });
  });
  return out;
}

/** True when pdfkit can draw the text as it is: all of it in DejaVu, nothing right to left. */
export function isPlain(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- the range starts at U+0000 on purpose: control characters are Latin-1 too
  if (/^[\u0000-\u02FF\u2010-\u2027\u2030-\u205E\u20A0-\u20CF\u2100-\u22FF]*$/u.test(text)) return true;
  if (MAYBE_RTL.test(text)) return false;
  return [...analyse(text).fonts].every((f) => f === "latin");
}

type Analysed = { runs: Run[]; rtl: boolean; fonts: Set<FontKey> };

const analysed = new Map<string, Analysed>();

/** Runs in logical order, with bidi levels (the paragraph's direction from its first strong character). */
export function analyse(text: string, direction: "auto" | "ltr" | "rtl" = "auto"): Analysed {
  // Wrapping and fitting ask about the same strings many times; a short-lived cache (the runs are not changed).
  const key = `${direction}|${text}`;
  const known = analysed.get(key);
  if (known) return known;
  if (analysed.size > 2_000) analysed.clear();
  const result = analyseUncached(text, direction);
  analysed.set(key, result);
  return result;
}

function analyseUncached(text: string, direction: "auto" | "ltr" | "rtl"): Analysed {
  const chars = fontsOf(text);
  let levels: Uint8Array | null = null;
  let rtl = direction === "rtl";
  if (MAYBE_RTL.test(text) || direction === "rtl") {
    const result = bidi.getEmbeddingLevels(text, direction);
    levels = result.levels;
    rtl = (result.paragraphs[0]?.level ?? 0) % 2 === 1;
  }
  const runs: Run[] = [];
  let unit = 0;
  for (const { ch, font } of chars) {
    const level = levels ? levels[unit]! : 0;
    unit += ch.length;
    const last = runs[runs.length - 1];
    if (last && last.font === font && last.level === level) last.text += ch;
    else runs.push({ text: ch, font, level });
  }
  return { runs, rtl, fonts: new Set(chars.map((c) => c.font)) };
}

/** Runs in the order they are drawn, left to right (rule L2 of the bidi algorithm). */
export function visualOrder(runs: Run[]): Run[] {
  const out = [...runs];
  const odd = out.filter((r) => r.level % 2 === 1).map((r) => r.level);
  if (odd.length === 0) return out;
  const lowestOdd = Math.min(...odd);
  for (let level = Math.max(...out.map((r) => r.level)); level >= lowestOdd; level--) {
    for (let i = 0; i < out.length; i++) {
      if (out[i]!.level < level) continue;
      let j = i;
      while (j + 1 < out.length && out[j + 1]!.level >= level) j++;
      out.splice(i, j - i + 1, ...out.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return out;
}

const registered = new WeakMap<Doc, Set<string>>();
const cuts = new WeakMap<Doc, LatinCut>();

/** Which DejaVu cut a document registered as "regular" and "bold" (shopPdf tells), for measuring Latin runs. */
export function setLatinCut(doc: Doc, cut: LatinCut): void {
  cuts.set(doc, cut);
}

/** Sets the run's font on the document, registering the parsed font on first use (pdfkit subsets it). */
function setRunFont(doc: Doc, key: FontKey, style: FontStyle, size: number): void {
  const name = fontName(key, style);
  if (key !== "latin") {
    let names = registered.get(doc);
    if (!names) registered.set(doc, (names = new Set()));
    if (!names.has(name)) {
      // pdfkit 0.20 takes a parsed fontkit font (it checks for `layout`); its types only list files and buffers.
      doc.registerFont(name, loadFont(key, style) as unknown as Buffer);
      names.add(name);
    }
  }
  doc.font(name).fontSize(scaled(key, size));
}

/**
 * What pdfkit is given for a run: fontkit reverses the glyphs of Arabic-script text itself, so a run whose bidi
 * direction differs from fontkit's (digits inside Urdu, punctuation between Urdu words) is reversed here, with
 * brackets mirrored. Right-to-left runs are laid out whole (pdfkit would otherwise lay out word by word, in
 * logical order).
 */
function drawable(run: Run): { text: string; options: PDFKit.Mixins.TextOptions } {
  const first = Array.from(run.text).find((c) => !NEUTRAL.test(c));
  const fontkitRtl = first !== undefined && FONTKIT_RTL.test(first);
  const rtl = run.level % 2 === 1;
  let text = run.text;
  if (rtl !== fontkitRtl) {
    text = Array.from(text)
      .reverse()
      .map((c) => (rtl ? (bidi.getMirroredCharacter(c) ?? c) : c))
      .join("");
  }
  return { text, options: rtl || fontkitRtl ? { features: [] } : {} };
}

/** Advance widths in em of words as fontkit lays them out, per font and style, for the life of the process. */
const widths = new Map<string, number>();

/**
 * A run's width, word by word as pdfkit measures (each word with its trailing space), from a cache: wrapping
 * and fitting measure the same words over and over, and fontkit's Indic and Arabic shaping is not cheap.
 */
function runWidth(doc: Doc, run: Run, style: TextStyle): number {
  const cut = cuts.get(doc) ?? "normal";
  const font = loadFont(run.font, style.font, cut);
  const { text } = drawable(run);
  let em = 0;
  for (const word of text.match(/[^ \t]*[ \t]?/g) ?? []) {
    if (!word) continue;
    const key = `${run.font}|${style.font}|${run.font === "latin" ? cut : ""}|${word}`;
    let w = widths.get(key);
    if (w === undefined) {
      w = font.layout(word).advanceWidth / font.unitsPerEm;
      if (widths.size > 50_000) widths.clear();
      widths.set(key, w);
    }
    em += w;
  }
  return em * scaled(run.font, style.size);
}

/** Width of one line of text in the given style. */
export function widthOfText(doc: Doc, text: string, style: TextStyle): number {
  if (isPlain(text)) {
    doc.font(style.font).fontSize(style.size);
    return doc.widthOfString(text);
  }
  return analyse(text).runs.reduce((sum, r) => sum + runWidth(doc, r, style), 0);
}

/**
 * A font's line box in em, above and below the baseline: its own ascent and descent, except where those are far
 * taller than its letters (Naskh keeps 1.07/0.63 em for stacked marks, Oriya 1.07 above): there the ink of the
 * script's letters and common marks, measured with fontkit (Urdu 0.82/0.31, Odia 0.67/0.25), with some room.
 */
const LINE_BOX: Partial<Record<FontKey, { ascent: number; descent: number }>> = {
  Arabic: { ascent: 0.85, descent: 0.4 },
  Oriya: { ascent: 0.9, descent: 0.3 },
};

function lineBox(key: FontKey, style: TextStyle): { ascent: number; descent: number } {
  const f = loadFont(key, style.font);
  const box = LINE_BOX[key] ?? { ascent: f.ascent / f.unitsPerEm, descent: -f.descent / f.unitsPerEm };
  const size = scaled(key, style.size);
  return { ascent: box.ascent * size, descent: box.descent * size };
}

/**
 * Line metrics in points: the baseline sits DejaVu's ascent below the line's top (so Latin stays where it always
 * was); lines advance by the tallest ascent plus the deepest descent of the fonts in them.
 */
function lineMetrics(fonts: Iterable<FontKey>, style: TextStyle): { baseline: number; advance: number } {
  let ascent = 0;
  let descent = 0;
  for (const key of new Set<FontKey>(["latin", ...fonts])) {
    const box = lineBox(key, style);
    ascent = Math.max(ascent, box.ascent);
    descent = Math.max(descent, box.descent);
  }
  return { baseline: lineBox("latin", style).ascent, advance: ascent + descent + (style.lineGap ?? 0) };
}

/** Height of one line of this text (pdfkit's currentLineHeight for plain text). */
export function lineHeightOf(doc: Doc, text: string, style: TextStyle): number {
  return lineMetrics(isPlain(text) ? [] : analyse(text).fonts, style).advance;
}

/** The longest start of the text (whole grapheme clusters, so no conjunct or vowel sign is cut) that fits with "…". */
export function ellipsize(doc: Doc, text: string, width: number, style: TextStyle): string {
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  let lo = 0;
  let hi = parts.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (widthOfText(doc, `${parts.slice(0, mid).join("").trimEnd()}…`, style) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${parts.slice(0, lo).join("").trimEnd()}…`;
}

/**
 * Greedy word wrap into lines no wider than `width` (a word wider than a line is broken between grapheme
 * clusters); with `maxLines`, the last line kept ends in "…" when text is left over.
 */
export function wrapText(doc: Doc, text: string, width: number, style: TextStyle, maxLines = Infinity): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let current = "";
    const words = paragraph.split(" ").filter(Boolean);
    if (words.length === 0) lines.push("");
    for (let word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (widthOfText(doc, candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = "";
      while (widthOfText(doc, word, style) > width) {
        const parts = Array.from(graphemes.segment(word), (s) => s.segment);
        let n = parts.length - 1;
        while (n > 1 && widthOfText(doc, parts.slice(0, n).join(""), style) > width) n--;
        lines.push(parts.slice(0, n).join(""));
        word = parts.slice(n).join("");
      }
      current = word;
    }
    if (current) lines.push(current);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(doc, `${kept[maxLines - 1]!} ${lines.slice(maxLines).join(" ")}`, width, style);
  return kept;
}

/**
 * One line at (x, y), y being the top of the line as in pdfkit, without wrapping: with a `width`, aligned in it.
 * Plain text is pdfkit's `text()` as before; other text is drawn run by run in visual order, all on DejaVu's
 * baseline (lower when a taller font is on the line). `direction` is the paragraph's, for a line cut from one.
 */
export function drawLine(doc: Doc, text: string, x: number, y: number, style: TextStyle, direction: "auto" | "ltr" | "rtl" = "auto"): void {
  if (isPlain(text) && direction !== "rtl") {
    doc.font(style.font).fontSize(style.size);
    if (style.width !== undefined) doc.text(text, x, y, { width: style.width, align: style.align ?? "left", lineBreak: false });
    else doc.text(text, x, y, { lineBreak: false });
    return;
  }
  const a = analyse(text.trim(), direction);
  const runs = visualOrder(a.runs);
  const runWidths = runs.map((r) => runWidth(doc, r, style));
  const total = runWidths.reduce((s, w) => s + w, 0);
  const align = style.align === "left" || style.align === undefined ? (a.rtl ? "right" : "left") : style.align;
  let left = x;
  if (style.width !== undefined && align === "right") left = x + style.width - total;
  if (style.width !== undefined && align === "center") left = x + (style.width - total) / 2;
  const baseline = y + lineMetrics(a.fonts, style).baseline;
  runs.forEach((r, i) => {
    setRunFont(doc, r.font, style.font, style.size);
    const d = drawable(r);
    doc.text(d.text, left, baseline, { ...d.options, lineBreak: false, baseline: "alphabetic" });
    left += runWidths[i]!;
  });
  doc.font(style.font).fontSize(style.size);
}

/** Lines of the text wrapped to the style's width (one line without a width) and the paragraph's direction. */
function layout(doc: Doc, text: string, style: TextStyle): { lines: string[]; direction: "ltr" | "rtl"; advance: number } {
  const a = analyse(text);
  const lines = style.width === undefined ? text.split("\n") : wrapText(doc, text, style.width, style);
  return { lines, direction: a.rtl ? "rtl" : "ltr", advance: lineMetrics(a.fonts, style).advance };
}

/** Height of the wrapped text, as pdfkit's heightOfString. */
export function heightOfText(doc: Doc, text: string, style: TextStyle): number {
  if (isPlain(text)) {
    doc.font(style.font).fontSize(style.size);
    return doc.heightOfString(text, { width: style.width, lineGap: style.lineGap });
  }
  const { lines, advance } = layout(doc, text, style);
  return lines.length * advance;
}

/**
 * The text wrapped to the style's width, from (x, y) or where the document's cursor is, like pdfkit's
 * `text(text, x, y, { width, align })`: afterwards the cursor is under it. Returns the height used.
 */
export function drawText(doc: Doc, text: string, x: number | undefined, y: number | undefined, style: TextStyle): number {
  const left = x ?? doc.x;
  const top = y ?? doc.y;
  if (isPlain(text)) {
    doc.font(style.font).fontSize(style.size);
    doc.text(text, left, top, { width: style.width, align: style.align ?? "left", lineGap: style.lineGap });
    return doc.y - top;
  }
  const { lines, direction, advance } = layout(doc, text, style);
  lines.forEach((line, i) => drawLine(doc, line, left, top + i * advance, style, direction));
  doc.x = left;
  doc.y = top + lines.length * advance;
  return lines.length * advance;
}
