import { useState } from "react";
import type { SellerProduct } from "../../../lib/product-admin";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import { updateProductBody, type ProductFields } from "./product-api";
import { productFields } from "./product-fields";
import { ProductForm } from "./product-form";
import { sellerSend } from "./seller-api";

/**
 * Edit Product, in the product list's modal and on /admin/edit-product/{id}:
 * PUT /api/product/{id}. Spec toasts: "Product updated successfully", else the
 * server's message or "Failed to update product".
 */
export function EditProductForm({ product, onSaved, onCancel }: { product: SellerProduct; onSaved: (p: SellerProduct) => void; onCancel?: () => void }) {
  const { categories } = useShop();
  const [busy, setBusy] = useState(false);
  const save = async (fields: ProductFields, images: string[]) => {
    setBusy(true);
    const res = await sellerSend<{ product: SellerProduct }>("PUT", `/api/product/${product._id}`, updateProductBody(fields, images));
    setBusy(false);
    if (!res.success || !res.product) return void toast.error(res.message || "Failed to update product");
    toast.success("Product updated successfully");
    onSaved(res.product);
  };
  return <ProductForm mode="edit" initial={productFields(product, categories)} images={product.image} submitLabel="Save changes" busy={busy} onSubmit={save} onCancel={onCancel} />;
}
