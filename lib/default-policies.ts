import type { Policies } from "./shop-policies";

/**
 * Policy texts for a small Indian workshop that sells online with cash on delivery, written for the Consumer
 * Protection (E-Commerce) Rules, 2020 and the Digital Personal Data Protection Act, 2023: the demo shop's, and
 * what settings saved before a page existed read until the seller writes their own.
 *
 * Words in braces are filled from the settings when a page is drawn (lib/policy-text.ts, POLICY_PLACEHOLDERS),
 * so the pages say what the shop really does: change the return window or the shipping fee and they follow.
 */
export const DEFAULT_POLICIES: Policies = {
  returns: {
    title: "Returns & Refunds",
    paragraphs: [
      "Not the right size or colour? You may return any unused item within {returnDays} days of delivery, with its tags and original packing. Ask for the return from your order's page under My Orders, or write to {supportEmail} with your order number.",
      "Prefer a different size or colour? Ask for an exchange instead, within the same {returnDays} days: we send the replacement at no extra charge, subject to stock.",
      "Items made to measure or personalised for you (a name tag, custom colours) cannot be returned unless they arrive damaged or not as ordered.",
      "If a product arrives damaged or the wrong item reaches you, tell us within 48 hours of delivery and send a photo. We send a replacement or refund you in full, delivery charge included, and arrange the pickup ourselves.",
      "Once the returned item reaches us and is checked, we refund you within {refundDays} working days. Online payments go back to the card, UPI or bank account you paid with (your bank may take a few more days to show it). Cash on delivery orders are refunded by UPI or bank transfer to an account you give us.",
      "The delivery charge ({shippingFee}) is refunded only when the mistake was ours. Every refund comes with a GST credit note, which you can see and print on the order's page.",
    ],
  },
  cancellation: {
    title: "Cancellation Policy",
    paragraphs: [
      "You can cancel an order yourself until we pack it: open the order under My Orders and choose Cancel order while its status is Order Placed. No reason is needed and there is no cancellation fee.",
      "Once an order is packed or shipped it can no longer be cancelled. You can still return it after delivery, within {returnDays} days, under our Returns & Refunds policy.",
      "When an order is cancelled, an online payment is refunded in full to the card, UPI or bank account you paid with, within {refundDays} working days. A cash on delivery order costs you nothing. If a tax invoice was already issued, we issue a GST credit note for it.",
      "We may cancel an order ourselves if an item turns out to be out of stock, our couriers cannot reach the address or a price was shown in error. We tell you by email and refund anything you paid in full.",
    ],
  },
  shipping: {
    title: "Shipping & Delivery",
    paragraphs: [
      "Every order is packed in our workshop and handed to a courier within two working days (Monday to Saturday, except public holidays). Made-to-measure pieces take up to five working days; the product page says so when it applies.",
      "We ship to every PIN code our courier partners serve across India. Most parcels arrive within 3 to 7 working days of dispatch; remote areas and the North-East can take a few days more.",
      "Delivery charge: {shippingFee}, shown in the cart before you pay. Cash on delivery is available on most PIN codes: please keep the exact amount ready, as couriers may not carry change.",
      "As soon as your parcel leaves the workshop we email you the courier's name and the AWB (tracking number); the same details and a tracking link are on the order's page under My Orders. If a parcel has not moved for five days, write to {supportEmail} and we will chase the courier for you.",
    ],
  },
  privacy: {
    title: "Privacy Policy",
    paragraphs: [
      '{legalName} ("we") decides why and how the personal data you give this shop is used: under the Digital Personal Data Protection Act, 2023 we are its Data Fiduciary. This notice says what we collect, for what purpose, and the rights you have.',
      "What we collect and why: your name, email address, phone number, delivery addresses, an optional GST number and the orders you place. We use them only to run your account, make, deliver and support your orders, issue tax invoices, answer your messages and, if you ask for it, send our newsletter.",
      "Consent: by creating an account or placing an order you consent to this use, for these purposes only. You may withdraw your consent at any time, as easily as you gave it (unsubscribe, or delete your account); what was done lawfully before stays valid.",
      "Who else sees it: online payments are processed by our payment partner, and we never see or store your card, UPI PIN or bank login. Your name, address and phone number go to the courier that delivers your parcel. We do not sell or rent your data and use no advertising trackers; cookies only keep you logged in and remember your cart.",
      "Your rights: you may ask for a summary of the personal data we hold about you and whom we shared it with (access); have it corrected, completed or updated (correction); have it erased (erasure); have a grievance about it redressed (grievance); and nominate another person to use these rights if you die or cannot act yourself (nomination). Write to {grievanceEmail}; we reply within 30 days.",
      "Deleting your account: log in and choose Delete account on your account page, or write to {supportEmail} from your account's email address and we delete it for you. Your profile, addresses, cart and messages are then removed or anonymised.",
      "How long we keep it: tax invoices and credit notes, with the name, address and GST number printed on them, are kept for 72 months after the due date of that year's annual GST return, as section 36 of the CGST Act, 2017 requires, even after an account is deleted. Everything else is erased when you delete your account or when we no longer need it for the purposes above.",
      "Complaints: our Grievance Officer, {grievanceName} ({grievanceEmail}), answers questions and complaints about your data. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.",
    ],
  },
  terms: {
    title: "Terms of Use",
    paragraphs: [
      "These terms apply to the use of this website and to every order placed on it; by placing an order you accept them. The seller is {legalName}, {address}.",
      "Prices are in Indian rupees. Whether they include GST is stated next to every price; the tax is shown separately in the cart, and every order comes with a GST invoice you can download from My Orders. All our products are made in India.",
      "Our products are made by hand, so small differences in colour, weave and size from the photos are part of their character and not a defect. Sizes are given in the product description; write to us if you are unsure.",
      "An order is confirmed when you receive our confirmation email. You may cancel it until it is packed (see our Cancellation Policy) and return it within {returnDays} days of delivery (see Returns & Refunds). We may cancel an order if an item turns out to be out of stock or a price was shown in error; anything you paid is then refunded in full.",
      "Halters, leads and collars are aids, not safety equipment: check the fit and the fittings before each use and never leave an animal tied unattended.",
      "These terms are governed by the laws of India. If something goes wrong, please write to us first at {supportEmail}, or to our Grievance Officer, {grievanceName}: complaints are acknowledged within 48 hours and resolved within one month.",
    ],
  },
  grievance: {
    title: "Grievance Officer",
    paragraphs: [
      "As the Consumer Protection (E-Commerce) Rules, 2020 and the Digital Personal Data Protection Act, 2023 require, {shopName} has a Grievance Officer for complaints about an order, a product, a delivery, a refund or the use of your personal data.",
      "Please tell us your order number and what went wrong; photos help. You can write by email or call during our working hours ({hours}).",
      "If you are not satisfied with how your complaint was resolved, you may contact the National Consumer Helpline (call 1915, or consumerhelpline.gov.in) or the consumer commission for your district.",
    ],
  },
};
