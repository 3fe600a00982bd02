import { describe, expect, it } from "vitest";
import { parseImageFits } from "./image-fit";

describe("imageFit field", () => {
  it("gives every photo the default fit when the field is absent or empty (spec payloads)", () => {
    expect(parseImageFits(undefined, 2)).toEqual(["fit", "fit"]);
    expect(parseImageFits(" ", 1)).toEqual(["fit"]);
  });
  it("reads one choice per photo in order and fills the rest with fit", () => {
    expect(parseImageFits("crop, fit", 3)).toEqual(["crop", "fit", "fit"]);
  });
  it("refuses unknown values and more choices than photos", () => {
    expect(parseImageFits("cover", 1)).toEqual({ error: 'imageFit: use "fit" (keep the whole photo) or "crop" (centre square), not "cover"' });
    expect(parseImageFits("fit", 0)).toEqual({ error: "imageFit: 1 choice for 0 images" });
  });
});
