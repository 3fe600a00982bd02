import { LANGUAGES, type Lang } from "../lib/i18n";
import { CATALOGUE_ASSET } from "./i18n/catalogue.server";

const HEAD = Buffer.from("<head>");

/**
 * Where the page's interface texts are (app/i18n/catalogues.ts): a `<meta>` the server puts into the rendered page
 * right after `<head>`, outside React's tree, so every page has it, an error page too (no loader data is needed to
 * know its path). React leaves a head element it did not render alone when it hydrates.
 *
 * It names the texts without loading them: they are needed to hydrate, not to paint, so the boot script of
 * ./defer-hydration.ts preloads them after the first paint, beside the page's JS; entry.client.tsx hydrates once
 * both are in. A preload in the head had them share a slow link with the stylesheet, the picture and (in Hindi) the
 * Devanagari face before the first paint: 11–14 KB more for it on every page.
 */
export function catalogueMeta(lang: Lang): Buffer {
  return METAS[lang];
}
const METAS = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Buffer.from(`<meta name="shop-texts" content="${CATALOGUE_ASSET[lang].path}" data-catalogue="${lang}"/>`)]),
) as Record<Lang, Buffer>;

/** The page's pieces (app/defer-hydration.ts) with `insert` after the first `<head>`; unchanged without one. */
export function afterHead(pieces: Buffer[], insert: Buffer): Buffer[] {
  for (let i = 0; i < pieces.length; i++) {
    const at = pieces[i]!.indexOf(HEAD);
    if (at < 0) continue;
    const piece = pieces[i]!;
    return [...pieces.slice(0, i), piece.subarray(0, at + HEAD.length), insert, piece.subarray(at + HEAD.length), ...pieces.slice(i + 1)];
  }
  return pieces;
}
