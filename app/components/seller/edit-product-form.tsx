import { useState } from "react";
import { STALE_PRODUCT, type SellerProduct } from "../../../lib/product-admin";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import { updateProductBody, type ProductFields } from "./product-api";
import { productFields } from "./product-fields";
import { ProductForm } from "./product-form";
import { sellerSend, useSellerData } from "./seller-api";
import { gridFromSeller, hasOptions, type Grid } from "./variant-grid";
import { saveProductVariants, type SellerProductVariantsLike } from "./variant-save";

/**
 * Edit Product, in the product list's modal and on /admin/edit-product/{id}:
 * PUT /api/product/{id}. Spec toasts: "Product updated successfully", else the
 * server's message or "Failed to update product". A save refused as stale
 * (409: the product changed since the form loaded) reloads the product.
 *
 * Issue 14: the form also loads the product's options and variants. A product
 * without options (before and after) saves exactly as before. With options,
 * the product's own fields go through the same PUT (its prices, SKU and stock
 * sent back unchanged: they are the variants'), then the grid through PUT
 * /api/seller/products/{id}/variants; a stale variant (409) reloads too.
 */
export function EditProductForm({
  product,
  onSaved,
  onCancel,
  onStale,
}: {
  product: SellerProduct;
  onSaved: (p: SellerProduct) => void;
  onCancel?: () => void;
  onStale: () => void;
}) {
  const { data, failed, reload } = useSellerData<{ product: SellerProductVariantsLike }>(`/api/seller/products/${product._id}/variants`);
  if (!data) {
    return failed ? (
      <p className="text-sm">
        The product&apos;s variants could not be loaded.{" "}
        <button type="button" className="font-medium text-saddle underline" onClick={reload}>
          Try again
        </button>
      </p>
    ) : (
      <p className="text-muted">Loading...</p>
    );
  }
  return <LoadedForm product={product} loaded={data.product} onSaved={onSaved} onCancel={onCancel} onStale={onStale} />;
}

function LoadedForm({
  product,
  loaded,
  onSaved,
  onCancel,
  onStale,
}: {
  product: SellerProduct;
  loaded: SellerProductVariantsLike;
  onSaved: (p: SellerProduct) => void;
  onCancel?: () => void;
  onStale: () => void;
}) {
  const { categories } = useShop();
  const [busy, setBusy] = useState(false);
  const hadOptions = loaded.options.length > 0 || loaded.variants.length > 1;

  const stale = (message: string) => {
    // A sale, a hold or another edit since the form was opened: show the product as it is now.
    toast.error(`${message.replace(/: reload the product( and save again)?$/, "")}: it now shows the latest values. Make your change again and save.`);
    onStale();
  };

  const save = async (fields: ProductFields, images: string[], grid: Grid) => {
    const withVariants = hadOptions || hasOptions(grid);
    const body = updateProductBody(fields, images, product.updatedAt);
    // With variants, the product's price, offer price, SKU and stock are theirs: sent back as loaded.
    const sent = withVariants ? { ...body, price: product.price, offerPrice: product.offerPrice, sku: undefined, stock: undefined } : body;
    setBusy(true);
    const res = await sellerSend<{ product: SellerProduct }>("PUT", `/api/product/${product._id}`, sent);
    if (res.message === STALE_PRODUCT) {
      setBusy(false);
      return stale(STALE_PRODUCT);
    }
    if (!res.success || !res.product) {
      setBusy(false);
      return void toast.error(res.message || "Failed to update product");
    }
    if (!withVariants) {
      setBusy(false);
      toast.success("Product updated successfully");
      return onSaved(res.product);
    }
    // A product with one variant copies its row to that variant on save, stamping it with the product's new version.
    const single = loaded.variants.length === 1 ? loaded.variants[0]!._id : null;
    // Without options (the last one removed), the one variant takes the product's own fields as typed.
    const typed = hasOptions(grid)
      ? grid.rows
      : grid.rows.slice(0, 1).map((r) => ({ ...r, price: fields.price, offerPrice: fields.offerPrice, sku: fields.sku, stock: fields.stock }));
    const rows = typed.map((r) => (r._id !== undefined && r._id === single ? { ...r, updatedAt: res.product!.updatedAt } : r));
    const saved = await saveProductVariants(product._id, { ...grid, rows }, images);
    setBusy(false);
    if (saved.status === 409 && saved.message && !/SKU .* already used/.test(saved.message)) return stale(saved.message);
    if (!saved.success || !saved.product) return void toast.error(saved.message || "Failed to update product");
    toast.success("Product updated successfully");
    onSaved(saved.product as unknown as SellerProduct); // the variants reply carries every SellerProduct field
  };

  return (
    <ProductForm
      mode="edit"
      initial={productFields(product, categories)}
      images={product.image}
      grid={gridFromSeller(loaded, product.image)}
      submitLabel="Save changes"
      busy={busy}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
}
