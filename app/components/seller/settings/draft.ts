/**
 * The settings form's pure parts: reading and writing a field of the draft by its path ("testimonials.1.name",
 * the path zod names in its issues), moving list items, and which section a field is in.
 */

export type Path = string;
export type FieldErrors = Record<Path, string>;

type Bag = Record<string, unknown> | unknown[];

export function getIn(value: unknown, path: Path): unknown {
  let at: unknown = value;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * A copy of `value` with the field at `path` replaced (only the objects on the way are copied). Missing objects and
 * lists on the way are made (a list where the next key is a number): the Hindi twins start empty.
 */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  const [key, ...rest] = path.split(".");
  const current = (value ?? (/^\d+$/.test(key!) ? [] : {})) as unknown as Bag;
  const child = Array.isArray(current) ? current[Number(key)] : current[key!];
  const replaced = rest.length === 0 ? next : setIn(child, rest.join("."), next);
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(key)] = replaced;
    return copy as unknown as T;
  }
  return { ...current, [key!]: replaced } as T;
}

/** The list with item `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const copy = [...items];
  if (to < 0 || to >= items.length) return copy;
  [copy[index], copy[to]] = [copy[to]!, copy[index]!];
  return copy;
}

/** True when `path` is `prefix` or inside it ("testimonials.1.name" is inside "testimonials"). */
export function within(path: Path, prefix: Path): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}

/** The errors without those of `prefix` and everything inside it (a list changed shape: its items' errors no longer line up). */
export function withoutErrors(errors: FieldErrors, prefix: Path): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([p]) => !within(p, prefix)));
}

/** zod's issues (client side) or the API's (`issues: [{ path, message }]`), the first message per field. */
export function errorsFrom(issues: readonly { path: Path; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const i of issues) errors[i.path] ??= i.message;
  return errors;
}

/** Where the Hindi twin of a settings field is: `banners.2.headline` → `translations.hi.banners.2.headline`. */
export const HINDI_PREFIX = "translations.hi.";
export function hindiPath(path: Path): Path {
  return `${HINDI_PREFIX}${path}`;
}

/**
 * The Hindi twin of a list after the English list changed by `change` (an item moved or removed), so each Hindi
 * item stays with the English item it translates; null when there is no Hindi list. Padded with gaps (null)
 * to the English length first.
 */
export function twinAfter(hindi: unknown, englishLength: number, change: (items: unknown[]) => unknown[]): unknown[] | null {
  if (!Array.isArray(hindi)) return null;
  return change(Array.from({ length: Math.max(englishLength, hindi.length) }, (_, i) => (hindi[i] as unknown) ?? null));
}

/** The element id of a field (and of a list, for its own error). */
export function fieldId(path: Path): string {
  return `setting-${path.replace(/\./g, "-")}`;
}

export const SECTIONS = [
  {
    id: "shop",
    label: "Shop details",
    fields: ["shopName", "legalName", "tagline", "gstin", "address", "phones", "emails", "whatsappNumber", "hours", "since", "hero.contact"],
  },
  { id: "home", label: "Home page", fields: ["banners", "hero.products", "whyChooseUs", "testimonials"] },
  { id: "about", label: "About", fields: ["hero.about", "founder", "about", "processSteps", "mission", "vision", "coreValues", "gallery"] },
  { id: "brand", label: "Brand page", fields: ["brand"] },
  { id: "social", label: "Social links", fields: ["social"] },
  { id: "policies", label: "Policies", fields: ["policies"] },
  { id: "care", label: "Returns & grievances", fields: ["returnWindowDays", "refundDays", "grievanceOfficer"] },
  { id: "pricing", label: "Pricing & shipping", fields: ["pricing", "shipping", "delivery", "shippingRules"] },
  { id: "qr", label: "UPI & payment QR", fields: ["upi", "paymentQr"] },
  { id: "hindi", label: "Hindi (हिन्दी)", fields: ["translations"] },
] as const;
export type SectionId = (typeof SECTIONS)[number]["id"];

/** The section a field is edited in (the first, Shop details, for anything unknown). */
export function sectionOf(path: Path): SectionId {
  return SECTIONS.find((s) => s.fields.some((f) => within(path, f)))?.id ?? "shop";
}

export function errorCounts(errors: FieldErrors): Partial<Record<SectionId, number>> {
  const counts: Partial<Record<SectionId, number>> = {};
  for (const path of Object.keys(errors)) {
    const s = sectionOf(path);
    counts[s] = (counts[s] ?? 0) + 1;
  }
  return counts;
}
