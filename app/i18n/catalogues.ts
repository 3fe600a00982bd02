import type { Lang } from "../../lib/i18n";
import type { Messages } from "./messages";

/**
 * The interface catalogues this JavaScript context holds, by language. The server holds every language from its
 * start (catalogue.server.ts); the browser loads the page's language before it hydrates (entry.client.tsx, from
 * the asset the page's head preloads: app/catalogue-link.ts). Pages' loader data carries no catalogue.
 */
export const CATALOGUES: Partial<Record<Lang, Messages>> = {};

/**
 * The browser: loads the texts the page preloads (app/catalogue-link.ts) before it hydrates (entry.client.tsx).
 * Rejects if they do not load: the page then stays as the server sent it rather than hydrate into message keys.
 */
export async function loadPageCatalogue(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("[data-catalogue]");
  if (link) CATALOGUES[link.dataset.catalogue as Lang] = (await (await fetch(link.href)).json()) as Messages;
}
