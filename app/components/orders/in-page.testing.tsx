import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { CATALOGUE } from "../../i18n/catalogue.server";

/**
 * Tests only: the HTML of a component as a storefront page at `path` renders it, inside a data router whose root
 * holds the page's catalogue (what useT reads). "/hi/…" gives the Hindi catalogue, anything else the English one.
 */
export function renderInPage(node: ReactNode, path = "/"): string {
  const lang = /^\/hi(?:\/|$)/.test(path) ? "hi" : "en";
  const router = createMemoryRouter([{ id: "root", path: "*", element: node, loader: () => null }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { lang, messages: CATALOGUE[lang] } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
