import { useState, type ChangeEvent, type ReactNode } from "react";
import { paiseToRupees, rupeesToPaise } from "../../../../lib/money";
import { describeLimit, LIST_LIMITS, SHORT_MAX, TEXT_MAX, type ListName } from "../../../../lib/shop-settings";
import { storedUrl } from "../../about-image";
import { imageProblem, UPLOAD_FAILED } from "../product-api";
import { fieldId, getIn, hindiPath, HINDI_PREFIX, moveItem, twinAfter, type Path } from "./draft";
import { useField, useSettingsForm } from "./form-context";

/** Help text and error under a control, tied to it by aria-describedby. */
function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, hint?: ReactNode, error?: string) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

type TextProps = {
  path: Path;
  label: string;
  hint?: ReactNode;
  long?: boolean;
  rows?: number;
  inputMode?: "numeric" | "email" | "tel" | "url";
  type?: "text" | "email" | "url";
  className?: string;
  upper?: boolean;
  max?: number;
  /** The language of the text typed (a Hindi twin: `hi`, for the phone's keyboard and spell check). */
  lang?: string;
  placeholder?: string;
  /** Shown between the label and the control (a Hindi twin shows the English it translates). */
  above?: ReactNode;
};

/** A text input (or a textarea for `long` texts) bound to one settings field. */
export function TextField({
  path,
  label,
  hint,
  long = false,
  rows = 4,
  inputMode,
  type = "text",
  className = "",
  upper = false,
  max,
  lang,
  placeholder,
  above,
}: TextProps) {
  const { id, value, error, set } = useField<string>(path);
  const common = {
    id,
    value: value ?? "",
    maxLength: max ?? (long ? TEXT_MAX : SHORT_MAX),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [above ? `${id}-above` : "", describedBy(id, hint, error) ?? ""].filter(Boolean).join(" ") || undefined,
    className: `input ${error ? "border-red-600" : ""} ${upper ? "uppercase" : ""}`,
    lang,
    placeholder,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {above && (
        <div id={`${id}-above`} className="mt-1">
          {above}
        </div>
      )}
      <div className="mt-1">
        {long ? (
          <textarea {...common} rows={rows} onChange={(e) => set(e.target.value)} />
        ) : (
          <input {...common} type={type} inputMode={inputMode} onChange={(e) => set(upper ? e.target.value.toUpperCase() : e.target.value)} />
        )}
      </div>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A whole number (a year, years of experience): typed as text, kept as a number (not a number: the schema says so). */
export function NumberField({ path, label, hint, className = "" }: { path: Path; label: string; hint?: string; className?: string }) {
  const { id, value, error, set } = useField<number>(path);
  const [text, setText] = useState(Number.isFinite(value) ? String(value) : "");
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    const t = e.target.value.trim();
    set(t === "" || !/^-?\d+$/.test(t) ? Number.NaN : Number(t));
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input mt-1 ${error ? "border-red-600" : ""}`}
        inputMode="numeric"
        value={text}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * An amount typed in rupees ("1499" or "1,499.50"), kept in paise; something that is not an amount is kept as NaN,
 * which the schema refuses with the field's message. `optional`: blank means null (the rule is off).
 */
export function RupeeField({
  path,
  label,
  hint,
  optional = false,
  className = "",
}: {
  path: Path;
  label: string;
  hint?: string;
  optional?: boolean;
  className?: string;
}) {
  const { id, value, error, set } = useField<number | null>(path);
  const [text, setText] = useState(typeof value === "number" && Number.isFinite(value) ? String(paiseToRupees(value)) : "");
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    const t = e.target.value.trim().replace(/,/g, "");
    if (t === "") return set(optional ? null : 0);
    try {
      set(rupeesToPaise(t));
    } catch {
      set(Number.NaN);
    }
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input mt-1 ${error ? "border-red-600" : ""}`}
        inputMode="decimal"
        value={text}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A picture field: its preview, and a file control that uploads a new picture at once (through the image pipeline). */
export function PictureField({ path, label, hint, alt }: { path: Path; label: string; hint?: string; alt: string }) {
  const { id, value, error, set, busy } = useField<string>(path);
  const [state, setState] = useState<{ uploading: boolean; problem: string | null; preview: string | null }>({
    uploading: false,
    problem: null,
    preview: null,
  });
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setState({ uploading: false, problem, preview: null });
    const preview = URL.createObjectURL(file);
    setState({ uploading: true, problem: null, preview });
    const result = await uploadSettingsPicture(file);
    URL.revokeObjectURL(preview);
    if ("fileName" in result) {
      set(result.fileName);
      setState({ uploading: false, problem: null, preview: null });
    } else setState({ uploading: false, problem: result.message, preview: null });
  };
  const problem = state.problem ?? error;
  const src = state.preview ?? (value ? storedUrl(value, 240) : null);
  return (
    <div className="flex flex-wrap items-start gap-4" data-testid={`picture-${path}`}>
      <div className="h-28 w-28 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-sand">
        {src && <img src={src} alt={alt} className="h-full w-full object-cover" data-testid="picture-preview" data-file={value} />}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={busy || state.uploading}
          onChange={(e) => void pick(e)}
          aria-describedby={describedBy(id, hint ?? "JPEG, PNG, WebP or HEIC, up to 5 MB", problem ?? undefined)}
          className="mt-1 block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:font-medium hover:file:bg-sand"
        />
        <p className="mt-1 text-xs text-muted" aria-live="polite">
          {state.uploading ? "Uploading…" : null}
        </p>
        <Notes id={id} hint={hint ?? "JPEG, PNG, WebP or HEIC, up to 5 MB"} error={problem ?? undefined} />
      </div>
    </div>
  );
}

async function uploadSettingsPicture(file: File): Promise<{ fileName: string } | { message: string }> {
  const form = new FormData();
  form.append("image", file);
  try {
    const res = await fetch("/api/seller/settings/picture", { method: "POST", credentials: "include", body: form });
    const body = (await res.json().catch(() => ({}))) as { success?: boolean; fileName?: string; message?: string };
    if (body.success && body.fileName) return { fileName: body.fileName };
    return { message: body.message || UPLOAD_FAILED };
  } catch {
    return { message: UPLOAD_FAILED };
  }
}

const itemBtn = "min-h-11 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-sand disabled:cursor-not-allowed disabled:opacity-50";

type ListProps<T> = {
  path: Path;
  limit: ListName;
  title: string;
  /** One item, lower case ("testimonial"); `nouns` the plural for the limit ("testimonials"). */
  noun: string;
  nouns: string;
  make: () => T;
  render: (base: Path, index: number) => ReactNode;
  hint?: string;
};

/**
 * A list of settings items: each with Move up / Move down / Remove buttons (keyboard and thumb, never drag
 * only), Add at the end; the limits shown, Add disabled at the most and Remove at the fewest.
 */
export function ListEditor<T>({ path, limit, title, noun, nouns, make, render, hint }: ListProps<T>) {
  const form = useSettingsForm();
  const items = (getIn(form.draft, path) as T[] | undefined) ?? [];
  const [min, max] = LIST_LIMITS[limit];
  const id = fieldId(path);
  const error = form.errors[path];
  const focusLater = (target: string) => requestAnimationFrame(() => document.getElementById(target)?.focus());
  /** Moving or removing an English item moves or removes its Hindi twin too (Settings → Hindi). */
  const withTwin = (change: (list: unknown[]) => unknown[]) => {
    if (path.startsWith(HINDI_PREFIX)) return;
    const twin = twinAfter(getIn(form.draft, hindiPath(path)), items.length, change);
    if (twin) form.replaceList(hindiPath(path), twin);
  };
  const move = (i: number, by: -1 | 1) => {
    form.replaceList(path, moveItem(items, i, by));
    withTwin((list) => moveItem(list, i, by));
    const to = i + by;
    // Focus follows the item; at an end its other button (this one is then disabled).
    const edge = (by === -1 && to === 0) || (by === 1 && to === items.length - 1);
    focusLater(`${id}-item-${to}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  };
  const remove = (i: number) => {
    form.replaceList(
      path,
      items.filter((_, j) => j !== i),
    );
    withTwin((list) => list.filter((_, j) => j !== i));
    focusLater(items.length - 1 > 0 ? `${id}-item-${Math.min(i, items.length - 2)}-remove` : `${id}-add`);
  };
  const add = () => {
    form.replaceList(path, [...items, make()]);
    // The new item's first field.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${id}-item-${items.length} :is(input, textarea, select)`)?.focus());
  };
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
      aria-describedby={`${id}-limit${error ? ` ${id}-error` : ""}`}
    >
      <legend className="px-1 font-semibold">{title}</legend>
      <p id={`${id}-limit`} className="text-xs text-muted">
        {describeLimit(limit, nouns)} · {items.length} now{hint ? `. ${hint}` : ""}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
      <ol className="mt-3 space-y-3">
        {items.map((_, i) => (
          <li key={i} id={`${id}-item-${i}`} className="rounded-xl border border-stone-200 bg-cream/40 p-3" data-testid={`${path}-item`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`${id}-item-${i}-title`} className="text-sm font-semibold">
                {Noun} {i + 1}
              </h3>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  id={`${id}-item-${i}-up`}
                  className={itemBtn}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move ${noun} ${i + 1} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  id={`${id}-item-${i}-down`}
                  className={itemBtn}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${noun} ${i + 1} down`}
                >
                  ↓ Down
                </button>
                <button
                  type="button"
                  id={`${id}-item-${i}-remove`}
                  className={itemBtn}
                  disabled={items.length <= min}
                  onClick={() => remove(i)}
                  aria-label={`Remove ${noun} ${i + 1}`}
                >
                  Remove
                </button>
              </div>
            </div>
            <div className="mt-3 grid gap-3" role="group" aria-labelledby={`${id}-item-${i}-title`}>
              {render(`${path}.${i}`, i)}
            </div>
          </li>
        ))}
      </ol>
      {min !== max && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="button" id={`${id}-add`} className={itemBtn} disabled={items.length >= max} onClick={add}>
            + Add {noun}
          </button>
          {items.length >= max && (
            <span className="text-xs text-muted">
              At most {max} {nouns}: remove one to add another.
            </span>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** A titled box of fields. */
export function Group({ title, children, hint }: { title: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 font-semibold">{title}</legend>
      {hint && <p className="-mt-2 text-xs text-muted sm:col-span-2">{hint}</p>}
      {children}
    </fieldset>
  );
}
