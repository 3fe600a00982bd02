import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { CATALOGUES, loadPageCatalogue } from "./catalogues";
import { tNow, useT } from "./use-t";
import type { Messages } from "./messages";

const en = { "nav.home": "Home" } as unknown as Messages;
const hi = { "nav.home": "होम" } as unknown as Messages;

afterEach(() => {
  vi.unstubAllGlobals();
  delete CATALOGUES.en;
  delete CATALOGUES.hi;
});

/** A page whose head holds this meta (what app/catalogue-meta.ts puts there), as the browser reads it. */
function pageWithMeta(content: string | null, lang = "hi") {
  const meta = content === null ? null : { content, dataset: { catalogue: lang } };
  const querySelector = vi.fn((selector: string) => (selector === "[data-catalogue]" ? meta : null));
  vi.stubGlobal("document", { querySelector });
  return querySelector;
}

function Home() {
  return <span>{useT()("nav.home")}</span>;
}
const renderAt = (path: string) =>
  renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "*", element: <Home /> }], { initialEntries: [path] })} />);

describe("the catalogues a page reads its texts from", () => {
  it("useT reads the catalogue of the page's language, from its path", () => {
    CATALOGUES.en = en;
    CATALOGUES.hi = hi;
    expect(renderAt("/products")).toBe("<span>Home</span>");
    expect(renderAt("/hi/products")).toBe("<span>होम</span>");
  });

  it("the browser loads the catalogue the page's head names, in the language it names", async () => {
    pageWithMeta("/assets/i18n/hi.0123456789ab.json");
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(hi), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await loadPageCatalogue();
    expect(fetchMock).toHaveBeenCalledWith("/assets/i18n/hi.0123456789ab.json");
    expect(CATALOGUES.hi).toEqual(hi);
    expect(CATALOGUES.en).toBeUndefined();
  });

  it("fails when the texts do not load (the page is then not hydrated into keys)", async () => {
    pageWithMeta("/assets/i18n/hi.0123456789ab.json");
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(loadPageCatalogue()).rejects.toThrow();
    expect(CATALOGUES.hi).toBeUndefined();
  });

  it("a page without the meta (none is rendered by the server) loads nothing", async () => {
    pageWithMeta(null);
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await loadPageCatalogue();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts outside components speak the language of the page on screen", () => {
    CATALOGUES.en = en;
    CATALOGUES.hi = hi;
    vi.stubGlobal("location", { pathname: "/hi/cart" });
    expect(tNow("nav.home")).toBe("होम");
    vi.stubGlobal("location", { pathname: "/cart" });
    expect(tNow("nav.home")).toBe("Home");
  });
});
