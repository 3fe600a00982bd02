import { describe, expect, it } from "vitest";
import { orderTimeline } from "./order-timeline";
import { sampleOrder } from "./testing/sample-order";

const placedAt = "2026-11-22T06:00:00.000Z";
const view = (steps: ReturnType<typeof orderTimeline>) => steps.map((s) => `${s.key}:${s.done ? "done" : "todo"}${s.current ? "*" : ""}:${s.at ?? "-"}`);

describe("the customer's order timeline", () => {
  it("a placed COD order: placed now, the rest to come", () => {
    expect(view(orderTimeline(sampleOrder({ status: "placed", paymentType: "COD", createdAt: placedAt })))).toEqual([
      `placed:done*:${placedAt}`,
      "packed:todo:-",
      "shipped:todo:-",
      "delivered:todo:-",
    ]);
  });

  it("a delivered online order: every step with its time, placed when the payment arrived", () => {
    const o = sampleOrder({
      status: "delivered",
      paymentType: "Online",
      createdAt: placedAt,
      paidAt: "2026-11-22T06:01:00.000Z",
      packedAt: "2026-11-23T05:00:00.000Z",
      shippedAt: "2026-11-23T09:00:00.000Z",
      deliveredAt: "2026-11-26T11:00:00.000Z",
    });
    expect(view(orderTimeline(o))).toEqual([
      "placed:done:2026-11-22T06:01:00.000Z",
      "packed:done:2026-11-23T05:00:00.000Z",
      "shipped:done:2026-11-23T09:00:00.000Z",
      "delivered:done*:2026-11-26T11:00:00.000Z",
    ]);
  });

  it("shipped straight from placed: packed is passed, without a time", () => {
    const o = sampleOrder({ status: "shipped", paymentType: "COD", createdAt: placedAt, shippedAt: "2026-11-23T09:00:00.000Z" });
    expect(view(orderTimeline(o))).toEqual([`placed:done:${placedAt}`, "packed:done:-", "shipped:done*:2026-11-23T09:00:00.000Z", "delivered:todo:-"]);
  });

  it("cancelled after packing: the steps reached, then Cancelled", () => {
    const o = sampleOrder({
      status: "cancelled",
      paymentType: "COD",
      createdAt: placedAt,
      packedAt: "2026-11-23T05:00:00.000Z",
      cancelledAt: "2026-11-23T06:00:00.000Z",
    });
    expect(view(orderTimeline(o))).toEqual([`placed:done:${placedAt}`, "packed:done:2026-11-23T05:00:00.000Z", "cancelled:done*:2026-11-23T06:00:00.000Z"]);
    expect(orderTimeline(o).at(-1)!.label).toBe("Cancelled");
  });

  it("an online order still awaiting its payment is one step", () => {
    expect(view(orderTimeline(sampleOrder({ status: "pending_payment", paymentType: "Online", createdAt: placedAt })))).toEqual([
      `pending_payment:todo*:${placedAt}`,
    ]);
  });
});
