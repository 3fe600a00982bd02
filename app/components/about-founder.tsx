import type { ShopSettings } from "../../lib/shop-settings";
import { useT } from "../i18n/use-t";
import { StoredImage } from "./about-image";

/** Founder photo and introduction (About page). */
export function AboutFounder({ founder }: { founder: ShopSettings["founder"] }) {
  const t = useT();
  return (
    <section aria-labelledby="founder-heading" className="container-page overflow-x-clip py-14 sm:py-20">
      <div className="grid items-center gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div className="relative mx-auto w-full max-w-sm md:max-w-none">
          <div className="absolute -inset-3 -rotate-2 rounded-3xl bg-sand" aria-hidden="true" />
          <StoredImage
            file={founder.photo}
            alt={`${founder.name}, ${founder.title}`}
            width={800}
            height={1000}
            sizes="(min-width: 768px) 40vw, 24rem"
            priority
            className="relative aspect-[4/5] w-full rounded-2xl object-cover shadow-lg"
          />
          <p className="absolute -bottom-5 left-1/2 w-max -translate-x-1/2 rounded-full bg-saddle px-5 py-2 text-sm font-semibold text-white shadow-md">
            {t("pages.about.experience", { years: founder.experienceYears })}
          </p>
        </div>
        <div className="mt-6 md:mt-0">
          <p className="text-sm font-semibold tracking-wider text-saddle uppercase">{t("pages.about.meetFounder")}</p>
          <h2 id="founder-heading" className="heading-section mt-2">
            {founder.name}
          </h2>
          <p className="mt-1 font-medium text-muted">{founder.title}</p>
          <div className="mt-6 space-y-4 leading-relaxed text-bark/90">
            {founder.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
