import { categoryListingPath, type Category } from "../../lib/catalog";
import { ProductImage } from "./product-image";
import { useLocalePath, useT } from "../i18n/use-t";
import { ShopLink } from "./shop-link";

/** The spec's seven category tiles, each with its own background colour. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <section className="container-page py-12" aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="heading-section">
        {t("categories.heading")}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {categories.map((c, i) => (
          <li key={c.text} className={tileSpan(i, categories.length)}>
            <ShopLink
              to={lp(categoryListingPath(c.path))}
              className="group flex h-full flex-col items-center gap-2 rounded-2xl p-4 text-center transition hover:shadow-md"
              style={{ backgroundColor: c.bgColor }}
              data-testid="category-tile"
            >
              <ProductImage file={c.image} alt="" sizes="120px" size={240} className="aspect-square w-24 object-contain transition group-hover:scale-105" />
              <span className="text-sm font-semibold text-bark">{c.text}</span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Issue 15: a tile that would sit alone on the last row (7 tiles in 2 or 4 columns) spans that row instead.
 * Literal class names: Tailwind only builds the ones it finds written out.
 */
export function tileSpan(index: number, count: number): string | undefined {
  if (index !== count - 1) return undefined;
  const phone = count % 2 === 1 ? "col-span-2" : "";
  const tablet = count % 4 === 1 ? "sm:col-span-4" : phone ? "sm:col-span-1" : "";
  return [phone, tablet].filter(Boolean).join(" ") || undefined;
}
