import { useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate, useRevalidator } from "react-router";
import { SellerLogin } from "../../components/seller/seller-login";
import { sellerSend, useSellerData } from "../../components/seller/seller-api";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import { SellerHeader } from "../../components/seller/seller-header";
import { dropOfflineData, registerBackOfficeWorker } from "../../components/seller/offline";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ title: "Seller" }, { name: "robots", content: "noindex" }];

/** Installable back office (record 015): linked from back-office pages only, so the storefront's head is unchanged. */
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/seller/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/seller/icons/icon-192.png" },
];

const LINKS = [
  { to: "/seller", label: "Dashboard", end: true },
  { to: "/seller/add-product", label: "Add Product", end: false },
  { to: "/seller/product-list", label: "Product List", end: false },
  { to: "/seller/orders", label: "Order Label", end: false },
  { to: "/seller/Orderlist", label: "Orders", end: false },
  { to: "/seller/returns", label: "Returns & cancellations", end: false },
  { to: "/seller/reviews", label: "Reviews", end: false },
  { to: "/seller/coupons", label: "Coupons", end: false },
  { to: "/seller/messages", label: "Messages", end: false },
  { to: "/seller/settings", label: "Settings", end: false, owner: true },
  { to: "/seller/search", label: "Search synonyms", end: false, owner: true },
  { to: "/seller/staff", label: "Staff", end: false, owner: true },
  { to: "/seller/account", label: "Account", end: false },
];
/** Staff logins do not see what only the owner may use (decision record 016); the server refuses it to them anyway. */
const linksFor = (role: "owner" | "staff" | null | undefined) => (role === "staff" ? LINKS.filter((l) => !("owner" in l)) : LINKS);
const ownerOnlyPath = (pathname: string) => LINKS.some((l) => "owner" in l && pathname.toLowerCase().startsWith(l.to));

