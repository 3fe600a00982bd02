import { describe, expect, it } from "vitest";
import { parseCsv } from "../../testing/csv";
import { HEADER, lineCells, orderCsvRow, type CsvLine, type CsvOrder } from "./orders-csv";

const ORDER: CsvOrder = {
  invoice_number: "INV/26-27/000042",
  invoice_date: "2026-11-22T06:00:00.000Z",
  id: "ord_01m81j8ykjp5mxc0wh2mh3",
  created_at: "2026-11-22T06:00:00.000Z",
  status: "placed",
  payment_type: "COD",
  is_paid: 0,
  customer_name: "Asha Verma",
  customer_email: "asha@example.com",
  customer_phone: "9876543210",
  gst_number: null,
  address: JSON.stringify({ state: "Uttar Pradesh" }),
  delivery_state_code: "09",
  item_count: 3,
  taxable_paise: 300000,
  cgst_paise: 18000,
  sgst_paise: 18000,
  igst_paise: 0,
  shipping_gst_rate_bp: 0,
  shipping_paise: 3900,
  cod_fee_paise: 0,
  total_paise: 339900,
  credited_paise: 0,
  order_number: 1042,
  discount_paise: 0,
  coupon_code: null,
};

const variantLine = (position: number, sku: string, options: Record<string, string>): CsvLine => ({
  position,
  variant_id: `var_${position}`,
  variant_options: JSON.stringify(options),
  sku,
});
const oldLine = (position: number, sku: string): CsvLine => ({ position, variant_id: null, variant_options: null, sku });

/** The cells of one CSV row. */
const cells = (row: string): string[] => parseCsv(row)[0]!;

describe("orders CSV: the options and SKU of each line", () => {
  it("adds Item options, Item SKUs, the credit notes and then Order number at the end, so every older column keeps its place", () => {
    expect(HEADER.slice(0, 20).join(",")).toBe(
      "Invoice number,Invoice date,Order ID,Order date,Status,Payment,Paid,Customer,Email,Phone,Buyer GSTIN,Place of supply,State code,Items,Taxable value,CGST,SGST,IGST,Untaxed shipping,Total",
    );
    expect(HEADER.slice(20, 22)).toEqual(["Item options", "Item SKUs"]);
    // Decision 019: credit notes come after them, again at the end.
    expect(HEADER.slice(22, 28)).toEqual(["Credit notes", "Credited", "Net total", "Order number", "Shipping charge", "COD fee"]);
    // Issue 19: the coupon's discount and code, again at the end.
    expect(HEADER.slice(28)).toEqual(["Discount", "Coupon"]);
  });

  it("a variant line gives its options text and the variant's SKU", () => {
    const row = cells(orderCsvRow(ORDER, [variantLine(0, "BB-HH-COB-BUR", { Size: "Cob", Colour: "Burgundy" })]));
    expect(row).toHaveLength(HEADER.length);
    expect(row[2]).toBe("ord_01m81j8ykjp5mxc0wh2mh3");
    expect(row[19]).toBe("3399.00");
    expect(row.slice(20, 22)).toEqual(["Cob / Burgundy", "BB-HH-COB-BUR"]);
    expect(row[25]).toBe("1042");
    expect(row.slice(26)).toEqual(["39.00", "0.00", "0.00", ""]);
  });

  it("a line made before variants leaves both cells empty; the other columns are as before", () => {
    const row = cells(orderCsvRow(ORDER, [oldLine(0, "BB-HH-001")]));
    expect(row).toHaveLength(HEADER.length);
    expect(row.slice(13, 20)).toEqual(["3", "3000.00", "180.00", "180.00", "0.00", "39.00", "3399.00"]);
    expect(row.slice(20, 22)).toEqual(["", ""]);
    expect(row[25]).toBe("1042");
  });

  it("several lines: one entry per line in the order's line order, so the n-th option goes with the n-th SKU", () => {
    const lines = [
      variantLine(2, "BB-LR-3M-NAVY", { Length: "3 m", Colour: "Navy" }),
      oldLine(1, "BB-OLD-1"),
      variantLine(0, "BB-HH-COB-BUR", { Size: "Cob", Colour: "Burgundy" }),
      variantLine(3, "BB-DC-001", {}),
    ];
    expect(lineCells(lines)).toEqual(["Cob / Burgundy; ; 3 m / Navy; ", "BB-HH-COB-BUR; ; BB-LR-3M-NAVY; BB-DC-001"]);
  });

  it("option values a spreadsheet would run as a formula are neutralised", () => {
    const row = orderCsvRow(ORDER, [variantLine(0, "BB-X", { Size: "=1+1" })]);
    expect(cells(row).slice(20, 22)).toEqual(["'=1+1", "BB-X"]);
  });

  it("an order with a coupon: its discount in rupees and its code in the last two columns; taxable value + GST + untaxed shipping is still the total", () => {
    // ₹749 × 2 − DIWALI10's ₹149.80 = taxable ₹1,348.20, + CGST ₹80.89 + SGST ₹80.89 + ₹39 shipping = ₹1,548.98.
    const discounted: CsvOrder = {
      ...ORDER,
      item_count: 2,
      taxable_paise: 134_820,
      cgst_paise: 8_089,
      sgst_paise: 8_089,
      total_paise: 154_898,
      discount_paise: 14_980,
      coupon_code: "DIWALI10",
    };
    const row = cells(orderCsvRow(discounted, [oldLine(0, "BB-HH-001")]));
    expect(row).toHaveLength(HEADER.length);
    expect(row.slice(-2)).toEqual(["149.80", "DIWALI10"]);
    const paise = (i: number) => Math.round(Number(row[i]) * 100);
    expect(paise(14) + paise(15) + paise(16) + paise(17) + paise(18)).toBe(paise(19));
  });
});
