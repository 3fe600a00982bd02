import { useState } from "react";
import type { ImageFit } from "../../../lib/image-fit";
import { addProductForm, postProductForm, UPLOAD_FAILED, type ProductFields } from "../../components/seller/product-api";
import { loadProductVariants, saveProductVariants } from "../../components/seller/variant-save";
import { hasOptions, type Grid } from "../../components/seller/variant-grid";
import { newProductFields } from "../../components/seller/product-fields";
import { ProductForm } from "../../components/seller/product-form";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";

/** The form's upload bar: bytes sent, then the wait while the server checks and re-encodes the photos. */
function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="rounded-lg bg-sand p-3" data-testid="upload-progress">
      <div className="flex justify-between text-sm">
        <span>{percent < 100 ? "Uploading..." : "Saving the product..."}</span>
        <span aria-hidden="true" className="font-semibold tabular-nums">
          {percent}%
        </span>
      </div>
      <progress
        className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-saddle [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-saddle"
        aria-label="Upload progress"
        max={100}
        value={percent}
      >
        {percent}%
      </progress>
    </div>
  );
}

/** A product added whose variants were refused: the next save only sends the variants again. */
type Added = { id: string; images: string[]; only: { _id: string; updatedAt: string; code: string } };

/**
 * Spec: the Add Product form. Sent with XMLHttpRequest so the photos' upload
 * progress shows; success toasts the server's "Product Added" and empties the
 * form; a refusal toasts the server's message, else "Image upload failed".
 * With options (issue 14) the product is created by that same POST (with the
 * first variant's prices, SKU and stock), then its variants are saved with
 * PUT /api/seller/products/{id}/variants; if that is refused, the product
 * stays added and the next save sends only the variants again.
 */
export default function AddProduct() {
  const { settings } = useShop();
  const [progress, setProgress] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const [added, setAdded] = useState<Added | null>(null);

  const saveVariants = async (target: Added, grid: Grid) => {
    const rows = grid.rows.map((r, i) =>
      i === 0 ? { ...r, _id: target.only._id, updatedAt: target.only.updatedAt, loadedSku: r.sku.trim().toUpperCase(), code: target.only.code } : r,
    );
    const res = await saveProductVariants(target.id, { ...grid, rows }, target.images);
    if (!res.success) {
      setAdded(target);
      return void toast.error(`The product was added, but not its variants: ${res.message}`);
    }
    setAdded(null);
    toast.success("Product Added");
    setRound((r) => r + 1); // a fresh form
  };

  const submit = async (fields: ProductFields, files: File[], grid: Grid, fits: ImageFit[]) => {
    if (added) return saveVariants(added, grid);
    const variants = hasOptions(grid) ? grid.rows[0] : undefined;
    const sent = variants ? { ...fields, price: variants.price, offerPrice: variants.offerPrice, sku: variants.sku, stock: variants.stock } : fields;
    setProgress(0);
    const res = await postProductForm(addProductForm(sent, files, fits), setProgress);
    setProgress(null);
    if (!res.success || !res.product) return void toast.error(res.message || UPLOAD_FAILED);
    if (!variants) {
      toast.success(res.message || "Product Added");
      return setRound((r) => r + 1); // a fresh form
    }
    const loaded = await loadProductVariants(res.product._id);
    const only = loaded.product?.variants[0];
    if (!only) {
      setAdded(null);
      return void toast.error(
        `The product was added, but not its variants: ${loaded.message || "it could not be loaded"}. Open it from the product list to add them.`,
      );
    }
    await saveVariants({ id: res.product._id, images: res.product.image, only: { _id: only._id, updatedAt: only.updatedAt, code: only.code } }, grid);
  };

  return (
    <div className="max-w-3xl has-[[data-variant-grid]]:max-w-6xl">
      <h1 className="font-display text-3xl font-bold">Add Product</h1>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 md:p-6">
        {added && (
          <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
            The product is added; its variants are not saved yet. Fix the variants and press Save variants.
          </p>
        )}
        <ProductForm
          key={round}
          mode="add"
          initial={newProductFields(settings)}
          submitLabel={added ? "Save variants" : "Add"}
          busy={progress !== null}
          onSubmit={submit}
        >
          {progress !== null && <UploadProgress percent={progress} />}
        </ProductForm>
      </div>
    </div>
  );
}
