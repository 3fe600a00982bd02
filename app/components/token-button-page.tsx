import { useState } from "react";
import { Link } from "react-router";
import { postJson } from "../api";
import { useTokenFromUrl } from "./account/token-from-url";
import { useLocalePath, useT } from "../i18n/use-t";

/** The page's words, in the page's language; `done` replaces the server's own message on success. */
type Words = { title: string; text: string; button: string; busy: string; failed: string; done?: string };

/**
 * The page behind an email link that carries a token (newsletter confirmation, "stop these emails"): the action is
 * the button (a POST of the link's token to `api`), not opening the page, so mail scanners that fetch links do
 * nothing.
 */
export function TokenButtonPage({ api, words, statusTestId }: { api: string; words: Words; statusTestId: string }) {
  // Read in the browser: the server renders the page without its query, and hydration does not mend a `disabled`.
  const token = useTokenFromUrl();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useT();
  const lp = useLocalePath();

  const act = async () => {
    setBusy(true);
    const res = await postJson(api, { token: token ?? "" });
    setBusy(false);
    setResult({ ok: res.success, text: (res.success ? words.done : undefined) ?? res.message ?? words.failed });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-bark">{words.title}</h1>
      {result?.ok ? null : (
        <>
          <p className="mt-4 text-muted">{words.text}</p>
          <button type="button" onClick={() => void act()} disabled={busy || !token} className="btn-primary mt-6">
            {busy ? words.busy : words.button}
          </button>
        </>
      )}
      <p role="status" data-testid={statusTestId} className={`mt-6 min-h-6 font-medium ${result?.ok === false ? "text-red-700" : "text-moss"}`}>
        {result?.text}
      </p>
      <Link to={lp("/")} className="mt-6 inline-block underline">
        {t("pages.news.back")}
      </Link>
    </section>
  );
}
