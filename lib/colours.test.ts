import { describe, expect, it } from "vitest";
import { colourCss } from "./colours";

describe("colour names → CSS colours", () => {
  it("knows common colour names in any case and spacing, and nothing else", () => {
    expect(colourCss("Burgundy")).toBe("#7a1f35");
    expect(colourCss("  navy   BLUE ")).toBe(colourCss("Navy"));
    expect(colourCss("Grey")).toBe(colourCss("gray"));
    expect(colourCss("Rainbow")).toBeNull();
    expect(colourCss("Red Fleck")).toBe(colourCss("Red"));
    expect(colourCss("Saffron")).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourCss("constructor")).toBeNull();
  });
});
