import { describe, expect, it } from "vitest";
import { updateProductSchema } from "../../../lib/product-admin";
import { updateProductBody, type ProductFields } from "./product-api";

const fields: ProductFields = { name: "Lead Rope", description: "Braided\n\nBrass clip", category: "Lead Rope", price: "800", offerPrice: "600", gstRate: "12", hsnCode: "4201", sku: "lr-1", stock: "7" };

describe("Edit Product's body", () => {
  it("carries the updatedAt the form loaded, so the server can refuse a stale save, and passes the API's schema", () => {
    const body = updateProductBody(fields, ["a.webp"], "2026-11-24T01:00:00.000Z");
    expect(body).toMatchObject({ updatedAt: "2026-11-24T01:00:00.000Z", stock: 7, description: ["Braided", "Brass clip"] });
    const parsed = updateProductSchema.safeParse(body);
    expect(parsed.success).toBe(true);
  });
});
