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
        pipe(
          pageSink((html) => {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Bytes in, bytes out: no string of the page is made (./defer-hydration.ts). The page's interface texts
            // are named in the head (./catalogue-meta.ts).
            const texts = catalogueMeta(langOfPath(new URL(request.url).pathname));
            const page = Buffer.concat(afterHead(deferHydrationBytes(html), texts));
            const response = new Response(page as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status });
            loadContext.set(renderedPageContext, { response, bytes: page });
            resolve(response);
          }, reject),
        );
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

/**
 * Where React writes the page once it is all ready: its chunks, joined when React ends the stream. Not a Node
 * `Writable`: a dead Writable stayed alive through V8's young collections until the next full one (measured, not
 * explained: docs/decisions/042), and with it every page's 100-150 KB of chunks and everything else the request
 * reached; 1,000 listing pages on 10,000 products took 23 full collections with a Writable here and 13 without.
 * React calls only `write` (bytes or a string), `end` and `on`, and `destroy` after a fatal error; everything is
 * written before `pipe` returns, so there is no back-pressure to signal. `done` gets the page; `fail` gets what
 * `done` throws or what React gave up with, at once (else the request would wait for the abort).
 */
export function pageSink(done: (html: Buffer) => void, fail: (error: unknown) => void): NodeJS.WritableStream {
  const chunks: Uint8Array[] = [];
  const sink = {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      return true;
    },
    end() {
      // Thrown into React, what `done` throws would only reach destroy, after React had finished with the page.
      try {
        done(Buffer.concat(chunks));
      } catch (error) {
        fail(error);
      }
      return sink;
    },
    on() {
      return sink;
    },
    destroy(error?: unknown) {
      fail(error ?? new Error("The page was not rendered whole"));
    },
  };
  // React's type asks for a whole Node stream; it calls only the members above (react-dom-server's pipe).
  return sink as unknown as NodeJS.WritableStream;
}
