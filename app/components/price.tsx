import { discountPercent, formatPrice, rupeesToPaise } from "../../lib/money";
import { useT } from "../i18n/use-t";

/** Struck-through MRP and the offer price, with the rupee symbol, en-IN grouping. */
export function Price({ price, offerPrice, large = false }: { price: number; offerPrice: number; large?: boolean }) {
  const mrp = rupeesToPaise(price);
  const offer = rupeesToPaise(offerPrice);
  const off = discountPercent(mrp, offer);
  const t = useT();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${large ? "text-3xl" : "text-lg"} font-bold text-bark`}>
        <span className="sr-only">{t("price.offer")}</span>
        {formatPrice(offer)}
      </span>
      {mrp > offer && (
        <>
          <s className={`${large ? "text-base" : "text-sm"} text-muted`}>
            <span className="sr-only">{t("price.mrp")}</span>
            {formatPrice(mrp)}
          </s>
          {off > 0 && <span className={`${large ? "text-base" : "text-xs"} font-semibold text-moss`}>{t("price.off", { percent: off })}</span>}
        </>
      )}
    </p>
  );
}
