import { Link, redirect } from "react-router";
import { langOfPath, pathIn } from "../../lib/i18n";
import { localiseSettings } from "../../lib/localise-settings";
import { fillPolicy } from "../../lib/policy-text";
import { isPolicySlug, POLICY_ALIASES, POLICY_SLUGS, policyPath } from "../../lib/shop-policies";
import { PageHero } from "../components/page-hero";
import { catalogSnapshot, notFoundResponse } from "../data.server";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { clip, pageMeta, pageTitle, shopNameOf } from "../seo";
import type { RootData } from "../state/shop";
import type { Route } from "./+types/policy";

/**
 * A policy page (returns & refunds, cancellation, shipping & delivery, privacy, terms of use, grievance officer):
 * the seller's text from the settings, its placeholders ({returnDays}, {shippingFee} …) filled on the server.
 * Older addresses (/policies/refunds …) move on to today's.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const slug = params.slug;
  const lower = slug.toLowerCase();
  const moved = POLICY_ALIASES[lower] ?? (lower !== slug && isPolicySlug(lower) ? lower : undefined);
  const lang = langOfPath(new URL(request.url).pathname);
  if (moved) throw redirect(pathIn(lang, policyPath(moved)), 301);
  if (!isPolicySlug(slug)) throw notFoundResponse();
  const settings = localiseSettings((await catalogSnapshot(context)).settings, lang);
  const officer = slug === "grievance" ? settings.grievanceOfficer : null;
  return { slug, policy: fillPolicy(settings.policies[slug], settings, lang), officer };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root || !loaderData) return [{ title: pageTitle(metaT(matches)("pages.policy.title"), shopNameOf(matches)) }];
  const { policy, slug } = loaderData;
  return pageMeta({
    lang: root.lang,
    title: pageTitle(policy.title, root.settings.shopName),
    description: clip(policy.paragraphs.join(" ")),
    origin: root.origin,
    path: policyPath(slug),
    shopName: root.settings.shopName,
  });
};

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { policy, slug, officer } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <PageHero title={policy.title} />
      <article className="container-page max-w-3xl py-10 sm:py-14" data-testid="policy-text">
        {officer && (
          <section aria-labelledby="officer-heading" className="mb-8 rounded-2xl border border-stone-200 bg-white p-5" data-testid="grievance-officer">
            <h2 id="officer-heading" className="font-display text-xl font-bold">
              {t("pages.policy.officer")}
            </h2>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted">{t("pages.policy.name")}</dt>
              <dd className="font-medium">{officer.name}</dd>
              <dt className="text-muted">{t("pages.policy.email")}</dt>
              <dd>
                <a className="break-all font-medium text-saddle underline" href={`mailto:${officer.email}`}>
                  {officer.email}
                </a>
              </dd>
              <dt className="text-muted">{t("pages.policy.phone")}</dt>
              <dd>
                <a className="font-medium text-saddle underline" href={`tel:${officer.phone.replace(/[^+0-9]/g, "")}`}>
                  {officer.phone}
                </a>
              </dd>
            </dl>
            <p className="mt-3 text-sm font-medium">{t("pages.policy.promise")}</p>
          </section>
        )}
        <div className="space-y-4 leading-relaxed text-bark/90">
          {policy.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <nav aria-label={t("pages.policy.others")} className="mt-10 border-t border-stone-200 pt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {POLICY_SLUGS.filter((s) => s !== slug).map((s) => (
              <li key={s}>
                <Link to={lp(policyPath(s))} className="inline-block py-1 font-medium text-saddle hover:underline">
                  {t(`pages.policy.${s}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </>
  );
}
