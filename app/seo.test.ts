import { describe, expect, it } from "vitest";
import { orphanClasses } from "../lib/grid-rows";
import { tileSpan } from "./components/category-grid";
import { pageTitle, privatePageMeta, shopNameOf } from "./seo";

describe("tab titles follow one pattern (issue 15)", () => {
  it("is 'Page · Shop name', the shop name alone on the home page", () => {
    expect(pageTitle("Cart", "Bunai & Bridle")).toBe("Cart · Bunai & Bridle");
    expect(pageTitle("Padded Nylon Horse Halter", "Bunai & Bridle")).toBe("Padded Nylon Horse Halter · Bunai & Bridle");
    expect(pageTitle(null, "Bunai & Bridle")).toBe("Bunai & Bridle");
    expect(pageTitle("Cart", "")).toBe("Cart");
  });

  it("reads the shop name from the root route for private pages", () => {
    const matches = [
      { id: "root", loaderData: { settings: { shopName: "Bunai & Bridle" } } },
      { id: "routes/cart", loaderData: undefined },
    ];
    expect(shopNameOf(matches)).toBe("Bunai & Bridle");
    expect(privatePageMeta("Cart", matches)).toEqual([{ title: "Cart · Bunai & Bridle" }, { name: "robots", content: "noindex" }]);
    expect(privatePageMeta("Cart", [])[0]).toEqual({ title: "Cart" });
  });
});

describe("no card alone on a grid's last row (issue 15)", () => {
  it("leaves the fifth of 5 best sellers out in 2 and 4 columns, keeps it in 3 and 5", () => {
    expect(orphanClasses(4, 5)).toBe("hidden md:block lg:hidden xl:block");
    for (let i = 0; i < 4; i++) expect(orphanClasses(i, 5)).toBe("");
  });

  it("keeps every card where no row would hold one alone, and hides only the last one where it would", () => {
    for (const n of [1, 2, 8, 12]) for (let i = 0; i < n; i++) expect(orphanClasses(i, n), `${i} of ${n}`).toBe("");
    expect(orphanClasses(2, 3)).toBe("hidden md:block"); // 2 + 1 on a phone
    expect(orphanClasses(3, 4)).toBe("md:hidden lg:block"); // 3 + 1 at md
    expect(orphanClasses(5, 6)).toBe("xl:hidden"); // 5 + 1 at xl
  });

  it("lets the last of 7 category tiles span the phone's row of 2", () => {
    expect(tileSpan(6, 7)).toBe("col-span-2 sm:col-span-1");
    expect(tileSpan(5, 7)).toBeUndefined();
    expect(tileSpan(7, 8)).toBeUndefined();
    expect(tileSpan(4, 5)).toBe("col-span-2 sm:col-span-4");
  });
});
