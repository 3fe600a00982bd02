import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { combinations, LOW_STOCK, MAX_OPTIONS, optionsText } from "../../../lib/variants";
import {
  addOption,
  addValue,
  bulkSet,
  generate,
  moveValue,
  photoOption,
  removeOption,
  removeValue,
  renameOption,
  setPhotoFor,
  type BulkField,
  type Grid,
  type GridProblem,
  type GridRow,
  type RowDefaults,
} from "./variant-grid";

type Props = {
  grid: Grid;
  onChange: (next: Grid) => void;
  /** The product form's price, offer price, SKU and stock: what new rows start with. */
  defaults: () => RowDefaults;
  /** The product's photos as the form shows them (count and a thumbnail of each). */
  photoCount: number;
  thumb: (index: number) => ReactNode;
  /** Problems found on the last save attempt (shown with the rows they name). */
  problems: GridProblem[];
  disabled?: boolean;
};

const small =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-2 text-sm font-medium hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40";
const cellInput = "input mt-1 h-11 placeholder:text-xs @3xl:mt-0 @3xl:px-2";
const cols = "@3xl:grid-cols-[2.75rem_minmax(6rem,1.1fr)_3.5rem_minmax(8.5rem,1.5fr)_5.5rem_5.5rem_4.5rem_4.5rem_4.5rem_minmax(10.5rem,1fr)]";
const BULK_LABELS: Record<BulkField, string> = { offerPrice: "Offer price (₹)", price: "MRP (₹)", stock: "Stock" };

/**
 * Options (up to 3, values reorderable) and the variant grid: one row per
 * combination with on/off, SKU, MRP, offer price, stock, weight and photo;
 * select rows and set offer price, MRP or stock at once. Stacked cards when
 * narrow, a table from 48rem of its own width (a container query).
 */
