import { useEffect, useState } from "react";
import { getJson } from "../../api";
import { tNow } from "../../i18n/use-t";
import { toast } from "../../toast";
import type { ApiAddress } from "../../../lib/address";

/** The customer's saved addresses (none for visitors); errors toast the server message or the spec's fallback. */
export function useAddresses(loggedIn: boolean) {
  const [addresses, setAddresses] = useState<ApiAddress[] | null>(loggedIn ? null : []);
  useEffect(() => {
    if (!loggedIn) {
      setAddresses([]);
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
