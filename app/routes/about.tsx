import { AboutFounder } from "../components/about-founder";
import { storedUrl } from "../components/about-image";
import { AboutProcess, AboutValues } from "../components/about-process";
import { Gallery } from "../components/gallery";
import { PageHero } from "../components/page-hero";
import { clip, pageMeta } from "../seo";
import { useShop, type RootData } from "../state/shop";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [{ title: "About Us" }];
  const { settings, origin } = root;
  return pageMeta({
    title: `About Us | ${settings.shopName}`,
    description: clip(settings.hero.about.text),
    origin,
    path: "/AboutUs",
    shopName: settings.shopName,
    image: storedUrl(settings.founder.photo, 800),
  });
};

export default function About() {
  const { settings } = useShop();
  return (
    <>
      <PageHero title={settings.hero.about.heading} text={settings.hero.about.text} />
      <AboutFounder founder={settings.founder} />
      <AboutProcess steps={settings.processSteps} />
      <AboutValues mission={settings.mission} vision={settings.vision} coreValues={settings.coreValues} />
      <section aria-labelledby="gallery-heading" className="bg-sand/60 py-14 sm:py-20">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="gallery-heading" className="heading-section">
              Product Gallery
            </h2>
            <p className="mt-3 text-muted">A closer look at our work. Choose a thumbnail to see it larger.</p>
          </div>
          <div className="mt-10">
            <Gallery items={settings.gallery} label="Gallery thumbnails" />
          </div>
        </div>
      </section>
    </>
  );
}
