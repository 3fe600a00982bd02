import QRCode from "qrcode";

/** Size of the payment QR code in CSS pixels (spec: QR size 200). */
export const QR_SIZE = 200;

/**
 * The QR code of `value` as SVG markup, drawn on the server so that the QR
 * library never reaches the browser bundle. The markup comes from the library
 * (paths only, no text from the value), so it is safe to inline.
 */
export async function qrSvg(value: string, size: number = QR_SIZE): Promise<string> {
  const svg = await QRCode.toString(value, { type: "svg", margin: 1, width: size, errorCorrectionLevel: "M" });
  return svg.trim();
}
