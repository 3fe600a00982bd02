import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { MIN_SELLER_PASSWORD, type ApiSession } from "../../../lib/seller";
import { dateTime } from "../../components/seller/format";
import { sellerSend, useSellerData } from "../../components/seller/seller-api";
import { toast } from "../../toast";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.newPassword !== form.confirmPassword) return void toast.error("The new passwords do not match");
    setBusy(true);
    const res = await sellerSend("PUT", "/api/seller/password", form);
    setBusy(false);
    if (!res.success) return void toast.error(res.message || "Could not change the password");
    setForm(EMPTY);
    toast.success(res.message || "Password changed");
    onChanged();
  };
  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => (
    <div>
      <label className="block text-sm font-medium">
        {label}
        <input
          type="password"
          name={name}
          className="input mt-1"
          autoComplete={autoComplete}
          value={form[name]}
          minLength={name === "currentPassword" ? undefined : MIN_SELLER_PASSWORD}
          maxLength={200}
          required
          aria-describedby={hint ? `${name}-hint` : undefined}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        />
      </label>
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 grid max-w-md gap-4" aria-label="Change password">
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password", "new-password", `At least ${MIN_SELLER_PASSWORD} characters. Every other device is signed out.`)}
      {field("confirmPassword", "Confirm new password", "new-password")}
      <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
        {busy ? "Saving..." : "Change password"}
      </button>
    </form>
  );
}

function Sessions({ tick }: { tick: number }) {
  const revalidator = useRevalidator();
  const loaded = useSellerData<{ sessions: ApiSession[] }>(`/api/seller/sessions?t=${tick}`, (m) => toast.error(m));
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = loaded.data?.sessions ?? [];
  const end = async (s: ApiSession) => {
    setBusy(s._id);
    const res = await sellerSend<{ current: boolean }>("DELETE", `/api/seller/sessions/${s._id}`);
    setBusy(null);
    if (!res.success) return void toast.error(res.message || "Could not sign that device out");
    toast.success(res.message || "Signed out");
    if (res.current) return void revalidator.revalidate(); // this device: back to the login screen
    loaded.reload();
  };
  const endOthers = async () => {
    setBusy("others");
    const res = await sellerSend("POST", "/api/seller/sessions/sign-out-others");
    setBusy(null);
    if (!res.success) return void toast.error(res.message || "Could not sign the other devices out");
    toast.success(res.message || "Signed out of every other device");
    loaded.reload();
  };
  return (
    <section className="mt-10" aria-labelledby="sessions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-title" className="font-display text-2xl font-bold">
          Where you are signed in
        </h2>
        {sessions.length > 1 && (
          <button type="button" className="btn-outline min-h-11 py-2 text-sm" disabled={busy !== null} onClick={() => void endOthers()}>
            Sign out of all other devices
          </button>
        )}
      </div>
      {loaded.loading && !loaded.data ? (
        <p className="mt-4 text-muted">Loading...</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {sessions.map((s) => (
            <li
              key={s._id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4"
              data-testid="session-row"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  {s.device}
                  {s.current && <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">This device</span>}
                </p>
                <p className="mt-1 text-muted">Network {s.place}</p>
                <p className="text-muted">
                  Signed in {dateTime(s.signedInAt)} · Last active {dateTime(s.lastActiveAt)}
                </p>
              </div>
              <button
                type="button"
                className="btn-outline min-h-11 py-2 text-sm"
                disabled={busy !== null}
                onClick={() => void end(s)}
                aria-label={`Sign out ${s.current ? "this device" : `${s.device}, signed in ${dateTime(s.signedInAt)}`}`}
              >
                Sign out
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The seller's own account: change the password, see where they are signed in and end any of those sessions. */
export default function SellerAccount() {
  const [tick, setTick] = useState(0);
  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-3xl font-bold">Account</h1>
      <section className="mt-6 rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="password-title">
        <h2 id="password-title" className="text-lg font-semibold">
          Change password
        </h2>
        <PasswordForm onChanged={() => setTick((t) => t + 1)} />
      </section>
      <Sessions tick={tick} />
    </div>
  );
}
