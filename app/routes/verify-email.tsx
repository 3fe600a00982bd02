import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ACCOUNT_TEXT } from "../../lib/account-self-service";
import { postJson } from "../api";
import { useTokenFromUrl } from "../components/account/token-from-url";
import { privatePageMeta } from "../seo";
import { useShop } from "../state/shop";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta("Verify your email", matches);

/** The link in the verification email opens this page; it sends the token once and says how it went. */
export default function VerifyEmail() {
  const token = useTokenFromUrl();
  const { user } = useShop();
  const revalidator = useRevalidator();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (token === undefined || sent.current) return;
    sent.current = true;
    if (token === "") {
      setResult({ ok: false, text: ACCOUNT_TEXT.verifyLinkBad });
      return;
    }
    void postJson("/api/user/verify-email", { token }).then(async (res) => {
      setResult({ ok: res.success, text: res.message ?? "Something went wrong" });
      // The banner asking to verify goes away.
      if (res.success) await revalidator.revalidate();
    });
  }, [token, revalidator]);

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-bark">Verify your email</h1>
      <p role="status" data-testid="verify-email-status" className={`mt-6 min-h-6 font-medium ${result?.ok === false ? "text-red-700" : "text-moss"}`}>
        {result ? result.text : "Checking your link..."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className="btn-primary">
          Continue shopping
        </Link>
        {user && (
          <Link to="/account" className="btn-outline">
            My Account
          </Link>
        )}
      </div>
    </section>
  );
}
