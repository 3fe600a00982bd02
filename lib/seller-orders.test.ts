import { describe, expect, it } from "vitest";
import { parseOrderSearch } from "./seller-orders";

describe("parseOrderSearch", () => {
  it("reads #1001 as an order number only, 1001 as a number or part of an id or phone", () => {
    expect(parseOrderSearch(" #1001 ")).toEqual({ kind: "number", orderNumber: 1001 });
    expect(parseOrderSearch("# 1001")).toEqual({ kind: "number", orderNumber: 1001 });
    expect(parseOrderSearch("1001")).toEqual({ kind: "text", text: "1001", orderNumber: 1001, phoneDigits: "1001" });
  });
  it("reads a whole id as the id, lower-cased", () => {
    expect(parseOrderSearch("ORD_01M81J8YKJP5MXC0WH2MH3")).toEqual({ kind: "id", id: "ord_01m81j8ykjp5mxc0wh2mh3" });
  });
  it("reads a phone as people write it as its 10 digits", () => {
    expect(parseOrderSearch("+91 98765 43210")).toMatchObject({ phoneDigits: "9876543210", orderNumber: null });
    expect(parseOrderSearch("98765-43210")).toMatchObject({ phoneDigits: "9876543210" });
  });
  it("anything else is lower-cased text; too few digits are no phone; blank is no search", () => {
    expect(parseOrderSearch("Asha VERMA")).toEqual({ kind: "text", text: "asha verma", orderNumber: null, phoneDigits: null });
    expect(parseOrderSearch("+1")).toEqual({ kind: "text", text: "+1", orderNumber: null, phoneDigits: null });
    expect(parseOrderSearch("   ")).toBeNull();
  });
});
