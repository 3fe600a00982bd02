import { Link } from "react-router";
import { productPath, type ApiProduct } from "../../../lib/catalog";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { deleteCartLine, updateCartItem } from "../../state/cart";
import { ProductImage } from "../product-image";

export type CartLine = { id: string; qty: number; product: ApiProduct | undefined };

/** The cart's items: image, name, price, − qty + (− disabled at 1), Remove; unavailable ones marked and left out of the total. */
export function CartLines({ lines, loading }: { lines: CartLine[]; loading: boolean }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" aria-busy={loading}>
      {lines.map(({ id, qty, product }) => (
        <li key={id} className="flex gap-4 p-4" data-testid="cart-line">
          {product ? (
            <>
              <Link to={productPath(product)} className="w-20 shrink-0 overflow-hidden rounded-lg bg-sand sm:w-24">
                <ProductImage file={product.image[0]} alt={product.name} sizes="96px" size={240} className="aspect-square w-full object-cover" />
              </Link>
              <div className="flex flex-1 flex-col gap-2">
                <Link to={productPath(product)} className="font-semibold hover:text-saddle">
                  {product.name}
                </Link>
                {product.inStock ? (
                  <p className="text-sm text-muted">{formatAmount(rupeesToPaise(product.offerPrice))} each</p>
                ) : (
                  <p className="text-sm font-semibold text-red-800">Out of stock – not included in the total</p>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <div className="inline-flex items-center rounded-lg border border-stone-300" role="group" aria-label={`Quantity of ${product.name}`}>
                    <button type="button" className="px-3 py-1 text-lg disabled:opacity-40" disabled={qty <= 1} onClick={() => updateCartItem(id, qty - 1)} aria-label="Decrease quantity">
                      −
                    </button>
                    <span className="min-w-8 text-center" aria-live="polite" data-testid="line-qty">
                      {qty}
                    </span>
                    <button type="button" className="px-3 py-1 text-lg" onClick={() => updateCartItem(id, qty + 1)} aria-label="Increase quantity">
                      +
                    </button>
                  </div>
                  <button type="button" className="text-sm font-medium text-red-800 hover:underline" onClick={() => deleteCartLine(id)}>
                    Remove
                  </button>
                </div>
              </div>
              <p className="font-semibold" data-testid="line-total">
                {product.inStock ? formatAmount(rupeesToPaise(product.offerPrice) * qty) : "—"}
              </p>
            </>
          ) : loading ? (
            <p className="text-muted">Loading...</p>
          ) : (
            <div className="flex flex-1 items-center justify-between gap-4">
              <p className="text-muted">This product is no longer available – not included in the total.</p>
              <button type="button" className="text-sm font-medium text-red-800 hover:underline" onClick={() => deleteCartLine(id)}>
                Remove
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
