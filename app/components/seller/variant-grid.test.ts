import { describe, expect, it } from "vitest";
import {
  addOption,
  addValue,
  bulkSet,
  generate,
  gridFromSeller,
  gridProblems,
  moveValue,
  photoOption,
  photosAfterMove,
  photosAfterRemove,
  removeOption,
  removeValue,
  renameOption,
  rowFromFields,
  setPhotoFor,
  variantsBody,
  type Grid,
} from "./variant-grid";

const DEFAULTS = { sku: "hlt", price: "1499", offerPrice: "1199", stock: "4" };
const ok = <T>(x: T | string): T => {
  if (typeof x === "string") throw new Error(x);
  return x;
};
/** Size × Colour through the same steps as the screen: add option, name it, add values, generate. */
function sizeColour(start: Grid = { options: [], rows: [] }): Grid {
  let g = renameOption(addOption(start), 0, "Size");
  g = ok(addValue(g, 0, "Cob"));
  g = ok(addValue(g, 0, "Full"));
  g = renameOption(addOption(g), 1, "Colour");
  g = ok(addValue(g, 1, "Burgundy"));
  g = ok(addValue(g, 1, "Navy"));
  return ok(generate(g, DEFAULTS));
}
const table = (g: Grid) => g.rows.map((r) => [Object.values(r.options).join("/"), r.sku, r.offerPrice, r.stock]);

describe("options and combinations", () => {
  it("makes every combination, first option slowest, with the form's prices and a SKU from the values", () => {
    expect(table(sizeColour())).toEqual([
      ["Cob/Burgundy", "HLT-COB-BURGUN", "1199", "4"],
      ["Cob/Navy", "HLT-COB-NAVY", "1199", "4"],
      ["Full/Burgundy", "HLT-FULL-BURGUN", "1199", "4"],
      ["Full/Navy", "HLT-FULL-NAVY", "1199", "4"],
    ]);
  });

  it("keeps rows that exist when generating again: the product's one variant becomes the first combination, edits survive a new value", () => {
    const single: Grid = {
      options: [],
      rows: [rowFromFields({ ...DEFAULTS, sku: "HLT-1", stock: "9" }, { _id: "var_one", updatedAt: "2026-01-01T00:00:00.000Z" })],
    };
    let g = sizeColour(single);
    expect(g.rows[0]).toMatchObject({ _id: "var_one", sku: "HLT-1", stock: "9", options: { Size: "Cob", Colour: "Burgundy" } });
    g = { ...g, rows: bulkSet(g.rows, new Set([g.rows[3]!.key]), "offerPrice", "999") };
    g = ok(generate(ok(addValue(g, 0, "Pony")), DEFAULTS));
    expect(g.rows).toHaveLength(6);
    expect(g.rows[0]!._id).toBe("var_one");
    expect(g.rows.find((r) => r.options.Size === "Full" && r.options.Colour === "Navy")!.offerPrice).toBe("999");
  });

  it("reorders values (rows follow), removes a value with its rows, renames an option in every row, removes an option", () => {
    let g = sizeColour();
    g = moveValue(g, 0, 1, -1);
    expect(g.options[0]!.values).toEqual(["Full", "Cob"]);
    expect(g.rows.map((r) => r.options.Size)).toEqual(["Full", "Full", "Cob", "Cob"]);
    expect(moveValue(g, 0, 0, -1)).toBe(g); // the first cannot move up
    g = removeValue(g, 1, 1);
    expect(table(g).map((r) => r[0])).toEqual(["Full/Burgundy", "Cob/Burgundy"]);
    g = renameOption(g, 1, "Color");
    expect(g.rows[0]!.options).toEqual({ Size: "Full", Color: "Burgundy" });
    g = removeOption(g, 0);
    expect(g.rows.map((r) => r.options)).toEqual([{ Color: "Burgundy" }]);
  });

  it("refuses a blank or repeated value, a fourth option and more than 100 combinations", () => {
    const g = sizeColour();
    expect(addValue(g, 0, "  ")).toBe("Option value is required");
    expect(addValue(g, 0, "cob")).toBe("Size already has cob");
    const three = addOption(g);
    expect(addOption(three)).toBe(three);
    let big = renameOption(three, 2, "Length");
    for (const n of Array.from({ length: 26 }, (_, i) => `${i + 1} ft`)) big = ok(addValue(big, 2, n));
    expect(generate(big, DEFAULTS)).toBe("A product can have at most 100 variants (these options make 104)");
  });
});

