import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { buildCreditNoteDocument, remainingLines, type ApiCreditNote } from "../../../lib/credit-note";
import { buildInvoice } from "../../../lib/invoice";
import { buildShippingLabel } from "../../../lib/label";
import type { ApiOrder } from "../../../lib/orders";
import { SAMPLE_SELLER, sampleItem, sampleOrder } from "../../../lib/testing/sample-order";
import { creditNotePdf } from "../after-sales/credit-note-pdf";
import { labelsPdf } from "../shipping/label-pdf";
import { invoicePdf } from "./invoice-pdf";
import type { Script } from "./pdf-fonts";

/**
 * A customer and a shop writing in each script the printouts support (decision 021): written for this shop,
 * as people there would type them (digits as they come, Latin or native, punctuation of the language).
 * Used by the script tests and by `npm run render:scripts`, which keeps a reference picture of each.
 */
export type ScriptSample = {
  language: string;
  first: string;
  last: string;
  street: string;
  city: string;
  state: string;
  product: string;
  option: string;
  shop: string;
};

export const SCRIPT_SAMPLES: Record<Script, ScriptSample> = {
  Devanagari: {
    language: "Hindi",
    first: "सुनीता",
    last: "श्रीवास्तव",
    street: "मकान नं. 27, द्वितीय तल, श्रीकृष्ण नगर, कंकड़बाग",
    city: "पटना",
    state: "बिहार",
    product: "हाथ से बुनी सूती रस्सी का कुत्ते का पट्टा",
    option: "रंग: लाल, आकार: मध्यम",
    shop: "बुनाई और लगाम",
  },
  Bengali: {
    language: "Bengali",
    first: "অর্পিতা",
    last: "চট্টোপাধ্যায়",
    street: "ফ্ল্যাট ৩বি, ১৮ রাসবিহারী অ্যাভিনিউ, গড়িয়াহাট",
    city: "কলকাতা",
    state: "পশ্চিমবঙ্গ",
    product: "হাতে বোনা পাটের কুকুরের বকলস",
    option: "রং: সবুজ",
    shop: "বুনন ও লাগাম",
  },
  Gujarati: {
    language: "Gujarati",
    first: "હર્ષદભાઈ",
    last: "ત્રિવેદી",
    street: "૧૪, શ્રીજી સોસાયટી, સ્ટેશન રોડ પાસે, અલકાપુરી",
    city: "વડોદરા",
    state: "ગુજરાત",
    product: "ભરતકામવાળી ઘોડાની લગામ",
    option: "કદ: મોટું",
    shop: "વણાટ અને લગામ",
  },
  Gurmukhi: {
    language: "Punjabi",
    first: "ਹਰਪ੍ਰੀਤ",
    last: "ਕੌਰ ਸੰਧੂ",
    street: "ਮਕਾਨ ਨੰ. 112, ਗਲੀ ਨੰ. 4, ਰਣਜੀਤ ਐਵੇਨਿਊ",
    city: "ਅੰਮ੍ਰਿਤਸਰ",
    state: "ਪੰਜਾਬ",
    product: "ਘੋੜੇ ਲਈ ਹੱਥ ਨਾਲ ਬਣੀ ਚਮੜੇ ਦੀ ਲਗਾਮ",
    option: "ਰੰਗ: ਭੂਰਾ",
    shop: "ਬੁਣਾਈ ਤੇ ਲਗਾਮ",
  },
  Kannada: {
    language: "Kannada",
    first: "ಶ್ರೀನಿವಾಸ",
    last: "ಹೆಗ್ಡೆ",
    street: "೨೧, ೩ನೇ ಅಡ್ಡರಸ್ತೆ, ಜಯನಗರ ೪ನೇ ಬ್ಲಾಕ್",
    city: "ಬೆಂಗಳೂರು",
    state: "ಕರ್ನಾಟಕ",
    product: "ಕೈಯಿಂದ ಹೆಣೆದ ನಾಯಿಯ ಕೊರಳಪಟ್ಟಿ",
    option: "ಬಣ್ಣ: ಕೆಂಪು",
    shop: "ನೇಯ್ಗೆ ಮತ್ತು ಲಗಾಮು",
  },
  Malayalam: {
    language: "Malayalam",
    first: "അനിത",
    last: "കൃഷ്ണൻകുട്ടി",
    street: "പുത്തൻവീട്, ക്ഷേത്രം റോഡ്, പൂങ്കുന്നം",
    city: "തൃശ്ശൂർ",
    state: "കേരളം",
    product: "കൈകൊണ്ട് നെയ്ത കയർ കഴുത്തുപട്ട",
    option: "നിറം: നീല",
    shop: "നെയ്ത്തും കടിഞ്ഞാണും",
  },
  Oriya: {
    language: "Odia",
    first: "ପ୍ରିୟଙ୍କା",
    last: "ମହାନ୍ତି",
    street: "ପ୍ଲଟ ନଂ. 45, ସହିଦ ନଗର, ଜନପଥ ନିକଟ",
    city: "ଭୁବନେଶ୍ୱର",
    state: "ଓଡ଼ିଶା",
    product: "ହାତତିଆରି ଚମଡ଼ା କୁକୁର ବେଲ୍ଟ",
    option: "ରଙ୍ଗ: କଳା",
    shop: "ବୁଣାଇ ଓ ଲଗାମ",
  },
  Tamil: {
    language: "Tamil",
    first: "கார்த்திகேயன்",
    last: "சுப்பிரமணியம்",
    street: "எண் 7, இரண்டாவது குறுக்குத் தெரு, மயிலாப்பூர்",
    city: "சென்னை",
    state: "தமிழ்நாடு",
    product: "கையால் பின்னிய நாய் கழுத்துப்பட்டை",
    option: "நிறம்: மஞ்சள்",
    shop: "நெசவும் கடிவாளமும்",
  },
  Telugu: {
    language: "Telugu",
    first: "వెంకటలక్ష్మి",
    last: "శ్రీపాద",
    street: "ఇంటి నం. 8-3-224, శ్రీనగర్ కాలనీ, పంజాగుట్ట",
    city: "హైదరాబాద్",
    state: "తెలంగాణ",
    product: "చేతితో అల్లిన గుర్రపు కళ్ళెం",
    option: "రంగు: ఎరుపు",
    shop: "నేత మరియు కళ్ళెం",
  },
  Arabic: {
    language: "Urdu",
    first: "سید فرحان",
    last: "علی",
    street: "مکان نمبر 23، امین آباد، نزد جامع مسجد",
    city: "لکھنؤ",
    state: "اتر پردیش",
    product: "ہاتھ سے بنی چمڑے کی لگام",
    option: "رنگ: بھورا",
    shop: "بنائی اور لگام",
  },
};

