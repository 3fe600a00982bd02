import { useState, type ReactNode } from "react";
import { INDIAN_STATES } from "../../../../lib/india";
import { GST_RATES } from "../../../../lib/product-admin";
import { POLICY_PLACEHOLDERS } from "../../../../lib/policy-text";
import { POLICY_LABELS, POLICY_SLUGS, policyPath } from "../../../../lib/shop-policies";
import { SOCIAL_NETWORKS, type ShopSettings } from "../../../../lib/shop-settings";
import type { SectionId } from "./draft";
import { Group, ListEditor, NumberField, PictureField, RupeeField, TextField } from "./fields";
import { HindiSection } from "./hindi-section";
import { useField, useSettingsForm } from "./form-context";

const titled = () => ({ title: "", text: "" });
const wide = "sm:col-span-2";

function ShopDetails() {
  const { draft, update } = useSettingsForm();
  const a = draft.address;
  const state = useField<string>("address.stateCode");
  return (
    <>
      <Group title="Shop and tax identity">
        <TextField path="shopName" label="Shop name" />
        <TextField path="legalName" label="Legal name (on invoices)" />
        <TextField path="gstin" label="GSTIN" upper max={15} />
        <TextField path="hours" label="Opening hours" hint="For example: 9am to 6pm Mon-Sat" />
        <TextField path="tagline" label="Tagline" className={wide} />
        <NumberField path="since" label="In business since (year)" />
      </Group>
      <Group title="Address">
        <TextField path="address.line1" label="Address line 1" />
        <TextField path="address.line2" label="Address line 2 (optional)" />
        <TextField path="address.city" label="City" />
        <div>
          <label htmlFor={state.id} className="block text-sm font-medium">
            State (decides CGST + SGST or IGST)
          </label>
          <select
            id={state.id}
            className="input mt-1"
            value={a.stateCode}
            onChange={(e) => {
              update("address.stateCode", e.target.value);
              update("address.state", INDIAN_STATES.find((x) => x.code === e.target.value)?.name ?? a.state);
            }}
          >
            {INDIAN_STATES.map((st) => (
              <option key={st.code} value={st.code}>
                {st.name}
              </option>
            ))}
          </select>
        </div>
        <TextField path="address.pincode" label="PIN code" inputMode="numeric" max={6} />
        <TextField path="address.country" label="Country" />
      </Group>
      <ListEditor
        path="phones"
        limit="phones"
        title="Phone numbers"
        noun="phone number"
        nouns="phone numbers"
        make={() => ""}
        render={(base) => <TextField path={base} label="Phone number" inputMode="tel" hint="With the country or area code, e.g. +91 98390 12345" />}
      />
      <Group title="Email and WhatsApp">
        <TextField path="emails.sales" label="Sales email" type="email" inputMode="email" />
        <TextField path="emails.support" label="Support email (order alerts go here)" type="email" inputMode="email" />
        <TextField path="whatsappNumber" label="WhatsApp number" inputMode="numeric" max={15} hint="With the country code, digits only: 919839012345" />
      </Group>
      <Group title="Contact page header">
        <TextField path="hero.contact.heading" label="Heading" className={wide} />
        <TextField path="hero.contact.text" label="Text" long rows={3} className={wide} />
      </Group>
    </>
  );
}

function HomePage() {
  return (
    <>
      <ListEditor
        path="banners"
        limit="banners"
        title="Banners"
        noun="banner"
        nouns="banners"
        hint="The home page's slides, each beside a product photo"
        make={() => ({ headline: "", subline: "" })}
        render={(base) => (
          <>
            <TextField path={`${base}.headline`} label="Headline" />
            <TextField path={`${base}.subline`} label="Line below" />
          </>
        )}
      />
      <ListEditor
        path="whyChooseUs"
        limit="whyChooseUs"
        title="Why choose us"
        noun="reason"
        nouns="reasons"
        make={titled}
        render={(base) => (
          <>
            <TextField path={`${base}.title`} label="Title" />
            <TextField path={`${base}.text`} label="Text" long rows={2} />
          </>
        )}
      />
      <ListEditor
        path="testimonials"
        limit="testimonials"
        title="Testimonials"
        noun="testimonial"
        nouns="testimonials"
        hint="The home page shows the first 6"
        make={() => ({ name: "", place: "", text: "" })}
        render={(base) => (
          <>
            <TextField path={`${base}.name`} label="Customer's name" />
            <TextField path={`${base}.place`} label="Place" hint="For example: Jodhpur, Rajasthan" />
            <TextField path={`${base}.text`} label="What they said" long rows={3} />
          </>
        )}
      />
      <Group title="Products page header">
        <TextField path="hero.products.heading" label="Heading" className={wide} />
        <TextField path="hero.products.text" label="Text" long rows={3} className={wide} />
      </Group>
    </>
  );
}

