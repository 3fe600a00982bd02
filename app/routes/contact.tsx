import { ContactCards } from "../components/contact-cards";
import { ContactForm } from "../components/contact-form";
import { PageHero } from "../components/page-hero";
import { pageSettings } from "../data.server";
import { metaT, useT } from "../i18n/use-t";
import { clip, pageMeta, pageTitle, shopNameOf } from "../seo";
import { useShop, type RootData } from "../state/shop";
import type { Route } from "./+types/contact";

export async function loader({ context, request }: Route.LoaderArgs) {
  const settings = await pageSettings(context, request);
  return { hero: settings.hero.contact, founder: { name: settings.founder.name, experienceYears: settings.founder.experienceYears } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const title = metaT(matches)("pages.contact.title");
  if (!root || !loaderData) return [{ title: pageTitle(title, shopNameOf(matches)) }];
  const { settings, origin } = root;
  return pageMeta({
    lang: root.lang,
    title: pageTitle(title, settings.shopName),
    description: clip(loaderData.hero.text),
    origin,
    path: "/ContactSection",
    shopName: settings.shopName,
  });
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { settings } = useShop();
  const { founder, hero } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero title={hero.heading} text={hero.text}>
        <a href="#contact-form" className="btn-primary mt-8">
          {t("pages.contact.cta")}
        </a>
      </PageHero>

      <section aria-label={t("pages.contact.ways")} className="container-page py-14 sm:py-16">
        <ContactCards settings={settings} />
      </section>

      <section aria-labelledby="contact-form-heading" className="container-page pb-6">
        <div className="grid gap-10 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="bg-saddle p-6 text-white sm:p-10">
            <h2 className="font-display text-2xl font-bold sm:text-3xl">{t("pages.contact.help")}</h2>
            <p className="mt-4 leading-relaxed text-white/90" data-testid="contact-since">
              {t("pages.contact.since", { shop: settings.shopName, since: settings.since, founder: founder.name, years: founder.experienceYears })}
            </p>
            <p className="mt-4 leading-relaxed text-white/90">{t("pages.contact.write", { hours: settings.hours })}</p>
          </div>
          <div className="p-6 sm:p-10 lg:pl-0">
            <h2 id="contact-form-heading" className="heading-section">
              {t("pages.contact.send")}
            </h2>
            <p className="mt-2 mb-6 text-sm text-muted">{t("pages.contact.optionalNote")}</p>
            <ContactForm headingId="contact-form-heading" />
          </div>
        </div>
      </section>
    </>
  );
}
