import type { ApiOrder } from "../../../lib/orders";
import { LineVariant } from "../orders/line-variant";

/**
 * An order's lines on the seller's screens, so the right size and colour is
 * packed: "2 × Padded Halter", then "Cob / Burgundy · SKU BB-HH-001-4" (a line
 * made before variants shows the SKU it was ordered under).
 */
export function OrderLines({ order, className = "" }: { order: ApiOrder; className?: string }) {
  return (
    <ul className={`space-y-1 ${className}`} aria-label={`Items of order ${order._id}`} data-testid="order-lines">
      {order.items.map((it) => (
        <li key={it.product.variant?._id ?? it.product._id} data-testid="order-line">
          <span className="block">
            {it.quantity} × {it.product.name}
          </span>
          <LineVariant product={it.product} skuOfOldLines className="text-xs" />
        </li>
      ))}
    </ul>
  );
}
