import { useEffect, useState } from "react";
import { Link } from "react-router";
import { productPath, type ApiProduct } from "../../lib/catalog";
import { formatAmount, rupeesToPaise } from "../../lib/money";
import { getJson } from "../api";
import { ProductImage } from "../components/product-image";
import { deleteCartLine, updateCartItem, useCart } from "../state/cart";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [{ title: "Your cart" }, { name: "robots", content: "noindex" }];

/** Loads the products of the (client-side) cart by id. */
function useCartProducts(ids: string[]) {
  const key = [...ids].sort().join(",");
  const [products, setProducts] = useState<Record<string, ApiProduct> | null>(null);
  useEffect(() => {
    if (!key) {
      setProducts({});
      return;
    }
    let live = true;
    void getJson<{ products: ApiProduct[] }>(`/api/product/list?ids=${encodeURIComponent(key)}`).then((res) => {
      if (!live) return;
      setProducts(Object.fromEntries((res.products ?? []).map((p) => [p._id, p])));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return products;
}

export default function Cart() {
  const cart = useCart();
  const ids = Object.keys(cart);
  const products = useCartProducts(ids);
  const lines = ids.map((id) => ({ id, qty: cart[id] ?? 0, product: products?.[id] }));
  const available = lines.filter((l) => l.product?.inStock);
  const subtotal = available.reduce((sum, l) => sum + rupeesToPaise(l.product!.offerPrice) * l.qty, 0);
  const count = available.reduce((n, l) => n + l.qty, 0);

  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">
        Shopping Cart <span className="text-base font-normal text-saddle">{count} {count === 1 ? "item" : "items"}</span>
      </h1>
      {ids.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-sand p-10 text-center">
          <p className="text-lg text-muted">Your cart is empty.</p>
          <Link to="/products" className="btn-primary mt-6">
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" aria-busy={products === null}>
            {lines.map(({ id, qty, product }) => (
              <li key={id} className="flex gap-4 p-4">
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
                          <span className="min-w-8 text-center" aria-live="polite">{qty}</span>
                          <button type="button" className="px-3 py-1 text-lg" onClick={() => updateCartItem(id, qty + 1)} aria-label="Increase quantity">
                            +
                          </button>
                        </div>
                        <button type="button" className="text-sm font-medium text-red-800 hover:underline" onClick={() => deleteCartLine(id)}>
                          Remove
                        </button>
                      </div>
                    </div>
                    <p className="font-semibold">{product.inStock ? formatAmount(rupeesToPaise(product.offerPrice) * qty) : "—"}</p>
                  </>
                ) : products === null ? (
                  <p className="text-muted">Loading...</p>
                ) : (
                  <div className="flex flex-1 items-center justify-between gap-4">
                    <p className="text-muted">This product is no longer available.</p>
                    <button type="button" className="text-sm font-medium text-red-800 hover:underline" onClick={() => deleteCartLine(id)}>
                      Remove
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-5" aria-label="Order summary">
            <h2 className="text-lg font-semibold">Order Summary</h2>
            <p className="mt-4 flex justify-between">
              <span>Subtotal</span>
              <span data-testid="cart-subtotal">{formatAmount(subtotal)}</span>
            </p>
            <p className="mt-2 text-sm text-muted">GST and shipping are added when you place the order.</p>
            <Link to="/products" className="btn-outline mt-6 w-full">
              Continue shopping
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
