import { describe, expect, it } from "vitest";
import { addressFieldErrors, addressInputSchema } from "../../../lib/address";
import { gstinProblem } from "../../../lib/gstin";
import { INDIAN_STATES } from "../../../lib/india";
import { CATALOGUE } from "../../i18n/catalogue.server";
import { translator } from "../../i18n/use-t";
import { addressMessage, gstinMessage } from "./client-messages";

const en = translator(CATALOGUE.en);
const hi = translator(CATALOGUE.hi);
const devanagari = /[\u0900-\u097F]/;

const FULL = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.com",
  street: "12 Civil Lines",
  city: "Kanpur",
  state: "Uttar Pradesh",
  zipCode: "208001",
  country: "India",
  phone: "9876543210",
};
const BAD: Record<string, unknown>[] = [
  {},
  { ...FULL, firstName: "", lastName: "", street: "", city: "", zipCode: "", phone: "", email: "", state: "" },
  { ...FULL, street: "ab", city: "K", zipCode: "2080", phone: "12345", email: "not-an-email", country: "Nepal", state: "Atlantis" },
  { ...FULL, firstName: "Asha2!", lastName: "www.example.com", street: "x".repeat(201), city: "y".repeat(81) },
  { ...FULL, firstName: 5, street: 7 },
];

describe("browser-side validation messages in the page's language", () => {
  it("every address problem the form can show has a Hindi text, and English stays as lib/address says", () => {
    let seen = 0;
    for (const input of BAD) {
      const parsed = addressInputSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      if (parsed.success) continue;
      for (const message of Object.values(addressFieldErrors(parsed.error))) {
        seen++;
        expect(addressMessage(en, message)).toBe(message);
        expect(addressMessage(hi, message), message).toMatch(devanagari);
        expect(addressMessage(hi, message)).not.toMatch(/\{\w+\}/);
      }
    }
    expect(seen).toBeGreaterThan(15);
  });

  it("every GSTIN problem has a Hindi text", () => {
    const inputs = ["", "09AAFCB4821K1Z", "09AAFCB4821K1Z!", "99AAFCB4821K1ZK", "0912345678901ZK", "09AAFCB4821K0ZK", "09AAFCB4821K1YK", "09AAFCB4821K1ZA"];
    const problems = new Set(inputs.map((g) => gstinProblem(g)));
    expect(problems.size).toBe(inputs.length);
    for (const p of problems) {
      expect(p).not.toBeNull();
      expect(gstinMessage(en, p!)).toBe(p);
      expect(gstinMessage(hi, p!), p!).toMatch(devanagari);
    }
  });

  it("the address form's state list: English names as lib/india has them, each with a Hindi name", () => {
    for (const s of INDIAN_STATES) {
      expect(en(`state.${s.code}`)).toBe(s.name);
      expect(hi(`state.${s.code}`)).toMatch(devanagari);
    }
  });
});
