import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { langOfPath } from "../lib/i18n";
import { afterHead, catalogueMeta } from "./catalogue-meta";
import { deferHydrationBytes } from "./defer-hydration";
import { nonceContext, renderedPageContext } from "./request-context";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before responding (pages are cached per URL for
 * visitors, so streaming would buy nothing), puts this response's CSP nonce
 * on every script React Router emits, and defers hydration to after the first
 * paint (./defer-hydration.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, cb) {
            chunks.push(chunk);
            cb();
          },
          final(cb) {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Bytes in, bytes out: no string of the page is made (./defer-hydration.ts). The page's interface texts
            // are named in the head (./catalogue-meta.ts).
            const texts = catalogueMeta(langOfPath(new URL(request.url).pathname));
            const page = Buffer.concat(afterHead(deferHydrationBytes(Buffer.concat(chunks)), texts));
            const response = new Response(page as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status });
            loadContext.set(renderedPageContext, { response, bytes: page });
            resolve(response);
            cb();
          },
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
