import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { shopSettingsSchema, type ShopSettings } from "../../../lib/shop-settings";
import { sellerSend, useSellerData } from "../../components/seller/seller-api";
import {
  errorCounts,
  errorsFrom,
  fieldId,
  sectionOf,
  SECTIONS,
  setIn,
  withoutErrors,
  type FieldErrors,
  type Path,
  type SectionId,
} from "../../components/seller/settings/draft";
import { SettingsFormContext, type SettingsForm } from "../../components/seller/settings/form-context";
import { SECTION_VIEWS } from "../../components/seller/settings/sections";
import { toast } from "../../toast";

type Loaded = { settings: ShopSettings; updatedAt: string };
type SaveReply = Loaded & { message?: string; issues?: { path: string; message: string }[] };

/** Focuses a field (or a list) once its section is on screen. */
function focusField(path: Path) {
  requestAnimationFrame(() => {
    const el = document.getElementById(fieldId(path));
    el?.scrollIntoView({ block: "center" });
    el?.focus({ preventScroll: true });
  });
}

/**
 * The shop's settings as forms, one section at a time (identity, the home, about and brand pages' content,
 * social links, policies, prices, the payment QR): every list with add, remove and move up/down, pictures
 * uploaded with a preview, each problem shown next to its field. One Save sends the whole settings with the
 * version they were loaded as; a save from an out-of-date copy is refused.
 */
export default function SellerSettings() {
  const revalidator = useRevalidator();
  const loaded = useSellerData<Loaded>("/api/seller/settings", (m) => toast.error(m));
  const [saved, setSaved] = useState<Loaded | null>(null);
  const [draft, setDraft] = useState<ShopSettings | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [section, setSection] = useState<SectionId>("shop");
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  /** Bumped on every load so fields that keep their own text (numbers, the fee) start again from the loaded values. */
  const [generation, setGeneration] = useState(0);

  const take = (next: Loaded) => {
    setSaved(next);
    setDraft(next.settings);
    setErrors({});
    setStale(null);
    setGeneration((g) => g + 1);
  };
  useEffect(() => {
    if (loaded.data) take({ settings: loaded.data.settings, updatedAt: loaded.data.updatedAt });
  }, [loaded.data]);

  const form = useMemo<SettingsForm | null>(
    () =>
      draft && {
        draft,
        errors,
        busy,
        update: (path, value) => {
          setDraft((d) => (d ? setIn(d, path, value) : d));
          setErrors((e) => (path in e ? withoutErrors(e, path) : e));
        },
        replaceList: (path, items) => {
          setDraft((d) => (d ? setIn(d, path, items) : d));
          setErrors((e) => withoutErrors(e, path));
        },
      },
    [draft, errors, busy],
  );
  const changed = useMemo(() => Boolean(saved && draft && JSON.stringify(saved.settings) !== JSON.stringify(draft)), [saved, draft]);

  if (!draft || !saved || !form) return <p className="text-muted">{loaded.failed ? "The settings could not be loaded." : "Loading..."}</p>;

  const showProblems = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setSection(sectionOf(first));
      focusField(first);
    }
    const n = Object.keys(found).length;
    toast.error(n === 1 ? `Please correct the highlighted field: ${found[first!]}` : `Please correct the ${n} highlighted fields`);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    // Checked here first with the server's own rules, so every problem shows at once, next to its field.
    const checked = shopSettingsSchema.safeParse(draft);
    if (!checked.success) return showProblems(errorsFrom(checked.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }))));
    setBusy(true);
    const res = await sellerSend<SaveReply>("PUT", "/api/seller/settings", { settings: checked.data, updatedAt: saved.updatedAt });
    setBusy(false);
    if (res.success && res.settings && res.updatedAt) {
      take({ settings: res.settings, updatedAt: res.updatedAt });
      toast.success(res.message || "Settings saved");
      void revalidator.revalidate();
      return;
    }
    if (res.issues?.length) return showProblems(errorsFrom(res.issues));
    const message = res.message || "Could not save the settings";
    // 409: someone saved since this copy was loaded; saving again would undo their changes.
    if (/changed since you opened/.test(message)) setStale(message);
    toast.error(message);
  };

  const counts = errorCounts(errors);
  const View = SECTION_VIEWS[section];
  const current = SECTIONS.find((s) => s.id === section)!;
  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-3xl font-bold">Settings</h1>
      <p className="mt-1 text-sm text-muted">Everything the shop's pages show. Changes go live for every visitor when you save.</p>
      <nav aria-label="Settings sections" className="mt-5">
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {SECTIONS.map((s) => {
            const n = counts[s.id] ?? 0;
            const active = s.id === section;
            return (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => setSection(s.id)}
                  aria-current={active ? "true" : undefined}
                  className={`flex min-h-11 w-full items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-medium ${active ? "border-saddle bg-saddle text-white" : "border-stone-300 bg-white text-bark hover:bg-sand"}`}
                >
                  {s.label}
                  {n > 0 && (
                    <span className={`rounded-full px-1.5 text-xs font-semibold ${active ? "bg-white text-red-700" : "bg-red-700 text-white"}`}>
                      {n}
                      <span className="sr-only"> {n === 1 ? "problem" : "problems"}</span>
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <SettingsFormContext.Provider value={form}>
        <form onSubmit={(e) => void save(e)} noValidate className="mt-6 space-y-6" aria-labelledby="settings-section-heading" data-testid="settings-form">
          <h2 id="settings-section-heading" className="text-xl font-semibold">
            {current.label}
          </h2>
          <div key={`${section}-${generation}`} className="space-y-6">
            <View />
          </div>
          {stale && (
            <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
              <p className="font-medium">{stale}</p>
              <button type="button" className="btn-outline mt-3" onClick={() => loaded.reload()}>
                Reload the settings (your unsaved changes are lost)
              </button>
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving…" : "Save settings"}
            </button>
            <span className="text-sm text-muted" aria-live="polite">
              {changed ? "Unsaved changes (all sections are saved together)" : "All changes saved"}
            </span>
          </div>
        </form>
      </SettingsFormContext.Provider>
    </div>
  );
}
