import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
// Holds every language's catalogue, as the server does (app/i18n/catalogues.ts).
import "../../i18n/catalogue.server";

/**
 * Tests only: the HTML of a component as a storefront page at `path` renders it, inside a data router whose root
 * holds the page's language. "/hi/…" gives the Hindi catalogue, anything else the English one.
 */
export function renderInPage(node: ReactNode, path = "/"): string {
  const lang = /^\/hi(?:\/|$)/.test(path) ? "hi" : "en";
  const router = createMemoryRouter([{ id: "root", path: "*", element: node, loader: () => null }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { lang } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
