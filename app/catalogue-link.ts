import { LANGUAGES, type Lang } from "../lib/i18n";
import { CATALOGUE_ASSET } from "./i18n/catalogue.server";

const HEAD = Buffer.from("<head>");

/**
 * The preload of the page's interface texts (app/i18n/catalogues.ts), put into the rendered page by the server
 * right after `<head>`, outside React's tree: every page has it, an error page too (no loader data is needed to
 * know its path), and the browser starts loading the texts while it parses the head; entry.client.tsx hydrates
 * once they are in. React leaves a head element it did not render alone when it hydrates.
 */
export function catalogueLink(lang: Lang): Buffer {
  return LINKS[lang];
}
const LINKS = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Buffer.from(`<link rel="preload" href="${CATALOGUE_ASSET[lang].path}" as="fetch" crossorigin="anonymous" data-catalogue="${lang}"/>`),
  ]),
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
