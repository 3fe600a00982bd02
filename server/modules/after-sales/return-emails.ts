import { escapeHtml } from "../../../lib/html";
import type { Lang } from "../../../lib/i18n";
import { formatAmount } from "../../../lib/money";
import { orderNumberText } from "../../../lib/orders";
import type { ShopSettings } from "../../../lib/shop-settings";
import { orderPageUrl } from "../notifications/order-emails";
import type { QueuedEmail } from "../notifications/outbox";
import type { OrderRow } from "../orders/orders.repo";
import type { CreditNoteRow } from "./credit-notes";
import type { ReturnRow } from "./returns";

const page = (title: string, paragraphs: string[], lang: Lang) =>
  `<!doctype html><html${lang === "hi" ? ' lang="hi"' : ""}><body style="font-family:Arial,sans-serif;color:#222;max-width:600px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("")}</body></html>`;

const what = (ret: ReturnRow) => (ret.type === "exchange" ? "exchange" : "return");
/** "वापसी" or "बदलाव" (as the order page's returns section says it). */
const whatHi = (ret: ReturnRow) => (ret.type === "exchange" ? "बदलाव" : "वापसी");

/** The email around `body`: greeting, the order's page and the shop, in the order's language (a Hindi order's link is its /hi page). */
function mail(ret: ReturnRow, step: string, order: OrderRow, subject: string, body: string[], publicUrl: string | null): QueuedEmail {
  const shop = (JSON.parse(order.seller) as { shopName: string }).shopName;
  const hi = order.lang === "hi";
  const link = publicUrl
    ? `${hi ? "आपका ऑर्डर" : "Your order"}: ${orderPageUrl(publicUrl, order.id, order.lang)}`
    : hi
      ? "आपका ऑर्डर हमारी वेबसाइट पर 'मेरे ऑर्डर' में है।"
      : "Your order is under My Orders on our website.";
  const lines = [hi ? `नमस्ते ${order.customer_name},` : `Hello ${order.customer_name},`, ...body, link, shop];
  return { dedupeKey: `return-${step}:${ret.id}`, to: order.customer_email, subject, text: lines.join("\n\n"), html: page(subject, lines, order.lang) };
}

/** Approved: what to do next, and where to send the parcel. */
export function returnApprovedEmail(order: OrderRow, ret: ReturnRow, settings: ShopSettings, publicUrl: string | null): QueuedEmail {
  const a = settings.address;
  const address = [settings.legalName || settings.shopName, a.line1, a.line2, `${a.city}, ${a.state} ${a.pincode}`, a.country]
    .filter((x) => x !== "")
    .join("\n");
  const n = orderNumberText(order.order_number);
  if (order.lang === "hi") {
    return mail(
      ret,
      "approved",
      order,
      `ऑर्डर ${n}: आपका ${whatHi(ret)} का अनुरोध मंज़ूर`,
      [
        `हमने ऑर्डर ${n} के लिए आपका ${whatHi(ret)} का अनुरोध मंज़ूर कर लिया है।`,
        ...(ret.seller_note ? [`दुकान की ओर से: ${ret.seller_note}`] : []),
        "सामान को उसके टैग के साथ अच्छी तरह पैक करें और पार्सल पर ऑर्डर नंबर लिखें। इसे इस पते पर भेजें:",
        address,
        ret.type === "exchange" ? "पार्सल हमारे पास पहुँचते ही हम आपको बदला हुआ सामान भेज देंगे।" : "पार्सल हमारे पास पहुँचने और जाँच के बाद हम आपका रिफ़ंड कर देंगे।",
      ],
      publicUrl,
    );
  }
  return mail(
    ret,
    "approved",
    order,
    `Your ${what(ret)} for order ${n} is accepted`,
    [
      `We have accepted your ${what(ret)} request for order ${n}.`,
      ...(ret.seller_note ? [`Note from the shop: ${ret.seller_note}`] : []),
      "Pack the items securely, with their tags, and write the order number on the parcel. Send it to:",
      address,
      ret.type === "exchange" ? "Once it reaches us we send your replacement." : "Once it reaches us and we have checked it, we refund you.",
    ],
    publicUrl,
  );
}

