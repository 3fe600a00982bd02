import { describe, expect, it } from "vitest";
import { normaliseUtr, upiAmount, upiLink, upiOffered, UTR_PATTERN, VPA_PATTERN } from "./upi";

describe("UPI direct", () => {
  it("writes the link with the exact amount in rupees and paise and the order number as the note", () => {
    expect(upiLink({ vpa: "sharma.saddlery@okaxis", payeeName: "Sharma Saddlery Works", amountPaise: 149950, orderNumber: 1001 })).toBe(
      "upi://pay?pa=sharma.saddlery%40okaxis&pn=Sharma%20Saddlery%20Works&am=1499.50&cu=INR&tn=Order%20%231001",
    );
    expect(upiAmount(5)).toBe("0.05");
    expect(upiAmount(100)).toBe("1.00");
    expect(upiAmount(123456789)).toBe("1234567.89");
  });

  it("is offered only with a valid UPI ID and a payee name", () => {
    expect(upiOffered({ vpa: "", payeeName: "Shop" })).toBe(false);
    expect(upiOffered({ vpa: "shop@okaxis", payeeName: " " })).toBe(false);
    expect(upiOffered({ vpa: "shop@okaxis", payeeName: "Shop" })).toBe(true);
    expect(upiOffered(undefined)).toBe(false);
    for (const bad of ["shop", "@okaxis", "shop@", "shop@ok axis", "a@b"]) expect(VPA_PATTERN.test(bad), bad).toBe(false);
  });

  it("takes a 12-digit reference, with the spaces some apps print taken out", () => {
    expect(UTR_PATTERN.test(normaliseUtr("4123 5678 9012"))).toBe(true);
    expect(UTR_PATTERN.test(normaliseUtr("41235678901"))).toBe(false);
    expect(UTR_PATTERN.test(normaliseUtr("41235678901a"))).toBe(false);
    expect(UTR_PATTERN.test(normaliseUtr("4123567890123"))).toBe(false);
  });
});