describe("bulk set, photos per colour and checks", () => {
  it("sets the offer price, MRP or stock of the selected rows only", () => {
    const g = sizeColour();
    const picked = new Set([g.rows[0]!.key, g.rows[2]!.key]);
    const rows = bulkSet(bulkSet(g.rows, picked, "price", " 1599 "), picked, "stock", "");
    expect(rows.map((r) => [r.price, r.stock])).toEqual([
      ["1599", ""],
      ["1499", "4"],
      ["1599", ""],
      ["1499", "4"],
    ]);
  });

  it("gives every row of a colour its photo, and follows the photos when they move or one is removed", () => {
    const g = sizeColour();
    expect(photoOption(g.options)!.name).toBe("Colour");
    let rows = setPhotoFor(setPhotoFor(g.rows, "Colour", "Burgundy", 0), "Colour", "Navy", 1);
    expect(rows.map((r) => r.photo)).toEqual([0, 1, 0, 1]);
    rows = photosAfterMove(rows, 0, 1);
    expect(rows.map((r) => r.photo)).toEqual([1, 0, 1, 0]);
    rows = photosAfterRemove(rows, 0);
    expect(rows.map((r) => r.photo)).toEqual([0, null, 0, null]);
    expect(variantsBody({ ...g, rows }, ["a.webp"]).variants.map((v) => v.image)).toEqual([["a.webp"], [], ["a.webp"], []]);
  });

  it("words problems as the server does, naming the row", () => {
    let g = sizeColour();
    g = { ...g, rows: g.rows.map((r, i) => (i === 1 ? { ...r, offerPrice: "2000" } : i === 2 ? { ...r, sku: "HLT-COB-NAVY", stock: "-1" } : r)) };
    expect(gridProblems(g).map((p) => p.message)).toEqual([
      "Variant 2 (Cob / Navy): offer price must not be more than the MRP",
      "SKU HLT-COB-NAVY is used twice",
      "Variant 3 (Full / Burgundy): Stock must be a whole number from 0 (leave it empty not to count stock)",
    ]);
    const length = ok(addValue(renameOption(addOption(g), 2, "Length"), 2, "6 ft"));
    expect(gridProblems(length)[0]!.message).toBe("Variant 1 (Cob / Burgundy): press Generate variants to match the options");
    expect(gridProblems(addOption(g))[0]!.message).toBe("Option name is required");
    expect(gridProblems(sizeColour())).toEqual([]);
  });

  it("builds the PUT body: existing rows with their id and version, numbers in rupees, blank stock not counted", () => {
    const loaded = gridFromSeller(
      {
        options: [{ name: "Size", values: ["Cob"] }],
        variants: [
          {
            _id: "var_a",
            options: { Size: "Cob" },
            sku: "BB-HH-1",
            code: "HH-1",
            price: 1499,
            offerPrice: 1199.5,
            stock: null,
            inStockSetting: false,
            weight: 450,
            lowStockAt: 12,
            image: ["b.webp"],
            updatedAt: "2026-01-01T00:00:00.000Z",
          },
        ],
      },
      ["a.webp", "b.webp"],
    );
    expect(loaded.rows[0]!.photo).toBe(1);
    expect(variantsBody(loaded, ["a.webp", "b.webp"])).toEqual({
      options: [{ name: "Size", values: ["Cob"] }],
      variants: [
        {
          _id: "var_a",
          updatedAt: "2026-01-01T00:00:00.000Z",
          code: "HH-1",
          options: { Size: "Cob" },
          sku: "BB-HH-1",
          price: 1499,
          offerPrice: 1199.5,
          stock: null,
          inStock: false,
          weight: 450,
          lowStockAt: 12,
          image: ["b.webp"],
        },
      ],
    });
    // A blank alert level is the shop's default (null), and the grid checks a typed one.
    loaded.rows[0]!.lowStockAt = "";
    expect(variantsBody(loaded, ["a.webp", "b.webp"]).variants[0]!.lowStockAt).toBeNull();
    loaded.rows[0]!.lowStockAt = "-3";
    expect(gridProblems(loaded).map((p) => p.message)).toEqual([
      "Variant 1 (Cob): Low-stock alert must be a whole number from 0 (leave it empty for the usual 5)",
    ]);
  });
});
