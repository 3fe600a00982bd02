import { useState } from "react";
import { addProductForm, postProductForm, UPLOAD_FAILED, type ProductFields } from "../../components/seller/product-api";
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

/**
 * Spec: the Add Product form. Sent with XMLHttpRequest so the photos' upload
 * progress shows; success toasts the server's "Product Added" and empties the
 * form; a refusal toasts the server's message, else "Image upload failed".
 */
export default function AddProduct() {
  const { settings } = useShop();
  const [progress, setProgress] = useState<number | null>(null);
  const [round, setRound] = useState(0);

  const submit = async (fields: ProductFields, files: File[]) => {
    setProgress(0);
    const res = await postProductForm(addProductForm(fields, files), setProgress);
    setProgress(null);
    if (!res.success) return void toast.error(res.message || UPLOAD_FAILED);
    toast.success(res.message || "Product Added");
    setRound((r) => r + 1); // a fresh form
  };

  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-3xl font-bold">Add Product</h1>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 md:p-6">
        <ProductForm key={round} mode="add" initial={newProductFields(settings)} submitLabel="Add" busy={progress !== null} onSubmit={submit}>
          {progress !== null && <UploadProgress percent={progress} />}
        </ProductForm>
      </div>
    </div>
  );
}
