import { Link } from "react-router";
import { Card, DeleteAccount, EmailStatus, LogoutEverywhere, PasswordForm, ProfileForm } from "../components/account/account-forms";
import { MobileLogin } from "../components/account/mobile-login";
import { privatePageMeta } from "../seo";
import { openLogin } from "../state/auth";
import { useShop } from "../state/shop";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta("My Account", matches);

/** The customer's own account: details, email, password, sessions, deletion. */
export default function Account() {
  const { user } = useShop();
  if (!user) {
    return (
      <div className="container-page py-10">
        <h1 className="font-display text-3xl font-bold">My Account</h1>
        <div className="mt-8 rounded-2xl bg-sand p-8 text-center">
          <p className="text-muted">Please log in to see your account.</p>
          <button type="button" className="btn-primary mt-4" onClick={() => openLogin()}>
            Login
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="container-page max-w-3xl py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">My Account</h1>
        <Link to="/my-orders" className="font-semibold text-saddle underline">
          My Orders
        </Link>
      </div>
      <div className="mt-8 space-y-6">
        <Card title="Your details" id="account-details">
          {/* Keyed by the saved values, so the form shows them again after a save or a reload. */}
          <ProfileForm key={`${user.name}|${user.phone ?? ""}`} user={user} />
        </Card>
        {user.email ? (
          <>
            <Card title="Email address" id="account-email">
              <EmailStatus user={user} />
            </Card>
            <Card title="Password" id="account-password">
              <PasswordForm />
            </Card>
            <Card title="Login with OTP" id="account-mobile">
              <MobileLogin user={user} />
            </Card>
          </>
        ) : (
          // An account made by an OTP login: no email, no password; it logs in with a code sent to its mobile.
          <Card title="Login" id="account-login">
            <p className="text-sm">You log in with a one-time code sent by SMS to {user.mobile ?? "your mobile number"}.</p>
          </Card>
        )}
        <Card title="Devices" id="account-devices">
          <LogoutEverywhere />
        </Card>
        <Card title="Delete account" id="account-delete">
          <DeleteAccount needsPassword={Boolean(user.email)} />
        </Card>
      </div>
    </div>
  );
}
