import { describe, expect, it } from "vitest";
import { nameProblem, personName } from "./names";

describe("names are names", () => {
  it.each([
    "Asha Verma",
    "आशा वर्मा", // Devanagari, vowel signs are combining marks
    "முருகன் சுப்பிரமணியம்", // Tamil, with virama
    "সৌমিত্র চট্টোপাধ্যায়", // Bengali
    "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ", // Gurmukhi
    "Mary-Jane O'Brien",
    "D’Souza",
    "J.R. Rao",
    "Dr. Meera K. Iyer",
    "José Núñez",
    "അന്‍വര്‍", // Malayalam, older chillus written with the zero-width joiner (issue 17)
    "क्‍ष्मा", // Devanagari half form kept by a joiner
    "مہ‌جبیں", // Urdu, with the zero-width non-joiner
  ])("accepts %s", (name) => {
    expect(nameProblem(name)).toBeNull();
    expect(personName("Name").safeParse(name).success).toBe(true);
  });

  it.each([
    ["Asha\u202EamreV", "only letters"], // right-to-left override
    ["Asha\u200FVerma", "only letters"], // right-to-left mark
    ["Asha\u0007Verma", "only letters"], // control character
    ["\u200DAsha", "only letters"], // a joiner not between two letters
    ["As\u200D\u200Dha", "only letters"],
    ["Asha \u200CVerma", "only letters"],
    ["Asha\nVerma", "only letters"],
    ["Visit evil.com now", "web address"],
    ["www shop", "web address"],
    ["https example", "web address"],
    ["Win ₹5000 at http://x.co", "only letters"],
    ["<b>Asha</b>", "only letters"],
    ["Agent 47", "only letters"],
    ["...", "only letters"],
    ["a".repeat(61), "at most 60"],
  ])("refuses %j (%s)", (name, words) => {
    const parsed = personName("Name").safeParse(name);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(words);
  });

  it("trims, normalises to NFC and collapses runs of spaces; 60 letters of any script fit", () => {
    expect(personName("Name").parse("  Asha    Verma ")).toBe("Asha Verma");
    expect(personName("Name").parse("Jose\u0301")).toBe("José");
    expect(personName("Name").safeParse("क".repeat(60)).success).toBe(true);
    expect(personName("Name").safeParse("").error?.issues[0]?.message).toBe("Name is required");
  });
});
