import { DEFAULT_IMAGE_FIT, IMAGE_FIT_FIELD, type ImageFit } from "../../../lib/image-fit";
import { MAX_IMAGE_BYTES, type SellerProduct } from "../../../lib/product-admin";

/** The spec's upload toast; the server's own upload refusals start with it too. */
export const UPLOAD_FAILED = "Image upload failed";

export type ProductReply = { success: boolean; message?: string; product?: SellerProduct };

/** Why a chosen file cannot be a product photo (checked again by the server), or null. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return `${UPLOAD_FAILED}: ${file.name} is not an image`;
  if (file.size > MAX_IMAGE_BYTES) return `${UPLOAD_FAILED}: ${file.name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
  return null;
}

/** The JSON reply of a request, or a failure without a message when there is none (a proxy's 413 page, a dropped connection). */
function parseReply<T>(text: string): { success: boolean; message?: string } & Partial<T> {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === "object" && "success" in body) return body as { success: boolean; message?: string } & Partial<T>;
  } catch {
    // not JSON: fall through
  }
  return { success: false } as { success: boolean; message?: string } & Partial<T>;
}

/**
 * Add Product: the multipart form through XMLHttpRequest, because fetch cannot
 * report upload progress. `onProgress` gets 0–100. Never rejects.
 */
export function postProductForm(form: FormData, onProgress: (percent: number) => void): Promise<ProductReply> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/product/add-product");
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve(parseReply<ProductReply>(xhr.responseText));
    xhr.onerror = () => resolve({ success: false });
    xhr.onabort = () => resolve({ success: false });
    xhr.send(form);
  });
}

/** Edit Product's replace/add: one photo to POST /api/upload → its stored file name, or the message to show. */
export async function uploadImage(file: File, fit: ImageFit = DEFAULT_IMAGE_FIT): Promise<{ fileName: string } | { message: string }> {
  const problem = imageProblem(file);
  if (problem) return { message: problem };
  const form = new FormData();
  form.append(IMAGE_FIT_FIELD, fit);
  form.append("image", file);
  try {
    const res = await fetch("/api/upload", { method: "POST", credentials: "include", body: form });
    const body = parseReply<{ fileName: string }>(await res.text());
    if (body.success && body.fileName) return { fileName: body.fileName };
    return { message: body.message || UPLOAD_FAILED };
  } catch {
    return { message: UPLOAD_FAILED };
  }
}

/** The product form as typed: every field is text until it is sent. */
export type ProductFields = {
  name: string;
  description: string;
  category: string;
  price: string;
  offerPrice: string;
  gstRate: string;
  hsnCode: string;
  sku: string;
  stock: string;
  /** Issue 17: the name and description in Hindi (optional; blank = the Hindi shop shows the English). */
  nameHi: string;
  descriptionHi: string;
};

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");

/** Add Product's multipart body: the text fields, each photo's framing, then the photos in display order (the first is the main image). */
export function addProductForm(f: ProductFields, files: File[], fits: ImageFit[] = []): FormData {
  const form = new FormData();
  form.append("name", f.name.trim());
  form.append("description", lines(f.description).join("\n"));
  if (f.nameHi.trim()) form.append("nameHi", f.nameHi.trim());
  if (lines(f.descriptionHi).length > 0) form.append("descriptionHi", lines(f.descriptionHi).join("\n"));
  form.append("category", f.category);
  form.append("price", f.price.trim());
  form.append("offerPrice", f.offerPrice.trim());
  form.append("gstRate", f.gstRate);
  form.append("hsnCode", f.hsnCode.trim());
  form.append("sku", f.sku.trim());
  form.append("stock", f.stock.trim());
  if (files.length > 0) form.append(IMAGE_FIT_FIELD, files.map((_, i) => fits[i] ?? DEFAULT_IMAGE_FIT).join(","));
  for (const file of files) form.append("image", file);
  return form;
}

/**
 * Edit Product's JSON body: only the fields PUT /api/product/{id} accepts. A
 * blank stock stops counting it. `updatedAt` is the version the form loaded:
 * the server refuses the save if the product changed since (a sale, a hold,
 * another edit), so an old stock count is never written back.
 */
export function updateProductBody(f: ProductFields, images: string[], updatedAt: string) {
  return {
    updatedAt,
    name: f.name.trim(),
    category: f.category,
    offerPrice: f.offerPrice.trim(),
    price: f.price.trim() || undefined,
    description: lines(f.description),
    nameHi: f.nameHi.trim(),
    descriptionHi: lines(f.descriptionHi),
    image: images,
    gstRate: Number(f.gstRate),
    hsnCode: f.hsnCode.trim() || undefined,
    sku: f.sku.trim() || undefined,
    stock: f.stock.trim() === "" ? null : Number(f.stock.trim()),
  };
}
