import type { Lang } from "../../../lib/i18n";

/**
 * The headings of a tax invoice or credit note PDF (issue 17, decision 025). A Hindi order's PDF says each one in
 * Hindi and in English ("कर बीजक / TAX INVOICE"), the same words as the bilingual web view (app/i18n/hi/orders.ts);
 * the values and the legal English stay as they are. An English order's PDF is unchanged.
 */
export function pdfLabels(lang: Lang) {
  const hi = lang === "hi";
  return {
    hi,
    /** "हिन्दी / English" on one line (or wrapped), English alone for an English order. */
    say: (hindi: string, english: string) => (hi ? `${hindi} / ${english}` : english),
    /** A narrow column head: Hindi above English. */
    head: (hindi: string, english: string) => (hi ? `${hindi}\n${english}` : english),
  };
}

export const NOT_PROVIDED_HI = "नहीं दिया (अपंजीकृत)";
