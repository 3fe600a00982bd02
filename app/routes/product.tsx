import { lazy, Suspense, useState } from "react";
import { Link, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { categoryListingPath, categoryText as categoryTextOf, imageUrl, productPath, RELATED_PRODUCTS } from "../../lib/catalog";
import { colourCss } from "../../lib/colours";
import { formatPrice } from "../../lib/money";
import { productJsonLd } from "../../lib/product-jsonld";
import { choicePriceRange, galleryFor, hasPickers, initialChoice, isColourOption, missingOptions, variantFor } from "../../lib/variant-choice";
import type { VariantChoice } from "../../lib/variants";
import { DeliveryCheck } from "../components/delivery-promise";
import { OptionPickers } from "../components/option-pickers";
import { ProductImage } from "../components/product-image";
import { Price } from "../components/price";
import { ProductGrid } from "../components/product-card";
import { Rating } from "../components/rating";
import { productReviewsHtml } from "../components/product-reviews.server";
import { cardsIn, catalogSnapshot, categoriesIn, notFoundResponse, productIn, productReviews, requestLang, siteOriginFor } from "../data.server";
import { CATALOGUE } from "../i18n/catalogue.server";
import { clip, pageMeta, pageTitle, shopNameOf } from "../seo";
import { addToCart, buyNow } from "../state/cart";
import { useShop, type RootData } from "../state/shop";
import type { Route } from "./+types/product";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { pathIn } from "../../lib/i18n";
import { ShopLink } from "../components/shop-link";

const StockAlert = lazy(() => import("../components/stock-alert"));

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const snap = await catalogSnapshot(context);
  const lang = requestLang(request);
  const stored = snap.byId.get(params.id);
  if (!stored) throw notFoundResponse();
  const product = productIn(stored, lang);
  const related = snap.products
    .filter((p) => p.inStock && p._id !== product._id && p.category === product.category)
    .slice(0, RELATED_PRODUCTS)
    .map(cardsIn(lang));
  const categoryText = categoryTextOf(categoriesIn(snap.categories, lang), product.category);
  // Built here, not in meta(): the builder stays out of the page's JS (120 KB budget).
  const origin = siteOriginFor(context, request);
  const published = await productReviews(context, product._id, lang, Number(new URL(request.url).searchParams.get("reviews") ?? 1));
  const jsonLd = productJsonLd(product, { origin, shopName: snap.settings.shopName, legalName: snap.settings.legalName, categoryText }, published);
  // The reviews as HTML (no script for them on the page), `shown` pages of `pages`.
  const reviews = { html: productReviewsHtml(published, product._id, lang), shown: published.page, pages: published.pages };
  const words = CATALOGUE[lang];
  const crumb = (position: number, name: string, path: string) => ({ "@type": "ListItem", position, name, item: origin + pathIn(lang, path) });
  const breadcrumbLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      crumb(1, words["nav.home"], "/"),
      crumb(2, words["nav.products"], "/products"),
      crumb(3, categoryText, categoryListingPath(product.category)),
      crumb(4, product.name, productPath(product)),
    ],
  };
  // Swatch colours for the colour option's values, looked up here so the colour map stays out of the page's JS.
  const swatches: Record<string, string> = {};
  for (const o of product.options ?? [])
    if (isColourOption(o.name))
      for (const v of o.values) {
        const css = colourCss(v);
        if (css) swatches[v] = css;
      }
  return { product, related, categoryText, jsonLd, breadcrumbLd, swatches, reviews };
}

/**
 * Choosing a variant only rewrites `?variant=` (the page already holds every variant): no loader round trip. "More
 * reviews" (`?reviews=`) asks the loader for the next page of reviews.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    return currentUrl.searchParams.get("reviews") !== nextUrl.searchParams.get("reviews");
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const t = metaT(matches);
  if (!root || !loaderData) return [{ title: pageTitle(t("product.notFound"), shopNameOf(matches)) }];
  const { product: p, jsonLd, breadcrumbLd } = loaderData;
  const s = root.settings;
  const lang = root.lang;
  const tags = pageMeta({
    lang,
    title: pageTitle(p.name, s.shopName),
    description: clip(`${p.name}. ${p.description.join(" ")}`),
    origin: root.origin,
    path: productPath(p),
    shopName: s.shopName,
    image: p.image[0] ? imageUrl(p.image[0], 800) : undefined,
    type: "product",
  });
  tags.push(
    { property: "product:price:amount", content: p.offerPrice.toFixed(2) },
    { property: "product:price:currency", content: "INR" },
    {
      // Both built by the loader: the builders stay out of the page's JS (120 KB budget).
      "script:ld+json": [jsonLd, breadcrumbLd],
    },
  );
  return tags;
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  // A new product starts with its own choice and first photo.
  return <ProductView key={loaderData.product._id} {...loaderData} />;
}

/** The page's query with `reviews` pages shown (keeping the chosen variant). */
export function moreReviews(searchParams: URLSearchParams, pages: number): string {
  const next = new URLSearchParams(searchParams);
  next.set("reviews", String(pages));
  return next.toString();
}

