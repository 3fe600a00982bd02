import { useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";

export type Loaded<T> = { data: T | null; loading: boolean; failed: boolean; reload: () => void };

/**
 * A back-office GET: the data, a loading flag, and reload. A 401 means the
 * seller session ended: the layout is revalidated and shows the login screen.
 */
export function useSellerData<T>(url: string | null, onError?: (message: string) => void): Loaded<T> {
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean }>({ data: null, loading: url !== null, failed: false });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    fetch(url, { credentials: "include" })
      .then(async (res) => {
        if (res.status === 401) {
          void revalidator.revalidate();
          throw new Error("Seller login required");
        }
        const body = (await res.json()) as T & { success: boolean; message?: string };
        if (!body.success) throw new Error(body.message ?? "Request failed");
        if (live) setState({ data: body, loading: false, failed: false });
      })
      .catch((err: unknown) => {
        if (!live) return;
        console.error(err);
        onError?.(err instanceof Error ? err.message : String(err));
        setState((s) => ({ ...s, loading: false, failed: true }));
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch on url or reload only
  }, [url, tick]);
  return { ...state, reload };
}

/** A back-office write; never throws: `{ success, message, ... }`. */
export async function sellerSend<T = unknown>(
  method: "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
): Promise<{ success: boolean; message?: string } & Partial<T>> {
  try {
    const res = await fetch(url, {
      method,
      credentials: "include",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { success: boolean; message?: string } & Partial<T>;
  } catch {
    return { success: false } as { success: boolean; message?: string } & Partial<T>;
  }
}
