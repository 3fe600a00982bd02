import type { MessageKey } from "../../i18n/messages";
import type { T } from "../../i18n/use-t";

/**
 * Validation messages checked in the browser come from shared lib code (lib/gstin.ts, lib/address.ts) in English;
 * these show them in the page's language. A message not known here is shown as it is.
 */
const GSTIN: Record<string, MessageKey> = {
  "Enter a GST number": "gstin.empty",
  "GST number must be 15 characters": "gstin.length",
  "GST number may contain only letters and digits": "gstin.characters",
  "GST number must start with a valid state code": "gstin.state",
  "GST number must contain a valid PAN (characters 3 to 12)": "gstin.pan",
  "GST number has an invalid entity number (13th character)": "gstin.entity",
  "GST number must have Z as its 14th character": "gstin.z",
  "GST number has an invalid check character": "gstin.check",
};

export function gstinMessage(t: T, message: string): string {
  const key = GSTIN[message];
  return key ? t(key) : message;
}

const ADDRESS: Record<string, MessageKey> = {
  "Choose a state or union territory": "address.error.state",
  "PIN code must be 6 digits": "address.error.zipCode",
  "Enter a 10-digit mobile number": "address.error.phone",
  "We deliver only within India": "address.error.country",
  "Enter a valid email address": "address.error.email",
  "Email is required": "address.error.emailRequired",
  "Enter a delivery address": "address.error.missing",
};

const LABELS: Record<string, MessageKey> = {
  "First name": "address.label.firstName",
  "Last name": "address.label.lastName",
  "Street address": "address.label.street",
  "House / flat": "address.label.house",
  Area: "address.label.area",
  Landmark: "address.label.landmark",
  City: "address.label.city",
  "PIN code": "address.label.zipCode",
  "Mobile number": "address.label.phone",
};

const RULES: [RegExp, MessageKey][] = [
  [/^is required$/, "address.error.required"],
  [/^must be text$/, "address.error.text"],
  [/^must be at least (\d+) characters$/, "address.error.min"],
  [/^must be at most (\d+) characters$/, "address.error.max"],
  [/^may contain only letters, spaces and \. ' -$/, "address.error.nameCharacters"],
  [/^may not contain a web address$/, "address.error.nameLink"],
];

export function addressMessage(t: T, message: string): string {
  const fixed = ADDRESS[message];
  if (fixed) return t(fixed);
  for (const [label, labelKey] of Object.entries(LABELS)) {
    if (!message.startsWith(`${label} `)) continue;
    const rest = message.slice(label.length + 1);
    for (const [rule, key] of RULES) {
      const m = rule.exec(rest);
      if (m) return t(key, { label: t(labelKey), n: m[1] ?? "" });
    }
  }
  return message;
}
