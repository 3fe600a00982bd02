import { TokenButtonPage } from "../components/token-button-page";
import { metaT, useT } from "../i18n/use-t";
import { privatePageMeta } from "../seo";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("pages.news.confirmTitle"), matches);

/**
 * Double opt-in, step 2: the link in the confirm email opens this page; the
 * subscription is confirmed by the button (a POST), not by opening the page,
 * so mail scanners that fetch links confirm nothing.
 */
export default function NewsletterConfirm() {
  const t = useT();
  const words = {
    title: t("pages.news.confirmTitle"),
    text: t("pages.news.confirmText"),
    button: t("pages.news.confirm"),
    busy: t("pages.news.confirming"),
    failed: t("pages.news.failed"),
  };
  return <TokenButtonPage api="/api/newsletter/confirm" words={words} statusTestId="newsletter-confirm-status" />;
}
