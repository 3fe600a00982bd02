import type { useSellerOrders } from "./use-seller-orders";

/** "Load more orders" under a seller order list, while there are more. */
export function LoadMoreOrders({ list, className }: { list: Pick<ReturnType<typeof useSellerOrders>, "hasMore" | "loadMore" | "loading">; className: string }) {
  if (!list.hasMore) return null;
  return (
    <div className={className}>
      <button type="button" className="btn-outline py-2 text-sm" onClick={list.loadMore} disabled={list.loading}>
        {list.loading ? "Loading orders..." : "Load more orders"}
      </button>
    </div>
  );
}
