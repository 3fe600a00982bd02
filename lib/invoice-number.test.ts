import { describe, expect, it } from "vitest";
import { estimatedDelivery, istDate, istStartOfDay } from "./india-time";
import { financialYear, formatInvoiceNumber, INVOICE_NUMBER_PATTERN, MAX_INVOICE_NUMBER_LENGTH } from "./invoice-number";

describe("financial year in India's time", () => {
  it("turns over at 1 April 00:00 IST, not at midnight UTC", () => {
    // 31 March 2027 23:59:59.999 IST is 18:29:59.999 UTC.
    expect(financialYear(new Date("2027-03-31T18:29:59.999Z"))).toBe("26-27");
    // 1 April 2027 00:00 IST is still 31 March in UTC.
    expect(financialYear(new Date("2027-03-31T18:30:00.000Z"))).toBe("27-28");
    expect(financialYear(new Date("2026-04-01T00:00:00.000+05:30"))).toBe("26-27");
    expect(financialYear(new Date("2026-03-31T23:59:00.000+05:30"))).toBe("25-26");
    expect(financialYear(new Date("2099-12-31T12:00:00.000Z"))).toBe("99-00");
  });

  it("knows the Indian calendar day of an instant", () => {
    expect(istDate(new Date("2026-11-21T18:29:59.999Z"))).toBe("2026-11-21");
    expect(istDate(new Date("2026-11-21T18:30:00.000Z"))).toBe("2026-11-22");
    expect(istStartOfDay("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(estimatedDelivery("2026-11-22T05:00:00.000Z").toISOString()).toBe("2026-11-29T05:00:00.000Z");
  });
});

describe("invoice numbers", () => {
  it("are at most 16 characters of letters, digits, - and /", () => {
    for (const n of [1, 123, 999_999, 1_000_000, 9_999_999]) {
      const s = formatInvoiceNumber("26-27", n);
      expect(s.length).toBeLessThanOrEqual(MAX_INVOICE_NUMBER_LENGTH);
      expect(s).toMatch(INVOICE_NUMBER_PATTERN);
    }
    expect(formatInvoiceNumber("26-27", 123)).toBe("INV/26-27/000123");
    expect(formatInvoiceNumber("26-27", 1_000_000)).toBe("IN/26-27/1000000");
  });

  it("refuses numbers out of range", () => {
    expect(() => formatInvoiceNumber("26-27", 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("26-27", 10_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("2026", 1)).toThrow(RangeError);
  });
});
