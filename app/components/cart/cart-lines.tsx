import { Link } from "react-router";
import type { CartLineView } from "../../../lib/cart-line";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { deleteCartLine, updateCartItem } from "../../state/cart";
import { useLocalePath, useT } from "../../i18n/use-t";
import { ProductImage } from "../product-image";

/** The cart's items: image, name (and the variant's options), price, − qty + (− disabled at 1), Remove; unavailable ones marked and left out of the total. */
export function CartLines({ lines, loading }: { lines: CartLineView[]; loading: boolean }) {
  const t = useT();
  const lp = useLocalePath();
  // lib/variants' "Please choose a size / colour", in the page's language (the option names are shop content).
  const choose = (options: { name: string }[] | undefined) =>
    t("cart.needsChoice", { options: (options ?? []).map((o) => o.name.toLowerCase()).join(" / ") || t("cart.variant") });
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" aria-busy={loading}>
      {lines.map(({ id, qty, product, href, optionsText, needsChoice }) => (
        <li
          key={id}
          className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 p-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:gap-4 sm:p-4"
          data-testid="cart-line"
        >
          {product ? (
            <>
              <Link to={lp(href ?? "/products")} className="aspect-square w-full self-start overflow-hidden rounded-lg bg-sand sm:row-span-2">
                <ProductImage file={product.image[0]} alt={product.name} sizes="96px" size={240} className="aspect-square w-full object-cover" />
              </Link>
              <div className="flex min-w-0 flex-col gap-2">
                <Link to={lp(href ?? "/products")} className="font-semibold break-words hover:text-saddle">
                  {product.name}
                  {optionsText && (
                    <span className="block text-sm font-normal text-muted" data-testid="line-options">
                      {optionsText}
                    </span>
                  )}
                </Link>
                {needsChoice ? (
                  <p className="text-sm font-semibold text-red-800">{choose(product.options)}</p>
                ) : product.inStock ? (
                  <p className="text-sm text-muted">{t("cart.each", { price: formatAmount(rupeesToPaise(product.offerPrice)) })}</p>
                ) : (
                  <p className="text-sm font-semibold text-red-800">{t("cart.outOfStock")}</p>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <div
                    className="inline-flex items-center rounded-lg border border-stone-300"
                    role="group"
                    aria-label={t("cart.quantityOf", { name: `${product.name}${optionsText ? ` (${optionsText})` : ""}` })}
                  >
                    <button
                      type="button"
                      className="px-3 py-1 text-lg disabled:opacity-40"
                      disabled={qty <= 1}
                      onClick={() => void updateCartItem(id, qty - 1)}
                      aria-label={t("cart.decrease")}
                    >
                      −
                    </button>
                    <span className="min-w-8 text-center" aria-live="polite" data-testid="line-qty">
                      {qty}
                    </span>
                    <button type="button" className="px-3 py-1 text-lg" onClick={() => void updateCartItem(id, qty + 1)} aria-label={t("cart.increase")}>
                      +
                    </button>
                  </div>
                  <button type="button" className="text-sm font-medium text-red-800 hover:underline" onClick={() => deleteCartLine(id)}>
                    {t("cart.remove")}
                  </button>
                </div>
              </div>
              <p className="col-start-2 font-semibold sm:col-start-3 sm:row-start-1 sm:text-right" data-testid="line-total">
                {product.inStock && !needsChoice ? formatAmount(rupeesToPaise(product.offerPrice) * qty) : "—"}
              </p>
            </>
          ) : loading ? (
            <p className="col-span-full text-muted">{t("cart.loading")}</p>
          ) : (
            <div className="col-span-full flex items-center justify-between gap-4">
              <p className="text-muted">{t("cart.gone")}</p>
              <button type="button" className="text-sm font-medium text-red-800 hover:underline" onClick={() => deleteCartLine(id)}>
                {t("cart.remove")}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
