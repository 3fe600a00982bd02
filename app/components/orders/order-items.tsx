import { formatAmount, rupeesToPaise } from "../../../lib/money";
import type { ApiOrder } from "../../../lib/orders";
import { ProductImage } from "../product-image";
import { LineVariant } from "./line-variant";

const money = (rupees: number) => formatAmount(rupeesToPaise(rupees));

/** An order's lines as the customer sees them (My Orders and the order page): picture, name, options, quantity × price, amount. */
export function OrderItems({ order }: { order: ApiOrder }) {
  return (
    <ul className="divide-y divide-stone-100">
      {order.items.map((it) => (
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
