import { lazy, Suspense } from "react";
import { categoryListingPath, distinctCategoryPaths } from "../../lib/catalog";
import { useShop } from "../state/shop";
import { useLocalePath, useT } from "../i18n/use-t";
import type { MessageKey } from "../i18n/messages";
import { SocialIcon } from "./brand-icons";
import { LanguageSwitch } from "./language-switch";
import { ShopAddress, telHref } from "./shop-address";
import { ShopLink } from "./shop-link";
import { useShopLinkClicks } from "../shop-link-clicks";

// Below the fold on every page: rendered on the server with the page; its script (a chunk of its own, see
// vite.config.ts) loads after the page's own, and React hydrates the form once it has arrived.
const NewsletterForm = lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));

/** The company's pages and the policy pages (lib/shop-policies.ts; written out here: the storefront's JS budget is nearly full). */
const COMPANY: [string, MessageKey][] = [
  ["/AboutUs", "footer.about"],
  ["/BrandBondingSection", "footer.brand"],
  ["/ContactSection", "footer.contact"],
  ["/cart", "footer.cart"],
  ["/policies/returns", "footer.returns"],
  ["/policies/cancellation", "footer.cancellation"],
  ["/policies/shipping", "footer.shipping"],
  ["/policies/privacy", "footer.privacy"],
  ["/policies/terms", "footer.terms"],
  ["/policies/grievance", "footer.grievance"],
];

export function Footer() {
  // Every ShopLink of the page (not only the footer's) becomes a client-side navigation once this has loaded.
  useShopLinkClicks();
  const { settings, categories } = useShop();
  const shopCategories = distinctCategoryPaths(categories);
  const t = useT();
  const lp = useLocalePath();
  return (
    <footer className="mt-16 bg-bark text-stone-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-white">{settings.shopName}</p>
          <p className="mt-2 text-sm">{settings.tagline}</p>
          <ShopAddress settings={settings} className="mt-4 text-sm leading-6" />
          <p className="mt-2 text-sm">GSTIN: {settings.gstin}</p>
        </div>
        <nav aria-label={t("footer.shop")}>
          <h2 className="font-semibold text-white">{t("footer.shop")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <ShopLink to={lp("/products")} className="hover:text-white hover:underline">
                {t("footer.allProducts")}
              </ShopLink>
            </li>
            {shopCategories.map((c) => (
              <li key={c.path}>
                <ShopLink to={lp(categoryListingPath(c.path))} className="hover:text-white hover:underline">
                  {c.text}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.company")}>
          <h2 className="font-semibold text-white">{t("footer.company")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {COMPANY.map(([to, label]) => (
              <li key={to}>
                <ShopLink to={lp(to)} className="hover:text-white hover:underline">
                  {t(label)}
                </ShopLink>
              </li>
            ))}
          </ul>
          <ul className="mt-4 space-y-1 text-sm">
            {settings.phones.map((p) => (
              <li key={p}>
                <a href={telHref(p)} className="hover:text-white hover:underline">
                  {p}
                </a>
              </li>
            ))}
            <li>
              <LanguageSwitch className="hover:text-white hover:underline" />
            </li>
            <li>
              <a href={`mailto:${settings.emails.support}`} className="hover:text-white hover:underline">
                {settings.emails.support}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <Suspense fallback={<div className="min-h-28" />}>
            <NewsletterForm />
          </Suspense>
          {settings.social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label={t("footer.social")}>
              {settings.social.map((s) => (
                <li key={s.url}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("footer.socialLink", { shop: settings.shopName, network: s.network })}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-stone-300">
        {/* Issue 15: a legal name that ends with a full stop ("Pvt. Ltd.") gets no second one. */}© {settings.since}–{new Date().getFullYear()}{" "}
        {settings.legalName.replace(/\.$/, "")}. {t("footer.madeIn")}
      </div>
    </footer>
  );
}
