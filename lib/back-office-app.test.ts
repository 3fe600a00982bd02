import { describe, expect, it } from "vitest";
import { offlineNotice } from "./back-office-app";

describe("offline notice of the order list", () => {
  it("names the time the orders were loaded, in India's time", () => {
    expect(offlineNotice(new Date("2026-11-25T10:35:00Z"), new Date("2026-11-25T11:00:00Z"))).toBe(
      "You are offline. Showing orders as last loaded at 4:05 pm.",
    );
  });
  it("names the day too when they were loaded before today", () => {
    expect(offlineNotice(new Date("2026-11-24T10:35:00Z"), new Date("2026-11-25T11:00:00Z"))).toBe(
      "You are offline. Showing orders as last loaded on 24 Nov at 4:05 pm.",
    );
  });
  it("says no time when it is not known", () => {
    expect(offlineNotice(null)).toBe("You are offline. Showing orders as last loaded.");
    expect(offlineNotice(new Date("nonsense"))).toBe("You are offline. Showing orders as last loaded.");
  });
});
