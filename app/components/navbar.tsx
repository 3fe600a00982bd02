import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, NavLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { openLogin } from "../state/auth";
import { useCartCount } from "../state/cart";
import { useShop } from "../state/shop";
import { useLocalePath, useT } from "../i18n/use-t";
import type { MessageKey } from "../i18n/messages";
import { stripLang } from "../../lib/i18n";
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import type { ComboState, InputEvent } from "./search-suggest";
import { ShopLink } from "./shop-link";

const UserMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.UserMenu })));
const MobileAccount = lazy(() => import("./account-menu").then((m) => ({ default: m.MobileAccount })));
// Issue 19 item 3: suggestions under the search box, loaded when the box is first focused.
const SearchSuggest = lazy(() => import("./search-suggest"));

const LINKS: { to: string; label: MessageKey; end: boolean }[] = [
  { to: "/", label: "nav.home", end: true },
  { to: "/AboutUs", label: "nav.about", end: false },
  { to: "/products", label: "nav.products", end: false },
  { to: "/ContactSection", label: "nav.contact", end: false },
];

/** Typing a search sends the shopper to /products filtered by name (spec). */
function useSearchBox() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const onProducts = stripLang(location.pathname) === "/products";
  const urlQuery = onProducts ? (params.get("q") ?? "") : "";
  const [value, setValue] = useState(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => setValue(urlQuery), [urlQuery]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const onChange = (next: string) => {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const q = next.trim();
      void navigate(lp(q ? `/products?q=${encodeURIComponent(q)}` : "/products"), {
        replace: onProducts,
        preventScrollReset: onProducts,
      });
    }, 250);
  };
  return { value, onChange, timer };
}

function SearchBox({ id, className }: { id: string; className?: string }) {
  const { value, onChange, timer } = useSearchBox();
  const t = useT();
  const lp = useLocalePath();
  // What the shopper typed ("" once focused: loads the suggestions), the list's state, its key and blur handler.
  const [typed, setTyped] = useState<string>();
  const [combo, setCombo] = useState<ComboState>({});
  const eventsRef = useRef<(e: InputEvent) => void>(undefined);
  const toSuggest = (e: InputEvent) => eventsRef.current?.(e);
  const list = `${id}-list`;
  return (
    <Form method="get" action={lp("/products")} role="search" className={`relative ${className ?? ""}`}>
      <label htmlFor={id} className="sr-only">
        {t("nav.search")}
      </label>
      <div className="flex items-center gap-2 rounded-full border border-stone-400 bg-white px-3 py-1.5 focus-within:border-saddle focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brass">
        <input
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={!!combo.open}
          aria-controls={combo.open ? list : undefined}
          aria-activedescendant={combo.active}
          value={value}
          onFocus={() => setTyped((v) => v ?? "")}
          onKeyDown={toSuggest}
          onBlur={toSuggest}
          onChange={(e) => {
            onChange(e.target.value);
            setTyped(e.target.value);
          }}
          placeholder={t("nav.search")}
          autoComplete="off"
          className="w-full bg-transparent text-sm outline-none placeholder:text-stone-500"
        />
        <button type="submit" aria-label={t("nav.searchButton")} className="text-muted">
          <SearchIcon className="h-4 w-4" />
        </button>
      </div>
      {typed !== undefined && (
        <Suspense fallback={null}>
          <SearchSuggest id={list} input={id} typed={typed} eventsRef={eventsRef} onState={setCombo} navTimer={timer} />
        </Suspense>
      )}
    </Form>
  );
}

function CartLink() {
  const count = useCartCount();
  const t = useT();
  const lp = useLocalePath();
  return (
    <ShopLink to={lp("/cart")} className="relative p-2 text-bark hover:text-saddle" aria-label={count === 1 ? t("nav.cartOne") : t("nav.cart", { count })}>
      <CartIcon className="h-6 w-6" />
      {/* An Add to Cart tapped before hydration raises this number at once: app/early-taps.ts finds it by its
          data-testid. React's first render after hydration writes the store's count over it. */}
      <span
        data-testid="cart-count"
        suppressHydrationWarning
        className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-saddle px-1 text-xs font-bold text-white"
      >
        {count}
      </span>
    </ShopLink>
  );
}

/** Login button for visitors; the customer's name with My Orders and Logout once logged in (spec). */
function AccountControl() {
  const { user } = useShop();
  const t = useT();
  if (!user) {
    return (
      <button type="button" onClick={() => openLogin()} className="btn-primary hidden px-5 py-2 text-sm md:inline-flex">
        {t("nav.login")}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <UserMenu user={user} />
    </Suspense>
  );
}

export function Navbar() {
  const { settings } = useShop();
  const t = useT();
  const lp = useLocalePath();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-cream/95 backdrop-blur">
      <nav aria-label={t("nav.main")} className="container-page flex h-16 items-center justify-between gap-4">
        <ShopLink to={lp("/")} className="flex shrink-0 items-center gap-2 font-display text-xl font-bold text-saddle">
          <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-saddle text-base text-white">
            {settings.shopName.charAt(0)}
          </span>
          <span>{settings.shopName}</span>
        </ShopLink>
        <div className="hidden items-center gap-6 md:flex">
          {LINKS.map((l) => (
            <NavLink
              key={l.to}
              to={lp(l.to)}
              end={l.end}
              className={({ isActive }) => `text-sm font-medium hover:text-saddle ${isActive ? "text-saddle underline underline-offset-8" : "text-bark"}`}
            >
              {t(l.label)}
            </NavLink>
          ))}
          <SearchBox id="search-desktop" className="hidden w-56 lg:block" />
          <LanguageSwitch className="text-sm font-medium text-bark hover:text-saddle" />
        </div>
        <div className="flex items-center gap-2">
          <CartLink />
          <AccountControl />
          <button
            type="button"
            className="p-2 md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={t(open ? "nav.closeMenu" : "nav.openMenu")}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </nav>
      <div className="container-page pb-3 lg:hidden">
        <SearchBox id="search-mobile" />
      </div>
      {open && (
        <div id="mobile-menu" className="border-t border-stone-200 bg-cream md:hidden">
          <ul className="container-page flex flex-col py-2">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={lp(l.to)} end={l.end} className="block py-3 font-medium text-bark hover:text-saddle">
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className="block py-3 font-medium text-bark hover:text-saddle" />
            </li>
            <li className="py-2">
              <Suspense fallback={null}>
                <MobileAccount />
              </Suspense>
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}
