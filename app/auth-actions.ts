import type { ApiUser } from "../lib/accounts";
import { getJson, postJson } from "./api";
import { tNow } from "./i18n/use-t";
import { resetLogin, type AuthMode } from "./state/auth";
import { bindCart, clearLocalCart, localCartForMerge } from "./state/cart";
import { toast } from "./toast";

/**
 * Logs in or registers; the visitor's local cart goes along and is merged into
 * the saved one on the server. Returns the user, or null after toasting the error.
 */
export async function submitAuth(mode: AuthMode, fields: { name?: string; email: string; password: string }): Promise<ApiUser | null> {
  const body =
    mode === "register" ? { name: fields.name ?? "", email: fields.email, password: fields.password } : { email: fields.email, password: fields.password };
  const res = await postJson<{ user: ApiUser }>(`/api/user/${mode}`, { ...body, cartItems: localCartForMerge() });
  if (!res.success || !res.user) {
    toast.error(res.message || tNow("toast.failed"));
    return null;
  }
  clearLocalCart();
  bindCart(res.user, true);
  resetLogin();
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
