import { useMemo } from "react";
import { useLocation } from "react-router";
import { DEFAULT_LANG, langOfPath, LOCALE, pathIn, type Lang } from "../../lib/i18n";
import { CATALOGUES } from "./catalogues";
import type { MessageKey, Messages } from "./messages";

export type MessageVars = Record<string, string | number>;
/** A message in the page's language, with `{name}` placeholders filled. */
export type T = (key: MessageKey, vars?: MessageVars) => string;

/** Fills "{count} items" from { count: 3 }; an unknown placeholder stays as written (a test catches it). */
export function fill(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator over one catalogue; a key it lacks reads as the key (a catalogue that is not loaded: none reads so). */
export function translator(messages: Messages | undefined): T {
  return (key, vars) => fill(messages?.[key] ?? key, vars);
}

/**
 * A message in the language of the page on screen, for code outside components (the cart's and login's toasts);
 * in the browser only (on the server nothing toasts).
 */
export const tNow: T = (key, vars) => fill(CATALOGUES[langOfPath(location.pathname)]?.[key] ?? key, vars);

/**
 * The page's messages, in its language (from its path). None of the catalogue is in the JS or in loader data: the
 * browser holds the page's language's before it hydrates (app/i18n/catalogues.ts).
 */
export function useT(): T {
  const messages = CATALOGUES[useLang()];
  // The same function while the catalogue is the same (it is for the whole page): safe in effects' dependencies.
  return useMemo(() => translator(messages), [messages]);
}

/** The page's language, read from its path (so it is right before and after hydration). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** The page's `Intl` locale: "en-IN" or "hi-IN". */
export function useLocale(): string {
  return LOCALE[useLang()];
}

/** Storefront paths in the page's language: lp("/cart") is "/hi/cart" on a Hindi page. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => pathIn(lang, path);
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** A translator for meta functions, in the language of the root match's data. */
export function metaT(matches: readonly MatchLike[]): T {
  const lang = (matches.find((m) => m?.id === "root")?.loaderData as { lang?: Lang } | undefined)?.lang;
  return translator(CATALOGUES[lang ?? DEFAULT_LANG]);
}