export function VariantEditor({ grid, onChange, defaults, photoCount, thumb, problems, disabled = false }: Props) {
  const uid = useId();
  const [newValues, setNewValues] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkField, setBulkField] = useState<BulkField>("offerPrice");
  const [bulkValue, setBulkValue] = useState("");

  const options = grid.options;
  const shown = options.length > 0;
  const rowText = (r: GridRow, i: number) => optionsText(options, r.options) || `Variant ${i + 1}`;
  const missing = shown && options.every((o) => o.name.trim() && o.values.length > 0) ? combinations(options).length - grid.rows.length : 0;

  const add = (i: number) => {
    const next = addValue(grid, i, newValues[i] ?? "");
    if (typeof next === "string") return setNote(next);
    setNote("");
    setNewValues((v) => v.map((x, j) => (j === i ? "" : x)));
    onChange(next);
  };
  const addOnEnter = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault(); // not the form's submit
    add(i);
  };
  const runGenerate = () => {
    const next = generate(grid, defaults());
    if (typeof next === "string") return setNote(next);
    setNote(`${next.rows.length} variant${next.rows.length === 1 ? "" : "s"}: set each one's SKU, prices and stock below.`);
    setSelected(new Set());
    onChange(next);
  };
  const setRow = (key: string, patch: Partial<GridRow>) => onChange({ ...grid, rows: grid.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const problemOf = (r: GridRow, field: keyof GridRow) => problems.find((p) => p.row === r.key && p.field === field);
  const allSelected = grid.rows.length > 0 && grid.rows.every((r) => selected.has(r.key));
  const toggleRow = (key: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const applyBulk = () => {
    const picked = new Set(grid.rows.filter((r) => selected.has(r.key)).map((r) => r.key));
    onChange({ ...grid, rows: bulkSet(grid.rows, picked, bulkField, bulkValue) });
    setNote(`${BULK_LABELS[bulkField]} set to ${bulkValue.trim() || "blank"} on ${picked.size} variant${picked.size === 1 ? "" : "s"}.`);
  };

  const byPhoto = photoOption(options);
  const photoChoices = (
    <>
      <option value="">No photo</option>
      {Array.from({ length: photoCount }, (_, i) => (
        <option key={i} value={String(i)}>
          {i === 0 ? "Photo 1 (main)" : `Photo ${i + 1}`}
        </option>
      ))}
    </>
  );

  const field = (
    r: GridRow,
    i: number,
    key: "sku" | "price" | "offerPrice" | "stock" | "lowStockAt" | "weight",
    label: string,
    extra: { inputMode?: "decimal" | "numeric"; placeholder?: string; maxLength?: number },
  ) => {
    const problem = problemOf(r, key);
    return (
      <label className="block min-w-0">
        <span className="text-xs font-medium @3xl:sr-only">{label}</span>
        <input
          className={cellInput}
          aria-label={`${label} for ${rowText(r, i)}`}
          aria-invalid={problem ? true : undefined}
          value={r[key]}
          disabled={disabled}
          onChange={(e) => setRow(r.key, { [key]: e.target.value })}
          {...extra}
        />
      </label>
    );
  };

  return (
    <fieldset className="min-w-0 rounded-xl border border-stone-200 p-3 sm:p-4" data-variant-grid={shown ? "" : undefined}>
      <legend className="px-1 text-sm font-medium">Options</legend>
      {!shown && (
        <p className="text-sm text-muted">
          One version of this product. Add an option such as Size or Colour to sell its sizes and colours as variants, each with its own SKU, price, stock and
          photo.
        </p>
      )}
      {shown && <p className="text-xs text-muted">Up to {MAX_OPTIONS} options. The order of the values is the order shoppers see.</p>}

      <div className="mt-3 space-y-3">
        {options.map((o, i) => (
          <div key={i} className="rounded-lg border border-stone-300 bg-white p-3" data-testid="option">
            <div className="flex flex-wrap items-end gap-2">
              <label className="min-w-0 flex-1">
                <span className="block text-sm font-medium">Option {i + 1} name</span>
                <input
                  className="input mt-1 h-11"
                  value={o.name}
                  maxLength={40}
                  placeholder={i === 0 ? "e.g. Size" : "e.g. Colour"}
                  disabled={disabled}
                  onChange={(e) => onChange(renameOption(grid, i, e.target.value))}
                />
              </label>
              <button type="button" className={`${small} text-red-800`} disabled={disabled} onClick={() => onChange(removeOption(grid, i))}>
                Remove option
              </button>
            </div>
            {o.values.length > 0 && (
              <ol className="mt-3 flex flex-col gap-2" aria-label={`Values of ${o.name || `option ${i + 1}`}`}>
                {o.values.map((v, j) => (
                  <li key={v} className="flex items-center gap-2 rounded-lg bg-sand px-2 py-1">
                    <span className="min-w-0 flex-1 font-medium break-words">{v}</span>
                    <button
                      type="button"
                      className={small}
                      aria-label={`Move ${v} up`}
                      disabled={disabled || j === 0}
                      onClick={() => onChange(moveValue(grid, i, j, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={small}
                      aria-label={`Move ${v} down`}
                      disabled={disabled || j === o.values.length - 1}
                      onClick={() => onChange(moveValue(grid, i, j, 1))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={`${small} text-red-800`}
                      aria-label={`Remove ${v}`}
                      disabled={disabled}
                      onClick={() => onChange(removeValue(grid, i, j))}
                    >
                      ✕
                    </button>
                  </li>
                ))}
              </ol>
            )}
            <div className="mt-3 flex gap-2">
              <input
                className="input h-11 min-w-0 flex-1"
                aria-label={`New value for ${o.name || `option ${i + 1}`}`}
                placeholder={i === 0 ? "e.g. Cob" : "e.g. Burgundy"}
                maxLength={40}
                value={newValues[i] ?? ""}
                disabled={disabled}
                onChange={(e) => setNewValues((list) => Object.assign([...list], { [i]: e.target.value }))}
                onKeyDown={addOnEnter(i)}
              />
              <button type="button" className={small} disabled={disabled} onClick={() => add(i)}>
                Add value
              </button>
            </div>
          </div>
        ))}
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        {options.length < MAX_OPTIONS && (
          <button type="button" className={small} disabled={disabled} onClick={() => onChange(addOption(grid))}>
            + Add option
          </button>
        )}
        {shown && (
          <button type="button" className="btn-outline min-h-11" disabled={disabled} onClick={runGenerate}>
            Generate variants
          </button>
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {note}
        {missing > 0 &&
          ` ${missing} combination${missing === 1 ? " has" : "s have"} no row yet: press Generate variants to add ${missing === 1 ? "it" : "them"}.`}
      </p>

      {shown && grid.rows.length > 0 && (
        <>
          {byPhoto && photoCount > 0 && byPhoto.values.length > 0 && (
            <fieldset className="mt-3">
              <legend className="text-sm font-medium">Photo per {byPhoto.name || "value"}</legend>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {byPhoto.values.map((value) => {
                  const rows = grid.rows.filter((r) => r.options[byPhoto.name] === value);
                  const same = rows.every((r) => r.photo === rows[0]?.photo) ? rows[0]?.photo : undefined;
                  return (
                    <li key={value} className="flex items-center gap-2">
                      <span className="w-20 shrink-0 text-sm font-medium break-words" aria-hidden="true">
                        {value}
                      </span>
                      <span className="h-11 w-11 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-sand">
                        {same !== undefined && same !== null && thumb(same)}
                      </span>
                      <label className="min-w-0 flex-1">
                        <select
                          aria-label={`Photo for every ${value} variant`}
                          className="input h-11"
                          value={same === undefined ? "mixed" : same === null ? "" : String(same)}
                          disabled={disabled}
                          onChange={(e) =>
                            onChange({ ...grid, rows: setPhotoFor(grid.rows, byPhoto.name, value, e.target.value === "" ? null : Number(e.target.value)) })
                          }
                        >
                          {same === undefined && (
                            <option value="mixed" disabled>
                              {value}: several photos
                            </option>
                          )}
                          {photoChoices}
                        </select>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}

          <div role="group" aria-label="Set for selected variants" className="mt-4 flex flex-wrap items-end gap-2 rounded-lg bg-sand p-3">
            <label className="flex min-h-11 items-center gap-2 pr-2 text-sm font-medium">
              <input
                type="checkbox"
                className="h-5 w-5 accent-saddle"
                checked={allSelected}
                disabled={disabled}
                onChange={() => setSelected(allSelected ? new Set() : new Set(grid.rows.map((r) => r.key)))}
              />
              Select all
            </label>
            <span className="min-h-11 self-center pt-3 text-sm text-muted" aria-live="polite">
              {selected.size} selected
            </span>
            <div className="min-w-0">
              <label htmlFor={`${uid}-field`} className="block text-xs font-medium">
                Set
              </label>
              <select
                id={`${uid}-field`}
                className="input mt-1 h-11 w-auto"
                value={bulkField}
                disabled={disabled}
                onChange={(e) => setBulkField(e.target.value as BulkField)}
              >
                <option value="offerPrice">Offer price (₹)</option>
                <option value="price">MRP (₹)</option>
                <option value="stock">Stock</option>
              </select>
            </div>
            <div className="min-w-0 flex-1 basis-24">
              <label htmlFor={`${uid}-bulk`} className="block text-xs font-medium">
                Value
              </label>
              <input
                className="input mt-1 h-11"
                id={`${uid}-bulk`}
                inputMode={bulkField === "stock" ? "numeric" : "decimal"}
                placeholder={bulkField === "stock" ? "blank = not counted" : "e.g. 1199"}
                value={bulkValue}
                disabled={disabled}
                onChange={(e) => setBulkValue(e.target.value)}
              />
            </div>
            <button type="button" className="btn-primary min-h-11" disabled={disabled || selected.size === 0} onClick={applyBulk}>
              Apply to selected
            </button>
          </div>

          <div className="@container mt-4">
            <div className={`hidden gap-2 px-2 pb-1 text-xs font-medium text-muted @3xl:grid ${cols}`} aria-hidden="true">
              <span />
              <span>Variant</span>
              <span>On sale</span>
              <span>SKU</span>
              <span>MRP (₹)</span>
              <span>Offer (₹)</span>
              <span>Stock</span>
              <span title="Low-stock alert: the daily email lists this variant at or below it">Alert at</span>
              <span>Weight (g)</span>
              <span>Photo</span>
            </div>
            <ul className="space-y-3 @3xl:space-y-0" aria-label="Variants">
              {grid.rows.map((r, i) => {
                const text = rowText(r, i);
                const rowProblems = problems.filter((p) => p.row === r.key);
                return (
                  <li
                    key={r.key}
                    data-testid="variant-row"
                    className={`grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-stone-300 bg-white p-3 @3xl:items-center @3xl:gap-2 @3xl:rounded-none @3xl:border-x-0 @3xl:border-b-0 @3xl:p-2 ${cols} ${r.inStock ? "" : "bg-stone-50"}`}
                  >
                    <div className="col-span-2 flex items-center gap-2 @3xl:contents">
                      <label className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-saddle"
                          aria-label={`Select ${text}`}
                          checked={selected.has(r.key)}
                          disabled={disabled}
                          onChange={() => toggleRow(r.key)}
                        />
                      </label>
                      <span className="min-w-0 flex-1 font-semibold @3xl:flex-none">{text}</span>
                      <button
                        type="button"
                        role="switch"
                        aria-checked={r.inStock}
                        aria-label={`On sale: ${text}`}
                        disabled={disabled}
                        onClick={() => setRow(r.key, { inStock: !r.inStock })}
                        className="inline-flex h-11 w-14 shrink-0 items-center justify-center disabled:opacity-60"
                      >
                        <span className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${r.inStock ? "bg-moss" : "bg-stone-400"}`}>
                          <span
                            aria-hidden="true"
                            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${r.inStock ? "translate-x-6" : "translate-x-1"}`}
                          />
                        </span>
                      </button>
                    </div>
                    <div className="col-span-2 @3xl:col-span-1">{field(r, i, "sku", "SKU", { maxLength: 40 })}</div>
                    {field(r, i, "price", "MRP (₹)", { inputMode: "decimal" })}
                    {field(r, i, "offerPrice", "Offer price (₹)", { inputMode: "decimal" })}
                    {field(r, i, "stock", "Stock", { inputMode: "numeric", placeholder: "not counted" })}
                    {field(r, i, "lowStockAt", "Low-stock alert at", { inputMode: "numeric", placeholder: String(LOW_STOCK) })}
                    {field(r, i, "weight", "Weight (g)", { inputMode: "numeric" })}
                    <label className="col-span-2 block min-w-0 @3xl:col-span-1">
                      <span className="text-xs font-medium @3xl:sr-only">Photo</span>
                      <select
                        className={cellInput}
                        aria-label={`Photo for ${text}`}
                        value={r.photo === null ? "" : String(r.photo)}
                        disabled={disabled || photoCount === 0}
                        onChange={(e) => setRow(r.key, { photo: e.target.value === "" ? null : Number(e.target.value) })}
                      >
                        {photoChoices}
                      </select>
                    </label>
                    {rowProblems.length > 0 && (
                      <ul className="col-span-2 text-sm font-medium text-red-700 @3xl:col-span-10">
                        {rowProblems.map((p) => (
                          <li key={p.message}>{p.message}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </>
      )}
      {problems.some((p) => p.row === undefined) && (
        <ul className="mt-3 text-sm font-medium text-red-700" role="alert">
          {problems
            .filter((p) => p.row === undefined)
            .map((p) => (
              <li key={p.message}>{p.message}</li>
            ))}
        </ul>
      )}
    </fieldset>
  );
}
