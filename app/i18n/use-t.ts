import { useMemo } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { langOfPath, LOCALE, pathIn, type Lang } from "../../lib/i18n";
import type { MessageKey, Messages } from "./messages";

export type MessageVars = Record<string, string | number>;
/** A message in the page's language, with `{name}` placeholders filled. */
export type T = (key: MessageKey, vars?: MessageVars) => string;

/** Fills "{count} items" from { count: 3 }; an unknown placeholder stays as written (a test catches it). */
export function fill(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator over one catalogue; a key it lacks reads as the key (only possible with stale loader data). */
export function translator(messages: Messages | undefined): T {
  return (key, vars) => fill(messages?.[key] ?? key, vars);
}

/**
 * The catalogue of the page on screen, for code outside components (the cart's and login's toasts). Set by the
 * root layout as it renders; in the browser there is one page at a time. On the server nothing toasts.
 */
let onScreen: Messages | undefined;
export function showCatalogue(messages: Messages | undefined): void {
  if (messages) onScreen = messages;
}
/** A message in the language of the page on screen (English before the root has rendered). */
export const tNow: T = (key, vars) => fill(onScreen?.[key] ?? key, vars);

type WithMessages = { messages?: Messages } | undefined;

/** The page's messages: the root loader sends the catalogue of the page's language (none of it is in the JS). */
export function useT(): T {
  const messages = (useRouteLoaderData("root") as WithMessages)?.messages;
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

/** A translator for meta functions, from the root match's data. */
export function metaT(matches: readonly MatchLike[]): T {
  return translator((matches.find((m) => m?.id === "root")?.loaderData as WithMessages)?.messages);
}
