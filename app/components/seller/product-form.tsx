import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { distinctCategoryPaths, imageUrl, MAX_PRODUCT_IMAGES } from "../../../lib/catalog";
import { DEFAULT_IMAGE_FIT, type ImageFit } from "../../../lib/image-fit";
import { GST_RATES } from "../../../lib/product-admin";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import { imageProblem, uploadImage, type ProductFields } from "./product-api";
import { checkProduct, type FieldErrors } from "./product-fields";
import { FilePreview, ImageSlots, moved } from "./product-image-slots";
import { VariantEditor } from "./variant-editor";
import { Field } from "./form-field";
import { gridProblems, hasOptions, photosAfterMove, photosAfterRemove, rowFromFields, type Grid, type GridProblem } from "./variant-grid";

type Common = {
  initial: ProductFields;
  submitLabel: string;
  /** A request is in flight: the submit button is disabled. */
  busy?: boolean;
  /** Shown just above the submit button (Add Product's upload progress). */
  children?: ReactNode;
  /** Shows a Cancel button next to submit (the edit modal). */
  onCancel?: () => void;
  /** The product's options and variants as loaded (issue 14); none = a product without options so far. */
  grid?: Grid;
};
type Props = Common &
  (
    | { mode: "add"; onSubmit: (fields: ProductFields, files: File[], grid: Grid, fits: ImageFit[]) => Promise<void> }
    | { mode: "edit"; images: string[]; onSubmit: (fields: ProductFields, images: string[], grid: Grid) => Promise<void> }
  );

/**
 * The product form shared by Add Product (photos are files sent with the form)
 * and Edit Product (photos are stored file names: a new one is uploaded first).
 */
