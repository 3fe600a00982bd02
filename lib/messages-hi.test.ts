import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES } from "./address";
import { CHECKOUT_MESSAGES } from "./checkout";
import { hindiMessage } from "./messages-hi";
import { OTP_MESSAGES } from "./otp-login";

const DEVANAGARI = /[\u0900-\u097f]/;

describe("the server's messages in Hindi", () => {
  it.each([...Object.values(ADDRESS_MESSAGES), CHECKOUT_MESSAGES.emptyCart, CHECKOUT_MESSAGES.noAddress, CHECKOUT_MESSAGES.product, ...Object.values(OTP_MESSAGES).filter((m) => typeof m === "string")])(
    "%s has a Hindi text",
    (en) => {
      expect(hindiMessage(en)).toMatch(DEVANAGARI);
    },
  );

  it.each([
    ["Only 3 left", "सिर्फ़ 3 बचे हैं"],
    ['Only 2 of "Padded Nylon Horse Halter – Cob / Black" left in stock', '"Padded Nylon Horse Halter – Cob / Black" के सिर्फ़ 2 स्टॉक में बचे हैं'],
    ["First name is required", "पहला नाम ज़रूरी है"],
    ["City must be at least 2 characters", "शहर कम से कम 2 अक्षरों का होना चाहिए"],
    ["zipCode: PIN code must be 6 digits", "zipCode: PIN कोड 6 अंकों का होना चाहिए"],
    ["Too many attempts. Please wait 15 minutes and try again.", "बहुत ज़्यादा कोशिशें। 15 मिनट रुककर फिर कोशिश करें।"],
    ["Please choose a size / colour", "कृपया size / colour चुनें"],
  ])("%s → %s (numbers and names kept)", (en, hi) => {
    expect(hindiMessage(en)).toBe(hi);
  });

  it("an unknown message comes back as it was", () => {
    expect(hindiMessage("Something nobody wrote down")).toBe("Something nobody wrote down");
    expect(hindiMessage("field: Something nobody wrote down")).toBe("field: Something nobody wrote down");
  });
});
