import { describe, expect, it } from "vitest";
import { formatIndianMobile, normalizeIndianMobile, wrongCode } from "./otp-login";

describe("normalizeIndianMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["00919876543210", "+919876543210"],
    [" (987) 654-3210 ", "+919876543210"],
    ["6000000000", "+916000000000"],
  ])("reads %j as %s", (typed, stored) => {
    expect(normalizeIndianMobile(typed)).toBe(stored);
  });

  it.each([["5876543210"], ["987654321"], ["98765432100"], ["+1 9876543210"], ["+9198765432"], ["98765x3210"], [""], ["+"], ["0091 5876543210"]])(
    "refuses %j",
    (typed) => {
      expect(normalizeIndianMobile(typed)).toBeNull();
    },
  );
});

describe("texts", () => {
  it("formats a stored number as people read it", () => {
    expect(formatIndianMobile("+919876543210")).toBe("+91 98765 43210");
  });
  it("counts tries left", () => {
    expect([4, 1, 0].map(wrongCode)).toEqual(["Wrong code. 4 tries left.", "Wrong code. 1 try left.", "Wrong code. No tries left: please ask for a new code."]);
  });
});
