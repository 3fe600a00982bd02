import { describe, expect, it } from "vitest";
import { errorCounts, errorsFrom, getIn, hindiPath, moveItem, sectionOf, setIn, twinAfter, withoutErrors } from "./draft";

describe("the settings form's draft", () => {
  const draft = { shopName: "Bunai", testimonials: [{ name: "Asha" }, { name: "Ravi" }], policies: { returns: { paragraphs: ["a", "b"] } } };

  it("reads and writes a field by the path zod names it with, copying only what changes", () => {
    expect(getIn(draft, "testimonials.1.name")).toBe("Ravi");
    const next = setIn(draft, "policies.returns.paragraphs.1", "7-day returns");
    expect(next.policies.returns.paragraphs).toEqual(["a", "7-day returns"]);
    expect(draft.policies.returns.paragraphs).toEqual(["a", "b"]);
    expect(next.testimonials).toBe(draft.testimonials);
  });

  it("writes a Hindi twin into translations that do not have it yet, making the objects and lists on the way", () => {
    const next = setIn({ ...draft, translations: { hi: {} } }, hindiPath("testimonials.1.text"), "बढ़िया हॉल्टर");
    expect(next.translations.hi).toEqual({ testimonials: [undefined, { text: "बढ़िया हॉल्टर" }] });
    expect(sectionOf(hindiPath("testimonials.1.text"))).toBe("hindi");
  });

  it("keeps each Hindi item with the English item it translates when the English list is reordered or shortened", () => {
    expect(twinAfter(["पहला", "दूसरा"], 3, (l) => moveItem(l, 0, 1))).toEqual(["दूसरा", "पहला", null]);
    expect(twinAfter(["पहला"], 3, (l) => moveItem(l, 2, -1))).toEqual(["पहला", null, null]);
    expect(twinAfter(["पहला", "दूसरा", "तीसरा"], 3, (l) => l.filter((_, j) => j !== 1))).toEqual(["पहला", "तीसरा"]);
    expect(twinAfter(undefined, 3, (l) => l)).toBeNull();
  });

  it("moves an item up or down, and not past either end", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });

  it("puts each error in its section, so the section list can say where the problems are", () => {
    const errors = errorsFrom([
      { path: "testimonials.1.name", message: "Required" },
      { path: "testimonials.1.name", message: "second message ignored" },
      { path: "policies.returns.paragraphs", message: "1 to 12 paragraphs, please" },
      { path: "hero.about.text", message: "Required" },
      { path: "gstin", message: "A GSTIN is 15 characters" },
    ]);
    expect(errors["testimonials.1.name"]).toBe("Required");
    expect(errorCounts(errors)).toEqual({ home: 1, policies: 1, about: 1, shop: 1 });
    expect(sectionOf("pricing.shippingFeePaise")).toBe("pricing");
    expect(Object.keys(withoutErrors(errors, "testimonials"))).not.toContain("testimonials.1.name");
  });
});
