import type { ShopSettings } from "../../lib/shop-settings";

/** The shop's postal address block (footer, Contact page). */
export function ShopAddress({ settings, className }: { settings: Pick<ShopSettings, "legalName" | "address">; className?: string }) {
  const a = settings.address;
  return (
    <address className={`not-italic ${className ?? ""}`}>
      {settings.legalName}
      <br />
      {a.line1}
      {a.line2 && (
        <>
          <br />
          {a.line2}
        </>
      )}
      <br />
      {a.city}, {a.state} – {a.pincode}
      <br />
      {a.country}
    </address>
  );
}

/** Telephone links dial the digits only (spaces and dashes are for reading). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}
