import { STATUS_LABELS } from "../../../lib/order-status";
import { MOVEMENT_LABELS, type StockLedgerEntry } from "../../../lib/stock-ledger";
import { optionsText } from "../../../lib/variants";
import { dateTime } from "./format";
import { useSellerData } from "./seller-api";
import type { SellerProductVariantsLike } from "./variant-save";

const th = "px-3 py-2 font-medium whitespace-nowrap";
const td = "px-3 py-2";
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The product's stock ledger on its edit screen (GET
 * /api/seller/products/{id}/stock-ledger): every movement of its counted
 * stock, newest first, with who made it and the order it belongs to.
 * `version` (the product's updatedAt) reloads it after a save. A product
 * with options names each movement's variant ("Cob / Burgundy").
 */
export function StockLedger({ productId, version }: { productId: string; version: string }) {
  const { data, loading, failed } = useSellerData<{ entries: StockLedgerEntry[] }>(
    `/api/seller/products/${productId}/stock-ledger?v=${encodeURIComponent(version)}`,
  );
  const entries = data?.entries ?? [];
  const variants = useSellerData<{ product: SellerProductVariantsLike }>(`/api/seller/products/${productId}/variants?v=${encodeURIComponent(version)}`).data
    ?.product;
  const variantName = (id: string | null) => {
    if (!variants || variants.options.length === 0 || id === null) return "";
    const v = variants.variants.find((x) => x._id === id);
    return v ? optionsText(variants.options, v.options) : "A removed variant";
  };
  return (
    <section aria-labelledby="stock-ledger" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 md:p-6">
      <h2 id="stock-ledger" className="font-display text-xl font-bold">
        Stock ledger
      </h2>
      <p className="mt-1 text-sm text-muted">Every change to the counted stock: received, sold, held for a payment, released, adjusted.</p>
      {loading && !data ? (
        <p className="mt-4 text-muted">Loading...</p>
      ) : failed ? (
        <p className="mt-4 text-muted">The stock ledger could not be loaded.</p>
      ) : entries.length === 0 ? (
        <p className="mt-4 text-muted">No stock movements yet (stock not counted).</p>
      ) : (
        <div className="mt-4 overflow-x-auto" role="region" aria-label="Stock movements" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 text-muted">
              <tr>
                <th className={th}>When</th>
                <th className={th}>Movement</th>
                <th className={`${th} text-right`}>Units</th>
                <th className={`${th} text-right`}>Stock after</th>
                <th className={th}>Order</th>
                <th className={th}>By</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e._id} className="border-b border-stone-100 last:border-0">
                  <td className={`${td} whitespace-nowrap`}>{dateTime(e.createdAt)}</td>
                  <td className={td}>
                    {MOVEMENT_LABELS[e.kind]}
                    {variantName(e.variantId) && <span className="block text-xs font-medium">{variantName(e.variantId)}</span>}
                    {e.note && <span className="block text-xs text-muted">{e.note}</span>}
                  </td>
                  <td className={`${td} text-right font-semibold tabular-nums`}>{signed(e.quantity)}</td>
                  <td className={`${td} text-right tabular-nums`}>{e.stockAfter ?? "Not counted"}</td>
                  <td className={td}>
                    {e.orderId ? (
                      <>
                        <span className="font-mono text-xs">{e.orderId}</span>
                        {e.orderStatus && <span className="block text-xs text-muted">now {STATUS_LABELS[e.orderStatus].toLowerCase()}</span>}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className={td}>{e.byName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
