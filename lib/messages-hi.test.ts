import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES } from "./address";
import { CHECKOUT_MESSAGES } from "./checkout";
import { COUPON_MESSAGES, minimumText } from "./coupons";
import { hindiMessage } from "./messages-hi";
import { OTP_MESSAGES } from "./otp-login";

const DEVANAGARI = /[\u0900-\u097f]/;

describe("the server's messages in Hindi", () => {
  it.each([
    ...Object.values(ADDRESS_MESSAGES),
    CHECKOUT_MESSAGES.emptyCart,
    CHECKOUT_MESSAGES.noAddress,
    CHECKOUT_MESSAGES.product,
    ...Object.values(OTP_MESSAGES).filter((m) => typeof m === "string"),
    ...Object.values(COUPON_MESSAGES),
  ])("%s has a Hindi text", (en) => {
    expect(hindiMessage(en)).toMatch(DEVANAGARI);
  });

  it.each([
    ["Only 3 left", "सिर्फ़ 3 बचे हैं"],
    ['Only 2 of "Padded Nylon Horse Halter – Cob / Black" left in stock', '"Padded Nylon Horse Halter – Cob / Black" के सिर्फ़ 2 स्टॉक में बचे हैं'],
    ["First name is required", "पहला नाम ज़रूरी है"],
    ["City must be at least 2 characters", "शहर कम से कम 2 अक्षरों का होना चाहिए"],
    ["zipCode: PIN code must be 6 digits", "zipCode: PIN कोड 6 अंकों का होना चाहिए"],
    ["Too many attempts. Please wait 15 minutes and try again.", "बहुत ज़्यादा कोशिशें। 15 मिनट रुककर फिर कोशिश करें।"],
    ["Please choose a size / colour", "कृपया size / colour चुनें"],
    [minimumText(99_900, 84_900), "यह कूपन इस्तेमाल करने के लिए ₹150 का और सामान जोड़ें (कम से कम ₹999 का ऑर्डर)"],
    [minimumText(100_000, 12_345), "यह कूपन इस्तेमाल करने के लिए ₹876.55 का और सामान जोड़ें (कम से कम ₹1,000 का ऑर्डर)"],
  ])("%s → %s (numbers and names kept)", (en, hi) => {
    expect(hindiMessage(en)).toBe(hi);
  });

  it("an unknown message comes back as it was", () => {
    expect(hindiMessage("Something nobody wrote down")).toBe("Something nobody wrote down");
    expect(hindiMessage("field: Something nobody wrote down")).toBe("field: Something nobody wrote down");
  });
});

/**
 * Every message a shopper's request can get from the server, written as a literal in the shopper's modules, has a
 * Hindi text: a new message without one fails here rather than showing English on a Hindi page. The back office is
 * in English, so seller-only files are not read; the few messages below only a broken client gets (a malformed
 * request, a missing header) are listed and stay English. Messages built from templates are covered by PATTERNS
 * and by the cases above.
 */
describe("the shopper's messages all have Hindi", () => {
  const SHOPPER_FILES = [
    "server/modules/accounts",
    "server/modules/addresses",
    "server/modules/cart",
    "server/modules/coupons",
    "server/modules/orders",
    "server/modules/payments/payments.routes.ts",
    "server/modules/payments/record-payment.ts",
    "server/modules/payments/start-online-payment.ts",
    "server/modules/after-sales/returns.ts",
    "server/modules/after-sales/returns.routes.ts",
    "server/modules/after-sales/cancellation.ts",
    "server/modules/after-sales/order-access.ts",
    "server/http/errors.ts",
    "lib/address.ts",
    "lib/checkout.ts",
  ];
  /** Only a client that sends a malformed request gets these; a page never does. */
  const FOR_BROKEN_CLIENTS = new Set([
    "Idempotency-Key must be 8 to 64 letters, digits, - or _",
    "before must be a date",
    "filter must be open or all",
    "items must be the list of items as JSON",
    "Send the request as JSON or as a form with photos",
    "Only an exchange has a replacement to ship", // the seller's action, on a route the returns file shares
    "A coupon's code cannot change once made: create a new coupon instead", // the owner's, on the coupons routes file
  ]);

  it("has a Hindi text for each literal message in the shopper's modules", () => {
    const files: string[] = [];
    const walk = (p: string) => {
      if (!fs.existsSync(p)) return;
      if (fs.statSync(p).isDirectory()) for (const f of fs.readdirSync(p)) walk(path.join(p, f));
      else if (p.endsWith(".ts") && !p.endsWith(".test.ts")) files.push(p);
    };
    SHOPPER_FILES.forEach(walk);
    expect(files.length).toBeGreaterThan(15);
    const messages = new Set<string>();
    for (const f of files) {
      const src = fs.readFileSync(f, "utf8");
      for (const m of src.matchAll(/HttpError\(\s*4\d\d,\s*"((?:[^"\\]|\\.)*)"/g)) messages.add(m[1]!);
      for (const m of src.matchAll(/\bmessage: "((?:[^"\\]|\\.)*)"/g)) messages.add(m[1]!);
    }
    expect(messages.size).toBeGreaterThan(30);
    const missing = [...messages].filter((m) => !FOR_BROKEN_CLIENTS.has(m) && !DEVANAGARI.test(hindiMessage(m)));
    expect(missing).toEqual([]);
  });
});
