import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
// The same file app/fonts.css names (one asset): preloaded on Hindi pages, see Layout.
import devanagariRegular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import { Navbar } from "./components/navbar";
import { WhatsAppButton } from "./components/whatsapp-button";
import { shopIdentity } from "../lib/shop-settings";
import { localiseSettings } from "../lib/localise-settings";
import { catalogSnapshot, categoriesIn, siteOriginFor } from "./data.server";
import { nonceContext, sellerContext, sellerRoleContext, servicesContext, userContext } from "./request-context";
import { Toasts } from "./toast";
import { privatePageMeta } from "./seo";
import { useLoginModal } from "./state/auth";
import { bindCart, earlyAdd, ServerCartContext } from "./state/cart";
import { replayEarlyTaps } from "./early-taps";
import type { RootData } from "./state/shop";
import { CATALOGUES } from "./i18n/catalogues";
import { LanguageAlternates } from "./components/language-switch";
import { metaT, useLang, useT } from "./i18n/use-t";
import { langOfPath, LOCALE } from "../lib/i18n";

// Below the fold on every page: rendered with the page on the server, its script (links that work as plain links
// until then) loads after the page's own (the product page's JS budget, issue 17).
const Footer = lazy(() => import("./components/footer").then((m) => ({ default: m.Footer })));
const LoginModal = lazy(() => import("./components/login-modal"));
// Only a 404 draws it (rendered whole on the server; its chunk loads only then): not on every page's JS.
const NotFoundView = lazy(() => import("./components/not-found-view").then((m) => ({ default: m.NotFoundView })));
const VerifyBanner = lazy(() => import("./components/account/verify-banner"));
const NO_CART = {};
/**
 * The lazy footer as one element for the life of the page. Until its chunk is in, React keeps the server's footer as
 * it is; a re-render of the layout that handed it a new element then (the login modal opening, say) made React throw
 * that footer away and draw it again once the chunk came: the page shifted and a tap on it was lost. The same element
 * lets React skip it.
 */
const FOOTER = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData & { nonce: string }> {
  const snap = await catalogSnapshot(context);
  const lang = langOfPath(new URL(request.url).pathname);
  return {
    lang,
    settings: shopIdentity(localiseSettings(snap.settings, lang)),
    categories: categoriesIn(snap.categories, lang),
    origin: siteOriginFor(context, request),
    nonce: context.get(nonceContext),
    user: context.get(userContext),
    isSeller: context.get(sellerContext),
    sellerRole: context.get(sellerRoleContext),
    payments: context.get(servicesContext).payments?.mode ?? null,
    otpLogin: context.get(servicesContext).sms !== null,
    whatsappUpdates: context.get(servicesContext).whatsapp !== null,
  };
}

/** Pages that end in the root error boundary (404s included) still get a title. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = metaT(matches);
  return privatePageMeta(t(notFound ? "notFound.title" : "error.title"), matches);
};

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Header and footer are hidden on paths containing "seller" (spec), and on the back office's edit page. */
function useChrome(): boolean {
  const path = useLocation().pathname.toLowerCase();
  return !path.includes("seller") && !path.startsWith("/admin/");
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as (RootData & { nonce: string }) | undefined;
  // The shop's header and footer: on every page that has them and its root data (not on an error without it).
  const shop = useChrome() && data;
  const nonce = data?.nonce;
  const loginModal = useLoginModal();
  const lang = useLang();
  const t = useT();
  // Point the cart store at the customer's saved cart (or the visitor's local one) before anything reads it.
  bindCart(data?.user ?? null);
  // Hydrated: from now on React answers taps; the ones that came before are replayed (app/early-taps.ts).
  useEffect(() => replayEarlyTaps(earlyAdd), []);
  // The browser holds the texts of the language it loaded the page in. No link leads into another language without
  // loading the document (the language switch goes through /lang/…; the back office, in English, links to no
  // Hindi page), but should a client-side navigation ever do so, it becomes a page load in that language.
  useEffect(() => {
    if (!CATALOGUES[lang]) location.reload();
  }, [lang]);
  return (
    <html lang={LOCALE[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React flushes this stylesheet ahead of the modulepreloads: first paint waits for it, and over
            HTTP/1.1's six connections a host it must not queue behind the JS. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Every Hindi page is set in Devanagari: its regular face loads with the page, not after the first layout.
            Found by looking on a machine with no Devanagari font: Chromium kept some texts laid out before a late
            face arrived ("होम", "लॉग इन", the search hint) as empty boxes, even after it loaded. Preloaded, the face
            arrives before the first layout on a normal connection; on a very slow one the boxes can remain on such
            machines (phones and Windows or Mac computers have a Devanagari font of their own, which the fallback
            finds). The bold face is not preloaded: it took bandwidth from the page's image (Lighthouse mobile 97
            against 98 to 99 on the Hindi pages, bench/lighthouse.mjs). */}
        {lang === "hi" && <link rel="preload" href={devanagariRegular} as="font" type="font/woff2" crossOrigin="anonymous" />}
        <meta name="theme-color" content="#7a3e1d" />
        <Meta />
        <Links nonce={nonce} />
        {shop && <LanguageAlternates origin={shop.origin} />}
      </head>
      <body className="flex min-h-screen flex-col">
        <ServerCartContext.Provider value={data?.user?.cart ?? NO_CART}>
          <a href="#main" className="skip-link">
            {t("skip")}
          </a>
          {shop && <Navbar />}
          {shop && shop.user?.emailVerified === false && (
            <Suspense fallback={null}>
              <VerifyBanner email={shop.user.email} />
            </Suspense>
          )}
          <main id="main" className="flex-1">
            {children}
          </main>
          {shop && FOOTER}
          {shop && <WhatsAppButton />}
          {loginModal.open && (
            <Suspense fallback={null}>
              <LoginModal />
            </Suspense>
          )}
        </ServerCartContext.Provider>
        <Toasts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundView />
      </Suspense>
    );
  }
  return <ErrorView />;
}

/** In the page's language even when the root's loader failed: the texts do not come with loader data. */
function ErrorView() {
  const t = useT();
  return (
    <section className="container-page py-24 text-center">
      <h1 className="heading-section">{t("error.title")}</h1>
      <p className="mt-4 text-muted">{t("error.body")}</p>
    </section>
  );
}
