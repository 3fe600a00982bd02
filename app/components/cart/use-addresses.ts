import { useEffect, useRef, useState } from "react";
import { getJson } from "../../api";
import { tNow } from "../../i18n/use-t";
import { toast } from "../../toast";
import type { ApiAddress } from "../../../lib/address";

/**
 * The customer's saved addresses (none for visitors); errors toast the server message or the spec's fallback.
 * `drawn`: the addresses the server drew the page with (app/cart.server.ts), not fetched again.
 */
export function useAddresses(loggedIn: boolean, drawn?: ApiAddress[] | null) {
  const [addresses, setAddresses] = useState<ApiAddress[] | null>(drawn ?? (loggedIn ? null : []));
  const drawnFirst = useRef(Boolean(drawn));
  useEffect(() => {
    if (!loggedIn) {
      setAddresses([]);
      return;
    }
    if (drawnFirst.current) {
      drawnFirst.current = false;
      return;
    }
    let live = true;
    void getJson<{ addresses: ApiAddress[] }>("/api/address/get").then((res) => {
      if (!live) return;
      if (!res.success) toast.error(res.message || tNow("checkout.addressesFailed"));
      setAddresses(res.addresses ?? []);
    });
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return addresses;
}

export type { ApiAddress };
