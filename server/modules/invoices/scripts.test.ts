import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { referencePicture, REFERENCE_DIR } from "../../../scripts/render-scripts";
import { sampleOrder } from "../../../lib/testing/sample-order";
import { invoicePdf } from "./invoice-pdf";
import { SCRIPTS, loadFont, type Script } from "./pdf-fonts";
import { analyse, fontsOf, isPlain, visualOrder } from "./pdf-text";
import { SCRIPT_SAMPLES, pdfFonts, pdfText, rasterise, sampleTexts, scriptCreditNotePdf, scriptInvoicePdf, scriptLabelPdf } from "./script-samples";

/** Issue 17, item 1: every Indian script on every printout (decision 021). */

const runsOf = (text: string) => {
  const runs: { text: string; font: string }[] = [];
  for (const { ch, font } of fontsOf(text)) {
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
};

describe("runs by script", () => {
  it("gives each script its font and keeps spaces, digits and punctuation with the Latin around them", () => {
    expect(runsOf("Ramesh रमेश, 12 MG Road")).toEqual([
      { text: "Ramesh ", font: "latin" },
      { text: "रमेश", font: "Devanagari" },
      { text: ", 12 MG Road", font: "latin" },
    ]);
    expect(runsOf("கார்த்தி and ସୁଭଦ୍ରା")).toEqual([
      { text: "கார்த்தி ", font: "Tamil" },
      { text: "and ", font: "latin" },
      { text: "ସୁଭଦ୍ରା", font: "Oriya" },
    ]);
  });

  it("keeps vowel signs, viramas, ZWJ/ZWNJ and shared dandas in the run of their script", () => {
    // क्‍ष with a ZWJ (half form), a ZWNJ, and the danda that Bengali shares with Devanagari.
    expect(runsOf("क्\u200Dष क्\u200Cष।")).toEqual([{ text: "क्\u200Dष क्\u200Cष।", font: "Devanagari" }]);
    expect(runsOf("আমি ভাত খাই।")).toEqual([{ text: "আমি ভাত খাই।", font: "Bengali" }]);
    // The Arabic comma is shared by several scripts: it stays with the Urdu.
    expect(runsOf("لکھنؤ، دہلی")).toEqual([{ text: "لکھنؤ، دہلی", font: "Arabic" }]);
  });

  it("leaves plain Latin (₹, –, ·, accents) to pdfkit as before", () => {
    expect(isPlain("Invoice total ₹1,234.50 – paid · Café")).toBe(true);
    expect(isPlain("Ramesh रमेश")).toBe(false);
    expect(isPlain("Deliver to علی")).toBe(false);
  });

  it("puts Urdu right to left: a pure Urdu line reads from the right, digits stay left to right", () => {
    const a = analyse("مکان نمبر 23، لکھنؤ");
    expect(a.rtl).toBe(true);
    const shown = visualOrder(a.runs).map((r) => r.text);
    // Left to right on the page: the last word first, then the number (as "23", not "32"), then the first words.
    expect(shown[0]).toContain("لکھنؤ");
    expect(shown).toContain("23");
    expect(shown.indexOf("23")).toBeGreaterThan(0);
    expect(shown[shown.length - 1]).toContain("مکان نمبر");
  });

  it("keeps a Latin line left to right with an Urdu run in place", () => {
    const a = analyse("Deliver to محمد عارف (house 12) please");
    expect(a.rtl).toBe(false);
    const shown = visualOrder(a.runs).map((r) => r.text);
    expect(shown[0]).toBe("Deliver to ");
    expect(shown[1]).toBe("محمد عارف");
    expect(shown.slice(2).join("")).toBe(" (house 12) please");
  });
});

const expectedFonts: Record<Script, string> = {
  Devanagari: "NotoSansDevanagari",
  Bengali: "NotoSansBengali",
  Gujarati: "NotoSansGujarati",
  Gurmukhi: "NotoSansGurmukhi",
  Kannada: "NotoSansKannada",
  Malayalam: "NotoSansMalayalam",
  Oriya: "NotoSansOriya",
  Tamil: "NotoSansTamil",
  Telugu: "NotoSansTelugu",
  Arabic: "NotoNaskhArabic",
};

/** Share of dark pixels in a grey PNG. */
async function ink(png: Buffer): Promise<number> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const v of data) if (v < 128) dark++;
  return dark / data.length;
}

