import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogue } from "./i18n/catalogues";

// Hydration renders with the page's interface texts: the boot script (./defer-hydration.ts) started loading them
// with this JS; this takes them.
const texts = loadPageCatalogue();

/**
 * React Router's default client entry, started one task later: evaluating the modules and starting hydration
 * then run as two tasks instead of one long one, so a tap on a slow phone waits less (docs/decisions/008).
 */
setTimeout(async () => {
  await texts;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
