import { useState } from "react";
import { STALE_PRODUCT, type SellerProduct } from "../../../lib/product-admin";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import { updateProductBody, type ProductFields } from "./product-api";
import { productFields } from "./product-fields";
import { ProductForm } from "./product-form";
import { sellerSend } from "./seller-api";

/**
 * Edit Product, in the product list's modal and on /admin/edit-product/{id}:
 * PUT /api/product/{id}. Spec toasts: "Product updated successfully", else the
 * server's message or "Failed to update product". A save refused as stale
 * (409: the product changed since the form loaded) reloads the product.
 */
export function EditProductForm({ product, onSaved, onCancel, onStale }: { product: SellerProduct; onSaved: (p: SellerProduct) => void; onCancel?: () => void; onStale: () => void }) {
  const { categories } = useShop();
  const [busy, setBusy] = useState(false);
  const save = async (fields: ProductFields, images: string[]) => {
    setBusy(true);
    const res = await sellerSend<{ product: SellerProduct }>("PUT", `/api/product/${product._id}`, updateProductBody(fields, images, product.updatedAt));
    setBusy(false);
    if (res.message === STALE_PRODUCT) {
      // A sale, a hold or another edit since the form was opened: show the product as it is now.
      toast.error(`${STALE_PRODUCT}: it now shows the latest values. Make your change again and save.`);
      return onStale();
    }
    if (!res.success || !res.product) return void toast.error(res.message || "Failed to update product");
    toast.success("Product updated successfully");
    onSaved(res.product);
  };
  return <ProductForm mode="edit" initial={productFields(product, categories)} images={product.image} submitLabel="Save changes" busy={busy} onSubmit={save} onCancel={onCancel} />;
}
