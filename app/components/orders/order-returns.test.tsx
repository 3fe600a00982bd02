import { describe, expect, it } from "vitest";
import type { ApiOrder } from "../../../lib/orders";
import type { ApiReturnRequest } from "../../../lib/returns";
import { sampleOrder } from "../../../lib/testing/sample-order";
import { age, ReturnCard, type QueueOrder } from "../seller/return-card";
import { renderInPage } from "./in-page.testing";
import { longDate, OrderReturns, orderReturnWindowEnd } from "./order-returns";
import { unitsLeft } from "./return-form";

/** Delivered at 20:00 IST on 25 November 2026 (14:30 UTC): India's delivery day is the 25th. */
const delivered = (over: Partial<ApiOrder> = {}) => sampleOrder({ status: "delivered", deliveredAt: "2026-11-25T14:30:00.000Z", ...over });

const request = (over: Partial<ApiReturnRequest>): ApiReturnRequest => ({
  _id: "ret_01m81j8ykjp5mxc0wh2mh3",
  type: "return",
  status: "requested",
  statusLabel: "Requested",
  items: [{ line: 1, name: "Dog collar 2", quantity: 1, exchangeFor: null }],
  reason: "Too small",
  photos: [],
  sellerNote: null,
  amount: 250,
  refundId: null,
  creditNoteNumber: null,
  replacement: null,
  createdAt: "2026-11-26T05:00:00.000Z",
  decidedAt: null,
  receivedAt: null,
  ...over,
});

const html = (order: ApiOrder, today: string, path = "/my-orders/x") =>
  renderInPage(<OrderReturns order={order} windowDays={7} today={today} onChange={() => {}} />, path);

describe("the order page's returns slot", () => {
  it("counts the window from India's delivery day", () => {
    expect(orderReturnWindowEnd(delivered(), 7)).toBe("2026-12-02");
    // 19:00 UTC on the 25th is already the 26th in India.
    expect(orderReturnWindowEnd(delivered({ deliveredAt: "2026-11-25T19:00:00.000Z" }), 7)).toBe("2026-12-03");
    expect(orderReturnWindowEnd(sampleOrder({ status: "shipped" }), 7)).toBeNull();
    expect(longDate("2026-12-03")).toBe("3 December 2026");
  });

  it("offers Return or exchange up to the last day, then says when the window closed", () => {
    expect(html(delivered(), "2026-12-02")).toContain("Return or exchange</button>");
    const closed = html(delivered(), "2026-12-03");
    expect(closed).not.toContain("Return or exchange</button>");
    expect(closed).toContain("The return window closed on 2 December 2026.");
  });

  it("shows nothing for an order not delivered", () => {
    expect(html(sampleOrder({ status: "shipped" }), "2026-11-26")).toBe("");
  });

  it("leaves out units already asked for, except in rejected requests", () => {
    const order = delivered({
      returns: [request({}), request({ _id: "ret_2", status: "rejected", items: [{ line: 1, name: "Dog collar 2", quantity: 2, exchangeFor: null }] })],
    });
    expect(unitsLeft(order)).toEqual([1, 1]);
    const all = delivered({
      returns: [
        request({
          items: [
            { line: 0, name: "Dog collar 1", quantity: 1, exchangeFor: null },
            { line: 1, name: "Dog collar 2", quantity: 2, exchangeFor: null },
          ],
        }),
      ],
    });
    expect(unitsLeft(all)).toEqual([0, 0]);
    // Nothing left to ask for: no button, the request still listed.
    const page = html(all, "2026-11-26");
    expect(page).not.toContain("Return or exchange</button>");
    expect(page).toContain('data-testid="return-request"');
  });

  it("lists an exchange's wanted variant, the shop's note, and a finished return's refund and credit note", () => {
    const order = delivered({
      returns: [
        request({
          _id: "ret_a",
          type: "exchange",
          status: "approved",
          statusLabel: "Approved",
          sellerNote: "Send it in its bag",
          items: [{ line: 0, name: "Dog collar 1", quantity: 1, exchangeFor: { variantId: "var_x", optionsText: "Full / Black" } }],
        }),
        request({ _id: "ret_b", status: "received", statusLabel: "Received", refundId: "rfd_1", creditNoteNumber: "CN/26-27/000004", amount: 250 }),
      ],
    });
    const page = html(order, "2026-11-26");
    expect(page).toContain("for Full / Black");
    expect(page).toContain("Send it in its bag");
    expect(page).toContain("Refund of ₹250.00");
    expect(page).toContain("CN/26-27/000004");
  });

  it("reads in Hindi on a Hindi page: the button, the dates, the request's type and status", () => {
    expect(html(delivered(), "2026-12-02", "/hi/my-orders/x")).toContain("वापस करें या बदलें</button>");
    expect(html(delivered(), "2026-12-03", "/hi/my-orders/x")).toContain("2 दिसंबर 2026");
    const page = html(delivered({ returns: [request({ status: "approved", statusLabel: "Approved" })] }), "2026-11-26", "/hi/my-orders/x");
    expect(page).toContain("वापसी");
    expect(page).toContain("मंज़ूर");
    expect(page).not.toContain("Approved");
  });
});

describe("the seller's queue: age of a request", () => {
  it("reads as minutes, hours or days", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    expect(age("2026-11-26T11:59:40Z", now)).toBe("just now");
    expect(age("2026-11-26T11:15:00Z", now)).toBe("45 min ago");
    expect(age("2026-11-26T07:00:00Z", now)).toBe("5 h ago");
    expect(age("2026-11-25T11:00:00Z", now)).toBe("1 day ago");
    expect(age("2026-11-22T11:00:00Z", now)).toBe("4 days ago");
  });
});

describe("the seller's queue card", () => {
  const order: QueueOrder = { _id: "ord_01m81j8ykjp5mxc0wh2mh3", orderNumber: 1001, customerName: "Asha Verma", paymentType: "COD", status: "delivered" };
  const card = (r: ApiReturnRequest, owner: boolean) =>
    renderInPage(<ReturnCard request={r} order={order} owner={owner} onChange={() => {}} />, "/seller/returns");

  it("offers Approve and Reject on a new request", () => {
    const html = card(request({}), false);
    expect(html).toContain("#1001");
    expect(html).toContain("Asha Verma");
    expect(html).toContain(">Approve</button>");
    expect(html).toContain(">Reject</button>");
  });

  it("lets only the owner mark it received; staff see why", () => {
    const approved = request({ status: "approved", statusLabel: "Approved" });
    expect(card(approved, true)).toMatch(/<button type="button" class="[^"]*"[^>]*>Mark received<\/button>/);
    expect(card(approved, true)).not.toContain("disabled");
    const staff = card(approved, false);
    expect(staff).toMatch(/<button[^>]*disabled=""[^>]*>Mark received<\/button>/);
    expect(staff).toContain("Only the shop owner can mark it received (the refund is paid then).");
  });

  it("offers Ship replacement on an approved or received exchange, never on a return", () => {
    expect(card(request({ type: "exchange", status: "received", statusLabel: "Received" }), true)).toContain(">Ship replacement</button>");
    expect(card(request({ status: "received", statusLabel: "Received" }), true)).not.toContain("Ship replacement");
  });
});
