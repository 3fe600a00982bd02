import { AboutFounder } from "../components/about-founder";
import { storedUrl } from "../components/about-image";
import { AboutProcess, AboutValues } from "../components/about-process";
import { Gallery } from "../components/gallery";
import { PageHero } from "../components/page-hero";
import { pageSettings, pick } from "../data.server";
import { metaT, useT } from "../i18n/use-t";
import { clip, pageMeta, pageTitle, shopNameOf } from "../seo";
import type { RootData } from "../state/shop";
import type { Route } from "./+types/about";

export async function loader({ context, request }: Route.LoaderArgs) {
  const settings = await pageSettings(context, request);
  return { hero: settings.hero.about, ...pick(settings, ["founder", "processSteps", "mission", "vision", "coreValues", "gallery"]) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const title = metaT(matches)("pages.about.title");
  if (!root || !loaderData) return [{ title: pageTitle(title, shopNameOf(matches)) }];
  const { settings, origin } = root;
  return pageMeta({
    lang: root.lang,
    title: pageTitle(title, settings.shopName),
    description: clip(loaderData.hero.text),
    origin,
    path: "/AboutUs",
    shopName: settings.shopName,
    image: storedUrl(loaderData.founder.photo, 800),
  });
};

export default function About({ loaderData: content }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero title={content.hero.heading} text={content.hero.text} />
      <AboutFounder founder={content.founder} />
      <AboutProcess steps={content.processSteps} />
      <AboutValues mission={content.mission} vision={content.vision} coreValues={content.coreValues} />
      <section aria-labelledby="gallery-heading" className="bg-sand/60 py-14 sm:py-20">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="gallery-heading" className="heading-section">
              {t("pages.about.gallery")}
            </h2>
            <p className="mt-3 text-muted">{t("pages.about.galleryText")}</p>
          </div>
          <div className="mt-10">
            <Gallery items={content.gallery} label={t("pages.about.galleryThumbs")} />
          </div>
        </div>
      </section>
    </>
  );
}
