import { useLocation } from "react-router";
import { LANGUAGE_NAME, LANGUAGES, LOCALE, pathIn, type Lang } from "../../lib/i18n";
import { useLang, useT } from "../i18n/use-t";

/** `hreflang` alternates of the page in every language, and x-default (English) for everyone else. */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <>
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={LOCALE[lang]} href={origin + pathIn(lang, here)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + pathIn("en", here)} />
    </>
  );
}

/**
 * The other language's link. It goes through /lang/{code}, which remembers the choice in a cookie (works before
 * the page's script has run) and sends the shopper on to this page in that language.
 */
export function switchHref(to: Lang, pathname: string, search: string): string {
  return `/lang/${to}?next=${encodeURIComponent(pathIn(to, pathname + search))}`;
}

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const lang = useLang();
  const t = useT();
  const other: Lang = lang === "en" ? "hi" : "en";
  return (
    <a
      href={switchHref(other, pathname, search)}
      hrefLang={LOCALE[other]}
      lang={LOCALE[other]}
      rel="nofollow"
      title={t("lang.switchTo", { language: LANGUAGE_NAME[other] })}
      data-testid="language-switch"
      className={className}
    >
      {/* The system's own font for the other language's name: "हिन्दी" on an English page must not make it download
          the Devanagari web face (app/fonts.css), which only pages in Hindi need. */}
      <span className="font-[system-ui,sans-serif]">{LANGUAGE_NAME[other]}</span>
    </a>
  );
}
