import { DELIVERY_DATE_FORMAT, deliveryDateOf } from "../../../lib/delivery";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * lib/delivery's formatDeliveryDate with the formatter kept per locale: `toLocaleDateString` builds one on every call,
 * which was 2 % of a checkout's CPU (every confirmation email and WhatsApp message prints the date).
 */
export function deliveryDateText(date: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, DELIVERY_DATE_FORMAT)));
  return format.format(deliveryDateOf(date));
}
