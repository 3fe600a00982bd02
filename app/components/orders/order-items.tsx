import { localiseOrder } from "../../../lib/catalog-i18n";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import type { ApiOrder } from "../../../lib/orders";
import { ProductImage } from "../product-image";
import { LineVariant } from "./line-variant";
import { useLang } from "../../i18n/use-t";

const money = (rupees: number) => formatAmount(rupeesToPaise(rupees));

/**
 * An order's lines as the customer sees them (My Orders and the order page): picture, name, options, quantity × price,
 * amount. On a Hindi page, each product's Hindi name as it was when ordered, where it had one.
 */
export function OrderItems({ order }: { order: ApiOrder }) {
  const lang = useLang();
  return (
    <ul className="divide-y divide-stone-100">
      {localiseOrder(order, lang).items.map((it) => (
        <li key={it.product.variant?._id ?? it.product._id} className="flex items-center gap-4 py-3" data-testid="order-line">
          <ProductImage file={it.product.image[0]} alt="" sizes="64px" size={64} className="h-16 w-16 shrink-0 rounded-lg bg-sand object-cover" />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{it.product.name}</p>
            <LineVariant product={it.product} />
            <p className="text-sm text-muted">
              {it.quantity} × {money(it.product.offerPrice)}
            </p>
          </div>
          <p className="font-semibold">{money(it.amount)}</p>
        </li>
      ))}
    </ul>
  );
}
