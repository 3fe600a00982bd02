import type { Lang } from "./i18n";
import { formatAmount } from "./money";
import type { Policy } from "./shop-policies";
import type { ShopSettings } from "./shop-settings";

/**
 * The words a policy paragraph may hold in braces, and what each becomes: filled from the settings when a page
 * is drawn (on the server), so the pages follow the return window, the shipping fee and the contacts. The
 * settings form lists them next to the policy texts.
 */
export const POLICY_PLACEHOLDERS = {
  shopName: "the shop's name",
  legalName: "the legal name",
  address: "the shop's address",
  supportEmail: "the support email",
  phone: "the first phone number",
  hours: "the opening hours",
  returnDays: "the return window in days",
  refundDays: "the refund time in working days",
  shippingFee: "the delivery charge",
  grievanceName: "the grievance officer's name",
  grievanceEmail: "the grievance officer's email",
  grievancePhone: "the grievance officer's phone",
} as const;
export type PolicyPlaceholder = keyof typeof POLICY_PLACEHOLDERS;

type Source = Pick<
  ShopSettings,
  "shopName" | "legalName" | "address" | "emails" | "phones" | "hours" | "returnWindowDays" | "refundDays" | "pricing" | "grievanceOfficer"
>;

/** The shop's address on one line: "Plot 14, Artisan Lane, Near Panki Road, Kanpur, Uttar Pradesh 208022, India". */
export function addressLine(a: ShopSettings["address"]): string {
  return [a.line1, a.line2, a.city, `${a.state} ${a.pincode}`, a.country].filter((p) => p.trim() !== "").join(", ");
}

/** The words a placeholder becomes, in the page's language (the Hindi pages' {shippingFee} is a Hindi phrase). */
export function policyValues(s: Source, lang: Lang = "en"): Record<PolicyPlaceholder, string> {
  const fee = s.pricing.shippingFeePaise;
  const hi = lang === "hi";
  return {
    shopName: s.shopName,
    legalName: s.legalName,
    address: addressLine(s.address),
    supportEmail: s.emails.support,
    phone: s.phones[0] ?? "",
    hours: s.hours,
    returnDays: String(s.returnWindowDays),
    refundDays: String(s.refundDays),
    shippingFee:
      fee > 0 ? (hi ? `हर ऑर्डर पर ${formatAmount(fee)}` : `${formatAmount(fee)} per order`) : hi ? "कुछ नहीं, डिलीवरी मुफ़्त है" : "none, delivery is free",
    grievanceName: s.grievanceOfficer.name,
    grievanceEmail: s.grievanceOfficer.email,
    grievancePhone: s.grievanceOfficer.phone,
  };
}

/** One paragraph with its placeholders filled; an unknown word in braces is left as the seller wrote it. */
export function fillPolicyText(text: string, values: Record<PolicyPlaceholder, string>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key as PolicyPlaceholder] : whole));
}

/** `settings` as the page shows them (localised for a Hindi page: its {hours} is then the Hindi hours). */
export function fillPolicy(policy: Policy, settings: Source, lang: Lang = "en"): Policy {
  const values = policyValues(settings, lang);
  return { title: fillPolicyText(policy.title, values), paragraphs: policy.paragraphs.map((p) => fillPolicyText(p, values)) };
}
