import { describe, expect, it } from "vitest";
import { dayMonth } from "./format";

describe("dayMonth: the dashboard chart's axis labels", () => {
  it("writes an Indian calendar day as day and short month, without a leading zero", () => {
    expect(dayMonth("2026-10-25")).toBe("25 Oct");
    expect(dayMonth("2026-11-01")).toBe("1 Nov");
    expect(dayMonth("2026-01-09")).toBe("9 Jan");
    expect(dayMonth("2025-12-31")).toBe("31 Dec");
  });

  it("is never shifted by the browser's time zone (the string is read, not parsed as an instant)", () => {
    const tz = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    try {
      expect(dayMonth("2026-03-01")).toBe("1 Mar");
    } finally {
      process.env.TZ = tz;
    }
  });

  it("leaves anything that is not a YYYY-MM-DD day as it is", () => {
    expect(dayMonth("2026-13-01")).toBe("2026-13-01");
    expect(dayMonth("")).toBe("");
    expect(dayMonth("10-25")).toBe("10-25");
  });
});
