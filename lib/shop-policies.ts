/**
 * The shop's policy pages (returns & refunds, cancellation, shipping & delivery, privacy, terms of use and the
 * grievance officer): a title and paragraphs each, edited by the seller under Settings → Policies and shown at
 * /policies/:slug. Paragraphs may hold placeholders such as {returnDays}, filled from the settings when the page
 * is drawn (lib/policy-text.ts). Kept tiny: storefront routes import it (the default texts are in
 * default-policies.ts).
 */
export const POLICY_SLUGS = ["returns", "cancellation", "shipping", "privacy", "terms", "grievance"] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];
export type Policy = { title: string; paragraphs: string[] };
export type Policies = Record<PolicySlug, Policy>;

/** Footer and seller labels, by slug (the page's own heading is the policy's title). */
export const POLICY_LABELS: Record<PolicySlug, string> = {
  returns: "Returns & Refunds",
  cancellation: "Cancellation Policy",
  shipping: "Shipping & Delivery",
  privacy: "Privacy Policy",
  terms: "Terms of Use",
  grievance: "Grievance Officer",
};

/** Older addresses of the pages, sent on to today's (a link in an old email or a search result keeps working). */
export const POLICY_ALIASES: Record<string, PolicySlug> = {
  refunds: "returns",
  "returns-and-refunds": "returns",
  "refund-policy": "returns",
  delivery: "shipping",
  "terms-of-use": "terms",
  "terms-of-service": "terms",
  "privacy-policy": "privacy",
  cancel: "cancellation",
  grievances: "grievance",
  "grievance-officer": "grievance",
};

export function isPolicySlug(value: string | undefined): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value ?? "");
}

export function policyPath(slug: PolicySlug): string {
  return `/policies/${slug}`;
}
