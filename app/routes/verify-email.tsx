import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { postJson } from "../api";
import { useTokenFromUrl } from "../components/account/token-from-url";
import { privatePageMeta } from "../seo";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { useShop } from "../state/shop";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("verify.pageTitle"), matches);

/** The link in the verification email opens this page; it sends the token once and says how it went. */
export default function VerifyEmail() {
  const token = useTokenFromUrl();
  const { user } = useShop();
  const t = useT();
  const lp = useLocalePath();
  const linkBad = t("verify.linkBad");
  const failed = t("account.failed");
  const revalidator = useRevalidator();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (token === undefined || sent.current) return;
    sent.current = true;
    if (token === "") {
      setResult({ ok: false, text: linkBad });
      return;
    }
    void postJson("/api/user/verify-email", { token }).then(async (res) => {
      setResult({ ok: res.success, text: res.message ?? failed });
      // The banner asking to verify goes away.
      if (res.success) await revalidator.revalidate();
    });
  }, [token, revalidator, linkBad, failed]);

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-bark">{t("verify.heading")}</h1>
      <p role="status" data-testid="verify-email-status" className={`mt-6 min-h-6 font-medium ${result?.ok === false ? "text-red-700" : "text-moss"}`}>
        {result ? result.text : t("verify.checking")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={lp("/products")} className="btn-primary">
          {t("verify.continue")}
        </Link>
        {user && (
          <Link to={lp("/account")} className="btn-outline">
            {t("verify.myAccount")}
          </Link>
        )}
      </div>
    </section>
  );
}
