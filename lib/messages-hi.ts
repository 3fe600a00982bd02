/**
 * The server's messages in Hindi (issue 17): what the API says to a shopper on a Hindi page (the page sends
 * `X-Shop-Lang: hi`, server/http/api-language.ts). Keyed by the English message, so the English answers (the spec's
 * contract) never change; a message not listed here stays English. Patterns cover messages with a number or a
 * name in them, and "field: message" validation answers keep their field name.
 */
import { ACCOUNT_MESSAGES_HI } from "./messages-hi.accounts";
import { stateByName } from "./india";
import { STATE_NAMES_HI } from "./india-hi";

const stateHi = (name: string): string => {
  const code = stateByName(name)?.code as keyof typeof STATE_NAMES_HI | undefined;
  return code ? STATE_NAMES_HI[code] : name;
};

const EXACT: Record<string, string> = {
  ...ACCOUNT_MESSAGES_HI,
  // cart and checkout
  "Cart updated": "कार्ट अपडेट हो गया",
  "Cart is empty": "कार्ट ख़ाली है",
  "Please select a delivery address": "कृपया डिलीवरी का पता चुनें",
  "A product in your cart is no longer available. Please remove it and try again.": "आपके कार्ट का एक उत्पाद अब उपलब्ध नहीं है। कृपया उसे हटाकर फिर कोशिश करें।",
  "Order Placed Successfully": "ऑर्डर सफलतापूर्वक दे दिया गया",
  "Out of stock": "स्टॉक में नहीं है",
  "Delivery address not found. Please choose another address.": "डिलीवरी का पता नहीं मिला। कृपया दूसरा पता चुनें।",
  "The delivery address has no valid state. Please edit the address.": "डिलीवरी के पते में सही राज्य नहीं है। कृपया पता बदलें।",
  "This product changed since you opened it": "आपके खोलने के बाद इस उत्पाद में बदलाव हुआ है",
  // coupons (issue 19, item 2; lib/coupons.ts COUPON_MESSAGES); "Add ₹… more to use this coupon" is a pattern below
  "Coupon applied": "कूपन लागू हो गया",
  "This coupon does not apply to your cart": "यह कूपन आपके कार्ट पर लागू नहीं होता",
  "This coupon has expired": "इस कूपन की मियाद ख़त्म हो चुकी है",
  "This coupon has been fully used": "यह कूपन पूरी तरह इस्तेमाल हो चुका है",
  "You have already used this coupon": "आप यह कूपन पहले ही इस्तेमाल कर चुके हैं",
  "This coupon is for your first order only": "यह कूपन सिर्फ़ आपके पहले ऑर्डर के लिए है",
  "Please log in to use this coupon": "यह कूपन इस्तेमाल करने के लिए कृपया लॉग इन करें",
  "Enter a coupon code": "कूपन कोड लिखें",
  "Send the cart's items": "कार्ट का सामान भेजें",
  // addresses
  "Address added": "पता जोड़ दिया गया",
  "Address updated": "पता अपडेट हो गया",
  "Address deleted": "पता हटा दिया गया",
  "Address not found": "पता नहीं मिला",
  "Choose a state or union territory": "राज्य या केंद्र शासित प्रदेश चुनें",
  "PIN code must be 6 digits": "PIN कोड 6 अंकों का होना चाहिए",
  "We do not know this PIN code. Please check it.": "यह PIN कोड हमें नहीं मिला। कृपया उसे जाँच लें।",
  "Enter a 10-digit mobile number": "10 अंकों का मोबाइल नंबर लिखें",
  "We deliver only within India": "हम सिर्फ़ भारत में डिलीवरी करते हैं",
  "Enter a valid email address": "सही ईमेल पता लिखें",
  "Enter a delivery address": "डिलीवरी का पता लिखें",
  // orders
  "Order not found": "ऑर्डर नहीं मिला",
  "Product not found": "उत्पाद नहीं मिला",
  "This order has no tax invoice yet": "इस ऑर्डर का टैक्स इनवॉइस अभी नहीं बना है",
  "This order changed meanwhile. Reload and try again.": "इस बीच ऑर्डर बदल गया। पेज दोबारा खोलकर फिर कोशिश करें।",
  "This order is already shipped": "यह ऑर्डर भेजा जा चुका है",
  // online payment
  "Payment verified": "भुगतान पक्का हो गया",
  "This order is not waiting for a payment": "यह ऑर्डर भुगतान का इंतज़ार नहीं कर रहा है",
  "Nothing to cancel": "रद्द करने के लिए कुछ नहीं है",
  "This payment has already been used for another order": "यह भुगतान किसी दूसरे ऑर्डर के लिए इस्तेमाल हो चुका है",
  "This order has already been placed. See My Orders.": "यह ऑर्डर पहले ही दिया जा चुका है। मेरे ऑर्डर देखें।",
  "This payment could not be completed. Please try again.": "यह भुगतान पूरा नहीं हो सका। कृपया फिर कोशिश करें।",
  "No sandbox here": "यहाँ जाँच वाला भुगतान नहीं होता",
  // UPI direct (decision 030)
  "Order created: pay by UPI to place it": "ऑर्डर बन गया: इसे पक्का करने के लिए UPI से भुगतान करें",
  "UPI payment is not available. Please choose another way to pay.": "UPI भुगतान अभी उपलब्ध नहीं है। कृपया भुगतान का कोई दूसरा तरीका चुनें।",
  "Enter the 12-digit UPI reference (UTR) shown in your UPI app after paying": "भुगतान के बाद अपने UPI ऐप में दिखा 12 अंकों का UPI रेफ़रेंस (UTR) लिखें",
  "This UPI reference is already used on another order": "यह UPI रेफ़रेंस किसी दूसरे ऑर्डर पर इस्तेमाल हो चुका है",
  "This order is not waiting for a UPI payment": "यह ऑर्डर UPI भुगतान का इंतज़ार नहीं कर रहा है",
  "Thank you: the shop will confirm your payment": "धन्यवाद: दुकान आपके भुगतान की पुष्टि करेगी",
  "The time to pay this order has ended and its items went back on sale. Please place a new order, or contact the shop if you have already paid.":
    "इस ऑर्डर के भुगतान का समय ख़त्म हो गया और इसका सामान फिर से बिक्री पर है। कृपया नया ऑर्डर दें, या अगर आप भुगतान कर चुके हैं तो दुकान से संपर्क करें।",
  "utr is required: the 12-digit UPI reference": "utr ज़रूरी है: 12 अंकों का UPI रेफ़रेंस",
  "whatsapp must be true or false": "whatsapp true या false होना चाहिए",
  // back in stock (issue 19)
  "We will email you once when it is back in stock": "स्टॉक में वापस आने पर हम आपको एक बार ईमेल करेंगे",
  "This is in stock: you can order it now": "यह स्टॉक में है: आप इसे अभी ऑर्डर कर सकते हैं",
  "This size or colour is not sold any more": "यह साइज़ या रंग अब नहीं बिकता",
  "This link is not valid any more.": "यह लिंक अब मान्य नहीं है।",
  "Back-in-stock emails stopped": "स्टॉक वापसी के ईमेल बंद हो गए",
  // cart reminders (issue 19)
  "Cart reminders stopped": "कार्ट की याद दिलाना बंद हो गया",
  "This link is not valid. Use the link in your latest cart reminder.": "यह लिंक मान्य नहीं है। अपने सबसे नए कार्ट रिमाइंडर ईमेल का लिंक इस्तेमाल करें।",
  "token is required": "token ज़रूरी है",
  // returns, exchanges, refunds and credit notes
  "You can ask for a return once the order is delivered": "ऑर्डर डिलीवर हो जाने के बाद ही आप वापसी माँग सकते हैं",
  "An exchange is for another size or colour at the same price; return this item instead":
    "बदलाव सिर्फ़ उसी कीमत पर दूसरे साइज़ या रंग के लिए होता है; इसकी जगह यह सामान वापस करें",
  "exchangeFor is only for an exchange": "exchangeFor सिर्फ़ बदलाव के लिए है",
  "Return request not found": "वापसी का अनुरोध नहीं मिला",
  "This request changed meanwhile. Reload and try again.": "इस बीच अनुरोध बदल गया। पेज दोबारा खोलकर फिर कोशिश करें।",
  "Photo not found": "फ़ोटो नहीं मिली",
  "photos must be image files": "फ़ोटो तस्वीर वाली फ़ाइलें होनी चाहिए",
  "The form could not be read": "फ़ॉर्म पढ़ा नहीं जा सका",
  "Credit note not found": "क्रेडिट नोट नहीं मिला",
  "Refund not found": "रिफ़ंड नहीं मिला",
  "The request body is not valid JSON": "भेजी गई जानकारी पढ़ी नहीं जा सकी",
  // sessions and limits
  "Not logged in": "आप लॉग इन नहीं हैं",
  "Please log in to continue": "आगे बढ़ने के लिए कृपया लॉग इन करें",
  "Something went wrong. Please try again.": "कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।",
  "Request body is too large": "भेजी गई जानकारी बहुत बड़ी है",
  // reviews (issue 19)
  "Thank you! Your review will appear once the shop has checked it.": "धन्यवाद! दुकान के जाँचने के बाद आपकी समीक्षा दिखेगी।",
  "You can review a product once an order of it has been delivered to you": "किसी उत्पाद का ऑर्डर आपको डिलीवर हो जाने के बाद आप उसकी समीक्षा लिख सकते हैं",
  "You have already reviewed this product": "आप इस उत्पाद की समीक्षा पहले ही लिख चुके हैं",
  "Please write your review as plain text, without HTML or scripts": "कृपया समीक्षा सादे शब्दों में लिखें, HTML या स्क्रिप्ट के बिना",
  "rating must be 1 to 5 stars": "रेटिंग 1 से 5 सितारे होनी चाहिए",
};

