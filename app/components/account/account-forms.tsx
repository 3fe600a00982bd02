import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { MIN_PASSWORD, type ApiUser } from "../../../lib/accounts";
import { langHeader, postJson, type ApiResult } from "../../api";
import { tNow, useLocalePath, useT } from "../../i18n/use-t";
import { bindCart, clearLocalCart } from "../../state/cart";
import { toast } from "../../toast";

async function putJson<T = unknown>(url: string, body: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, {
      method: "PUT",
      credentials: "include",
      headers: { "Content-Type": "application/json", ...langHeader() },
      body: JSON.stringify(body),
    });
    return (await res.json()) as ApiResult<T>;
  } catch {
    return { success: false, message: tNow("account.failed") } as ApiResult<T>;
  }
}

/** Success → toast; failure → the server's message in a toast. Returns whether it worked. */
function report(res: ApiResult): boolean {
  if (res.success) toast.success(res.message ?? tNow("account.saved"));
  else toast.error(res.message || tNow("account.failed"));
  return res.success;
}

export function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-xl font-bold text-bark">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ProfileForm({ user }: { user: ApiUser }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? "");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = report(await putJson("/api/user/profile", { name, phone }));
    setBusy(false);
    if (ok) await revalidator.revalidate();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <label className="block text-sm font-medium">
        {t("account.name")}
        <input className="input mt-1" type="text" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="block text-sm font-medium">
        {t("account.mobile")} <span className="font-normal text-muted">{t("account.optional")}</span>
        <input
          className="input mt-1"
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="98765 43210"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </label>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t("account.saving") : t("account.saveDetails")}
      </button>
    </form>
  );
}

export function EmailStatus({ user }: { user: ApiUser }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    report(await postJson("/api/user/resend-verification", {}));
    setBusy(false);
  };
  return (
    <div className="space-y-2">
      <p className="break-all font-medium">{user.email}</p>
      {user.emailVerified ? (
        <p className="text-sm text-moss" data-testid="email-verified">
          {t("account.verified")}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-red-700">{t("account.notVerified")}</p>
          <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={resend} disabled={busy}>
            {t("account.resendLink")}
          </button>
        </div>
      )}
    </div>
  );
}

export function PasswordForm() {
  const t = useT();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = report(await putJson("/api/user/password", { currentPassword: current, newPassword: next }));
    setBusy(false);
    if (ok) {
      setCurrent("");
      setNext("");
    }
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <label className="block text-sm font-medium">
        {t("account.currentPassword")}
        <input
          className="input mt-1"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </label>
      <label className="block text-sm font-medium">
        {t("account.newPassword")}
        <input
          className="input mt-1"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </label>
      <p className="text-sm text-muted">{t("account.passwordRule", { min: MIN_PASSWORD })}</p>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t("account.saving") : t("account.changePassword")}
      </button>
    </form>
  );
}

/** After logging out everywhere or deleting: the browser forgets the customer and goes home. */
function useSignedOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const home = useLocalePath()("/");
  return async () => {
    clearLocalCart();
    bindCart(null, true);
    await navigate(home);
    await revalidator.revalidate();
  };
}

export function LogoutEverywhere() {
  const t = useT();
  const signedOut = useSignedOut();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const ok = report(await postJson("/api/user/logout-everywhere", {}));
    setBusy(false);
    if (ok) await signedOut();
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t("account.logoutEverywhereNote")}</p>
      <button type="button" className="btn-outline" onClick={run} disabled={busy}>
        {t("account.logoutEverywhere")}
      </button>
    </div>
  );
}

/** `needsPassword`: false for an account made by an OTP login (it has none; its session is the proof). */
export function DeleteAccount({ needsPassword }: { needsPassword: boolean }) {
  const t = useT();
  const signedOut = useSignedOut();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = report(await postJson("/api/user/delete-account", { password }));
    setBusy(false);
    if (ok) await signedOut();
  };
  return (
    <div className="space-y-3">
      <p className="text-sm" data-testid="delete-account-note">
        {t("account.deleteNote")}
      </p>
      {open ? (
        <form onSubmit={submit} className="space-y-4 rounded-xl border border-red-200 bg-red-50 p-4">
          {needsPassword ? (
            <label className="block text-sm font-medium">
              {t("account.confirmPassword")}
              <input
                className="input mt-1"
                type="password"
                name="delete-password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
          ) : (
            <p className="text-sm font-medium">{t("account.cannotUndo")}</p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
              {t("account.cancel")}
            </button>
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              disabled={busy}
            >
              {t("account.deleteForGood")}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="rounded-lg border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
          {t("account.delete")}
        </button>
      )}
    </div>
  );
}
