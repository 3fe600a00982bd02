import type { Lang } from "../../lib/i18n";
import type { Messages } from "./messages";

/**
 * The interface catalogues this JavaScript context holds, by language. The server holds every language from its
 * start (catalogue.server.ts); the browser loads the page's language before it hydrates (entry.client.tsx, from
 * the asset the page's head names: app/catalogue-meta.ts). Pages' loader data carries no catalogue.
 */
export const CATALOGUES: Partial<Record<Lang, Messages>> = {};

/**
 * The browser: loads the texts the page names (app/catalogue-meta.ts) before it hydrates (entry.client.tsx); the
 * boot script (app/defer-hydration.ts) has preloaded them with the page's JS, so this fetch takes that response.
 * Rejects if they do not load: the page then stays as the server sent it rather than hydrate into message keys.
 */
export async function loadPageCatalogue(): Promise<void> {
  const meta = document.querySelector<HTMLMetaElement>("[data-catalogue]");
  if (meta) CATALOGUES[meta.dataset.catalogue as Lang] = (await (await fetch(meta.content)).json()) as Messages;
}
