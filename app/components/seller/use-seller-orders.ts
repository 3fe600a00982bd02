import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { ApiOrder } from "../../../lib/orders";
import { toast } from "../../toast";

type Page = { success: boolean; message?: string; orders?: ApiOrder[]; next?: string | null };

/**
 * The seller's orders for the list and the label screens: the search (order id,
 * case-insensitive, on the server, 300 ms after typing stops), "load more"
 * paging, and replacing an order after an action. Spec: "Failed to fetch
 * orders" empties the list.
 */
export function useSellerOrders() {
  const revalidator = useRevalidator();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [orders, setOrders] = useState<ApiOrder[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const request = useRef(0);

  useEffect(() => {
    const t = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(t);
  }, [search]);

  const load = async (after: string | null) => {
    const id = ++request.current;
    setLoading(true);
    const params = new URLSearchParams();
    if (query) params.set("q", query);
    if (after) params.set("after", after);
    let page: Page;
    try {
      const res = await fetch(`/api/order/seller?${params.toString()}`, { credentials: "include" });
      if (res.status === 401) void revalidator.revalidate();
      page = (await res.json()) as Page;
    } catch {
      page = { success: false };
    }
    if (id !== request.current) return; // a newer search answered first
    setLoading(false);
    if (!page.success || !page.orders) {
      toast.error(page.message || "Failed to fetch orders");
      setOrders([]);
      setNext(null);
      return;
    }
    const got = page.orders;
    setOrders((prev) => (after ? [...prev, ...got] : got));
    setNext(page.next ?? null);
  };

  useEffect(() => {
    void load(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload when the search settles
  }, [query]);

  return {
    search,
    setSearch,
    orders,
    loading,
    hasMore: next !== null,
    loadMore: () => void load(next),
    replace: (o: ApiOrder) => setOrders((prev) => prev.map((x) => (x._id === o._id ? o : x))),
  };
}
