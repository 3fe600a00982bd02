/**
 * UPI direct (issue 18, item 4; decision record 030): the customer pays the shop's own UPI ID from any UPI app, with
 * no gateway in between, then types the payment's 12-digit reference (UTR) and the seller confirms it. No zod here:
 * the cart and the payment page ship it.
 */

/** A UPI ID (VPA): a handle, "@", a bank or app's name (e.g. "sharma.saddlery@okaxis"). */
export const VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** The bank's reference of a UPI payment (UTR, "UPI Ref No." in the apps): 12 digits. */
export const UTR_PATTERN = /^[0-9]{12}$/;

export const UTR_INVALID = "Enter the 12-digit UPI reference (UTR) shown in your UPI app after paying";
export const UTR_USED = "This UPI reference is already used on another order";

/** The shop's UPI settings; UPI is offered only when both a UPI ID and a payee name are set. */
export type UpiSettings = { vpa: string; payeeName: string; windowHours: number };

export const DEFAULT_UPI: UpiSettings = { vpa: "", payeeName: "", windowHours: 24 };

export function upiOffered(upi: Pick<UpiSettings, "vpa" | "payeeName"> | undefined): boolean {
  return Boolean(upi && VPA_PATTERN.test(upi.vpa) && upi.payeeName.trim());
}

/** Rupees with two decimals from whole paise, as the UPI link wants them: 149950 → "1499.50". */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/**
 * The UPI payment link for an order (NPCI's `upi://pay`): payee, name, the exact amount, INR and the order number as
 * the note, so the seller sees "Order #1001" beside the money in their bank app. Spaces and "#" are percent-encoded.
 */
export function upiLink(p: { vpa: string; payeeName: string; amountPaise: number; orderNumber: number }): string {
  const q = (s: string) => encodeURIComponent(s);
  return `upi://pay?pa=${q(p.vpa)}&pn=${q(p.payeeName.trim())}&am=${upiAmount(p.amountPaise)}&cu=INR&tn=${q(`Order #${p.orderNumber}`)}`;
}

/** A typed reference with its spaces and dashes taken out ("4123 5678 9012" is how some apps print it). */
export function normaliseUtr(raw: string): string {
  return raw.replace(/[\s-]/g, "");
}