/** The phone's bottom bar: the four screens used most, and More for the rest. */
const BAR = [
  { to: "/seller", label: "Dashboard", end: true, icon: "M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10" },
  { to: "/seller/Orderlist", label: "Orders", end: false, icon: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" },
  { to: "/seller/product-list", label: "Products", end: false, icon: "M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10" },
  { to: "/seller/add-product", label: "Add", end: false, icon: "M12 5v14M5 12h14" },
];

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** Fields that bring up the phone's keyboard or picker: while one has focus the bottom bar steps aside (issue 15). */
const FIELDS =
  "input:not([type=hidden],[type=checkbox],[type=radio],[type=range],[type=file],[type=submit],[type=button],[type=reset]), select, textarea, [contenteditable='true']";

/** Whether a form field has focus (the owner is typing): the bar must not lie over the field. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const check = (e: FocusEvent) => {
      const target = e.type === "focusin" ? e.target : e.relatedTarget;
      setTyping(target instanceof HTMLElement && target.matches(FIELDS));
    };
    document.addEventListener("focusin", check);
    document.addEventListener("focusout", check);
    return () => {
      document.removeEventListener("focusin", check);
      document.removeEventListener("focusout", check);
    };
  }, []);
  return typing;
}

const barItem = (active: boolean) =>
  `flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-xs font-medium ${active ? "text-saddle" : "text-bark"}`;

/**
 * Below 768 px: a bar fixed to the bottom of the screen (every target 56 px tall), More opens the other screens and
 * Logout. It steps aside while a form field has focus, as the phone's keyboard takes the bottom of the screen then.
 */
function BottomBar({ onLogout, links }: { onLogout: () => void; links: typeof LINKS }) {
  const MORE = links.filter((l) => !BAR.some((b) => b.to === l.to));
  const [open, setOpen] = useState(false);
  const typing = useTyping();
  const { pathname } = useLocation();
  const menu = useRef<HTMLLIElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) => menu.current && !menu.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);
  const moreActive = MORE.some((l) => pathname.toLowerCase().startsWith(l.to.toLowerCase()));
  return (
    <nav
      aria-label="Back office"
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden ${typing ? "hidden" : ""}`}
      data-testid="seller-bottom-bar"
      data-typing={typing ? "true" : undefined}
    >
      <ul className="grid grid-cols-5">
        {BAR.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className={({ isActive }) => barItem(isActive)}>
              <Icon d={l.icon} />
              {l.label}
            </NavLink>
          </li>
        ))}
        <li className="relative" ref={menu}>
          <button type="button" className={barItem(moreActive)} aria-expanded={open} aria-controls="seller-more" onClick={() => setOpen((o) => !o)}>
            <Icon d="M5 12h.01M12 12h.01M19 12h.01" />
            More
          </button>
          {open && (
            <ul id="seller-more" className="absolute right-2 bottom-full mb-2 w-52 rounded-xl border border-stone-200 bg-white p-1 shadow-lg">
              {MORE.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    end={l.end}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${isActive ? "bg-saddle text-white" : "text-bark hover:bg-sand"}`
                    }
                  >
                    {l.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-bark hover:bg-sand"
                  onClick={onLogout}
                >
                  Logout
                </button>
              </li>
            </ul>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** The greeting names the seller who is logged in (GET /api/seller/is-auth), "Hi! Asha" — never a fixed "Admin". */
function Greeting() {
  const { data } = useSellerData<{ seller: { name: string; email: string } }>("/api/seller/is-auth");
  const name = data?.seller.name.trim();
  const text = name ? `Hi! ${name}` : "Hi!";
  return (
    <span className="min-w-0 truncate text-muted" title={text} data-testid="seller-greeting">
      {text}
    </span>
  );
}

/** Spec: /seller shows the seller layout when the seller flag is set, else the seller login screen. */
export default function SellerLayout() {
  const { isSeller, settings, payments, sellerRole } = useShop();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The service worker works for a signed-in seller; on the login screen whatever it kept belongs to a session that ended.
  useEffect(() => {
    if (isSeller) registerBackOfficeWorker();
    else void dropOfflineData();
  }, [isSeller]);
  if (!isSeller) return <SellerLogin />;

  const logout = async () => {
    const res = await sellerSend("POST", "/api/seller/logout");
    if (!res.success) return void toast.error("Failed to logout.");
    await dropOfflineData();
    toast.success("Logged out successfully");
    await revalidator.revalidate();
    await navigate("/");
  };

  return (
    <div className="min-h-screen bg-cream pb-20 md:pb-0">
      <SellerHeader shopName={settings.shopName}>
        <div className="flex min-w-0 items-center gap-4 text-sm">
          <Greeting />
          <button
            type="button"
            className="hidden min-h-11 shrink-0 rounded-full border border-stone-300 px-4 font-medium hover:bg-sand md:block"
            onClick={() => void logout()}
          >
            Logout
          </button>
        </div>
      </SellerHeader>
      {payments === "sandbox" && (
        <p role="status" className="bg-red-700 px-4 py-2 text-center text-sm font-semibold text-white" data-testid="sandbox-banner">
          Payments sandbox is on: online orders are test orders marked SANDBOX – NOT PAID, no money moves. Set Razorpay keys to take real payments.
        </p>
      )}
      <div className="md:flex">
        <nav aria-label="Back office" className="hidden border-stone-200 bg-white md:block md:min-h-[calc(100vh-57px)] md:w-56 md:shrink-0 md:border-r">
          <ul className="flex flex-col gap-1 p-3">
            {linksFor(sellerRole).map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? "bg-saddle text-white" : "text-bark hover:bg-sand"}`
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 p-4 md:p-8">
          {sellerRole === "staff" && ownerOnlyPath(pathname) ? (
            <p role="alert" className="rounded-2xl border border-stone-200 bg-white p-5" data-testid="owner-only">
              Only the shop owner can open this page.
            </p>
          ) : (
            <Outlet />
          )}
        </div>
      </div>
      <BottomBar onLogout={() => void logout()} links={linksFor(sellerRole)} />
    </div>
  );
}
