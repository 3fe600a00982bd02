import { describe, expect, it } from "vitest";
import { formatDeliveryDate } from "../../../lib/delivery";
import { deliveryDateText } from "./delivery-date";

describe("the delivery date in emails and WhatsApp messages", () => {
  it("reads as the pages print it, in English and Hindi, on any day of the year", () => {
    for (const date of ["2026-11-27", "2026-12-31", "2027-01-01", "2027-02-28", "2028-02-29"])
      for (const locale of ["en-IN", "hi-IN"]) expect(deliveryDateText(date, locale)).toBe(formatDeliveryDate(date, locale));
    expect(deliveryDateText("2026-11-27", "en-IN")).toBe("Fri, 27 Nov");
    expect(deliveryDateText("2026-11-27", "hi-IN")).toBe(formatDeliveryDate("2026-11-27", "hi-IN"));
  });
});
