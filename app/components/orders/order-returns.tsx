import { useState } from "react";
import { formatIstDate, istDate } from "../../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { returnWindowEnd, type ApiReturnRequest } from "../../../lib/returns";
import type { ApiOrder } from "../../../lib/orders";
import { useLocale, useT } from "../../i18n/use-t";
import { ReturnForm, unitsLeft } from "./return-form";

/** "3 December 2026" (or in another locale, "3 दिसंबर 2026") for an Indian calendar date "2026-12-03". */
export function longDate(day: string, locale = "en-IN"): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
}

/** The last day a return may be asked for, or null when the order is not delivered. */
export function orderReturnWindowEnd(order: ApiOrder, windowDays: number): string | null {
  if (order.status !== "delivered" || !order.deliveredAt) return null;
  return returnWindowEnd(istDate(new Date(order.deliveredAt)), windowDays);
}

const STATUS_TONE: Record<ApiReturnRequest["status"], string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-red-100 text-red-900",
  received: "bg-emerald-100 text-emerald-900",
  replacement_shipped: "bg-emerald-100 text-emerald-900",
};

/** One request's items: "1 × Padded Halter (Cob / Burgundy)", and on exchanges "for Full / Black". */
export function ReturnItems({ request }: { request: ApiReturnRequest }) {
  const t = useT();
  return (
    <ul className="space-y-0.5">
      {request.items.map((it) => (
        <li key={it.line} className="break-words" data-testid="return-item">
          {it.quantity} × {it.name}
          {it.exchangeFor && <span className="font-medium">{t("orders.ret.for", { options: it.exchangeFor.optionsText || t("orders.ret.sameAgain") })}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Photo thumbnails, each opening the full photo in a new tab. */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("orders.ret.photos")}>
      {photos.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer" className="block">
            <img src={url} alt={t("orders.ret.photoAlt", { n: i + 1 })} loading="lazy" className="h-16 w-16 rounded-lg border border-stone-200 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ReturnStatus({ request }: { request: ApiReturnRequest }) {
  const t = useT();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[request.status]}`} data-testid="return-status">
      {t(`orders.ret.status.${request.status}`)}
    </span>
  );
}

function RequestCard({ request }: { request: ApiReturnRequest }) {
  const r = request;
  const t = useT();
  const locale = useLocale();
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 p-3 text-sm" data-testid="return-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {t(`orders.ret.short.${r.type}`)}{" "}
          <span className="font-normal text-muted">{t("orders.ret.asked", { date: formatIstDate(r.createdAt, locale) })}</span>
        </p>
        <ReturnStatus request={r} />
      </div>
      <ReturnItems request={r} />
      <p className="break-words">
        <span className="text-muted">{t("orders.ret.reason")}</span>
        {r.reason}
      </p>
      {r.sellerNote && (
        <p className="break-words" data-testid="return-seller-note">
          <span className="text-muted">{t("orders.ret.fromShop")}</span>
          {r.sellerNote}
        </p>
      )}
      <ReturnPhotos photos={r.photos} />
      {r.type === "return" && (r.refundId || r.creditNoteNumber) && (
        <p data-testid="return-refund">
          {r.refundId && t("orders.ret.refundOf", { amount: formatAmount(rupeesToPaise(r.amount)) })}
          {r.refundId && r.creditNoteNumber && " · "}
          {r.creditNoteNumber && (
            <>
              {t("orders.ret.creditNote")}
              <span className="font-mono text-xs">{r.creditNoteNumber}</span>
            </>
          )}
        </p>
      )}
      {r.replacement && (r.replacement.carrier || r.replacement.awb) && (
        <p>
          <span className="text-muted">{t("orders.ret.replacementSent")}</span>
          {[r.replacement.carrier, r.replacement.awb && t("orders.ret.awb", { awb: r.replacement.awb })].filter(Boolean).join(" · ")}
        </p>
      )}
    </li>
  );
}

/**
 * The order page's returns slot: "Return or exchange" while the order is delivered and within the shop's return
 * window (India's calendar), the closed-window text after it, and the requests made on this order. Nothing for an
 * order not delivered that has no requests.
 */
export function OrderReturns({ order, windowDays, today, onChange }: { order: ApiOrder; windowDays: number; today: string; onChange: () => void }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const locale = useLocale();
  const end = orderReturnWindowEnd(order, windowDays);
  const requests = order.returns ?? [];
  if (end === null && requests.length === 0) return null;
  const within = end !== null && today <= end;
  const anyLeft = unitsLeft(order).some((n) => n > 0);
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="returns-heading" data-testid="order-returns">
      <h2 id="returns-heading" className="font-display text-lg font-bold">
        {t("orders.ret.heading")}
      </h2>
      {end !== null && !within && (
        <p className="mt-2 text-sm text-muted" data-testid="return-window-closed">
          {t("orders.ret.closed", { date: longDate(end, locale) })}
        </p>
      )}
      {within && anyLeft && !open && (
        <div className="mt-3">
          <button type="button" className="btn-outline py-2 text-sm" onClick={() => setOpen(true)}>
            {t("orders.ret.open")}
          </button>
          <p className="mt-2 text-xs text-muted">{t("orders.ret.until", { date: longDate(end, locale) })}</p>
        </div>
      )}
      {within && open && (
        <div className="mt-3">
          <ReturnForm
            order={order}
            onCancel={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              onChange();
            }}
          />
        </div>
      )}
      {requests.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t("orders.ret.yourRequests")}>
          {[...requests]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((r) => (
              <RequestCard key={r._id} request={r} />
            ))}
        </ul>
      )}
    </section>
  );
}