/** Every text of the sample that a printout draws. */
export function sampleTexts(s: ScriptSample): string[] {
  return [s.first, s.last, s.street, s.city, s.state, s.product, s.option, s.shop];
}

/** An invoiced, packed COD order from the sample's shop to the sample's customer: one product in the script, one mixed with Latin. */
export function scriptOrder(s: ScriptSample): ApiOrder {
  const base = sampleOrder();
  return sampleOrder({
    items: [
      {
        ...sampleItem(1, { name: s.product, variant: { _id: "var_1", options: {}, optionsText: s.option, sku: "SKU1-V" } }),
        taxable: 223.21,
        cgst: 13.39,
        sgst: 13.4,
      },
      { ...sampleItem(2, { name: `Leather halter ${s.first}` }), taxable: 446.43, cgst: 26.78, sgst: 26.79 },
    ],
    address: { ...base.address, firstName: s.first, lastName: s.last, street: s.street, city: s.city, state: s.state },
    seller: { ...SAMPLE_SELLER, shopName: s.shop },
    invoiceNumber: "BB/26-27/0042",
    invoiceDate: "2026-11-22T06:30:00.000Z",
    status: "packed",
    statusLabel: "Packed",
    awb: "AWB1234567890",
    carrier: "Delhivery",
    amount: 750,
    subtotal: 750,
  });
}

export async function scriptInvoicePdf(s: ScriptSample): Promise<Buffer> {
  return invoicePdf(scriptOrder(s));
}

export async function scriptLabelPdf(s: ScriptSample): Promise<Buffer> {
  return labelsPdf([buildShippingLabel(scriptOrder(s), { trackingUrlTemplate: "https://t.17track.net/en#nums={id}" })]);
}

export async function scriptCreditNotePdf(s: ScriptSample): Promise<Buffer> {
  const order = scriptOrder(s);
  const invoice = buildInvoice(order);
  const note: ApiCreditNote = {
    _id: "cn_1",
    number: "CN/26-27/0007",
    kind: "return",
    reason: `${s.product} ${s.option}`,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.date,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
    amount: 0,
    createdAt: "2026-11-25T06:30:00.000Z",
  };
  return creditNotePdf(buildCreditNoteDocument(order, note, remainingLines(invoice, []).slice(0, 1)));
}

const run = promisify(execFile);

/** Runs a poppler tool (pdftoppm, pdffonts, pdftotext) on a PDF and returns its standard output or output file. */
async function withPdf<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "scripts-pdf-"));
  try {
    const file = join(dir, "in.pdf");
    await writeFile(file, pdf);
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The fonts a PDF embeds, as pdffonts lists them: name (without the subset tag), embedded, subset. */
export async function pdfFonts(pdf: Buffer): Promise<{ name: string; embedded: boolean; subset: boolean }[]> {
  const { stdout } = await withPdf(pdf, (file) => run("pdffonts", [file]));
  return stdout
    .split("\n")
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const cols = l.trim().split(/\s+/);
      // name, type (1–2 words), encoding, emb, sub, uni, object, id
      const [emb, sub] = cols.slice(-5, -3);
      return { name: cols[0]!.replace(/^[A-Z]{6}\+/, ""), embedded: emb === "yes", subset: sub === "yes" };
    });
}

/** The text pdftotext reads back from the PDF (through the ToUnicode maps pdfkit writes). */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await withPdf(pdf, (file) => run("pdftotext", ["-enc", "UTF-8", file, "-"]))).stdout;
}

/** One page as an 8-bit grey PNG, optionally cropped (x, y, w, h in pixels at that resolution). */
export async function rasterise(pdf: Buffer, dpi: number, crop?: { x: number; y: number; w: number; h: number }): Promise<Buffer> {
  return withPdf(pdf, async (file, dir) => {
    const args = ["-png", "-gray", "-r", String(dpi), "-f", "1", "-l", "1", "-singlefile"];
    if (crop) args.push("-x", String(crop.x), "-y", String(crop.y), "-W", String(crop.w), "-H", String(crop.h));
    await run("pdftoppm", [...args, file, join(dir, "page")]);
    return readFile(join(dir, "page.png"));
  });
}
