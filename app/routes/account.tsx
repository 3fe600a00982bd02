import { Link } from "react-router";
import { Card, DeleteAccount, EmailStatus, LogoutEverywhere, PasswordForm, ProfileForm } from "../components/account/account-forms";
import { MobileLogin } from "../components/account/mobile-login";
import { privatePageMeta } from "../seo";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { openLogin } from "../state/auth";
import { useShop } from "../state/shop";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("account.pageTitle"), matches);

/** The customer's own account: details, email, password, sessions, deletion. */
export default function Account() {
  const { user } = useShop();
  const t = useT();
  const lp = useLocalePath();
  if (!user) {
    return (
      <div className="container-page py-10">
        <h1 className="font-display text-3xl font-bold">{t("account.heading")}</h1>
        <div className="mt-8 rounded-2xl bg-sand p-8 text-center">
          <p className="text-muted">{t("account.pleaseLogIn")}</p>
          <button type="button" className="btn-primary mt-4" onClick={() => openLogin()}>
            {t("account.login")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="container-page max-w-3xl py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">{t("account.heading")}</h1>
        <Link to={lp("/my-orders")} className="font-semibold text-saddle underline">
          {t("account.myOrders")}
        </Link>
      </div>
      <div className="mt-8 space-y-6">
        <Card title={t("account.details")} id="account-details">
          {/* Keyed by the saved values, so the form shows them again after a save or a reload. */}
          <ProfileForm key={`${user.name}|${user.phone ?? ""}`} user={user} />
        </Card>
        {user.email ? (
          <>
            <Card title={t("account.emailCard")} id="account-email">
              <EmailStatus user={user} />
            </Card>
            <Card title={t("account.passwordCard")} id="account-password">
              <PasswordForm />
            </Card>
            <Card title={t("account.otpCard")} id="account-mobile">
              <MobileLogin user={user} />
            </Card>
          </>
        ) : (
          // An account made by an OTP login: no email, no password; it logs in with a code sent to its mobile.
          <Card title={t("account.loginCard")} id="account-login">
            <p className="text-sm">{t("account.otpOnly", { mobile: user.mobile ?? t("account.yourMobile") })}</p>
          </Card>
        )}
        <Card title={t("account.devices")} id="account-devices">
          <LogoutEverywhere />
        </Card>
        <Card title={t("account.deleteCard")} id="account-delete">
          <DeleteAccount needsPassword={Boolean(user.email)} />
        </Card>
      </div>
    </div>
  );
}
