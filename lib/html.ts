/** Escapes text for HTML and XML (element content and quoted attributes): customer-typed text is always data, never markup. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Plain text as one HTML paragraph (escaped, its new lines kept as <br>): a short email's HTML part. */
export function textParagraph(text: string): string {
  return `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
}
