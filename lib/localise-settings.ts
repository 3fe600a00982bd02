import { DEFAULT_POLICIES } from "./default-policies";
import { DEFAULT_POLICIES_HI } from "./default-policies-hi";
import type { Lang } from "./i18n";
import { POLICY_SLUGS, type Policies, type Policy } from "./shop-policies";
import type { ShopSettings } from "./shop-settings";

/**
 * The settings as a page in `lang` shows them (issue 17): for Hindi, every text the seller translated under
 * Settings → Hindi replaces its English twin, per field and per list item; a blank or missing one stays English.
 * Same shape, same list lengths, so every page renders as it does in English. Pictures, names, numbers and
 * contacts are never translated.
 *
 * Policies: the seller's Hindi first; where there is none and the English page is still the shop's default text
 * (lib/default-policies.ts), its Hindi translation (lib/default-policies-hi.ts). A policy the seller rewrote in
 * English is never shown with the default's Hindi, which would say something else: it stays English until they
 * translate it.
 *
 * Server-side only (loaders): it brings the default policy texts with it.
 */
export function localiseSettings(settings: ShopSettings, lang: Lang): ShopSettings {
  if (lang === "en") return settings;
  let done = cache.get(settings);
  if (!done) {
    done = inHindi(settings);
    cache.set(settings, done);
  }
  return done;
}

/** One localised copy per settings object: the catalogue snapshot keeps the same object until a save. */
const cache = new WeakMap<ShopSettings, ShopSettings>();

function inHindi(settings: ShopSettings): ShopSettings {
  const { policies: hiPolicies, ...hi } = settings.translations.hi;
  const policies = {} as Policies;
  for (const slug of POLICY_SLUGS) {
    const english = settings.policies[slug];
    const standard = sameText(english, DEFAULT_POLICIES[slug]) ? DEFAULT_POLICIES_HI[slug] : undefined;
    policies[slug] = overlay(overlay(english, standard), hiPolicies?.[slug]);
  }
  return { ...overlay(settings, hi), policies };
}

function sameText(a: Policy, b: Policy): boolean {
  return a.title === b.title && a.paragraphs.length === b.paragraphs.length && a.paragraphs.every((p, i) => p === b.paragraphs[i]);
}

/**
 * `english` with each text that `other` has at the same path (non-blank) put in its place; lists keep the
 * English length (a missing or blank item stays English); anything that is not text is the English value. Keys
 * only the translation has are ignored.
 */
export function overlay<T>(english: T, other: unknown): T {
  if (other === undefined || other === null) return english;
  if (typeof english === "string") return (typeof other === "string" && other.trim() !== "" ? other.trim() : english) as T;
  if (Array.isArray(english)) return english.map((item: unknown, i) => overlay(item, Array.isArray(other) ? other[i] : undefined)) as T;
  if (typeof english === "object" && english !== null && typeof other === "object" && !Array.isArray(other)) {
    const out: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, value] of Object.entries(other)) if (Object.hasOwn(out, key)) out[key] = overlay(out[key], value);
    return out as T;
  }
  return english;
}