function GalleryItem({ base }: { base: string }) {
  const { value: kind } = useField<"image" | "video">(`${base}.kind`);
  const { value: src } = useField<string>(`${base}.src`);
  const { value: poster } = useField<string | undefined>(`${base}.poster`);
  const { value: alt } = useField<string>(`${base}.alt`);
  const { update } = useSettingsForm();
  return (
    <>
      {kind === "video" ? (
        <div className="space-y-2 text-sm">
          <p>
            Video: <span className="font-mono text-xs break-all">{src}</span>
          </p>
          <PictureField path={`${base}.poster`} label="Picture shown before the video plays" alt="" />
          <button
            type="button"
            className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-sand disabled:opacity-50"
            disabled={!poster}
            onClick={() => update(base, { kind: "image", src: poster, alt })}
          >
            Show this picture instead of the video
          </button>
        </div>
      ) : (
        <PictureField path={`${base}.src`} label="Picture" alt="" hint="Shown wide (4:3) and as a square thumbnail. JPEG, PNG, WebP or HEIC, up to 5 MB" />
      )}
      <TextField path={`${base}.alt`} label="Caption (also read aloud to blind visitors)" />
    </>
  );
}

function AboutPage() {
  return (
    <>
      <Group title="About page header">
        <TextField path="hero.about.heading" label="Heading" className={wide} />
        <TextField path="hero.about.text" label="Text" long rows={3} className={wide} />
      </Group>
      <Group title="Founder">
        <TextField path="founder.name" label="Name" />
        <TextField path="founder.title" label="Title" />
        <NumberField path="founder.experienceYears" label="Years of experience" />
        <div className={wide}>
          <PictureField
            path="founder.photo"
            label="Founder's photo"
            alt="Founder's photo"
            hint="Shown upright (4:5): a portrait photo fits best. JPEG, PNG, WebP or HEIC, up to 5 MB"
          />
        </div>
      </Group>
      <ListEditor
        path="founder.intro"
        limit="founderIntro"
        title="Founder's introduction"
        noun="paragraph"
        nouns="paragraphs"
        make={() => ""}
        render={(base) => <TextField path={base} label="Paragraph" long rows={4} />}
      />
      <Group title="About the shop" hint="Shown on the home page, beside its picture">
        <TextField path="about.heading" label="Heading" className={wide} />
        <div className={wide}>
          <PictureField path="about.image" label="Picture" alt="About picture" hint="Shown wide (4:3). JPEG, PNG, WebP or HEIC, up to 5 MB" />
        </div>
      </Group>
      <ListEditor
        path="about.paragraphs"
        limit="aboutParagraphs"
        title="About the shop: text"
        noun="paragraph"
        nouns="paragraphs"
        make={() => ""}
        render={(base) => <TextField path={base} label="Paragraph" long rows={3} />}
      />
      <ListEditor
        path="processSteps"
        limit="processSteps"
        title="How we work (process steps)"
        noun="step"
        nouns="steps"
        make={titled}
        render={(base) => (
          <>
            <TextField path={`${base}.title`} label="Title" />
            <TextField path={`${base}.text`} label="Text" long rows={2} />
          </>
        )}
      />
      <Group title="Mission and vision">
        <TextField path="mission" label="Mission" long rows={3} className={wide} />
        <TextField path="vision" label="Vision" long rows={3} className={wide} />
      </Group>
      <ListEditor
        path="coreValues"
        limit="coreValues"
        title="Core values"
        noun="value"
        nouns="values"
        make={titled}
        render={(base) => (
          <>
            <TextField path={`${base}.title`} label="Title" />
            <TextField path={`${base}.text`} label="Text" long rows={2} />
          </>
        )}
      />
      <ListEditor
        path="gallery"
        limit="gallery"
        title="Gallery"
        noun="gallery item"
        nouns="pictures or videos"
        make={() => ({ kind: "image", src: "", alt: "" })}
        render={(base) => <GalleryItem base={base} />}
      />
    </>
  );
}