function ProductView({
  product,
  related,
  categoryText,
  swatches,
  reviews,
}: Pick<Route.ComponentProps["loaderData"], "product" | "related" | "categoryText" | "swatches" | "reviews">) {
  const { settings, user } = useShop();
  const navigate = useNavigate();
  const t = useT();
  const lp = useLocalePath();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlVariant = searchParams.get("variant");
  const [choice, setChoice] = useState<VariantChoice>(() => initialChoice(product, urlVariant));
  const [seenUrlVariant, setSeenUrlVariant] = useState(urlVariant);
  const [selected, setSelected] = useState(0);
  if (urlVariant !== seenUrlVariant) {
    // The address changed under the page (a link to another choice of this product): follow it.
    setSeenUrlVariant(urlVariant);
    const next = initialChoice(product, urlVariant);
    if (Object.keys(next).length > 0) setChoice(next);
  }
  const pickers = hasPickers(product);
  const variant = variantFor(product, choice);
  const images = galleryFor(product.image, variant);
  const main = images[selected] ?? images[0];
  const inStock = pickers ? (variant?.inStock ?? product.inStock) : product.inStock;
  const canBuy = pickers ? variant !== null && variant.inStock : product.inStock;
  const missing = pickers ? missingOptions(product, choice) : [];
  const hint = missing.length > 0 ? t("product.choose", { options: missing.map((o) => o.name.toLowerCase()).join(t("product.chooseJoin")) }) : null;
  const range = pickers && !variant ? choicePriceRange(product, choice) : null;
  const sku = variant?.sku ?? (pickers ? null : product.sku);
  // A single-variant product keeps its product id as the cart key (old carts and cards use it); a choice is its variant id.
  const cartKey = pickers ? (variant?._id ?? null) : product._id;
  const taxWording = t(settings.pricing.pricesIncludeTax ? "product.taxIncluded" : "product.taxExtra");

  const choose = (name: string, value: string) => {
    const next = { ...choice, [name]: value };
    setChoice(next);
    setSelected(0);
    const chosen = variantFor(product, next);
    setSeenUrlVariant(chosen?._id ?? null);
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (chosen) params.set("variant", chosen._id);
        else params.delete("variant");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="container-page py-8">
      <nav aria-label={t("product.breadcrumb")} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <ShopLink to={lp("/")} className="hover:text-saddle hover:underline">
              {t("nav.home")}
            </ShopLink>{" "}
            /
          </li>
          <li>
            <ShopLink to={lp("/products")} className="hover:text-saddle hover:underline">
              {t("nav.products")}
            </ShopLink>{" "}
            /
          </li>
          <li>
            <ShopLink to={lp(categoryListingPath(product.category))} className="hover:text-saddle hover:underline">
              {categoryText}
            </ShopLink>{" "}
            /
          </li>
          <li aria-current="page" className="font-medium text-bark">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        {/* self-start: the photo column keeps its own height when the pickers make the details column taller */}
        <div className="flex flex-col-reverse gap-3 sm:flex-row md:self-start">
          {images.length > 1 && (
            <ul className="flex gap-2 sm:flex-col" aria-label={t("product.images")}>
              {images.map((file, i) => (
                <li key={file}>
                  <button
                    type="button"
                    onClick={() => setSelected(i)}
                    aria-label={t("product.showImage", { n: i + 1, count: images.length })}
                    aria-pressed={i === selected}
                    className={`block w-16 overflow-hidden rounded-lg border-2 sm:w-20 ${i === selected ? "border-saddle" : "border-transparent"}`}
                  >
                    <ProductImage file={file} alt="" sizes="80px" size={240} className="aspect-square w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex-1 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <ProductImage
              file={main}
              alt={product.name}
              sizes="(min-width: 768px) 45vw, 100vw"
              size={800}
              priority
              className="aspect-square w-full object-cover"
            />
          </div>
        </div>

        <div>
          <h1 className="font-display text-2xl font-bold sm:text-3xl">{product.name}</h1>
          {product.rating !== null && (
            // The stars lead to the reviews; without a published review there are neither stars nor link.
            <a href="#reviews-heading" className="mt-2 inline-block">
              <Rating value={product.rating} count={product.reviewCount} />
            </a>
          )}
          <div className="mt-5" data-testid="product-price">
            {range ? (
              <p className="text-3xl font-bold text-bark">
                {range.minPaise < range.maxPaise ? t("product.from") : ""}
                {formatPrice(range.minPaise)}
              </p>
            ) : (
              <Price price={variant?.price ?? product.price} offerPrice={variant?.offerPrice ?? product.offerPrice} large />
            )}
            <p className="text-sm text-muted" data-testid="tax-wording">
              ({taxWording})
            </p>
          </div>
          {pickers && <OptionPickers product={product} choice={choice} swatches={swatches} onChoose={choose} />}
          <h2 className="mt-6 font-semibold">{t("product.about")}</h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted">
            {product.description.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-muted">
            {sku !== null && (
              <>
                <dt>{t("product.sku")}</dt>
                <dd className="text-bark" data-testid="sku">
                  {sku}
                </dd>
              </>
            )}
            <dt>{t("product.availability")}</dt>
            <dd className={inStock ? "font-semibold text-moss" : "font-semibold text-red-800"} data-testid="availability">
              {t(inStock ? "product.inStock" : "product.outOfStock")}
            </dd>
            <dt>{t("product.returns")}</dt>
            <dd>
              <ShopLink to={lp("/policies/returns")} className="font-medium text-saddle underline" data-testid="return-window">
                {t("product.returnDays", { days: settings.returnWindowDays })}
              </ShopLink>
            </dd>
            <dt>{t("product.origin")}</dt>
            <dd className="text-bark" data-testid="origin">
              {t("product.india")}
            </dd>
          </dl>
          {inStock && variant?.left !== undefined && (
            <p className="mt-2 text-sm font-semibold text-red-800" data-testid="stock-left">
              {t("product.left", { left: variant.left })}
            </p>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              disabled={!canBuy}
              aria-describedby={hint ? "choose-hint" : undefined}
              onClick={() => void (cartKey && addToCart(cartKey))}
              // works before hydration too (app/early-taps.ts)
              data-early="add"
              data-early-id={cartKey ?? undefined}
              data-early-cart={user ? "saved" : "local"}
              className="btn-outline flex-1 py-3.5 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t("product.add")}
            </button>
            <button
              type="button"
              disabled={!canBuy}
              aria-describedby={hint ? "choose-hint" : undefined}
              onClick={() => {
                if (!cartKey) return;
                // Already in the cart: go to it with the quantity unchanged (issue 15), not a silent second unit.
                void buyNow(cartKey).then((ok) => ok && navigate(lp("/cart")));
              }}
              // a tap before hydration is replayed once the page can answer it (app/early-taps.ts)
              data-early="buy"
              className="btn-primary flex-1 py-3.5"
            >
              {t("product.buy")}
            </button>
          </div>
          {hint && (
            <p id="choose-hint" className="mt-3 text-sm font-medium text-bark" data-testid="choose-hint">
              {hint}
            </p>
          )}
          {/* Sold out (the product, or the chosen variant): "Notify me when back in stock" (issue 19). */}
          {!inStock && (!pickers || variant) && (
            <Suspense fallback={null}>
              <StockAlert productId={product._id} variantId={pickers ? (variant?._id ?? null) : null} email={user?.email ?? null} />
            </Suspense>
          )}
          <DeliveryCheck />
        </div>
      </div>

      <section className="mt-16" aria-labelledby="reviews-heading" data-testid="product-reviews">
        {/* Written by the server (app/components/product-reviews.server.tsx, React's escaping); no script. */}
        <div dangerouslySetInnerHTML={{ __html: reviews.html }} />
        {reviews.shown < reviews.pages && (
          <Link
            to={`?${moreReviews(searchParams, reviews.shown + 1)}`}
            replace
            preventScrollReset
            rel="nofollow"
            className="btn-outline mt-6 inline-block md:ml-72"
          >
            {t("reviews.more")}
          </Link>
        )}
      </section>

      <section className="mt-16" aria-labelledby="related-heading">
        <h2 id="related-heading" className="heading-section text-center">
          {t("product.related")}
        </h2>
        <div className="mt-6">
          {related.length > 0 ? <ProductGrid products={related} /> : <p className="text-center text-muted">{t("product.noRelated")}</p>}
        </div>
        <div className="mt-8 text-center">
          <ShopLink to={lp("/products")} className="btn-outline px-10">
            {t("product.seeMore")}
            <span className="sr-only">{t("product.seeMoreHidden")}</span>
          </ShopLink>
        </div>
      </section>
    </div>
  );
}
