import { BEST_SELLERS, CAROUSEL_ITEMS } from "../../lib/catalog";
import { orphanClasses } from "../../lib/grid-rows";
import { CategoryGrid } from "../components/category-grid";
import { HomeBanner } from "../components/home-banner";
import { ProductImage } from "../components/product-image";
import { ProductCarousel } from "../components/product-carousel";
import { ProductGrid } from "../components/product-card";
import { localiseSettings } from "../../lib/localise-settings";
import { bestSellers } from "../../lib/best-sellers";
import { cardsIn, catalogSnapshot, pick, requestLang, unitsSold } from "../data.server";
import { clip, pageMeta, pageTitle } from "../seo";
import { useShop, type RootData } from "../state/shop";
import type { Route } from "./+types/home";
import { useLocalePath, useT } from "../i18n/use-t";
import { ShopLink } from "../components/shop-link";

export async function loader({ context, request }: Route.LoaderArgs) {
  const snap = await catalogSnapshot(context);
  const toCard = cardsIn(requestLang(request));
  const inStock = snap.products.filter((p) => p.inStock);
  // Issue 19, item 5: the most units sold in the last 90 days (the spec's first five in stock when nothing sold).
  const best = bestSellers(snap.products, await unitsSold(context), BEST_SELLERS);
  return {
    bestSellers: best.map(toCard),
    carousel: inStock
      .filter((p) => !best.includes(p))
      .slice(0, CAROUSEL_ITEMS)
      .map(toCard),
    bannerImages: inStock
      .slice(0, 4)
      .map((p) => p.image[0])
      .filter((f): f is string => Boolean(f)),
    content: pick(localiseSettings(snap.settings, requestLang(request)), ["banners", "about", "whyChooseUs", "testimonials"]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root || !loaderData) return [];
  const s = root.settings;
  const c = loaderData.content;
  return pageMeta({
    lang: root.lang,
    title: pageTitle(null, s.shopName),
    description: clip(`${c.banners[0]?.subline ?? ""} ${c.about.paragraphs[0] ?? ""}`),
    origin: root.origin,
    path: "/",
    shopName: s.shopName,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories } = useShop();
  const t = useT();
  const lp = useLocalePath();
  const { bestSellers, carousel, bannerImages, content } = loaderData;
  const testimonials = content.testimonials.slice(0, 6);
  return (
    <>
      <HomeBanner banners={content.banners} images={bannerImages} />

      <section className="container-page grid items-center gap-8 py-12 md:grid-cols-2" aria-labelledby="about-heading">
        <div className="overflow-hidden rounded-3xl bg-sand">
          <ProductImage
            file={content.about.image}
            alt={content.about.heading}
            sizes="(min-width: 768px) 45vw, 100vw"
            size={800}
            className="aspect-[4/3] w-full object-cover"
          />
        </div>
        <div>
          <h2 id="about-heading" className="heading-section">
            {content.about.heading}
          </h2>
          {content.about.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-muted">
              {p}
            </p>
          ))}
          <ShopLink to={lp("/AboutUs")} className="btn-outline mt-6">
            {t("home.readStory")}
          </ShopLink>
        </div>
      </section>

      <CategoryGrid categories={categories} />

      <section className="container-page py-12" aria-labelledby="best-sellers-heading">
        <div className="flex items-end justify-between gap-4">
          <h2 id="best-sellers-heading" className="heading-section">
            {t("home.bestSellers")}
          </h2>
          <ShopLink to={lp("/products")} className="text-sm font-semibold text-saddle hover:underline">
            {t("home.viewAll")}
          </ShopLink>
        </div>
        <div className="mt-6">
          {bestSellers.length > 0 ? (
            <ProductGrid products={bestSellers} itemClass={orphanClasses} />
          ) : (
            <p className="rounded-xl bg-sand p-6 text-center text-muted">{t("home.noBestSellers")}</p>
          )}
        </div>
      </section>

      <section className="bg-sand/60 py-12" aria-labelledby="why-heading">
        <div className="container-page">
          <h2 id="why-heading" className="heading-section text-center">
            {t("home.why")}
          </h2>
          <ul className={`mt-8 grid gap-4 sm:grid-cols-2 ${dividingColumns(content.whyChooseUs.length)}`} data-testid="why-choose-us">
            {content.whyChooseUs.map((w, i, all) => (
              <li
                key={w.title}
                className={`rounded-2xl bg-white p-5 shadow-sm ${i === all.length - 1 && all.length % 2 === 1 ? "sm:col-span-2 lg:col-span-1" : ""}`}
              >
                <h3 className="font-semibold text-saddle">{w.title}</h3>
                <p className="mt-2 text-sm text-muted">{w.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className="heading-section text-center">
          {t("home.testimonials")}
        </h2>
        {/* A sideways strip below 1024 px; from there as many columns as testimonials (at most 6, in 3), so no row is left part full. */}
        <ul
          className={`-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:overflow-visible lg:px-0 lg:pb-0 ${dividingColumns(testimonials.length)}`}
          data-testid="testimonials"
          tabIndex={0}
          aria-label={t("home.testimonialsLabel")}
        >
          {testimonials.map((tm) => (
            <li key={tm.name} className="w-[85%] shrink-0 snap-start rounded-2xl border border-stone-200 bg-white p-5 sm:w-[45%] lg:w-auto">
              <figure>
                <blockquote className="text-sm text-bark">“{tm.text}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-saddle">
                  {tm.name}, <span className="font-normal text-muted">{tm.place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <ProductCarousel products={carousel.length ? carousel : bestSellers} title={t("home.more")} />
    </>
  );
}

/**
 * Desktop columns that divide a home-page list's count (1–6), so no row is left part full (issue 15: 5 testimonials
 * in 3 columns, 5 reasons in 4). Literal names: Tailwind builds only the classes it finds written out.
 */
function dividingColumns(count: number): string {
  return (
    ["lg:grid-cols-1", "lg:grid-cols-1", "lg:grid-cols-2", "lg:grid-cols-3", "lg:grid-cols-4", "lg:grid-cols-5", "lg:grid-cols-3"][count] ?? "lg:grid-cols-4"
  );
}
