import type { Lang } from "./i18n";
import { normalizeIndianMobile } from "./otp-login";

/**
 * The WhatsApp template messages the shop sends (issue 18, item 5; decision record 031). The WhatsApp Business
 * Cloud API sends only templates approved by Meta, so each one below must be created in WhatsApp Manager under the
 * same name, category "Utility", in English ("en") and Hindi ("hi"), with exactly this body: {{1}}, {{2}}, … are
 * filled in that order. The embedded default (files under DATA_DIR/whatsapp) writes the same text out.
 */
export const WHATSAPP_TEMPLATES = {
  /** To the customer when an order is placed: name, order number, total, promised date, order page. */
  order_placed: {
    en: "Hello {{1}}, thank you for your order {{2}} of {{3}}. We expect to deliver it by {{4}}. See your order: {{5}}",
    hi: "नमस्ते {{1}}, आपके ऑर्डर {{2}} ({{3}}) के लिए धन्यवाद। हम इसे {{4}} तक पहुँचाने की उम्मीद करते हैं। अपना ऑर्डर देखें: {{5}}",
  },
  /** Shipped: name, order number, courier, tracking link. */
  order_shipped: {
    en: "Hello {{1}}, your order {{2}} is on its way with {{3}}. Track it here: {{4}}",
    hi: "नमस्ते {{1}}, आपका ऑर्डर {{2}} {{3}} से आपकी ओर चल पड़ा है। यहाँ ट्रैक करें: {{4}}",
  },
  /** Delivered: name, order number, order page (returns and invoice). */
  order_delivered: {
    en: "Hello {{1}}, your order {{2}} has been delivered. We hope you like it! Invoice and returns: {{3}}",
    hi: "नमस्ते {{1}}, आपका ऑर्डर {{2}} पहुँच गया है। उम्मीद है आपको पसंद आएगा! इनवॉइस और वापसी: {{3}}",
  },
  /** A refund made: name, amount, order number, how it was paid back. */
  order_refunded: {
    en: "Hello {{1}}, we have refunded {{2}} for your order {{3}}, {{4}}.",
    hi: "नमस्ते {{1}}, हमने आपके ऑर्डर {{3}} के {{2}} वापस कर दिए हैं, {{4}}।",
  },
  /** Back in stock (issue 19, item 4), to a customer who opted in to WhatsApp updates: product, product page. */
  back_in_stock: {
    en: "Good news: {{1}} is back in stock. Order it here: {{2}}",
    hi: "ख़ुशख़बरी: {{1}} फिर से स्टॉक में है। यहाँ ऑर्डर करें: {{2}}",
  },
  /** To the owner for every new order: order number, customer, total, payment, units, back-office link. */
  new_order_owner: {
    en: "New order {{1}} from {{2}}: {{3}}, {{4}}, {{5}}. Open it: {{6}}",
    hi: "नया ऑर्डर {{1}}, {{2}} से: {{3}}, {{4}}, {{5}}। खोलें: {{6}}",
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;

/** How many values a template takes (its highest {{n}}). */
export function templateArity(name: WhatsAppTemplate): number {
  return Math.max(...[...WHATSAPP_TEMPLATES[name].en.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
}

/**
 * A template written out with its values. A value goes in as plain text: WhatsApp refuses new lines, tabs and runs
 * of more than four spaces inside a parameter, so those are folded to single spaces.
 */
export function renderTemplate(name: WhatsAppTemplate, lang: Lang, params: readonly string[]): string {
  return WHATSAPP_TEMPLATES[name][lang].replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? "");
}

/** A template parameter as WhatsApp takes it: no new lines or tabs, no more than four spaces in a row, at most 1,024 characters. */
export function templateParam(value: string): string {
  return (
    value
      .replace(/[\r\n\t]+/g, " ")
      .replace(/ {5,}/g, "    ")
      .trim()
      .slice(0, 1024) || "-"
  );
}

/**
 * A customer's WhatsApp number from an Indian mobile number as the shop stores it ("9876543210", "+91 98765 43210",
 * "09876543210"): 91 and the 10 digits (the Cloud API takes no "+"), or null when it is not a mobile number.
 */
export function whatsappNumber(phone: string): string | null {
  return normalizeIndianMobile(phone)?.slice(1) ?? null;
}
