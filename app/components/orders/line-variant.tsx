import type { ApiOrderItem } from "../../../lib/orders";

/**
 * Under an order line's name: the options chosen ("Cob / Burgundy") and, with
 * `showSku`, the SKU. A line made before variants (variant null) shows no options;
 * its SKU is shown only where `skuOfOldLines` asks (the seller's screens).
 */
export function LineVariant({
  product,
  skuOfOldLines = false,
  className = "text-sm",
}: {
  product: ApiOrderItem["product"];
  skuOfOldLines?: boolean;
  className?: string;
}) {
  const text = product.variant?.optionsText ?? "";
  const sku = product.variant ? product.variant.sku : skuOfOldLines ? product.sku : "";
  if (text === "" && sku === "") return null;
  return (
    <span className={`block ${className}`}>
      {text !== "" && (
        <span className="block font-medium text-bark sm:inline" data-testid="line-options">
          {text}
        </span>
      )}
      {text !== "" && sku !== "" && <span className="hidden text-muted sm:inline"> · </span>}
      {sku !== "" && (
        <span className="block text-muted sm:inline" data-testid="line-sku">
          SKU <span className="break-words font-mono text-xs">{sku}</span>
        </span>
      )}
    </span>
  );
}
