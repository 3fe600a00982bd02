import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { categoryListingPath, distinctCategoryPaths } from "../../lib/catalog";
import { useShop } from "../state/shop";
import { SocialIcon } from "./brand-icons";
import { ShopAddress, telHref } from "./shop-address";

// Below the fold on every page: rendered on the server with the page; its script (a chunk of its own, see
// vite.config.ts) loads after the page's own, and React hydrates the form once it has arrived.
const NewsletterForm = lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));

/** The company's pages and the policy pages (lib/shop-policies.ts; written out here: the storefront's JS budget is nearly full). */
const COMPANY = [
  ["/AboutUs", "About Us"],
  ["/BrandBondingSection", "Our Brand"],
  ["/ContactSection", "Contact"],
  ["/cart", "Cart"],
  ["/policies/returns", "Returns & Refunds"],
  ["/policies/cancellation", "Cancellation Policy"],
  ["/policies/shipping", "Shipping & Delivery"],
  ["/policies/privacy", "Privacy Policy"],
  ["/policies/terms", "Terms of Use"],
  ["/policies/grievance", "Grievance Officer"],
] as const;

export function Footer() {
  const { settings, categories } = useShop();
  const shopCategories = distinctCategoryPaths(categories);
  return (
    <footer className="mt-16 bg-bark text-stone-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-white">{settings.shopName}</p>
          <p className="mt-2 text-sm">{settings.tagline}</p>
          <ShopAddress settings={settings} className="mt-4 text-sm leading-6" />
          <p className="mt-2 text-sm">GSTIN: {settings.gstin}</p>
        </div>
        <nav aria-label="Shop">
          <h2 className="font-semibold text-white">Shop</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/products" className="hover:text-white hover:underline">
                All products
              </Link>
            </li>
            {shopCategories.map((c) => (
              <li key={c.path}>
                <Link to={categoryListingPath(c.path)} className="hover:text-white hover:underline">
                  {c.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="font-semibold text-white">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {COMPANY.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mt-4 space-y-1 text-sm">
            {settings.phones.map((p) => (
              <li key={p}>
                <a href={telHref(p)} className="hover:text-white hover:underline">{p}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${settings.emails.support}`} className="hover:text-white hover:underline">{settings.emails.support}</a>
            </li>
          </ul>
        </nav>
        <div>
          <Suspense fallback={<div className="min-h-28" />}>
            <NewsletterForm />
          </Suspense>
          {settings.social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
              {settings.social.map((s) => (
                <li key={s.url}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${settings.shopName} on ${s.network}`}
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
        {/* Issue 15: a legal name that ends with a full stop ("Pvt. Ltd.") gets no second one. */}
        © {settings.since}–{new Date().getFullYear()} {settings.legalName.replace(/\.$/, "")}. Handmade in India.
      </div>
    </footer>
  );
}
