import { useState, type FormEvent } from "react";
import { toast } from "../toast";
import { isEmail, normaliseEmail } from "../../lib/email";
import { postJson } from "../api";
import { HONEYPOT_FIELD } from "../../lib/honeypot";
import { useT } from "../i18n/use-t";
import { Honeypot } from "./honeypot";

/** Footer newsletter box: sends a validated email (the server mails a confirm link), says thank you. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [trap, setTrap] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) {
      setMessage({ ok: false, text: t("pages.form.err.email") });
      return;
    }
    setBusy(true);
    const res = await postJson("/api/newsletter/subscribe", { email: normaliseEmail(email), ...(trap ? { [HONEYPOT_FIELD]: trap } : {}) });
    setBusy(false);
    setMessage({ ok: res.success, text: res.message ?? "" });
    if (res.success) {
      setEmail("");
      toast.success(res.message ?? t("pages.news.thanks"));
    } else toast.error(res.message ?? t("pages.news.failed"));
  };

  return (
    <form onSubmit={submit} noValidate className="relative space-y-2">
      <Honeypot value={trap} onChange={setTrap} />
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-white">
        {t("pages.news.label")}
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          aria-describedby="newsletter-status"
          className="input min-w-0 flex-1 text-sm"
        />
        <button type="submit" disabled={busy} className="rounded-lg bg-amber-300 px-4 text-sm font-semibold text-bark hover:bg-amber-200 disabled:opacity-60">
          {t("pages.news.subscribe")}
        </button>
      </div>
      <p id="newsletter-status" role="status" className={`min-h-5 text-sm ${message?.ok === false ? "text-amber-200" : "text-stone-200"}`}>
        {message?.text}
      </p>
    </form>
  );
}
