import { Link, useSearchParams } from "react-router";
import { categoryListingPath, categorySlug, distinctCategoryPaths } from "../../lib/catalog";
import { buildListing } from "../../lib/listing";
import { PageHero } from "../components/page-hero";
import { ProductGrid } from "../components/product-card";
import { catalogSnapshot, notFoundResponse, toCard } from "../data.server";
import { pageMeta } from "../seo";
import { useShop, type RootData } from "../state/shop";
import type { Route } from "./+types/products";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const snap = await catalogSnapshot(context);
  const url = new URL(request.url);
  const category = (params as { category?: string }).category;
  const listing = buildListing(snap.products, snap.categories, {
    category,
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    page: Number(url.searchParams.get("page") ?? 1),
  });
  if (!listing.categoryKnown) throw notFoundResponse();
  return { ...listing, items: listing.items.map(toCard), category: category ? categorySlug(category) : null, hero: snap.settings.hero.products };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root || !loaderData) return [{ title: "Products" }];
  const s = root.settings;
  const title = loaderData.categoryText ? `${loaderData.categoryText} – ${s.shopName}` : `All Products – ${s.shopName}`;
  const path = loaderData.category ? categoryListingPath(loaderData.category) : "/products";
  return pageMeta({ title, description: loaderData.hero.text, origin: root.origin, path, shopName: s.shopName });
};

function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const qs = next.toString();
  return qs ? `?${qs}` : ".";
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories } = useShop();
  const [params] = useSearchParams();
  const { items, total, page, pages, categoryText, category } = loaderData;
  const q = params.get("q") ?? "";
  const uniqueCategories = distinctCategoryPaths(categories);
  return (
    <>
      <PageHero title={loaderData.hero.heading} text={loaderData.hero.text} />
      <section className="container-page py-10" aria-labelledby="listing-heading">
        <h2 id="listing-heading" className="heading-section">
          Explore Our Products
        </h2>
        <nav aria-label="Categories" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to="/products" aria-current={category === null ? "page" : undefined} className={chip(category === null)}>
                All
              </Link>
            </li>
            {uniqueCategories.map((c) => (
              <li key={c.path}>
                <Link to={categoryListingPath(c.path)} aria-current={category === categorySlug(c.path) ? "page" : undefined} className={chip(category === categorySlug(c.path))}>
                  {c.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-sm text-muted" role="status">
          {categoryText ? `${categoryText}: ` : ""}
          {total} {total === 1 ? "product" : "products"}
          {q ? ` matching “${q}”` : ""}
        </p>
        <div className="mt-6">
          {items.length > 0 ? (
            <ProductGrid products={items} priorityCount={2} />
          ) : (
            <p className="rounded-xl bg-sand p-10 text-center text-lg text-muted" data-testid="empty-listing">
              No products found. Try adjusting your search!
            </p>
          )}
        </div>
        {pages > 1 && (
          <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
            {page > 1 && (
              <Link to={pageHref(params, page - 1)} className="btn-outline" rel="prev">
                Previous
              </Link>
            )}
            <span className="text-sm text-muted">
              Page {page} of {pages}
            </span>
            {page < pages && (
              <Link to={pageHref(params, page + 1)} className="btn-outline" rel="next">
                Next
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  );
}

function chip(active: boolean): string {
  return `inline-block rounded-full border px-4 py-1.5 text-sm font-medium ${active ? "border-saddle bg-saddle text-white" : "border-stone-300 bg-white text-bark hover:border-saddle"}`;
}