export function ProductForm(props: Props) {
  const { categories } = useShop();
  const uid = useId();
  const [f, setF] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [files, setFiles] = useState<File[]>([]);
  /** Add: each chosen photo's framing, beside `files`. Edit: photos uploaded in this visit, by stored name, so their framing can still change. */
  const [fits, setFits] = useState<ImageFit[]>([]);
  const [fresh, setFresh] = useState<Record<string, { file: File; fit: ImageFit }>>({});
  const [names, setNames] = useState<string[]>(props.mode === "edit" ? props.images : []);
  const [uploading, setUploading] = useState(false);
  const [grid, setGrid] = useState<Grid>(props.grid ?? { options: [], rows: [] });
  const [gridIssues, setGridIssues] = useState<GridProblem[]>([]);
  const variants = hasOptions(grid);
  /** New rows start with what the form says (price, offer price, SKU, stock). */
  const defaults = () => ({ sku: f.sku, price: f.price, offerPrice: f.offerPrice, stock: f.stock, name: f.name });
  const changeGrid = (next: Grid) => {
    // The first option: the product's one variant (or a new one) becomes the first row, with the form's values.
    if (!hasOptions(grid) && hasOptions(next)) {
      const only = grid.rows[0];
      next = { ...next, rows: [{ ...(only ?? rowFromFields(defaults())), price: f.price, offerPrice: f.offerPrice, stock: f.stock, sku: f.sku.trim() }] };
    }
    // The last option removed: the one variant left shows in the product's own fields again.
    const left = next.rows[0];
    if (hasOptions(grid) && !hasOptions(next) && left)
      setF((prev) => ({ ...prev, price: left.price, offerPrice: left.offerPrice, sku: left.sku, stock: left.stock }));
    setGrid(next);
    if (gridIssues.length > 0) setGridIssues(gridProblems(next));
  };
  const photoMoved = (i: number, by: -1 | 1) => setGrid((g) => ({ ...g, rows: photosAfterMove(g.rows, i, by) }));
  const photoRemoved = (i: number) => setGrid((g) => ({ ...g, rows: photosAfterRemove(g.rows, i) }));

  const options = distinctCategoryPaths(categories);
  // A product filed under a category the shop no longer lists keeps it until the seller picks another.
  const orphan = f.category !== "" && !options.some((c) => c.path === f.category);

  const id = (k: keyof ProductFields) => `${uid}-${k}`;
  const describe = (k: keyof ProductFields, hint = false) => ({
    id: id(k),
    "aria-invalid": errors[k] ? true : undefined,
    "aria-describedby": [hint ? `${id(k)}-hint` : "", errors[k] ? `${id(k)}-error` : ""].filter(Boolean).join(" ") || undefined,
  });
  const set = (k: keyof ProductFields) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setF((prev) => ({ ...prev, [k]: value }));
    if (errors[k]) setErrors((prev) => ({ ...prev, [k]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const issues = variants ? gridProblems(grid) : [];
    // With options, prices, SKU and stock are the variants': the product's own fields are not asked for.
    const first0 = grid.rows[0];
    const checked = variants && first0 ? { ...f, price: first0.price, offerPrice: first0.offerPrice, sku: "", stock: "" } : f;
    const found = checkProduct(checked, props.mode);
    if (variants) for (const k of ["price", "offerPrice", "sku", "stock"] as const) delete found[k];
    setErrors(found);
    setGridIssues(issues);
    const first = (Object.keys(found) as (keyof ProductFields)[]).find((k) => found[k]);
    if (first) return void document.getElementById(id(first))?.focus();
    if (issues.length > 0) {
      toast.error(issues[0]!.message);
      return;
    }
    if (props.mode === "add") await props.onSubmit(f, files, grid, fits);
    else await props.onSubmit(f, names, grid);
  };

  /** Files the browser can tell are not photos, or too big, never leave it. */
  const acceptable = (list: File[]) =>
    list.filter((file) => {
      const problem = imageProblem(file);
      if (problem) toast.error(problem);
      return !problem;
    });

  // Edit: a new photo is uploaded at once and its stored name takes the slot.
  const upload = async (list: File[], place: (fileName: string) => void, fit: ImageFit = DEFAULT_IMAGE_FIT) => {
    setUploading(true);
    for (const file of list) {
      const res = await uploadImage(file, fit);
      if ("fileName" in res) {
        setFresh((prev) => ({ ...prev, [res.fileName]: { file, fit } }));
        place(res.fileName);
      } else toast.error(res.message);
    }
    setUploading(false);
  };

  const images =
    props.mode === "add" ? (
      <ImageSlots
        items={files}
        thumb={(file, alt) => <FilePreview file={file} alt={alt} fit={fits[files.indexOf(file)] ?? DEFAULT_IMAGE_FIT} />}
        onAdd={(list) => {
          const added = [...files, ...acceptable(list)].slice(0, MAX_PRODUCT_IMAGES);
          setFiles(added);
          setFits((prev) => added.map((_, i) => prev[i] ?? DEFAULT_IMAGE_FIT));
        }}
        onReplace={(i, file) => {
          if (acceptable([file]).length > 0) setFiles((prev) => prev.map((x, j) => (j === i ? file : x)));
        }}
        onRemove={(i) => {
          setFiles((prev) => prev.filter((_, j) => j !== i));
          setFits((prev) => prev.filter((_, j) => j !== i));
          photoRemoved(i);
        }}
        onMove={(i, by) => {
          setFiles((prev) => moved(prev, i, by));
          setFits((prev) => moved(prev, i, by));
          photoMoved(i, by);
        }}
        fits={files.map((_, i) => fits[i] ?? DEFAULT_IMAGE_FIT)}
        onFit={(i, fit) => setFits((prev) => files.map((_, j) => (j === i ? fit : (prev[j] ?? DEFAULT_IMAGE_FIT))))}
        disabled={props.busy}
      />
    ) : (
      <ImageSlots
        items={names}
        thumb={(name, alt) => <img src={imageUrl(name, 240)} alt={alt} width={240} height={240} className="h-full w-full object-cover" />}
        onAdd={(list) => void upload(list, (n) => setNames((prev) => (prev.length < MAX_PRODUCT_IMAGES ? [...prev, n] : prev)))}
        onReplace={(i, file) => void upload([file], (n) => setNames((prev) => prev.map((x, j) => (j === i ? n : x))))}
        onRemove={(i) => {
          setNames((prev) => prev.filter((_, j) => j !== i));
          photoRemoved(i);
        }}
        onMove={(i, by) => {
          setNames((prev) => moved(prev, i, by));
          photoMoved(i, by);
        }}
        fits={names.map((n) => fresh[n]?.fit ?? null)}
        onFit={(i, fit) => {
          // A photo uploaded in this visit is sent again with the new framing; its new stored name takes the slot.
          const mine = names[i] ? fresh[names[i]] : undefined;
          if (mine) void upload([mine.file], (n) => setNames((prev) => prev.map((x, j) => (j === i ? n : x))), fit);
        }}
        disabled={props.busy || uploading}
        status={
          <p role="status" className="mt-2 min-h-5 text-sm text-muted">
            {uploading ? "Uploading image..." : ""}
          </p>
        }
      />
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={props.mode === "add" ? "Add product" : "Edit product"}>
      {images}
      <Field id={id("name")} label="Product Name" error={errors.name}>
        <input
          {...describe("name")}
          className="input mt-1"
          value={f.name}
          onChange={set("name")}
          maxLength={120}
          required
          placeholder="e.g. Hand-braided cotton halter"
        />
      </Field>
      <Field id={id("description")} label="Product Description" error={errors.description} hint="One point per line.">
        <textarea
          {...describe("description", true)}
          className="input mt-1 resize-y"
          rows={4}
          value={f.description}
          onChange={set("description")}
          placeholder={"Soft cotton rope\nSolid brass buckles"}
        />
      </Field>
      <fieldset className="rounded-xl border border-sand p-3">
        <legend className="px-1 text-sm font-semibold text-bark">
          In Hindi{" "}
          <span lang="hi" className="font-normal">
            (हिन्दी)
          </span>
          , optional
        </legend>
        <p className="text-xs text-muted">Shown on the Hindi shop (/hi). Left empty, it shows the English.</p>
        <Field id={id("nameHi")} label="Name in Hindi" error={errors.nameHi}>
          <input
            {...describe("nameHi")}
            lang="hi"
            className="input mt-1"
            value={f.nameHi}
            onChange={set("nameHi")}
            maxLength={120}
            placeholder={f.name || "e.g. हाथ से बुना सूती हॉल्टर"}
          />
        </Field>
        <Field id={id("descriptionHi")} label="Description in Hindi" error={errors.descriptionHi} hint="One point per line, as in English.">
          <textarea
            {...describe("descriptionHi", true)}
            lang="hi"
            className="input mt-1 resize-y"
            rows={3}
            value={f.descriptionHi}
            onChange={set("descriptionHi")}
            placeholder={f.description || "मुलायम सूती रस्सी"}
          />
        </Field>
      </fieldset>
      <Field id={id("category")} label="Category" error={errors.category}>
        <select {...describe("category")} className="input mt-1" value={f.category} onChange={set("category")} required>
          <option value="">Select Category</option>
          {options.map((c) => (
            <option key={c.path} value={c.path}>
              {c.text}
            </option>
          ))}
          {orphan && <option value={f.category}>{f.category}</option>}
        </select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {!variants && (
          <>
            <Field id={id("price")} label={props.mode === "add" ? "Product Price (MRP, ₹)" : "Product Price (MRP, ₹, optional)"} error={errors.price}>
              <input
                {...describe("price")}
                className="input mt-1"
                inputMode="decimal"
                value={f.price}
                onChange={set("price")}
                required={props.mode === "add"}
                placeholder="0"
              />
            </Field>
            <Field id={id("offerPrice")} label="Offer Price (₹)" error={errors.offerPrice}>
              <input
                {...describe("offerPrice")}
                className="input mt-1"
                inputMode="decimal"
                value={f.offerPrice}
                onChange={set("offerPrice")}
                required
                placeholder="0"
              />
            </Field>
          </>
        )}
        <Field id={id("gstRate")} label="GST rate" error={errors.gstRate}>
          <select {...describe("gstRate")} className="input mt-1" value={f.gstRate} onChange={set("gstRate")}>
            {GST_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {r}%
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("hsnCode")} label="HSN code" error={errors.hsnCode}>
          <input {...describe("hsnCode")} className="input mt-1" inputMode="numeric" value={f.hsnCode} onChange={set("hsnCode")} maxLength={8} />
        </Field>
        {!variants && (
          <>
            <Field id={id("sku")} label="SKU (optional)" error={errors.sku}>
              <input {...describe("sku")} className="input mt-1" value={f.sku} onChange={set("sku")} maxLength={40} placeholder="e.g. HLT-RED-01" />
            </Field>
            <Field id={id("stock")} label="Stock count (optional)" error={errors.stock} hint="Leave empty not to count stock">
              <input {...describe("stock", true)} className="input mt-1" inputMode="numeric" value={f.stock} onChange={set("stock")} />
            </Field>
          </>
        )}
      </div>
      {variants && <p className="text-sm text-muted">Prices, SKU and stock are set per variant below.</p>}
      <VariantEditor
        grid={grid}
        onChange={changeGrid}
        defaults={defaults}
        photoCount={props.mode === "add" ? files.length : names.length}
        thumb={(i) =>
          props.mode === "add" ? (
            files[i] ? (
              <FilePreview file={files[i]} alt="" />
            ) : null
          ) : names[i] ? (
            <img src={imageUrl(names[i], 240)} alt="" width={44} height={44} className="h-full w-full object-cover" />
          ) : null
        }
        problems={gridIssues}
        disabled={props.busy || uploading}
      />
      {props.children}
      <div className="flex gap-3">
        {props.onCancel && (
          <button type="button" className="btn-outline flex-1 sm:flex-none" onClick={props.onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary flex-1 sm:min-w-40 sm:flex-none" disabled={props.busy || uploading}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
