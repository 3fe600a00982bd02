import type { ShopSettings } from "../../lib/shop-settings";
import { useT } from "../i18n/use-t";

/** The six numbered steps from raw material to the customer's door, in order. */
export function AboutProcess({ steps }: { steps: ShopSettings["processSteps"] }) {
  const t = useT();
  return (
    <section aria-labelledby="process-heading" className="bg-sand/60 py-14 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="process-heading" className="heading-section">
            {t("pages.about.howWeWork")}
          </h2>
          <p className="mt-3 text-muted">{t("pages.about.steps", { count: steps.length })}</p>
        </div>
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          {steps.map((step, i) => (
            <li key={step.title} className="relative flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-saddle font-display text-lg font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold text-bark">
                <span className="sr-only">{t("pages.about.step", { n: i + 1 })}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Mission, Vision and Core Values cards. */
export function AboutValues({ mission, vision, coreValues }: Pick<ShopSettings, "mission" | "vision" | "coreValues">) {
  const t = useT();
  return (
    <section aria-labelledby="values-heading" className="container-page py-14 sm:py-20">
      <h2 id="values-heading" className="heading-section text-center">
        {t("pages.about.drivesUs")}
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <article className="rounded-2xl border-t-4 border-saddle bg-white p-6 shadow-sm sm:p-8">
          <h3 className="font-display text-xl font-bold text-bark">{t("pages.about.mission")}</h3>
          <p className="mt-3 leading-relaxed text-muted">{mission}</p>
        </article>
        <article className="rounded-2xl border-t-4 border-moss bg-white p-6 shadow-sm sm:p-8">
          <h3 className="font-display text-xl font-bold text-bark">{t("pages.about.vision")}</h3>
          <p className="mt-3 leading-relaxed text-muted">{vision}</p>
        </article>
        <article className="rounded-2xl border-t-4 border-brass bg-white p-6 shadow-sm sm:p-8 md:col-span-2">
          <h3 className="font-display text-xl font-bold text-bark">{t("pages.about.values")}</h3>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {coreValues.map((v) => (
              <li key={v.title} className="rounded-xl bg-cream p-4">
                <p className="font-semibold text-saddle">{v.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-muted">{v.text}</p>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
