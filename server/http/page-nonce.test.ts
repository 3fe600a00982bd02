import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { newNonce, RENDER_NONCE, noncedBody, precompressNonced } from "./page-nonce";

describe("nonce patching of cached pages", () => {
  it("writes each response's nonce into the plain and the gzip body, which decodes to the same page", () => {
    const page = (n: string) =>
      `<!doctype html><script nonce="${n}">boot()</script>${"<p>Halter</p>".repeat(500)}<script nonce="${n}">window.__d={"nonce":"${n}"}</script>`;
    const { body, nonceAt } = precompressNonced(Buffer.from(page(RENDER_NONCE)));
    expect(nonceAt.identity).toHaveLength(3);
    expect(body.gzip.byteLength).toBeLessThan(body.identity.byteLength / 5);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const nonce = newNonce();
      seen.add(nonce);
      const gz = noncedBody(body, nonceAt, nonce, "gzip, deflate, br");
      expect(gz.encoding).toBe("gzip");
      expect(zlib.gunzipSync(gz.data).toString()).toBe(page(nonce));
      const plain = noncedBody(body, nonceAt, nonce, undefined);
      expect(plain.encoding).toBeNull();
      expect(Buffer.from(plain.data).toString()).toBe(page(nonce));
    }
    expect(seen.size).toBe(5);
    // The cached bytes themselves are never changed.
    expect(Buffer.from(body.identity).toString()).toBe(page(RENDER_NONCE));
  });

  it("handles a page without any nonce, and one that starts or ends with it", () => {
    for (const text of ["<p>no scripts</p>", `${RENDER_NONCE}<p>x</p>${RENDER_NONCE}`, ""]) {
      const { body, nonceAt } = precompressNonced(Buffer.from(text));
      const nonce = newNonce();
      expect(zlib.gunzipSync(noncedBody(body, nonceAt, nonce, "gzip").data).toString()).toBe(text.replaceAll(RENDER_NONCE, nonce));
    }
  });
});
