import { describe, expect, it } from "vitest";
import { gstinCheckChar, gstinProblem, isValidGstin, normaliseGstin } from "./gstin";
import { INDIAN_STATES } from "./india";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Valid GSTINs published independently of this code (GST portal examples, widely cited). */
const PUBLISHED = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4"];
/** The demo shop's GSTIN (server/db/seed/demo-settings.ts), registered in Uttar Pradesh ("09"). */
const DEMO_GSTIN = "09AAFCB4821K1ZK";

describe("gstinCheckChar", () => {
  it("agrees with independently published GSTINs", () => {
    for (const g of PUBLISHED) expect(gstinCheckChar(g.slice(0, 14))).toBe(g.charAt(14));
  });

  it("agrees with a hand computation of the mod-36 sum", () => {
    // 27AAPFU0939F1Z: values 2,7,10,10,25,15,30,0,9,3,9,15,1,35 with factors 1,2,1,2,…
    // products 2,14,10,20,25,30,30,0,9,6,9,30,1,70 → 70 counts as 1 + 34; sum = 221
    // 221 % 36 = 5, (36 − 5) % 36 = 31 → "V"
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
  });

  it("matches the demo shop's GSTIN", () => {
    expect(gstinCheckChar(DEMO_GSTIN.slice(0, 14))).toBe("K");
    expect(isValidGstin(DEMO_GSTIN)).toBe(true);
  });

  it("refuses input that is not 14 base-36 characters", () => {
    expect(() => gstinCheckChar("27AAPFU0939F1")).toThrow(RangeError);
    expect(() => gstinCheckChar("27aapfu0939f1z")).toThrow(RangeError);
  });
});

describe("isValidGstin / gstinProblem", () => {
  it("accepts published and computed valid numbers for every state code", () => {
    for (const g of PUBLISHED) {
      expect(isValidGstin(g)).toBe(true);
      expect(gstinProblem(g)).toBeNull();
    }
    for (const { code } of INDIAN_STATES) {
      const first14 = `${code}ABCDE1234F1Z`;
      const g = first14 + gstinCheckChar(first14);
      expect(gstinProblem(g)).toBeNull();
    }
  });

  it("accepts lower case and surrounding spaces after normalising", () => {
    expect(normaliseGstin("  27aapfu0939f1zv \n")).toBe("27AAPFU0939F1ZV");
    expect(isValidGstin(" 27aapfu0939f1zv ")).toBe(true);
    expect(isValidGstin("29aagcb7383j1z4")).toBe(true);
  });

  it("says when the length is wrong", () => {
    expect(gstinProblem("")).toBe("Enter a GST number");
    expect(gstinProblem("   ")).toBe("Enter a GST number");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("GST number must be 15 characters");
    expect(gstinProblem("27AAPFU0939F1ZVX")).toBe("GST number must be 15 characters");
    expect(gstinProblem("27 AAPFU0939F1ZV")).toBe("GST number must be 15 characters");
  });

  it("refuses characters other than letters and digits", () => {
    expect(gstinProblem("27AAPFU0939F-ZV")).toBe("GST number may contain only letters and digits");
  });

  it("says when the state code is not a GST state code", () => {
    for (const code of ["00", "25", "28", "39", "97", "99", "AB"]) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(gstinProblem(first14 + gstinCheckChar(first14))).toBe("GST number must start with a valid state code");
    }
  });

  it("says when characters 3 to 12 are not a PAN", () => {
    for (const pan of ["AAPF00939F", "AAPFUO939F", "AAPFU09391", "1APFU0939F"]) {
      const first14 = `27${pan}1Z`;
      expect(gstinProblem(first14 + gstinCheckChar(first14))).toBe("GST number must contain a valid PAN (characters 3 to 12)");
    }
  });

  it("says when the entity number or the 14th character is wrong", () => {
    const withEntity0 = "27AAPFU0939F0Z";
    expect(gstinProblem(withEntity0 + gstinCheckChar(withEntity0))).toBe("GST number has an invalid entity number (13th character)");
    const withY = "27AAPFU0939F1Y";
    expect(gstinProblem(withY + gstinCheckChar(withY))).toBe("GST number must have Z as its 14th character");
  });

  it("says when the check character is wrong", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("GST number has an invalid check character");
    expect(isValidGstin("29AAGCB7383J1Z5")).toBe(false);
  });

  it("detects every single-character typo in a valid number", () => {
    for (const g of [...PUBLISHED, DEMO_GSTIN]) {
      for (let i = 0; i < 15; i++) {
        for (const c of ALPHABET) {
          if (c === g.charAt(i)) continue;
          const typo = g.slice(0, i) + c + g.slice(i + 1);
          expect(isValidGstin(typo), typo).toBe(false);
        }
      }
    }
  });
});