function BrandPage() {
  return (
    <>
      <Group title="Brand page">
        <TextField path="brand.heading" label="Heading" className={wide} />
        <div className={wide}>
          <PictureField path="brand.image" label="Picture" alt="Brand picture" hint="Shown square. JPEG, PNG, WebP or HEIC, up to 5 MB" />
        </div>
      </Group>
      <ListEditor
        path="brand.paragraphs"
        limit="brandParagraphs"
        title="Our story"
        noun="paragraph"
        nouns="paragraphs"
        make={() => ""}
        render={(base) => <TextField path={base} label="Paragraph" long rows={3} />}
      />
      <ListEditor
        path="brand.points"
        limit="brandPoints"
        title="What sets us apart"
        noun="point"
        nouns="points"
        make={titled}
        render={(base) => (
          <>
            <TextField path={`${base}.title`} label="Title" />
            <TextField path={`${base}.text`} label="Text" long rows={2} />
          </>
        )}
      />
    </>
  );
}

function SocialNetwork({ base }: { base: string }) {
  const { id, value, set } = useField<string>(`${base}.network`);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Network
      </label>
      <select id={id} className="input mt-1" value={value} onChange={(e) => set(e.target.value)}>
        {SOCIAL_NETWORKS.map((n) => (
          <option key={n} value={n}>
            {n === "x" ? "X (Twitter)" : n[0]!.toUpperCase() + n.slice(1)}
          </option>
        ))}
      </select>
    </div>
  );
}

function SocialLinks() {
  return (
    <ListEditor
      path="social"
      limit="social"
      title="Social links (footer of every page)"
      noun="link"
      nouns="links"
      make={() => ({ network: "instagram", url: "https://" })}
      render={(base) => (
        <>
          <SocialNetwork base={base} />
          <TextField path={`${base}.url`} label="Link" type="url" inputMode="url" hint="Starts with https://" />
        </>
      )}
    />
  );
}

