/**
 * A QR code drawn on the server (./qr-code.server) as inline SVG, named for screen readers: the spec's Scan to Pay
 * modal and a UPI order's payment page.
 */
export function QrImage({ svg, label }: { svg: string; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="payment-qr"
      className="mx-auto mt-6 w-fit rounded-xl border border-stone-200 bg-white p-2 [&>svg]:block"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
