import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from "@zxing/library";
import { toBuffer } from "bwip-js/node";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildShippingLabel, type ShippingLabel } from "../../../lib/label";
import type { ApiOrder } from "../../../lib/orders";
import { sampleItem, sampleOrder } from "../../../lib/testing/sample-order";
import { code128Png, qrPng } from "./barcodes";
import { labelsPdf } from "./label-pdf";

/** What a scanner reads from a PNG: zxing on the image's luminance. */
async function scan(png: Buffer, format: BarcodeFormat): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const luminance = new Uint8ClampedArray(info.width * info.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r, g, b, a] = [data[4 * i]!, data[4 * i + 1]!, data[4 * i + 2]!, data[4 * i + 3]! / 255];
    // Composite over white, then ITU-R BT.601 luma.
    luminance[i] = 255 * (1 - a) + a * (0.299 * r + 0.587 * g + 0.114 * b);
  }
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [format]]]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, info.width, info.height)));
  // Pass the hints to decode(): without them MultiFormatReader resets to every format.
  return new MultiFormatReader().decode(bitmap, hints).getText();
}

describe("barcode images scan back to their value", () => {
  it.each(["AWB123456789", "ord_01m81j8ykjp5mxc0wh2mh3", "SR-2026/11 #42"])("Code 128 of %s", async (value) => {
    const png = await code128Png(value);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(await scan(png, BarcodeFormat.CODE_128)).toBe(value);
  });

  it.each(["https://t.17track.net/en#nums=AWB123456789", "https://t.17track.net/en#nums=ord_01m81j8ykjp5mxc0wh2mh3"])("QR of %s", async (value) => {
    expect(await scan(await qrPng(value), BarcodeFormat.QR_CODE)).toBe(value);
  });
});

describe("values a Code 128 barcode cannot carry", () => {
  it("bwip-js itself refuses an empty value and one over 500 characters", async () => {
    await expect(toBuffer({ bcid: "code128", text: "" })).rejects.toThrow(/text not specified/);
    await expect(toBuffer({ bcid: "code128", text: "A".repeat(501) })).rejects.toThrow(/inputTooLong/);
    await expect(code128Png("A".repeat(501))).rejects.toThrow(/inputTooLong/);
  });

  it('bwip-js does not refuse "€" but a scanner reads other characters back, so code128Png refuses it', async () => {
    // bwip-js encodes the UTF-8 bytes of "€" in Code 128's extended range.
    const png = await toBuffer({ bcid: "code128", text: "€123", paddingwidth: 10, backgroundcolor: "FFFFFF" });
    expect(await scan(png, BarcodeFormat.CODE_128)).not.toBe("€123");
    await expect(code128Png("€123")).rejects.toThrow(RangeError);
    await expect(code128Png("")).rejects.toThrow(RangeError);
  });

  it("qrPng refuses an empty value", async () => {
    await expect(qrPng("")).rejects.toThrow();
  });
});

function order(n: number, over: Partial<ApiOrder> = {}): ApiOrder {
  const long = "Hand-knitted woollen horse rug with embroidered border and matching fly veil, extra large";
  return sampleOrder({
    _id: `ord_01m81j8ykjp5mxc0wh2mh${n}`,
    items: Array.from({ length: 8 }, (_, i) => ({
      ...sampleItem(i + 1, { _id: `prd_${i}`, name: i === 1 ? long : `Leather dog collar ${i + 1}`, offerPrice: 500, price: 600 }),
      amount: 500 * (i + 1),
    })),
    address: { ...sampleOrder().address, street: "Flat 402, Shree Ganesh Apartments, 14 Mall Road, Near Hanuman Mandir, Civil Lines" },
    userId: { ...sampleOrder().userId, phone: "9876543210" },
    status: "packed",
    statusLabel: "Packed",
    amount: 18000,
    subtotal: 18000,
    awb: `AWB12345678${n}`,
    carrier: "Delhivery",
    ...over,
  });
}

