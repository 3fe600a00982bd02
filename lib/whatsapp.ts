/** Chat link for the floating WhatsApp button (no zod here: it ships on every page). */
export function whatsappLink(settings: { whatsappNumber: string }, message?: string): string {
  const base = `https://wa.me/${settings.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