/** Field labels inside messages ("First name is required"). */
const LABELS: Record<string, string> = {
  Name: "नाम",
  "First name": "पहला नाम",
  "Last name": "उपनाम",
  "Street address": "गली/मोहल्ले का पता",
  "House / flat": "मकान / फ़्लैट",
  Area: "इलाक़ा",
  Landmark: "लैंडमार्क",
  City: "शहर",
  State: "राज्य",
  "PIN code": "PIN कोड",
  "Mobile number": "मोबाइल नंबर",
  Email: "ईमेल",
  Password: "पासवर्ड",
  title: "शीर्षक",
  text: "समीक्षा",
};
const label = (l: string) => LABELS[l] ?? l;

const PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Only (\d+) left$/, (m) => `सिर्फ़ ${m[1]} बचे हैं`],
  [/^Only (\d+) of "(.+)" left in stock$/, (m) => `"${m[2]}" के सिर्फ़ ${m[1]} स्टॉक में बचे हैं`],
  [/^"(.+)" is out of stock$/, (m) => `"${m[1]}" स्टॉक में नहीं है`],
  [/^At most (\d+) per order$/, (m) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${m[1]}`],
  [/^At most (\d+) of "?(.+?)"? per order$/, (m) => `एक ऑर्डर में "${m[2]}" ज़्यादा से ज़्यादा ${m[1]}`],
  [/^Product (.+) is not available$/, (m) => `उत्पाद ${m[1]} उपलब्ध नहीं है`],
  [/^A cart can hold at most (\d+) different products$/, (m) => `एक कार्ट में ज़्यादा से ज़्यादा ${m[1]} अलग-अलग उत्पाद आ सकते हैं`],
  [/^You can keep at most (\d+) addresses\. Delete one first\.$/, (m) => `आप ज़्यादा से ज़्यादा ${m[1]} पते रख सकते हैं। पहले एक हटाएँ।`],
  [/^PIN (\d{6}) is in (.+)$/, (m) => `PIN ${m[1]} ${stateHi(m[2]!)} में है`],
  [/^Our couriers do not deliver to PIN (\d{6}) yet$/, (m) => `हमारे कूरियर अभी PIN ${m[1]} पर डिलीवरी नहीं करते`],
  [/^Cash on Delivery is not available for PIN (\d{6})$/, (m) => `PIN ${m[1]} पर कैश ऑन डिलीवरी उपलब्ध नहीं है`],
  [/^Cash on Delivery is not available in (.+)$/, (m) => `${stateHi(m[1]!)} में कैश ऑन डिलीवरी उपलब्ध नहीं है`],
  [/^Add (₹[\d,.]+) more to use this coupon \(minimum order (₹[\d,.]+)\)$/, (m) => `यह कूपन इस्तेमाल करने के लिए ${m[1]} का और सामान जोड़ें (कम से कम ${m[2]} का ऑर्डर)`],
  [
    /^Cash on Delivery is available for orders up to (₹[\d,.]+)\. Please pay online\.$/,
    (m) => `कैश ऑन डिलीवरी ${m[1]} तक के ऑर्डर पर ही है। कृपया ऑनलाइन भुगतान करें।`,
  ],
  [/^You can add at most (\d+) photos$/, (m) => `आप ज़्यादा से ज़्यादा ${m[1]} फ़ोटो जोड़ सकते हैं`],
  [/^(".+"|Photo \d+) is not a photo \(JPEG, PNG or WebP\)$/, (m) => `${m[1]} फ़ोटो नहीं है (JPEG, PNG या WebP)`],
  [/^(".+"|Photo \d+) is larger than (\d+) MB$/, (m) => `${m[1]} ${m[2]} MB से बड़ी है`],
  [/^(".+"|Photo \d+) is empty$/, (m) => `${m[1]} ख़ाली है`],
  [/^(".+"|Photo \d+) could not be read as an image$/, (m) => `${m[1]} इमेज के रूप में पढ़ी नहीं जा सकी`],
  [/^Please choose a (.+)$/, (m) => `कृपया ${m[1]} चुनें`],
  [/^(.+) is required$/, (m) => `${label(m[1]!)} ज़रूरी है`],
  [/^(.+) must be text$/, (m) => `${label(m[1]!)} शब्दों में लिखें`],
  [/^(.+) must be at least (\d+) characters$/, (m) => `${label(m[1]!)} कम से कम ${m[2]} अक्षरों का होना चाहिए`],
  [/^(.+) must be at most (\d+) characters$/, (m) => `${label(m[1]!)} ज़्यादा से ज़्यादा ${m[2]} अक्षरों का हो सकता है`],
  [/^(.+) may contain only letters, spaces and \. ' -$/, (m) => `${label(m[1]!)} में सिर्फ़ अक्षर, स्पेस और . ' - हो सकते हैं`],
  [/^(.+) may not contain a web address$/, (m) => `${label(m[1]!)} में वेब पता नहीं हो सकता`],
  [
    /^Too many attempts\. Please wait (\d+) (seconds|minutes) and try again\.$/,
    (m) => `बहुत ज़्यादा कोशिशें। ${m[1]} ${m[2] === "minutes" ? "मिनट" : "सेकंड"} रुककर फिर कोशिश करें।`,
  ],
  [/^Wrong code\. (\d+) tr(?:y|ies) left\.$/, (m) => `कोड ग़लत है। ${m[1]} कोशिश बाक़ी।`],
  [/^We sent a 6-digit code to (.+)\. It is valid for (\d+) minutes\.$/, (m) => `हमने ${m[1]} पर 6 अंकों का कोड भेजा है। यह ${m[2]} मिनट तक चलेगा।`],
  [/^Mobile number verified\. You can now log in with a code sent to (.+)\.$/, (m) => `मोबाइल नंबर पक्का हो गया। अब आप ${m[1]} पर आए कोड से लॉग इन कर सकते हैं।`],
];

function one(message: string): string | null {
  const exact = EXACT[message];
  if (exact !== undefined) return exact;
  for (const [re, to] of PATTERNS) {
    const m = re.exec(message);
    if (m) return to(m);
  }
  return null;
}

/** The Hindi of a server message, or the message itself when it has none. */
export function hindiMessage(message: string): string {
  // "phone: Enter a 10-digit mobile number": the field stays (it names what to fix), its message is translated.
  const m = /^([a-zA-Z0-9_.]+): (.+)$/.exec(message);
  if (m) {
    const rest = one(m[2]!);
    if (rest !== null) return `${m[1]}: ${rest}`;
  }
  return one(message) ?? message;
}
