import { describe, expect, it } from "vitest";
import { afterHead, catalogueLink } from "./catalogue-link";
import { CATALOGUE_ASSET } from "./i18n/catalogue.server";

const join = (pieces: Buffer[]) => Buffer.concat(pieces).toString("utf8");

describe("the preload of the page's interface texts", () => {
  it("names the language's asset and the language", () => {
    expect(catalogueLink("hi").toString()).toBe(
      `<link rel="preload" href="${CATALOGUE_ASSET.hi.path}" as="fetch" crossorigin="anonymous" data-catalogue="hi"/>`,
    );
    expect(catalogueLink("en").toString()).toContain(`href="${CATALOGUE_ASSET.en.path}"`);
  });

  it("goes right after <head>, whichever piece holds it, and leaves the rest byte for byte", () => {
    const link = catalogueLink("hi");
    const page = ['<!DOCTYPE html><html lang="hi-IN">', '<head><meta charSet="utf-8"/><title>₹ उत्पाद</title></head>', "<body>…<head></body></html>"];
    const out = afterHead(
      page.map((p) => Buffer.from(p)),
      link,
    );
    expect(join(out)).toBe(`<!DOCTYPE html><html lang="hi-IN"><head>${link}<meta charSet="utf-8"/><title>₹ उत्पाद</title></head><body>…<head></body></html>`);
  });

  it("leaves a page without a head as it is", () => {
    const page = [Buffer.from("<p>no head</p>")];
    expect(afterHead(page, catalogueLink("en"))).toBe(page);
  });
});
