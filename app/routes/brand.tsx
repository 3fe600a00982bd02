import { Link } from "react-router";
import { StoredImage, storedUrl } from "../components/about-image";
import { CheckIcon } from "../components/media-icons";
import { PageHero } from "../components/page-hero";
import { pageSettings } from "../data.server";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { clip, pageMeta, pageTitle, shopNameOf } from "../seo";
import { useShop, type RootData } from "../state/shop";
import type { Route } from "./+types/brand";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { brand: (await pageSettings(context, request)).brand };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root || !loaderData) return [{ title: pageTitle(metaT(matches)("pages.brand.title"), shopNameOf(matches)) }];
  const { settings, origin } = root;
  const { brand } = loaderData;
  return pageMeta({
    lang: root.lang,
    title: pageTitle(brand.heading, settings.shopName),
    description: clip(brand.paragraphs.join(" ")),
    origin,
    path: "/BrandBondingSection",
    shopName: settings.shopName,
    image: storedUrl(brand.image, 800),
  });
};

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { settings } = useShop();
  const { brand } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <PageHero title={brand.heading} text={settings.tagline} />

      <section aria-labelledby="brand-story-heading" className="container-page py-14 sm:py-20">
        <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
          <StoredImage
            file={brand.image}
            alt={`${settings.shopName}: ${brand.heading}`}
            width={800}
            height={800}
            sizes="(min-width: 768px) 45vw, calc(100vw - 2rem)"
            priority
            className="aspect-square w-full rounded-3xl object-cover shadow-lg"
          />
          <div>
            <h2 id="brand-story-heading" className="heading-section">
              {t("pages.brand.story")}
            </h2>
            <div className="mt-5 space-y-4 leading-relaxed text-bark/90">
              {brand.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="brand-points-heading" className="bg-sand/60 py-14 sm:py-20">
        <div className="container-page">
          <h2 id="brand-points-heading" className="heading-section text-center">
            {t("pages.brand.apart")}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {brand.points.map((pt) => (
              <li key={pt.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-moss text-white" aria-hidden="true">
                  <CheckIcon className="h-5 w-5" />
                </span>
                <h3 className="mt-4 font-semibold text-bark">{pt.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{pt.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="brand-cta-heading" className="container-page py-14 sm:py-20">
        <div className="rounded-3xl bg-bark px-6 py-12 text-center text-white sm:px-12">
          <h2 id="brand-cta-heading" className="font-display text-2xl font-bold sm:text-3xl">
            {t("pages.brand.fit")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-stone-200">{t("pages.brand.fitText")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={lp("/products")} className="btn-primary bg-cream text-saddle hover:bg-sand hover:text-saddle-dark">
              {t("pages.brand.shop")}
            </Link>
            <Link to={lp("/ContactSection")} className="btn-outline border-white text-white hover:bg-white hover:text-bark">
              {t("pages.brand.contact")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
