import { describe, expect, it } from "vitest";
import { updateProductSchema } from "../../../lib/product-admin";
import { addProductForm, updateProductBody, type ProductFields } from "./product-api";

const fields: ProductFields = {
  name: "Lead Rope",
  description: "Braided\n\nBrass clip",
  category: "Lead Rope",
  price: "800",
  offerPrice: "600",
  gstRate: "12",
  hsnCode: "4201",
  sku: "lr-1",
  stock: "7",
  nameHi: "",
  descriptionHi: "",
};

describe("Edit Product's body", () => {
  it("carries the updatedAt the form loaded, so the server can refuse a stale save, and passes the API's schema", () => {
    const body = updateProductBody(fields, ["a.webp"], "2026-11-24T01:00:00.000Z");
    expect(body).toMatchObject({ updatedAt: "2026-11-24T01:00:00.000Z", stock: 7, description: ["Braided", "Brass clip"] });
    const parsed = updateProductSchema.safeParse(body);
    expect(parsed.success).toBe(true);
  });
});

describe("the Hindi name and description (issue 17)", () => {
  const hindi = { ...fields, nameHi: " सूती लीड रस्सी ", descriptionHi: "गुँथी हुई\n\nपीतल का हुक" };
  it("go with an edit, line by line, and pass the API's schema; blank ones are sent blank, which removes them", () => {
    const body = updateProductBody(hindi, [], "2026-11-24T01:00:00.000Z");
    expect(body).toMatchObject({ nameHi: "सूती लीड रस्सी", descriptionHi: ["गुँथी हुई", "पीतल का हुक"] });
    expect(updateProductSchema.safeParse(body).success).toBe(true);
    expect(updateProductBody(fields, [], "2026-11-24T01:00:00.000Z")).toMatchObject({ nameHi: "", descriptionHi: [] });
  });
  it("go with a new product only when filled", () => {
    const form = addProductForm(hindi, []);
    expect(form.get("nameHi")).toBe("सूती लीड रस्सी");
    expect(form.get("descriptionHi")).toBe("गुँथी हुई\nपीतल का हुक");
    expect(addProductForm(fields, []).has("nameHi")).toBe(false);
  });
});

describe("Add Product's multipart body", () => {
  const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/jpeg" });
  it("sends each photo's framing in photo order, fitted where none was chosen (issue 15)", () => {
    const form = addProductForm(fields, [photo("a.jpg"), photo("b.jpg"), photo("c.jpg")], ["crop", "fit"]);
    expect(form.get("imageFit")).toBe("crop,fit,fit");
    expect(form.getAll("image").map((f) => (f as File).name)).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
  });
  it("sends no framing without photos", () => {
    expect(addProductForm(fields, []).has("imageFit")).toBe(false);
  });
});
