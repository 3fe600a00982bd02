import { useEffect, useRef, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { CACHED_AT_HEADER } from "../../../lib/back-office-app";
import type { ApiOrder } from "../../../lib/orders";
import { toast } from "../../toast";
import { useOnline } from "./offline";

/** Under the search boxes: what the search finds (the placeholder stays the spec's "Search by Order ID..."). */
export const SEARCH_HINT = "Finds an order by its number (#1001), ID, or the customer's name, phone or email.";

type Page = { success: boolean; message?: string; orders?: ApiOrder[]; next?: string | null };

/**
 * The seller's orders for the list and the label screens: the search (order number, id, customer name, phone
 * or email; from the URL's ?order= at first, case-insensitive, on the server, 300 ms after typing stops), "load more"
 * paging, and replacing an order after an action. Spec: "Failed to fetch
 * orders" empties the list.
 *
 * Offline (record 015): the service worker answers with the orders last loaded,
 * stamped with when; `offline` is then true (read-only), `loadedAt` says when,
 * and the list reloads itself when the browser is back online.
 */
export function useSellerOrders() {
  const revalidator = useRevalidator();
  // ?order=… (a new-order notification's link) opens the list searched for that order.
  const [params] = useSearchParams();
  const initial = (params.get("order") ?? "").slice(0, 64);
  const [search, setSearch] = useState(initial);
  const [query, setQuery] = useState(initial);
  const [orders, setOrders] = useState<ApiOrder[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  const [fromCache, setFromCache] = useState(false);
  const online = useOnline();
  const wasOffline = useRef(false);
  const request = useRef(0);
  const retries = useRef(0);

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
    let cachedAt: string | null = null;
    let unreachable = false;
    try {
      const res = await fetch(`/api/order/seller?${params.toString()}`, { credentials: "include" });
      if (res.status === 401) void revalidator.revalidate();
      cachedAt = res.headers.get(CACHED_AT_HEADER);
      // 503 from the worker: offline, and nothing kept for this search or page.
      unreachable = res.status === 503 && !navigator.onLine;
      page = (await res.json()) as Page;
    } catch {
      unreachable = !navigator.onLine;
      page = { success: false };
    }
    if (id !== request.current) return; // a newer search answered first
    setLoading(false);
    if (unreachable) {
      // Offline with nothing kept for this: what is on screen stays.
      toast.error("You are offline");
      return;
    }
    if (!page.success || !page.orders) {
      toast.error(page.message || "Failed to fetch orders");
      setOrders([]);
      setNext(null);
      return;
    }
    const got = page.orders;
    setOrders((prev) => (after ? [...prev, ...got] : got));
    setNext(page.next ?? null);
    if (!after) {
      setFromCache(cachedAt !== null);
      setLoadedAt(cachedAt ? new Date(cachedAt) : new Date());
      // The browser says online, yet the worker answered with its kept copy (the first requests after the connection
      // returns often fail): ask again shortly, a few times, rather than stay read-only.
      if (cachedAt !== null && navigator.onLine && retries.current < 5) {
        retries.current += 1;
        setTimeout(() => void load(null), 2000);
      } else if (cachedAt === null) retries.current = 0;
    }
  };

  useEffect(() => {
    void load(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload when the search settles
  }, [query]);

  // Back online after being offline: the orders are loaded again (the kept copy may be hours old).
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void load(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the connection comes back
  }, [online]);

  return {
    search,
    setSearch,
    orders,
    loading,
    /** Read-only: the browser is offline, or the list shown is the copy the service worker kept. */
    offline: !online || fromCache,
    /** When the orders shown were loaded (null before the first load). */
    loadedAt,
    hasMore: next !== null,
    loadMore: () => void load(next),
    /** The first page again (an order just became real, e.g. a UPI payment confirmed). */
    reload: () => void load(null),
    replace: (o: ApiOrder) => setOrders((prev) => prev.map((x) => (x._id === o._id ? o : x))),
  };
}
