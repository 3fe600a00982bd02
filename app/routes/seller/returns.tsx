import { useState } from "react";
import { Link } from "react-router";
import { REFUND_METHOD_LABELS, type ApiRefund } from "../../../lib/credit-note";
import { orderNumberText } from "../../../lib/orders";
import type { ApiReturnRequest } from "../../../lib/returns";
import { dateTime, rupees } from "../../components/seller/format";
import { age, orderLink, ReturnCard, type QueueOrder } from "../../components/seller/return-card";
import { useSellerData } from "../../components/seller/seller-api";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import type { Route } from "./+types/returns";

export const meta: Route.MetaFunction = () => [{ title: "Returns & cancellations" }, { name: "robots", content: "noindex" }];

type Queue = {
  returns: { returnRequest: ApiReturnRequest; order: QueueOrder }[];
  cancellations: { order: QueueOrder; cancelledAt: string | null; reason: string | null; refunds: ApiRefund[] }[];
};

const REFUND_TEXT: Record<ApiRefund["status"], string> = { pending: "Pending", processed: "Refunded", failed: "Failed" };

function CancellationRow({ c }: { c: Queue["cancellations"][number] }) {
  const trouble = c.refunds.some((r) => r.status !== "processed");
  return (
    <li className={`rounded-2xl border bg-white p-4 text-sm ${trouble ? "border-red-300" : "border-stone-200"}`} data-testid="seller-cancellation">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold">
          <Link to={orderLink(c.order)} className="text-saddle underline">
            Order {orderNumberText(c.order.orderNumber)}
          </Link>{" "}
          <span className="font-normal break-words">· {c.order.customerName}</span>
        </p>
        {c.cancelledAt && (
          <span className="text-xs text-muted" title={dateTime(c.cancelledAt)}>
            Cancelled {age(c.cancelledAt)}
          </span>
        )}
      </div>
      {c.reason && <p className="mt-1 break-words text-muted">{c.reason}</p>}
      {c.refunds.length === 0 ? (
        <p className="mt-1 text-muted">No refund ({c.order.paymentType === "COD" ? "cash on delivery, not paid" : "nothing was paid"})</p>
      ) : (
        <ul className="mt-1 space-y-0.5">
          {c.refunds.map((r) => (
            <li key={r._id}>
              {rupees(r.amount)} · {REFUND_METHOD_LABELS[r.method]} ·{" "}
              <span className={r.status === "processed" ? "" : "rounded bg-red-100 px-1.5 font-semibold text-red-900"} data-testid="cancellation-refund-status">
                {REFUND_TEXT[r.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {trouble && (
        <p className="mt-1 text-red-900">
          This refund needs you:{" "}
          <Link to={orderLink(c.order)} className="font-semibold underline">
            open the order
          </Link>{" "}
          to retry or record it.
        </p>
      )}
    </li>
  );
}

/**
 * The seller's after-sales queue (issue 16, item 7): return and exchange requests with their actions (open ones, or
 * all), and below them the recent cancellations with how their refunds stand (pending and failed ones stand out).
 */
export default function SellerReturns() {
  const [filter, setFilter] = useState<"open" | "all">("open");
  const { sellerRole } = useShop();
  const loaded = useSellerData<Queue>(`/api/seller/after-sales?filter=${filter}`, (m) => toast.error(m));
  const returns = loaded.data?.returns ?? [];
  const cancellations = loaded.data?.cancellations ?? [];
  const first = loaded.loading && !loaded.data;
  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-3xl font-bold">Returns &amp; cancellations</h1>
      <section className="mt-6" aria-labelledby="returns-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="returns-title" className="font-display text-2xl font-bold">
            Returns and exchanges
          </h2>
          <div className="inline-flex rounded-lg border border-saddle p-0.5" role="group" aria-label="Which requests">
            {(["open", "all"] as const).map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                className={`min-h-10 rounded-md px-4 text-sm font-semibold ${filter === f ? "bg-saddle text-white" : "text-saddle"}`}
                onClick={() => setFilter(f)}
              >
                {f === "open" ? "Open" : "All"}
              </button>
            ))}
          </div>
        </div>
        {first ? (
          <p className="mt-4 text-muted">Loading...</p>
        ) : returns.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-stone-200 bg-white p-5 text-muted">
            {filter === "open" ? "No open requests." : "No return or exchange requests yet."}
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {returns.map(({ returnRequest, order }) => (
              <ReturnCard key={returnRequest._id} request={returnRequest} order={order} owner={sellerRole !== "staff"} onChange={loaded.reload} />
            ))}
          </ul>
        )}
      </section>
      <section className="mt-10" aria-labelledby="cancellations-title">
        <h2 id="cancellations-title" className="font-display text-2xl font-bold">
          Cancellations
        </h2>
        <p className="mt-1 text-sm text-muted">The last 30 days, and any order whose refund is pending or failed.</p>
        {first ? null : cancellations.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-stone-200 bg-white p-5 text-muted">No cancellations.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {cancellations.map((c) => (
              <CancellationRow key={c.order._id} c={c} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