export function returnRejectedEmail(order: OrderRow, ret: ReturnRow, publicUrl: string | null): QueuedEmail {
  const n = orderNumberText(order.order_number);
  if (order.lang === "hi") {
    return mail(
      ret,
      "rejected",
      order,
      `ऑर्डर ${n}: आपका ${whatHi(ret)} का अनुरोध`,
      [`माफ़ कीजिए: हम ऑर्डर ${n} के लिए आपका ${whatHi(ret)} का अनुरोध मंज़ूर नहीं कर सकते।`, `कारण: ${ret.seller_note ?? ""}`, "कोई सवाल हो तो इसी ईमेल का जवाब दें।"],
      publicUrl,
    );
  }
  return mail(
    ret,
    "rejected",
    order,
    `Your ${what(ret)} request for order ${n}`,
    [
      `We are sorry: we cannot accept your ${what(ret)} request for order ${n}.`,
      `Reason: ${ret.seller_note ?? ""}`,
      "Reply to this email if you have a question.",
    ],
    publicUrl,
  );
}

export function returnReceivedEmail(order: OrderRow, ret: ReturnRow, refundPaise: number, note: CreditNoteRow | null, publicUrl: string | null): QueuedEmail {
  const n = orderNumberText(order.order_number);
  if (order.lang === "hi") {
    const hiBody =
      ret.type === "exchange"
        ? [`ऑर्डर ${n} का आपका पार्सल हमारे पास पहुँच गया है। हम जल्द ही बदला हुआ सामान भेजेंगे।`]
        : [
            `ऑर्डर ${n} का लौटाया हुआ सामान हमारे पास पहुँच गया है।`,
            refundPaise > 0
              ? `हम ${formatAmount(refundPaise)} का रिफ़ंड कर रहे हैं; रिफ़ंड होते ही आपको अलग से ईमेल मिलेगा।`
              : "इस ऑर्डर पर अब कुछ भी वापस करना बाकी नहीं है।",
            ...(note ? [`क्रेडिट नोट ${note.number} (${formatAmount(note.total_paise)}) से टैक्स इनवॉइस ${note.invoice_number} में बदलाव हुआ है।`] : []),
          ];
    return mail(ret, "received", order, `ऑर्डर ${n} का ${whatHi(ret)} वाला पार्सल हमें मिल गया`, hiBody, publicUrl);
  }
  const body =
    ret.type === "exchange"
      ? [`Your parcel for order ${n} has reached us. We will send your replacement soon.`]
      : [
          `Your returned items for order ${n} have reached us.`,
          refundPaise > 0
            ? `We are refunding ${formatAmount(refundPaise)}; you will get a separate email when the refund is made.`
            : "There is nothing left to refund on this order.",
          ...(note ? [`Credit note ${note.number} (${formatAmount(note.total_paise)}) adjusts tax invoice ${note.invoice_number}.`] : []),
        ];
  return mail(ret, "received", order, `We received your ${what(ret)} for order ${n}`, body, publicUrl);
}

export function replacementShippedEmail(order: OrderRow, ret: ReturnRow, publicUrl: string | null): QueuedEmail {
  const n = orderNumberText(order.order_number);
  if (order.lang === "hi") {
    const courierHi =
      ret.replacement_carrier || ret.replacement_awb ? `कूरियर: ${ret.replacement_carrier ?? "—"}, AWB ${ret.replacement_awb ?? "—"}।` : "वह रास्ते में है।";
    return mail(ret, "shipped", order, `ऑर्डर ${n} का बदला हुआ सामान भेज दिया गया`, [`हमने ऑर्डर ${n} का बदला हुआ सामान भेज दिया है।`, courierHi], publicUrl);
  }
  const courier =
    ret.replacement_carrier || ret.replacement_awb ? `Courier: ${ret.replacement_carrier ?? "—"}, AWB ${ret.replacement_awb ?? "—"}.` : "It is on its way.";
  return mail(ret, "shipped", order, `Your replacement for order ${n} is shipped`, [`We have shipped the replacement for order ${n}.`, courier], publicUrl);
}
