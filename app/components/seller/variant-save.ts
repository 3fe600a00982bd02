import type { SellerProduct } from "../../../lib/product-admin";
import type { ProductOption } from "../../../lib/variants";
import { variantsBody, type Grid, type SellerVariantLike } from "./variant-grid";

/** GET/PUT /api/seller/products/{id}/variants: the seller's product with its options and every variant's count, switch and version. */
export type SellerProductVariantsLike = Omit<SellerProduct, "options" | "variants"> & { options: ProductOption[]; variants: SellerVariantLike[] };
export type VariantsReply = { success: boolean; status: number; message?: string; product?: SellerProductVariantsLike };

async function call(method: "GET" | "PUT", url: string, body?: unknown): Promise<VariantsReply> {
  try {
    const res = await fetch(url, {
      method,
      credentials: "include",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = (await res.json()) as Omit<VariantsReply, "status">;
    return { ...reply, status: res.status };
  } catch {
    return { success: false, status: 0, message: "The server could not be reached: check the connection and try again" };
  }
}

export const loadProductVariants = (productId: string) => call("GET", `/api/seller/products/${productId}/variants`);

/** Saves the grid; `photos` are the product's stored photo names in the order the form shows them. */
export const saveProductVariants = (productId: string, grid: Grid, photos: string[]) =>
  call("PUT", `/api/seller/products/${productId}/variants`, variantsBody(grid, photos));
