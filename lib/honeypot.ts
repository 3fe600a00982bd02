/**
 * A honeypot: a form field people never see (hidden from screen and screen
 * readers), which bots that fill every field fill. A request with it filled
 * is answered exactly like a success but nothing is stored or sent.
 * (Its own module without zod: the footer's newsletter box ships on every page.)
 */
export const HONEYPOT_FIELD = "website";
