import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageSink } from "./entry.server";

describe("the page sink React renders into", () => {
  it("joins bytes and strings in the order written and hands the page over once, at the end", () => {
    const pages: string[] = [];
    const sink = pageSink(
      (html) => pages.push(html.toString()),
      (error) => {
        throw error;
      },
    );
    sink.write(new TextEncoder().encode("<p>हॉल्टर"));
    sink.write(" ₹1,299</p>");
    expect(pages).toEqual([]);
    sink.end();
    expect(pages).toEqual(["<p>हॉल्टर ₹1,299</p>"]);
  });

  it("takes a whole React render, ended within pipe", async () => {
    const html = await new Promise<string>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(createElement("main", null, "x".repeat(10_000), createElement("b", null, "Lead rope")), {
        onAllReady() {
          pipe(pageSink((page) => resolve(page.toString()), reject));
        },
        onShellError: reject,
      });
    });
    expect(html).toBe(`<main>${"x".repeat(10_000)}<b>Lead rope</b></main>`);
  });

  it("fails the page at once when what is done with it throws, and when React gives up on it", async () => {
    const failed: unknown[] = [];
    const sink = pageSink(
      () => {
        throw new Error("post-processing broke");
      },
      (error) => failed.push(error),
    );
    sink.write("<p>x</p>");
    sink.end();
    expect(failed.map((e) => (e as Error).message)).toEqual(["post-processing broke"]);
    // A component that throws outside any boundary after the shell: React destroys the destination.
    const outcome = await new Promise<string>((resolve) => {
      const Boom = () => {
        throw new Error("render broke");
      };
      const { pipe } = renderToPipeableStream(createElement(Boom), {
        onAllReady() {},
        onShellError() {},
        onError() {},
      });
      pipe(
        pageSink(
          () => resolve("rendered"),
          (error) => resolve(`failed: ${(error as Error).message}`),
        ),
      );
    });
    expect(outcome).toBe("failed: render broke");
  });
});
