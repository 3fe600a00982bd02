import { Link } from "react-router";
import { categoryListingPath, distinctCategoryPaths } from "../../lib/catalog";
import { useShop } from "../state/shop";
import { SocialIcon } from "./icons";
import { NewsletterForm } from "./newsletter-form";
import { ShopAddress, telHref } from "./shop-address";

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
            <li><Link to="/AboutUs" className="hover:text-white hover:underline">About Us</Link></li>
            <li><Link to="/BrandBondingSection" className="hover:text-white hover:underline">Our Brand</Link></li>
            <li><Link to="/ContactSection" className="hover:text-white hover:underline">Contact</Link></li>
            <li><Link to="/cart" className="hover:text-white hover:underline">Cart</Link></li>
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
          <NewsletterForm />
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
        © {settings.since}–{new Date().getFullYear()} {settings.legalName}. Handmade in India.
      </div>
    </footer>
  );
}
