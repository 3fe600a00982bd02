import { describe, expect, it } from "vitest";
import { assertTransition, canTransition, holdsStock, isPaidOrder, isShippedStatus, ORDER_STATUSES, TransitionError } from "./order-status";

describe("order lifecycle", () => {
  it("allows only the forward moves of the table", () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(
      [
        "pending_payment→placed",
        "pending_payment→payment_failed",
        "payment_failed→placed",
        "payment_failed→cancelled",
        "placed→packed",
        "placed→shipped",
        "placed→cancelled",
        "packed→shipped",
        "packed→cancelled",
        "shipped→delivered",
      ].sort(),
    );
  });

  it("never goes back: a shipped order cannot be cancelled, a delivered or cancelled one is final", () => {
    expect(() => assertTransition("shipped", "cancelled")).toThrow(TransitionError);
    expect(() => assertTransition("placed", "pending_payment")).toThrow("An order that is order placed cannot become awaiting payment");
    for (const to of ORDER_STATUSES) {
      expect(canTransition("delivered", to)).toBe(false);
      expect(canTransition("cancelled", to)).toBe(false);
    }
  });

  it("derives paid and shipped from the status and payment", () => {
    expect(isPaidOrder({ paymentType: "COD", status: "shipped", paidAt: null })).toBe(false);
    expect(isPaidOrder({ paymentType: "COD", status: "delivered", paidAt: null })).toBe(true);
    expect(isPaidOrder({ paymentType: "Online", status: "placed", paidAt: "2026-11-22T10:00:00.000Z" })).toBe(true);
    expect(isPaidOrder({ paymentType: "Online", status: "cancelled", paidAt: "2026-11-22T10:00:00.000Z" })).toBe(true);
    expect(isPaidOrder({ paymentType: "Online", status: "pending_payment", paidAt: null })).toBe(false);
    expect(ORDER_STATUSES.filter(isShippedStatus)).toEqual(["shipped", "delivered"]);
    expect(ORDER_STATUSES.filter((s) => !holdsStock(s))).toEqual(["payment_failed", "cancelled"]);
  });
});
