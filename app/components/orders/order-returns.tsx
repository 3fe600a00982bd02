import { useState } from "react";
import { formatIstDate, istDate } from "../../../lib/india-time";
import { formatAmount, rupeesToPaise } from "../../../lib/money";
import { returnWindowEnd, type ApiReturnRequest } from "../../../lib/returns";
import type { ApiOrder } from "../../../lib/orders";
import { ReturnForm, unitsLeft } from "./return-form";

/** "3 December 2026" for an Indian calendar date "2026-12-03". */
export function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
}

/** The last day a return may be asked for, or null when the order is not delivered. */
export function orderReturnWindowEnd(order: ApiOrder, windowDays: number): string | null {
  if (order.status !== "delivered" || !order.deliveredAt) return null;
  return returnWindowEnd(istDate(new Date(order.deliveredAt)), windowDays);
}

const SHORT_TYPE = { return: "Return", exchange: "Exchange" } as const;

const STATUS_TONE: Record<ApiReturnRequest["status"], string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-red-100 text-red-900",
  received: "bg-emerald-100 text-emerald-900",
  replacement_shipped: "bg-emerald-100 text-emerald-900",
};

/** One request's items: "1 × Padded Halter (Cob / Burgundy)", and on exchanges "for Full / Black". */
export function ReturnItems({ request }: { request: ApiReturnRequest }) {
  return (
    <ul className="space-y-0.5">
      {request.items.map((it) => (
        <li key={it.line} className="break-words" data-testid="return-item">
          {it.quantity} × {it.name}
          {it.exchangeFor && <span className="font-medium"> for {it.exchangeFor.optionsText || "the same again"}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Photo thumbnails, each opening the full photo in a new tab. */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Photos">
      {photos.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer" className="block">
            <img src={url} alt={`Photo ${i + 1} (opens full size)`} loading="lazy" className="h-16 w-16 rounded-lg border border-stone-200 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ReturnStatus({ request }: { request: ApiReturnRequest }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[request.status]}`} data-testid="return-status">
      {request.statusLabel}
    </span>
  );
}

function RequestCard({ request }: { request: ApiReturnRequest }) {
  const r = request;
  return (
    <li className="space-y-2 rounded-xl border border-stone-200 p-3 text-sm" data-testid="return-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {SHORT_TYPE[r.type]} <span className="font-normal text-muted">· asked {formatIstDate(r.createdAt)}</span>
        </p>
        <ReturnStatus request={r} />
      </div>
      <ReturnItems request={r} />
      <p className="break-words">
        <span className="text-muted">Reason: </span>
        {r.reason}
      </p>
      {r.sellerNote && (
        <p className="break-words" data-testid="return-seller-note">
          <span className="text-muted">From the shop: </span>
          {r.sellerNote}
        </p>
      )}
      <ReturnPhotos photos={r.photos} />
      {r.type === "return" && (r.refundId || r.creditNoteNumber) && (
        <p data-testid="return-refund">
          {r.refundId && <>Refund of {formatAmount(rupeesToPaise(r.amount))}</>}
          {r.refundId && r.creditNoteNumber && " · "}
          {r.creditNoteNumber && (
            <>
              Credit note <span className="font-mono text-xs">{r.creditNoteNumber}</span>
            </>
          )}
        </p>
      )}
      {r.replacement && (r.replacement.carrier || r.replacement.awb) && (
        <p>
          <span className="text-muted">Replacement sent: </span>
          {[r.replacement.carrier, r.replacement.awb && `AWB ${r.replacement.awb}`].filter(Boolean).join(" · ")}
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
  const end = orderReturnWindowEnd(order, windowDays);
  const requests = order.returns ?? [];
  if (end === null && requests.length === 0) return null;
  const within = end !== null && today <= end;
  const anyLeft = unitsLeft(order).some((n) => n > 0);
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="returns-heading" data-testid="order-returns">
      <h2 id="returns-heading" className="font-display text-lg font-bold">
        Returns and exchanges
      </h2>
      {end !== null && !within && (
        <p className="mt-2 text-sm text-muted" data-testid="return-window-closed">
          The return window closed on {longDate(end)}.
        </p>
      )}
      {within && anyLeft && !open && (
        <div className="mt-3">
          <button type="button" className="btn-outline py-2 text-sm" onClick={() => setOpen(true)}>
            Return or exchange
          </button>
          <p className="mt-2 text-xs text-muted">You can ask until {longDate(end)}.</p>
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
        <ul className="mt-4 space-y-3" aria-label="Your requests">
          {[...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((r) => (
            <RequestCard key={r._id} request={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
