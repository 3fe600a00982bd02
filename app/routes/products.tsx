import { useLocation, useSearchParams } from "react-router";
import { categoryListingPath, categorySlug, distinctCategoryPaths } from "../../lib/catalog";
import { colourCss } from "../../lib/colours";
import { buildListing, LISTING_FILTERS, LISTING_SORTS, listingSearch, toggleValue, type FilterParam, type ListingFacet } from "../../lib/listing";
import { PageHero } from "../components/page-hero";
import { ProductGrid } from "../components/product-card";
import { ShopLink } from "../components/shop-link";
import { localiseSettings } from "../../lib/localise-settings";
import { cardsIn, catalogSnapshot, categoriesIn, notFoundResponse, requestLang, searchRanks, unitsSold } from "../data.server";
import { pageMeta, pageTitle, shopNameOf } from "../seo";
import { useShop, type RootData } from "../state/shop";
import type { Route } from "./+types/products";
import { metaT, useLocalePath, useT } from "../i18n/use-t";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const snap = await catalogSnapshot(context);
  const url = new URL(request.url);
  const category = (params as { category?: string }).category;
  const lang = requestLang(request);
  const query = {
    category,
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    page: Number(url.searchParams.get("page") ?? 1),
    filters: Object.fromEntries(LISTING_FILTERS.map((f) => [f.param, url.searchParams.getAll(f.param)])),
    sort: url.searchParams.get("sort") ?? "",
  };
  // The search that forgives (plurals, a typo, synonyms, options, Hindi), as the header's suggestions use it.
  const ranks = await searchRanks(context, snap, query.q);
  const listing = buildListing(
    snap.products,
    snap.categories,
    query,
    snap.synonyms,
    query.sort === "best-selling" ? await unitsSold(context) : undefined,
    ranks ?? undefined,
  );
  if (!listing.categoryKnown) throw notFoundResponse();
  // Swatch colours are looked up here: the colour map stays out of the storefront's JS.
  const facets = listing.facets.map((f) => (f.param === "colour" ? { ...f, chips: f.chips.map((c) => ({ ...c, css: colourCss(c.value) })) } : f));
  // Searched in every language the catalogue has (English names find products on /hi too); shown in the page's.
  const categoryText = category
    ? (categoriesIn(snap.categories, lang).find((c) => categorySlug(c.path) === categorySlug(category))?.text ?? listing.categoryText)
    : listing.categoryText;
  return {
    ...listing,
    categoryText,
    facets,
    items: listing.items.map(cardsIn(lang)),
    category: category ? categorySlug(category) : null,
    hero: localiseSettings(snap.settings, lang).hero.products,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const t = metaT(matches);
  if (!root || !loaderData) return [{ title: pageTitle(t("listing.title"), shopNameOf(matches)) }];
  const s = root.settings;
  const q = (new URLSearchParams(location.search).get("q") ?? "").trim().slice(0, 60);
  const title = pageTitle(q ? t("listing.search", { q }) : (loaderData.categoryText ?? t("listing.all")), s.shopName);
  const path = loaderData.category ? categoryListingPath(loaderData.category) : "/products";
  return pageMeta({ lang: root.lang, title, description: loaderData.hero.text, origin: root.origin, path, shopName: s.shopName });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories } = useShop();
  const [params] = useSearchParams();
  // This listing (its language and category) in another state: a filter, a sort, a page.
  const { pathname } = useLocation();
  const href = (search: string) => pathname + search;
  const { items, total, page, pages, categoryText, category, facets, selected, sort } = loaderData;
  const q = params.get("q") ?? "";
  const state = { q, selected, sort };
  const pageHref = (n: number) => href(listingSearch({ ...state, page: n }));
  const filtered = LISTING_FILTERS.some((f) => selected[f.param].length > 0);
  const uniqueCategories = distinctCategoryPaths(categories);
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <PageHero title={loaderData.hero.heading} text={loaderData.hero.text} compact />
      <section className="container-page py-5 sm:py-10" aria-labelledby="listing-heading">
        <h2 id="listing-heading" className="heading-section">
          {t("listing.heading")}
        </h2>
        <nav aria-label={t("listing.categories")} className="mt-4">
          {/* One sideways-scrolling line on a phone (issue 15: the wrapped chips pushed the products down). */}
          <ul className="-my-1 flex gap-2 overflow-x-auto py-1 sm:flex-wrap sm:overflow-visible">
            <li>
              <ShopLink to={lp("/products")} aria-current={category === null ? "page" : undefined} className={chip(category === null)}>
                {t("listing.allChip")}
              </ShopLink>
            </li>
            {uniqueCategories.map((c) => (
              <li key={c.path}>
                <ShopLink
                  to={lp(categoryListingPath(c.path))}
                  aria-current={category === categorySlug(c.path) ? "page" : undefined}
                  className={chip(category === categorySlug(c.path))}
                >
                  {c.text}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        {(facets.length > 0 || items.length > 1) && (
          <div className="mt-4 flex flex-col gap-3 border-y border-stone-200 py-3" data-testid="listing-filters">
            {facets.map((facet) => (
              <FacetRow key={facet.param} facet={facet} state={state} href={href} />
            ))}
            <nav aria-label={t("listing.sortLabel")} className="flex items-center gap-2">
              <span className="w-14 shrink-0 text-sm font-semibold text-bark sm:w-16">{t("listing.sortLabel")}</span>
              <ul className={CHIP_ROW}>
                {LISTING_SORTS.map((s) => (
                  <li key={s.value}>
                    <ShopLink
                      to={href(listingSearch({ ...state, sort: s.value }))}
                      aria-current={sort === s.value ? "true" : undefined}
                      className={smallChip(sort === s.value)}
                      data-keep-scroll=""
                    >
                      {t(`listing.sort.${s.value}`)}
                    </ShopLink>
                  </li>
                ))}
              </ul>
            </nav>
            {filtered && (
              <p>
                <ShopLink
                  to={href(listingSearch({ q, selected: { size: [], colour: [] }, sort }))}
                  className="text-sm font-medium text-saddle underline underline-offset-4"
                  data-keep-scroll=""
                >
                  {t("listing.clear")}
                </ShopLink>
              </p>
            )}
          </div>
        )}
        <p className="mt-4 text-sm text-muted" role="status">
          {categoryText ? `${categoryText}: ` : ""}
          {total === 1 ? t("listing.countOne") : t("listing.count", { count: total })}
          {q ? t("listing.matching", { q }) : ""}
        </p>
        <div className="mt-6">
          {items.length > 0 ? (
            <ProductGrid products={items} priorityCount={2} />
          ) : (
            <p className="rounded-xl bg-sand p-10 text-center text-lg text-muted" data-testid="empty-listing">
              {t("listing.empty")}
            </p>
          )}
        </div>
        {pages > 1 && (
          <nav aria-label={t("listing.pages")} className="mt-8 flex items-center justify-center gap-3">
            {page > 1 && (
              <ShopLink to={pageHref(page - 1)} className="btn-outline" rel="prev">
                {t("listing.prev")}
              </ShopLink>
            )}
            <span className="text-sm text-muted">{t("listing.page", { page, pages })}</span>
            {page < pages && (
              <ShopLink to={pageHref(page + 1)} className="btn-outline" rel="next">
                {t("listing.next")}
              </ShopLink>
            )}
          </nav>
        )}
      </section>
    </>
  );
}

function chip(active: boolean): string {
  return `inline-block shrink-0 whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-medium ${active ? "border-saddle bg-saddle text-white" : "border-stone-300 bg-white text-bark hover:border-saddle"}`;
}

/** One line that scrolls sideways on a phone (the page itself never does); wrapping rows from 640 px. */
const CHIP_ROW = "-my-1 flex min-w-0 flex-1 gap-2 overflow-x-auto py-1 sm:flex-wrap sm:overflow-visible";

function smallChip(active: boolean): string {
  return `inline-flex shrink-0 items-center whitespace-nowrap gap-1.5 rounded-full border px-3 py-1 text-sm ${active ? "border-saddle bg-saddle text-white" : "border-stone-300 bg-white text-bark hover:border-saddle"}`;
}

/** One option's chips (links: they work without JS); a chosen chip links to the listing without it. */
function FacetRow({
  facet,
  state,
  href,
}: {
  facet: ListingFacet;
  state: { q: string; selected: Record<FilterParam, string[]>; sort: string };
  href: (search: string) => string;
}) {
  const t = useT();
  const label = t(`listing.filter.${facet.param}`);
  return (
    <nav aria-label={t("listing.filterBy", { option: label.toLowerCase() })} className="flex items-center gap-2">
      <span className="w-14 shrink-0 text-sm font-semibold text-bark sm:w-16">{label}</span>
      <ul className={CHIP_ROW}>
        {facet.chips.map((chip) => {
          const css = chip.css ?? null;
          return (
            <li key={chip.value}>
              <ShopLink
                to={href(listingSearch({ ...state, selected: toggleValue(state.selected, facet.param, chip.value) }))}
                aria-current={chip.selected ? "true" : undefined}
                className={smallChip(chip.selected)}
                data-keep-scroll=""
                data-testid="filter-chip"
              >
                {facet.param === "colour" && (
                  <span
                    aria-hidden="true"
                    className={`inline-block size-3 rounded-full border ${css ? "border-stone-400/70" : "border-stone-400 bg-stone-100"}`}
                    style={css ? { backgroundColor: css } : undefined}
                  />
                )}
                {chip.value}
                {chip.selected && <span aria-hidden="true">✓</span>}
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
