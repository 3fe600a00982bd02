import { formatIstDateTime } from "../../../lib/india-time";
import { orderTimeline } from "../../../lib/order-timeline";
import type { ApiOrder } from "../../../lib/orders";
import { useLocale, useT } from "../../i18n/use-t";

/** The order's status steps (lib/order-timeline.ts), the shipped step with the courier, AWB and tracking link. */
export function OrderTimeline({ order }: { order: ApiOrder }) {
  const steps = orderTimeline(order);
  const t = useT();
  const locale = useLocale();
  return (
    <ol className="space-y-0" data-testid="order-timeline">
      {steps.map((s, i) => {
        const last = i === steps.length - 1;
        const dot = s.key === "cancelled" ? "bg-stone-500 border-stone-500" : s.done ? "bg-moss border-moss" : "bg-white border-stone-300";
        return (
          <li
            key={s.key}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={s.current ? "step" : undefined}
            data-testid={`step-${s.key}`}
            data-done={s.done}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute left-[0.6875rem] top-6 h-[calc(100%-1.25rem)] w-0.5 ${steps[i + 1]!.done ? "bg-moss" : "bg-stone-200"}`}
              />
            )}
            <span aria-hidden="true" className={`mt-0.5 h-6 w-6 shrink-0 rounded-full border-2 ${dot}`} />
            <div className="min-w-0">
              <p className={s.done ? "font-semibold" : "text-muted"}>
                {t(`orders.status.${s.key}`)}
                {!s.done && <span className="sr-only">{t("orders.notYet")}</span>}
              </p>
              {s.at && <p className="text-sm text-muted">{formatIstDateTime(s.at, locale)}</p>}
              {s.key === "shipped" && s.done && (order.carrier || order.awb || order.trackingUrl) && (
                <div className="mt-1 text-sm" data-testid="shipment">
                  {order.carrier && <p>{t("orders.courier", { carrier: order.carrier })}</p>}
                  {order.awb && (
                    <p>
                      {t("orders.awb")}
                      <span className="break-all font-mono">{order.awb}</span>
                    </p>
                  )}
                  {order.trackingUrl && (
                    <a
                      className="mt-1 inline-block py-1 font-semibold text-saddle underline"
                      href={order.trackingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t("orders.trackShipment")}
                    </a>
                  )}
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
