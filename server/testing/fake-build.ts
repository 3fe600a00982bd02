import type { RouterContextProvider, ServerBuild } from "react-router";
import { nonceContext } from "../../app/request-context";

/**
 * A minimal React Router server build for in-process tests of the SSR glue:
 * one root route whose document shows the response's nonce on an inline
 * script (as the real entry does), without rendering React.
 */
export function fakeBuild(): ServerBuild {
  const rootRoute = {
    id: "root",
    path: "",
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: "/root.js",
    imports: [],
    css: [],
  };
  const build = {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers, _ctx: unknown, loadContext: RouterContextProvider) => {
          const nonce = loadContext.get(nonceContext);
          headers.set("Content-Type", "text/html; charset=utf-8");
          const body = `<!doctype html><html><head><script nonce="${nonce}">window.__n=${JSON.stringify(nonce)}</script></head><body>${new URL(request.url).pathname}</body></html>`;
          return new Response(request.method === "HEAD" ? null : body, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", parentId: undefined, path: "", index: undefined, caseSensitive: undefined, module: { default: () => null } },
      page: { id: "page", parentId: "root", path: "*", index: undefined, caseSensitive: undefined, module: { default: () => null } },
    },
    assets: {
      entry: { imports: [], module: "/entry.js" },
      routes: { root: rootRoute, page: { ...rootRoute, id: "page", parentId: "root", path: "*", module: "/page.js" } },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    basename: "/",
    routeDiscovery: { mode: "initial" },
  };
  return build as unknown as ServerBuild; // a hand-made build: only the fields createRequestHandler reads
}
