import { describe, expect, it } from "vitest";
import { deliveryZone, formatDeliveryDate } from "./delivery";
import { deliveryDate } from "./india-time";

const kanpur = { district: "Kanpur Nagar", stateCode: "09" };
describe("delivery zones and dates (issue 18)", () => {
  it("zones a PIN by the shop's district and state; the far-off regions only from outside them", () => {
    expect(deliveryZone(kanpur, { district: "kanpur nagar", stateCode: "09" })).toBe("city");
    expect(deliveryZone(kanpur, { district: "Lucknow", stateCode: "09" })).toBe("state");
    expect(deliveryZone(kanpur, { district: "Chennai", stateCode: "33" })).toBe("rest");
    expect(deliveryZone(kanpur, { district: "Kamrup Metro", stateCode: "18" })).toBe("far");
    expect(deliveryZone(kanpur, { district: "Leh", stateCode: "38" })).toBe("far");
    // A shop in Guwahati: the rest of Assam is its own state, not far off.
    expect(deliveryZone({ district: "Kamrup Metro", stateCode: "18" }, { district: "Dibrugarh", stateCode: "18" })).toBe("state");
    // A shop whose PIN the directory does not know: no district matches, the state still counts.
    expect(deliveryZone({ district: "", stateCode: "09" }, { district: "Kanpur Nagar", stateCode: "09" })).toBe("state");
  });

  it("counts days in India's calendar and moves a Sunday to the Monday", () => {
    // Tuesday 24 Nov 2026, 23:00 in India (17:30 UTC): already the 24th in India.
    expect(deliveryDate(new Date("2026-11-24T17:30:00Z"), 2)).toBe("2026-11-26");
    // 19:00 UTC is 00:30 on Wednesday the 25th in India.
    expect(deliveryDate(new Date("2026-11-24T19:00:00Z"), 2)).toBe("2026-11-27");
    expect(deliveryDate(new Date("2026-11-24T06:00:00Z"), 5)).toBe("2026-11-30"); // Sunday 29th → Monday
    expect(deliveryDate(new Date("2026-11-24T06:00:00Z"), 6)).toBe("2026-11-30");
  });

  it("reads 'Thu, 26 Nov' in English and in Hindi's own words", () => {
    expect(formatDeliveryDate("2026-11-26")).toBe("Thu, 26 Nov");
    expect(formatDeliveryDate("2026-11-26", "hi-IN")).toBe("गुरु, 26 नव॰");
  });

  it("the kept formatter reads as the date's own toLocaleDateString, in English and Hindi, on any day of the year", () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short" };
    for (const date of ["2026-11-27", "2026-12-31", "2027-01-01", "2027-02-28", "2028-02-29"])
      for (const locale of ["en-IN", "hi-IN"])
        for (let again = 0; again < 2; again++)
          expect(formatDeliveryDate(date, locale)).toBe(new Date(`${date}T12:00:00+05:30`).toLocaleDateString(locale, options));
    expect(formatDeliveryDate("2026-11-27", "en-IN")).toBe("Fri, 27 Nov");
  });
});
