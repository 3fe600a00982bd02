/** How an address's parts are printed (no zod here: the invoice and label views load it too). */

/**
 * The address's street line as printed: house or flat, street, area ("Flat 4B, 14 Mall Road, Civil Lines"); the
 * landmark goes on a line of its own where there is room (deliveryLandmark).
 */
export function deliveryStreet(a: { house?: string; street: string; area?: string }): string {
  return [a.house, a.street, a.area]
    .map((s) => (s ?? "").trim())
    .filter((s) => s !== "")
    .join(", ");
}

/** "Near Hanuman Mandir" as the customer typed it, or "" when there is none. */
export function deliveryLandmark(a: { landmark?: string }): string {
  return (a.landmark ?? "").trim();
}

/** "Asha Verma", or "Asha" when there is no last name (it is optional): how an address names its person everywhere. */
export function recipientName(a: { firstName: string; lastName?: string | null }): string {
  return [a.firstName, a.lastName]
    .map((s) => (s ?? "").trim())
    .filter((s) => s !== "")
    .join(" ");
}
