import { useSyncExternalStore } from "react";
import type { ApiUser } from "../../lib/accounts";
import { postJson, getJson } from "../api";
import { toast } from "../toast";
import { tNow } from "../i18n/use-t";
import { bindCart, clearLocalCart, localCartForMerge } from "./cart";

/** Login/register modal state, and the account actions behind it. */
export type AuthMode = "login" | "register";
type ModalState = { open: boolean; mode: AuthMode };

let modal: ModalState = { open: false, mode: "login" };
const listeners = new Set<() => void>();
const CLOSED: ModalState = { open: false, mode: "login" };

function set(next: ModalState) {
  modal = next;
  for (const l of listeners) l();
}

export function useLoginModal(): ModalState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => modal,
    () => CLOSED,
  );
}

export const openLogin = (mode: AuthMode = "login") => set({ open: true, mode });
export const closeLogin = () => set({ ...modal, open: false });
export const switchMode = (mode: AuthMode) => set({ open: true, mode });

/**
 * Logs in or registers; the visitor's local cart goes along and is merged into
 * the saved one on the server. Returns the user, or null after toasting the error.
 */
export async function submitAuth(mode: AuthMode, fields: { name?: string; email: string; password: string }): Promise<ApiUser | null> {
  const body = mode === "register" ? { name: fields.name ?? "", email: fields.email, password: fields.password } : { email: fields.email, password: fields.password };
  const res = await postJson<{ user: ApiUser }>(`/api/user/${mode}`, { ...body, cartItems: localCartForMerge() });
  if (!res.success || !res.user) {
    toast.error(res.message || tNow("toast.failed"));
    return null;
  }
  clearLocalCart();
  bindCart(res.user, true);
  set(CLOSED);
  return res.user;
}

/** Spec: logout clears the user, removes the session, toasts and goes home. */
export async function logout(): Promise<boolean> {
  const res = await getJson("/api/user/logout");
  if (!res.success) {
    toast.error(tNow("toast.logoutFailed"));
    return false;
  }
  clearLocalCart();
  bindCart(null, true);
  toast.success(tNow("toast.loggedOut"));
  return true;
}
