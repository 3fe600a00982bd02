import { describe, expect, it } from "vitest";
import { moreReviews, shouldRevalidate } from "./product";

/** The product page's "More reviews" (?reviews=N) and the variant choice (?variant=) as the router sees them. */
describe("the product page's query", () => {
  const revalidates = (from: string, to: string) =>
    shouldRevalidate({
      currentUrl: new URL(`http://x/product/a/prd_1${from}`),
      nextUrl: new URL(`http://x/product/a/prd_1${to}`),
      defaultShouldRevalidate: true,
    } as Parameters<typeof shouldRevalidate>[0]);

  it("asks the loader again for more reviews, not for another variant", () => {
    expect(revalidates("", "?reviews=2")).toBe(true);
    expect(revalidates("?variant=var_1", "?variant=var_1&reviews=2")).toBe(true);
    expect(revalidates("?variant=var_1", "?variant=var_2")).toBe(false);
    expect(revalidates("?reviews=2&variant=var_1", "?reviews=2&variant=var_2")).toBe(false);
  });

  it("'More reviews' keeps the chosen variant", () => {
    expect(moreReviews(new URLSearchParams("variant=var_1"), 2)).toBe("variant=var_1&reviews=2");
    expect(moreReviews(new URLSearchParams("reviews=2"), 3)).toBe("reviews=3");
  });
});
