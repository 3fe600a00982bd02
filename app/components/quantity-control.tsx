import { addToCart, removeFromCart, useCart } from "../state/cart";
import { useT } from "../i18n/use-t";

/** Add, or − qty + once the product is in the cart (spec: product card). */
export function CartButton({ productId, productName, disabled }: { productId: string; productName: string; disabled?: boolean }) {
  const qty = useCart()[productId] ?? 0;
  const t = useT();
  if (disabled) {
    return <span className="inline-flex h-9 items-center rounded-lg bg-stone-200 px-3 text-sm font-medium text-stone-700">{t("card.outOfStock")}</span>;
  }
  if (qty === 0) {
    return (
      <button
        type="button"
        onClick={() => void addToCart(productId)}
        aria-label={t("card.addLabel", { name: productName })}
        className="inline-flex h-9 items-center gap-1 rounded-lg border border-saddle bg-saddle/5 px-4 text-sm font-semibold text-saddle hover:bg-saddle hover:text-white"
      >
        {t("card.add")}
      </button>
    );
  }
  return (
    <div
      className="inline-flex h-9 items-center overflow-hidden rounded-lg border border-saddle bg-saddle/10 text-saddle"
      role="group"
      aria-label={t("card.quantityLabel", { name: productName })}
    >
      <button
        type="button"
        onClick={() => removeFromCart(productId)}
        aria-label={t("card.removeOne", { name: productName })}
        className="h-full px-3 text-lg font-bold hover:bg-saddle hover:text-white"
      >
        −
      </button>
      <span className="min-w-6 text-center text-sm font-semibold" aria-live="polite" data-testid="card-qty">
        {qty}
      </span>
      <button
        type="button"
        onClick={() => void addToCart(productId)}
        aria-label={t("card.addOne", { name: productName })}
        className="h-full px-3 text-lg font-bold hover:bg-saddle hover:text-white"
      >
        +
      </button>
    </div>
  );
}