describe.each(SCRIPTS.map((s) => [SCRIPT_SAMPLES[s].language, s] as const))("%s on the printouts", (_language, script) => {
  const sample = SCRIPT_SAMPLES[script];
  let invoice: Buffer;
  let label: Buffer;
  let creditNote: Buffer;
  beforeAll(async () => {
    [invoice, label, creditNote] = await Promise.all([scriptInvoicePdf(sample), scriptLabelPdf(sample), scriptCreditNotePdf(sample)]);
  });

  it("has a glyph for every character of the sample in the font its run picked (regular and bold)", () => {
    for (const text of sampleTexts(sample)) {
      for (const { ch, font } of fontsOf(text)) {
        for (const style of ["regular", "bold"] as const) {
          expect(
            loadFont(font, style).hasGlyphForCodePoint(ch.codePointAt(0)!),
            `${JSON.stringify(ch)} (U+${ch.codePointAt(0)!.toString(16)}) in ${font} ${style}`,
          ).toBe(true);
        }
      }
      // The script's letters are drawn in the script's font, not in DejaVu.
      expect(fontsOf(text).some((c) => c.font === script)).toBe(true);
    }
  });

  it("embeds the script's Noto font, subset, in the invoice, the label and the credit note", async () => {
    for (const pdf of [invoice, label, creditNote]) {
      const fonts = await pdfFonts(pdf);
      const ours = fonts.filter((f) => f.name.startsWith(expectedFonts[script]));
      expect(ours.length).toBeGreaterThan(0);
      expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
      expect(fonts.some((f) => f.name.startsWith("DejaVuSans"))).toBe(true);
    }
  });

  it("draws the ship-to block of the label and the buyer of the invoice (rasterised, not blank)", async () => {
    // Label at 72 dpi (1 px = 1 pt): the ship-to block is 58–166 pt from the top; its name and street start at 77.
    expect(await ink(await rasterise(label, 72, { x: 16, y: 75, w: 256, h: 60 }))).toBeGreaterThan(0.03);
    expect(await ink(await rasterise(invoice, 72, { x: 36, y: 200, w: 523, h: 60 }))).toBeGreaterThan(0.01);
  });

  it("matches its reference picture in docs/printouts/scripts (npm run render:scripts)", async () => {
    const reference = await readFile(new URL(`${sample.language.toLowerCase()}.png`, REFERENCE_DIR));
    const now = await referencePicture(script, { label, invoice });
    const [a, b] = await Promise.all([reference, now].map((png) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })));
    expect([b!.info.width, b!.info.height]).toEqual([a!.info.width, a!.info.height]);
    let differ = 0;
    for (let i = 0; i < a!.data.length; i++) if (Math.abs(a!.data[i]! - b!.data[i]!) > 64) differ++;
    expect(differ / a!.data.length).toBeLessThan(0.005);
  });
});

describe("mixed scripts on one line", () => {
  it("draws a Latin name with Devanagari, Tamil and Urdu in it, each in its font, readable back as text", async () => {
    const base = sampleOrder();
    const pdf = await invoicePdf(
      sampleOrder({
        invoiceNumber: "BB/26-27/0043",
        invoiceDate: "2026-11-22T06:30:00.000Z",
        address: { ...base.address, firstName: "Ramesh रमेश", lastName: "Iyer ஐயர் خان", street: "12 MG Road, मॉल रोड के पास" },
      }),
    );
    const names = (await pdfFonts(pdf)).map((f) => f.name);
    for (const f of ["DejaVuSans", "NotoSansDevanagari", "NotoSansTamil", "NotoNaskhArabic"]) expect(names.some((n) => n.startsWith(f))).toBe(true);
    const text = await pdfText(pdf);
    expect(text).toContain("Ramesh");
    expect(text).toContain("12 MG Road,");
  });

  it("costs an English invoice nothing: only DejaVu is embedded", async () => {
    const pdf = await invoicePdf(sampleOrder({ invoiceNumber: "BB/26-27/0044", invoiceDate: "2026-11-22T06:30:00.000Z" }));
    expect((await pdfFonts(pdf)).map((f) => f.name).sort()).toEqual(["DejaVuSans", "DejaVuSans-Bold"]);
  });
});
