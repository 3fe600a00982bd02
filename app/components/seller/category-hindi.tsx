import { useState } from "react";
import { categorySlug, distinctCategoryPaths, type Category } from "../../../lib/catalog";
import { CATEGORY_TEXT_MAX } from "../../../lib/product-admin";
import { toast } from "../../toast";
import { sellerSend, useSellerData } from "./seller-api";

/**
 * Issue 17: the categories' names on the Hindi shop (tiles, chips, breadcrumbs). One line per category, its English
 * name as the label and the hint; left empty, the Hindi shop shows the English.
 */
export function CategoryHindi() {
  const { data, reload } = useSellerData<{ categories: Category[] }>("/api/category/list");
  const categories = data ? distinctCategoryPaths(data.categories) : [];
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = (c: Category) => texts?.[c.path] ?? c.translations?.hi?.text ?? "";

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const body = { texts: Object.fromEntries(categories.map((c) => [c.path, shown(c).trim()])) };
    const res = await sellerSend("PUT", "/api/seller/categories/hindi", body);
    setBusy(false);
    if (!res.success) return void toast.error(res.message ?? "Could not save the category names.");
    toast.success("Category names saved");
    setTexts(null);
    reload();
  };

  return (
    <details className="mt-8 rounded-2xl border border-stone-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">
        Category names in Hindi{" "}
        <span lang="hi" className="font-normal">
          (हिन्दी)
        </span>
      </summary>
      <p className="mt-2 text-sm text-muted">Shown on the Hindi shop (/hi). Left empty, it shows the English name.</p>
      {!data ? (
        <p className="mt-3 text-sm text-muted">Loading...</p>
      ) : (
        <form onSubmit={(e) => void save(e)} className="mt-3 space-y-3" aria-label="Category names in Hindi">
          {categories.map((c) => {
            const id = `category-hi-${categorySlug(c.path).replace(/[^a-z0-9]+/g, "-")}`;
            return (
              <div key={c.path}>
                <label htmlFor={id} className="block text-sm font-medium">
                  {c.text}
                </label>
                <input
                  id={id}
                  lang="hi"
                  className="input mt-1"
                  maxLength={CATEGORY_TEXT_MAX}
                  value={shown(c)}
                  placeholder={c.text}
                  onChange={(e) => setTexts((t) => ({ ...(t ?? {}), [c.path]: e.target.value }))}
                />
              </div>
            );
          })}
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Saving..." : "Save category names"}
          </button>
        </form>
      )}
    </details>
  );
}
