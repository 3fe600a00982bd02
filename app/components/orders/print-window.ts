import { tNow } from "../../i18n/use-t";
import { toast } from "../../toast";

/** Spec: printing waits half a second so the window can lay out first. */
export const PRINT_DELAY_MS = 500;

/**
 * Prints one element of the page in its own window (the spec's print window),
 * with the page's stylesheets so it looks the same. The element's HTML is what
 * React rendered, so every customer-typed text in it is already escaped. The window's `<html lang>` is the page's.
 */
export function printElement(id: string, title: string, opts: { missing?: string; closeAfterMs?: number; size?: string } = {}): void {
  const node = document.getElementById(id);
  if (!node) return void toast.error(opts.missing ?? tNow("orders.invoiceMissing"));
  const w = window.open("", "_blank", opts.size ?? "width=800,height=600");
  if (!w) return void toast.error(tNow("orders.popupBlocked"));
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => `<link rel="stylesheet" href="${l.href}">`).join("");
  const lang = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(document.documentElement.lang) ? document.documentElement.lang : "en-IN";
  w.document.write(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title></title>${styles}</head><body style="background:#fff;padding:24px">${node.outerHTML}</body></html>`,
  );
  w.document.title = title;
  w.document.close();
  setTimeout(() => {
    w.focus();
    w.print();
    if (opts.closeAfterMs !== undefined) setTimeout(() => w.close(), opts.closeAfterMs);
  }, PRINT_DELAY_MS);
}