const label = (o: ApiOrder): ShippingLabel => buildShippingLabel(o, { trackingUrlTemplate: "https://t.17track.net/en#nums={id}" });

/** Records what the label drawer puts on the pages (pdfkit compresses content streams and subsets fonts, so the bytes cannot be searched for text). */
function recordDrawing() {
  const texts: string[] = [];
  let images = 0;
  const text = PDFDocument.prototype.text;
  const image = PDFDocument.prototype.image;
  vi.spyOn(PDFDocument.prototype, "text").mockImplementation(function (this: PDFKit.PDFDocument, ...args: Parameters<typeof text>) {
    texts.push(String(args[0]));
    return text.apply(this, args);
  });
  vi.spyOn(PDFDocument.prototype, "image").mockImplementation(function (this: PDFKit.PDFDocument, ...args: Parameters<typeof image>) {
    images++;
    return image.apply(this, args);
  });
  return { texts, images: () => images };
}

/** Page objects and their sizes, from the PDF's (uncompressed) object dictionaries. */
function pages(pdf: Buffer): string[] {
  const body = pdf.toString("latin1");
  const pageObjects = body.match(/\/Type \/Page\b[^]*?>>/g) ?? [];
  return pageObjects.map((p) => /\/MediaBox \[([^\]]*)\]/.exec(p)?.[1]?.trim() ?? "none");
}

describe("labelsPdf", () => {
  afterEach(() => vi.restoreAllMocks());

  it("prints one 4 × 6 inch page per label with its barcode and QR code", async () => {
    const drawn = recordDrawing();
    const pdf = await labelsPdf([label(order(1)), label(order(2, { paymentType: "Online", isPaid: true, awb: null })), label(order(3))]);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pages(pdf)).toEqual(["0 0 288 432", "0 0 288 432", "0 0 288 432"]);
    expect(pdf.toString("latin1")).toMatch(/\/Type \/Pages[^>]*\/Count 3/);
    expect(drawn.images()).toBe(6);
    expect(drawn.texts).toEqual(
      expect.arrayContaining([
        "SHIP TO",
        "COD ₹18,000.00",
        "PREPAID",
        "+2 more",
        "Asha Verma",
        "Bunai & Bridle Handicrafts",
        "PIN 208001",
        "Ph: 9876543210",
        "#1001",
        "ord_01m81j8ykjp5mxc0wh2mh3",
      ]),
    );
    expect(drawn.texts.some((t) => t.includes("GSTIN: 09AAFCB4821K1ZK"))).toBe(true);
    expect(drawn.texts).not.toContain("BARCODE ERROR");
  });

  it.each([
    ["a character outside Code 128 (refused by code128Png)", "€12345"],
    ["over 500 characters (refused by bwip-js)", "A".repeat(501)],
  ])("still prints the label, with BARCODE ERROR, when the barcode value has %s", async (_why, awb) => {
    const drawn = recordDrawing();
    const pdf = await labelsPdf([label(order(1)), label(order(2, { awb }))]);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pages(pdf)).toEqual(["0 0 288 432", "0 0 288 432"]);
    expect(drawn.texts.filter((t) => t === "BARCODE ERROR")).toHaveLength(1);
    // Label 1: barcode and QR; label 2: the QR only.
    expect(drawn.images()).toBe(3);
  });

  it("leaves the QR code out when it cannot be made", async () => {
    const drawn = recordDrawing();
    // QR codes hold at most 2953 bytes; this tracking URL is longer.
    const pdf = await labelsPdf([label(order(1, { trackingUrl: `https://courier.example/t/${"x".repeat(4000)}` }))]);
    expect(pages(pdf)).toEqual(["0 0 288 432"]);
    expect(drawn.images()).toBe(1);
    expect(drawn.texts).not.toContain("Scan to track");
    expect(drawn.texts).not.toContain("BARCODE ERROR");
  });

  it("refuses an empty batch", async () => {
    await expect(labelsPdf([])).rejects.toThrow(RangeError);
  });
});
