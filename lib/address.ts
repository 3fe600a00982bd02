/**
 * The delivery address as the customer types it: one zod schema shared by the
 * Add address form in the browser and by the server, so both refuse the same
 * input with the same words. Only zod is imported (plus the state list).
 *
 * Rules (every field is required unless it says optional; text is trimmed before it is checked):
 * - firstName, lastName: a person's name (lib/names.ts: letters of any script, spaces, . ' -, at most 60). The last
 *   name is optional (issue 18: many people in India go by one name): missing, null or blank is stored as "".
 * - email: a valid address, stored lower-cased.
 * - street: 5–200 characters; city: 2–80 characters.
 * - house (house or flat number), area (locality) and landmark: optional, at most 100 characters each; missing,
 *   null or blank is stored as "" (issue 18). The spec's fields stay as they were.
 * - state: one of INDIAN_STATES, any case (a few old names such as "Orissa"
 *   too), stored with its canonical name ("uttar pradesh" → "Uttar Pradesh").
 * - zipCode: a 6-digit PIN code not starting with 0, as a number (208001) or a
 *   string with at most one space after the third digit ("208 001"); stored as
 *   a 6-character string.
 * - phone: an Indian mobile number, 10 digits starting 6–9, optionally after
 *   "+91", "91" or "0", with spaces and dashes allowed (also a number);
 *   stored as the 10 digits ("+91 98765-43210" → "9876543210").
 * - country: "India" (any case); missing, null or blank means "India". We
 *   deliver only within India.
 * - Any other field is refused (strict object), including "__proto__" and
 *   "constructor" sent as own keys of parsed JSON.
 */
import { z } from "zod";
import { stateByName } from "./india";
import { optionalPersonName, personName } from "./names";

export const ADDRESS_MESSAGES = {
  state: "Choose a state or union territory",
  zipCode: "PIN code must be 6 digits",
  phone: "Enter a 10-digit mobile number",
  country: "We deliver only within India",
  email: "Enter a valid email address",
} as const;

/** A required, trimmed text field with a length range and messages naming the field. */
function text(label: string, min: number, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : `${label} must be text`) })
    .trim()
    .min(1, required)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional, trimmed text field: missing, null or blank is "". */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? "");
}

/**
 * A number or a string of digits: numbers become their digits, strings are
 * trimmed; blank says "<label> is required", anything `parse` refuses (null)
 * says `message`, otherwise the output is what `parse` returns.
 */
function digitsField(label: string, message: string, parse: (s: string) => string | null) {
  const required = `${label} is required`;
  return z.union([z.string(), z.number()], { error: (iss) => (iss.input === undefined || iss.input === null ? required : message) }).transform((v, ctx) => {
    const s = typeof v === "number" ? (Number.isSafeInteger(v) && v >= 0 ? String(v) : "?") : v.trim();
    const out = s === "" ? null : parse(s);
    if (out !== null) return out;
    ctx.issues.push({ code: "custom", message: s === "" ? required : message, input: v });
    return z.NEVER;
  });
}

const email = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? "Email is required" : ADDRESS_MESSAGES.email) })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, ADDRESS_MESSAGES.email)
  .pipe(z.email(ADDRESS_MESSAGES.email));

const state = z.string({ error: ADDRESS_MESSAGES.state }).transform((v, ctx) => {
  const found = stateByName(v);
  if (found) return found.name;
  ctx.issues.push({ code: "custom", message: ADDRESS_MESSAGES.state, input: v });
  return z.NEVER;
});

const zipCode = digitsField("PIN code", ADDRESS_MESSAGES.zipCode, (s) => {
  const m = /^([1-9][0-9]{2}) ?([0-9]{3})$/.exec(s);
  return m ? `${m[1]}${m[2]}` : null;
});

const phone = digitsField("Mobile number", ADDRESS_MESSAGES.phone, (s) => {
  const m = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(s.replace(/[\s-]+/g, ""));
  return m?.[1] ?? null;
});

const country = z
  .string({ error: ADDRESS_MESSAGES.country })
  .nullish()
  .transform((v, ctx) => {
    const t = (v ?? "").trim();
    if (t === "" || t.toLowerCase() === "india") return "India" as const;
    ctx.issues.push({ code: "custom", message: ADDRESS_MESSAGES.country, input: v });
    return z.NEVER;
  });

export const addressInputSchema = z.strictObject(
  {
    firstName: personName("First name"),
    lastName: optionalPersonName("Last name"),
    email,
    house: optionalText("House / flat", 100),
    street: text("Street address", 5, 200),
    area: optionalText("Area", 100),
    landmark: optionalText("Landmark", 100),
    city: text("City", 2, 80),
    state,
    zipCode,
    country,
    phone,
  },
  {
    error: (iss) => {
      if (iss.code === "unrecognized_keys") return `Unknown field${iss.keys.length > 1 ? "s" : ""}: ${iss.keys.join(", ")}`;
      if (iss.code === "invalid_type") return "Enter a delivery address";
      return undefined;
    },
  },
);

/** What the form or the API sends. */
export type AddressInput = z.input<typeof addressInputSchema>;
/** The normalised address, as stored. */
export type Address = z.output<typeof addressInputSchema>;

/** The names of the address fields, in form order. */
export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "house",
  "street",
  "area",
  "landmark",
  "city",
  "state",
  "zipCode",
  "country",
  "phone",
] as const;

/** Key under which addressFieldErrors puts problems that belong to no field (unknown fields, not an object). */
export const FORM_ERROR_KEY = "_form";

/**
 * The first message for each field, for showing under the form's inputs:
 * { zipCode: "PIN code must be 6 digits", … }. Problems with no field (such as
 * unknown fields) go under FORM_ERROR_KEY. Only known field names become keys.
 */
export function addressFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  const fields: readonly string[] = ADDRESS_FIELDS;
  for (const issue of error.issues) {
    const head = issue.path[0];
    const field = typeof head === "string" && fields.includes(head) ? head : FORM_ERROR_KEY;
    if (!Object.hasOwn(out, field)) out[field] = issue.message;
  }
  return out;
}

/** An address as the API returns it (spec: zipCode and phone are numbers). */
export type ApiAddress = Omit<Address, "zipCode" | "phone"> & { _id: string; zipCode: number; phone: number };
