import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { ApiUser } from "../../lib/accounts";
import { useLocalePath, useT } from "../i18n/use-t";
import { logout } from "../auth-actions";
import { openLogin } from "../state/auth";
import { useShop } from "../state/shop";

/**
 * The logged-in customer's menu (My Orders, My Account, Logout) and the phone menu's account buttons: a chunk of
 * their own, loaded when a customer is logged in or the phone menu opens (the storefront's JS budget).
 */
/** Spec: logout clears the user, toasts and goes home (in the page's language), and the page's data reloads. */
function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const lp = useLocalePath();
  return async () => {
    if (await logout()) {
      await navigate(lp("/"));
      await revalidator.revalidate();
    }
  };
}

export function UserMenu({ user }: { user: ApiUser }) {
  const t = useT();
  const lp = useLocalePath();
  const [open, setOpen] = useState(false);
  const logOut = useLogOut();
  return (
    <div className="relative hidden md:block" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-semibold"
        data-testid="user-menu"
      >
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-saddle text-white">
          {user.name.charAt(0).toUpperCase()}
        </span>
        {user.name}
      </button>
      {open && (
        <ul role="menu" className="absolute right-0 mt-2 w-44 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg">
          <li role="none">
            <Link role="menuitem" to={lp("/my-orders")} className="block px-4 py-2 text-sm hover:bg-sand" onClick={() => setOpen(false)}>
              {t("nav.myOrders")}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={lp("/account")} className="block px-4 py-2 text-sm hover:bg-sand" onClick={() => setOpen(false)}>
              {t("nav.myAccount")}
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              className="block w-full px-4 py-2 text-left text-sm hover:bg-sand"
              onClick={() => {
                setOpen(false);
                void logOut();
              }}
            >
              {t("nav.logout")}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

export function MobileAccount() {
  const { user } = useShop();
  const t = useT();
  const lp = useLocalePath();
  const logOut = useLogOut();
  if (!user) {
    return (
      <button type="button" className="btn-primary w-full" onClick={() => openLogin()}>
        {t("nav.login")}
      </button>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3">
      <Link to={lp("/my-orders")} className="btn-outline flex-1">
        {t("nav.myOrders")}
      </Link>
      <Link to={lp("/account")} className="btn-outline flex-1">
        {t("nav.myAccount")}
      </Link>
      <button type="button" className="btn-primary col-span-2" onClick={() => void logOut()}>
        {t("nav.logout")}
      </button>
    </div>
  );
}
