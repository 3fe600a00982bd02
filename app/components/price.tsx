import { discountPercent, formatPrice, rupeesToPaise } from "../../lib/money";

/** Struck-through MRP and the offer price, with the rupee symbol, en-IN grouping. */
export function Price({ price, offerPrice, large = false }: { price: number; offerPrice: number; large?: boolean }) {
  const mrp = rupeesToPaise(price);
  const offer = rupeesToPaise(offerPrice);
  const off = discountPercent(mrp, offer);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${large ? "text-3xl" : "text-lg"} font-bold text-bark`}>
        <span className="sr-only">Offer price </span>
        {formatPrice(offer)}
      </span>
      {mrp > offer && (
        <>
          <s className={`${large ? "text-base" : "text-sm"} text-muted`}>
            <span className="sr-only">MRP </span>
            {formatPrice(mrp)}
          </s>
          {off > 0 && <span className={`${large ? "text-base" : "text-xs"} font-semibold text-moss`}>{off}% off</span>}
        </>
      )}
    </p>
  );
}