/** The words in braces a policy text may use (lib/policy-text.ts), listed above the policies. */
function PlaceholderHelp() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-sand/60 p-4 text-sm" data-testid="policy-placeholders">
      <p className="font-medium">Words in braces are filled in from your settings when the page is shown, so the pages stay true when you change them:</p>
      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {Object.entries(POLICY_PLACEHOLDERS).map(([key, what]) => (
          <li key={key}>
            <code className="font-mono text-xs">{`{${key}}`}</code> – {what}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PoliciesSection() {
  return (
    <>
      <PlaceholderHelp />
      {POLICY_SLUGS.map((slug) => (
        <div key={slug} className="space-y-3" data-testid={`policy-${slug}`}>
          <Group
            title={POLICY_LABELS[slug]}
            hint={
              <a href={policyPath(slug)} target="_blank" rel="noreferrer" className="text-saddle underline">
                See the page as saved (opens a new tab)
              </a>
            }
          >
            <TextField path={`policies.${slug}.title`} label="Page title" className={wide} />
          </Group>
          <ListEditor
            path={`policies.${slug}.paragraphs`}
            limit="policyParagraphs"
            title={`${POLICY_LABELS[slug]}: text`}
            noun="paragraph"
            nouns="paragraphs"
            make={() => ""}
            render={(base) => <TextField path={base} label="Paragraph" long rows={4} />}
          />
        </div>
      ))}
    </>
  );
}

/** The return window and refund time the policy pages state, and the grievance officer (a legal requirement). */
function ReturnsAndGrievances() {
  return (
    <>
      <Group title="Returns and refunds" hint="The policy pages and every product page state these; the returns feature enforces the window.">
        <NumberField path="returnWindowDays" label="Return window (days after delivery)" hint="1 to 60 days; 7 is common" />
        <NumberField path="refundDays" label="Refund paid within (working days)" hint="After a return arrives or an order is cancelled" />
      </Group>
      <Group
        title="Grievance officer"
        hint={
          <>
            Required of online sellers in India. Shown on the{" "}
            <a href={policyPath("grievance")} target="_blank" rel="noreferrer" className="text-saddle underline">
              Grievance Officer page
            </a>
            , which says complaints are acknowledged within 48 hours and resolved within one month.
          </>
        }
      >
        <TextField path="grievanceOfficer.name" label="Name" />
        <TextField path="grievanceOfficer.email" label="Email" type="email" inputMode="email" />
        <TextField path="grievanceOfficer.phone" label="Phone" inputMode="tel" hint="With the country or area code, e.g. +91 98390 12345" />
      </Group>
    </>
  );
}

function PricingShipping() {
  const { draft, update } = useSettingsForm();
  const p = draft.pricing;
  const gst = useField<number>("pricing.defaultGstRateBp");
  return (
    <Group title="Prices, shipping and tracking">
      <RupeeField path="pricing.shippingFeePaise" label="Shipping fee per order (₹)" hint="The flat fee, unless free shipping or weight slabs below apply" />
      <div>
        <label htmlFor={gst.id} className="block text-sm font-medium">
          Default GST rate for new products
        </label>
        <select id={gst.id} className="input mt-1" value={p.defaultGstRateBp / 100} onChange={(e) => gst.set(Number(e.target.value) * 100)}>
          {GST_RATES.map((r) => (
            <option key={r} value={r}>
              {r}%
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={p.pricesIncludeTax} onChange={(e) => update("pricing.pricesIncludeTax", e.target.checked)} />
        Prices include GST (“inclusive of all taxes”)
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={p.shippingTaxed} onChange={(e) => update("pricing.shippingTaxed", e.target.checked)} />
        Charge GST on shipping
      </label>
      <TextField
        path="shipping.trackingUrlTemplate"
        label="Tracking page"
        type="url"
        inputMode="url"
        max={500}
        hint="{id} is replaced by the AWB, e.g. https://t.17track.net/en#nums={id}"
        className={wide}
      />
    </Group>
  );
}

function DeliveryTimes() {
  return (
    <Group
      title="Delivery times"
      hint="Days from an order to the customer's door, dispatch included, by how far the PIN is from your shop's PIN. The product page's PIN check, the cart and every order's promised date use them (a date on a Sunday moves to Monday). When Shiprocket is connected, its courier estimate is used instead."
    >
      <NumberField path="delivery.days.city" label="Same city (your district)" hint="1 to 30 days" />
      <NumberField path="delivery.days.state" label="Same state" hint="1 to 30 days" />
      <NumberField path="delivery.days.rest" label="Rest of India" hint="1 to 30 days" />
      <NumberField path="delivery.days.far" label="Far-off regions" hint="North-East, Jammu & Kashmir, Ladakh, Andaman & Nicobar, Lakshadweep" />
      <NumberField path="delivery.dispatchDays" label="Days to dispatch" hint="0 to 7; added to the courier's estimate when Shiprocket is connected" />
    </Group>
  );
}

const ZONE_LABELS = [
  ["city", "Same city"],
  ["state", "Same state"],
  ["rest", "Rest of India"],
  ["far", "Far-off regions"],
] as const;

/** The PIN codes COD is not offered to: typed as a list (commas, spaces or lines), kept as an array. */
function BlockedPins() {
  const { id, value, error, set } = useField<string[]>("shippingRules.cod.blockedPins");
  const [text, setText] = useState((value ?? []).join(", "));
  const { errors } = useSettingsForm();
  const itemError = Object.entries(errors).find(([path]) => path.startsWith("shippingRules.cod.blockedPins."))?.[1];
  const problem = error ?? itemError;
  return (
    <div className={wide}>
      <label htmlFor={id} className="block text-sm font-medium">
        No cash on delivery to these PIN codes
      </label>
      <textarea
        id={id}
        className={`input mt-1 ${problem ? "border-red-600" : ""}`}
        rows={2}
        value={text}
        inputMode="numeric"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
        onChange={(e) => {
          setText(e.target.value);
          set(e.target.value.split(/[\s,;]+/).filter((s) => s !== ""));
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        Separated by commas or spaces, e.g. 744101, 682555. The cart says why.
      </p>
      {problem && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The states and union territories COD is not offered to: one checkbox each, folded away until opened. */
function BlockedStates() {
  const { value, set } = useField<string[]>("shippingRules.cod.blockedStates");
  const chosen = new Set(value ?? []);
  return (
    <details className={`${wide} rounded-lg border border-stone-200 p-3`}>
      <summary className="cursor-pointer text-sm font-medium">No cash on delivery in these states ({chosen.size} chosen)</summary>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {INDIAN_STATES.map((s) => (
          <label key={s.code} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.has(s.code)}
              onChange={(e) => set(e.target.checked ? [...chosen, s.code] : [...chosen].filter((c) => c !== s.code))}
            />
            {s.name}
          </label>
        ))}
      </div>
    </details>
  );
}

function ShippingRulesSection() {
  const { draft, update } = useSettingsForm();
  const slabs = draft.shippingRules.slabs;
  return (
    <>
      <Group
        title="Shipping charges"
        hint="The cart, the order, the invoice and the CSV all show the charge these rules give. With weight slabs off, every order pays the flat fee above."
      >
        <RupeeField
          path="shippingRules.freeAbovePaise"
          label="Free shipping on orders of (₹)"
          optional
          hint="The items' value with GST. Leave blank for no free shipping."
          className={wide}
        />
        <label className={`flex min-h-11 items-center gap-2 text-sm font-medium ${wide}`}>
          <input type="checkbox" checked={slabs.on} onChange={(e) => update("shippingRules.slabs.on", e.target.checked)} />
          Charge by weight, per delivery zone
        </label>
        {slabs.on && (
          <>
            <NumberField path="shippingRules.slabs.slabGrams" label="Weight slab (grams)" hint="e.g. 500: the first 500 g, then each further 500 g or part" />
            <NumberField path="shippingRules.itemGrams" label="Weight of an item without one (grams)" hint="Set each variant's own weight on its product" />
            {ZONE_LABELS.map(([zone, label]) => (
              <RupeeField key={`first-${zone}`} path={`shippingRules.slabs.first.${zone}`} label={`${label}: first slab (₹)`} />
            ))}
            {ZONE_LABELS.map(([zone, label]) => (
              <RupeeField key={`extra-${zone}`} path={`shippingRules.slabs.extra.${zone}`} label={`${label}: each further slab (₹)`} />
            ))}
          </>
        )}
      </Group>
      <Group title="Cash on delivery" hint="Where cash on delivery is not offered, the cart says why and offers online payment.">
        <RupeeField path="shippingRules.cod.feePaise" label="Cash on delivery fee (₹)" hint="Added to the shipping charge of a COD order; 0 for none" />
        <RupeeField path="shippingRules.cod.maxPaise" label="Cash on delivery up to an order total of (₹)" optional hint="Leave blank for no limit" />
        <BlockedPins />
        <BlockedStates />
      </Group>
    </>
  );
}

/** UPI direct (decision 030): the shop's own UPI ID, offered at checkout when set. */
function UpiDirect() {
  return (
    <Group
      title="UPI payments to your own account"
      hint="With a UPI ID, customers can choose UPI at checkout: they pay the exact amount from any UPI app (no gateway fee), enter the payment's 12-digit reference, and you confirm it under Orders after checking your bank app. Leave the UPI ID blank to not offer it."
    >
      <TextField
        path="upi.vpa"
        label="Your UPI ID"
        max={256}
        inputMode="email"
        placeholder="yourshop@okaxis"
        hint="As your bank or UPI app shows it, e.g. yourshop@okaxis"
      />
      <TextField path="upi.payeeName" label="Payee name" hint="The name customers' apps show for this UPI ID" />
      <NumberField
        path="upi.windowHours"
        label="Hours to pay and confirm"
        hint="1 to 72. An order not confirmed in this time is released (counted again from the customer's reference)"
      />
    </Group>
  );
}

function PaymentQr() {
  return (
    <Group title="Payment QR" hint="Shown as a QR code on the shop's QR page, for customers who pay by scanning">
      <TextField path="paymentQr.value" label="UPI link" max={200} hint="upi://pay?pa=yourname@bank&pn=Your%20Shop&cu=INR" className={wide} />
      <TextField path="paymentQr.label" label="Text under the code" className={wide} />
    </Group>
  );
}

export const SECTION_VIEWS: Record<SectionId, () => ReactNode> = {
  shop: ShopDetails,
  home: HomePage,
  about: AboutPage,
  brand: BrandPage,
  social: SocialLinks,
  policies: PoliciesSection,
  care: ReturnsAndGrievances,
  pricing: () => (
    <>
      <PricingShipping />
      <ShippingRulesSection />
      <DeliveryTimes />
    </>
  ),
  qr: () => (
    <>
      <UpiDirect />
      <PaymentQr />
    </>
  ),
  hindi: HindiSection,
};

export type { ShopSettings };
