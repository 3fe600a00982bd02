/**
 * A complete order in the API's shape for tests that need one without a
 * database (labels, PDFs, couriers, invoices): a COD order of two dog collars
 * to Kanpur from the demo shop. Tests override what they are about.
 */
import type { ApiOrder, ApiOrderItem } from "../orders";

export const SAMPLE_SELLER: ApiOrder["seller"] = {
  shopName: "Bunai & Bridle",
  legalName: "Bunai & Bridle Handicrafts",
  gstin: "09AAFCB4821K1ZK",
  address: { line1: "Plot 7", line2: "", city: "Kanpur", state: "Uttar Pradesh", stateCode: "09", pincode: "208022", country: "India" },
  phone: "+91 98390 12345",
  email: "support@example.com",
};

export function sampleItem(n: number, over: Partial<ApiOrderItem["product"]> = {}): ApiOrderItem {
  return {
    product: {
      _id: `prd_${n}`,
      name: `Dog collar ${n}`,
      offerPrice: 250,
      price: 300,
      sku: `SKU${n}`,
      code: `C${n}`,
      hsnCode: "4201",
      image: [],
      category: "Dog Collar",
      ...over,
    },
    quantity: n,
    gstRate: 12,
    amount: 250 * n,
    discount: 0,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
  };
}

export function sampleOrder(over: Partial<ApiOrder> = {}): ApiOrder {
  return {
    _id: "ord_01m81j8ykjp5mxc0wh2mh3",
    orderNumber: 1001,
    items: [sampleItem(1), sampleItem(2)],
    address: {
      firstName: "Asha",
      lastName: "Verma",
      email: "a@example.com",
      street: "14 Mall Road",
      city: "Kanpur",
      state: "Uttar Pradesh",
      stateCode: "09",
      pincode: "208001",
      zipCode: 208001,
      country: "India",
      phone: "9876543210",
    },
    userId: { _id: "usr_x", name: "Asha", email: "a@example.com", phone: "9123456780", gstNumber: null },
    gstNumber: null,
    paymentType: "COD",
    sandbox: false,
    status: "placed",
    statusLabel: "Order Placed",
    isPaid: false,
    isShipped: false,
    amount: 1234.5,
    subtotal: 1234.5,
    discount: 0,
    coupon: null,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
    gst: 0,
    shippingFee: 0,
    codFee: 0,
    shippingTax: 0,
    shippingGstRate: 0,
    pricesIncludeTax: true,
    interState: false,
    placeOfSupply: { state: "Uttar Pradesh", code: "09" },
    invoiceNumber: null,
    invoiceDate: null,
    seller: SAMPLE_SELLER,
    awb: null,
    trackingId: null,
    trackingUrl: null,
    carrier: null,
    createdAt: "2026-11-22T06:00:00.000Z",
    paidAt: null,
    packedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    deliveryBy: "2026-11-24",
    lang: "en",
    upiReference: null,
    whatsappUpdates: false,
    ...over,
  };
}
