import { useRouteLoaderData } from "react-router";
import { categoryText, productPath, type ApiProduct } from "../../lib/catalog";
import type { RootData } from "../state/shop";
import { ProductImage } from "./product-image";
import { Price } from "./price";
import { CartButton } from "./quantity-control";
import { Rating } from "./rating";
import { ShopLink } from "./shop-link";
import { useLocalePath, useT } from "../i18n/use-t";

export type CardProduct = Pick<ApiProduct, "_id" | "name" | "category" | "price" | "offerPrice" | "image" | "inStock"> & {
  /** Issue 14, set only for products with several variants: their offer prices differ ("from ₹…"). */
  priceVaries?: boolean;
  /** Colours on sale (at most 5 dots) and how many there are in all. */
  colours?: string[];
  /** Each dot's CSS colour (null: unknown name, drawn as an outlined dot), looked up on the server. */
  colourCss?: (string | null)[];
  colourCount?: number;
  /** Several variants: a "Choose options" link to the product page instead of Add (the cart needs a variant). */
  chooseOptions?: boolean;
  /** Published reviews' average and count; absent without any (no stars drawn). */
  rating?: number;
  reviewCount?: number;
};

/** Reusable product tile (spec): first image, name, category, prices, rating from reviews, Quick View, Add or − qty +. */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const lp = useLocalePath();
  const t = useT();
  const href = lp(productPath(product));
  // The category's tile text ("Horse Halter"), not its filter value ("horse accessories").
  const categories = (useRouteLoaderData("root") as RootData | undefined)?.categories ?? [];
  const soldOut = !product.inStock;
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="product-card"
    >
      <ShopLink to={href} className="relative block overflow-hidden bg-sand" tabIndex={-1} aria-hidden="true">
        <ProductImage
          file={product.image[0]}
          alt=""
          sizes="(min-width: 1280px) 240px, (min-width: 768px) 30vw, 50vw"
          priority={priority}
          className="aspect-square w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </ShopLink>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs tracking-wide text-muted" data-testid="card-category">
          {categoryText(categories, product.category)}
        </p>
        <h3 className="text-sm font-semibold text-bark sm:text-base">
          <ShopLink to={href} className="hover:text-saddle">
            {product.name}
          </ShopLink>
        </h3>
        <Rating value={product.rating ?? null} count={product.reviewCount} />
        {product.colours && product.colours.length > 0 && (
          <ColourDots colours={product.colours} css={product.colourCss ?? []} count={product.colourCount ?? product.colours.length} />
        )}
        <div className="mt-auto pt-1">
          {product.priceVaries ? (
            <div className="flex items-baseline gap-1">
              <span className="text-sm text-muted">{t("card.from")}</span>
              <Price price={product.price} offerPrice={product.offerPrice} />
            </div>
          ) : (
            <Price price={product.price} offerPrice={product.offerPrice} />
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <ShopLink
            to={href}
            className="text-sm font-medium text-saddle underline-offset-4 hover:underline"
            aria-label={t("card.quickViewLabel", { name: product.name })}
          >
            {t("card.quickView")}
          </ShopLink>
          {soldOut ? (
            <span className="rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold" data-testid="sold-out">
              {t("card.soldOut")}
            </span>
          ) : product.chooseOptions ? (
            <ShopLink
              to={href}
              aria-label={t("card.chooseOptionsLabel", { name: product.name })}
              className="inline-flex h-9 items-center rounded-lg border border-saddle bg-saddle/5 px-2 text-[13px] font-semibold whitespace-nowrap sm:px-3 sm:text-sm text-saddle hover:bg-saddle hover:text-white"
            >
              {t("card.chooseOptions")}
            </ShopLink>
          ) : (
            <CartButton productId={product._id} productName={product.name} />
          )}
        </div>
      </div>
    </article>
  );
}

/** Up to 5 small swatches; screen readers hear "4 colours". */
function ColourDots({ colours, css: cssList, count }: { colours: string[]; css: (string | null)[]; count: number }) {
  const t = useT();
  return (
    <p className="flex items-center gap-1" data-testid="colour-dots">
      <span className="sr-only">{count === 1 ? t("card.colourOne") : t("card.colours", { count })}</span>
      {colours.map((c, i) => {
        const css = cssList[i] ?? null;
        return (
          <span
            key={c}
            aria-hidden="true"
            title={c}
            className={`inline-block size-3.5 rounded-full border ${css ? "border-stone-400/70" : "border-stone-400 bg-stone-100"}`}
            style={css ? { backgroundColor: css } : undefined}
          />
        );
      })}
      {count > colours.length && (
        <span aria-hidden="true" className="text-xs text-muted">
          +{count - colours.length}
        </span>
      )}
    </p>
  );
}

/** The grid of cards: 2 columns, md 3, lg 4, xl 5. `itemClass` gives an item classes by its place (home page: lib/grid-rows.ts). */
export function ProductGrid({
  products,
  priorityCount = 0,
  itemClass,
}: {
  products: CardProduct[];
  priorityCount?: number;
  itemClass?: (index: number, count: number) => string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((p, i) => (
        <li key={p._id} className={itemClass?.(i, products.length) || undefined}>
          <ProductCard product={p} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
