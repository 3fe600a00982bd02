import { z } from "zod";

/**
 * A person's name: letters of any script with their combining marks (so
 * Devanagari, Tamil, Bengali… work, vowel signs and viramas included),
 * spaces and `. ' -` (and the typographic apostrophe ’), at most 60
 * characters, at least one letter. The zero-width joiner and non-joiner are
 * part of how some names are written (Malayalam's older chillus "അന്‍വര്‍",
 * a Devanagari half form, the Persian and Urdu non-joiner): each is allowed
 * alone right after a letter or its sign, nowhere else. Everything else is refused: digits,
 * control and bidi-override characters, `<`, `@`, `/`, `:` … and anything
 * that reads as a web address ("example.com"), so a name cannot carry a
 * message or a link into someone else's inbox or screen.
 */
export const MAX_NAME_LENGTH = 60;

const ALLOWED = /^(?:[\p{L}\p{M} .'’-]|(?<=[\p{L}\p{M}])[\u200C\u200D](?![\u200C\u200D]))+$/u;
const HAS_LETTER = /\p{L}/u;
/** Two letters, a dot, two letters: "evil.com", "www.x.in". Initials ("J.R. Rao") stay allowed. */
const LOOKS_LIKE_DOMAIN = /\p{L}{2,}\.\p{L}{2,}/u;
const URL_WORDS = /\b(?:https?|www|ftp)\b/iu;

export const NAME_MESSAGES = {
  characters: "may contain only letters, spaces and . ' -",
  link: "may not contain a web address",
  long: `must be at most ${MAX_NAME_LENGTH} characters`,
} as const;

/** Why a (trimmed, normalised) name is refused, or null when it is a name. */
export function nameProblem(name: string): string | null {
  if ([...name].length > MAX_NAME_LENGTH) return NAME_MESSAGES.long;
  if (!ALLOWED.test(name) || !HAS_LETTER.test(name)) return NAME_MESSAGES.characters;
  if (LOOKS_LIKE_DOMAIN.test(name) || URL_WORDS.test(name)) return NAME_MESSAGES.link;
  return null;
}

/** Trim, NFC, and runs of spaces made one. */
export const normaliseName = (raw: string) => raw.normalize("NFC").trim().replace(/ {2,}/g, " ");

/** A zod field for a name the person may leave out (a last name): missing, null or blank is "", anything else is checked like personName. */
export function optionalPersonName(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((raw, ctx) => {
      const name = normaliseName(raw ?? "");
      const problem = name === "" ? null : nameProblem(name);
      if (problem) ctx.issues.push({ code: "custom", message: `${label} ${problem}`, input: raw });
      return name;
    });
}

/** A zod field for a person's name; messages start with `label` ("Name is required", "First name may contain only…"). */
export function personName(label: string, min = 1) {
  const required = `${label} is required`;
  return z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : `${label} must be text`) }).transform((raw, ctx) => {
    const name = normaliseName(raw);
    if (name === "") ctx.issues.push({ code: "custom", message: required, input: raw });
    else if ([...name].length < min) ctx.issues.push({ code: "custom", message: `${label} must be at least ${min} characters`, input: raw });
    else {
      const problem = nameProblem(name);
      if (problem) ctx.issues.push({ code: "custom", message: `${label} ${problem}`, input: raw });
    }
    return name;
  });
}
