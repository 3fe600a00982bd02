import { describe, expect, it } from "vitest";
import { afterHead, catalogueMeta } from "./catalogue-meta";
import { CATALOGUE_ASSET } from "./i18n/catalogue.server";

const join = (pieces: Buffer[]) => Buffer.concat(pieces).toString("utf8");

describe("the name of the page's interface texts in its head", () => {
  it("names the language's asset and the language, and loads nothing itself (no link before the first paint)", () => {
    expect(catalogueMeta("hi").toString()).toBe(`<meta name="shop-texts" content="${CATALOGUE_ASSET.hi.path}" data-catalogue="hi"/>`);
    expect(catalogueMeta("en").toString()).toContain(`content="${CATALOGUE_ASSET.en.path}"`);
  });

  it("goes right after <head>, whichever piece holds it, and leaves the rest byte for byte", () => {
    const meta = catalogueMeta("hi");
    const page = ['<!DOCTYPE html><html lang="hi-IN">', '<head><meta charSet="utf-8"/><title>₹ उत्पाद</title></head>', "<body>…<head></body></html>"];
    const out = afterHead(
      page.map((p) => Buffer.from(p)),
      meta,
    );
    expect(join(out)).toBe(`<!DOCTYPE html><html lang="hi-IN"><head>${meta}<meta charSet="utf-8"/><title>₹ उत्पाद</title></head><body>…<head></body></html>`);
  });

  it("leaves a page without a head as it is", () => {
    const page = [Buffer.from("<p>no head</p>")];
    expect(afterHead(page, catalogueMeta("en"))).toBe(page);
  });
});
